#include "run_selection.h"

#include "baseline_choice.h"
#include "raw_header.h"
#include "report/build_info.h"
#include "report/console.h"
#include "report/console_digest.h"
#include "report/html_report.h"
#include "report/progress.h"
#include "report/raw_file.h"
#include "run/device_probe.h"
#include "run/process_runner.h"
#include "run/sampling_choice.h"
#include "run/session.h"
#include "run_reports.h"

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <utility>
#include <vector>

namespace vktexel::tools {
namespace {

constexpr size_t kDrawnFailuresKept = 256;  // more than any drawn case has probes

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

}  // namespace

RunOutcome runSelection(Options o, const std::vector<const CaseSpec*>& selected, const std::string& selection,
                        SelectionKind kind) {
  const auto mine = casesOfShard(selected, o.shard);
  // Bad input stops before any work: the baseline, then the output files.
  o.baselineDir = chooseBaselineDir(o.baselineDir, o.device);
  Baseline baseline;
  if (!o.baselineDir.empty()) baseline = Baseline::load(o.baselineDir);
  if (kind == SelectionKind::Suite) checkBaselineEntries(baseline, o.strictBaseline, o.filter, selected);
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
  runInfo.selection = selection;
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
  // Drawn cases: fuzz prints each finding once, by signature, with its first case (explain and
  // --findings give the probes); a line per failing case would bury them (--verbose prints them).
  const bool perCase = kind != SelectionKind::Drawn || o.verbose;
  const auto record = [&](const CaseResult& r) {
    const std::string text = digest.onResult(r, reports.record(r));
    return perCase ? text : std::string();
  };
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
    // fuzz's cause matchers read the failing probes (report/case_parameters.h: cube_ties), so a
    // drawn case keeps every failing probe, not the first few.
    if (kind == SelectionKind::Drawn) so.executor.failuresShown = kDrawnFailuresKept;
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
  RunOutcome out;
  out.seconds = seconds;
  out.baselineDir = o.baselineDir;
  for (const auto& [key, value] : properties)
    if (key == "device") out.device = value;
  RunEnd& end = out.end;
  end.cases = results.size();
  end.failed = reports.tally().failed();
  if (interruptedBy) {
    end.incomplete = interruption;
    end.incompleteStatus = 128 + interruptedBy;
  } else {
    end.validationMessages = o.validation ? validationMessages : 0;
    end.unlistedWarnings = unlistedWarnings(o.strict, baseline, results);
    if (!o.baselineDir.empty())
      end.baseline = kind == SelectionKind::Drawn ? compareWithBaseline(baseline, results)
                                                  : reportBaselineEntries(baseline, results, o.verbose);
  }
  out.results = std::move(results);
  return out;
}

}  // namespace vktexel::tools
