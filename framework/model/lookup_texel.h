// The texel a gather or a sampled lookup reads at an integer texel coordinate (i, j, k) of one
// level and layer (SEMANTICS §5.1, §5.3, §14.2): wrapped by the sampler's address modes, the
// border colour in the format's own components outside a CLAMP_TO_BORDER image, and on cube faces
// the neighbouring face's texel across an edge (seamless), a corner synthesized by the
// implementation. Sparse images read unbound texels by their residency rule (model/sparse.h).
#pragma once

#include "model/fetch.h"
#include "model/image.h"
#include "model/sampler.h"

#include <optional>

namespace vktexel::model {

// The texel index an address mode gives for i on an axis of `size` texels; -1 means the border.
int32_t wrapIndex(AddressMode m, int32_t i, int32_t size);

// Where a lookup reads: one level and layer (for cubes the view's first face of the cube, and the
// face), and the level's size.
struct LookupPlace {
  uint32_t level = 0, layer = 0;
  bool cube = false;
  uint32_t face = 0;
  int32_t w = 1, h = 1, d = 1;
};

struct LookupTexel {
  bool defined = true;  // false: the spec leaves the value free (a cube corner, an unbound texel)
  Rgba rgba;            // after Conversion to RGBA and the view's swizzle
  GatherSource source;
};

// The texel (i, j, k) of a planar (1D, 2D, 3D, array) place through the address modes u, v, w;
// nullopt: the border.
std::optional<TexelAddress> planarTexel(const SamplerSpec& sampler, const LookupPlace& p, int32_t i,
                                        int32_t j, int32_t k = 0);

LookupTexel lookupTexel(const HostImage& image, const ViewSpec& view, const SamplerSpec& sampler,
                        const LookupPlace& p, int32_t i, int32_t j, int32_t k, const ModelFaults& faults);

}  // namespace vktexel::model
