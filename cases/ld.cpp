// D3D `ld` (seeds/d3d-ld.txt) as OpImageFetch on every dimensionality: every mip level and layer,
// views that start past level 0 or layer 0, and out-of-bounds coordinates, layers and levels under
// each robustness tier. Offsets are in ld_offsets.cpp, swizzles in ld_swizzle.cpp.
// Clause IDs refer to SEMANTICS.md §11.2.
#include "registry.h"
#include "representatives.h"
#include "shapes.h"

#include <algorithm>
#include <set>

namespace vktexel::cases {
namespace {

using model::Tier;

const Tier kRobustTiers[] = {Tier::RIA2, Tier::RIA};
const char* const kAxisNames[3] = {"x", "y", "z"};

std::string layerClause(const Shape& s) {
  return s.dims() == 1 ? "LD-06" : "LD-07";
}

std::vector<std::string> withLayerClause(const Shape& s, std::vector<std::string> clauses) {
  if (s.arrayed()) clauses.push_back(layerClause(s));
  return clauses;
}

// Positions on every spatial axis of a level: all of them when the level is small, else the
// edges and every third texel.
std::vector<Position> levelPositions(const Shape& s, uint32_t level) {
  const model::Extent e = s.extent(level);
  const bool all = e.width * e.height * e.depth <= 256;
  std::vector<std::vector<int32_t>> axes(3, std::vector<int32_t>{0});
  for (int a = 0; a < s.dims(); ++a) {
    const int32_t n = s.axisSize(level, a);
    std::set<int32_t> values;
    for (int32_t v = 0; v < n; ++v)
      if (all || v == 0 || v == n - 1 || v % 3 == 0) values.insert(v);
    axes[a].assign(values.begin(), values.end());
  }
  std::vector<Position> out;
  for (int32_t z : axes[2])
    for (int32_t y : axes[1])
      for (int32_t x : axes[0]) out.push_back({x, y, z});
  return out;
}

std::string texelLabel(const Position& p, int32_t layer) {
  return "texel (" + std::to_string(p[0]) + "," + std::to_string(p[1]) + "," + std::to_string(p[2]) +
         ") layer " + std::to_string(layer);
}

class LdBuilder {
 public:
  LdBuilder(const model::FormatInfo& format, const Shape& shape) : f_(format), s_(shape) {}

  void build(std::vector<CaseSpec>& out) const {
    for (uint32_t level = 0; level < s_.levels(); ++level) out.push_back(levelCase(level));
    out.push_back(subrangeCase());
    out.push_back(combinedSamplerCase());
    // What an out-of-bounds fetch returns depends on the format, where its bounds lie on the
    // view type: every format on one shape, the representatives on all. Each robustness tier is
    // a device of its own, so every (format, shape) here compiles its views once per tier.
    const Shape& sweep = formatSweepShape();
    const bool sweepShape = s_.view == sweep.view && s_.sizeName() == sweep.sizeName();
    if (!sweepShape && !isLayoutRepresentative(f_)) return;
    for (Tier tier : kRobustTiers) {
      for (int axis = 0; axis < s_.dims(); ++axis) out.push_back(oobAxisCase(tier, axis));
      if (s_.arrayed()) out.push_back(oobLayerCase(tier));
      out.push_back(oobCornerCase(tier));
      out.push_back(levelOobCase(tier));
    }
    out.push_back(subrangeOobCase());
  }

 private:
  CaseSpec make(const std::string& aspect, Tier tier, std::vector<std::string> clauses,
                std::string text) const {
    return makeCase("ld", s_, f_, aspect, tier, std::move(clauses), std::move(text));
  }

  // ld with an integer Lod is PTX tex.level with s32 coordinates (P-06, P-07); no sampler (LD-16);
  // cube faces are read through a 2D-array view because a cube view cannot be fetched (LD-17).
  std::vector<std::string> levelClauses() const {
    std::vector<std::string> c = withLayerClause(s_, {"LD-01", "LD-04", "LD-14", "LD-16", "P-06", "P-07"});
    if (s_.arrayed()) c.insert(c.end(), {"P-12", "P-39"});
    if (s_.cube) c.push_back("LD-17");
    return c;
  }

  CaseSpec levelCase(uint32_t level) const {
    CaseSpec c =
        make("level" + std::to_string(level), Tier::None, levelClauses(),
             "in-bounds fetch of mip level " + std::to_string(level) +
                 (s_.cube ? " of every cube face (a 2D-array view of a cube-compatible image)" : "") +
                 ": the stored texel converted to RGBA with the format's defaults");
    const std::vector<int32_t> layers = s_.cube ? allLayers() : probeLayers(s_.layers);
    const std::vector<Position> positions = levelPositions(s_, level);
    c.probes.reserve(layers.size() * positions.size());  // the suite's largest probe lists: no regrowth
    for (int32_t layer : layers)
      for (const Position& p : positions)
        c.probes.push_back(fetchAt(p, layer, int32_t(level), texelLabel(p, layer)));
    return c;
  }

  std::vector<int32_t> allLayers() const {
    std::vector<int32_t> v(s_.layers);
    for (uint32_t i = 0; i < s_.layers; ++i) v[i] = int32_t(i);
    return v;
  }

  // PTX's unified mode (the sampler belongs to the texture) as a COMBINED_IMAGE_SAMPLER; the
  // level cases are the independent mode (a SAMPLED_IMAGE). Both must read the same texels (P-01).
  CaseSpec combinedSamplerCase() const {
    CaseSpec c =
        make("combined_sampler", Tier::None, {"P-01", "LD-01", "LD-16"},
             "texelFetch through a combined image sampler (PTX unified mode) reads what the separate "
             "sampled image reads (independent mode): edges of every level and layer");
    c.view.withSampler = true;
    for (uint32_t level = 0; level < s_.levels(); ++level)
      for (int32_t layer : probeLayers(s_.layers)) {
        Position far{0, 0, 0};
        for (int a = 0; a < s_.dims(); ++a) far[a] = s_.axisSize(level, a) - 1;
        c.probes.push_back(fetchAt({0, 0, 0}, layer, int32_t(level), texelLabel({0, 0, 0}, layer)));
        c.probes.push_back(fetchAt(far, layer, int32_t(level), texelLabel(far, layer)));
      }
    return c;
  }

  // A view of levels [1, levels - 1) and, for arrays, layers [1, layers - 1) (Shape::windowView):
  // Lod and layer are relative to the view (SEMANTICS §2 "Layers are relative to the view").
  model::ViewSpec subrangeView() const { return s_.windowView(); }

  CaseSpec subrangeCase() const {
    CaseSpec c = make(
        "view_subrange", Tier::None, withLayerClause(s_, {"LD-04", "LD-01"}),
        "a view of levels [1, n - 1) (and layers [1, n - 1)): Lod 0 reads level 1, layer 0 reads layer 1");
    c.view = subrangeView();
    for (uint32_t lod = 0; lod < c.view.levelCount; ++lod)
      for (int32_t layer : probeLayers(c.view.layerCount))
        for (const Position& p : levelPositions(s_, lod + 1))
          c.probes.push_back(fetchAt(p, layer, int32_t(lod),
                                     "view lod " + std::to_string(lod) + " " + texelLabel(p, layer)));
    return c;
  }

  CaseSpec subrangeOobCase() const {
    CaseSpec c = make("view_subrange_oob", Tier::RIA2, withLayerClause(s_, {"LD-04", "LD-03"}),
                      "through a view of levels [1, n - 1) (and layers [1, n - 1)): Lod = levelCount and "
                      "layer = layerCount exist in the image but are out of the view's range");
    c.view = subrangeView();
    c.probes.push_back(fetchAt({0, 0, 0}, 0, int32_t(c.view.levelCount), "lod = view levelCount"));
    if (s_.arrayed())
      c.probes.push_back(fetchAt({0, 0, 0}, int32_t(c.view.layerCount), 0, "layer = view layerCount"));
    return c;
  }

  CaseSpec oobAxisCase(Tier tier, int axis) const {
    CaseSpec c = make(std::string("oob_") + kAxisNames[axis], tier, {"LD-03"},
                      std::string("coordinate out of range on ") + kAxisNames[axis] +
                          " at every level (the bound is that level's size)");
    const int32_t layer = int32_t(s_.layers) - 1;
    for (uint32_t level = 0; level < s_.levels(); ++level) {
      const int32_t n = s_.axisSize(level, axis);
      for (int32_t v : {n, n + 7, -1, -8}) {
        Position p{0, 0, 0};
        for (int a = 0; a < s_.dims(); ++a) p[a] = s_.axisSize(level, a) - 1;
        p[axis] = v;
        c.probes.push_back(
            fetchAt(p, layer, int32_t(level), std::string(kAxisNames[axis]) + " = " + std::to_string(v)));
      }
    }
    return c;
  }

  CaseSpec oobLayerCase(Tier tier) const {
    CaseSpec c = make("oob_layer", tier, {layerClause(s_), "LD-03", "LD-11"},
                      "array layer out of range (layers are never offset, and are checked, not clamped)");
    for (uint32_t level = 0; level < s_.levels(); ++level)
      for (int32_t layer : {int32_t(s_.layers), int32_t(s_.layers) + 3, -1}) {
        c.probes.push_back(fetchAt({0, 0, 0}, layer, int32_t(level), "layer " + std::to_string(layer)));
        Probe shifted = fetchWithOffset({1, 0, 0}, layer, int32_t(level), {-1, 0, 0},
                                        "layer " + std::to_string(layer) + " with ConstOffset");
        c.probes.push_back(shifted);
      }
    return c;
  }

  CaseSpec oobCornerCase(Tier tier) const {
    CaseSpec c = make("oob_corner", tier, {"LD-03"}, "every coordinate out of range at once, at every level");
    for (uint32_t level = 0; level < s_.levels(); ++level) {
      Position past{0, 0, 0}, before{0, 0, 0};
      for (int a = 0; a < s_.dims(); ++a) {
        past[a] = s_.axisSize(level, a);
        before[a] = -1;
      }
      c.probes.push_back(fetchAt(past, 0, int32_t(level), "one past every edge"));
      c.probes.push_back(fetchAt(before, 0, int32_t(level), "-1 on every axis"));
    }
    return c;
  }

  CaseSpec levelOobCase(Tier tier) const {
    CaseSpec c =
        make("level_oob", tier, {"LD-04"},
             tier == Tier::RIA2 ? "Lod outside [0, levels): zero plus defaults under robustImageAccess2"
                                : "Lod outside [0, levels): undefined under robustImageAccess alone; "
                                  "runs unchecked, must not disturb other probes");
    const int32_t levels = int32_t(s_.levels());
    for (int32_t lod : {levels, levels + 3, -1}) {
      c.probes.push_back(fetchAt({0, 0, 0}, 0, lod, "lod " + std::to_string(lod)));
      if (s_.dims() >= 2) c.probes.push_back(fetchAt({1, 1, 0}, 0, lod, "lod " + std::to_string(lod)));
    }
    return c;
  }

  const model::FormatInfo& f_;
  const Shape& s_;
};

}  // namespace

void addLd(std::vector<CaseSpec>& out) {
  for (const model::FormatInfo& f : model::sampledFormats())
    for (const Shape& s : fetchShapes()) LdBuilder(f, s).build(out);
}

}  // namespace vktexel::cases
