// Texel coordinates of sampled lookups (model/sample_coordinates.h) on hand-worked values: what a
// device with a given sub-texel grid may select, and the neighbouring answers it may not.
#include "model/sample_coordinates.h"

#include <gtest/gtest.h>

#include <cmath>

namespace vktexel::model {
namespace {

TEST(SampleCoordinates, ExactProductsStayExact) {
  const AxisRange u = texelCoordinate(0.40625f, 16, true, 0);  // 13/32 x 16 = 6.5
  EXPECT_EQ(u.lo, 6.5);
  EXPECT_EQ(u.hi, 6.5);
  const AxisRange odd = texelCoordinate(0.25f, 13, true, 2);  // 3.25, then ConstOffset 2
  EXPECT_EQ(odd.lo, 5.25);
  EXPECT_EQ(odd.hi, 5.25);
  const AxisRange raw = texelCoordinate(3.75f, 16, false, 0);  // unnormalized: u = s
  EXPECT_EQ(raw.lo, 3.75);
}

// 0.1 x 13 = 1.3000000193715096 exactly, not a binary32 value: either neighbour.
TEST(SampleCoordinates, InexactProductsAllowBothBinary32Neighbours) {
  const AxisRange u = texelCoordinate(0.1f, 13, true, 0);
  EXPECT_LT(u.lo, double(0.1f) * 13);
  EXPECT_GT(u.hi, double(0.1f) * 13);
  EXPECT_EQ(float(u.lo), u.lo);
  EXPECT_EQ(float(u.hi), u.hi);
  EXPECT_EQ(std::nextafter(float(u.lo), 2.0f), float(u.hi));  // one ULP apart, no more
}

TEST(SampleCoordinates, NearestIsTheFloorAwayFromBoundaries) {
  EXPECT_EQ(nearestTexels({6.5, 6.5}, 8), std::vector<int32_t>{6});
  EXPECT_EQ(nearestTexels({7.0, 7.0}, 8), std::vector<int32_t>{7});  // on a boundary: exactly floor
  // Within one 2^-8 step below a boundary: the grid point above is 7.0, so texel 7 too.
  EXPECT_EQ(nearestTexels({7.0 - 1.0 / 1024, 7.0 - 1.0 / 1024}, 8), (std::vector<int32_t>{6, 7}));
  // Just above a boundary snapping never goes below it: texel 7 alone.
  EXPECT_EQ(nearestTexels({7.0 + 1.0 / 1024, 7.0 + 1.0 / 1024}, 8), std::vector<int32_t>{7});
  // Negative coordinates floor toward minus infinity: -0.25 reads texel -1 (the address mode's).
  EXPECT_EQ(nearestTexels({-0.25, -0.25}, 8), std::vector<int32_t>{-1});
}

TEST(SampleCoordinates, LinearOnTheGridIsExact) {
  // u - 1/2 = 3.25: i0 = 3, alpha 0.25 on a 2^-8 grid (and on a 2^-4 one).
  const std::vector<LinearAxis> f = linearFootprints({3.75, 3.75}, 8);
  ASSERT_EQ(f.size(), 1u);
  EXPECT_EQ(f[0].i0, 3);
  EXPECT_EQ(f[0].alphaLo, 0.25);
  EXPECT_EQ(f[0].alphaHi, 0.25);
  // u = 0: u - 1/2 = -0.5, i0 = -1 (outside: the address mode's texel), alpha 0.5.
  const std::vector<LinearAxis> edge = linearFootprints({0.0, 0.0}, 4);
  EXPECT_EQ(edge[0].i0, -1);
  EXPECT_EQ(edge[0].alphaLo, 0.5);
}

TEST(SampleCoordinates, LinearOffTheGridAllowsBothNeighboursAndBetween) {
  // u - 1/2 = 3.25 + 2^-10: between 0.25 and 0.25 + 2^-8 on an 8-bit grid.
  const double u = 3.75 + 1.0 / 1024;
  const std::vector<LinearAxis> f = linearFootprints({u, u}, 8);
  ASSERT_EQ(f.size(), 1u);
  EXPECT_EQ(f[0].alphaLo, 0.25);
  EXPECT_EQ(f[0].alphaHi, 0.25 + 1.0 / 256);
  // A 4-bit grid is coarser: 0.25 to 0.3125.
  EXPECT_EQ(linearFootprints({u, u}, 4)[0].alphaHi, 0.3125);
  // 3.49999 (Mesa's fixed-point bug): u - 1/2 = 2.99999, within a step of 3: footprint 2 with alpha
  // up to 1, or footprint 3 from 0 (the same value); never footprint 2 with alpha 0.
  const std::vector<LinearAxis> near = linearFootprints({3.49999, 3.49999}, 8);
  ASSERT_EQ(near.size(), 1u);
  EXPECT_EQ(near[0].i0, 2);
  EXPECT_GT(near[0].alphaLo, 0.99);
  EXPECT_EQ(near[0].alphaHi, 1.0);
}

TEST(SampleCoordinates, LayersRoundToEvenOrHalfUp) {
  EXPECT_EQ(layerCandidates(1.5f, 4), std::vector<uint32_t>{2});       // both rules give 2
  EXPECT_EQ(layerCandidates(2.5f, 4), (std::vector<uint32_t>{2, 3}));  // RNE 2, floor(3.0) 3
  EXPECT_EQ(layerCandidates(1.49f, 4), std::vector<uint32_t>{1});      // never floored to 1 by .5
  EXPECT_EQ(layerCandidates(-0.7f, 4), std::vector<uint32_t>{0});      // clamped below
  EXPECT_EQ(layerCandidates(9.0f, 4), std::vector<uint32_t>{3});       // clamped above
  EXPECT_NE(layerCandidates(0.75f, 4), std::vector<uint32_t>{0});      // not floored: 1
  // Issue 64, item 10: a = 1/2 - 2^-25 rounds to layer 0, but floor(a + 1/2) with a binary32 sum
  // gives 1 (1 - 2^-25 rounds to 1): both allowed. 1.5 - 2^-23 sums exactly (2 - 2^-23): layer 1 only.
  EXPECT_EQ(layerCandidates(0.5f - std::ldexp(1.0f, -25), 4), (std::vector<uint32_t>{0, 1}));
  EXPECT_EQ(layerCandidates(1.5f - std::ldexp(1.0f, -23), 4), std::vector<uint32_t>{1});
}

}  // namespace
}  // namespace vktexel::model
