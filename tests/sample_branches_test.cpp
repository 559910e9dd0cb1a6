// Issue 54's counterexamples on the registry's own cases (SEMANTICS §14.3): each result the review
// found accepted, though no branch the spec allows gives it, must now be rejected, beside the
// right answer accepted.
#include "case_named.h"
#include "model/floatbits.h"
#include "run/judge.h"

#include <gtest/gtest.h>

#include <cmath>

namespace vktexel {
namespace {

model::RawResult floats(float x, float y, float z, float w) {
  return {model::floatToBits(x), model::floatToBits(y), model::floatToBits(z), model::floatToBits(w)};
}

model::Expectation expectationOf(const CaseSpec& c, size_t probe, const model::SamplingLimits& limits,
                                 const model::FetchQuery* query = nullptr) {
  const model::HostImage image(c.image);
  return model::expectProbe(image, c.view, query ? *query : c.probes.at(probe).query, c.tier, {}, limits)
      .expect;
}

// Item 2: Lod 2^-20 with magFilter LINEAR, minFilter NEAREST, mipmapMode LINEAR. lambda may read as
// 0 (magFilter on level 0 alone) or as the first grid point (minFilter, levels 0 and 1 blended);
// magFilter's result blended toward level 1 is neither.
TEST(SampleBranches, MagFilterIsNeverBlended) {
  const CaseSpec& c = caseNamed("tex.2d.r8g8b8a8_unorm.16x8.level_linear_switch");
  ASSERT_EQ(c.probes.at(1).query.sampleLod(), std::ldexp(1.0f, -20));
  model::FetchQuery magnified = c.probes[1].query;
  magnified.setSampleLod(-1);  // magFilter alone: what the right answer of the magnified branch is
  for (const model::SamplingLimits limits : {model::SamplingLimits{8, 4}, model::SamplingLimits{8, 8}}) {
    const model::Expectation e = expectationOf(c, 1, limits);
    EXPECT_FALSE(e.accepts(floats(0.43912f, 0.59665f, 0.19256f, 0.44517f))) << limits.mipmapBits;
    EXPECT_TRUE(e.accepts(representativeValue(expectationOf(c, 1, limits, &magnified)))) << limits.mipmapBits;
  }
}

// Item 5: direction (2, 0.75, 0.25) on +X: |r_c| = 2 divides exactly, s_face = 0.4375 and t_face
// = 0.3125 are exact, u - 1/2 = 3 and v - 1/2 = 2 whole: alpha = beta = 0, the texel (3, 2) of the
// face itself. One sub-texel step of alpha (1/256) moves R by a 256th of two texels' difference.
TEST(SampleBranches, CubeFaceCoordinatesAreExactWhereTheDivisionIs) {
  const CaseSpec& c = caseNamed("tex.cube.r32g32b32a32_sfloat.8x8.faces");
  const model::FetchQuery& q = c.probes.at(0).query;
  ASSERT_EQ(q.st[0], 2.0f);
  const model::HostImage image(c.image);
  const auto texelR = [&](uint32_t x) {
    return model::bitsToFloat(model::readCode(image.format(), image.texel(0, 0, x, 2, 0), 0));
  };
  const model::Expectation e = expectationOf(c, 0, {8, 4});
  const float exact = texelR(3), off = float((255.0 * texelR(3) + texelR(4)) / 256);
  ASSERT_GT(std::fabs(off - exact), 1e-3f);  // the texels differ: a weight off shows
  const model::RawResult right = representativeValue(e);
  EXPECT_EQ(model::bitsToFloat(right[0]), exact);
  model::RawResult wrong = right;
  wrong[0] = model::floatToBits(off);
  EXPECT_TRUE(e.accepts(right));
  EXPECT_FALSE(e.accepts(wrong));
}

// Item 1: the RGBA32F read-out returns the four bilinear weights (R = (1 - alpha)(1 - beta),
// G = alpha (1 - beta), B = (1 - alpha) beta, A = alpha beta). Probe 7 lies one step finer than
// 2^-8: alpha between 0.75 and 193/256, beta between 63/256 and 0.25. Each channel may take either
// neighbour, but all four take the same: R and B with alpha = 0.75 and G with 193/256 sum past 1.
TEST(SampleBranches, OneAlphaPerAxisForAllFourComponents) {
  const CaseSpec& c = caseNamed("tex.2d.r32g32b32a32_sfloat.16x8.weights");
  const model::Expectation e = expectationOf(c, 7, {8, 4});
  EXPECT_TRUE(e.accepts(
      floats(63.0f / 256 * 0.75f, 193.0f / 256 * 0.75f, 63.0f / 256 * 0.25f, 193.0f / 256 * 0.25f)));
  EXPECT_TRUE(e.accepts(floats(0.25f * 0.75f, 0.75f * 0.75f, 0.25f * 0.25f, 0.75f * 0.25f)));
  EXPECT_FALSE(e.accepts(floats(0.1875f, 193.0f / 256 * 0.75f, 0.0625f, 0.1875f)));  // weights sum to 1.0029
  // With the spec's minimum of 4 bits, probe 6 (alpha 0.78125, beta 0.21875, between 4-bit grid
  // points): the exact weights pass, one alpha per channel summing to 1.129 does not.
  const model::Expectation minimum = expectationOf(c, 6, {4, 4});
  EXPECT_TRUE(minimum.accepts(
      floats(0.21875f * 0.78125f, 0.78125f * 0.78125f, 0.21875f * 0.21875f, 0.78125f * 0.21875f)));
  EXPECT_FALSE(minimum.accepts(floats(0.25f * 0.8125f, 0.8125f * 0.8125f, 0.25f * 0.25f, 0.8125f * 0.25f)));
}

// Item 1, mip blends: the level read-out returns (1 - delta) in level 1's component (G) and delta in
// level 2's (B). Lod 1.03125 with 4 mipmap bits: delta anywhere in [0, 1/16], but one delta.
TEST(SampleBranches, OneDeltaForAllFourComponents) {
  const CaseSpec& c = caseNamed("tex.2d.r32g32b32a32_sfloat.16x8.level_linear");
  ASSERT_EQ(c.probes.at(5).query.sampleLod(), 1.03125f);
  const model::Expectation e = expectationOf(c, 5, {8, 4});
  EXPECT_TRUE(e.accepts(floats(0, 1, 0, 0)));
  EXPECT_TRUE(e.accepts(floats(0, 0.96875f, 0.03125f, 0)));
  EXPECT_TRUE(e.accepts(floats(0, 0.9375f, 0.0625f, 0)));
  EXPECT_FALSE(e.accepts(floats(0, 1, 0.0625f, 0)));  // level weights summing to 1.0625
  EXPECT_FALSE(e.accepts(floats(0, 0.9375f, 0, 0)));  // and to 0.9375
}

}  // namespace
}  // namespace vktexel

namespace vktexel {
namespace {

// Issue 55, item 2: a LINEAR lookup at a texel centre returns that texel, within the class's
// representation (half an 8-bit code), never a lerp stage's whole code: R5G6B5 widened by bit
// replication (a decode every fetch fails) must fail here too, where a code's replicated value is
// more than half a code off; the exact decode passes.
TEST(SampleBranches, TexelCentresReadTheDecodeAsAFetchDoes) {
  const CaseSpec& c = caseNamed("tex.2d.r5g6b5_unorm_pack16.16x8.texel_centres");
  const model::HostImage image(c.image);
  bool found = false;
  for (size_t p = 0; p < 128 && !found; ++p) {  // level 0: probe p reads texel (p % 16, p / 16)
    const uint32_t code = model::readCode(image.format(), image.texel(0, 0, p % 16, p / 16, 0), 0);
    const double exact = code / 31.0, replicated = ((code << 3) | (code >> 2)) / 255.0;
    if (std::fabs(exact - replicated) <= 0.5 / 255) continue;
    found = true;
    const model::Expectation e = expectationOf(c, p, {8, 4});
    model::RawResult right = representativeValue(e);
    EXPECT_EQ(model::bitsToFloat(right[0]), float(exact)) << "probe " << p;
    model::RawResult wrong = right;
    wrong[0] = model::floatToBits(float(replicated));
    EXPECT_TRUE(e.accepts(right));
    EXPECT_FALSE(e.accepts(wrong)) << "code " << code << " replicated " << replicated;
  }
  EXPECT_TRUE(found) << "no R code in the fill whose replication is more than half a code off";
}

}  // namespace
}  // namespace vktexel
