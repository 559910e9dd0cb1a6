// The image shapes the fetch families run on, and helpers to build probes on them.
#pragma once

#include "run/case.h"

#include <array>
#include <string>
#include <vector>

namespace vktexel::cases {

using Position = std::array<int32_t, 3>;  // x, y, z

struct Shape {
  std::string view;  // the case-name part: "1d", "2d_array", "cube_faces" ...
  model::ViewType viewType;
  model::ImageDim dim;
  uint32_t width, height, depth, layers;
  bool cube = false;  // a cube-compatible image read through a 2D-array view: faces are layers (LD-01)

  std::string sizeName() const;  // "17x9", "9x5x7", "37_5layers", "8x8_6faces"
  uint32_t levels() const;       // the full mip chain
  int dims() const { return model::spatialDims(viewType); }
  bool arrayed() const { return model::isArrayed(viewType); }
  model::Extent extent(uint32_t level) const;
  int32_t axisSize(uint32_t level, int axis) const;
  model::ImageSpec image(VkFormat format) const;
  model::ViewSpec fullView() const;
  // A view of levels [1, levels - 1) and, for arrays, layers [1, layers - 1): it starts past the
  // image's first level and layer and ends before its last, so a driver that takes a bound, a
  // size or a clamp from the image (or from VK_REMAINING_*) rather than the view reads a level or
  // layer that exists and gives itself away (issue 43). Chains of 2 levels keep [1, 2), and arrays
  // of fewer than 4 layers [1, layers).
  model::ViewSpec windowView() const;
};

// Every dimensionality `ld` reads (SEMANTICS §11.2 LD-01, LD-06, LD-07): 1D, 1D array, 2D (an odd
// non-power-of-two size and a square power of two), 2D array, 3D, and cube faces.
const std::vector<Shape>& fetchShapes();

// The fetch shape where every format runs what depends on the format but not on the view type
// (out-of-bounds replacement, view swizzles): 2D 17x9, odd and not a power of two. The other
// shapes run those on the layout representatives (cases/representatives.h).
const Shape& formatSweepShape();

// "family.view.format.size.aspect[.tier]"
std::string caseName(const std::string& family, const Shape& shape, const model::FormatInfo& format,
                     const std::string& aspect, model::Tier tier = model::Tier::None);

CaseSpec makeCase(const std::string& family, const Shape& shape, const model::FormatInfo& format,
                  const std::string& aspect, model::Tier tier, std::vector<std::string> clauses,
                  std::string description);

Probe fetchAt(const Position& pos, int32_t layer, int32_t lod, std::string label);
Probe queryProbe(model::ProbeOp op, int32_t lod, std::string label);  // size, levels or samples
Probe fetchWithOffset(const Position& pos, int32_t layer, int32_t lod, const Position& offset,
                      std::string label);
// A sparse read twice (P-08, P-24): its texel (" texel"), then its residency code (" resident").
void addTexelAndResidency(CaseSpec& c, Probe p);

// The layers worth probing: first, middle and last.
std::vector<int32_t> probeLayers(uint32_t layers);

// "m8" for -8, "7" for 7: offsets in names.
std::string signedName(int32_t v);

}  // namespace vktexel::cases
