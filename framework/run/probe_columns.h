// A failing probe's expected and got values in one layout: component by component, each column as
// wide as its wider side, so the two lines align, and a line of '^' under the components that
// differ (issue 58). Both say a value as "16 [0x00000010]" or "0.5 [0x3f000000]".
#pragma once

#include "model/expectation.h"

#include <string>

namespace vktexel {

struct ProbeColumns {
  std::string expected;  // "(16 [0x00000010], 0 [0x00000000], ...)", the closest alternative
  std::string got;       // "(17 [0x00000011], 0 [0x00000000], ...)"
  std::string marks;     // " ^^^^^^^^^^^^^^^" under the differing components
};

// With several alternatives, `expected` is the one closest to `got` and says how many there are;
// a vector that fails only its one-weight rule marks every component.
ProbeColumns probeColumns(const model::Expectation& e, const model::RawResult& got);

}  // namespace vktexel
