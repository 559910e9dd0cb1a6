// vktexel: runs the texel-fetch conformance cases on a Vulkan driver and compares every result
// with the embedded CPU model of the documented semantics.
#include "baseline_choice.h"
#include "bench.h"
#include "clauses.h"
#include "cli.h"
#include "command_help.h"
#include "compare.h"
#include "compiler_warm_up.h"
#include "coverage_check.h"
#include "deqp_mode.h"
#include "filter_hint.h"
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

// ", up to 2 worker processes at once, 3 started for 12 parcels": a lane keeps its worker from one
// parcel to the next (run/process_runner.h), so fewer start than there are parcels.
std::string workerSummary(size_t jobs, size_t workers, size_t parcels) {
  std::string s = ", up to " + std::to_string(jobs) + " worker processes at once, " +
                  std::to_string(workers) + " started";
  if (parcels) s += " for " + std::to_string(parcels) + " parcels";
  return s;
}

// gtest's protocol: a test program that supports sharding creates this file.
void touchShardStatusFile() {
  const char* path = std::getenv("GTEST_SHARD_STATUS_FILE");
  if (!path || !*path) return;
  if (std::FILE* f = std::fopen(path, "a")) std::fclose(f);
}

int runCases(Options o) {
  CompilerWarmUp warmUp;
  const auto selected = selectCases(o.filter);
  warmUp.finish();
  if (selected.empty()) {
    std::fprintf(stderr, "vktexel: the filter matches no case%s\n", noMatchHint(o.filter).c_str());
    return kExitUsage;
  }
  const auto mine = casesOfShard(selected, o.shard);
  // Bad input stops before any work: the baseline, then the output files.
  o.baselineDir = chooseBaselineDir(o.baselineDir, o.device);
  Baseline baseline;
  if (!o.baselineDir.empty()) baseline = Baseline::load(o.baselineDir);
  checkBaselineEntries(baseline, o.strictBaseline, o.filter, selected);
  // Pages, repro folders and raw files compute or record expectations' inputs here, for the device
  // the workers use.
  model::SamplingLimits sampling;
  RawFileHeader rawHeader;
  if (!o.rawFile.empty()) {
    rawHeader = rawHeaderFor(o, probeDevice(o.device));
    sampling = samplingOf(rawHeader);
  } else if (!o.htmlDir.empty() || !o.reproDir.empty()) {
    sampling = chooseSamplingLimits(o.device).limits;
  }
  RunReports reports(o, baseline, mine, sampling, o.rawFile.empty() ? nullptr : &rawHeader);
  ResultsFileInfo runInfo;
  runInfo.build = describeBuild();
  runInfo.selection = o.filter.describe();
  runInfo.selected = selected.size();
  runInfo.shardIndex = o.shard.index;
  runInfo.shardCount = o.shard.count;
  reports.describeRun(runInfo);
  touchShardStatusFile();
  std::printf("vktexel %s\n", describeBuild().c_str());

  std::vector<const CaseSpec*> toRun;
  std::vector<CaseResult> results;  // skipped by the baseline first, then those that ran
  for (const CaseSpec* c : mine) {
    const BaselinePattern* skip = baseline.skipOf(c->name);
    if (!skip) {
      toRun.push_back(c);
      continue;
    }
    CaseResult r;
    r.name = c->name;
    r.outcome = Outcome::NotSupported;
    r.message = Baseline::skipMessage(*skip);
    r.probes = c->probes.size();
    results.push_back(r);
  }
  if (o.shard.count > 1)
    std::printf("shard %zu/%zu: %zu of %zu selected cases\n", o.shard.index, o.shard.count, mine.size(),
                selected.size());
  if (toRun.size() < mine.size())
    std::printf("%zu cases skipped by the baseline's skips.txt\n", mine.size() - toRun.size());

  ConsoleDigest digest(baseline, reports.causes(), o.verbose);
  const auto record = [&](const CaseResult& r) { return digest.onResult(r, reports.record(r)); };
  for (const CaseResult& r : results) std::fputs(record(r).c_str(), stdout);

  const auto start = std::chrono::steady_clock::now();
  std::vector<std::pair<std::string, std::string>> properties;
  size_t batches = 0, pipelines = 0, workers = 0, parcels = 0, casesRan = 0;
  uint64_t validationMessages = 0;
  int interruptedBy = 0;
  if (!toRun.empty()) {
    SessionOptions so = sessionOptionsOf(o);
    so.executor.keepProbeData = o.htmlDir.empty() ? 0 : HtmlReport::kMaxPages;
    so.executor.keepRaw = !o.rawFile.empty();
    ProgressLine progress(stdout, toRun.size(), isTerminal(stdout));
    const auto onDevice = [&](const std::string& device, const std::string& robustness) {
      progress.print("device " + device + "\nrobustness: " + robustness + "\n");
      properties = {{"device", device}, {"robustness", robustness}};
      reports.describeDevice(device);
    };
    const auto onResult = [&](const CaseResult& r) {
      const std::string text = record(r);
      if (!text.empty()) progress.print(text);
      progress.advance();
    };
    std::vector<CaseResult> ran;
    if (o.inProcess) {  // --no-fork: one session in this process (debuggers, profilers)
      Session session(so);
      onDevice(session.physical().describe(), describeRobustness(session.robustness()));
      ran = session.run(toRun, onResult);
      batches = session.stats().batches;
      pipelines = session.stats().pipelines;
      validationMessages = session.validationMessages();
    } else {
      ProcessRunner runner(processRunOptions(o, so));
      ran = runner.run(toRun, onDevice, onResult);
      batches = runner.report().batches;
      pipelines = runner.report().pipelines;
      validationMessages = runner.report().validationMessages;
      interruptedBy = runner.report().interruptedBy;
      workers = runner.report().workers;
      parcels = runner.report().parcels;
      if (runner.report().bisected)
        progress.print("bisection: " + std::to_string(runner.report().bisected) + " case re-runs in " +
                       std::to_string(runner.report().workers) +
                       " worker processes to blame crashes and hangs\n");
      if (runner.report().companyCrashes)
        progress.print("crashes or hangs only in company: " + std::to_string(runner.report().companyCrashes) +
                       (runner.report().companyCrashes == 1 ? " set" : " sets") +
                       " of cases failed together though no part of one fails apart; their cases "
                       "count as Crash or Timeout\n");
    }
    progress.stop();
    casesRan = ran.size();
    results.insert(results.end(), ran.begin(), ran.end());
  } else {
    std::printf("no case to run\n");
  }
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  if (!toRun.empty() && interruptedBy) {
    // Workers report batches and pipelines when a parcel ends: an interrupted one reports none.
    std::printf("%zu of %zu cases ran before the interrupt, %.2f s\n", casesRan, toRun.size(), seconds);
  } else if (!toRun.empty()) {
    std::printf("%zu cases in %zu batches, %zu pipelines, %.2f s%s\n", toRun.size(), batches, pipelines,
                seconds, o.inProcess ? " in this process" : workerSummary(o.jobs, workers, parcels).c_str());
    if (o.validation) std::printf("validation messages: %llu\n", (unsigned long long)validationMessages);
  }
  // One sentence for the console and the reports' "complete" property.
  const std::string interruption = "interrupted by signal " + std::to_string(interruptedBy) + ": " +
                                   std::to_string(results.size()) + " of " + std::to_string(mine.size()) +
                                   " cases have results";
  if (interruptedBy) std::printf("%s\n", interruption.c_str());
  std::fputs(digest.summary().c_str(), stdout);
  printSummary(stdout, reports.tally());
  properties.push_back({"vktexel", describeBuild()});
  properties.push_back({"complete", interruptedBy ? "no: " + interruption : "yes"});
  reports.finish(properties, seconds, interruptedBy != 0);
  RunEnd end;
  end.cases = results.size();
  end.failed = reports.tally().failed();
  if (interruptedBy) {
    end.incomplete = interruption;
    end.incompleteStatus = 128 + interruptedBy;
    return finishWith(end);
  }
  end.validationMessages = o.validation ? validationMessages : 0;
  end.unlistedWarnings = unlistedWarnings(o.strict, baseline, results);
  if (!o.baselineDir.empty()) end.baseline = reportBaselineEntries(baseline, results, o.verbose);
  return finishWith(end);
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

int explainCommand(const Options& o) {
  const std::string& name = o.positional[0];
  CaseFilter filter;
  filter.include = {name};  // builds only the case's family
  for (const CaseSpec* c : cases::select(filter)) {
    if (c->name != name) continue;  // the name taken as a glob may match more
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
  CaseFilter filter;
  filter.include = {o.positional[0]};
  for (const CaseSpec* c : cases::select(filter)) {
    if (c->name != o.positional[0]) continue;
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
