// `ld` cases under a robustness tier drawn by `vktexel fuzz` (issue 66; SEMANTICS §3, LD-02, LD-03,
// LD-11): OpImageFetch as fuzz_ld.cpp draws it, on a device with robustImageAccess2 or
// robustImageAccess enabled, half the probes out of bounds on one coordinate (x, y, z or the layer:
// just past an edge, far past it, negative) or, under robustImageAccess2, past the view's levels.
// Where the tier leaves a result undefined the model says so and checks nothing.
#include "fuzz_families.h"

#include <cstdint>
#include <string>

namespace vktexel::cases {
namespace {

constexpr size_t kProbes = 40;

int32_t drawInside(model::SplitMix64& r, uint32_t size) {
  return int32_t(r.below(size));
}

// A coordinate outside [0, size): the first ones past each end, a few past, far past.
int32_t drawOutside(model::SplitMix64& r, uint32_t size) {
  const int32_t n = int32_t(size);
  const int32_t picks[] = {-1,      -2,        n, n + 1, n + int32_t(r.below(8)), -int32_t(r.between(1, 64)),
                           1 << 20, -(1 << 20)};
  return r.pick(picks);
}

}  // namespace

CaseSpec drawLdRobustCase(uint64_t seed, uint64_t index, model::SplitMix64& r) {
  const model::FormatInfo& f = drawFormat(r, FuzzFormats::Sampled);
  FuzzGeometry g = drawFetchGeometry(r, f.vk);
  drawSwizzle(r, g.view);
  const model::Tier tier = r.chance(0.7) ? model::Tier::RIA2 : model::Tier::RIA;
  CaseSpec c;
  c.image = g.image;
  c.image.seed = r.between(1, 1u << 30);
  c.view = g.view;
  c.tier = tier;
  c.name = fuzzCaseName(seed, index, "ld", g, f, std::string("fetch_oob_") + model::toString(tier));
  c.clauses = {"LD-01", "LD-02", "LD-03", "LD-04", "LD-11"};
  c.description = "drawn by vktexel fuzz (seed " + std::to_string(seed) + ", case " + std::to_string(index) +
                  "): texel fetches under " + model::featureName(tier) +
                  ", half of them out of bounds on one coordinate or past the view's levels";
  const int axes = model::spatialDims(g.view.type);
  const bool arrayed = model::isArrayed(g.view.type);
  for (size_t i = 0; i < kProbes; ++i) {
    int32_t level = int32_t(r.below(g.view.levelCount));
    const model::Extent e = g.viewExtent(uint32_t(level));
    const uint32_t sizes[3] = {e.width, e.height, e.depth};
    Position pos{drawInside(r, e.width), axes > 1 ? drawInside(r, e.height) : 0,
                 axes > 2 ? drawInside(r, e.depth) : 0};
    int32_t layer = arrayed ? drawInside(r, g.view.layerCount) : 0;
    std::string what = "in bounds";
    if (r.chance(0.5)) {
      const uint32_t choices = uint32_t(axes) + (arrayed ? 1 : 0) + (tier == model::Tier::RIA2 ? 1 : 0);
      const uint32_t pick = r.below(choices);
      if (pick < uint32_t(axes)) {
        pos[pick] = drawOutside(r, sizes[pick]);
        what = std::string("out of bounds on ") + "xyz"[pick];
      } else if (arrayed && pick == uint32_t(axes)) {
        layer = drawOutside(r, g.view.layerCount);
        what = "layer out of bounds";
      } else {
        level = int32_t(g.view.levelCount) + int32_t(r.below(3));
        what = "past the view's levels";
      }
    }
    c.probes.push_back(fetchAt(pos, layer, level, "draw " + std::to_string(i) + " (" + what + ")"));
  }
  return c;
}

}  // namespace vktexel::cases
