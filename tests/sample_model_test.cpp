// Sampled lookups (model/sample.h) against hand-worked images: the weight read-out, layer and face
// choice, borders, sRGB decode and depth compare before filtering, the filter the Lod selects; each
// beside the answer a plausible driver bug gives.
#include "model/floatbits.h"
#include "model/sample.h"

#include <gtest/gtest.h>

#include <cmath>

namespace vktexel::model {
namespace {

RawResult floats(float x, float y, float z, float w) {
  return {floatToBits(x), floatToBits(y), floatToBits(z), floatToBits(w)};
}

ImageSpec imageOf(VkFormat format, uint32_t w, uint32_t h, FillPattern fill = FillPattern::Ordinary) {
  ImageSpec s;
  s.format = format;
  s.width = w;
  s.height = h;
  s.fill = fill;
  return s;
}

// An R32_SFLOAT image whose every layer (cube face) holds one value, and that value.
ImageSpec layerConstantImage(uint32_t layers, bool cube) {
  ImageSpec spec = imageOf(VK_FORMAT_R32_SFLOAT, 4, 4, FillPattern::LayerConstant);
  spec.layers = layers;
  spec.cubeCompatible = cube;
  return spec;
}

float constantOf(const HostImage& img, uint32_t layer) {
  return bitsToFloat(readCode(img.format(), img.texel(0, layer, 0, 0, 0), 0));
}

ViewSpec linearView() {
  ViewSpec v;
  v.withSampler = true;
  v.sampler.magFilter = v.sampler.minFilter = Filter::Linear;
  return v;
}

FetchQuery sampleAt(float s, float t, float lod = 0, float layer = 0) {
  FetchQuery q;
  q.op = ProbeOp::Sample;
  q.st = {s, t, 0, layer};
  q.setSampleLod(lod);
  return q;
}

const SamplingLimits kEightBits{8, 4};

// 16 x 8 read-out: s = 3.75 / 16, t = 2.5 / 8 give u - 1/2 = 3.25, v - 1/2 = 2: i0 = 3 (odd),
// alpha 0.25, j0 = 2 (even), beta 0. Texel (3, 2) is component 1 (weight 0.75), (4, 2) component 0
// (0.25). A weight one grid step off (0.25 + 2^-8) must fail.
TEST(SampleModel, LinearReturnsTheWeightsOnTheReadout) {
  const HostImage img(imageOf(VK_FORMAT_R32G32B32A32_SFLOAT, 16, 8, FillPattern::WeightReadout));
  const Expectation e = expectSample(img, linearView(), sampleAt(3.75f / 16, 2.5f / 8), kEightBits).expect;
  EXPECT_TRUE(e.accepts(floats(0.25f, 0.75f, 0, 0)));
  EXPECT_FALSE(e.accepts(floats(0.25f + 1.0f / 256, 0.75f - 1.0f / 256, 0, 0)));
  EXPECT_FALSE(e.accepts(floats(0.75f, 0.25f, 0, 0)));  // 1 - alpha on the second texel
  // beta half a step: both footprints' rows share the weight between components 0/2 and 1/3.
  const Expectation half = expectSample(img, linearView(), sampleAt(3.75f / 16, 3.0f / 8), kEightBits).expect;
  EXPECT_TRUE(half.accepts(floats(0.125f, 0.375f, 0.125f, 0.375f)));
  EXPECT_FALSE(half.accepts(floats(0.25f, 0.75f, 0, 0)));  // beta taken as 0
}

// mipmapMode LINEAR on an R32F image whose levels each hold one value: Lod 1.25 blends levels 1 and 2
// with delta 0.25 (on every device's grid); Lod 1.3 takes delta on the 4-bit grid either way (0.25
// or 0.3125) or between. Level 1 alone, level 2 alone, delta 0.375 (a grid step past) and the
// blend weighted the other way round fail.
TEST(SampleModel, LinearMipmapsBlendTwoLevelsByTheQuantizedDelta) {
  ImageSpec spec = imageOf(VK_FORMAT_R32_SFLOAT, 16, 16, FillPattern::LayerConstant);
  spec.levels = 4;
  const HostImage img(spec);
  const auto levelValue = [&](uint32_t level) {
    return double(bitsToFloat(readCode(img.format(), img.texel(level, 0, 0, 0, 0), 0)));
  };
  const double l1 = levelValue(1), l2 = levelValue(2);
  ASSERT_GT(std::fabs(l1 - l2), 0.01);
  ViewSpec view = linearView();
  view.levelCount = 4;
  view.sampler.mipmapMode = MipmapMode::Linear;
  const auto result = [](double x) { return floats(float(x), 0, 0, 1); };
  const Expectation on = expectSample(img, view, sampleAt(0.5f, 0.5f, 1.25f), kEightBits).expect;
  EXPECT_TRUE(on.accepts(result(0.75 * l1 + 0.25 * l2)));
  EXPECT_FALSE(on.accepts(result(l1)));
  EXPECT_FALSE(on.accepts(result(l2)));
  EXPECT_FALSE(on.accepts(result(0.25 * l1 + 0.75 * l2)));  // delta weighting the wrong level
  const Expectation off = expectSample(img, view, sampleAt(0.5f, 0.5f, 1.3f), kEightBits).expect;
  for (double delta : {0.25, 0.3, 0.3125})
    EXPECT_TRUE(off.accepts(result((1 - delta) * l1 + delta * l2))) << delta;
  EXPECT_FALSE(off.accepts(result(0.625 * l1 + 0.375 * l2)));
}

// One grid step finer than the device's 8 bits: both grid neighbours and everything between.
TEST(SampleModel, OffGridWeightsAcceptTheHullOfBothRoundings) {
  const HostImage img(imageOf(VK_FORMAT_R32G32B32A32_SFLOAT, 16, 8, FillPattern::WeightReadout));
  const float s = (3.75f + 1.0f / 1024) / 16;
  const Expectation e = expectSample(img, linearView(), sampleAt(s, 2.5f / 8), kEightBits).expect;
  EXPECT_TRUE(e.accepts(floats(0.25f, 0.75f, 0, 0)));
  EXPECT_TRUE(e.accepts(floats(0.25f + 1.0f / 256, 0.75f - 1.0f / 256, 0, 0)));
  EXPECT_TRUE(e.accepts(floats(0.25f + 1.0f / 1024, 0.75f - 1.0f / 1024, 0, 0)));
  EXPECT_FALSE(
      e.accepts(floats(0.25f + 2.0f / 256, 0.75f - 2.0f / 256, 0, 0)));  // two steps: a claim too good
}

TEST(SampleModel, NearestReadsTheFloorOfU) {
  const HostImage img(imageOf(VK_FORMAT_R32G32B32A32_SFLOAT, 16, 8, FillPattern::WeightReadout));
  ViewSpec v;
  v.withSampler = true;
  // u = 3.75: texel 3 (component 1); texel 4 (component 0) would be round(u).
  const Expectation e = expectSample(img, v, sampleAt(3.75f / 16, 2.5f / 8), kEightBits).expect;
  EXPECT_TRUE(e.accepts(floats(0, 1, 0, 0)));
  EXPECT_FALSE(e.accepts(floats(1, 0, 0, 0)));
}

// magFilter at lambda <= 0, minFilter above: Lod 1 on a one-level view still reads that level.
TEST(SampleModel, TheLodChoosesTheFilter) {
  const HostImage img(imageOf(VK_FORMAT_R32G32B32A32_SFLOAT, 16, 8, FillPattern::WeightReadout));
  ViewSpec v = linearView();
  v.sampler.minFilter = Filter::Nearest;
  const FetchQuery magnified = sampleAt(3.75f / 16, 2.5f / 8, 0),
                   minified = sampleAt(3.75f / 16, 2.5f / 8, 1);
  EXPECT_TRUE(expectSample(img, v, magnified, kEightBits).expect.accepts(floats(0.25f, 0.75f, 0, 0)));
  EXPECT_FALSE(expectSample(img, v, magnified, kEightBits).expect.accepts(floats(0, 1, 0, 0)));
  EXPECT_TRUE(expectSample(img, v, minified, kEightBits).expect.accepts(floats(0, 1, 0, 0)));
  EXPECT_FALSE(expectSample(img, v, minified, kEightBits).expect.accepts(floats(0.25f, 0.75f, 0, 0)));
}

// A border texel is the border colour in the format's own components: R8 with opaque white is
// (1, 0, 0, 1), so a footprint half outside reads G = 0, not 0.5.
TEST(SampleModel, BorderTexelsCarryOnlyTheFormatsComponents) {
  const HostImage img(imageOf(VK_FORMAT_R8_UNORM, 4, 4));
  ViewSpec v = linearView();
  v.sampler.u = v.sampler.v = AddressMode::ClampToBorder;
  v.sampler.border = BorderColor::OpaqueWhite;
  // u = 0: u - 1/2 = -0.5, half the border texel and half texel 0 on x; v - 1/2 = 1 exactly.
  const Expectation e = expectSample(img, v, sampleAt(0, 1.5f / 4), kEightBits).expect;
  const double r = 0.5 + 0.5 * readCode(img.format(), img.texel(0, 0, 0, 1, 0), 0) / 255.0;
  EXPECT_TRUE(e.accepts(floats(float(r), 0, 0, 1)));
  EXPECT_FALSE(e.accepts(floats(float(r), 0.5f, 0.5f, 1)));  // the whole border colour blended
}

// sRGB texels are decoded to linear before filtering: codes 0 and 255 halfway give 0.5, not the
// decode of the filtered code 127.5 (0.212).
TEST(SampleModel, SrgbIsDecodedBeforeFiltering) {
  ImageSpec spec = imageOf(VK_FORMAT_R8_SRGB, 2, 1);
  HostImage img(spec);
  img.texel(0, 0, 0, 0, 0)[0] = 0;
  img.texel(0, 0, 1, 0, 0)[0] = 255;
  const Expectation e = expectSample(img, linearView(), sampleAt(0.5f, 0.5f), kEightBits).expect;
  EXPECT_TRUE(e.accepts(floats(0.5f, 0, 0, 1)));
  EXPECT_FALSE(e.accepts(floats(float(srgbToLinear(127.5 / 255)), 0, 0, 1)));
}

// The layer of a float coordinate: RNE(2.5) = 2 or floor(3.0) = 3, each reading its own constant.
TEST(SampleModel, LayersRoundEitherWayButNeverFloor) {
  const HostImage img(layerConstantImage(4, false));
  ViewSpec v;
  v.type = ViewType::D2Array;
  v.layerCount = 4;
  const auto layerValue = [&](uint32_t l) { return constantOf(img, l); };
  const Expectation e = expectSample(img, v, sampleAt(0.5f, 0.5f, 0, 2.5f), kEightBits).expect;
  EXPECT_TRUE(e.accepts(floats(layerValue(2), 0, 0, 1)));
  EXPECT_TRUE(e.accepts(floats(layerValue(3), 0, 0, 1)));
  const Expectation f = expectSample(img, v, sampleAt(0.5f, 0.5f, 0, 1.75f), kEightBits).expect;
  EXPECT_FALSE(f.accepts(floats(layerValue(1), 0, 0, 1)));  // floored
}

// A direction tied between +X and +Y may read either face, nothing else.
TEST(SampleModel, TiedCubeDirectionsReadATiedFace) {
  const HostImage img(layerConstantImage(6, true));
  ViewSpec v;
  v.type = ViewType::Cube;
  v.layerCount = 6;
  const auto face = [&](uint32_t l) { return constantOf(img, l); };
  FetchQuery q = sampleAt(1, 1);
  q.st[2] = 0.5f;
  const Expectation e = expectSample(img, v, q, kEightBits).expect;
  EXPECT_TRUE(e.accepts(floats(face(0), 0, 0, 1)));   // +X
  EXPECT_TRUE(e.accepts(floats(face(2), 0, 0, 1)));   // +Y
  EXPECT_FALSE(e.accepts(floats(face(4), 0, 0, 1)));  // +Z, not tied
}

// Depth compare before filtering: texels 0.25 and 0.75 halfway, Dref 0.5 LESS (Dref < D passes):
// one pass of two. 0.5 is the weighted count (preferred); 0.3 is legal, in [0, 1], but not
// preferred; filtering first (D = 0.5, 0.5 < 0.5 fails) would give 0, which is legal but not
// preferred either; 1.2 is illegal.
TEST(SampleModel, LinearDepthCompareMustBeInRangeAndShouldCount) {
  HostImage img(imageOf(VK_FORMAT_D32_SFLOAT, 2, 1));
  const float depths[2] = {0.25f, 0.75f};
  for (uint32_t x = 0; x < 2; ++x)
    writeCode(img.format(), img.texel(0, 0, x, 0, 0), 0, floatToBits(depths[x]));
  ViewSpec v = linearView();
  v.aspect = Aspect::Depth;
  v.sampler.depthCompare = true;
  v.sampler.compareOp = CompareOp::Less;
  FetchQuery q = sampleAt(0.5f, 0.5f);
  q.op = ProbeOp::SampleDref;
  q.dref = 0.5f;
  const Expectation e = expectSample(img, v, q, kEightBits).expect;
  EXPECT_TRUE(e.prefers(floats(0.5f, 0, 0, 0)));
  EXPECT_TRUE(e.accepts(floats(0.3f, 0, 0, 0)));
  EXPECT_FALSE(e.prefers(floats(0.3f, 0, 0, 0)));
  EXPECT_FALSE(e.prefers(floats(0, 0, 0, 0)));
  EXPECT_FALSE(e.accepts(floats(1.2f, 0, 0, 0)));
  // NEAREST filters compare the one texel: exactly 0 or 1. u = 0.5 reads texel 0 (0.25): 0.5 < 0.25
  // fails.
  v.sampler.magFilter = v.sampler.minFilter = Filter::Nearest;
  FetchQuery n = q;
  n.st[0] = 0.25f;
  const Expectation ne = expectSample(img, v, n, kEightBits).expect;
  EXPECT_TRUE(ne.accepts(floats(0, 0, 0, 0)));
  EXPECT_FALSE(ne.accepts(floats(1, 0, 0, 0)));
  EXPECT_FALSE(ne.accepts(floats(0.5f, 0, 0, 0)));
  // Issue 54, item 8a: with either filter LINEAR, D is implementation-dependent even where lambda
  // chooses the NEAREST one (magnified here, magFilter NEAREST, minFilter LINEAR): 0.5 is legal, not
  // preferred; 0 is preferred; 1.2 still illegal.
  v.sampler.minFilter = Filter::Linear;
  const Expectation mixed = expectSample(img, v, n, kEightBits).expect;
  EXPECT_TRUE(mixed.accepts(floats(0.5f, 0, 0, 0)));
  EXPECT_FALSE(mixed.prefers(floats(0.5f, 0, 0, 0)));
  EXPECT_TRUE(mixed.prefers(floats(0, 0, 0, 0)));
  EXPECT_FALSE(mixed.accepts(floats(1.2f, 0, 0, 0)));
}

// Issue 54, item 8b: NEAREST filters with LINEAR mips blend the two levels' 0/1 results by delta, a
// "must": level 0 all 0.25 (0.5 < 0.25 fails: 0), level 1 all 0.75 (passes: 1), Lod 0.5 (delta 0.5
// on every grid): 0.5, never 0.3, which [0, 1] alone would let through.
TEST(SampleModel, NearestDepthCompareBlendsLevelsExactly) {
  ImageSpec spec = imageOf(VK_FORMAT_D32_SFLOAT, 4, 4);
  spec.levels = 2;
  HostImage img(spec);
  for (uint32_t level = 0; level < 2; ++level)
    for (uint32_t y = 0; y < 4u >> level; ++y)
      for (uint32_t x = 0; x < 4u >> level; ++x)
        writeCode(img.format(), img.texel(level, 0, x, y, 0), 0, floatToBits(level ? 0.75f : 0.25f));
  ViewSpec v;
  v.withSampler = true;
  v.aspect = Aspect::Depth;
  v.levelCount = 2;
  v.sampler.depthCompare = true;
  v.sampler.compareOp = CompareOp::Less;
  v.sampler.mipmapMode = MipmapMode::Linear;
  FetchQuery q = sampleAt(0.3f, 0.3f, 0.5f);
  q.op = ProbeOp::SampleDref;
  q.dref = 0.5f;
  const Expectation e = expectSample(img, v, q, kEightBits).expect;
  EXPECT_TRUE(e.accepts(floats(0.5f, 0, 0, 0)));
  EXPECT_FALSE(e.accepts(floats(0.3f, 0, 0, 0)));
  EXPECT_FALSE(e.accepts(floats(0, 0, 0, 0)));
  EXPECT_FALSE(e.accepts(floats(1, 0, 0, 0)));
}

// Issue 54, item 3: one lookup reads one layer on both levels of a blend. Array layer a = 2.5 may
// round to layer 2 or 3; Lod 0.5 blends levels 0 and 1 halfway. Layer 2 on level 0 with layer 3 on
// level 1 is no branch.
TEST(SampleModel, BlendedLevelsReadOneLayer) {
  ImageSpec spec = imageOf(VK_FORMAT_R32_SFLOAT, 16, 16, FillPattern::LayerConstant);
  spec.levels = 2;
  spec.layers = 4;
  const HostImage img(spec);
  const auto at = [&](uint32_t level, uint32_t layer) {
    return bitsToFloat(readCode(img.format(), img.texel(level, layer, 0, 0, 0), 0));
  };
  ViewSpec v = linearView();
  v.type = ViewType::D2Array;
  v.layerCount = 4;
  v.levelCount = 2;
  v.sampler.mipmapMode = MipmapMode::Linear;
  const Expectation e = expectSample(img, v, sampleAt(0.5f, 0.5f, 0.5f, 2.5f), kEightBits).expect;
  const auto blend = [&](uint32_t fineLayer, uint32_t coarseLayer) {
    return floats(0.5f * at(0, fineLayer) + 0.5f * at(1, coarseLayer), 0, 0, 1);
  };
  ASSERT_NE(at(1, 2), at(1, 3));
  EXPECT_TRUE(e.accepts(blend(2, 2)));
  EXPECT_TRUE(e.accepts(blend(3, 3)));
  EXPECT_FALSE(e.accepts(blend(2, 3)));
  EXPECT_FALSE(e.accepts(blend(3, 2)));
}

// An R32F image with `levels` levels (and `layers` layers, cube-compatible where 6 or more) whose
// every level and layer holds one value, viewed whole with NEAREST mips.
struct LevelConstant {
  HostImage img;
  ViewSpec view;
  float at(uint32_t level, uint32_t layer = 0) const {
    return bitsToFloat(readCode(img.format(), img.texel(level, layer, 0, 0, 0), 0));
  }
};

LevelConstant levelConstant(uint32_t levels, uint32_t layers) {
  ImageSpec spec = imageOf(VK_FORMAT_R32_SFLOAT, 16, 16, FillPattern::LayerConstant);
  spec.levels = levels;
  spec.layers = layers;
  spec.cubeCompatible = layers >= 6;
  ViewSpec v = linearView();
  v.type = layers >= 6 ? ViewType::Cube : ViewType::D2;
  v.layerCount = layers;
  v.levelCount = levels;
  return {HostImage(spec), v};
}

// MinLod 2.25 over derivatives that select level 1 (log2 m = 3/4): level 2, never level 1; the
// fault that ignores the operand answers level 1.
TEST(SampleModel, TheMinLodOperandRaisesTheLevel) {
  const LevelConstant l = levelConstant(4, 1);
  FetchQuery q = sampleAt(0.5f, 0.5f);
  q.setSampleGrad(float(std::exp2(0.75) / 16), 1, 0, 0);
  q.setSampleMinLod(2.25f);
  EXPECT_EQ(q.sampleMinLod(), 2.25f);
  const Expectation e = expectSample(l.img, l.view, q, kEightBits).expect;
  EXPECT_TRUE(e.accepts(floats(l.at(2), 0, 0, 1)));
  EXPECT_FALSE(e.accepts(floats(l.at(1), 0, 0, 1)));
  ModelFaults ignored;
  ignored.minLodOperandIgnored = true;
  const Expectation wrong = expectSample(l.img, l.view, q, kEightBits, ignored).expect;
  EXPECT_TRUE(wrong.accepts(floats(l.at(1), 0, 0, 1)));
  EXPECT_FALSE(wrong.accepts(floats(l.at(2), 0, 0, 1)));
  EXPECT_THROW(q.setSampleMinLod(0.03f), std::invalid_argument);  // not a multiple of 1/16
}

// +z at s_c = 1/2, dP/dy = (0, 0, a) with a quarter of it reaching the face (log2 m = 3/4): level
// 1 of face +z; unprojected (a x 16 on three axes) the fault reads level 3.
TEST(SampleModel, CubeGradientsAreProjectedOntoTheFace) {
  const LevelConstant l = levelConstant(5, 6);
  FetchQuery q = sampleAt(0.5f, 0);
  q.st[2] = 1;
  q.setSampleGrad(0, 0, float(std::exp2(0.75) / 4), 4);
  const Expectation e = expectSample(l.img, l.view, q, kEightBits).expect;
  EXPECT_TRUE(e.accepts(floats(l.at(1, 4), 0, 0, 1)));
  EXPECT_FALSE(e.accepts(floats(l.at(3, 4), 0, 0, 1)));
  ModelFaults unprojected;
  unprojected.cubeGradUnprojected = true;
  const Expectation wrong = expectSample(l.img, l.view, q, kEightBits, unprojected).expect;
  EXPECT_TRUE(wrong.accepts(floats(l.at(3, 4), 0, 0, 1)));
  EXPECT_FALSE(wrong.accepts(floats(l.at(1, 4), 0, 0, 1)));
}

}  // namespace
}  // namespace vktexel::model
