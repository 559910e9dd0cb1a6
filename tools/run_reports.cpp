#include "run_reports.h"

#include "clauses.h"
#include "report/build_info.h"
#include "run/case_digest.h"

#include <cstdio>
#include <cstdlib>
#include <set>
#include <stdexcept>

namespace vktexel::tools {

std::string clauseRow(const std::string& id) {
  for (const cases::Clause& row : cases::allClauses())
    if (id == row.id) return row.summary;
  return "";
}

void checkBaselineEntries(const Baseline& baseline, bool strict, const CaseFilter& filter,
                          const std::vector<const CaseSpec*>& built) {
  std::set<std::string> names;
  for (const CaseSpec* c : built) names.insert(c->name);
  // fuzz.* lines name stored drawn cases (expected/DRIVER/fuzz/*.case, run with --case-file).
  const std::vector<std::string> unknown = baseline.unknownEntries([&](const std::string& name) {
    return name.rfind("fuzz.", 0) == 0 || !filter.matches(name) || names.count(name);
  });
  if (unknown.empty()) return;
  if (strict) {
    std::string all;
    for (const std::string& u : unknown) all += "\n  " + u;
    throw std::invalid_argument("--strict-baseline: " + std::to_string(unknown.size()) +
                                " fails.csv lines name no case of this build:" + all);
  }
  for (const std::string& u : unknown) std::printf("baseline warning: %s\n", u.c_str());
}

BaselineComparison reportBaselineEntries(const Baseline& baseline, const std::vector<CaseResult>& results,
                                         bool listFlakes) {
  const BaselineComparison cmp = compareWithBaseline(baseline, results);
  for (const std::string& entry : cmp.unexpectedFailures)
    std::printf("unexpected failure: %s\n", entry.c_str());
  for (const std::string& entry : cmp.unexpectedPasses) std::printf("unexpected pass: %s\n", entry.c_str());
  if (listFlakes)
    for (const std::string& entry : cmp.flakes) std::printf("flake: %s\n", entry.c_str());
  return cmp;
}

size_t unlistedWarnings(bool strict, const Baseline& baseline, const std::vector<CaseResult>& results) {
  if (!strict) return 0;
  size_t unlisted = 0;
  for (const CaseResult& r : results)
    if (isWarning(r.outcome) && judge(baseline, r) != BaselineVerdict::ExpectedFailure) {
      std::printf("strict: %s %s%s\n", toString(r.outcome), r.name.c_str(),
                  r.message.empty() ? "" : (": " + r.message).c_str());
      ++unlisted;
    }
  if (unlisted) std::printf("strict: %zu warnings the baseline does not list fail the run\n", unlisted);
  return unlisted;
}

RawCaseRecord rawRecordOf(const CaseResult& r, const CaseSpec& spec) {
  RawCaseRecord record;
  record.name = r.name;
  record.outcome = r.outcome;
  record.message = r.message;
  record.probes = spec.probes.size();
  record.batch = r.raw.batch;
  record.bits = r.raw.bits;
  record.oneHotProbes = r.raw.oneHotProbes;
  record.oneHotBits = r.raw.oneHotBits;
  // Without bits there is nothing to judge again: the spec's digest says whether the case is the same.
  record.inputs = record.bits.empty() ? caseDigest(spec, nullptr) : r.raw.inputs;
  return record;
}

RunReports::RunReports(const Options& o, const Baseline& baseline, const std::vector<const CaseSpec*>& cases,
                       const model::SamplingLimits& sampling, const RawFileHeader* raw)
    : o_(o), baseline_(baseline), causes_(o.baselineDir) {
  for (const CaseSpec* c : cases) specOf_[c->name] = c;
  if (!o.resultsFile.empty()) csv_ = std::make_unique<ResultsCsvWriter>(o.resultsFile);
  if (!o.junitFile.empty()) junit_ = std::make_unique<JunitWriter>(o.junitFile);
  if (!o.htmlDir.empty())
    html_ = std::make_unique<HtmlReport>(o.htmlDir, cases, clauseRow, o.faults, sampling);
  if (!o.reproDir.empty()) {
    // One index per run: shards would each overwrite it and each spend the cap.
    if (o.shard.count > 1)
      throw std::invalid_argument("--repro-dir does not go with --shard (or GTEST_* shards)");
    repros_ = std::make_unique<ReproDirWriter>(
        ReproDirOptions{o.reproDir, o.reproExpected, 100, o.seed, sampling}, o.faults);
  }
  if (!o.rawFile.empty() && raw) raw_ = std::make_unique<RawFileWriter>(o.rawFile, *raw);
}

RunReports::~RunReports() = default;

void RunReports::describeRun(const ResultsFileInfo& info) {
  if (!csv_) return;
  for (const auto& [key, value] : resultsFileComments(info)) csv_->comment(key, value);
}

void RunReports::describeDevice(const std::string& device) {
  if (csv_) csv_->comment("device", device);
  if (html_) html_->setRunContext(device, describeBuild(), rerunCommand(o_.device, device));
}

RerunCommand rerunCommand(const std::string& deviceOption, const std::string& device) {
  // "0: llvmpipe (LLVM 15.0.6, 256 bits) (driver llvmpipe, ...)": the name between "N: " and " (driver ".
  RerunCommand c;
  c.device = deviceOption;
  if (c.device.empty()) {
    const size_t start = device.find(": "), end = device.rfind(" (driver ");
    c.device = start != std::string::npos && end != std::string::npos && end > start
                   ? device.substr(start + 2, end - start - 2)
                   : device;
  }
  const char* icd = std::getenv("VK_DRIVER_FILES");
  c.driverFiles = icd ? icd : "";
  return c;
}

BaselineVerdict RunReports::record(const CaseResult& r) {
  const BaselineVerdict verdict = judge(baseline_, r);  // its flakes.txt search once a case
  const ResultStatus status = statusOf(r, verdict);
  tally_.add(status);
  if (csv_) csv_->add(r.name, status, isWarning(r.outcome) ? r.message : "");
  if (junit_) junit_->add(r, verdict, causes_.of(r.name));
  if (html_)
    html_->add(r, o_.baselineDir.empty() ? std::nullopt : std::optional<BaselineVerdict>(verdict),
               causes_.of(r.name));
  if (repros_) repros_->consider(*specOf_.at(r.name), r, verdict);
  if (raw_) raw_->add(rawRecordOf(r, *specOf_.at(r.name)));
  return verdict;
}

void RunReports::finish(std::vector<std::pair<std::string, std::string>> properties, double seconds,
                        bool interrupted) {
  if (csv_) {
    if (interrupted) csv_->comment("complete", "no");
    csv_->close();
  }
  if (junit_) {
    if (o_.shard.count > 1)
      properties.push_back({"shard", std::to_string(o_.shard.index) + "/" + std::to_string(o_.shard.count)});
    if (!o_.baselineDir.empty()) properties.push_back({"baseline", o_.baselineDir});
    junit_->finish("vktexel", properties, seconds);
  }
  if (html_) html_->finish(properties, !interrupted);
  if (raw_) {
    raw_->finish(!interrupted);
    std::printf("raw results: %zu cases in %s%s\n", raw_->cases(), o_.rawFile.c_str(),
                interrupted ? " (no end line: the run was interrupted)" : "");
  }
  if (repros_ && interrupted)
    std::printf("repro-dir %s: not written, the run was interrupted\n", o_.reproDir.c_str());
  if (repros_ && !interrupted) {
    std::string driver;
    for (const auto& [key, value] : properties)
      if (key == "device") driver = value;
    const ReproDirSummary s = repros_->finish(driver);
    std::printf(
        "repro-dir %s: %zu folders (%zu with an Amber script), %zu failures like one of them, %zu over the "
        "cap, %zu without a reproduction (index.md)\n",
        o_.reproDir.c_str(), s.written, s.amber, s.duplicates, s.overCap, s.impossible);
  }
}

}  // namespace vktexel::tools
