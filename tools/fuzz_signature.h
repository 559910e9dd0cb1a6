// What tells `vktexel fuzz`'s failures apart (issue 66, item 5): the rule a failure breaks and the
// signature of a finding.
#pragma once

#include "run/case.h"
#include "run/verdict.h"

#include <string>

namespace vktexel::tools {

// The kind of rule a failure's expectation names (the last bracket of its text, "nearest lookup at
// level 0 layer 1 with clamp_to_edge,..."): up to its state (" with ") or its first candidate
// ("; "), each number as N, so one rule broken at two levels or layers reads the same. With the outcome: what
// a shrunk case must still break.
std::string ruleOf(const CaseResult& r);

// The family, the view type, the class of the format's first component, the filters and mipmap
// mode where the case samples, and the outcome with the rule broken. Two failures with one
// signature are one finding.
std::string signatureOf(const CaseSpec& c, const CaseResult& r);

}  // namespace vktexel::tools
