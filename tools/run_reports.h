// Everything a run reports besides the console's progress: the results file, JUnit, HTML, repro
// folders, the raw results file, the tally and the baseline comparison. `vktexel run` and
// `vktexel rejudge` both report through it, so a re-judged run prints and writes what the run would
// have for the same results.
#pragma once

#include "cli.h"
#include "report/baseline.h"
#include "report/compare_runs.h"
#include "report/console.h"
#include "report/html_report.h"
#include "report/junit.h"
#include "report/raw_file.h"
#include "report/repro_dir.h"
#include "report/results.h"

#include <map>
#include <memory>
#include <string>
#include <utility>
#include <vector>

namespace vktexel::tools {

// The SEMANTICS §11 row of a clause ID ("" when unknown).
std::string clauseRow(const std::string& id);

// Prints a warning for each fails.csv line that `filter` selects but that names none of `built`
// (the cases this build made for that filter; lines outside it name families not made here); with
// --strict-baseline they are errors: throws std::invalid_argument (exit 2) naming them.
void checkBaselineEntries(const Baseline& baseline, bool strict, const CaseFilter& filter,
                          const std::vector<const CaseSpec*>& built);

// Prints each unexpected result, and each flake with `listFlakes` (--verbose; ConsoleDigest counts
// them otherwise); the counts go to the last line (run_end.h).
BaselineComparison reportBaselineEntries(const Baseline& baseline, const std::vector<CaseResult>& results,
                                         bool listFlakes);

// --strict: a warning (QualityWarning, CompatibilityWarning) the baseline does not list fails the
// run. Prints each; returns how many (0 without --strict).
size_t unlistedWarnings(bool strict, const Baseline& baseline, const std::vector<CaseResult>& results);

// What a raw results file keeps of a case's result: the outcome, the returned bits and the digest
// of the inputs (of the texels uploaded where bits came back, else of the spec).
RawCaseRecord rawRecordOf(const CaseResult& r, const CaseSpec& spec);

// How to rerun on the run's device (`deviceOption`: the run's --device, else the device's name from
// its description), with the run's VK_DRIVER_FILES.
RerunCommand rerunCommand(const std::string& deviceOption, const std::string& device);

class RunReports {
 public:
  // Opens every output file the options name (bad input stops here, before any work). `sampling`:
  // the limits the HTML pages and repro folders compute expectations for. `raw`: the header of a
  // raw results file when o.rawFile names one.
  RunReports(const Options& o, const Baseline& baseline, const std::vector<const CaseSpec*>& cases,
             const model::SamplingLimits& sampling, const RawFileHeader* raw);
  ~RunReports();

  // The results file's '#' lines: the build, the selection and the shard (before any result), and
  // the device once the workers name it.
  void describeRun(const ResultsFileInfo& info);
  void describeDevice(const std::string& device);
  // Returns how the result stands against the baseline.
  BaselineVerdict record(const CaseResult& r);
  const Tally& tally() const { return tally_; }
  const BaselineCauses& causes() const { return causes_; }
  // Closes the files; `properties` (device, robustness ...) go into JUnit and the HTML index.
  // Prints the repro folders' line (not when interrupted).
  void finish(std::vector<std::pair<std::string, std::string>> properties, double seconds, bool interrupted);

 private:
  const Options& o_;
  const Baseline& baseline_;
  BaselineCauses causes_;  // fails.csv's cause of each entry, for JUnit
  std::map<std::string, const CaseSpec*> specOf_;
  Tally tally_;
  std::unique_ptr<ResultsCsvWriter> csv_;
  std::unique_ptr<JunitWriter> junit_;
  std::unique_ptr<HtmlReport> html_;
  std::unique_ptr<ReproDirWriter> repros_;
  std::unique_ptr<RawFileWriter> raw_;
};

}  // namespace vktexel::tools
