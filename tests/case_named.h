// The registry's case of a name, for tests that check a rule on the suite's own cases.
#pragma once

#include "registry.h"

#include <stdexcept>
#include <string>

namespace vktexel {

// A plain pointer: GCC 14's -Wdangling-reference takes a reference returned from a call with a
// temporary argument (a string literal's std::string) for a dangling one.
inline const CaseSpec& caseNamed(const char* name) {
  CaseFilter filter;
  filter.include = {std::string(name)};  // builds only the case's family
  for (const CaseSpec* c : cases::select(filter))
    if (c->name == name) return *c;
  throw std::logic_error("no case " + std::string(name));
}

}  // namespace vktexel
