#include "twins.h"

#include <set>
#include <stdexcept>
#include <string>

namespace vktexel::cases {

std::vector<CaseSpec> originalsNamed(std::initializer_list<CaseBuilder> builders,
                                     std::initializer_list<const char*> names, const char* file) {
  std::vector<CaseSpec> all;
  for (CaseBuilder build : builders) build(all);
  std::set<std::string> wanted(names.begin(), names.end());
  std::vector<CaseSpec> originals;
  for (CaseSpec& c : all)
    if (wanted.erase(c.name)) originals.push_back(std::move(c));
  if (!wanted.empty())
    throw std::logic_error(std::string(file) + " names a case no builder makes: " + *wanted.begin());
  return originals;
}

}  // namespace vktexel::cases
