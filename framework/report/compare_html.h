// `vktexel compare ... --html DIR`: one page, DIR/index.html, with the selected cases of several
// runs side by side (a column per raw results or results file, a row per case), each verdict with
// its baseline's cause, rows whose verdicts differ marked.
#pragma once

#include "report/compare_runs.h"
#include "run/filter.h"

#include <string>
#include <vector>

namespace vktexel {

// Throws ReportFileError when DIR/index.html cannot be written. Returns the rows written.
size_t writeCompareHtml(const std::string& dir, const std::vector<RunVerdicts>& runs,
                        const std::vector<BaselineCauses>& causes, const CaseFilter& filter);

}  // namespace vktexel
