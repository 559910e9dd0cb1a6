// The PTX `.f16` / `.f16x2` and SASS `.F16` results (P-20, S-09, S-11): Vulkan has no binary16
// image results, so the suite gathers in binary32 and packs with PackHalf2x16, accepting either
// binary16 neighbour (the rounding mode is implementation-defined without RoundingModeRTE) and
// requiring the unused half to be 0. Integer formats have no .F16 form (S-10).
#include "gather_probes.h"
#include "registry.h"

namespace vktexel::cases {
namespace {

const Shape kShape{"2d", model::ViewType::D2, model::ImageDim::D2, 16, 8, 1, 1};

CaseSpec packedCase(const model::FormatInfo& f, model::HalfPacking packing) {
  const bool pairs = packing == model::HalfPacking::Pairs;
  CaseSpec c =
      makeCase("tld4", kShape, f, pairs ? "f16x2" : "f16", model::Tier::None, {"P-20", "S-09", "S-11"},
               pairs ? "f32 gather packed as PackHalf2x16(x, y), PackHalf2x16(z, w): either binary16 "
                       "neighbour of each value"
                     : "f32 gather's x packed as PackHalf2x16(x, 0): the unused upper half is 0");
  c.view.withSampler = true;
  for (int k = 0; k < 4; ++k)
    for (int32_t j0 : {0, 3, 6})
      for (int32_t i0 : {0, 5, 14}) {
        Probe p = gatherAt(kShape, i0, j0, 0, k, "packed gather");
        p.query.pack = packing;
        c.probes.push_back(p);
      }
  return c;
}

}  // namespace

void addTld4F16(std::vector<CaseSpec>& out) {
  for (const model::FormatInfo& f : model::sampledFormats()) {
    if (f.sampledType() != model::SampledType::Float) continue;
    for (model::HalfPacking p : {model::HalfPacking::Pairs, model::HalfPacking::Low})
      out.push_back(packedCase(f, p));
  }
}

}  // namespace vktexel::cases
