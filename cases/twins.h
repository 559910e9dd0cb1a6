// Twins (indexed.cpp, literal_operands.cpp): copies of cases of their family that change one thing
// about how the case is read. The registry makes them after the family's builders, from the cases
// those made, so no family is built twice.
#pragma once

#include "run/case.h"

#include <cstddef>
#include <initializer_list>
#include <vector>

namespace vktexel::cases {

// Adds to `out` the twins of some of the family's `count` cases at `family`.
using TwinMaker = void (*)(const CaseSpec* family, size_t count, std::vector<CaseSpec>& out);

// Copies of the cases called `names` among the family's, in the family's order. std::logic_error
// naming `file` where a name matches no case.
std::vector<CaseSpec> originalsNamed(const CaseSpec* family, size_t count,
                                     std::initializer_list<const char*> names, const char* file);

}  // namespace vktexel::cases
