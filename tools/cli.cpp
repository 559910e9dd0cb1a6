#include "cli.h"

#include <sched.h>

#include <algorithm>
#include <cstdlib>
#include <set>

namespace vktexel::tools {
namespace {

const std::vector<std::string> kCommands = {"list",    "run",     "bench",   "explain", "repro",
                                            "merge",   "rejudge", "compare", "raw",     "coverage",
                                            "devices", "help",    "selftest"};

// A non-negative decimal integer, nothing else (no sign, no spaces).
bool parseCount(const std::string& text, size_t* out) {
  if (text.empty() || text.size() > 9 ||
      !std::all_of(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; }))
    return false;
  *out = size_t(std::stoul(text));
  return true;
}

double parseSeconds(const std::string& text) {
  char* end = nullptr;
  const double v = std::strtod(text.c_str(), &end);
  if (end == text.c_str() || *end != '\0' || !(v > 0))
    throw UsageError("--timeout needs a positive number of seconds");
  return v;
}

// A whole number in [min, max]; anything else is a UsageError with `message`.
uint32_t parseWholeNumber(const std::string& text, unsigned long min, unsigned long max,
                          const std::string& message) {
  char* end = nullptr;
  const unsigned long n = std::strtoul(text.c_str(), &end, 10);
  if (text.empty() || *end != '\0' || n < min || n > max) throw UsageError(message);
  return uint32_t(n);
}

}  // namespace

uint32_t defaultJobs() {
  cpu_set_t cpus;
  const int n = sched_getaffinity(0, sizeof cpus, &cpus) == 0 ? CPU_COUNT(&cpus) : 1;
  return uint32_t(std::clamp(n, 1, int(kMaxDefaultJobs)));
}

SessionOptions sessionOptionsOf(const Options& o) {
  SessionOptions so;
  so.device = o.device;
  so.validation = o.validation;
  so.executor.timeoutMs = uint64_t(o.timeoutSeconds * 1000);
  so.executor.faults = o.faults;
  so.executor.fillSample1IntoSample2 = o.fillSample1IntoSample2;
  so.executor.isolated = o.isolated;
  so.executor.maxSlots = o.slots;
  so.executor.seed = o.seed;
  so.pipelineCacheDir = o.pipelineCacheDir;
  return so;
}

ProcessRunOptions processRunOptions(const Options& o, const SessionOptions& session) {
  return {session, o.watchdogSeconds > 0 ? o.watchdogSeconds : watchdogFor(o.timeoutSeconds), o.jobs};
}

const char* usageText() {
  return "usage: vktexel COMMAND [options]\n"
         "commands:\n"
         "  list     print the names of the selected cases, sorted (--verbose: with clauses and\n"
         "           description): the case list deqp-runner takes\n"
         "  run      run the selected cases on a Vulkan device and compare with the CPU model\n"
         "  bench    time the selected cases phase by phase (with --isolated: also one case per\n"
         "           pipeline and submission, and the ratio; with --cold-warm: three runs, cold with\n"
         "           Mesa's shader cache disabled and no SPIR-V cache, first and warm with both caches\n"
         "           in a fresh directory)\n"
         "  explain CASE\n"
         "           the case's description, clauses, image, shader, probes and expected values\n"
         "           (sampled lookups: for the --device's sub-texel and mipmap precision bits;\n"
         "           without a driver, for the spec's minimums, which accept every device's results)\n"
         "  repro CASE -o DIR\n"
         "           a standalone reproduction in DIR: the SPIR-V, image and probe data, a Vulkan C++\n"
         "           program (CMake) that checks every probe, an Amber script where Amber can say it\n"
         "           (expectations for the --device's precision bits, as explain; the program\n"
         "           refuses to judge on a device with fewer)\n"
         "  merge OUT.csv IN.csv...\n"
         "           combine --results files (of shards) into OUT.csv, sorted by case name, and print\n"
         "           the summary; a case with two different statuses is an error\n"
         "  rejudge RAW\n"
         "           judge a raw results file (run --raw) again under this build's CPU model, with no\n"
         "           device, and print and write what run would have (--baseline, --results, --junit,\n"
         "           --html, --filter); a case whose inputs changed since is listed, not judged\n"
         "  compare A B...\n"
         "           the cases whose verdict differs between raw results or results files, grouped\n"
         "           (new failures, fixes, newly NotSupported, definition changed), each with the\n"
         "           cause the baseline its run compared with gives (a raw file names it);\n"
         "           --html DIR: the --filter's cases of every file side by side\n"
         "  raw print FILE | raw pack TEXT OUT\n"
         "           a raw results file as text, or a (hand-edited) text checked and packed\n"
         "  coverage every clause row of SEMANTICS §11 with its case count, or why it has none\n"
         "  devices  print the Vulkan devices and their robustness features\n"
         "  selftest mutate the generated SPIR-V (gather component, ConstOffset +1, Lod +1, sample\n"
         "           index, result swizzle, OOB clamp and more: docs/reference.md): each family's\n"
         "           cases must fail for every mutation; then make the CPU model wrong (every\n"
         "           --model-fault): the cases named for each fault must fail; prints both scores\n"
         "           (default: one small filter per family)\n"
         "options:\n"
         "  --filter GLOB        select cases whose name matches (repeatable; default: all)\n"
         "  --exclude GLOB       drop cases whose name matches (repeatable)\n"
         "  --device INDEX|NAME  device index or case-insensitive name substring (default: first GPU,\n"
         "                       else the first CPU device, i.e. lavapipe); VK_DRIVER_FILES is honoured\n"
         "  --timeout SECONDS    per-submission timeout (default 60; 300 in a sanitizer build)\n"
         "  --baseline DIR       (run, merge, rejudge) DIR/fails.csv ('case,Status' expected failures),\n"
         "                       and optional DIR/flakes.txt and DIR/skips.txt (one regex a line,\n"
         "                       unanchored): skips are not run, a flake's failure is reported as Flake;\n"
         "                       exit 0 exactly when the results match; unexpected failures and passes\n"
         "                       are listed\n"
         "  --baseline auto      (run, rejudge) the folder of expected/ whose device.txt matches the\n"
         "                       device's name, driver name and driver info (`vktexel devices` shows\n"
         "                       which; rejudge: the device the raw file names); none:\n"
         "                       every failure counts\n"
         "  --results FILE       (run, rejudge) write 'case,Status' per case as it finishes (Pass, Fail,\n"
         "                       NotSupported, Unchecked, Crash, Timeout, InternalError, QualityWarning,\n"
         "                       CompatibilityWarning, Flake); a warning adds ',' and its bound and error\n"
         "  --junit FILE         (run, rejudge) write JUnit XML: classname = family, <failure> per "
         "unexpected\n"
         "                       failure, <skipped> for NotSupported and Unchecked\n"
         "  --html DIR           (run, rejudge) write DIR/index.html and, for failing cases, a page each\n"
         "                       with the probe table and pictures of expected, got and an error mask\n"
         "  --raw FILE           (run) write every probe's returned bits, the device's limits and each\n"
         "                       case's input digest to FILE (gzip text, docs/reference.md), for rejudge\n"
         "                       and compare\n"
         "  --shard I/N          (run, list) take shard I of N (0 <= I < N): the selected cases sorted by\n"
         "                       name, every N-th from the I-th; without it GTEST_SHARD_INDEX and\n"
         "                       GTEST_TOTAL_SHARDS are honoured\n"
         "  --validation         enable VK_LAYER_KHRONOS_validation and count its messages\n"
         "  --strict             (run, rejudge, merge) a QualityWarning or CompatibilityWarning the\n"
         "                       baseline does not list fails the run (exit 1)\n"
         "  --verbose            print every case, not only failures\n"
         "  --isolated           one case per pipeline and submission, as per-case suites run\n"
         "  --slots N            (run, bench) views bound per dispatch as an array, 1 to 16 (default:\n"
         "                       16 / the batch's code paths, at least 4); --slots 1 binds one view per\n"
         "                       dispatch, to tell a driver bug that depends on descriptor arrays from\n"
         "                       one that does not\n"
         "  --no-fork            run in this process: no worker processes, so a driver crash ends the run\n"
         "                       (by default workers run the cases; a crash, hang or device loss is\n"
         "                       bisected to the guilty cases and the run goes on)\n"
         "  --jobs N             (run, bench, selftest) worker processes at once, 1 to 64 (default: one\n"
         "                       per CPU, at most 8); each takes whole batches, so results do not\n"
         "                       depend on N\n"
         "  --pipeline-cache DIR keep a VkPipelineCache on disk in DIR, one file per device and tier,\n"
         "                       and the compiled SPIR-V in DIR/spirv (a warm run compiles no GLSL)\n"
         "  --repro-dir DIR      (run) after the run, a repro folder (as `repro` writes) per unexpected\n"
         "                       failure in DIR/FAMILY/CASE, one per (family, format, symptom), at most\n"
         "                       100, and DIR/index.md listing case, clauses, driver, symptom, folder\n"
         "                       and what was left out; --repro-expected: expected failures too\n"
         "  --seed N             texel data seed for every image (default: each case's fixed seed); equal\n"
         "                       seeds give identical results files\n"
         "  --watchdog SECONDS   a worker silent this long is hung and killed (default: --timeout + 10)\n"
         "  --model-fault NAME   self-test: make the CPU model deliberately wrong (repeatable; the\n"
         "                       names are listed by `vktexel selftest`); the run must then fail\n"
         "  --cited-bounds       (repro) expected values under the case's named, cited bound\n"
         "                       (docs/oracle.md), so the program and Amber script pass a QualityWarning\n"
         "                       and still fail beyond the bound; without it they check the letter\n"
         "  --fill-fault sample1_into_sample2\n"
         "                       self-test: the multisample fill writes sample 1's value into sample 2\n"
         "dEQP mode (deqp-runner): vktexel [run options] --deqp-caselist-file=FILE\n"
         "           [--deqp-log-filename=FILE.qpa] [--deqp-case=NAME] runs the listed cases and prints\n"
         "           dEQP's protocol lines only; other --deqp-* options are ignored (docs/deqp-runner.md)\n"
         "run on a terminal shows one progress line (cases done/total, cases/s, time left)\n"
         "exit status: 0 nothing failed (or, with --baseline, the results match), 1 a case failed,\n"
         "2 bad arguments, an unknown case, a malformed baseline or results file, an unwritable\n"
         "output file or no usable Vulkan driver\n";
}

Options parseArguments(const std::vector<std::string>& args) {
  if (args.empty()) throw UsageError("missing command");
  Options o;
  o.command = args[0];
  if (o.command == "--help" || o.command == "-h") o.command = "help";
  bool known = false;
  for (const std::string& c : kCommands) known = known || c == o.command;
  if (!known) throw UsageError("unknown command '" + o.command + "'");
  for (size_t i = 1; i < args.size(); ++i) {
    const std::string& a = args[i];
    auto value = [&]() -> const std::string& {
      if (i + 1 >= args.size()) throw UsageError(a + " needs a value");
      return args[++i];
    };
    if (a == "--filter")
      o.filter.include.push_back(value());
    else if (a == "--exclude")
      o.filter.exclude.push_back(value());
    else if (a == "--baseline")
      o.baselineDir = value();
    else if (a == "--results")
      o.resultsFile = value();
    else if (a == "--junit")
      o.junitFile = value();
    else if (a == "--html")
      o.htmlDir = value();
    else if (a == "--raw")
      o.rawFile = value();
    else if (a == "-o" || a == "--output")
      o.outputDir = value();
    else if (a == "--shard") {
      o.shard = parseShard(value());
      o.shardFromFlag = true;
    } else if (a == "--device")
      o.device = value();
    else if (a == "--timeout")
      o.timeoutSeconds = parseSeconds(value());
    else if (a == "--validation")
      o.validation = true;
    else if (a == "--strict")
      o.strict = true;
    else if (a == "--verbose")
      o.verbose = true;
    else if (a == "--isolated")
      o.isolated = true;
    else if (a == "--cold-warm")
      o.coldWarm = true;
    else if (a == "--slots")
      o.slots = parseWholeNumber(value(), 1, kMaxImageSlots,
                                 "--slots needs a number from 1 to " + std::to_string(kMaxImageSlots));
    else if (a == "--jobs")
      o.jobs = parseWholeNumber(value(), 1, kMaxJobs,
                                "--jobs needs a number from 1 to " + std::to_string(kMaxJobs));
    else if (a == "--pipeline-cache")
      o.pipelineCacheDir = value();
    else if (a == "--repro-dir")
      o.reproDir = value();
    else if (a == "--repro-expected")
      o.reproExpected = true;
    else if (a == "--no-fork")
      o.inProcess = true;
    else if (a == "--seed")
      o.seed = parseWholeNumber(value(), 1, 0xffffffffUL, "--seed needs a number from 1 to 4294967295");
    else if (a == "--watchdog")
      o.watchdogSeconds = parseSeconds(value());
    else if (a == "--model-fault") {
      try {
        model::enableFault(o.faults, value());
      } catch (const std::invalid_argument& e) {
        throw UsageError(e.what());
      }
    } else if (a == "--cited-bounds") {
      o.faults.citedBounds = true;
    } else if (a == "--fill-fault") {
      if (value() != "sample1_into_sample2")
        throw UsageError("unknown --fill-fault (known: sample1_into_sample2)");
      o.fillSample1IntoSample2 = true;
    } else if (a.size() > 1 && a[0] == '-')
      throw UsageError("unknown option '" + a + "'");
    else
      o.positional.push_back(a);
  }
  if (o.command == "explain" && o.positional.size() != 1) throw UsageError("explain needs one case name");
  if (o.command == "repro" && (o.positional.size() != 1 || o.outputDir.empty()))
    throw UsageError("repro needs one case name and an output directory: repro CASE -o DIR");
  if (o.command == "merge" && o.positional.size() < 2)
    throw UsageError("merge needs an output file and at least one results file: merge OUT.csv IN.csv...");
  if (o.command == "rejudge" && o.positional.size() != 1)
    throw UsageError("rejudge needs one raw results file");
  if (o.command == "compare" && o.positional.size() < 2)
    throw UsageError("compare needs two or more raw results or results files: compare A B...");
  if (o.command == "raw" && !((o.positional.size() == 2 && o.positional[0] == "print") ||
                              (o.positional.size() == 3 && o.positional[0] == "pack")))
    throw UsageError("raw needs 'print FILE' or 'pack TEXT OUT'");
  if (!o.rawFile.empty() && o.command != "run") throw UsageError("--raw FILE is a run option");
  if (o.faults.citedBounds && o.command != "repro")
    throw UsageError("--cited-bounds is a repro option (run and rejudge judge the bound themselves)");
  if ((!o.reproDir.empty() || o.reproExpected) && (o.command != "run" || o.reproDir.empty()))
    throw UsageError("--repro-dir DIR is a run option (--repro-expected goes with it)");
  if (o.coldWarm && (o.command != "bench" || o.isolated || !o.pipelineCacheDir.empty()))
    throw UsageError("--cold-warm is a bench mode of its own: without --isolated or --pipeline-cache");
  const bool takesArguments = o.command == "explain" || o.command == "repro" || o.command == "merge" ||
                              o.command == "rejudge" || o.command == "compare" || o.command == "raw";
  if (!takesArguments && !o.positional.empty())
    throw UsageError("unexpected argument '" + o.positional[0] + "'");
  return o;
}

Shard parseShard(const std::string& text) {
  const size_t slash = text.find('/');
  Shard s;
  if (slash == std::string::npos || !parseCount(text.substr(0, slash), &s.index) ||
      !parseCount(text.substr(slash + 1), &s.count) || s.count == 0 || s.index >= s.count)
    throw UsageError("--shard needs I/N with 0 <= I < N (e.g. 0/4), not '" + text + "'");
  return s;
}

void applyShardEnvironment(Options& o, const char* totalShards, const char* shardIndex) {
  if (o.shardFromFlag) return;
  const bool hasTotal = totalShards && *totalShards, hasIndex = shardIndex && *shardIndex;
  if (!hasTotal && !hasIndex) return;
  if (hasTotal != hasIndex)
    throw UsageError("GTEST_TOTAL_SHARDS and GTEST_SHARD_INDEX must be set together (or use --shard I/N)");
  Shard s;
  if (!parseCount(totalShards, &s.count) || s.count == 0)
    throw UsageError("GTEST_TOTAL_SHARDS must be a positive integer, not '" + std::string(totalShards) + "'");
  if (!parseCount(shardIndex, &s.index) || s.index >= s.count)
    throw UsageError("GTEST_SHARD_INDEX must be an integer in [0, GTEST_TOTAL_SHARDS), not '" +
                     std::string(shardIndex) + "'");
  o.shard = s;
}

std::vector<const CaseSpec*> casesOfShard(const std::vector<const CaseSpec*>& selected, const Shard& shard) {
  if (shard.count <= 1) return selected;
  std::vector<const std::string*> names;
  names.reserve(selected.size());
  for (const CaseSpec* c : selected) names.push_back(&c->name);
  std::sort(names.begin(), names.end(), [](const std::string* a, const std::string* b) { return *a < *b; });
  std::set<const std::string*> mine;
  for (size_t i = shard.index; i < names.size(); i += shard.count) mine.insert(names[i]);
  std::vector<const CaseSpec*> out;
  for (const CaseSpec* c : selected)
    if (mine.count(&c->name)) out.push_back(c);
  return out;
}

}  // namespace vktexel::tools
