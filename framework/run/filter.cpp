#include "run/filter.h"

#include <fnmatch.h>

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

}  // namespace vktexel
