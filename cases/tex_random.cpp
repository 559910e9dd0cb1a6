// Volume, as VK-GL-CTS's texture.explicit_lod checks it, with this suite's oracle (SEMANTICS §14.3;
// issue 54, item 4): per geometry, filter and mipmap mode, lookups at coordinates, Lods and layers
// drawn from a seed the case name records, over every level and a little past the edges, on the
// RGBA32F weight read-out and on the format's own texels of RGBA8 UNORM and RGBA8 sRGB. Every probe is
// judged by the exact branch set: one alpha per axis, one delta, one layer and face, the filter lambda
// chooses (model/weight_span.h). The shapes and samplers are those of the level cases, so the probes
// join batches whose view states exist already.
#include "tex_random.h"

#include "registry.h"
#include "tex_builders.h"

#include "model/expectation.h"
#include "model/splitmix.h"

#include <cmath>
#include <string>

namespace vktexel::cases {
namespace {

using model::Filter;
using model::MipmapMode;

const Shape kShapes[] = {
    {"1d", model::ViewType::D1, model::ImageDim::D1, 32, 1, 1, 1},
    kTex2D,
    {"2d_array", model::ViewType::D2Array, model::ImageDim::D2, 16, 8, 1, 3},
    {"3d", model::ViewType::D3, model::ImageDim::D3, 8, 8, 4, 1},
    {"cube", model::ViewType::Cube, model::ImageDim::D2, 8, 8, 1, 6, true},
};

constexpr uint64_t kSeed = 54;
constexpr size_t kProbes = 128;

}  // namespace

CaseSpec randomLookupCase(const Shape& s, const model::FormatInfo& f, Filter filter, MipmapMode mode,
                          uint64_t seed, size_t count) {
  const std::string aspect = std::string("random_") + model::toString(filter) + "_mip_" +
                             model::toString(mode) + "_seed" + std::to_string(seed);
  CaseSpec c =
      makeTexCase(s, f, aspect, {"P-06", "P-13"},
                  "lookups at " + std::to_string(count) + " coordinates, Lods and layers drawn from seed " +
                      std::to_string(seed) + " (splitmix64), over every level and past the edges, " +
                      model::toString(filter) + " filters, mipmapMode " + model::toString(mode) +
                      ": every probe judged by the exact branch set");
  if (f.vk == VK_FORMAT_R32G32B32A32_SFLOAT) c.image.fill = model::FillPattern::WeightReadout;
  c.view.sampler.magFilter = c.view.sampler.minFilter = filter;
  c.view.sampler.mipmapMode = mode;
  model::SplitMix64 draw(seed);
  const double lastLevel = double(s.levels() - 1);
  for (size_t i = 0; i < count; ++i) {
    const float lod = float(draw.uniform(-0.5, lastLevel + 0.5));
    float x = float(draw.uniform(-0.125, 1.125)), y = float(draw.uniform(-0.125, 1.125)),
          z = float(draw.uniform(-0.125, 1.125));
    float layer = s.arrayed() ? float(draw.uniform(-0.5, s.layers - 0.5)) : 0.0f;
    if (s.viewType == model::ViewType::Cube) {  // a direction: each component in [-1, 1]
      x = float(2 * x - 1);
      y = float(2 * y - 1);
      z = float(2 * z - 1);
      layer = 0;
    }
    c.probes.push_back(sampleAt(x, y, z, layer, lod, "draw " + std::to_string(i)));
  }
  return c;
}

void addTexRandom(std::vector<CaseSpec>& out) {
  for (VkFormat v : {VK_FORMAT_R32G32B32A32_SFLOAT, VK_FORMAT_R8G8B8A8_UNORM, VK_FORMAT_R8G8B8A8_SRGB})
    for (const Shape& s : kShapes) {
      const model::FormatInfo& f = model::formatInfo(v);
      out.push_back(randomLookupCase(s, f, Filter::Linear, MipmapMode::Linear, kSeed, kProbes));
      out.push_back(randomLookupCase(s, f, Filter::Linear, MipmapMode::Nearest, kSeed, kProbes));
      out.push_back(randomLookupCase(s, f, Filter::Nearest, MipmapMode::Nearest, kSeed, kProbes));
    }
}

}  // namespace vktexel::cases
