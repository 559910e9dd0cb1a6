// `ld` cases drawn by `vktexel fuzz` (issue 66; SEMANTICS §11.2): OpImageFetch of a drawn format,
// geometry, view subrange and component mapping (a cube image is fetched through a 2D-array view of
// its faces, LD-01), at in-bounds texels of every view level, edges and corners most often.
#include "fuzz_families.h"

#include <algorithm>
#include <cstdint>
#include <string>

namespace vktexel::cases {
namespace {

constexpr size_t kProbes = 40;

// A texel index on an axis of `size`: an edge or its neighbour half the time.
int32_t drawTexel(model::SplitMix64& r, uint32_t size) {
  if (r.chance(0.5)) {
    const int32_t edges[] = {0, 1, int32_t(size) - 2, int32_t(size) - 1};
    return std::max(0, std::min(int32_t(size) - 1, r.pick(edges)));
  }
  return int32_t(r.below(size));
}

}  // namespace

CaseSpec drawLdCase(uint64_t seed, uint64_t index, model::SplitMix64& r) {
  const model::FormatInfo& f = drawFormat(r, FuzzFormats::Sampled);
  FuzzGeometry g = drawFetchGeometry(r, f.vk);
  drawSwizzle(r, g.view);
  CaseSpec c;
  c.image = g.image;
  c.image.seed = r.between(1, 1u << 30);
  c.view = g.view;
  c.name = fuzzCaseName(seed, index, "ld", g, f, "fetch");
  c.clauses = {"LD-01", "LD-04"};
  if (g.view.type == model::ViewType::D1Array) c.clauses.push_back("LD-06");
  if (g.view.type == model::ViewType::D2Array) c.clauses.push_back("LD-07");
  c.description = "drawn by vktexel fuzz (seed " + std::to_string(seed) + ", case " + std::to_string(index) +
                  "): texel fetches at in-bounds texels of every level of a drawn view, edges most often";
  const int axes = model::spatialDims(g.view.type);
  for (size_t i = 0; i < kProbes; ++i) {
    const uint32_t level = r.below(g.view.levelCount);
    const model::Extent e = g.viewExtent(level);
    Position pos{drawTexel(r, e.width), axes > 1 ? drawTexel(r, e.height) : 0,
                 axes > 2 ? drawTexel(r, e.depth) : 0};
    const int32_t layer = model::isArrayed(g.view.type) ? drawTexel(r, g.view.layerCount) : 0;
    c.probes.push_back(fetchAt(pos, layer, int32_t(level), "draw " + std::to_string(i)));
  }
  return c;
}

}  // namespace vktexel::cases
