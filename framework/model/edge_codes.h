// The codes every image holds somewhere (issue 19, item 4), whatever a pseudo-random fill would
// hit: the minimum and maximum of each integer and normalized component (SNORM's most negative
// code, which reads -1.0 like the next one), and for float components both zeros, both
// infinities, a NaN, denormals and the largest finite values. Depth keeps to [0, 1] (a copy of
// depth outside it is undefined) and includes the exact ties 0.0 and 1.0 for depth compare.
#pragma once

#include "model/formats.h"

#include <cstdint>
#include <vector>

namespace vktexel::model {

// The edge codes of one component, as raw codes of its bit field; empty for shared-exponent
// components (their value depends on the shared exponent).
std::vector<uint32_t> edgeCodes(const ComponentLayout& c);

}  // namespace vktexel::model
