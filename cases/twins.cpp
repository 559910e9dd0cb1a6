#include "twins.h"

#include <set>
#include <stdexcept>
#include <string>

namespace vktexel::cases {

std::vector<CaseSpec> originalsNamed(const CaseSpec* family, size_t count,
                                     std::initializer_list<const char*> names, const char* file) {
  std::set<std::string> wanted(names.begin(), names.end());
  std::vector<CaseSpec> originals;
  for (size_t i = 0; i < count; ++i)
    if (wanted.erase(family[i].name)) originals.push_back(family[i]);
  if (!wanted.empty())
    throw std::logic_error(std::string(file) + " names a case no builder makes: " + *wanted.begin());
  return originals;
}

}  // namespace vktexel::cases
