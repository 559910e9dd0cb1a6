// The originals of a set of twins (indexed.cpp, literal_operands.cpp): twins copy a case of their
// family and change one thing about how it is read.
#pragma once

#include "run/case.h"

#include <initializer_list>
#include <vector>

namespace vktexel::cases {

using CaseBuilder = void (*)(std::vector<CaseSpec>&);

// The cases called `names`, as `builders` make them, in the builders' order. std::logic_error
// naming `file` where a name matches no case.
std::vector<CaseSpec> originalsNamed(std::initializer_list<CaseBuilder> builders,
                                     std::initializer_list<const char*> names, const char* file);

}  // namespace vktexel::cases
