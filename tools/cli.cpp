#include "cli.h"

#include <cstdlib>

namespace vktexel::tools {
namespace {

const std::vector<std::string> kCommands = {"list", "run", "bench", "coverage", "devices", "help"};

double parseSeconds(const std::string& text) {
  char* end = nullptr;
  const double v = std::strtod(text.c_str(), &end);
  if (end == text.c_str() || *end != '\0' || !(v > 0))
    throw UsageError("--timeout needs a positive number of seconds");
  return v;
}

void applyFault(model::ModelFaults& faults, const std::string& name) {
  if (name == "oob_alpha_zero")
    faults.oobAlphaZero = true;
  else if (name == "ignore_offset")
    faults.ignoreOffset = true;
  else if (name == "gather_swap_xw")
    faults.gatherSwapXW = true;
  else if (name == "gather_offset_plus_one")
    faults.gatherOffsetPlusOne = true;
  else
    throw UsageError("unknown --model-fault '" + name +
                     "' (known: oob_alpha_zero, ignore_offset, gather_swap_xw, gather_offset_plus_one)");
}

}  // namespace

const char* usageText() {
  return "usage: vktexel COMMAND [options]\n"
         "commands:\n"
         "  list     print the names of the selected cases (--verbose: with clauses and description)\n"
         "  run      run the selected cases on a Vulkan device and compare with the CPU model\n"
         "  bench    time the selected cases phase by phase (with --isolated: also one case per\n"
         "           pipeline and submission, and the ratio)\n"
         "  coverage every clause row of SEMANTICS §11 with its case count, or why it has none\n"
         "  devices  print the Vulkan devices and their robustness features\n"
         "options:\n"
         "  --filter GLOB        select cases whose name matches (repeatable; default: all)\n"
         "  --exclude GLOB       drop cases whose name matches (repeatable)\n"
         "  --device INDEX|NAME  device index or case-insensitive name substring (default: first GPU,\n"
         "                       else the first CPU device, i.e. lavapipe); VK_DRIVER_FILES is honoured\n"
         "  --timeout SECONDS    per-submission timeout (default 60)\n"
         "  --baseline DIR       DIR/fails.csv ('case,Status' expected failures), and optional\n"
         "                       DIR/flakes.txt and DIR/skips.txt (one regex a line, unanchored): skips\n"
         "                       are not run, a flake's failure is reported as Flake; exit 0 exactly when\n"
         "                       the results match; unexpected failures and passes are listed\n"
         "  --results FILE       write 'case,Status' per case as it finishes (Pass, Fail, NotSupported,\n"
         "                       Unchecked, Crash, Timeout, InternalError, Flake)\n"
         "  --junit FILE         write JUnit XML: classname = family, <failure> per unexpected failure,\n"
         "                       <skipped> for NotSupported and Unchecked\n"
         "  --validation         enable VK_LAYER_KHRONOS_validation and count its messages\n"
         "  --verbose            print every case, not only failures\n"
         "  --isolated           one case per pipeline and submission, as per-case suites run\n"
         "  --model-fault NAME   self-test: make the CPU model deliberately wrong (oob_alpha_zero,\n"
         "                       ignore_offset, gather_swap_xw, gather_offset_plus_one); the run\n"
         "                       must then fail\n"
         "  --fill-fault sample1_into_sample2\n"
         "                       self-test: the multisample fill writes sample 1's value into sample 2\n"
         "exit status: 0 nothing failed (or, with --baseline, the results match), 1 a case failed,\n"
         "2 bad arguments, a malformed baseline, an unwritable output file or no usable Vulkan driver\n";
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
    else if (a == "--device")
      o.device = value();
    else if (a == "--timeout")
      o.timeoutSeconds = parseSeconds(value());
    else if (a == "--validation")
      o.validation = true;
    else if (a == "--verbose")
      o.verbose = true;
    else if (a == "--isolated")
      o.isolated = true;
    else if (a == "--model-fault")
      applyFault(o.faults, value());
    else if (a == "--fill-fault") {
      if (value() != "sample1_into_sample2")
        throw UsageError("unknown --fill-fault (known: sample1_into_sample2)");
      o.fillSample1IntoSample2 = true;
    } else
      throw UsageError("unknown option '" + a + "'");
  }
  return o;
}

}  // namespace vktexel::tools
