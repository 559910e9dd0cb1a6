// Issue 64's counterexamples on the registry's own cases: results two reviews found accepted though
// no branch the spec allows gives them (items 1 and 2), each now rejected beside the right answer.
#include "case_named.h"
#include "model/cited_bounds.h"
#include "model/floatbits.h"
#include "model/weight_span.h"
#include "run/case_file.h"
#include "run/judge.h"

#include <gtest/gtest.h>

#include <cmath>
#include <limits>

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

// The model judging by kCoordinateAccuracyReading alone, as the judge does for that bound.
model::ModelFaults coordinateAccuracyCited() {
  model::ModelFaults f;
  f.citedBounds = true;
  f.citedBoundKinds = model::CitedBoundKind::CoordinateAccuracy;
  return f;
}

// The case's image as one level of width x height, one layer, and its view of all of it.
void oneLevel(CaseSpec& c, uint32_t width, uint32_t height) {
  c.image.width = width;
  c.image.height = height;
  c.image.levels = c.image.layers = 1;
  c.view.baseLevel = c.view.baseLayer = 0;
  c.view.levelCount = c.view.layerCount = 1;
}

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

// Item 10: a Grad lookup on a tied direction takes lambda from the face it reads. On (1, 1, 1),
// dP/dx = (g, g, 0) projects onto +X as one face derivative of g/2 (lambda 1.25 here: a blend of
// levels 1 and 2), onto +Z as two (lambda up to 2.25: levels 2 and 3). +X read at lambda 2.25 was
// accepted by a lambda taken over every tied face; +X at its own lambda is the right answer.
TEST(OracleCounterexamples, GradOnATiedDirectionTakesTheLambdaOfTheFaceRead) {
  const CaseSpec& c = caseNamed("tex.cube.r32g32b32a32_sfloat.16x16.grad_ties");
  const model::HostImage image(c.image);
  // Face `face` (the layer of a face-constant image) blended between levels `fine` and fine + 1.
  const auto blend = [&](uint32_t face, uint32_t fine, float delta) {
    model::RawResult r{};
    for (int ch = 0; ch < 4; ++ch) {
      const auto value = [&](uint32_t level) {
        return model::bitsToFloat(model::readCode(image.format(), image.texel(level, face, 0, 0, 0), ch));
      };
      r[ch] = model::floatToBits((1 - delta) * value(fine) + delta * value(fine + 1));
    }
    return r;
  };
  for (const model::SamplingLimits& limits : kLimits) {
    const model::Expectation e = expectationOf(c, 0, limits);
    EXPECT_TRUE(e.accepts(blend(0, 1, 0.25f)));   // +X at its lambda 1.25
    EXPECT_FALSE(e.accepts(blend(0, 2, 0.25f)));  // +X at +Z's lambda 2.25
    EXPECT_TRUE(e.accepts(blend(4, 2, 0.25f)));   // +Z at its own lambda 2.25
  }
}

// Item 10: floor(a + 1/2) summed in binary32 reads layer 1 at a = 1/2 - 2^-25 (the sum rounds to 1),
// never at a = 1/2 - 2^-24 (the sum 1 - 2^-24 is exact).
TEST(OracleCounterexamples, LayerRoundingInBinary32) {
  const CaseSpec& c = caseNamed("tex.2d_array.r32g32b32a32_sfloat.16x8_4layers.layer_binary32");
  ASSERT_EQ(c.probes[0].query.st[3], 0.5f - 0x1p-25f);
  ASSERT_EQ(c.probes[1].query.st[3], 0.5f - 0x1p-24f);
  const model::Expectation tie = expectationOf(c, 0, kLimits[0]), below = expectationOf(c, 1, kLimits[0]);
  ASSERT_EQ(tie.anyOf.size(), 2u);  // layers 0 and 1
  ASSERT_EQ(below.anyOf.size(), 1u);
  model::Expectation layer1;
  layer1.anyOf = {tie.anyOf[1]};
  const model::RawResult readsLayer1 = representativeValue(layer1);
  EXPECT_TRUE(tie.accepts(readsLayer1));
  EXPECT_FALSE(below.accepts(readsLayer1));
  EXPECT_TRUE(below.accepts(representativeValue(below)));
}

// Item 5: alpha + 4/256 at an exact grid point. On tex.2d.r8g8b8a8_unorm.16x8.filter's probes 3 and
// 4 it stays within one 8-bit code per lerp stage (the letter: the texels there differ little); on
// the RGBA8 weight read-out (texels 0 and 1) the same error moves a weight by 4/256, four codes.
TEST(OracleCounterexamples, AlphaOffTheGridFailsOnTheRgba8WeightReadout) {
  const CaseSpec& c = caseNamed("tex.2d.r8g8b8a8_unorm.16x8.weights");
  ASSERT_EQ(c.probes[2].label, "(u, v) = (4.75, 3.75)");  // alpha = beta = 1/4, (i0, j0) = (4, 3)
  // Components by texel parity: (4, 4) -> 0, (5, 4) -> 1, (4, 3) -> 2, (5, 3) -> 3.
  const auto weights = [](float a, float b) {
    return model::RawResult{model::floatToBits((1 - a) * b), model::floatToBits(a * b),
                            model::floatToBits((1 - a) * (1 - b)), model::floatToBits(a * (1 - b))};
  };
  for (const model::SamplingLimits& limits : kLimits) {
    const model::Expectation e = expectationOf(c, 2, limits);
    EXPECT_TRUE(e.accepts(weights(0.25f, 0.25f)));
    EXPECT_FALSE(e.accepts(weights(0.25f + 4.0f / 256, 0.25f)));
    EXPECT_FALSE(e.accepts(weights(0.25f, 0.25f - 4.0f / 256)));
  }
}

// Issue 66's first fuzz finding: NEAREST with MIRRORED_REPEAT at u = s x 32 = 33.0 exactly. The
// spec's formulas wrap the integer floor(u) = 33 to texel 30 (Vulkan 1.4.360 "Wrapping Operation":
// (size - 1) - mirror((i mod 2 size) - size)); lavapipe and SwiftShader mirror the float coordinate
// and read texel 31, which only the "about 1 part in 10^5" accuracy of s x size allows: a
// QualityWarning under kCoordinateAccuracyReading, never a pass of the letter; texel 29 fails both.
TEST(OracleCounterexamples, MirroredRepeatAtAnExactBoundaryReadsTheWrappedFloorByTheLetter) {
  CaseSpec c = caseNamed("tex.2d.r8g8b8a8_unorm.16x8.filter");
  c.image.width = 32;
  c.image.height = 8;
  c.image.levels = 1;
  c.view.levelCount = 1;
  c.view.sampler.magFilter = c.view.sampler.minFilter = model::Filter::Nearest;
  c.view.sampler.u = model::AddressMode::MirroredRepeat;
  const model::HostImage image(c.image);
  const auto probeAt = [](float s) {
    model::FetchQuery q;
    q.op = model::ProbeOp::Sample;
    q.st = {s, 0.5f / 8, 0, 0};
    q.setSampleLod(0);
    return q;
  };
  const auto texel = [&](uint32_t x) {  // the value of texel (x, 0): a lookup at its centre
    return representativeValue(
        model::expectProbe(image, c.view, probeAt((x + 0.5f) / 32), c.tier, {}, kLimits[1]).expect);
  };
  ASSERT_NE(texel(30), texel(31));
  ASSERT_NE(texel(29), texel(31));
  const model::Expectation letter =
      model::expectProbe(image, c.view, probeAt(1.03125f), c.tier, {}, kLimits[1]).expect;
  EXPECT_TRUE(letter.accepts(texel(30)));
  EXPECT_FALSE(letter.accepts(texel(31)));
  const model::ModelFaults cited = coordinateAccuracyCited();
  const model::Expectation bound =
      model::expectProbe(image, c.view, probeAt(1.03125f), c.tier, cited, kLimits[1]).expect;
  EXPECT_TRUE(bound.accepts(texel(30)));
  EXPECT_TRUE(bound.accepts(texel(31)));
  EXPECT_FALSE(bound.accepts(texel(29)));
}

// The same reading for gathers (issue 66: lavapipe adds a gather's offset to the float coordinate):
// at u - 1/2 exactly on a texel, a ConstOffset footprint one texel lower is outside the letter and
// inside the bound; two texels lower is outside both. With ConstOffsets each texel's coordinate is
// its own computation under the bound: texels from both sides of a boundary in one result pass
// there, never by the letter.
TEST(OracleCounterexamples, GatherOffsetsAtAnExactBoundaryReadAcrossItOnlyUnderTheBound) {
  CaseSpec c = caseNamed("tld4.2d.r8g8b8a8_unorm.16x8.comp_r");
  c.image.width = 17;
  c.image.height = 8;
  c.view.sampler.u = c.view.sampler.v = model::AddressMode::Repeat;
  const model::HostImage image(c.image);
  const model::ModelFaults cited = coordinateAccuracyCited();
  const auto gather = [&](float s, float t, const model::ModelFaults& faults) {
    model::FetchQuery q;
    q.op = model::ProbeOp::Gather;
    q.st = {s, t, 0, 0};
    q.constOffset = true;
    q.offset = {-6, 0, 0};
    return model::expectProbe(image, c.view, q, c.tier, faults, kLimits[1]).expect;
  };
  const float row = 3.5f / 8;
  const model::RawResult oneLower = representativeValue(gather(7.5f / 17, row, {}));
  const model::RawResult twoLower = representativeValue(gather(6.5f / 17, row, {}));
  EXPECT_TRUE(gather(8.5f / 17, row, {}).accepts(representativeValue(gather(8.5f / 17, row, {}))));
  EXPECT_FALSE(gather(8.5f / 17, row, {}).accepts(oneLower));
  EXPECT_TRUE(gather(8.5f / 17, row, cited).accepts(oneLower));
  EXPECT_FALSE(gather(8.5f / 17, row, cited).accepts(twoLower));

  // ConstOffsets (0, 0) (0, 7) (1, 0) (1, 7): t x 8 = 1/2, v - 1/2 = 0 exactly; texel x from
  // j0 = 0 (row 0), the others from j0 = -1 (rows 6 and 7 on 8 rows).
  const auto fourOffsets = [&](float t, const model::ModelFaults& faults) {
    model::FetchQuery q;
    q.op = model::ProbeOp::Gather;
    q.st = {8.5f / 17, t, 0, 0};
    q.constOffsets = true;
    q.offsets = {{{0, 0}, {0, 7}, {1, 0}, {1, 7}}};
    return model::expectProbe(image, c.view, q, c.tier, faults, kLimits[1]).expect;
  };
  const model::RawResult atZero = representativeValue(fourOffsets(0.5f / 8, {}));
  const model::RawResult atMinusOne = representativeValue(fourOffsets(-0.5f / 8, {}));
  ASSERT_NE(atZero[0], atMinusOne[0]);
  model::RawResult mixed = atMinusOne;
  mixed[0] = atZero[0];
  EXPECT_FALSE(fourOffsets(0.5f / 8, {}).accepts(mixed));
  EXPECT_FALSE(fourOffsets(0.5f / 8, {}).accepts(atMinusOne));
  EXPECT_TRUE(fourOffsets(0.5f / 8, cited).accepts(mixed));
  EXPECT_TRUE(fourOffsets(0.5f / 8, cited).accepts(atMinusOne));
}

// Issue 66 (fuzz seed 7 on lavapipe): NEAREST at s = 0 with ConstOffset -5 on a 7-texel REPEAT axis:
// u = 0 x 7 - 5 = -5 exactly, texel 2 by the letter. A driver that adds -5/7 to s before scaling
// gets -5.0000002 and reads texel 1: inside the coordinate-accuracy reading, which scales |u| after
// the offset (s x size alone is 0 and would allow nothing), and only there; texel 0 fails both.
TEST(OracleCounterexamples, LookupOffsetsFromZeroReadAcrossABoundaryOnlyUnderTheBound) {
  CaseSpec c = caseNamed("tex.2d.r8g8b8a8_uint.16x8.filter");
  oneLevel(c, 7, 1);
  c.view.sampler.u = model::AddressMode::Repeat;
  c.view.sampler.magFilter = c.view.sampler.minFilter = model::Filter::Nearest;
  const model::HostImage image(c.image);
  const model::ModelFaults cited = coordinateAccuracyCited();
  const auto lookup = [&](float s, int32_t offset, const model::ModelFaults& faults) {
    model::FetchQuery q;
    q.op = model::ProbeOp::Sample;
    q.st = {s, 0.5f, 0, 0};
    q.setSampleLod(0);
    q.constOffset = true;
    q.offset = {offset, 0, 0};
    return model::expectProbe(image, c.view, q, c.tier, faults, kLimits[0]).expect;
  };
  const model::RawResult texel1 = representativeValue(lookup(0.5f / 7, 1, {}));  // u = 1.5: texel 1
  const model::RawResult texel0 = representativeValue(lookup(0.5f / 7, 0, {}));
  ASSERT_NE(texel1, texel0);
  EXPECT_FALSE(lookup(0, -5, {}).accepts(texel1));
  EXPECT_TRUE(lookup(0, -5, cited).accepts(texel1));
  EXPECT_FALSE(lookup(0, -5, cited).accepts(texel0));
  EXPECT_TRUE(lookup(0, -5, {}).accepts(representativeValue(lookup(2.5f / 7, 0, {}))));  // texel 2
}

// Issue 66 (fuzz seed 111 on lavapipe 22.3): LINEAR at s = 0.9375 of 24 texels with ConstOffset 7:
// u - 1/2 = 29 exactly, alpha 0 on texel 29 (texel 5 under REPEAT) by the letter. lavapipe adds
// 7/24 to s before scaling, gets u - 1/2 a hair under 29 and truncates alpha to 255/256 of the
// footprint (28, 29). The coordinate-accuracy reading is offered for LINEAR lookups with an offset
// (and only then: the twin without one keeps alpha exact under every bound), and accepts it;
// alpha 254/256 stays outside.
TEST(OracleCounterexamples, LinearOffsetAlphaMovesOneSubTexelStepOnlyUnderTheBound) {
  CaseSpec c = caseNamed("tex.2d.r32g32b32a32_sfloat.13x7.filter");
  oneLevel(c, 24, 1);
  c.view.sampler.u = model::AddressMode::Repeat;
  c.view.sampler.magFilter = c.view.sampler.minFilter = model::Filter::Linear;
  c.probes.resize(1);
  model::FetchQuery& q = c.probes[0].query;
  q = model::FetchQuery{};
  q.op = model::ProbeOp::Sample;
  q.st = {0.9375f, 0, 0, 0};
  q.setSampleLod(0);
  q.constOffset = true;
  q.offset = {7, 0, 0};
  const model::FormatInfo& f = model::formatInfo(c.image.format);
  ASSERT_TRUE(offsetsFloatCoordinates(c));
  const auto offered = [&](const CaseSpec& k) {
    for (const model::NamedBound& b :
         model::citedBoundsOf(f, k.view.sampler, readsFloatCoordinates(k), offsetsFloatCoordinates(k)))
      if (b.kind == model::CitedBoundKind::CoordinateAccuracy) return true;
    return false;
  };
  EXPECT_TRUE(offered(c));
  CaseSpec plain = c;
  plain.probes[0].query.constOffset = false;
  EXPECT_FALSE(offered(plain));

  const model::HostImage image(c.image);
  const model::ModelFaults cited = coordinateAccuracyCited();
  const auto blend = [&](double alpha) {  // (1 - alpha) texel 4 + alpha texel 5, every channel
    model::RawResult r{};
    for (int ch = 0; ch < 4; ++ch)
      r[size_t(ch)] = model::floatToBits(
          float((1 - alpha) * texelValue(c, 4, 0, ch) + alpha * double(texelValue(c, 5, 0, ch))));
    return r;
  };
  const model::Expectation letter = model::expectProbe(image, c.view, q, c.tier, {}, kLimits[0]).expect;
  const model::Expectation bound = model::expectProbe(image, c.view, q, c.tier, cited, kLimits[0]).expect;
  EXPECT_TRUE(letter.accepts(blend(1)));
  EXPECT_FALSE(letter.accepts(blend(255.0 / 256)));
  EXPECT_TRUE(bound.accepts(blend(255.0 / 256)));
  EXPECT_FALSE(bound.accepts(blend(254.0 / 256)));
}

// Issue 66 (fuzz seed 124 on SwiftShader): a gather on a 1x1 B10G11R11 cube whose six texels hold
// +Inf in G (EqualCubeCorners) reads NaN at the corner texel y. The corner is the three texels'
// average, a computation with infinite inputs: undefined by "Floating-Point Computation", so any
// value; the plain texels x, z and w stay +Inf exactly.
TEST(OracleCounterexamples, CubeCornerOfInfinitiesIsFreeTheTexelsAreNot) {
  const std::vector<CaseSpec> cases =
      readCaseFile(std::string(VKTEXEL_TEST_DATA_DIR) + "/cube_corner_infinities.case");
  ASSERT_EQ(cases.size(), 1u);
  const CaseSpec& c = cases[0];
  const model::Expectation e = expectationOf(c, 0, kLimits[0]);
  const uint32_t inf = model::floatToBits(std::numeric_limits<float>::infinity()), nan = 0x7ffe0000;
  EXPECT_TRUE(e.accepts({inf, inf, inf, inf}));
  EXPECT_TRUE(e.accepts({inf, nan, inf, inf}));   // the corner
  EXPECT_FALSE(e.accepts({nan, inf, inf, inf}));  // the wrong-answer twin: a texel
  EXPECT_FALSE(e.accepts({inf, inf, nan, inf}));
}

}  // namespace
}  // namespace vktexel
