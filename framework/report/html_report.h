// `vktexel run --html DIR`: DIR/index.html (counts per outcome, every failing case linked to its
// page) and one page per failing case: description, clauses, setup, pictures of the expected
// values, the results and an error mask, every probe in a table, and the shader.
#pragma once

#include "model/fetch.h"
#include "report/baseline.h"
#include "report/rerun_command.h"
#include "run/case.h"
#include "run/verdict.h"

#include <functional>
#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace vktexel {

// Text safe inside HTML elements and attribute values.
std::string htmlEscape(const std::string& text);

// A case name as a file name: [a-z0-9._-] kept, anything else '_'.
std::string pageBaseName(const std::string& caseName);

class HtmlReport {
 public:
  static constexpr size_t kMaxPages = 200;  // failing cases that get a page; the rest are listed

  // Creates DIR and a first index.html (so a run that dies still leaves one); throws
  // std::runtime_error when DIR cannot be written. `cases` are those the run may report (pages
  // need their descriptions); `clauseSummary` gives a clause ID's SEMANTICS §11 row; `faults`
  // are the run's model faults and `sampling` its device's limits, so the pages show the
  // expectations the run compared with.
  HtmlReport(std::string dir, const std::vector<const CaseSpec*>& cases,
             std::function<std::string(const std::string&)> clauseSummary, const model::ModelFaults& faults,
             const model::SamplingLimits& sampling, size_t maxPages = kMaxPages);

  // What every case page says of the run: the device, the vktexel build, and the command line a
  // reader runs to reproduce on that device ("VK_DRIVER_FILES=... vktexel run --device llvmpipe").
  void setRunContext(std::string device, std::string build, RerunCommand rerun);
  // Counts the result; a failure gets its page (while fewer than maxPages were written).
  // `verdict`: how the run's baseline takes it (none: the run has no baseline); `cause`: the cause
  // its fails.csv gives the case (BaselineCauses), shown beside an expected failure.
  void add(const CaseResult& r, std::optional<BaselineVerdict> verdict = std::nullopt,
           const std::string& cause = "");
  // Writes index.html: a banner when the run is not complete, `properties` (device, robustness
  // ...), the counts, the failures (unexpected first, then by name) and the unexpected passes.
  void finish(const std::vector<std::pair<std::string, std::string>>& properties, bool complete = true);

  const std::string& dir() const { return dir_; }

 private:
  struct Row {
    std::string name;
    Outcome outcome;
    size_t failedProbes, probes;
    std::string page;  // empty: no page written
    std::string summary;
    std::optional<BaselineVerdict> verdict;  // how the baseline takes it; none without one
    std::string cause;                       // the baseline's cause for the case, or ""
    bool expected() const {
      return verdict == BaselineVerdict::ExpectedFailure || verdict == BaselineVerdict::Flake;
    }
    std::string baselineText() const {
      if (!verdict) return "no baseline";
      return describe(*verdict) + (cause.empty() ? std::string() : " (cause: " + cause + ")");
    }
  };
  enum class IndexState { Running, Complete, Partial };
  void writeIndex(const std::vector<std::pair<std::string, std::string>>& properties, IndexState state);
  void writePage(const CaseSpec& c, const CaseResult& r, const std::string& base, const Row& listed);

  std::string dir_;
  std::map<std::string, const CaseSpec*> cases_;
  std::function<std::string(const std::string&)> clauseSummary_;
  model::ModelFaults faults_;
  model::SamplingLimits sampling_;
  size_t maxPages_;
  size_t pages_ = 0;
  std::map<Outcome, size_t> counts_;
  static std::string rowStart(const Row& row);
  std::vector<Row> failures_;
  std::vector<Row> warnings_;                  // QualityWarning (its bound and error), CompatibilityWarning
  std::vector<std::string> unexpectedPasses_;  // names
  std::string device_, build_;
  RerunCommand rerun_;
};

}  // namespace vktexel
