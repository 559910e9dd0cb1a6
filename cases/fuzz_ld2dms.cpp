// `ld2dms` cases drawn by `vktexel fuzz` (issue 66; SEMANTICS §11.1): OpImageFetch with a Sample
// operand on a drawn multisample colour image (a format the portable fill renders, 2, 4 or 8
// samples, a drawn size and layer count, filled sample by sample by rendering), through a 2D-MS or
// 2D-MS-array view of a drawn layer range and component mapping, at in-bounds texels and samples.
#include "fuzz_families.h"

#include "model/formats.h"

#include <cstdint>
#include <string>
#include <vector>

namespace vktexel::cases {
namespace {

constexpr size_t kProbes = 40;

// Colour formats the fill renders (not shared-exponent, not compressed), drawn as drawFormat does.
const model::FormatInfo& drawRenderable(model::SplitMix64& r) {
  for (;;) {
    const model::FormatInfo& f = drawFormat(r, FuzzFormats::Sampled);
    if (f.components[0].cls != model::NumClass::SharedExp) return f;
  }
}

}  // namespace

CaseSpec drawLd2dmsCase(uint64_t seed, uint64_t index, model::SplitMix64& r) {
  const model::FormatInfo& f = drawRenderable(r);
  static const uint32_t kSamples[] = {2, 4, 8};
  const uint32_t samples = r.pick(kSamples);
  const bool arrayed = r.chance(0.5);
  FuzzGeometry g;
  Shape& s = g.shape;
  s.view = arrayed ? "2d_ms_array" : "2d_ms";
  s.viewType = arrayed ? model::ViewType::D2MSArray : model::ViewType::D2MS;
  s.dim = model::ImageDim::D2;
  s.width = r.between(1, 17);
  s.height = r.between(1, 13);
  s.depth = 1;
  s.layers = arrayed ? r.between(1, 4) : (r.chance(0.2) ? r.between(2, 3) : 1);
  g.image = s.image(f.vk);
  g.image.levels = 1;
  g.image.samples = samples;
  g.view.type = s.viewType;
  g.view.levelCount = 1;
  g.view.baseLayer = r.below(s.layers);
  g.view.layerCount = arrayed ? r.between(1, s.layers - g.view.baseLayer) : 1;
  drawSwizzle(r, g.view);
  CaseSpec c;
  c.image = g.image;
  c.image.seed = r.between(1, 1u << 30);
  c.view = g.view;
  c.name = fuzzCaseName(seed, index, "ld2dms", g, f, "s" + std::to_string(samples));
  c.clauses = {"LD2DMS-01", "LD2DMS-03"};
  c.description = "drawn by vktexel fuzz (seed " + std::to_string(seed) + ", case " + std::to_string(index) +
                  "): multisample fetches of drawn samples of a rendered " + std::to_string(samples) +
                  "-sample image through a drawn layer range and component mapping";
  for (size_t i = 0; i < kProbes; ++i) {
    Position pos{int32_t(r.below(s.width)), int32_t(r.below(s.height)), 0};
    const int32_t layer = arrayed ? int32_t(r.below(g.view.layerCount)) : 0;
    Probe p = fetchAt(pos, layer, 0, "draw " + std::to_string(i));
    p.query.sample = int32_t(r.below(samples));
    c.probes.push_back(p);
  }
  return c;
}

}  // namespace vktexel::cases
