// One weight per axis for all four components (model/weight_span.h): a result each of whose
// channels some weight explains, but no one weight explains all, is rejected.
#include "model/weight_span.h"

#include "model/floatbits.h"

#include <gtest/gtest.h>

#include <cmath>

namespace vktexel::model {
namespace {

RawResult floats(float x, float y, float z, float w) {
  return {floatToBits(x), floatToBits(y), floatToBits(z), floatToBits(w)};
}

// Two texels along one axis: R goes 0 -> 1, G 1 -> 0 (so R + G = 1 at every alpha), B and A free.
std::shared_ptr<const WeightSpan> crossing(double alphaLo, double alphaHi, double slack = 0) {
  std::array<std::vector<ValueRange>, 4> values;
  values[0] = {{0, 0}, {1, 1}};
  values[1] = {{1, 1}, {0, 0}};
  return footprintSpan(values, {true, true, false, false}, {{alphaLo, alphaHi}}, {slack, slack, 0, 0});
}

TEST(WeightSpan, NoneWhereEveryWeightIsExact) {
  EXPECT_EQ(crossing(0.25, 0.25), nullptr);
}

TEST(WeightSpan, OneAlphaForEveryChannel) {
  const auto span = crossing(0.25, 0.5);
  ASSERT_NE(span, nullptr);
  EXPECT_TRUE(spanAccepts(*span, floats(0.3f, 0.7f, 123, -5)));  // alpha 0.3 for both; B, A free
  EXPECT_TRUE(spanAccepts(*span, floats(0.25f, 0.75f, 0, 0)));   // an end of the range
  EXPECT_FALSE(spanAccepts(*span, floats(0.3f, 0.6f, 0, 0)));    // alpha 0.3 for R, 0.4 for G
  EXPECT_FALSE(spanAccepts(*span, floats(0.5f, 0.75f, 0, 0)));   // the two ends mixed: a box's corner
  EXPECT_FALSE(spanAccepts(*span, floats(0.2f, 0.8f, 0, 0)));    // one alpha, but outside the range
  EXPECT_FALSE(spanAccepts(*span, floats(std::nanf(""), 0.7f, 0, 0)));
  EXPECT_TRUE(spanAccepts(*span, spanCentre(*span)));
}

TEST(WeightSpan, TheSlackWidensEachChannelAtOneAlpha) {
  const auto span = crossing(0.25, 0.5, 0.01);
  EXPECT_TRUE(spanAccepts(*span, floats(0.3f, 0.71f, 0, 0)));  // alpha 0.3, G 0.01 off
  EXPECT_FALSE(spanAccepts(*span, floats(0.3f, 0.6f, 0, 0)));  // still 0.1 apart
}

// Two levels' boxes blended by one delta in [0, 1/4]: level 0 (1, 0), level 1 (0, 1).
TEST(WeightSpan, OneDeltaForEveryChannel) {
  VecCheck fine, coarse;
  fine.c = {ComponentCheck::exactFloat(1), ComponentCheck::exactFloat(0), ComponentCheck{}, ComponentCheck{}};
  coarse.c = {ComponentCheck::exactFloat(0), ComponentCheck::exactFloat(1), ComponentCheck{},
              ComponentCheck{}};
  const auto span = blendSpan(fine, coarse, {0, 0.25}, {0, 0, 0, 0});
  ASSERT_NE(span, nullptr);
  EXPECT_TRUE(spanAccepts(*span, floats(0.9f, 0.1f, 0, 0)));
  EXPECT_FALSE(spanAccepts(*span, floats(1, 0.25f, 0, 0)));               // level weights summing to 1.25
  EXPECT_EQ(blendSpan(fine, coarse, {0.5, 0.5}, {0, 0, 0, 0}), nullptr);  // delta exact: the box
  // A level's own span carries into the blend: alpha and delta both free, one of each.
  VecCheck spanned;
  spanned.c = fine.c;
  spanned.span = crossing(0.25, 0.5);
  const auto both = blendSpan(spanned, coarse, {0, 0.25}, {0, 0, 0, 0});
  ASSERT_NE(both, nullptr);
  EXPECT_EQ(both->params, 2u);
  // alpha 0.3, delta 0.2: R = 0.8 x 0.3 + 0.2 x 0 = 0.24, G = 0.8 x 0.7 + 0.2 x 1 = 0.76.
  EXPECT_TRUE(spanAccepts(*both, floats(0.24f, 0.76f, 0, 0)));
  EXPECT_FALSE(spanAccepts(*both, floats(0.24f, 0.66f, 0, 0)));
}

}  // namespace
}  // namespace vktexel::model
