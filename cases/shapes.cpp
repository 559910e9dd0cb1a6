#include "shapes.h"

#include <algorithm>
#include <set>

namespace vktexel::cases {

using model::ImageDim;
using model::ViewType;

std::string Shape::sizeName() const {
  std::string s = std::to_string(width);
  if (dims() >= 2) s += "x" + std::to_string(height);
  if (dims() >= 3) s += "x" + std::to_string(depth);
  if (arrayed()) s += "_" + std::to_string(layers) + (cube ? "faces" : "layers");
  return s;
}

uint32_t Shape::levels() const {
  return viewType == model::ViewType::Buffer ? 1 : model::fullMipLevels(width, height, depth);
}

model::Extent Shape::extent(uint32_t level) const {
  return model::levelExtent(image(VK_FORMAT_R8_UNORM), level);
}

int32_t Shape::axisSize(uint32_t level, int axis) const {
  const model::Extent e = extent(level);
  return int32_t(axis == 0 ? e.width : axis == 1 ? e.height : e.depth);
}

model::ImageSpec Shape::image(VkFormat format) const {
  model::ImageSpec s;
  s.format = format;
  s.dim = dim;
  s.width = width;
  s.height = height;
  s.depth = depth;
  s.levels = levels();
  s.layers = layers;
  s.cubeCompatible = cube;
  return s;
}

model::ViewSpec Shape::fullView() const {
  model::ViewSpec v;
  v.type = viewType;
  v.levelCount = levels();
  v.layerCount = layers;
  return v;
}

model::ViewSpec Shape::windowView() const {
  model::ViewSpec v = fullView();
  v.baseLevel = 1;
  v.levelCount = levels() >= 3 ? levels() - 2 : levels() - 1;
  if (arrayed()) {
    v.baseLayer = 1;
    v.layerCount = layers >= 4 ? layers - 2 : layers - 1;  // two layers at least where there are
  }
  return v;
}

// Every axis is at least 9 texels at level 0, so the ConstOffsets -8 and 7 keep probes in bounds.
const std::vector<Shape>& fetchShapes() {
  static const std::vector<Shape> shapes = {
      {"1d", ViewType::D1, ImageDim::D1, 37, 1, 1, 1},
      {"1d_array", ViewType::D1Array, ImageDim::D1, 37, 1, 1, 5},
      {"2d", ViewType::D2, ImageDim::D2, 17, 9, 1, 1},
      {"2d", ViewType::D2, ImageDim::D2, 32, 32, 1, 1},
      {"2d_array", ViewType::D2Array, ImageDim::D2, 17, 9, 1, 4},
      {"3d", ViewType::D3, ImageDim::D3, 10, 9, 9, 1},
      {"cube_faces", ViewType::D2Array, ImageDim::D2, 16, 16, 1, 6, true},
      {"cube_array_faces", ViewType::D2Array, ImageDim::D2, 16, 16, 1, 12, true},
  };
  return shapes;
}

const Shape& formatSweepShape() {
  return fetchShapes()[2];
}

std::string caseName(const std::string& family, const Shape& shape, const model::FormatInfo& format,
                     const std::string& aspect, model::Tier tier) {
  std::string name = family + "." + shape.view + "." + format.name + "." + shape.sizeName() + "." + aspect;
  if (tier != model::Tier::None) name += std::string(".") + model::tierSuffix(tier, shape.viewType);
  return name;
}

CaseSpec makeCase(const std::string& family, const Shape& shape, const model::FormatInfo& format,
                  const std::string& aspect, model::Tier tier, std::vector<std::string> clauses,
                  std::string description) {
  CaseSpec c;
  c.name = caseName(family, shape, format, aspect, tier);
  c.description = std::move(description);
  c.clauses = std::move(clauses);
  c.image = shape.image(format.vk);
  c.view = shape.fullView();
  c.view.aspect = format.aspect == model::Aspect::DepthStencil ? model::Aspect::Color : format.aspect;
  c.tier = tier;
  return c;
}

Probe fetchAt(const Position& pos, int32_t layer, int32_t lod, std::string label) {
  Probe p;
  p.query.coord = pos;
  p.query.layer = layer;
  p.query.lod = lod;
  p.label = std::move(label);
  return p;
}

Probe queryProbe(model::ProbeOp op, int32_t lod, std::string label) {
  Probe p;
  p.query.op = op;
  p.query.lod = lod;
  p.label = std::move(label);
  return p;
}

Probe fetchWithOffset(const Position& pos, int32_t layer, int32_t lod, const Position& offset,
                      std::string label) {
  Probe p = fetchAt(pos, layer, lod, std::move(label));
  p.query.offset = offset;
  p.query.constOffset = true;
  return p;
}

void addTexelAndResidency(CaseSpec& c, Probe p) {
  for (model::SparseRead read : {model::SparseRead::Texel, model::SparseRead::Residency}) {
    p.query.sparse = read;
    c.probes.push_back(p);
    c.probes.back().label += read == model::SparseRead::Texel ? " texel" : " resident";
  }
}

std::vector<int32_t> probeLayers(uint32_t layers) {
  const std::set<int32_t> s = {0, int32_t(layers / 2), int32_t(layers) - 1};
  return std::vector<int32_t>(s.begin(), s.end());
}

std::string signedName(int32_t v) {
  return v < 0 ? "m" + std::to_string(-v) : std::to_string(v);
}

}  // namespace vktexel::cases
