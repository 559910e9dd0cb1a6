#include "command_help.h"

#include "report/build_info.h"

#include <algorithm>

namespace vktexel::tools {
namespace {

// Every option the commands below name, in the order the whole help lists them.
const std::vector<OptionHelp> kOptions = {
    {"--filter", "GLOB", "select cases whose name matches (repeatable; default: all)"},
    {"--exclude", "GLOB", "drop cases whose name matches (repeatable)"},
    {"--device", "INDEX|NAME",
     "device index or case-insensitive name substring (default: first GPU,\n"
     "else the first CPU device, i.e. lavapipe); VK_DRIVER_FILES is honoured"},
    {"--timeout", "SECONDS", "per-submission timeout (default 60; 300 in a sanitizer build)"},
    {"--baseline", "DIR",
     "DIR/fails.csv ('case,Status' expected failures), and optional\n"
     "DIR/flakes.txt and DIR/skips.txt (one regex a line, unanchored): skips\n"
     "are not run, a flake's failure is reported as Flake; exit 0 exactly\n"
     "when the results match; unexpected failures and passes are listed.\n"
     "A path to fails.csv names its folder. A fails.csv line naming no case\n"
     "of this build is a warning (--strict-baseline: an error); a case\n"
     "listed twice is an error.\n"
     "--baseline auto (run, rejudge): the folder of expected/ whose\n"
     "device.txt matches the device's name, driver name and driver info\n"
     "(`vktexel devices` shows which; rejudge: the device the raw file\n"
     "names); none: every failure counts"},
    {"--strict-baseline", "", "a fails.csv line naming no case of this build is an error, not a warning"},
    {"--results", "FILE",
     "write 'case,Status' per case as it finishes (Pass, Fail, NotSupported,\n"
     "Unchecked, Crash, Timeout, InternalError, Undecided, QualityWarning,\n"
     "CompatibilityWarning, Flake); a warning adds ',' and its bound and\n"
     "error; '#' lines name the build, the device and the shard"},
    {"--junit", "FILE",
     "write JUnit XML: classname = family, <failure> per unexpected failure,\n"
     "<skipped> for NotSupported and Unchecked; properties name the build,\n"
     "the device and whether the run was complete"},
    {"--html", "DIR",
     "write DIR/index.html and, for failing cases, a page each with the\n"
     "probe table and pictures of expected, got and an error mask (compare:\n"
     "the changes grouped with counts, a page per changed case with the expected\n"
     "values and both results; --verbose adds every case side by side)"},
    {"--raw", "FILE",
     "write every probe's returned bits, the device's limits and each case's\n"
     "input digest to FILE (gzip text, docs/reference.md), for rejudge and\n"
     "compare (explain: read FILE, and explain the case as that run's device saw it)"},
    {"--case-file", "FILE",
     "the cases of a case file (docs/case-file.md: a fuzz finding's\n"
     "shrunk.case, a repro folder's vktexel.case) in place of the suite's;\n"
     "repeatable (explain, repro: CASE may be left out when FILE holds one;\n"
     "rejudge: the raw file's cases found in FILE are judged by it)"},
    {"--seconds", "T",
     "fuzz: rounds of the seed's stream until T seconds are spent (without\n"
     "report files; the last lines give the --cases command that repeats it)"},
    {"--findings", "DIR",
     "fuzz: each new finding shrunk to a minimal case, in DIR/fuzz.SEED.N.FAMILY/\n"
     "(original.case, shrunk.case, repro/, finding.md), all listed in\n"
     "DIR/findings.txt; with --merge: the folder the merged findings go to"},
    {"--shrink-seconds", "S", "fuzz: the time one finding's shrink may take (default 60)"},
    {"--mutation", "NAME",
     "fuzz: apply selftest's SPIR-V mutation NAME (docs/reference.md,\n"
     "selftest) to every module: the fuzzer must find the bug it makes"},
    {"--merge", "DIR",
     "fuzz: merge findings folders of many machines into --findings OUT, one\n"
     "finding per signature (repeatable; runs nothing)"},
    {"--shard", "I/N",
     "take shard I of N (0 <= I < N): the selected cases sorted by name,\n"
     "every N-th from the I-th; without it GTEST_SHARD_INDEX and\n"
     "GTEST_TOTAL_SHARDS are honoured"},
    {"--validation", "", "enable VK_LAYER_KHRONOS_validation and count its messages"},
    {"--strict", "",
     "a QualityWarning or CompatibilityWarning the baseline does not list\n"
     "fails the run (exit 1)"},
    {"--fail-on", "WHAT",
     "compare: 'regressions' (default) exits 1 when a case regressed; 'changes' when\n"
     "any case differs"},
    {"--verbose", "",
     "print every case in full (default: unexpected results in full; expected failures, flakes and "
     "warnings counted per cause and bound; list: with clauses and description)"},
    {"--isolated", "", "one case per pipeline and submission, as per-case suites run"},
    {"--cold-warm", "",
     "three runs: cold with Mesa's shader cache disabled and no SPIR-V cache,\n"
     "first and warm with both caches in a fresh directory"},
    {"--slots", "N",
     "views bound per dispatch as an array, 1 to 16 (default: 16 / the\n"
     "batch's code paths, at least 4); --slots 1 binds one view per\n"
     "dispatch, to tell a driver bug that depends on descriptor arrays from\n"
     "one that does not"},
    {"--no-fork", "",
     "run in this process: no worker processes, so a driver crash ends the\n"
     "run (by default workers run the cases; a crash, hang or device loss is\n"
     "bisected to the guilty cases and the run goes on)"},
    {"--jobs", "N",
     "worker processes at once, 1 to 64 (default: one per CPU, at most 8);\n"
     "each takes whole batches, so results do not depend on N"},
    {"--pipeline-cache", "DIR",
     "keep a VkPipelineCache on disk in DIR, one file per device and tier,\n"
     "and the compiled SPIR-V in DIR/spirv (a warm run compiles no GLSL)"},
    {"--repro-dir", "DIR",
     "after the run, a repro folder (as `repro` writes) per unexpected\n"
     "failure in DIR/FAMILY/CASE, one per (family, format, symptom), at most\n"
     "100, and DIR/index.md listing case, clauses, driver, symptom, folder\n"
     "and what was left out"},
    {"--repro-expected", "", "with --repro-dir: expected failures too"},
    {"--seed", "N",
     "texel data seed for every image (default: each case's fixed seed);\n"
     "equal seeds give identical results files (fuzz: the seed of the drawn\n"
     "stream, default from the clock and printed)"},
    {"--cases", "N", "fuzz: draw N cases (default 200), numbered 0 to N - 1 in the seed's stream"},
    {"--watchdog", "SECONDS", "a worker silent this long is hung and killed (default: --timeout + 10)"},
    {"--model-fault", "NAME",
     "self-test: make the CPU model deliberately wrong (repeatable; the\n"
     "names are listed by `vktexel selftest`); the run must then fail"},
    {"--fill-fault", "sample1_into_sample2",
     "self-test: the multisample fill writes sample 1's value into sample 2"},
    {"-o", "DIR", "the folder to write (also --output DIR)"},
    {"--cited-bounds", "",
     "expected values under the case's named, cited bound (docs/oracle.md),\n"
     "so the program and Amber script pass a QualityWarning and still fail\n"
     "beyond the bound; without it they check the letter"},
    {"--help", "", "this command's synopsis and options (also -h)"},
};

const std::vector<CommandHelp> kCommands = {
    {"list",
     "[options]",
     "print the names of the selected cases, sorted (--verbose: with clauses and description):\n"
     "the case list deqp-runner takes; a filter that matches nothing exits 2",
     {"--filter", "--exclude", "--shard", "--verbose"}},
    {"run",
     "[options]",
     "run the selected cases on a Vulkan device and compare with the CPU model\n"
     "(on a terminal: one progress line with cases done/total, cases/s, time left)",
     {"--filter",         "--exclude",   "--device",         "--timeout", "--baseline", "--strict-baseline",
      "--results",        "--junit",     "--html",           "--raw",     "--shard",    "--validation",
      "--strict",         "--verbose",   "--isolated",       "--slots",   "--no-fork",  "--jobs",
      "--pipeline-cache", "--repro-dir", "--repro-expected", "--seed",    "--watchdog", "--model-fault",
      "--fill-fault",     "--case-file"}},
    {"fuzz",
     "[options]",
     "run cases drawn from a seed over the whole state space (tex with Lod, Grad and Dref, ld,\n"
     "ld under robustness tiers, ld2dms, tld4, txq, sparse: formats, geometry, view subranges,\n"
     "swizzles, samplers, offsets, probes on the grids where rules change), judged by the CPU\n"
     "model and reported as run reports; new findings shrunk into --findings DIR; a drawn\n"
     "case's name fuzz.SEED.N... is enough for explain, repro and rejudge to draw it again",
     {"--seed",     "--cases",  "--seconds",   "--findings", "--shrink-seconds", "--merge",
      "--mutation", "--filter", "--exclude",   "--device",   "--timeout",        "--baseline",
      "--results",  "--junit",  "--html",      "--raw",      "--shard",          "--validation",
      "--verbose",  "--jobs",   "--repro-dir", "--watchdog", "--no-fork"}},
    {"bench",
     "[options]",
     "time the selected cases phase by phase (with --isolated: also one case per pipeline and\n"
     "submission, and the ratio; with --cold-warm: three runs, cold with Mesa's shader cache\n"
     "disabled and no SPIR-V cache, first and warm with both caches in a fresh directory)",
     {"--filter", "--exclude", "--device", "--timeout", "--isolated", "--cold-warm", "--slots", "--no-fork",
      "--jobs", "--pipeline-cache", "--watchdog"}},
    {"explain",
     "CASE | --case-file FILE",
     "the case's description, clauses, image, shader, probes and expected values (sampled\n"
     "lookups: for the --device's sub-texel and mipmap precision bits; without a driver, for\n"
     "the spec's minimums, which accept every device's results; with --raw FILE, for the\n"
     "bits and --seed of the run that wrote FILE, and that run's verdict of the case)",
     {"--device", "--raw", "--case-file"}},
    {"repro",
     "CASE -o DIR | --case-file FILE -o DIR",
     "a standalone reproduction in DIR: the SPIR-V, image and probe data, a Vulkan C++ program\n"
     "(CMake) that checks every probe, an Amber script where Amber can say it (expectations for\n"
     "the --device's precision bits, as explain; the program refuses to judge on a device with\n"
     "fewer)",
     {"-o", "--device", "--cited-bounds", "--model-fault", "--case-file"}},
    {"merge",
     "OUT.csv IN.csv...",
     "combine --results files (of shards) into OUT.csv, sorted by case name, and print the\n"
     "summary; a case with two different statuses is an error, and so is a missing or\n"
     "duplicated shard of a sharded run (the files' '#' lines name the shard and the case count)",
     {"--baseline", "--strict-baseline", "--strict"}},
    {"rejudge",
     "RAW",
     "judge a raw results file (run --raw) again under this build's CPU model, with no device,\n"
     "and print and write what run would have; a case whose inputs changed since is listed, not\n"
     "judged",
     {"--filter", "--exclude", "--baseline", "--strict-baseline", "--results", "--junit", "--html",
      "--strict", "--verbose", "--model-fault", "--case-file"}},
    {"compare",
     "A B...",
     "the cases whose verdict or returned bits differ from the first file to each other\n"
     "one: regressions first (new failures, new warnings), then fixes, then the rest\n"
     "(NotSupported, changed bits with the same verdict, definition changed ...), each\n"
     "with the cause each run's baseline folder gives (the one it ran with, else the one\n"
     "whose device.txt matches its device, else --baseline DIR)",
     {"--filter", "--exclude", "--html", "--baseline", "--fail-on", "--verbose"}},
    {"raw",
     "print FILE | raw pack TEXT OUT",
     "a raw results file as text, or a (hand-edited) text checked and packed",
     {}},
    {"coverage", "", "every clause row of SEMANTICS §11 with its case count, or why it has none", {}},
    {"devices", "", "print the Vulkan devices, their drivers' versions and robustness features", {}},
    {"selftest",
     "[options]",
     "mutate the generated SPIR-V (gather component, ConstOffset +1, Lod +1, sample index, result\n"
     "swizzle, OOB clamp and more: docs/reference.md): each family's cases must fail for every\n"
     "mutation; then make the CPU model wrong (every --model-fault): the cases named for each\n"
     "fault must fail; prints both scores (default: one small filter per family)",
     {"--filter", "--exclude", "--device", "--timeout", "--seed", "--no-fork", "--jobs", "--watchdog"}},
    {"help", "[COMMAND]", "this help, or a command's own", {}},
};

const OptionHelp* optionHelp(const std::string& flag) {
  for (const OptionHelp& o : kOptions)
    if (flag == o.flag) return &o;
  return nullptr;
}

// "  --filter GLOB        select ...", continuation lines indented under the text.
std::string optionLines(const OptionHelp& o) {
  std::string head = std::string("  ") + o.flag + (*o.argument ? std::string(" ") + o.argument : "");
  head += head.size() < 23 ? std::string(23 - head.size(), ' ') : "\n" + std::string(23, ' ');
  std::string out = head;
  for (const char* c = o.text; *c; ++c) out += *c == '\n' ? "\n" + std::string(23, ' ') : std::string(1, *c);
  return out + "\n";
}

std::string indented(const char* text, size_t columns) {
  std::string out(columns, ' ');
  for (const char* c = text; *c; ++c)
    out += *c == '\n' ? "\n" + std::string(columns, ' ') : std::string(1, *c);
  return out + "\n";
}

}  // namespace

const std::vector<CommandHelp>& commandHelps() {
  return kCommands;
}
const std::vector<OptionHelp>& optionHelps() {
  return kOptions;
}

const CommandHelp* commandHelp(const std::string& name) {
  for (const CommandHelp& c : kCommands)
    if (name == c.name) return &c;
  return nullptr;
}

bool isOption(const std::string& flag) {
  return optionHelp(flag) != nullptr;
}

std::string usageHint(const std::vector<std::string>& args) {
  if (!args.empty() && commandHelp(args[0]) && args[0] != "help")
    return "see 'vktexel " + args[0] + " --help'";
  return "see 'vktexel --help'";
}

bool commandTakes(const std::string& command, const std::string& flag) {
  if (flag == "--help") return true;
  const CommandHelp* c = commandHelp(command);
  return c && std::any_of(c->options.begin(), c->options.end(), [&](const char* f) { return flag == f; });
}

std::string commandsTaking(const std::string& flag) {
  std::string out;
  for (const CommandHelp& c : kCommands)
    if (commandTakes(c.name, flag) && flag != "--help")
      out += (out.empty() ? "" : ", ") + std::string(c.name);
  return out;
}

std::string usageText() {
  std::string s = "usage: vktexel COMMAND [options]   (vktexel help COMMAND: a command's own options)\n";
  s += "       vktexel --version\ncommands:\n";
  for (const CommandHelp& c : kCommands) {
    const std::string head =
        std::string(c.name) + (*c.synopsis && c.synopsis[0] != '[' ? " " + std::string(c.synopsis) : "");
    s += "  " + head;
    if (head.size() <= 8) {
      s += std::string(9 - head.size(), ' ');
      std::string body = indented(c.summary, 11);
      s += body.substr(11);
    } else {
      s += "\n" + indented(c.summary, 11);
    }
  }
  s += "options:\n";
  for (const OptionHelp& o : kOptions) {
    std::string line = optionLines(o);
    const std::string users = commandsTaking(o.flag);
    if (!users.empty() && std::string(o.flag) != "--filter" && std::string(o.flag) != "--exclude")
      line.insert(23, "(" + users + ") ");
    s += line;
  }
  s += "dEQP mode (deqp-runner): vktexel [run options] --deqp-caselist-file=FILE\n"
       "           [--deqp-log-filename=FILE.qpa] [--deqp-case=NAME] runs the listed cases and prints\n"
       "           dEQP's protocol lines only; other --deqp-* options are ignored (docs/deqp-runner.md)\n"
       "exit status: 0 nothing failed (or, with --baseline, the results match), 1 a case failed,\n"
       "2 bad arguments, an unknown case, a malformed baseline or results file, an unwritable\n"
       "output file or no usable Vulkan driver\n";
  return s;
}

std::string commandUsageText(const CommandHelp& c) {
  std::string s =
      std::string("usage: vktexel ") + c.name + (*c.synopsis ? " " + std::string(c.synopsis) : "") + "\n";
  s += indented(c.summary, 2);
  s += "options:\n";
  for (const char* flag : c.options)
    if (const OptionHelp* o = optionHelp(flag)) s += optionLines(*o);
  s += optionLines(*optionHelp("--help"));
  return s;
}

std::string versionText() {
  return std::string("vktexel ") + vktexelVersion() + "\ncommit " + vktexelCommit() + "\ntree " +
         (vktexelTreeDirty() ? "modified (uncommitted changes)" : "clean") + "\n";
}

}  // namespace vktexel::tools
