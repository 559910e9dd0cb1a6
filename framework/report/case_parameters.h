// A case's parameters as one line of key=value words, what a baseline cause's matcher reads
// (report/cause_matchers.h): the family, operations, view, format and its component bits, the
// view's subrange and mapping, the sampler, the robustness tier, the descriptor's index form. A
// matcher over these says which cases a driver bug touches whatever their names, so `vktexel fuzz`
// knows a drawn case's failure for a known cause (issue 66, item 5). docs/reference.md ("Cause matchers")
// lists the keys.
#pragma once

#include "run/case.h"
#include "run/verdict.h"

#include <string>

namespace vktexel {

// The family a case name names: its first part, or the fourth of a drawn case
// (fuzz.SEED.INDEX.FAMILY...).
std::string caseFamily(const std::string& name);

// "family=tex ops=sample view=2d format=a1r5g5b5_unorm_pack16 class=unorm bits=1,5,5,5 ...".
// `cube_ties` (none, two, three: the most tied cube direction) describes the probes `failed` names
// when it names every failing probe, so a cause that only a cube corner shows claims only the
// failures on corners; without a result, or when it names only the first few, every probe.
std::string caseParameters(const CaseSpec& c, const CaseResult* failed = nullptr);

}  // namespace vktexel
