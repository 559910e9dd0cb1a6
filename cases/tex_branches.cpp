// Probes that show on a device the branch rules of sampled lookups (SEMANTICS §14.3; issue 54, item
// 3): one layer for both levels of a blend (a = k + 1/2 with LINEAR mips), magFilter never blended
// (mag != min with a Grad lambda range that straddles 0), depth compare past level 0 (NEAREST filters
// with LINEAR mips must blend the levels' 0/1; either filter LINEAR makes it implementation-dependent),
// and mip chains of non-power-of-two sizes read past level 0. Each on images whose levels and layers
// hold constants (or one-hot levels), so a wrong layer, level, weight or filter reads as another value.
#include "registry.h"
#include "tex_builders.h"

#include "model/fetch.h"
#include "model/image.h"

#include <cmath>
#include <string>

namespace vktexel::cases {
namespace {

using model::Filter;
using model::MipmapMode;

const model::FormatInfo& formatOf(VkFormat f) {
  return model::formatInfo(f);
}

std::string lodText(float lod) {
  return "Lod " + model::floatText(lod);
}

// Array layer a = k + 1/2 rounds to k or k + 1 (either), and LINEAR mips blend two levels: both read
// the same layer. Every level and layer holds its own constant.
CaseSpec layerHalfCase(const model::FormatInfo& f) {
  const Shape s{"2d_array", model::ViewType::D2Array, model::ImageDim::D2, 16, 8, 1, 4};
  CaseSpec c =
      makeTexCase(s, f, "level_linear_layer_half", {"P-06", "P-15"},
                  "array layer k + 1/2 (either neighbour) under mipmapMode LINEAR: both blended levels "
                  "read the one layer chosen; every level and layer holds its own value");
  c.image.fill = model::FillPattern::LayerConstant;
  c.view.sampler.mipmapMode = MipmapMode::Linear;
  for (float layer : {0.5f, 1.5f, 2.5f})
    for (float lod : {0.5f, 1.25f, 2.75f})
      c.probes.push_back(sampleAt(0.40625f, 0.59375f, 0, layer, lod,
                                  "layer " + model::floatText(layer) + " " + lodText(lod)));
  return c;
}

// magFilter LINEAR, minFilter NEAREST, mipmapMode LINEAR with Grad: one derivative component of
// log2 m = k - 1/4 gives lambda anywhere in [k - 1/4, k + 1/4] (the rho bounds). k = 0 straddles 0:
// LINEAR on level 0 alone or NEAREST blended with level 1, never LINEAR blended.
CaseSpec gradStraddleCase(const model::FormatInfo& f) {
  CaseSpec c =
      makeTexCase(kTex2D, f, "grad_mag_linear_min_nearest_straddle", {"P-40", "P-06"},
                  "magFilter LINEAR, minFilter NEAREST, mipmapMode LINEAR; Grad lambda ranges below, "
                  "across and above 0: magFilter reads level 0 alone, never blended toward level 1");
  c.view.sampler.magFilter = Filter::Linear;
  c.view.sampler.minFilter = Filter::Nearest;
  c.view.sampler.mipmapMode = MipmapMode::Linear;
  const double uv[][2] = {{3.75, 2.25}, {6.25, 4.75}, {9.625, 1.375}};
  for (const auto& p : uv)
    for (double log2m : {-0.75, -0.25, 0.25}) {
      Probe probe = sampleAtTexel(kTex2D, p[0], p[1], 0, 0, 0,
                                  "log2 m = " + model::floatText(float(log2m)) + " at (" +
                                      std::to_string(p[0]) + ", " + std::to_string(p[1]) + ")");
      probe.query.setSampleGrad(float(std::exp2(log2m) / kTex2D.width), 1, 0, 0);
      c.probes.push_back(probe);
    }
  return c;
}

// Depth compare on every level of a 16 x 8 chain whose levels hold constant depths: Dref between
// two levels' depths makes them compare differently, so a blend (or a wrong level) shows.
CaseSpec drefLevelsCase(const model::FormatInfo& f, Filter mag, Filter min, MipmapMode mode) {
  const std::string aspect = std::string("dref_levels_mag_") + model::toString(mag) + "_min_" +
                             model::toString(min) + "_mip_" + model::toString(mode);
  CaseSpec c =
      makeTexCase(kTex2D, f, aspect, {"P-10", "P-06"},
                  "OpImageSampleDrefExplicitLod past level 0, LESS, every level a constant depth, Dref "
                  "between two levels' depths: NEAREST filters with LINEAR mips must blend the 0/1 of "
                  "the levels by delta; either filter LINEAR makes the result implementation-dependent");
  c.image.fill = model::FillPattern::LayerConstant;
  c.view.sampler.depthCompare = true;
  c.view.sampler.compareOp = model::CompareOp::Less;
  c.view.sampler.magFilter = mag;
  c.view.sampler.minFilter = min;
  c.view.sampler.mipmapMode = mode;
  const model::HostImage image(c.image);
  const auto depthAt = [&](uint32_t level) {
    return float(model::texelRgba(image, c.view, {level, 0, 0, 0, 0, 0}).c[0].real);
  };
  for (uint32_t level = 1; level + 1 < c.image.levels; ++level) {
    const float dref = float((double(depthAt(level)) + depthAt(level + 1)) / 2);
    for (float lod : {float(level), level + 0.5f, level + 0.25f})
      c.probes.push_back(sampleDrefAtTexel(kTex2D, 6.25, 3.75, 0, lod, dref,
                                           lodText(lod) + ", Dref between levels " + std::to_string(level) +
                                               " and " + std::to_string(level + 1)));
  }
  return c;
}

// Non-power-of-two chains past level 0 (13 x 7: 6 x 3, 3 x 1, 1 x 1; 7 x 5 x 3: 3 x 2 x 1, 1 x 1 x
// 1): each level's size is floor(size / 2), on a level read-out.
CaseSpec oddChainCase(const Shape& s, const model::FormatInfo& f) {
  CaseSpec c =
      makeTexCase(s, f, "level_linear_odd_chain", {"P-06", "P-04"},
                  "mipmapMode LINEAR on a chain of non-power-of-two sizes (each level floor(size / 2)) "
                  "on a level read-out, Lods past level 0");
  c.image.fill = model::FillPattern::LevelReadout;
  c.view.sampler.mipmapMode = MipmapMode::Linear;
  for (float lod : {0.5f, 1.0f, 1.25f, 1.75f, 2.5f, 3.0f})
    c.probes.push_back(sampleAt(0.40625f, 0.59375f, 0.53125f, 0, lod, lodText(lod)));
  return c;
}

}  // namespace

void addTexBranches(std::vector<CaseSpec>& out) {
  for (VkFormat v : {VK_FORMAT_R8G8B8A8_UNORM, VK_FORMAT_R32G32B32A32_SFLOAT}) {
    const model::FormatInfo& f = formatOf(v);
    out.push_back(layerHalfCase(f));
    out.push_back(gradStraddleCase(f));
    out.push_back(oddChainCase(kTexOdd2D, f));
    out.push_back(oddChainCase({"3d", model::ViewType::D3, model::ImageDim::D3, 7, 5, 3, 1}, f));
  }
  for (VkFormat v : {VK_FORMAT_D32_SFLOAT, VK_FORMAT_D16_UNORM}) {
    const model::FormatInfo& f = formatOf(v);
    out.push_back(drefLevelsCase(f, Filter::Nearest, Filter::Nearest, MipmapMode::Linear));
    out.push_back(drefLevelsCase(f, Filter::Linear, Filter::Nearest, MipmapMode::Nearest));
    out.push_back(drefLevelsCase(f, Filter::Linear, Filter::Nearest, MipmapMode::Linear));
  }
}

}  // namespace vktexel::cases
