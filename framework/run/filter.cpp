#include "run/filter.h"

#include "run/shell_quote.h"

#include <fnmatch.h>

#include <algorithm>

namespace vktexel {

bool globMatch(const std::string& pattern, const std::string& name) {
  return fnmatch(pattern.c_str(), name.c_str(), 0) == 0;
}

bool CaseFilter::matches(const std::string& name) const {
  for (const std::string& p : exclude)
    if (globMatch(p, name)) return false;
  if (include.empty()) return true;
  for (const std::string& p : include)
    if (globMatch(p, name)) return true;
  return false;
}

std::string CaseFilter::describe() const {
  // Sorted: the same selection whatever the order of the filters (shards of one run compare it).
  std::vector<std::string> in = include, out = exclude;
  std::sort(in.begin(), in.end());
  std::sort(out.begin(), out.end());
  std::string s;
  for (const std::string& p : in) s += (s.empty() ? "" : " ") + std::string("--filter ") + singleQuoted(p);
  for (const std::string& p : out) s += (s.empty() ? "" : " ") + std::string("--exclude ") + singleQuoted(p);
  return s.empty() ? "all cases" : s;
}

}  // namespace vktexel
