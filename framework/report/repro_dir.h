// `vktexel run --repro-dir DIR`: after the run, a reproduction folder (report/repro.h) for each
// failure worth reporting, so a CI run leaves behind what a bug report needs.
//
// - Which: every unexpected failure (the baseline's verdict), and with includeExpected also the
//   expected failures and flakes.
// - Deduplicated: one folder per (family, format, symptom): family "ld.2d", format "r8_unorm",
//   symptom the outcome and the failure's diagnosis (e.g. "Fail: footprint moved by (-1, 0)
//   texels"); the others of a group are listed under it, not written. Unexpected failures come
//   first, then names in order, so the choice does not depend on the order results arrived in.
// - Capped: at most `cap` folders, unexpected failures' groups first; the rest are counted.
// - DIR/<family>/<case>/ holds the repro; DIR/index.md lists case, clauses, driver, symptom and
//   folder, then the duplicates, the cases over the cap, and those without a repro (and why).
#pragma once

#include "model/faults.h"
#include "model/fetch.h"
#include "report/baseline.h"
#include "run/case.h"
#include "run/verdict.h"

#include <cstddef>
#include <map>
#include <string>
#include <vector>

namespace vktexel {

struct ReproDirOptions {
  std::string dir;
  bool includeExpected = false;    // expected failures and flakes too
  size_t cap = 100;                // folders at most
  uint32_t seed = 0;               // the run's --seed (0: each case's own), so the repro has its data
  model::SamplingLimits sampling;  // the run's device limits (run/sampling_choice.h)
};

struct ReproDirSummary {
  size_t written = 0, duplicates = 0, overCap = 0, impossible = 0;
  size_t amber = 0;  // of the folders written, those with an Amber script
};

// The dedup group of a failure: "family|format|symptom".
std::string reproGroupOf(const CaseResult& r);
// One line saying how the case failed: the outcome, and the diagnosis or the first probe's.
std::string symptomOf(const CaseResult& r);

class ReproDirWriter {
 public:
  // Creates DIR (a bad DIR fails before the run does any work).
  ReproDirWriter(ReproDirOptions options, model::ModelFaults faults);

  // Takes a finished case; keeps it when it is a failure the options ask for.
  void consider(const CaseSpec& c, const CaseResult& r, BaselineVerdict verdict);

  // Writes the folders and DIR/index.md for the cases kept; `device` names the driver.
  ReproDirSummary finish(const std::string& device);

 private:
  struct Kept {
    const CaseSpec* spec;
    CaseResult result;
    BaselineVerdict verdict;
  };
  ReproDirOptions options_;
  model::ModelFaults faults_;
  std::vector<Kept> kept_;
};

}  // namespace vktexel
