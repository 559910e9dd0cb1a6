// A case's parameters as one line of key=value words, what a baseline cause's matcher reads
// (report/cause_matchers.h): the family, operations, view, format and its component bits, the
// view's subrange and mapping, the sampler, the robustness tier. A matcher over these says which
// cases a driver bug touches whatever their names, so `vktexel fuzz` knows a drawn case's failure
// for a known cause (issue 66, item 5). docs/reference.md ("Cause matchers") lists the keys.
#pragma once

#include "run/case.h"

#include <string>

namespace vktexel {

// The family a case name names: its first part, or the fourth of a drawn case
// (fuzz.SEED.INDEX.FAMILY...).
std::string caseFamily(const std::string& name);

// "family=tex ops=sample view=2d format=a1r5g5b5_unorm_pack16 class=unorm bits=1,5,5,5 ..."
std::string caseParameters(const CaseSpec& c);

}  // namespace vktexel
