// `tex` cases with the Grad operand drawn by `vktexel fuzz` (issue 66; SEMANTICS §14.2, P-40): the
// sampler, view and image as the explicit-Lod form draws them (fuzz_tex.cpp), and per probe
// derivatives dP/dx and dP/dy on drawn axes with drawn signs, of magnitudes that put lambda between
// a level below the view and one past its last level, on quarter steps most often; sometimes a
// MinLod operand (shaderResourceMinLod). The model accepts every lambda the spec's rho
// approximations allow (model/gradient_lod.h).
#include "fuzz_families.h"
#include "fuzz_tex_parts.h"
#include "tex_builders.h"

#include <algorithm>
#include <cmath>
#include <string>

namespace vktexel::cases {
namespace {

constexpr size_t kProbes = 40;

// A derivative magnitude for an axis of `size` texels: 2^k / size, lambda near k.
float drawMagnitude(model::SplitMix64& r, uint32_t size, uint32_t levels) {
  const float k = r.chance(0.6) ? drawNear(r, -1, float(levels) + 1, 0.25) : float(r.uniform(-2, levels + 2));
  return float(std::exp2(double(k)) / size);
}

}  // namespace

CaseSpec drawTexGradCase(uint64_t seed, uint64_t index, model::SplitMix64& r) {
  SampledDraw d = drawSampledCase(r);
  const FuzzGeometry& g = d.geometry;
  CaseSpec& c = d.spec;
  const bool minLod = r.chance(0.2);
  c.name = fuzzCaseName(seed, index, "tex", g, d.format,
                        "grad_" + samplerSummary(c.view.sampler) + (minLod ? "_minlod" : "") +
                            (c.view.separateSampler ? "_separate" : ""));
  c.clauses.push_back("P-40");
  c.description = "drawn by vktexel fuzz (seed " + std::to_string(seed) + ", case " + std::to_string(index) +
                  "): sampled lookups with Grad derivatives on drawn axes, signs and magnitudes" +
                  (minLod ? " and a MinLod operand" : "") + ", through a drawn sampler, view and image";
  const int axes = model::isCube(g.view.type) ? 3 : model::spatialDims(g.view.type);
  const uint32_t full = (1u << axes) - 1;
  const model::Extent e = g.viewExtent(0);
  const uint32_t sizes[3] = {e.width, e.height, e.depth};
  for (size_t i = 0; i < kProbes; ++i) {
    const uint32_t gridLevel = r.below(g.view.levelCount);
    const auto [s, t, q, layer] = drawLookupCoordinates(r, g, gridLevel);
    Probe p =
        sampleAt(s, t, q, layer, 0,
                 "draw " + std::to_string(i) + " (grid of view level " + std::to_string(gridLevel) + ")");
    const uint32_t maskX = r.chance(0.15) ? 0 : r.between(1, full),
                   maskY = r.chance(0.3) ? 0 : r.between(1, full);
    const uint32_t axis = r.below(uint32_t(axes));
    const float gx = maskX ? drawMagnitude(r, sizes[axis], g.view.levelCount) : 0;
    const float gy = maskY ? drawMagnitude(r, sizes[axis], g.view.levelCount) : 0;
    p.query.setSampleGrad(gx, maskX, gy, maskY, r.below(full + 1), r.below(full + 1));
    if (minLod) {  // at most the sampler's maxLod: beyond it lambda is undefined
      const float most = std::min(float(g.view.levelCount), c.view.sampler.maxLod);
      p.query.setSampleMinLod(float(r.below(uint32_t(std::floor(most * 16)) + 1)) / 16);
    }
    c.probes.push_back(p);
  }
  return c;
}

}  // namespace vktexel::cases
