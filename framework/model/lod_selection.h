// The level of detail a sampled lookup selects (Vulkan "Level-of-Detail Operation" and "Image
// Level(s) Selection"; SEMANTICS §14.2, P-06, P-40): from lambda_base (an explicit Lod, or log2 of
// rho for Grad) through the bias and the clamps to lambda, which picks magFilter (lambda <= 0) or
// minFilter, then d' = baseMipLevel + clamp(lambda, 0, q) and the level or the two levels the
// mipmap mode reads. Where the spec leaves a choice the result holds every branch: both NEAREST
// rounding rules, and delta rounded either way to the device's mipmapPrecisionBits (or finer).
#pragma once

#include "model/sampler.h"

#include <cstdint>
#include <vector>

namespace vktexel::model {

// The sampler's and the instruction's terms of lambda.
struct LodTerms {
  double samplerBias = 0;        // VkSamplerCreateInfo::mipLodBias
  double operandBias = 0;        // a Bias image operand (implicit-Lod instructions only)
  double maxSamplerLodBias = 0;  // the device limit the summed bias is clamped to (+-); 0: no bias
  double samplerMinLod = 0;      // VkSamplerCreateInfo::minLod
  double operandMinLod = 0;      // the MinLod image operand (shaderResourceMinLod)
  double samplerMaxLod = kLodClampNone;
};

// lambda from lambda_base: the bias clamped to +-maxSamplerLodBias is added, then lambda is
// clamped to [max(minLod, MinLod), maxLod]. Throws std::invalid_argument where lod_min > lod_max
// (the spec leaves lambda undefined: no case may ask it).
double lambdaOf(double lambdaBase, const LodTerms& t);

// One way the levels may be read: level `fine` weighted 1 - delta and `coarse` weighted delta, delta
// anywhere in [deltaLo, deltaHi] (NEAREST: one level, delta 0).
struct LevelBlend {
  uint32_t fine = 0, coarse = 0;
  double deltaLo = 0, deltaHi = 0;
};

struct LevelSelection {
  bool magnified = true;           // some lambda <= 0: magFilter
  bool minified = false;           // some lambda > 0: minFilter
  std::vector<LevelBlend> blends;  // every branch the spec allows
};

// The levels of a view (baseLevel, levelCount) a lambda reads. mipmapBits: the device's
// mipmapPrecisionBits, the grid delta is rounded to (either way) before the blend.
LevelSelection selectLevels(double lambda, uint32_t baseLevel, uint32_t levelCount, MipmapMode mode,
                            uint32_t mipmapBits);

// The same for every lambda of [lambdaLo, lambdaHi] (a Grad lookup's range, model/gradient_lod.h):
// the union of their branches, each LINEAR blend's delta over the part of the range on its levels.
LevelSelection selectLevelsOver(double lambdaLo, double lambdaHi, uint32_t baseLevel, uint32_t levelCount,
                                MipmapMode mode, uint32_t mipmapBits);

}  // namespace vktexel::model
