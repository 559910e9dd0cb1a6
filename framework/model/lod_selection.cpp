#include "model/lod_selection.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>
#include <string>

namespace vktexel::model {

double lambdaOf(double lambdaBase, const LodTerms& t) {
  const double bias = std::clamp(t.samplerBias + t.operandBias, -t.maxSamplerLodBias, t.maxSamplerLodBias);
  const double lodMin = std::max(t.samplerMinLod, t.operandMinLod), lodMax = t.samplerMaxLod;
  if (lodMin > lodMax)
    throw std::invalid_argument("lambda is undefined where lod_min (" + std::to_string(lodMin) +
                                ") > lod_max (" + std::to_string(lodMax) + ")");
  return std::clamp(lambdaBase + bias, lodMin, lodMax);
}

LevelSelection selectLevels(double lambda, uint32_t baseLevel, uint32_t levelCount, MipmapMode mode,
                            uint32_t mipmapBits) {
  return selectLevelsOver(lambda, lambda, baseLevel, levelCount, mode, mipmapBits);
}

LevelSelection selectLevelsOver(double lambdaLo, double lambdaHi, uint32_t baseLevel, uint32_t levelCount,
                                MipmapMode mode, uint32_t mipmapBits) {
  if (levelCount == 0) throw std::invalid_argument("a view has at least one level");
  LevelSelection out;
  // "The LOD must be computed with mipmapPrecisionBits of accuracy" (Vulkan "Scale Factor
  // Operation, LOD Operation and Image Level(s) Selection"): lambda on the 2^-mipmapBits grid,
  // rounded either way (as delta below), so 0 < lambda < 2^-mipmapBits may read as 0 and magnify
  // ("Texel Filtering": magFilter where lambda <= 0); lambdas on the grid, 0 included, are exact.
  // An NVIDIA H200 (8 bits) magnifies at Lod 2^-20.
  const double accuracy = std::ldexp(1.0, -int(mipmapBits));
  out.magnified = lambdaLo < accuracy;
  out.minified = lambdaHi > 0;
  const uint32_t q = levelCount - 1, last = baseLevel + q;
  const double dLo = baseLevel + std::clamp(lambdaLo, 0.0, double(q));
  const double dHi = baseLevel + std::clamp(lambdaHi, 0.0, double(q));
  if (mode == MipmapMode::Nearest) {
    // ceil(d' + 1/2) - 1 is preferred, floor(d' + 1/2) allowed: they differ where d' + 1/2 is whole;
    // over a range of d', every level between. The level is chosen from the LOD as computed, on the
    // 2^-mipmapBits grid either way (as the filter switch above): Lod 0.47 at 4 bits may read as
    // 0.5, and then level 1 too.
    const double gridLo = baseLevel + std::clamp(std::floor(lambdaLo / accuracy) * accuracy, 0.0, double(q));
    const double gridHi = baseLevel + std::clamp(std::ceil(lambdaHi / accuracy) * accuracy, 0.0, double(q));
    const double first = std::ceil(gridLo + 0.5) - 1, past = std::floor(gridHi + 0.5);
    for (double level = first; level <= past; ++level) {
      const uint32_t l = uint32_t(std::clamp(level, double(baseLevel), double(last)));
      if (out.blends.empty() || out.blends.back().fine != l) out.blends.push_back({l, l, 0, 0});
    }
    return out;
  }
  // delta on the 2^-mipmapBits grid, rounded either way; a device may blend more finely than it
  // claims (the limit is a minimum), so everything between the two grid points too.
  const double grid = std::ldexp(1.0, -int(mipmapBits));
  for (double f = std::floor(dLo); f <= std::floor(dHi); ++f) {
    const uint32_t fine = uint32_t(f);
    const double lo = std::max(dLo, f) - f, hi = std::min(dHi, f + 1) - f;
    // delta 0 (magnified, a whole d', the last level) reads the fine level alone.
    const uint32_t coarse = hi == 0 ? fine : std::min(fine + 1, last);
    out.blends.push_back({fine, coarse, std::floor(lo / grid) * grid, std::ceil(hi / grid) * grid});
  }
  return out;
}

}  // namespace vktexel::model
