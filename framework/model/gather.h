// OpImageGather (SEMANTICS §5; PTX tld4, SASS TLD4S): the 2x2 footprint of a normalized
// coordinate, each texel through the sampler's address mode, component `comp` of each in the
// order x, y, z, w = (i0,j1), (i1,j1), (i1,j0), (i0,j0) (P-23, S-13).
#pragma once

#include "model/expectation.h"
#include "model/fetch.h"
#include "model/image.h"
#include "model/lookup_texel.h"  // wrapIndex
#include "model/sampler.h"

#include <array>
#include <string>
#include <vector>

namespace vktexel::model {

// The 2x2 footprint's texel (i, j) for gather component k (0..3 = x, y, z, w) from i0, j0.
std::array<int32_t, 2> footprintTexel(int k, int32_t i0, int32_t j0);

// One gather: normalized (s, t) and a layer a (arrays), ConstOffset (dx, dy), component.
FetchExpectation expectGather(const HostImage& image, const ViewSpec& view, const SamplerSpec& sampler,
                              const FetchQuery& q, const ModelFaults& faults = {});

// The texels each candidate footprint of a gather reads from memory (not the border), with the
// result component each goes to (0..3 = x, y, z, w): one footprint, or two or four near a texel
// boundary. For sparse residency (model/sparse.h); cube views are not supported.
struct FootprintTexel {
  int component = 0;
  TexelAddress address;
};
std::vector<std::vector<FootprintTexel>> gatherFootprints(const HostImage& image, const ViewSpec& view,
                                                          const SamplerSpec& sampler, const FetchQuery& q,
                                                          const ModelFaults& faults = {});

}  // namespace vktexel::model
