// Running a selection of cases: the body of `vktexel run`, which `vktexel fuzz` runs its drawn cases
// through too, so they are batched, isolated, reported and written (results, JUnit, HTML, raw
// files, repro folders) exactly as the fixed suite's.
#pragma once

#include "cli.h"
#include "run/case.h"
#include "run/verdict.h"
#include "run_end.h"

#include <string>
#include <vector>

namespace vktexel::tools {

struct RunOutcome {
  RunEnd end;                       // what the exit status and the last line are decided from
  std::vector<CaseResult> results;  // every case with a result (skipped by the baseline first)
  double seconds = 0;
  std::string baselineDir;  // the baseline the run compared with (--baseline auto resolved), or ""
  std::string device;       // "0: llvmpipe (...) (driver ...)", as the run printed it
};

// What a selection is, for its baseline: the fixed suite's cases (a fails.csv line naming no case
// of the filter is a warning, an error with --strict-baseline; each failure it does not list is
// printed), case files (no line is checked; failures printed as for the suite), or drawn cases
// (neither: fuzz says which of their failures its baseline's causes explain).
enum class SelectionKind { Suite, CaseFiles, Drawn };

// Runs `selected` (its shard, less the baseline's skips) as `vktexel run` does; `selection` names
// it in the results file. Throws what run does on bad input (baseline, output files, device).
RunOutcome runSelection(Options o, const std::vector<const CaseSpec*>& selected, const std::string& selection,
                        SelectionKind kind = SelectionKind::Suite);

}  // namespace vktexel::tools
