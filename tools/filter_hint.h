// What a person gets when their --filter matches no case (issue 65, item 5): globs are
// case-sensitive, so the same filter in lower case is tried, and otherwise the family prefixes
// every case name starts with are named.
#pragma once

#include "run/filter.h"

#include <string>

namespace vktexel::tools {

// "; in lower case it matches 84 cases: --filter 'ld.2d.r8_unorm.*' (globs are case-sensitive)",
// or "; case names start with ld., ld2dms., ...": appended to "the filter matches no case".
std::string noMatchHint(const CaseFilter& filter);

}  // namespace vktexel::tools
