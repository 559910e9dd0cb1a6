// lambda_base from Grad derivatives (model/gradient_lod.h), beside the answers of plausible bugs:
// the derivative scaled by level 0 instead of the view's base level, the sqrt(2) bound ignored,
// rho taken from dx alone.
#include "model/gradient_lod.h"

#include <gtest/gtest.h>

#include <cmath>

namespace vktexel::model {
namespace {

TEST(GradientLod, OneNonZeroComponentGivesHalfALevelOfFreedom) {
  Gradients g;
  g.dx = {std::exp2(-0.25) / 4, 0, 0};  // m = 16 x 2^-2.25: log2 m = 1.75
  const LambdaRange r = lambdaBaseRange(g, {16, 8, 1}, 2);
  EXPECT_DOUBLE_EQ(r.lo, 1.75);
  EXPECT_DOUBLE_EQ(r.hi, 2.25);  // sqrt(2) m: half a level more, never beyond
}

TEST(GradientLod, DiagonalDerivativesReachTheSqrt2BoundOfTheSum) {
  Gradients g;
  g.dx = {1.0 / 16, 1.0 / 8, 0};  // m_u = m_v = 1
  const LambdaRange r = lambdaBaseRange(g, {16, 8, 1}, 2);
  EXPECT_DOUBLE_EQ(r.lo, 0.0);                            // max(m_u, m_v)
  EXPECT_DOUBLE_EQ(r.hi, std::log2(2 * std::sqrt(2.0)));  // sqrt(2) (m_u + m_v): 1.5
}

TEST(GradientLod, TheLargerOfDxAndDyAndTheBaseLevelsSize) {
  Gradients g;
  g.dx = {1.0 / 16, 0, 0};
  g.dy = {0, 4.0 / 8, 0};  // m_vy = 4 on the base level's height 8
  const LambdaRange r = lambdaBaseRange(g, {16, 8, 1}, 2);
  EXPECT_DOUBLE_EQ(r.lo, 2.0);                                 // dx alone would give 0
  const LambdaRange based = lambdaBaseRange(g, {8, 4, 1}, 2);  // a view whose base is level 1
  EXPECT_DOUBLE_EQ(based.lo, 1.0);
}

TEST(GradientLod, ZeroDerivativesMagnifyAndALayerHasNone) {
  const LambdaRange zero = lambdaBaseRange(Gradients{}, {16, 8, 1}, 2);
  EXPECT_TRUE(std::isinf(zero.lo) && zero.lo < 0);
  Gradients g;
  g.dx = {0, 0, 100};  // r of a 2D view (an array's layer): not a spatial axis
  EXPECT_TRUE(std::isinf(lambdaBaseRange(g, {16, 8, 1}, 2).hi));
  EXPECT_DOUBLE_EQ(lambdaBaseRange(g, {16, 8, 4}, 3).lo, std::log2(400.0));  // 3D: w x depth
}

}  // namespace
}  // namespace vktexel::model
