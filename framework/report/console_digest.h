// What the console prints of each result by default (issue 65, item 1): a result the baseline does
// not expect in full, as it happens; expected failures and flakes counted per cause (the fails.csv
// "# cause:" group, the flakes.txt line), warnings counted per cited bound; with --verbose every
// result in full, as before. The results file, JUnit and HTML keep every case whatever is printed.
#pragma once

#include "report/baseline.h"
#include "report/compare_runs.h"

#include <cstddef>
#include <map>
#include <string>

namespace vktexel {

class ConsoleDigest {
 public:
  // `causes`: the baseline's fails.csv causes (RunReports reads them once for JUnit and this).
  ConsoleDigest(const Baseline& baseline, const BaselineCauses& causes, bool verbose);
  // What to print for r now ("" where it is only counted).
  std::string onResult(const CaseResult& r, BaselineVerdict verdict);
  // A line per cause, flake pattern and bound with its count, under one heading each; "" if none.
  std::string summary() const;
  // The short name of a warning's bound: "D3D11.3 3.2.3.7" of "... inside D3D11.3 3.2.3.7 (sRGB to
  // float ...); largest error ...".
  static std::string boundOf(const CaseResult& r);

 private:
  const Baseline& baseline_;
  const BaselineCauses& causes_;
  bool verbose_;
  std::map<std::string, size_t> expected_, flakes_, warnings_;
};

}  // namespace vktexel
