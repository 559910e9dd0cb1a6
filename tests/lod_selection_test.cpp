// Level-of-detail selection (model/lod_selection.h): each rule beside the answer a plausible driver
// bug gives (bias not clamped, MinLod ignored, the filter switch at lambda = -0.5, delta not
// quantized, the view's base level ignored).
#include "model/lod_selection.h"

#include <gtest/gtest.h>

#include <cmath>
#include <stdexcept>
#include <string>

namespace vktexel::model {
namespace {

TEST(LodSelection, TheSummedBiasIsClampedToTheDeviceLimit) {
  LodTerms t;
  t.samplerBias = 3;
  t.operandBias = 1;
  t.maxSamplerLodBias = 2;
  EXPECT_EQ(lambdaOf(1.0, t), 3.0);
  EXPECT_NE(lambdaOf(1.0, t), 5.0);  // bias not clamped
  t.samplerBias = -6;
  EXPECT_EQ(lambdaOf(1.0, t), 0.0);  // -2 applied, then minLod 0
}

TEST(LodSelection, TheLargerMinLodAndTheSamplersMaxLodClamp) {
  LodTerms t;
  t.operandMinLod = 1.5;
  EXPECT_EQ(lambdaOf(0.5, t), 1.5);
  EXPECT_NE(lambdaOf(0.5, t), 0.5);  // MinLod ignored
  t.samplerMinLod = 2.25;
  EXPECT_EQ(lambdaOf(0.5, t), 2.25);
  t.samplerMaxLod = 2.5;
  EXPECT_EQ(lambdaOf(7.0, t), 2.5);
  t.samplerMaxLod = 2.0;  // lod_min > lod_max: undefined, never asked
  EXPECT_THROW(lambdaOf(1.0, t), std::invalid_argument);
}

TEST(LodSelection, MagFilterAtLambdaZeroMinFilterJustAbove) {
  EXPECT_TRUE(selectLevels(0.0, 0, 4, MipmapMode::Nearest, 8).magnified);
  EXPECT_FALSE(selectLevels(std::ldexp(1.0, -8), 0, 4, MipmapMode::Nearest, 8).magnified);
  EXPECT_TRUE(selectLevels(std::ldexp(1.0, -8), 0, 4, MipmapMode::Nearest, 8).minified);
  // A switch at lambda = -0.5 would minify here.
  EXPECT_TRUE(selectLevels(-0.25, 0, 4, MipmapMode::Nearest, 8).magnified);
  EXPECT_FALSE(selectLevels(-0.25, 0, 4, MipmapMode::Nearest, 8).minified);
}

// lambda is computed to mipmapPrecisionBits: on the grid, rounded either way, so a lambda in
// (0, 2^-bits) may magnify; 0 and every lambda on the grid are exact.
TEST(LodSelection, EitherFilterBelowTheFirstLodStep) {
  const LevelSelection tiny = selectLevels(std::ldexp(1.0, -20), 0, 4, MipmapMode::Linear, 8);
  EXPECT_TRUE(tiny.magnified);
  EXPECT_TRUE(tiny.minified);
  EXPECT_FALSE(
      selectLevels(-std::ldexp(1.0, -20), 0, 4, MipmapMode::Linear, 8).minified);  // rounds to 0 at most
  EXPECT_FALSE(selectLevels(0.0, 0, 4, MipmapMode::Linear, 8).minified);
  EXPECT_FALSE(selectLevels(std::ldexp(1.0, -8), 0, 4, MipmapMode::Linear, 8).magnified);  // on the grid
  EXPECT_TRUE(selectLevels(std::ldexp(1.0, -8), 0, 4, MipmapMode::Linear, 4).magnified);   // 4 bits: below it
}

TEST(LodSelection, NearestAcceptsBothRoundingRulesOnlyAtTies) {
  const LevelSelection tie = selectLevels(0.5, 0, 4, MipmapMode::Nearest, 8);
  ASSERT_EQ(tie.blends.size(), 2u);
  EXPECT_EQ(tie.blends[0].fine, 0u);  // ceil(d' + 1/2) - 1, preferred
  EXPECT_EQ(tie.blends[1].fine, 1u);  // floor(d' + 1/2)
  const LevelSelection below = selectLevels(0.49, 0, 4, MipmapMode::Nearest, 8);
  ASSERT_EQ(below.blends.size(), 1u);
  EXPECT_EQ(below.blends[0].fine, 0u);
}

// "The LOD must be computed with mipmapPrecisionBits of accuracy" holds for NEAREST level selection
// too (issue 54, item 7): Lod 0.47 at 4 bits lies between grid points 0.4375 and 0.5, and read as
// 0.5 it is a tie, so level 1 is allowed beside level 0. With 8 bits (grid points 0.46875 and
// 0.47265625) it stays level 0 alone, as 0.4375 does at 4 bits (a grid point: exact).
TEST(LodSelection, NearestTakesTheLodOnTheMipmapGrid) {
  const LevelSelection coarse = selectLevels(0.47, 0, 4, MipmapMode::Nearest, 4);
  ASSERT_EQ(coarse.blends.size(), 2u);
  EXPECT_EQ(coarse.blends[0].fine, 0u);
  EXPECT_EQ(coarse.blends[1].fine, 1u);
  EXPECT_EQ(selectLevels(0.47, 0, 4, MipmapMode::Nearest, 8).blends.size(), 1u);
  EXPECT_EQ(selectLevels(0.4375, 0, 4, MipmapMode::Nearest, 4).blends.size(), 1u);  // on the grid: exact
  const LevelSelection past = selectLevels(1.53, 0, 4, MipmapMode::Nearest, 4);     // 1.5 or 1.5625
  ASSERT_EQ(past.blends.size(), 2u);
  EXPECT_EQ(past.blends[0].fine, 1u);
  EXPECT_EQ(past.blends[1].fine, 2u);
}

TEST(LodSelection, LevelsCountFromTheViewsBaseAndClampToItsLast) {
  const LevelSelection based = selectLevels(1.0, 2, 3, MipmapMode::Nearest, 8);
  ASSERT_EQ(based.blends.size(), 1u);
  EXPECT_EQ(based.blends[0].fine, 3u);  // base level ignored: 1
  const LevelSelection clamped = selectLevels(10.0, 1, 3, MipmapMode::Nearest, 8);
  EXPECT_EQ(clamped.blends[0].fine, 3u);
  const LevelSelection top = selectLevels(10.0, 1, 3, MipmapMode::Linear, 8);
  EXPECT_EQ(top.blends[0].fine, 3u);
  EXPECT_EQ(top.blends[0].coarse, 3u);
  EXPECT_EQ(top.blends[0].deltaHi, 0.0);
}

TEST(LodSelection, LinearDeltaIsOnTheDevicesGridRoundedEitherWay) {
  const LevelSelection on = selectLevels(1.25, 0, 4, MipmapMode::Linear, 4);
  ASSERT_EQ(on.blends.size(), 1u);
  EXPECT_EQ(on.blends[0].fine, 1u);
  EXPECT_EQ(on.blends[0].coarse, 2u);
  EXPECT_EQ(on.blends[0].deltaLo, 0.25);
  EXPECT_EQ(on.blends[0].deltaHi, 0.25);
  const LevelBlend off = selectLevels(1.3, 0, 4, MipmapMode::Linear, 4).blends[0];
  EXPECT_EQ(off.deltaLo, 0.25);
  EXPECT_EQ(off.deltaHi, 0.3125);
  // Quantized to 8 bits instead of the device's 4: a narrower range than the device may give.
  const LevelBlend fine = selectLevels(1.3, 0, 4, MipmapMode::Linear, 8).blends[0];
  EXPECT_GT(fine.deltaLo, off.deltaLo);
  EXPECT_LT(fine.deltaHi, off.deltaHi);
}

// The sampler's level-of-detail state names itself in its keys only where it differs from the
// defaults every earlier case has, so their keys (and llvmpipe slot signatures) stay as they were.
TEST(LodSelection, SamplerKeysNameOnlyNonDefaultLodState) {
  SamplerSpec s;
  const std::string plain = s.key();
  EXPECT_EQ(plain.find("mip_"), std::string::npos);
  s.mipmapMode = MipmapMode::Linear;
  s.mipLodBias = -0.5f;
  s.minLod = 1.25f;
  s.maxLod = 2.0f;
  EXPECT_EQ(s.key(), plain + ",mip_linear,bias_-0.5,minlod_1.25,maxlod_2");
  EXPECT_NE(s.compiledStateKey().find(",mip_linear,bias_-0.5"), std::string::npos);
}

}  // namespace
}  // namespace vktexel::model
