// LINEAR's weighted sum (model/filter.h) and the arithmetic policy (model/filter_arithmetic.h).
#include "model/filter.h"
#include "model/filter_arithmetic.h"
#include "model/formats.h"

#include <gtest/gtest.h>

#include <cmath>

namespace vktexel::model {
namespace {

TEST(Filter, ExactWeightsGiveTheWeightedSum) {
  // 2D, alpha 0.25, beta 0.5: (1 - a)(1 - b) t00 + a(1 - b) t10 + (1 - a) b t01 + a b t11.
  const ValueRange r = weightedSumRange({{1, 1}, {0, 0}, {0, 0}, {0, 0}}, {{0.25, 0.25}, {0.5, 0.5}});
  EXPECT_EQ(r.lo, 0.375);
  EXPECT_EQ(r.hi, 0.375);
  // Weights swapped between the axes' texels (1 - alpha on i1) would give 0.125: told apart.
  EXPECT_NE(weightedSumRange({{0, 0}, {1, 1}, {0, 0}, {0, 0}}, {{0.25, 0.25}, {0.5, 0.5}}).lo, 0.375);
}

TEST(Filter, WeightRangesGiveTheHull) {
  // 1D between 0 and 1 with alpha in [0.25, 0.26]: every value between.
  const ValueRange r = weightedSumRange({{0, 0}, {1, 1}}, {{0.25, 0.26}});
  EXPECT_EQ(r.lo, 0.25);
  EXPECT_EQ(r.hi, 0.26);
  // A texel's own tolerance widens each end by its weight.
  const ValueRange t = weightedSumRange({{0, 0}, {0.9, 1.1}}, {{0.5, 0.5}});
  EXPECT_EQ(t.lo, 0.45);
  EXPECT_EQ(t.hi, 0.55);
}

TEST(Filter, ThreeAxesMultiplyTheirWeights) {
  std::vector<ValueRange> t(8, {0, 0});
  t[7] = {1, 1};  // i1, j1, k1
  const ValueRange r = weightedSumRange(t, {{0.5, 0.5}, {0.5, 0.5}, {0.25, 0.25}});
  EXPECT_EQ(r.lo, 0.0625);
}

TEST(FilterArithmetic, OneUnitOfTheClassPerStage) {
  EXPECT_EQ(filterClassOf(formatInfo(VK_FORMAT_R8G8B8A8_UNORM), 0), FilterClass::Normalized8);
  EXPECT_EQ(filterStageTolerance(formatInfo(VK_FORMAT_R8G8B8A8_UNORM), 0, 1), 1.0 / 255);
  EXPECT_EQ(filterStageTolerance(formatInfo(VK_FORMAT_R8_SNORM), 0, 1), 1.0 / 127);
  EXPECT_EQ(filterClassOf(formatInfo(VK_FORMAT_R8G8B8A8_SRGB), 0), FilterClass::Srgb8);
  EXPECT_EQ(filterClassOf(formatInfo(VK_FORMAT_BC1_RGB_UNORM_BLOCK), 0), FilterClass::Normalized8);
  EXPECT_EQ(filterClassOf(formatInfo(VK_FORMAT_BC6H_UFLOAT_BLOCK), 0), FilterClass::Half);
  EXPECT_EQ(filterClassOf(formatInfo(VK_FORMAT_ASTC_4x4_UNORM_BLOCK), 0), FilterClass::Half);
  EXPECT_EQ(filterClassOf(formatInfo(VK_FORMAT_R16_UNORM), 0), FilterClass::Normalized16);
  EXPECT_EQ(filterStageTolerance(formatInfo(VK_FORMAT_R32G32B32A32_SFLOAT), 0, 4), 4.0 / 65536);
  EXPECT_EQ(filterStageTolerance(formatInfo(VK_FORMAT_R16G16B16A16_SFLOAT), 0, 2), 2.0 / 1024);
  // Near zero, binary16's subnormal spacing: a sum of 1.5 x 2^-24 may read 2^-23, never 2^-22.
  const double floor16 = filterStageTolerance(formatInfo(VK_FORMAT_E5B9G9R9_UFLOAT_PACK32), 1, 9e-8);
  EXPECT_EQ(floor16, std::ldexp(1.0, -24));
  EXPECT_LE(std::ldexp(1.0, -23) - 1.5 * std::ldexp(1.0, -24), floor16);
  EXPECT_GT(std::ldexp(1.0, -22) - 1.5 * std::ldexp(1.0, -24), 2 * floor16);
  // A weight one step of an 8-bit grid off, between texels 0 and 1, moves the result by 1/256:
  // more than two stages of single-precision slack, so such a result fails on RGBA32F.
  EXPECT_LT(2 * filterStageTolerance(formatInfo(VK_FORMAT_R32G32B32A32_SFLOAT), 0, 1), 1.0 / 256);
}

// Issue 64, item 5: the letter is one unit of the format's own precision per stage ("the precision
// of operations is implicitly limited by the specified format of ... texel data"); the stated
// reading beyond it (a cited bound, QualityWarning) adds 2^-16 for 16-bit normalized components and
// takes 2^-10 of the magnitude, up to two binary16 ULPs, for half-precision ones.
TEST(FilterArithmetic, TheLetterIsTheFormatsPrecisionTheReadingMore) {
  const FormatInfo& r16 = formatInfo(VK_FORMAT_R16_UNORM);
  EXPECT_EQ(filterStageTolerance(r16, 0, 1), 1.0 / 65535);
  EXPECT_EQ(filterStageTolerance(r16, 0, 1, true), 1.0 / 65535 + std::ldexp(1.0, -16));
  const FormatInfo& half = formatInfo(VK_FORMAT_R16G16B16A16_SFLOAT);
  EXPECT_EQ(filterStageTolerance(half, 0, 1.5), std::ldexp(1.0, -10));  // binary16's ULP in [1, 2)
  EXPECT_EQ(filterStageTolerance(half, 0, 1.5, true), 1.5 * std::ldexp(1.0, -10));
  EXPECT_EQ(filterStageTolerance(half, 0, 1e-6), std::ldexp(1.0, -24));  // subnormal spacing
  const FormatInfo& rgba8 = formatInfo(VK_FORMAT_R8G8B8A8_UNORM);
  EXPECT_EQ(filterStageTolerance(rgba8, 0, 1, true), filterStageTolerance(rgba8, 0, 1));
  EXPECT_FALSE(filterReadingWidens(rgba8));
  EXPECT_TRUE(filterReadingWidens(r16));
  EXPECT_TRUE(filterReadingWidens(half));
}

}  // namespace
}  // namespace vktexel::model
