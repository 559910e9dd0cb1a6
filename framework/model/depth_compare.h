// The per-texel depth comparison of OpImageDrefGather and OpImageSampleDref* (Vulkan "Depth
// Compare Operation"; SEMANTICS §5.1, §14.4; P-10, P-25): Dref against the texel's depth, 1.0 where
// it passes, else 0.0, before any filtering.
#pragma once

#include "model/expectation.h"
#include "model/faults.h"
#include "model/formats.h"
#include "model/sampler.h"

namespace vktexel::model {

// The comparison's result as an exact 0.0 or 1.0. UNORM depth clamps Dref to [0, 1] first.
// `ambiguous` says that either answer is accepted: on UNORM depth when Dref is within one depth code
// of the texel but not on it exactly (Dref may be converted to the depth's fixed point, rounding
// either way, or the texel to float, within the conversion's ULP), which includes a Dref equal to
// the float nearest a code whose value binary32 cannot hold. Exact ties (0.0, 1.0, clamped Dref;
// any D32_SFLOAT depth) and Dref a whole code or more away are exact.
ComponentCheck compareDepth(const FormatInfo& f, const SamplerSpec& sampler, float dref, double depth,
                            const ModelFaults& faults, bool& ambiguous);

}  // namespace vktexel::model
