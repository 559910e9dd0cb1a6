// The steps that shrink a failing drawn case (issue 66, item 4), in the order they are tried:
// probes first, then size, levels and layers, the view subrange, the swizzle to identity, sampler
// fields to their defaults, the format to a simpler one of its class, coordinates to the nearest
// grid point. Each step makes one smaller case from the current one, or none where it has nothing
// to take away or the result would be no valid case; tools/fuzz_shrink.cpp runs them on the device
// and keeps a step while the case still fails with the same rule broken.
#pragma once

#include "run/case.h"

#include <optional>
#include <string>
#include <vector>

namespace vktexel::cases {

struct ShrinkStep {
  const char* what;  // "one failing probe", "halve the size" ...
  // The current case and the indices of its failing probes (first first).
  std::optional<CaseSpec> (*apply)(const CaseSpec& c, const std::vector<size_t>& failing);
};

const std::vector<ShrinkStep>& shrinkSteps();

// Every probe in bounds with the model's expectation, as every drawn case is: a step whose result
// is not is refused, so a shrunk case never leans on undefined results.
bool isJudgeableCase(const CaseSpec& c);

// How big a case is, to tell a step that shrinks from one that does not: probes, texels, levels,
// layers and non-default state, compared in that order.
std::vector<uint64_t> caseSize(const CaseSpec& c);

}  // namespace vktexel::cases
