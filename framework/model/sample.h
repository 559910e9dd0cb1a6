// OpImageSampleExplicitLod and OpImageSampleDrefExplicitLod with a Lod operand (PTX `tex` with f32
// coordinates; SEMANTICS §14; P-06, P-07, P-10, P-13, P-15, P-40), through the view's sampler:
// - the level the Lod selects (mipmapMode NEAREST: both of the spec's rounding rules) and the
//   filter, magFilter where lambda <= 0, else minFilter;
// - the texels NEAREST may read, or the footprints and weight ranges LINEAR may use on the device's
//   sub-texel grid (model/sample_coordinates.h), each texel through the address modes, the border
//   colour in the format's components, cube faces (every tied one) with seamless edges, array
//   layers (both rounding rules);
// - each texel decoded first (Conversion to RGBA, sRGB to linear, the view's swizzle), then
//   compared with Dref where the sampler compares, then weighted (model/filter.h), LINEAR widened
//   by the arithmetic policy of model/filter_arithmetic.h.
// The accepted set is the union of every branch. LINEAR depth compare is the one "should": the
// result must lie in [0, 1] (Expectation::anyOf) and should be a weighted count of the passes
// (Expectation::preferred); one that is only the former is legal, and reported apart.
#pragma once

#include <vector>

#include "model/fetch.h"

namespace vktexel::model {

// The sampled lookup's probe fields: st = (s, t, r, layer) with the layer (for cube arrays the
// cube index) always last; a cube's direction is (s, t, r). The Lod is q.sampleLod(), Dref q.dref,
// a ConstOffset q.offset where q.constOffset.
FetchExpectation expectSample(const HostImage& image, const ViewSpec& view, const FetchQuery& q,
                              const SamplingLimits& limits, const ModelFaults& faults = {});

// The texels one allowed way of a lookup reads (every filter, level blend, layer and footprint the
// spec allows is one way): `sure` weighted above 0 under every allowed rounding, `maybe` where the
// weight may be 0 (alpha or delta reaching 0 or 1, where whether the texel is accessed is the
// implementation's). Border texels are no memory and are left out. Planar views only (throws
// std::logic_error for cubes): the residency of sparse lookups (model/sample_residency.h).
struct TexelAccess {
  std::vector<TexelAddress> sure, maybe;
};
std::vector<TexelAccess> sampleAccesses(const HostImage& image, const ViewSpec& view, const FetchQuery& q,
                                        const SamplingLimits& limits, const ModelFaults& faults = {});

}  // namespace vktexel::model
