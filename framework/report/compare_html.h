// `vktexel compare ... --html DIR`: DIR/index.html, for each run after the first the changes from
// the first grouped as the console prints them (regressions, fixes, the rest), each group with its
// count and each case with both verdicts, its causes and a link to its page (the expected values
// and both results, probe by probe) where one was written; with every row of every run side by
// side below when asked.
#pragma once

#include "report/compare_runs.h"
#include "run/filter.h"

#include <functional>
#include <string>
#include <vector>

namespace vktexel {

struct CompareHtml {
  const std::vector<RunVerdicts>* runs = nullptr;
  const std::vector<BaselineCauses>* causes = nullptr;  // one per run
  // changes[i - 1]: runs[0] -> runs[i], as compareRuns gives them, filtered.
  const std::vector<std::vector<VerdictChange>>* changes = nullptr;
  const CaseFilter* filter = nullptr;
  bool everyRow = false;  // the side-by-side table of every selected case too
  // The page of a case, relative to DIR ("cases/x.html"), or "" when it has none.
  std::function<std::string(const std::string&)> casePage;
};

// Throws ReportFileError when DIR/index.html cannot be written. Returns the rows written.
size_t writeCompareHtml(const std::string& dir, const CompareHtml& in);

// The style every compare page shares.
const char* compareHtmlStyle();

}  // namespace vktexel
