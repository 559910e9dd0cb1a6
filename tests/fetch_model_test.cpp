// The OpImageFetch model against hand-derived expectations (SEMANTICS §2, §3.1), including
// answers the model must reject.
#include "model/edge_codes.h"
#include "model/fetch.h"
#include "model/floatbits.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <set>

namespace vktexel::model {
namespace {

constexpr uint32_t kOne = 0x3f800000u;  // 1.0f

ImageSpec image2d(VkFormat format, uint32_t w, uint32_t h) {
  ImageSpec s;
  s.format = format;
  s.width = w;
  s.height = h;
  s.levels = fullMipLevels(w, h, 1);
  return s;
}

ViewSpec fullView(const ImageSpec& s) {
  ViewSpec v;
  v.levelCount = s.levels;
  return v;
}

FetchQuery at(int32_t x, int32_t y, int32_t lod = 0) {
  FetchQuery q;
  q.coord = {x, y, 0};
  q.lod = lod;
  return q;
}

TEST(FetchModel, Ria2OutOfBoundsR8IsZeroWithAlphaOne) {
  const HostImage img(image2d(VK_FORMAT_R8_UNORM, 16, 16));
  const FetchExpectation e = expectFetch(img, fullView(img.spec()), at(16, 0), Tier::RIA2);
  EXPECT_EQ(e.cls, FetchClass::CoordOOB);
  EXPECT_TRUE(e.expect.accepts({0, 0, 0, kOne}));
  EXPECT_TRUE(e.expect.accepts({0x80000000u, 0, 0, kOne}));  // -0 equals +0
  EXPECT_FALSE(e.expect.accepts({0, 0, 0, 0}));              // D3D and RIA2: alpha is one
}

TEST(FetchModel, Ria2OutOfBoundsRgba8IsAllZero) {
  const HostImage img(image2d(VK_FORMAT_R8G8B8A8_UNORM, 16, 16));
  const FetchExpectation e = expectFetch(img, fullView(img.spec()), at(-1, 3), Tier::RIA2);
  EXPECT_TRUE(e.expect.accepts({0, 0, 0, 0}));
  EXPECT_FALSE(e.expect.accepts({0, 0, 0, kOne}));  // the format has alpha: it is zero too
}

TEST(FetchModel, Ria2OutOfBoundsIntegerAlphaIsIntegerOne) {
  const HostImage img(image2d(VK_FORMAT_R16G16_SINT, 8, 8));
  const FetchExpectation e = expectFetch(img, fullView(img.spec()), at(0, 8), Tier::RIA2);
  EXPECT_TRUE(e.expect.accepts({0, 0, 0, 1}));
  EXPECT_FALSE(e.expect.accepts({0, 0, 0, kOne}));
}

TEST(FetchModel, RiaAllowsAlphaZeroOrOneEvenWithAlpha) {
  const HostImage img(image2d(VK_FORMAT_R8G8B8A8_UNORM, 16, 16));
  const FetchExpectation e = expectFetch(img, fullView(img.spec()), at(16, 16), Tier::RIA);
  EXPECT_TRUE(e.expect.accepts({0, 0, 0, 0}));
  EXPECT_TRUE(e.expect.accepts({0, 0, 0, kOne}));
  EXPECT_FALSE(e.expect.accepts({kOne, 0, 0, kOne}));
}

TEST(FetchModel, LevelOutOfRangeNeedsRia2) {
  const HostImage img(image2d(VK_FORMAT_R8_UNORM, 16, 16));
  const ViewSpec v = fullView(img.spec());
  EXPECT_EQ(expectFetch(img, v, at(0, 0, 5), Tier::RIA2).cls, FetchClass::LevelOOB);
  EXPECT_TRUE(expectFetch(img, v, at(0, 0, 5), Tier::RIA2).expect.accepts({0, 0, 0, kOne}));
  EXPECT_EQ(expectFetch(img, v, at(0, 0, 5), Tier::RIA).expect.kind, Expectation::Kind::Unchecked);
  EXPECT_EQ(expectFetch(img, v, at(0, 0, -1), Tier::None).expect.kind, Expectation::Kind::DontRun);
  EXPECT_EQ(expectFetch(img, v, at(0, 0, 4), Tier::None).cls, FetchClass::InBounds);  // 16x16 has 5 levels
}

TEST(FetchModel, WithoutRobustnessOutOfBoundsIsNeverIssued) {
  const HostImage img(image2d(VK_FORMAT_R8_UNORM, 4, 4));
  EXPECT_EQ(expectFetch(img, fullView(img.spec()), at(4, 0), Tier::None).expect.kind,
            Expectation::Kind::DontRun);
}

TEST(FetchModel, OffsetBelowZeroIsOutOfBounds) {  // LD-13
  const HostImage img(image2d(VK_FORMAT_R8_UNORM, 16, 16));
  FetchQuery q = at(0, 5);
  q.offset = {-1, 0, 0};
  q.constOffset = true;
  EXPECT_EQ(expectFetch(img, fullView(img.spec()), q, Tier::RIA2).cls, FetchClass::CoordOOB);
}

TEST(FetchModel, OffsetIsRelativeToTheAccessedLevel) {      // LD-10
  const HostImage img(image2d(VK_FORMAT_R32_UINT, 17, 9));  // level 2 is 4x2
  FetchQuery q = at(3, 0, 2);
  q.offset = {1, 0, 0};
  q.constOffset = true;
  EXPECT_EQ(expectFetch(img, fullView(img.spec()), q, Tier::RIA2).cls, FetchClass::CoordOOB);
  q.offset = {-3, 1, 0};
  const FetchExpectation in = expectFetch(img, fullView(img.spec()), q, Tier::None);
  ASSERT_EQ(in.cls, FetchClass::InBounds);
  EXPECT_EQ(in.address.x, 0u);
  EXPECT_EQ(in.address.y, 1u);
  EXPECT_EQ(in.address.level, 2u);
}

TEST(FetchModel, InBoundsReturnsTheStoredTexelExactlyForIntegers) {
  const HostImage img(image2d(VK_FORMAT_R32_UINT, 8, 8));
  const uint32_t stored = readCode(img.format(), img.texel(1, 0, 2, 3, 0), 0);
  const FetchExpectation e = expectFetch(img, fullView(img.spec()), at(2, 3, 1), Tier::None);
  EXPECT_TRUE(e.expect.accepts({stored, 0, 0, 1}));
  EXPECT_FALSE(e.expect.accepts({stored ^ 1u, 0, 0, 1}));  // one bit off
  EXPECT_FALSE(e.expect.accepts({stored, 0, 0, 0}));       // missing alpha must be integer one
}

TEST(FetchModel, ViewLevelsAreRelativeToBaseLevel) {
  const HostImage img(image2d(VK_FORMAT_R8_UINT, 16, 16));
  ViewSpec v = fullView(img.spec());
  v.baseLevel = 2;
  v.levelCount = 2;
  const FetchExpectation e = expectFetch(img, v, at(1, 1, 1), Tier::None);  // level 3 is 2x2
  ASSERT_EQ(e.cls, FetchClass::InBounds);
  EXPECT_EQ(e.address.level, 3u);
  EXPECT_EQ(expectFetch(img, v, at(2, 0, 1), Tier::RIA2).cls, FetchClass::CoordOOB);
  EXPECT_EQ(expectFetch(img, v, at(0, 0, 2), Tier::RIA2).cls, FetchClass::LevelOOB);
}

TEST(FetchModel, SwizzleAppliesAfterReplacement) {  // SEMANTICS §3.1: R8 with (A,R,G,B) gives (1,0,0,0)
  const HostImage img(image2d(VK_FORMAT_R8_UNORM, 4, 4));
  ViewSpec v = fullView(img.spec());
  v.swizzle = {Swizzle::A, Swizzle::R, Swizzle::G, Swizzle::B};
  const FetchExpectation e = expectFetch(img, v, at(4, 0), Tier::RIA2);
  EXPECT_TRUE(e.expect.accepts({kOne, 0, 0, 0}));
  EXPECT_FALSE(e.expect.accepts({0, 0, 0, kOne}));
}

TEST(FetchModel, FaultsChangeTheRule) {
  const HostImage img(image2d(VK_FORMAT_R8_UNORM, 16, 16));
  ModelFaults faults;
  faults.oobAlphaZero = true;
  EXPECT_TRUE(
      expectFetch(img, fullView(img.spec()), at(16, 0), Tier::RIA2, faults).expect.accepts({0, 0, 0, 0}));
}

TEST(FetchModel, NullDescriptorReadsZeroWithoutAlphaDefault) {  // LD-08, trap 2
  const HostImage img(image2d(VK_FORMAT_R8_UNORM, 4, 4));
  ViewSpec v = fullView(img.spec());
  v.null = true;
  EXPECT_TRUE(expectFetch(img, v, at(1, 1), Tier::RIA2).expect.accepts({0, 0, 0, 0}));
  EXPECT_FALSE(expectFetch(img, v, at(1, 1), Tier::RIA2).expect.accepts({0, 0, 0, kOne}));
  EXPECT_TRUE(expectFetch(img, v, at(9, 9), Tier::None).expect.accepts({0, 0, 0, 0}));  // no bounds at all
  FetchQuery size = at(0, 0, 1);
  size.op = ProbeOp::QuerySizeLod;
  EXPECT_TRUE(expectProbe(img, v, size, Tier::RIA2).expect.accepts({0, 0, 0, 0}));
  EXPECT_FALSE(expectProbe(img, v, size, Tier::RIA2).expect.accepts({2, 2, 0, 0}));
}

TEST(FetchModel, FloatBitsAreExactOnlyThroughTheUintAlias) {  // LD-15
  ImageSpec spec = image2d(VK_FORMAT_R32_SFLOAT, 16, 16);
  spec.fill = FillPattern::FloatSpecials;
  spec.mutableFormat = true;
  const HostImage img(spec);
  ViewSpec floatView = fullView(spec), uintView = fullView(spec);
  uintView.format = VK_FORMAT_R32_UINT;
  bool sawDenormal = false, sawNaN = false;
  for (int32_t x = 0; x < 16; ++x) {
    const uint32_t bits = readCode(img.format(), img.texel(0, 0, uint32_t(x), 0, 0), 0);
    const float f = bitsToFloat(bits);
    const Expectation viaFloat = expectFetch(img, floatView, at(x, 0), Tier::None).expect;
    const Expectation viaUint = expectFetch(img, uintView, at(x, 0), Tier::None).expect;
    EXPECT_TRUE(viaUint.accepts({bits, 0, 0, 1}));
    EXPECT_FALSE(viaUint.accepts({bits ^ 1u, 0, 0, 1}));
    if (std::fpclassify(f) == FP_SUBNORMAL) {
      sawDenormal = true;
      EXPECT_TRUE(viaFloat.accepts({0, 0, 0, kOne}));  // may be flushed through the float view
      EXPECT_FALSE(viaUint.accepts({0, 0, 0, 1}));     // never through the alias
    }
    if (std::isnan(f)) {
      sawNaN = true;
      EXPECT_TRUE(viaFloat.accepts({0x7fc00000u, 0, 0, kOne}));                      // any NaN
      EXPECT_FALSE(viaUint.accepts({0x7fc00000u, 0, 0, 1}) && bits != 0x7fc00000u);  // payload kept
    }
  }
  EXPECT_TRUE(sawDenormal);
  EXPECT_TRUE(sawNaN);
}

TEST(FetchModel, DepthAndStencilComeBackInX) {  // SEMANTICS §4.1, trap 9 (D3D returns stencil in .g)
  ImageSpec spec = image2d(VK_FORMAT_D24_UNORM_S8_UINT, 4, 4);
  HostImage img(spec);
  uint8_t* t = img.texel(0, 0, 1, 2, 0);
  const uint8_t texel[5] = {0xff, 0xff, 0xff, 0x00, 0x2a};  // depth copy (X8_D24): 0xffffff; stencil 42
  std::memcpy(t, texel, 5);
  ViewSpec depth = fullView(spec), stencil = fullView(spec);
  depth.aspect = Aspect::Depth;
  stencil.aspect = Aspect::Stencil;
  const Expectation d = expectFetch(img, depth, at(1, 2), Tier::None).expect;
  const Expectation s = expectFetch(img, stencil, at(1, 2), Tier::None).expect;
  EXPECT_TRUE(d.accepts({kOne, 0, 0, kOne}));  // (D, 0, 0, 1.0): 0xffffff is exactly 1.0
  EXPECT_FALSE(d.accepts({kOne, 0, 0, 0}));
  EXPECT_TRUE(s.accepts({42, 0, 0, 1}));   // (S, 0, 0, 1) as uint
  EXPECT_FALSE(s.accepts({0, 42, 0, 1}));  // D3D's .g placement is wrong in Vulkan
  EXPECT_TRUE(expectFetch(img, stencil, at(4, 0), Tier::RIA2).expect.accepts({0, 0, 0, 1}));
  EXPECT_TRUE(expectFetch(img, depth, at(4, 0), Tier::RIA2).expect.accepts({0, 0, 0, kOne}));
  EXPECT_EQ(aspectCopyBytes(img, 0, Aspect::Depth).size(), 16u * 4u);
  EXPECT_EQ(aspectCopyBytes(img, 0, Aspect::Stencil)[2 * 4 + 1], 0x2a);  // texel (1,2) of a 4-wide level
}

TEST(HostImage, FloatDepthStaysInUnitRange) {  // copies of depth outside [0, 1] are undefined
  const HostImage img(image2d(VK_FORMAT_D32_SFLOAT, 16, 16));
  for (uint32_t y = 0; y < 16; ++y)
    for (uint32_t x = 0; x < 16; ++x) {
      const float d = bitsToFloat(readCode(img.format(), img.texel(0, 0, x, y, 0), 0));
      ASSERT_TRUE(d >= 0.0f && d <= 1.0f) << d;
    }
}

TEST(MipChain, SizesFollowThePtxAndVulkanFormulas) {  // P-04, P-05
  EXPECT_EQ(fullMipLevels(256, 256, 1), 9u);
  EXPECT_EQ(fullMipLevels(17, 9, 1), 5u);
  EXPECT_EQ(fullMipLevels(1, 1, 1), 1u);
  const ImageSpec s = image2d(VK_FORMAT_R8_UNORM, 256, 256);
  for (uint32_t level = 0; level < 9; ++level) {
    EXPECT_EQ(levelExtent(s, level).width, 256u >> level);
    EXPECT_EQ(levelExtent(s, level).height, 256u >> level);
  }
  const ImageSpec odd = image2d(VK_FORMAT_R8_UNORM, 17, 9);
  EXPECT_EQ(levelExtent(odd, 3).width, 2u);
  EXPECT_EQ(levelExtent(odd, 3).height, 1u);  // max(1, 9 >> 3)
  EXPECT_EQ(levelExtent(odd, 4).width, 1u);
}

TEST(HostImage, OrdinaryFillIsNormalFloatsBeyondItsEdgeCodes) {
  const HostImage img(image2d(VK_FORMAT_R32G32B32A32_SFLOAT, 32, 32));
  const size_t edges = edgeCodes(img.format().components[0]).size();
  for (uint32_t y = 0; y < 32; ++y)
    for (uint32_t x = 0; x < 32; ++x)
      for (int k = 0; k < 4; ++k) {
        const float f = bitsToFloat(readCode(img.format(), img.texel(0, 0, x, y, 0), k));
        if (y * 32 + x >= edges) {
          ASSERT_TRUE(std::isnormal(f)) << x << "," << y;
        }
      }
}

// Issue 19 item 4: every component of every level and layer holds each of its edge codes, which
// a pseudo-random fill would hit only by chance (SNORM -2^(b-1), the extremes, +-0, +-Inf, NaN).
TEST(HostImage, EveryComponentHoldsEveryEdgeCode) {
  for (VkFormat format :
       {VK_FORMAT_R8G8B8A8_SNORM, VK_FORMAT_R16G16_UNORM, VK_FORMAT_R32_SINT, VK_FORMAT_R16G16B16A16_SFLOAT,
        VK_FORMAT_B10G11R11_UFLOAT_PACK32, VK_FORMAT_D16_UNORM, VK_FORMAT_D32_SFLOAT}) {
    ImageSpec spec = image2d(format, 17, 9);  // level 1: 32 texels, more than the edge codes
    spec.levels = 2;
    spec.layers = 2;
    const HostImage img(spec);
    const FormatInfo& f = img.format();
    for (uint32_t level = 0; level < 2; ++level)
      for (uint32_t layer = 0; layer < 2; ++layer)
        for (int k = 0; k < f.componentCount; ++k) {
          std::set<uint32_t> held;
          const Extent e = img.extent(level);
          for (uint32_t y = 0; y < e.height; ++y)
            for (uint32_t x = 0; x < e.width; ++x)
              held.insert(readCode(f, img.texel(level, layer, x, y, 0), k));
          for (uint32_t code : edgeCodes(f.components[k]))
            EXPECT_TRUE(held.count(code)) << f.name << " level " << level << " layer " << layer
                                          << " component " << k << " lacks 0x" << std::hex << code;
        }
  }
}

TEST(EdgeCodes, NameTheExtremesOfEachClass) {
  const auto has = [](VkFormat format, uint32_t code) {
    const std::vector<uint32_t> e = edgeCodes(formatInfo(format).components[0]);
    return std::find(e.begin(), e.end(), code) != e.end();
  };
  EXPECT_TRUE(has(VK_FORMAT_R8_SNORM, 0x80));  // -128 reads -1.0 like -127
  EXPECT_TRUE(has(VK_FORMAT_R8_SNORM, 0x81));
  EXPECT_TRUE(has(VK_FORMAT_R16_UNORM, 0xffff));
  EXPECT_TRUE(has(VK_FORMAT_R32_SINT, 0x80000000u));
  EXPECT_TRUE(has(VK_FORMAT_R32_SINT, 0x7fffffffu));
  EXPECT_TRUE(has(VK_FORMAT_R16_SFLOAT, 0x8000));  // -0
  EXPECT_TRUE(has(VK_FORMAT_R16_SFLOAT, 0xfc00));  // -Inf
  EXPECT_TRUE(has(VK_FORMAT_R32_SFLOAT, 0x7fc00000u));
  EXPECT_FALSE(has(VK_FORMAT_D32_SFLOAT, 0x80000000u));  // depth stays in [0, 1]
  EXPECT_FALSE(has(VK_FORMAT_R8_UNORM, 0x80000000u));    // a wrong answer: not an 8-bit code
}

TEST(HostImage, FillIsDeterministicAndSeeded) {
  ImageSpec s = image2d(VK_FORMAT_R8G8B8A8_UINT, 8, 8);
  const HostImage a(s), b(s);
  EXPECT_EQ(a.levelBytes(0), b.levelBytes(0));
  s.seed = 2;
  EXPECT_NE(HostImage(s).levelBytes(0), a.levelBytes(0));
}

// The Cleared fill (multisample images of cases that read no texel): one value everywhere, exact
// through a clear, and told apart from every out-of-bounds answer, so a driver that returns a
// texel instead still fails.
TEST(FetchModel, ClearedTexelsDifferFromEveryOutOfBoundsAnswer) {
  size_t checked = 0;
  for (const FormatInfo& f : sampledFormats()) {
    if (f.isCompressed() || f.components[0].cls == NumClass::SharedExp || f.aspect == Aspect::DepthStencil)
      continue;
    ImageSpec spec = image2d(f.vk, 4, 2);
    spec.fill = FillPattern::Cleared;
    const HostImage img(spec);
    ViewSpec view = fullView(spec);
    view.aspect = f.aspect;
    for (uint32_t y = 0; y < 2; ++y)
      for (uint32_t x = 0; x < 4; ++x)
        EXPECT_EQ(std::memcmp(img.texel(0, 0, x, y, 0), img.texel(0, 0, 0, 0, 0), f.texelBytes), 0) << f.name;
    RawResult texel{};
    const Rgba rgba = convertToRgba(f, img.texel(0, 0, 1, 1, 0));
    for (int k = 0; k < 4; ++k) texel[k] = resultBits(rgba.c[k]);
    EXPECT_TRUE(expectFetch(img, view, at(1, 1), Tier::RIA2).expect.accepts(texel)) << f.name;
    for (Tier tier : {Tier::RIA2, Tier::RIA})
      EXPECT_FALSE(expectFetch(img, view, at(4, 1), tier).expect.accepts(texel)) << f.name;
    ++checked;
  }
  EXPECT_GT(checked, 50u);
}

TEST(FetchModel, ClearedCodesAreOneHalfFiveAndMinusThree) {
  EXPECT_EQ(clearedCode({Channel::R, NumClass::Unorm, 0, 8}), 0xffu);
  EXPECT_EQ(clearedCode({Channel::R, NumClass::Snorm, 0, 8}), 0x7fu);
  EXPECT_EQ(clearedCode({Channel::R, NumClass::Sint, 0, 16}), 0xfffdu);
  EXPECT_EQ(clearedCode({Channel::A, NumClass::Uint, 0, 2}), 3u);
  EXPECT_EQ(clearedCode({Channel::R, NumClass::Sfloat, 0, 16}), 0x3800u);
  EXPECT_EQ(clearedCode({Channel::R, NumClass::Ufloat, 0, 11}), 0x380u);
  EXPECT_EQ(clearedCode({Channel::B, NumClass::Ufloat, 0, 10}), 0x1c0u);
}

}  // namespace
}  // namespace vktexel::model
