// Issue 64's counterexamples on the registry's own cases: results two reviews found accepted though
// no branch the spec allows gives them (items 1 and 2), each now rejected beside the right answer.
#include "case_named.h"
#include "model/floatbits.h"
#include "model/weight_span.h"
#include "run/judge.h"

#include <gtest/gtest.h>

#include <cmath>

namespace vktexel {
namespace {

model::Expectation expectationOf(const CaseSpec& c, size_t probe, const model::SamplingLimits& limits) {
  const model::HostImage image(c.image);
  return model::expectProbe(image, c.view, c.probes.at(probe).query, c.tier, {}, limits).expect;
}

// The texel of level 0 at (x, y), channel `ch`, of an SFLOAT format (binary16 or binary32).
float texelValue(const CaseSpec& c, uint32_t x, uint32_t y, int ch) {
  const model::HostImage image(c.image);
  const uint32_t code = model::readCode(image.format(), image.texel(0, 0, x, y, 0), ch);
  return image.format().components[0].bits == 16 ? float(model::decodeSmallFloat(code, 10, true))
                                                 : model::bitsToFloat(code);
}

const model::SamplingLimits kLimits[] = {{8, 4}, {8, 8}};

// Item 1: at a texel centre (alpha = beta = 0) only the texel itself weighs; its neighbours, of
// weight 0 on every branch, size no tolerance ("x * 0 = 0", "x + 0 = x", Vulkan "Floating-Point
// Computation"). R16G16B16A16 probe 2 reads R = -0.0155181884765625: +0.02 (the wrong sign) and
// -0.05 passed, sized by a neighbour's magnitude.
TEST(OracleCounterexamples, TexelCentreToleranceIgnoresWeightZeroNeighbours) {
  const CaseSpec& c = caseNamed("tex.2d.r16g16b16a16_sfloat.16x8.texel_centres");
  ASSERT_EQ(texelValue(c, 2, 0, 0), -0.0155181884765625f);
  for (const model::SamplingLimits& limits : kLimits) {
    const model::Expectation e = expectationOf(c, 2, limits);
    const model::RawResult right = representativeValue(e);
    EXPECT_TRUE(e.accepts(right));
    model::RawResult wrong = right;
    wrong[0] = model::floatToBits(0.02f);
    EXPECT_FALSE(e.accepts(wrong));
    wrong[0] = model::floatToBits(-0.05f);
    EXPECT_FALSE(e.accepts(wrong));
    wrong[0] = model::floatToBits(-0.0155181884765625f * (1 + 1.0f / 512));  // a binary16 step off
    EXPECT_FALSE(e.accepts(wrong));
  }
}

// RGBA32F probe 2: G's texel -0.012609073 read as -0.0114, or rounded to binary16 (a decode error a
// fetch of the texel fails), passed.
TEST(OracleCounterexamples, Rgba32fTexelCentreIsTheTexel) {
  const CaseSpec& c = caseNamed("tex.2d.r32g32b32a32_sfloat.16x8.texel_centres");
  const float g = texelValue(c, 2, 0, 1);
  ASSERT_NEAR(g, -0.012609073f, 1e-8f);
  for (const model::SamplingLimits& limits : kLimits) {
    const model::Expectation e = expectationOf(c, 2, limits);
    model::RawResult got = representativeValue(e);
    got[1] = model::floatToBits(g);
    EXPECT_TRUE(e.accepts(got));
    got[1] = model::floatToBits(-0.0114f);
    EXPECT_FALSE(e.accepts(got));
    got[1] =
        model::floatToBits(float(model::decodeSmallFloat(model::encodeSmallFloat(g, 10, true), 10, true)));
    ASSERT_NE(model::bitsToFloat(got[1]), g);
    EXPECT_FALSE(e.accepts(got));
  }
}

// Item 2: a mip blend of the one-hot RGBA32F read-out. Every footprint texel is one-hot with B and
// A 0, so R + G = 1 in every branch, within the model's own slack of 7.9e-5; (0x3f105528,
// 0x3edf2af0, 0, 0) sums to 0.99967. The search gave up after 2048 boxes and accepted it; it is
// decided now: rejected, not undecided.
TEST(OracleCounterexamples, ReadOutSummingPastItsSlackIsRejectedNotUndecided) {
  const CaseSpec& c = caseNamed("tex.cube.r32g32b32a32_sfloat.8x8.random_linear_mip_linear_seed54");
  for (const model::SamplingLimits& limits : kLimits) {
    const model::Expectation e = expectationOf(c, 3, limits);
    EXPECT_EQ(e.decide({0x3f105528u, 0x3edf2af0u, 0, 0}), model::SpanDecision::Rejected);
    const model::RawResult right = representativeValue(e);
    EXPECT_EQ(e.decide(right), model::SpanDecision::Accepted);
  }
}

}  // namespace
}  // namespace vktexel
