// The .F16 emulation's checks (P-20, S-09, S-11): either binary16 neighbour, the unused half 0.
#include "model/half_packing.h"
#include "model/expectation.h"
#include "model/floatbits.h"

#include <gtest/gtest.h>

#include <limits>

namespace vktexel::model {
namespace {

uint32_t half(double v) {
  return encodeSmallFloat(v, 10, true);
}

TEST(HalfPacking, ExactValuesAreExact) {
  const HalfCheck h = halfCheckFor(ComponentCheck::exactFloat(0.5f));
  EXPECT_TRUE(h.accepts(half(0.5)));
  EXPECT_FALSE(h.accepts(half(0.5) + 1));
  EXPECT_FALSE(h.accepts(half(0.5) - 1));
}

TEST(HalfPacking, EitherNeighbourOfAnInexactValue) {
  // 0.1 lies between two binary16 values; both are accepted, the next ones are not.
  const HalfCheck h = halfCheckFor(ComponentCheck::exactFloat(0.1f));
  const uint32_t nearest = half(0.1);
  const double v = decodeSmallFloat(nearest, 10, true);
  const uint32_t below = v < 0.1 ? nearest : nearest - 1, above = below + 1;
  EXPECT_TRUE(h.accepts(below));
  EXPECT_TRUE(h.accepts(above));
  EXPECT_FALSE(h.accepts(below - 1));
  EXPECT_FALSE(h.accepts(above + 1));
}

TEST(HalfPacking, NegativeValuesAndNaN) {
  const HalfCheck h = halfCheckFor(ComponentCheck::exactFloat(-0.75f));
  EXPECT_TRUE(h.accepts(half(-0.75)));
  EXPECT_FALSE(h.accepts(half(0.75)));
  ComponentCheck nan;
  nan.kind = ComponentCheck::Kind::AnyNaN;
  EXPECT_TRUE(halfCheckFor(nan).accepts(0x7e00u));
  EXPECT_FALSE(halfCheckFor(nan).accepts(0x7c00u));  // infinity is not NaN
}

Expectation fourValues() {
  Expectation e;
  VecCheck v;
  v.c = {ComponentCheck::exactFloat(1.0f), ComponentCheck::exactFloat(0.5f),
         ComponentCheck::exactFloat(-2.0f), ComponentCheck::exactFloat(0.25f)};
  e.anyOf.push_back(v);
  return e;
}

TEST(HalfPacking, PairsPackXYThenZW) {
  const Expectation e = packHalves(fourValues(), HalfPacking::Pairs);
  const uint32_t xy = half(1.0) | half(0.5) << 16, zw = half(-2.0) | half(0.25) << 16;
  EXPECT_TRUE(e.accepts({xy, zw, 0, 0}));
  EXPECT_FALSE(e.accepts({zw, xy, 0, 0}));                           // pairs exchanged
  EXPECT_FALSE(e.accepts({half(0.5) | half(1.0) << 16, zw, 0, 0}));  // halves exchanged
  EXPECT_FALSE(e.accepts({xy, zw, 1, 0}));                           // unused words are 0
}

TEST(HalfPacking, LowLeavesTheUpperHalfZero) {  // S-09: the unused portion is written 0
  const Expectation e = packHalves(fourValues(), HalfPacking::Low);
  EXPECT_TRUE(e.accepts({half(1.0), 0, 0, 0}));
  EXPECT_FALSE(e.accepts({half(1.0) | 0x8000u << 16, 0, 0, 0}));  // -0 is not the bits 0
  EXPECT_FALSE(e.accepts({half(1.0) | half(0.5) << 16, 0, 0, 0}));
}

// Issue 19 item 4: beyond 65504 the packed half is 65504 or infinity of the sign (either
// rounding direction), never anything else; infinities stay infinities.
TEST(HalfPacking, OverflowGivesTheLargestHalfOrInfinity) {
  const HalfCheck big = halfCheckFor(ComponentCheck::exactFloat(1.0e6f));
  EXPECT_TRUE(big.accepts(0x7bffu));   // 65504
  EXPECT_TRUE(big.accepts(0x7c00u));   // +Inf
  EXPECT_FALSE(big.accepts(0x7bfeu));  // a wrong answer: 65472
  EXPECT_FALSE(big.accepts(0xfc00u));  // -Inf
  EXPECT_FALSE(big.accepts(0x7e00u));  // NaN
  const HalfCheck small = halfCheckFor(ComponentCheck::exactFloat(-1.0e6f));
  EXPECT_TRUE(small.accepts(0xfbffu));
  EXPECT_TRUE(small.accepts(0xfc00u));
  EXPECT_FALSE(small.accepts(0x7c00u));
  const HalfCheck inf = halfCheckFor(ComponentCheck::exactFloat(std::numeric_limits<float>::infinity()));
  EXPECT_TRUE(inf.accepts(0x7c00u));
  EXPECT_FALSE(inf.accepts(0x7bffu));  // an infinity is not rounded to a finite value
  const HalfCheck edge = halfCheckFor(ComponentCheck::exactFloat(65504.0f));
  EXPECT_TRUE(edge.accepts(0x7bffu));
  EXPECT_FALSE(edge.accepts(0x7c00u));  // exactly representable: exact
}

}  // namespace
}  // namespace vktexel::model
