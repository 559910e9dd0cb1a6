// PTX `tex` with `.f16x2` / `.f16` results (P-20): Vulkan has no binary16 image results, so the
// lookup returns binary32 and the shader packs it with PackHalf2x16, as the gathers do
// (tld4_f16.cpp): each half either binary16 neighbour of every value the filter may return (the
// rounding is implementation-defined without RoundingModeRTE), the unused half 0. LINEAR on a
// format of each filtering class, NEAREST depth compares (.f16: x alone) on a fixed-point and a
// float depth format.
#include "registry.h"
#include "tex_builders.h"

#include "model/codec.h"

#include <cmath>
#include <string>

namespace vktexel::cases {
namespace {

using model::HalfPacking;

CaseSpec packedCase(const model::FormatInfo& f, HalfPacking packing) {
  const bool pairs = packing == HalfPacking::Pairs;
  CaseSpec c =
      makeTexCase(kTex2D, f, pairs ? "filter_f16x2" : "filter_f16", {"P-20", "P-06"},
                  pairs ? "LINEAR lookup packed as PackHalf2x16(x, y), PackHalf2x16(z, w): either binary16 "
                          "neighbour of every value the filter may return"
                        : "LINEAR lookup's x packed as PackHalf2x16(x, 0): the unused half is 0");
  const double uv[][2] = {{0.5, 0.5}, {3.75, 2.5}, {9.125, 1.375}, {14.875, 6.625}};
  for (const auto& p : uv) {
    Probe probe = sampleAtTexel(kTex2D, p[0], p[1], 0, 0, 0,
                                "(u, v) = (" + std::to_string(p[0]) + ", " + std::to_string(p[1]) + ")");
    probe.query.pack = packing;
    c.probes.push_back(probe);
  }
  return c;
}

CaseSpec packedDrefCase(const model::FormatInfo& f) {
  CaseSpec c =
      makeTexCase(kTex2D, f, "dref_less_f16", {"P-20", "P-10"},
                  "NEAREST depth compare (LESS) packed as PackHalf2x16(result, 0): 0.0 or 1.0 in the "
                  "low half, the high half 0");
  c.view.sampler.depthCompare = true;
  c.view.sampler.compareOp = model::CompareOp::Less;
  c.view.sampler.magFilter = c.view.sampler.minFilter = model::Filter::Nearest;
  for (uint32_t x : {2u, 9u, 13u}) {
    const float d = storedDepth(c, x, 3, 0);
    for (float dref : {d, std::nextafter(d, 2.0f), 1.5f}) {
      Probe p =
          sampleDrefAtTexel(kTex2D, x + 0.5, 3.5, 0, 0, dref,
                            "Dref " + model::floatText(dref) + " at texel (" + std::to_string(x) + ", 3)");
      p.query.pack = HalfPacking::Low;
      c.probes.push_back(p);
    }
  }
  return c;
}

}  // namespace

void addTexF16(std::vector<CaseSpec>& out) {
  for (VkFormat vk : {VK_FORMAT_R8G8B8A8_UNORM, VK_FORMAT_B8G8R8A8_SRGB, VK_FORMAT_R16G16B16A16_SFLOAT,
                      VK_FORMAT_R32G32B32A32_SFLOAT})
    for (HalfPacking p : {HalfPacking::Pairs, HalfPacking::Low})
      out.push_back(packedCase(model::formatInfo(vk), p));
  for (VkFormat vk : {VK_FORMAT_D16_UNORM, VK_FORMAT_D32_SFLOAT})
    out.push_back(packedDrefCase(model::formatInfo(vk)));
}

}  // namespace vktexel::cases
