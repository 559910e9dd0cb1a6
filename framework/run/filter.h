// Case selection by glob over dotted case names ('*' any run of characters, '?' one character).
#pragma once

#include <string>
#include <vector>

namespace vktexel {

bool globMatch(const std::string& pattern, const std::string& name);

struct CaseFilter {
  std::vector<std::string> include;  // empty: everything
  std::vector<std::string> exclude;
  bool matches(const std::string& name) const;
  // "--filter 'ld.*' --exclude '*.ria2'", or "all cases": what a results file says was selected.
  std::string describe() const;
};

}  // namespace vktexel
