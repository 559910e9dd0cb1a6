// Which texels did a failing gather read? Like the WebGPU CTS, the failing probes are run again on
// "one-hot" images (zero everywhere but one texel), one image per candidate texel, all in one
// submission: a result component that is non-zero on the image of texel T read T. The driver's
// footprint is then printed beside the model's, and a pattern common to every failing probe
// (components swapped, the footprint moved by an offset) is named.
#pragma once

#include "model/fetch.h"
#include "run/case.h"
#include "run/verdict.h"

#include <array>
#include <vector>

namespace vktexel {

struct OneHotPlan {
  std::vector<CaseSpec> cases;                  // one per candidate texel, probes = the failing ones
  std::vector<std::array<uint32_t, 3>> texels;  // x, y, layer of each case's hot texel
  std::vector<size_t> probes;                   // the failing probes' indices in the original case
};

// Empty when the case cannot be diagnosed this way (compressed formats, a view not at level 0).
OneHotPlan planOneHot(const CaseSpec& c, const std::vector<size_t>& failingProbes,
                      const std::vector<model::FetchExpectation>& expect);

// `raw[i]` points at case i's results (one per failing probe). Adds each probe's footprint line to
// the ProbeFailure that reports it and names a common pattern in r.diagnosis.
void explainOneHot(const OneHotPlan& plan, const std::vector<const model::RawResult*>& raw,
                   const std::vector<model::FetchExpectation>& expect, CaseResult& r);

}  // namespace vktexel
