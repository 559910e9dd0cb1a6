// The case pages of `vktexel compare --html DIR`: DIR/cases/NAME.html for a case whose verdict or
// bits differ, with what the model expects of each probe under each run's device limits and what
// each run returned, accepted or not. Only raw results files hold bits; a results file's run gets
// its verdict alone.
#pragma once

#include "report/compare_runs.h"

#include <cstddef>
#include <map>
#include <string>
#include <vector>

namespace vktexel::tools {

class ComparePages {
 public:
  static constexpr size_t kMaxPages = 200;
  ComparePages(std::string dir, const std::vector<RunVerdicts>& runs);
  // Writes the case's page at the first call; its link relative to DIR, or "" when no run holds
  // the case's bits, this build has no case of that name, or kMaxPages were written.
  std::string pageOf(const std::string& name);
  size_t written() const { return written_; }

 private:
  std::string write(const std::string& name);
  std::string dir_;
  const std::vector<RunVerdicts>& runs_;
  std::map<std::string, std::string> pages_;
  size_t written_ = 0;
};

}  // namespace vktexel::tools
