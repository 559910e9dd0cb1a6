// The residency of a sampled lookup on a sparse image (PTX `tex` with the predicate p, P-08;
// SEMANTICS §8 with §14): OpImageSparseSampleExplicitLod's residency code is false when any texel
// the lookup accessed lies on an unbound page: every texel of a LINEAR footprint, on both levels of
// a LINEAR mip blend. Where a texel's weight may be 0 (alpha or delta on 0 or 1) whether it was
// accessed is the implementation's, so an unbound texel there allows both answers.
#pragma once

#include "model/fetch.h"
#include "model/image.h"

namespace vktexel::model {

// The probe stores uvec4(resident ? 1 : 0, 0, 0, 0), as sparse fetches' and gathers' do.
FetchExpectation expectSampleResidency(const HostImage& image, const ViewSpec& view, const FetchQuery& q,
                                       const SamplingLimits& limits, const ModelFaults& faults = {});

}  // namespace vktexel::model
