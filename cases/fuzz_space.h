// What `vktexel fuzz` draws every case from (issue 66): a format, a geometry (view type, a size
// with non-powers of two and 1-wide axes, levels, layers), a view subrange and a component mapping,
// each from a case's own splitmix64 stream. The families' drawers (fuzz_tex.cpp, fuzz_ld.cpp,
// fuzz_txq.cpp) add their operation's state and probes; fuzz_draw.h picks the family.
#pragma once

#include "shapes.h"

#include "model/splitmix.h"

#include <string>

namespace vktexel::cases {

// The image and the view of a drawn case. `shape` has the image's size and view type, so case
// names read as the fixed suite's do.
struct FuzzGeometry {
  Shape shape;
  model::ImageSpec image;
  model::ViewSpec view;
  // The view's level-0 size (the image's level baseLevel) per spatial axis.
  model::Extent viewExtent(uint32_t viewLevel) const;
};

// Which formats a family may draw.
enum class FuzzFormats { Sampled, Filterable };

// A colour format of the suite, uncompressed; mostly one the spec makes every device sample (so few
// cases come back NotSupported), sometimes any other. Filterable: float-sampled.
const model::FormatInfo& drawFormat(model::SplitMix64& r, FuzzFormats which);

// A view type, an image size and chain, and a view of a subrange of its levels and layers.
FuzzGeometry drawGeometry(model::SplitMix64& r, VkFormat format);

// The view's subrange of g.image's levels and of g.shape's layers (g.view.type set): level 0 and
// every remaining level half the time each, a whole cube or cubes on cube views.
void drawSubrange(model::SplitMix64& r, FuzzGeometry& g);

// drawGeometry for fetches: a cube image is read through a 2D-array view of a range of its faces
// (a cube view cannot be fetched, LD-01), named "cube_faces".
FuzzGeometry drawFetchGeometry(model::SplitMix64& r, VkFormat format);

// Identity most often, else each channel from R, G, B, A, ZERO or ONE.
void drawSwizzle(model::SplitMix64& r, model::ViewSpec& view);

// "lv1+2_ly0+3_sw_bgr1": the view's subrange and mapping, for names.
std::string viewSummary(const FuzzGeometry& g);

// "fuzz.SEED.INDEX.FAMILY.VIEW.FORMAT.SIZE_lLEVELS.ASPECT": the case's name.
std::string fuzzCaseName(uint64_t seed, uint64_t index, const std::string& family, const FuzzGeometry& g,
                         const model::FormatInfo& f, const std::string& aspect);

// A texel offset in [-8, 7] (every device's minTexelOffset / minTexelGatherOffset and maximum
// bounds), its ends, -1, 0 and 1 half the time.
int32_t drawTexelOffset(model::SplitMix64& r);

// Drawn with a bias towards the values where rules change: 0, 1, the ends, halves.
float drawNear(model::SplitMix64& r, float lo, float hi, float step);

}  // namespace vktexel::cases
