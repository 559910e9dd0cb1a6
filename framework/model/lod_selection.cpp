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
  if (levelCount == 0) throw std::invalid_argument("a view has at least one level");
  LevelSelection out;
  out.magnified = lambda <= 0;
  const uint32_t q = levelCount - 1;
  const double d = baseLevel + std::clamp(lambda, 0.0, double(q));
  if (mode == MipmapMode::Nearest) {
    // ceil(d' + 1/2) - 1 is preferred, floor(d' + 1/2) allowed: they differ where d' + 1/2 is whole.
    for (double level : {std::ceil(d + 0.5) - 1, std::floor(d + 0.5)}) {
      const uint32_t l = uint32_t(std::clamp(level, double(baseLevel), double(baseLevel + q)));
      if (out.blends.empty() || out.blends.front().fine != l) out.blends.push_back({l, l, 0, 0});
    }
    return out;
  }
  const uint32_t fine = uint32_t(std::floor(d));
  const double delta = d - fine;
  // delta 0 (magnified, a whole d', the last level) reads the fine level alone.
  const uint32_t coarse = delta == 0 ? fine : std::min(fine + 1, baseLevel + q);
  // delta on the 2^-mipmapBits grid, rounded either way; a device may blend more finely than it
  // claims (the limit is a minimum), so everything between the two grid points too.
  const double grid = std::ldexp(1.0, -int(mipmapBits));
  out.blends.push_back({fine, coarse, std::floor(delta / grid) * grid, std::ceil(delta / grid) * grid});
  return out;
}

}  // namespace vktexel::model
