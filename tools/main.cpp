// vktexel: runs the texel-fetch conformance cases on a Vulkan driver and compares every result
// with the embedded CPU model of the documented semantics.
#include "baseline_choice.h"
#include "bench.h"
#include "case_files.h"
#include "clauses.h"
#include "cli.h"
#include "command_help.h"
#include "compare.h"
#include "compiler_warm_up.h"
#include "coverage_check.h"
#include "deqp_mode.h"
#include "filter_hint.h"
#include "fuzz.h"
#include "fuzz_draw.h"
#include "raw_header.h"
#include "registry.h"
#include "rejudge.h"
#include "report/baseline.h"
#include "report/baseline_match.h"
#include "report/build_info.h"
#include "report/console.h"
#include "report/console_digest.h"
#include "report/explain.h"
#include "report/html_report.h"
#include "report/junit.h"
#include "report/progress.h"
#include "report/raw_file.h"
#include "report/repro.h"
#include "report/repro_dir.h"
#include "report/results.h"
#include "report/shard_check.h"
#include "run/compile_traits.h"
#include "run/device_probe.h"
#include "run/process_runner.h"
#include "run/sampling_choice.h"
#include "run/session.h"
#include "run/shell_quote.h"
#include "run_end.h"
#include "run_reports.h"
#include "run_selection.h"
#include "selftest.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <exception>
#include <map>
#include <memory>

namespace vktexel::tools {
namespace {

constexpr int kExitFailed = 1;
constexpr int kExitUsage = 2;

std::vector<const CaseSpec*> selectCases(const CaseFilter& filter) {
  return cases::select(filter);
}

// Sorted by name: the order --shard counts in, so deqp-runner's --fraction N --fraction-start I+1
// over this list takes exactly `--shard I/N`'s cases.
int listCases(const Options& o) {
  const auto matched = selectCases(o.filter);
  if (matched.empty()) {  // as run: a filter that matches nothing is a usage error (issue 58)
    std::fprintf(stderr, "vktexel: the filter matches no case%s\n", noMatchHint(o.filter).c_str());
    return kExitUsage;
  }
  auto selected = casesOfShard(matched, o.shard);
  std::sort(selected.begin(), selected.end(),
            [](const CaseSpec* a, const CaseSpec* b) { return a->name < b->name; });
  for (const CaseSpec* c : selected) {
    if (!o.verbose) {
      std::printf("%s\n", c->name.c_str());
      continue;
    }
    std::string clauses;
    for (const std::string& id : c->clauses) clauses += (clauses.empty() ? "" : ",") + id;
    std::printf("%s [%s] %zu probes: %s\n", c->name.c_str(), clauses.c_str(), c->probes.size(),
                c->description.c_str());
  }
  return 0;
}

// Every clause row of SEMANTICS §11 with the cases that carry its ID and those its claims name
// as exercising its point, or why it has none. Any fault coverage_check.h finds (a row with
// neither, a claim on a case without the ID, a stale reason) is a gap: the command then exits 1.
int listCoverage() {
  const cases::CoverageCheck check = cases::checkCoverage(cases::allClauses(), cases::all());
  size_t covered = 0;
  std::printf("%-10s %7s %7s  %s\n", "clause", "cases", "claimed", "status");
  for (const cases::RowCoverage& r : check.rows) {
    covered += r.carrying > 0;
    const std::string status = r.carrying             ? std::string("covered: ") + r.row->summary
                               : *r.row->withoutCases ? std::string(r.row->withoutCases)
                                                      : std::string("UNCOVERED: ") + r.row->summary;
    std::printf("%-10s %7zu %7zu  %s\n", r.row->id, r.carrying, r.claimed, status.c_str());
  }
  for (const auto& [id, n] : check.unknownIds)
    std::printf("%-10s %7zu %7s  UNKNOWN clause id used by cases\n", id.c_str(), n, "-");
  for (const std::string& p : check.problems) std::printf("gap: %s\n", p.c_str());
  std::printf("%zu of %zu clause rows covered by cases, %zu gaps\n", covered, check.rows.size(),
              check.problems.size());
  return check.problems.empty() ? 0 : kExitFailed;
}

// Each device with its driver info and the baseline folder whose device.txt claims it.
int listDevices() {
  vk::Instance instance(false);
  const std::string root = baselinesRoot();
  for (const vk::PhysicalDeviceInfo& d : instance.devices()) {
    const DeviceIdentity identity{d.properties.deviceName, d.driverName, d.driverInfo};
    const std::string baseline = baselineFor(root, identity);
    const CompileTraits traits = compileTraitsOf(identity);
    std::printf("%s\n  driver info: %s\n  robustness: %s\n  baseline: %s\n  plan: %s\n", d.describe().c_str(),
                d.driverInfo.c_str(), describeRobustness(vk::queryRobustness(d)).c_str(),
                baseline.empty() ? ("none in " + root).c_str() : baseline.c_str(),
                traits.pipelinePerViewStateSet
                    ? ("a pipeline per bound view-state set: " + traits.reason).c_str()
                : traits.viewStatesPerDevice
                    ? ("one pipeline per shader key, parcels cut by format: " + traits.reason).c_str()
                    : "one pipeline per shader key");
  }
  return 0;
}

// run --case-file FILE...: the files' cases that --filter and --exclude keep.
int runCaseFiles(const Options& o) {
  const CaseFiles files(o.caseFiles);
  std::vector<const CaseSpec*> selected;
  for (const CaseSpec& c : files.cases())
    if (o.filter.matches(c.name)) selected.push_back(&c);
  if (selected.empty()) {
    std::fprintf(stderr, "vktexel: the filter matches none of the %zu cases of %s\n", files.cases().size(),
                 files.describe().c_str());
    return kExitUsage;
  }
  const bool filtered = !o.filter.include.empty() || !o.filter.exclude.empty();
  return finishWith(runSelection(o, selected, files.describe() + (filtered ? " " + o.filter.describe() : ""),
                                 SelectionKind::CaseFiles)
                        .end);
}

int runCases(Options o) {
  if (!o.caseFiles.empty()) return runCaseFiles(o);
  CompilerWarmUp warmUp;
  const auto selected = selectCases(o.filter);
  warmUp.finish();
  if (selected.empty()) {
    std::fprintf(stderr, "vktexel: the filter matches no case%s\n", noMatchHint(o.filter).c_str());
    return kExitUsage;
  }
  const std::string selection = o.filter.describe();
  return finishWith(runSelection(o, selected, selection).end);
}

// The device whose baseline `merge --baseline auto` takes: the one every file's "# device:" line
// names. Throws UsageError when a file names none or two files name different devices.
DeviceIdentity mergedDevice(const Options& o, const std::vector<ResultsFileInfo>& infos) {
  if (o.baselineDir != kAutoBaseline) return {};
  for (const ResultsFileInfo& f : infos) {
    if (!deviceOfLine(f.device))
      throw UsageError("merge: --baseline auto needs each file's '# device:' line; " + f.where +
                       " has none (give the baseline folder)");
    if (f.device != infos.front().device)
      throw UsageError("merge: --baseline auto: " + infos.front().where + " and " + f.where +
                       " name different devices ('" + infos.front().device + "', '" + f.device + "')");
  }
  return *deviceOfLine(infos.front().device);
}

// vktexel merge OUT.csv IN.csv...: shard results into one file, and the summary of them all.
int mergeResultFiles(const Options& o) {
  std::vector<std::vector<ResultsEntry>> inputs;
  std::vector<ResultsFileInfo> infos;
  for (size_t i = 1; i < o.positional.size(); ++i) {
    ResultsFile file = readResultsFile(o.positional[i]);
    inputs.push_back(std::move(file.entries));
    infos.push_back(std::move(file.info));
  }
  Baseline baseline;
  const std::string baselineDir = chooseBaselineDir(o.baselineDir, mergedDevice(o, infos));
  if (!baselineDir.empty()) {
    baseline = Baseline::load(baselineDir);
    checkBaselineEntries(baseline, o.strictBaseline, CaseFilter{}, cases::select(CaseFilter{}));
  }
  const std::vector<ResultsEntry> merged = mergeResults(inputs);
  const ShardCheck shards = checkShards(infos, merged.size());
  writeResultsCsv(o.positional[0], merged, mergedFileComments(infos, shards.errors.empty()));
  std::printf("merged %zu results from %zu files into %s\n", merged.size(), inputs.size(),
              o.positional[0].c_str());
  if (!shards.warning.empty()) std::printf("merge warning: %s\n", shards.warning.c_str());
  Tally tally;
  std::vector<CaseResult> results;
  for (const ResultsEntry& e : merged) {
    tally.add(e.status);
    if (e.status.flake) continue;  // forgiven when its shard ran
    CaseResult r;
    r.name = e.name;
    r.outcome = e.status.outcome;
    r.message = e.detail;
    results.push_back(r);
  }
  printSummary(stdout, tally);
  RunEnd end;
  end.cases = results.size();
  end.failed = tally.failed();
  end.unlistedWarnings = unlistedWarnings(o.strict, baseline, results);
  if (!baselineDir.empty()) end.baseline = reportBaselineEntries(baseline, results, o.verbose);
  // After the summary: the last lines say why the merge is not whole.
  for (const std::string& e : shards.errors) {
    std::fprintf(stderr, "vktexel: merge: %s\n", e.c_str());
    end.usageErrors.push_back("merge: " + e);
  }
  return finishWith(end);
}

// `explain CASE --raw FILE`: the case as the run that wrote FILE saw it, its device's precision bits
// and its --seed's texels, then that run's verdict of the case.
int explainRecorded(const CaseSpec& spec, const std::string& path) {
  const RawFile file = readRawFile(path);
  const RawFileHeader& h = file.header;
  CaseSpec c = spec;
  if (h.seed) c.image.seed = h.seed;
  SamplingChoice sampling;
  sampling.limits = samplingOf(h);
  sampling.source = std::to_string(sampling.limits.subTexelBits) + " sub-texel bits, " +
                    std::to_string(sampling.limits.mipmapBits) + " mipmap bits: " + h.property("device") +
                    ", as " + path + " records them";
  std::printf("%s", explainCase(c, clauseRow, sampling).c_str());
  for (const RawCaseRecord& r : file.cases) {
    if (r.name != c.name) continue;
    std::printf("recorded in %s (seed %u): %s%s%s\n", path.c_str(), h.seed, toString(r.outcome),
                r.message.empty() ? "" : ": ", r.message.c_str());
    std::printf("  (vktexel rejudge %s --filter %s judges its bits with this build)\n",
                shellQuote(path).c_str(), shellQuote(c.name).c_str());
    return 0;
  }
  std::printf("recorded in %s: no result for this case\n", path.c_str());
  return 0;
}

// The case of this name: the fixed suite's, or one `vktexel fuzz` drew (drawn again from its name).
std::optional<CaseSpec> caseNamed(const std::string& name) {
  CaseFilter filter;
  filter.include = {name};  // builds only the case's family
  for (const CaseSpec* c : cases::select(filter))
    if (c->name == name) return *c;  // the name taken as a glob may match more
  return cases::fuzzCaseNamed(name);
}

// The one case explain and repro take: from --case-file files, else by name.
std::optional<CaseSpec> commandCase(const Options& o) {
  const std::string name = o.positional.empty() ? "" : o.positional[0];
  if (!o.caseFiles.empty()) return CaseFiles(o.caseFiles).one(name);
  return caseNamed(name);
}

int explainCommand(const Options& o) {
  const std::string name = o.positional.empty() ? "" : o.positional[0];
  if (const std::optional<CaseSpec> c = commandCase(o)) {
    if (!o.rawFile.empty()) return explainRecorded(*c, o.rawFile);
    std::printf("%s", explainCase(*c, clauseRow, chooseSamplingLimits(o.device)).c_str());
    return 0;
  }
  std::fprintf(stderr, "vktexel: no case named '%s' ('vktexel list --filter GLOB' lists case names)\n",
               name.c_str());
  return kExitUsage;
}

// vktexel repro CASE -o DIR: a standalone reproduction (report/repro.h).
int reproCommand(const Options& o) {
  if (const std::optional<CaseSpec> c = commandCase(o)) {
    const SamplingChoice sampling = chooseSamplingLimits(o.device);
    const bool lookups = std::any_of(c->probes.begin(), c->probes.end(),
                                     [](const Probe& p) { return model::isSampledLookup(p.query.op); });
    if (lookups) std::printf("expectations of sampled lookups assume %s\n", sampling.source.c_str());
    const ReproResult r = writeRepro(*c, o.outputDir, o.faults, sampling.limits);
    std::printf("wrote %zu files to %s:", r.files.size(), o.outputDir.c_str());
    for (const std::string& f : r.files) std::printf(" %s", f.c_str());
    const std::string amber = r.amber
                                  ? "Amber script with " + std::to_string(r.amberExpects) + " EXPECT lines"
                                  : "no Amber script: " + r.amberWhyNot;
    std::printf("\n%s\n", amber.c_str());
    return 0;
  }
  std::fprintf(stderr, "vktexel: no case named '%s'\n", o.positional[0].c_str());
  return kExitUsage;
}

}  // namespace
}  // namespace vktexel::tools

int main(int argc, char** argv) {
  using namespace vktexel::tools;
  const std::vector<std::string> args(argv + 1, argv + argc);
  if (isDeqpInvocation(args)) return runDeqpMode(args);  // deqp-runner drives it as a dEQP binary
  Options options;
  try {
    options = parseArguments(args);
    if (options.command == "run" || options.command == "list")
      applyShardEnvironment(options, std::getenv("GTEST_TOTAL_SHARDS"), std::getenv("GTEST_SHARD_INDEX"));
  } catch (const UsageError& e) {
    std::fprintf(stderr, "vktexel: %s\n%s\n", e.what(), usageHint(args).c_str());
    return kExitUsage;
  }
  try {
    if (options.command == "version") {
      std::printf("%s", versionText().c_str());
      return 0;
    }
    if (options.command == "help") {
      const CommandHelp* command = options.positional.empty() ? nullptr : commandHelp(options.positional[0]);
      std::printf("%s", command ? commandUsageText(*command).c_str() : usageText().c_str());
      return 0;
    }
    if (options.command == "list") return listCases(options);
    if (options.command == "devices") return listDevices();
    if (options.command == "coverage") return listCoverage();
    if (options.command == "bench") return runBench(options);
    if (options.command == "explain") return explainCommand(options);
    if (options.command == "repro") return reproCommand(options);
    if (options.command == "merge") return mergeResultFiles(options);
    if (options.command == "rejudge") return rejudgeCommand(options);
    if (options.command == "compare") return compareCommand(options);
    if (options.command == "fuzz") return fuzzCommand(options);
    if (options.command == "raw") return rawCommand(options);
    if (options.command == "selftest") return runSelftest(options);
    return runCases(options);
  } catch (const std::invalid_argument& e) {
    std::fprintf(stderr, "vktexel: %s\n", e.what());
    return kExitUsage;
  } catch (const std::exception& e) {  // no driver, a malformed baseline ...
    std::fprintf(stderr, "vktexel: %s\n", e.what());
    return kExitUsage;
  }
}
