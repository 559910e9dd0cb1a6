// PTX `tex` with f32 coordinates (seeds/ptx-texture-instructions.md) as OpImageSampleExplicitLod
// through a combined image sampler, one level at a time (SEMANTICS §14; P-03, P-06, P-07):
// - every format on a 2D view: its own texels LINEAR-filtered where the format filters (decoded,
//   sRGB to linear, before they are weighted), NEAREST otherwise, at Lod 0 on level 0 and Lod 1 on
//   level 1;
// - the switch between the sampler's filters (magFilter at lambda <= 0, minFilter above) with
//   magFilter != minFilter both ways, probes of both sides in one dispatch (each invocation's own
//   lambda decides), on a few formats of each filtering class;
// - the weight read-out (a 2x2-periodic one-hot image: the result is the four weights; RGBA32F, and
//   one format of each other filtering class with LINEAR) at
//   coordinates on the sub-texel grid of every device (exact), one step finer than the spec's
//   minimum (either neighbour, and between), negative coordinates and 3.49999 (a fixed-point weight
//   rounded the wrong way reads the other texel);
// - an odd size, where s x width is no power-of-two scaling.
#include "registry.h"
#include "representatives.h"
#include "tex_builders.h"

#include <cmath>
#include <string>

namespace vktexel::cases {
namespace {

using model::Filter;

std::string at(double u, double v) {
  char text[64];
  std::snprintf(text, sizeof text, "(u, v) = (%g, %g)", u, v);
  return text;
}

// Every format's own texels, LINEAR where it filters, else NEAREST, at Lod 0 on level 0 and Lod 1 on
// level 1 (8 x 4), clamped to the edge (the sampler state drivers filter fastest: SwiftShader, for
// one, filters in 16-bit fixed point unless a border is active). alpha and beta lie on the 2^-3
// grid: exact on every device.
CaseSpec filterCase(const model::FormatInfo& f) {
  CaseSpec c =
      makeTexCase(kTex2D, f, "filter", {"P-03", "P-06", "P-07"},
                  std::string("f32 coordinates through a ") + (linearFilterable(f) ? "LINEAR" : "NEAREST") +
                      " sampler on level 0 (Lod 0) and level 1 (Lod 1): the format's texels decoded, sRGB "
                      "to linear, before they are weighted");
  const double uv[][2] = {{0.5, 0.5}, {3.75, 2.5}, {6.0, 4.25}, {9.125, 1.375}, {14.875, 6.625}, {15.5, 7.5}};
  for (const auto& p : uv)
    c.probes.push_back(sampleAtTexel(kTex2D, p[0], p[1], 0, 0, 0, "Lod 0 " + at(p[0], p[1])));
  // In level-0 texels: level 1's u is half of these.
  const double level1[][2] = {{3.75 * 2, 1.5 * 2}, {0.25 * 2, 3.5 * 2}, {7.5 * 2, 0.5 * 2}};
  for (const auto& p : level1)
    c.probes.push_back(
        sampleAtTexel(kTex2D, p[0], p[1], 0, 0, 1, "Lod 1 " + at(p[0] / 2, p[1] / 2) + " of level 1"));
  return c;
}

// magFilter != minFilter: Lod 0 (lambda 0: magnified) and Lod 1 (minified) interleaved, so
// neighbouring invocations of one dispatch take different filters. NEAREST must read one texel
// exactly, LINEAR the weighted footprint; reading either as the other fails.
CaseSpec magMinCase(const model::FormatInfo& f, Filter mag) {
  const Filter min = mag == Filter::Linear ? Filter::Nearest : Filter::Linear;
  CaseSpec c =
      makeTexCase(kTex2D, f, std::string("mag_") + model::toString(mag) + "_min_" + model::toString(min),
                  {"P-03", "P-06"},
                  std::string("magFilter ") + model::toString(mag) + ", minFilter " + model::toString(min) +
                      ": Lod 0 (lambda 0) takes magFilter, Lod 1 minFilter, each invocation by its own "
                      "lambda (neighbouring invocations alternate)");
  c.view.sampler.magFilter = mag;
  c.view.sampler.minFilter = min;
  const double uv[][2] = {{3.75, 2.5}, {6.25, 4.75}, {9.625, 1.375}, {12.5, 5.25}};
  for (const auto& p : uv)
    for (float lod : {0.0f, 1.0f})
      c.probes.push_back(sampleAtTexel(kTex2D, p[0], p[1], 0, 0, lod,
                                       "Lod " + std::to_string(int(lod)) + " " + at(p[0], p[1])));
  return c;
}

// The weight read-out: the result is (w of the even-even texel, odd-even, even-odd, odd-odd).
CaseSpec weightsCase(const model::FormatInfo& f, Filter filter) {
  const bool linear = filter == Filter::Linear;
  CaseSpec c =
      makeTexCase(kTex2D, f, linear ? "weights" : "weights_nearest", {"P-06", "P-07"},
                  std::string(linear ? "LINEAR" : "NEAREST") +
                      " on a 2x2-periodic one-hot image, so the result is the four texel weights: alpha = "
                      "frac(u - 1/2) on the "
                      "device's sub-texel grid (any rounding, or finer), never the neighbouring grid step");
  c.image.fill = model::FillPattern::WeightReadout;
  c.view.sampler.magFilter = c.view.sampler.minFilter = filter;
  // u - 1/2 on the 2^-4 grid (exact everywhere), then a step finer than 4 bits and than 8 bits.
  const double onGrid[] = {4.5, 4.5625, 4.75, 5.0, 5.4375, 6.25};
  for (double u : onGrid)
    c.probes.push_back(sampleAtTexel(kTex2D, u, 3.5 + (u - 4.5), 0, 0, 0, at(u, 3.5 + (u - 4.5))));
  for (double step : {1.0 / 32, 1.0 / 512})
    c.probes.push_back(sampleAtTexel(kTex2D, 7.25 + step, 2.75 - step, 0, 0, 0,
                                     "one step finer than 2^-" +
                                         std::to_string(int(std::log2(1 / step)) - 1) + ": " +
                                         at(7.25 + step, 2.75 - step)));
  // 3.49999 in texels: alpha within 2^-8 of 1, so (i0, i1) = (2, 3) weighted almost all on 3.
  const float near = 3.49999f;
  c.probes.push_back(sampleAt(near / 16, 3.5f / 8, 0, 0, 0, "u = 3.49999 (alpha just below 1)"));
  // Negative coordinates: u - 1/2 = -1.25 floors to -2 (clamp to edge reads texel 0 for both).
  c.probes.push_back(sampleAtTexel(kTex2D, -0.75, 1.5, 0, 0, 0, "negative " + at(-0.75, 1.5)));
  c.probes.push_back(sampleAtTexel(kTex2D, 2.25, -0.25, 0, 0, 0, "negative " + at(2.25, -0.25)));
  return c;
}

// An odd size: s = k/64 makes u = s x 13 exact in binary32 (a dyadic value), whatever the width.
CaseSpec oddSizeCase(const model::FormatInfo& f) {
  CaseSpec c = makeTexCase(kTexOdd2D, f, "filter", {"P-06", "P-07"},
                           "LINEAR on a 13 x 7 image: u = s x 13 is no power-of-two scaling");
  for (int k : {7, 20, 33, 45, 58})
    c.probes.push_back(sampleAt(float(k) / 64, float(k + 5) / 64, 0, 0, 0,
                                "s = " + std::to_string(k) + "/64, t = " + std::to_string(k + 5) + "/64"));
  return c;
}

}  // namespace

void addTex(std::vector<CaseSpec>& out) {
  // The filter switch on one format of each filtering class (model/filter_arithmetic.h).
  for (VkFormat vk : {VK_FORMAT_R8G8B8A8_UNORM, VK_FORMAT_B8G8R8A8_SRGB, VK_FORMAT_R16G16B16A16_SFLOAT,
                      VK_FORMAT_R32G32B32A32_SFLOAT})
    for (Filter mag : {Filter::Linear, Filter::Nearest})
      out.push_back(magMinCase(model::formatInfo(vk), mag));
  for (const model::FormatInfo& f : model::sampledFormats()) {
    out.push_back(filterCase(f));
    if (isLayoutRepresentative(f) && linearFilterable(f)) out.push_back(oddSizeCase(f));
  }
  const model::FormatInfo& rgba32f = model::formatInfo(VK_FORMAT_R32G32B32A32_SFLOAT);
  out.push_back(weightsCase(rgba32f, Filter::Linear));
  out.push_back(weightsCase(rgba32f, Filter::Nearest));
  // The read-out on one format of each other filtering class: texels 0 and 1 (minimum and maximum
  // codes), so an alpha off its grid moves the result by the whole step, never hidden inside the
  // class's one-unit-per-stage arithmetic (issue 64, item 5: alpha + 4/256 at an exact grid point).
  for (VkFormat vk : {VK_FORMAT_R8G8B8A8_UNORM, VK_FORMAT_B8G8R8A8_SRGB, VK_FORMAT_R16G16B16A16_UNORM,
                      VK_FORMAT_R16G16B16A16_SFLOAT})
    out.push_back(weightsCase(model::formatInfo(vk), Filter::Linear));
}

}  // namespace vktexel::cases
