// PTX `tex.level` (seeds/ptx-texture-instructions.md, "Mipmaps"; SEMANTICS §14.2, P-06): an f32
// level of detail as OpImageSampleExplicitLod's Lod, through the sampler's minLod and maxLod and the
// view's levels, with mipmapMode NEAREST (either rounding rule at d' + 1/2 whole) and LINEAR (two
// levels blended by delta on the device's mipmapPrecisionBits grid, rounded either way). Each level
// of the image is one-hot in component level % 4 (LevelReadout), so the result *is* the levels'
// weights: a wrong level, a level counted from the image's level 0 instead of the view's base, or
// a wrong delta reads as other weights. Lods on every
// device's grid (multiples of 2^-4), one finer than 4 bits and one finer than 8 bits; the
// magnify/minify switch at lambda 0 against lambda 2^-20 and 2^-8 on the Filterable fill.
#include "registry.h"
#include "representatives.h"
#include "tex_builders.h"

#include "model/codec.h"

#include <cmath>
#include <string>

namespace vktexel::cases {
namespace {

using model::Filter;
using model::MipmapMode;

// Every geometry, each with a full mip chain (2D: 16 x 8, five levels).
const Shape kShapes[] = {
    {"1d", model::ViewType::D1, model::ImageDim::D1, 32, 1, 1, 1},
    {"1d_array", model::ViewType::D1Array, model::ImageDim::D1, 32, 1, 1, 3},
    kTex2D,
    {"2d_array", model::ViewType::D2Array, model::ImageDim::D2, 16, 8, 1, 3},
    {"3d", model::ViewType::D3, model::ImageDim::D3, 8, 8, 4, 1},
    {"cube", model::ViewType::Cube, model::ImageDim::D2, 8, 8, 1, 6, true},
    {"cube_array", model::ViewType::CubeArray, model::ImageDim::D2, 8, 8, 1, 12, true},
};

std::string lodText(float lod) {
  return "Lod " + model::floatText(lod);
}

// A lookup away from every edge of every level; the last coordinate picks layer, cube or face +x.
Probe levelProbe(const Shape& s, float lod) {
  const float layer = s.arrayed() ? 1.0f : 0.0f;
  if (s.viewType == model::ViewType::Cube || s.viewType == model::ViewType::CubeArray)
    return sampleAt(2.0f, 0.75f, -0.5f, layer, lod, lodText(lod) + " toward +x");
  return sampleAt(0.40625f, 0.59375f, 0.53125f, layer, lod, lodText(lod));
}

CaseSpec levelCase(const Shape& s, const model::FormatInfo& f, const std::string& aspect, MipmapMode mode,
                   const std::string& what) {
  CaseSpec c = makeTexCase(s, f, aspect, {"P-06"},
                           std::string("mipmapMode ") + model::toString(mode) +
                               " on a level read-out (level k one-hot in component k % 4, so the result is "
                               "the levels' weights): " +
                               what);
  c.image.fill = model::FillPattern::LevelReadout;
  c.view.sampler.mipmapMode = mode;
  return c;
}

// Lods below, on and between levels, at NEAREST's ties (d' + 1/2 whole), beyond the last level and
// below 0.
CaseSpec nearestCase(const Shape& s, const model::FormatInfo& f) {
  CaseSpec c =
      levelCase(s, f, "level_nearest", MipmapMode::Nearest,
                "the level nearest d' (at d' + 1/2 whole either neighbour), clamped to the view's levels");
  for (float lod : {-1.0f, 0.0f, 0.25f, 0.4375f, 0.5f, 0.5625f, 1.0f, 1.5f, 2.3125f, 2.5f, 9.0f})
    c.probes.push_back(levelProbe(s, lod));
  return c;
}

// delta on every device's grid, one step finer than 4 bits and than 8 bits, 0 at whole levels.
CaseSpec linearCase(const Shape& s, const model::FormatInfo& f) {
  CaseSpec c = levelCase(s, f, "level_linear", MipmapMode::Linear,
                         "levels floor(d') and floor(d') + 1 blended by delta = frac(d') on the device's "
                         "mipmapPrecisionBits grid (either rounding, or finer)");
  for (float lod :
       {0.0f, 0.25f, 0.5f, 0.75f, 1.0f, 1.0f + 1.0f / 32, 1.0f + 1.0f / 512, 1.3125f, 2.6875f, 9.0f})
    c.probes.push_back(levelProbe(s, lod));
  return c;
}

// A view of levels 1 to 3 of the 2D image's five: Lod 0 reads the image's level 1, and the clamp
// is the view's last level, 3.
CaseSpec viewRangeCase(const model::FormatInfo& f) {
  CaseSpec c = levelCase(kTex2D, f, "level_linear_view_1_3", MipmapMode::Linear,
                         "through a view of levels 1 to 3: Lod counts from the view's base level and clamps "
                         "at its last");
  c.view.baseLevel = 1;
  c.view.levelCount = 3;
  for (float lod : {0.0f, 0.5f, 1.25f, 2.0f, 2.5f, 6.0f}) c.probes.push_back(levelProbe(kTex2D, lod));
  return c;
}

// The sampler's minLod 1.25 and maxLod 2.5 clamp lambda before the level is chosen.
CaseSpec clampCase(const model::FormatInfo& f) {
  CaseSpec c = levelCase(kTex2D, f, "level_linear_minlod_1p25_maxlod_2p5", MipmapMode::Linear,
                         "the sampler's minLod 1.25 and maxLod 2.5 clamp lambda: Lod 0 reads d' = 1.25");
  c.view.sampler.minLod = 1.25f;
  c.view.sampler.maxLod = 2.5f;
  for (float lod : {0.0f, 1.0f, 1.75f, 2.25f, 3.0f, 10.0f}) c.probes.push_back(levelProbe(kTex2D, lod));
  return c;
}

// The sampler's mipLodBias is added to the Lod before the clamps: +1.25 moves every Lod by a level
// and a quarter, -0.75 clamps small Lods to 0 (magnified, level 0).
CaseSpec biasCase(const model::FormatInfo& f, float bias) {
  const std::string name = std::string(bias < 0 ? "m" : "") + (std::fabs(bias) == 1.25f ? "1p25" : "0p75");
  CaseSpec c = levelCase(kTex2D, f, "level_linear_bias_" + name, MipmapMode::Linear,
                         "the sampler's mipLodBias " + model::floatText(bias) +
                             " added to the Lod, then lambda clamped to [0, maxLod]");
  c.view.sampler.mipLodBias = bias;
  for (float lod : {0.0f, 0.5f, 1.0f, 1.75f, 2.5f, 6.0f}) c.probes.push_back(levelProbe(kTex2D, lod));
  return c;
}

// mipLodBias -0.5 with magFilter NEAREST and minFilter LINEAR on the format's own texels: Lod 0.25
// gives lambda 0 (clamped: magnified, NEAREST), Lod 0.75 lambda 0.25 (minified, LINEAR). A driver
// that switches on the Lod before the bias takes LINEAR for both.
CaseSpec biasSwitchCase(const model::FormatInfo& f) {
  CaseSpec c = makeTexCase(kTex2D, f, "level_nearest_bias_m0p5_switch", {"P-06"},
                           "mipLodBias -0.5, magFilter NEAREST, minFilter LINEAR: the filter follows lambda "
                           "after the bias (Lod 0.25: magnified; Lod 0.75: minified)");
  c.view.sampler.mipLodBias = -0.5f;
  c.view.sampler.magFilter = Filter::Nearest;
  c.view.sampler.minFilter = Filter::Linear;
  const double uv[][2] = {{3.75, 2.25}, {6.25, 4.75}, {9.625, 1.375}};
  for (const auto& p : uv)
    for (float lod : {0.25f, 0.75f})
      c.probes.push_back(
          sampleAtTexel(kTex2D, p[0], p[1], 0, 0, lod,
                        lodText(lod) + " at (" + std::to_string(p[0]) + ", " + std::to_string(p[1]) + ")"));
  return c;
}

// magFilter LINEAR, minFilter NEAREST on the format's own texels: Lod 0 magnifies, Lod 2^-20 and
// 2^-8 minify (delta rounds to 0 or a sliver of level 1, whose NEAREST texel is blended in).
CaseSpec switchCase(const model::FormatInfo& f) {
  CaseSpec c = makeTexCase(kTex2D, f, "level_linear_switch", {"P-06"},
                           "magFilter LINEAR at lambda 0, minFilter NEAREST at lambda 2^-20 and 2^-8, "
                           "mipmapMode LINEAR; neighbouring invocations alternate");
  c.view.sampler.magFilter = Filter::Linear;
  c.view.sampler.minFilter = Filter::Nearest;
  c.view.sampler.mipmapMode = MipmapMode::Linear;
  const double uv[][2] = {{3.75, 2.25}, {6.25, 4.75}, {9.625, 1.375}};
  for (const auto& p : uv)
    for (float lod : {0.0f, std::ldexp(1.0f, -20), std::ldexp(1.0f, -8)})
      c.probes.push_back(
          sampleAtTexel(kTex2D, p[0], p[1], 0, 0, lod,
                        lodText(lod) + " at (" + std::to_string(p[0]) + ", " + std::to_string(p[1]) + ")"));
  return c;
}

}  // namespace

// The geometries on RGBA8 UNORM (8-bit fixed-point filtering on most hardware) and RGBA32F (float);
// the view range, the clamps and the switch on 2D.
void addTexLevel(std::vector<CaseSpec>& out) {
  for (VkFormat vk : {VK_FORMAT_R8G8B8A8_UNORM, VK_FORMAT_R32G32B32A32_SFLOAT}) {
    const model::FormatInfo& f = model::formatInfo(vk);
    for (const Shape& s : kShapes) {
      out.push_back(nearestCase(s, f));
      out.push_back(linearCase(s, f));
    }
    out.push_back(viewRangeCase(f));
    out.push_back(clampCase(f));
    for (float bias : {1.25f, -0.75f}) out.push_back(biasCase(f, bias));
  }
  out.push_back(biasSwitchCase(model::formatInfo(VK_FORMAT_R8G8B8A8_UNORM)));
  out.push_back(switchCase(model::formatInfo(VK_FORMAT_R8G8B8A8_UNORM)));
}

}  // namespace vktexel::cases
