// Every case of the suite, built once from the family files.
#pragma once

#include "run/case.h"

#include <vector>

namespace vktexel::cases {

// All cases in a stable order; names are unique (checked when the registry is built).
const std::vector<CaseSpec>& all();

// Family builders, one per file.
void addLd2d(std::vector<CaseSpec>& out);

}  // namespace vktexel::cases
