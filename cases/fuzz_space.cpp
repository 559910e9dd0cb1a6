#include "fuzz_space.h"

#include "model/formats.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <string>
#include <vector>

namespace vktexel::cases {
namespace {

using model::ViewType;

// Sizes where addressing rules change (1, powers of two and their neighbours, odd primes), drawn
// about as often as a uniform size.
uint32_t drawAxis(model::SplitMix64& r, uint32_t most) {
  static const uint32_t kSizes[] = {1, 2, 3, 4, 5, 7, 8, 9, 13, 16, 17, 31, 32, 33};
  uint32_t v = r.chance(0.6) ? r.pick(kSizes) : r.between(1, most);
  return std::min(v, most);
}

struct ViewKind {
  ViewType type;
  const char* name;
  model::ImageDim dim;
  double weight;
};
const ViewKind kViewKinds[] = {
    {ViewType::D1, "1d", model::ImageDim::D1, 1},
    {ViewType::D1Array, "1d_array", model::ImageDim::D1, 1},
    {ViewType::D2, "2d", model::ImageDim::D2, 3},
    {ViewType::D2Array, "2d_array", model::ImageDim::D2, 2},
    {ViewType::D3, "3d", model::ImageDim::D3, 1.5},
    {ViewType::Cube, "cube", model::ImageDim::D2, 1.5},
    {ViewType::CubeArray, "cube_array", model::ImageDim::D2, 1},
};

const ViewKind& drawViewKind(model::SplitMix64& r) {
  double total = 0;
  for (const ViewKind& k : kViewKinds) total += k.weight;
  double x = r.uniform(0, total);
  for (const ViewKind& k : kViewKinds) {
    if (x < k.weight) return k;
    x -= k.weight;
  }
  return kViewKinds[0];
}

}  // namespace

model::Extent FuzzGeometry::viewExtent(uint32_t viewLevel) const {
  return model::levelExtent(image, view.baseLevel + viewLevel);
}

const model::FormatInfo& drawFormat(model::SplitMix64& r, FuzzFormats which) {
  std::vector<const model::FormatInfo*> mandatory, other;
  for (const model::FormatInfo& f : model::allFormats()) {
    if (f.isCompressed() || f.isDepthStencil() || f.componentCount == 0) continue;
    if (which == FuzzFormats::Filterable && f.sampledType() != model::SampledType::Float) continue;
    (f.mandatorySampled ? mandatory : other).push_back(&f);
  }
  const std::vector<const model::FormatInfo*>& from = r.chance(0.85) || other.empty() ? mandatory : other;
  return *from[r.below(uint32_t(from.size()))];
}

FuzzGeometry drawGeometry(model::SplitMix64& r, VkFormat format) {
  const ViewKind& kind = drawViewKind(r);
  FuzzGeometry g;
  Shape& s = g.shape;
  s.view = kind.name;
  s.viewType = kind.type;
  s.dim = kind.dim;
  s.width = s.height = s.depth = s.layers = 1;
  const bool cube = model::isCube(kind.type);
  s.cube = cube;
  switch (kind.type) {
    case ViewType::D1:
    case ViewType::D1Array: s.width = drawAxis(r, 64); break;
    case ViewType::D3:
      s.width = drawAxis(r, 24);
      s.height = drawAxis(r, 24);
      s.depth = drawAxis(r, 9);
      break;
    case ViewType::Cube:
    case ViewType::CubeArray: s.width = s.height = drawAxis(r, 24); break;
    default: s.width = drawAxis(r, 48); s.height = drawAxis(r, 48);
  }
  if (kind.type == ViewType::D1Array || kind.type == ViewType::D2Array) s.layers = r.between(1, 7);
  if (kind.type == ViewType::Cube) s.layers = r.chance(0.7) ? 6 : 12;
  if (kind.type == ViewType::CubeArray) s.layers = 6 * r.between(1, 3);
  const bool layeredPlain = (kind.type == ViewType::D1 || kind.type == ViewType::D2) && r.chance(0.2);
  if (layeredPlain) s.layers = r.between(2, 4);  // a one-layer view of a layered image

  g.image = s.image(format);
  g.image.levels = r.between(1, s.levels());
  g.view.type = kind.type;
  drawSubrange(r, g);
  return g;
}

void drawSubrange(model::SplitMix64& r, FuzzGeometry& g) {
  const Shape& s = g.shape;
  model::ViewSpec& v = g.view;
  v.baseLevel = r.chance(0.5) ? 0 : r.below(g.image.levels);
  v.levelCount = r.chance(0.5) ? g.image.levels - v.baseLevel : r.between(1, g.image.levels - v.baseLevel);
  if (model::isCube(v.type)) {
    const uint32_t cubes = v.type == ViewType::Cube ? 1 : r.between(1, s.layers / 6);
    v.layerCount = 6 * cubes;
    v.baseLayer = r.below(s.layers - v.layerCount + 1);
  } else if (model::isArrayed(v.type)) {
    v.baseLayer = r.chance(0.5) ? 0 : r.below(s.layers);
    v.layerCount = r.between(1, s.layers - v.baseLayer);
  } else {
    v.baseLayer = r.below(s.layers);
    v.layerCount = 1;
  }
}

FuzzGeometry drawFetchGeometry(model::SplitMix64& r, VkFormat format) {
  FuzzGeometry g = drawGeometry(r, format);
  if (model::isCube(g.view.type)) {
    g.view.type = g.shape.viewType = ViewType::D2Array;  // fetches read faces as layers
    g.shape.view = "cube_faces";
    g.view.baseLayer = r.below(g.image.layers);
    g.view.layerCount = r.between(1, g.image.layers - g.view.baseLayer);
  }
  return g;
}

void drawSwizzle(model::SplitMix64& r, model::ViewSpec& view) {
  if (r.chance(0.6)) return;
  static const model::Swizzle kAll[] = {model::Swizzle::Identity, model::Swizzle::R, model::Swizzle::G,
                                        model::Swizzle::B,        model::Swizzle::A, model::Swizzle::Zero,
                                        model::Swizzle::One};
  for (model::Swizzle& s : view.swizzle) s = r.pick(kAll);
}

std::string viewSummary(const FuzzGeometry& g) {
  const model::ViewSpec& v = g.view;
  std::string s = "lv" + std::to_string(v.baseLevel) + "n" + std::to_string(v.levelCount);
  if (g.image.layers > 1) s += "_ly" + std::to_string(v.baseLayer) + "n" + std::to_string(v.layerCount);
  bool identity = true;
  for (model::Swizzle c : v.swizzle) identity = identity && c == model::Swizzle::Identity;
  if (!identity) {
    s += "_sw_";
    for (model::Swizzle c : v.swizzle) s += model::swizzleLetter(c);
  }
  return s;
}

std::string fuzzCaseName(uint64_t seed, uint64_t index, const std::string& family, const FuzzGeometry& g,
                         const model::FormatInfo& f, const std::string& aspect) {
  std::string size = g.shape.sizeName();
  if (!g.shape.arrayed() && g.image.layers > 1) size += "_of" + std::to_string(g.image.layers) + "layers";
  return "fuzz." + std::to_string(seed) + "." + std::to_string(index) + "." + family + "." + g.shape.view +
         "." + f.name + "." + size + "_l" + std::to_string(g.image.levels) + "." + viewSummary(g) +
         (aspect.empty() ? "" : "_" + aspect);
}

int32_t drawTexelOffset(model::SplitMix64& r) {
  constexpr int32_t kMin = -8, kMax = 7;
  static const int32_t kEdges[] = {kMin, -1, 0, 1, kMax};
  return r.chance(0.5) ? r.pick(kEdges) : int32_t(r.between(0, kMax - kMin)) + kMin;
}

float drawNear(model::SplitMix64& r, float lo, float hi, float step) {
  const double x = r.uniform(0, 1);
  if (x < 0.1) return lo;
  if (x < 0.2) return hi;
  if (x < 0.6) {
    const uint32_t steps = uint32_t(std::floor((hi - lo) / step));
    return lo + step * float(r.between(0, steps));
  }
  return float(r.uniform(lo, hi));
}

}  // namespace vktexel::cases
