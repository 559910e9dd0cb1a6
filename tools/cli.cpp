#include "cli.h"

#include "command_help.h"
#include "selftest/mutations.h"
#include "shadergen/compiler.h"

#include <sched.h>

#include <algorithm>
#include <cstdlib>
#include <set>

namespace vktexel::tools {
namespace {

// A non-negative decimal integer, nothing else (no sign, no spaces).
bool parseCount(const std::string& text, size_t* out) {
  if (text.empty() || text.size() > 9 ||
      !std::all_of(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; }))
    return false;
  *out = size_t(std::stoul(text));
  return true;
}

double parseSeconds(const std::string& text, const std::string& flag) {
  char* end = nullptr;
  const double v = std::strtod(text.c_str(), &end);
  if (end == text.c_str() || *end != '\0' || !(v > 0))
    throw UsageError(flag + " needs a positive number of seconds");
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

selftest::Mutation mutationNamed(const std::string& name) {
  std::string known;
  for (const selftest::MutationInfo& m : selftest::allMutations()) {
    if (name == m.name) return m.mutation;
    known += (known.empty() ? "" : ", ") + std::string(m.name);
  }
  throw UsageError("unknown --mutation '" + name + "' (known: " + known + ")");
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
  if (!o.mutation.empty()) {  // a module the mutation makes invalid stays as it was (selftest's rule)
    const selftest::Mutation m = mutationNamed(o.mutation);
    so.executor.mutateSpirv = [m](const shadergen::ShaderKey&, std::vector<uint32_t>& spirv) {
      std::vector<uint32_t> mutated = spirv;
      if (!selftest::applyMutation(m, mutated)) return;
      try {
        shadergen::validateSpirv(mutated);
      } catch (const shadergen::ShaderError&) {
        return;
      }
      spirv = std::move(mutated);
    };
  }
  return so;
}

ProcessRunOptions processRunOptions(const Options& o, const SessionOptions& session) {
  return {session, o.watchdogSeconds > 0 ? o.watchdogSeconds : watchdogFor(o.timeoutSeconds), o.jobs};
}

Options parseArguments(const std::vector<std::string>& args) {
  if (args.empty()) throw UsageError("missing command");
  Options o;
  o.command = args[0];
  if (o.command == "--help" || o.command == "-h") o.command = "help";
  if (o.command == "--version") o.command = "version";
  if (o.command == "version") {
    if (args.size() > 1) throw UsageError("--version takes no arguments");
    return o;
  }
  if (!commandHelp(o.command)) throw UsageError("unknown command '" + o.command + "'");
  // --help anywhere: the command's own help, whatever else the line holds.
  if (std::find(args.begin() + 1, args.end(), "--help") != args.end() ||
      std::find(args.begin() + 1, args.end(), "-h") != args.end()) {
    o.positional = {o.command};
    o.command = "help";
    return o;
  }
  for (size_t i = 1; i < args.size(); ++i) {
    const std::string& a = args[i];
    auto value = [&]() -> const std::string& {
      if (i + 1 >= args.size()) throw UsageError(a + " needs a value");
      return args[++i];
    };
    const std::string flag = a == "--output" ? "-o" : a;
    if (a.size() > 1 && a[0] == '-' && isOption(flag) && !commandTakes(o.command, flag)) {
      const std::string users = commandsTaking(flag);
      throw UsageError(a + " is not an option of " + o.command +
                       (users.empty() ? std::string() : " (it is one of " + users + ")"));
    }
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
    else if (a == "--case-file")
      o.caseFiles.push_back(value());
    else if (a == "-o" || a == "--output")
      o.outputDir = value();
    else if (a == "--shard") {
      o.shard = parseShard(value());
      o.shardFromFlag = true;
    } else if (a == "--device")
      o.device = value();
    else if (a == "--timeout")
      o.timeoutSeconds = parseSeconds(value(), a);
    else if (a == "--validation")
      o.validation = true;
    else if (a == "--strict")
      o.strict = true;
    else if (a == "--strict-baseline")
      o.strictBaseline = true;
    else if (a == "--verbose")
      o.verbose = true;
    else if (a == "--fail-on") {
      o.failOn = value();
      if (o.failOn != "regressions" && o.failOn != "changes")
        throw UsageError("--fail-on needs 'regressions' or 'changes', not '" + o.failOn + "'");
    } else if (a == "--isolated")
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
    else if (a == "--cases") {
      o.fuzzCases = parseWholeNumber(value(), 1, 10000000, "--cases needs a number from 1 to 10000000");
      o.fuzzCasesGiven = true;
    } else if (a == "--seconds")
      o.fuzzSeconds = parseSeconds(value(), a);
    else if (a == "--findings")
      o.findingsDir = value();
    else if (a == "--shrink-seconds")
      o.shrinkSeconds = parseSeconds(value(), a);
    else if (a == "--merge")
      o.mergeDirs.push_back(value());
    else if (a == "--mutation") {
      o.mutation = value();
      mutationNamed(o.mutation);  // an unknown name is a usage error now, not in a worker
    } else if (a == "--watchdog")
      o.watchdogSeconds = parseSeconds(value(), a);
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
  if (o.command == "explain" && o.positional.size() != 1 && !(o.positional.empty() && !o.caseFiles.empty()))
    throw UsageError("explain needs one case name, or --case-file FILE");
  if (o.command == "explain" && !o.rawFile.empty() && !o.device.empty())
    throw UsageError("explain takes --device or --raw FILE (the recorded device), not both");
  if (o.command == "repro" &&
      (o.positional.size() > 1 || (o.positional.empty() && o.caseFiles.empty()) || o.outputDir.empty()))
    throw UsageError(
        "repro needs one case name and an output directory: repro CASE -o DIR, or repro --case-file FILE -o "
        "DIR");
  if (o.command == "merge" && o.positional.size() < 2)
    throw UsageError("merge needs an output file and at least one results file: merge OUT.csv IN.csv...");
  if (o.command == "rejudge" && o.positional.size() != 1)
    throw UsageError("rejudge needs one raw results file");
  if (o.command == "compare" && o.positional.size() < 2)
    throw UsageError("compare needs two or more raw results or results files: compare A B...");
  if (o.command == "raw" && !((o.positional.size() == 2 && o.positional[0] == "print") ||
                              (o.positional.size() == 3 && o.positional[0] == "pack")))
    throw UsageError("raw needs 'print FILE' or 'pack TEXT OUT'");
  if (o.command == "help" && o.positional.size() > 1) throw UsageError("help takes one command name");
  if (o.command == "help" && o.positional.size() == 1 && !commandHelp(o.positional[0]))
    throw UsageError("unknown command '" + o.positional[0] + "'");
  if (o.fuzzSeconds > 0 && o.fuzzCasesGiven)
    throw UsageError("fuzz takes --cases N or --seconds T, not both");
  if (o.fuzzSeconds > 0 && (!o.resultsFile.empty() || !o.junitFile.empty() || !o.htmlDir.empty() ||
                            !o.rawFile.empty() || o.shardFromFlag))
    throw UsageError(
        "fuzz --seconds runs rounds of cases as time allows: report files and --shard need a fixed stream, "
        "--cases N (the last line's command repeats a --seconds run so)");
  if (!o.mergeDirs.empty() && o.findingsDir.empty())
    throw UsageError("fuzz --merge DIR... needs --findings OUT, the folder the merged findings go to");
  if (o.reproExpected && o.reproDir.empty()) throw UsageError("--repro-expected goes with --repro-dir DIR");
  if (o.coldWarm && (o.isolated || !o.pipelineCacheDir.empty()))
    throw UsageError("--cold-warm is a bench mode of its own: without --isolated or --pipeline-cache");
  const bool takesArguments = o.command == "explain" || o.command == "repro" || o.command == "merge" ||
                              o.command == "rejudge" || o.command == "compare" || o.command == "raw" ||
                              o.command == "help";
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
