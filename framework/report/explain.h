// `vktexel explain CASE`: everything the one case description produces, written out: the
// description and clauses, the image and view, the shader that runs it, and every probe with the
// value the CPU model expects (the same model::expectProbe the executor compares with).
#pragma once

#include "run/case.h"

#include <functional>
#include <string>

namespace vktexel {

// `clauseSummary` gives the SEMANTICS §11 row of a clause ID ("" when unknown); the clause table
// lives with the cases, above the framework.
std::string explainCase(const CaseSpec& c,
                        const std::function<std::string(const std::string&)>& clauseSummary);

}  // namespace vktexel
