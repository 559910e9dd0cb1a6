// The registry's case of a name, for tests that check a rule on the suite's own cases.
#pragma once

#include "registry.h"

#include <stdexcept>
#include <string>

namespace vktexel {

inline const CaseSpec& caseNamed(const std::string& name) {
  CaseFilter filter;
  filter.include = {name};  // builds only the case's family
  for (const CaseSpec* c : cases::select(filter))
    if (c->name == name) return *c;
  throw std::logic_error("no case " + name);
}

}  // namespace vktexel
