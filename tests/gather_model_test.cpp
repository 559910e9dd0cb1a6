// The gather model against hand-derived footprints, address modes and borders (SEMANTICS §5),
// and answers it must reject.
#include "model/floatbits.h"
#include "model/gather.h"

#include <gtest/gtest.h>

namespace vktexel::model {
namespace {

TEST(Gather, WrapModesAtTheLeftEdge) {  // SEMANTICS §5.1 worked examples at i0 = -1
  EXPECT_EQ(wrapIndex(AddressMode::Repeat, -1, 16), 15);
  EXPECT_EQ(wrapIndex(AddressMode::MirroredRepeat, -1, 16), 0);
  EXPECT_EQ(wrapIndex(AddressMode::ClampToEdge, -1, 16), 0);
  EXPECT_EQ(wrapIndex(AddressMode::ClampToBorder, -1, 16), -1);
  EXPECT_EQ(wrapIndex(AddressMode::MirroredRepeat, 16, 16), 15);  // past the right edge: mirrored
  EXPECT_EQ(wrapIndex(AddressMode::Repeat, 16, 16), 0);
  EXPECT_EQ(wrapIndex(AddressMode::MirrorClampToEdge, -3, 16), 2);
}

// The 13 x 7 address-mode cases: wrapping an odd size is not a bit mask (Vulkan "Wrapping
// Operation": repeat is i mod size; mirrored repeat (size - 1) - mirror((i mod 2 size) - size)).
TEST(Gather, WrapModesOnAnOddSize) {
  EXPECT_EQ(wrapIndex(AddressMode::Repeat, -1, 13), 12);
  EXPECT_EQ(wrapIndex(AddressMode::Repeat, 13, 13), 0);  // a mask (13 & 12) would give 12
  EXPECT_EQ(wrapIndex(AddressMode::Repeat, 27, 13), 1);
  EXPECT_EQ(wrapIndex(AddressMode::MirroredRepeat, -1, 13), 0);
  EXPECT_EQ(wrapIndex(AddressMode::MirroredRepeat, 13, 13), 12);
  EXPECT_EQ(wrapIndex(AddressMode::MirroredRepeat, -14, 13), 12);
  EXPECT_EQ(wrapIndex(AddressMode::MirroredRepeat, 26, 13), 0);
  EXPECT_EQ(wrapIndex(AddressMode::MirrorClampToEdge, 15, 13), 12);
  EXPECT_EQ(wrapIndex(AddressMode::MirrorClampToEdge, -3, 13), 2);
}

TEST(Gather, FootprintOrderIsCounterClockwiseFromLowerLeft) {          // P-23, S-13
  EXPECT_EQ(footprintTexel(0, 4, 2), (std::array<int32_t, 2>{4, 3}));  // x = (i0, j1)
  EXPECT_EQ(footprintTexel(1, 4, 2), (std::array<int32_t, 2>{5, 3}));  // y = (i1, j1)
  EXPECT_EQ(footprintTexel(2, 4, 2), (std::array<int32_t, 2>{5, 2}));  // z = (i1, j0)
  EXPECT_EQ(footprintTexel(3, 4, 2), (std::array<int32_t, 2>{4, 2}));  // w = (i0, j0)
}

// A 4 x 2 image of `format`: two 2 x 2 footprints side by side.
ImageSpec image4x2(VkFormat format) {
  ImageSpec s;
  s.format = format;
  s.width = 4;
  s.height = 2;
  return s;
}

ImageSpec uintImage() {
  return image4x2(VK_FORMAT_R32_UINT);
}

uint32_t at(const HostImage& img, uint32_t x, uint32_t y) {
  return readCode(img.format(), img.texel(0, 0, x, y, 0), 0);
}

FetchQuery gather(float s, float t, int component) {
  FetchQuery q;
  q.op = ProbeOp::Gather;
  q.st = {s, t, 0};
  q.component = component;
  return q;
}

TEST(Gather, ReadsTheFootprintInOrderAndRejectsASwap) {
  const HostImage img(uintImage());
  ViewSpec v;
  v.withSampler = true;
  // s = 2/4, t = 1/2: u - 0.5 = 1.5, v - 0.5 = 0.5 -> i0 = 1, j0 = 0.
  const Expectation e = expectGather(img, v, v.sampler, gather(0.5f, 0.5f, 0)).expect;
  const RawResult right = {at(img, 1, 1), at(img, 2, 1), at(img, 2, 0), at(img, 1, 0)};
  EXPECT_TRUE(e.accepts(right));
  EXPECT_FALSE(e.accepts({right[3], right[1], right[2], right[0]}));  // x and w swapped
  ModelFaults swap;
  swap.gatherSwapXW = true;
  EXPECT_FALSE(expectGather(img, v, v.sampler, gather(0.5f, 0.5f, 0), swap).expect.accepts(right));
}

TEST(Gather, MissingComponentsAreZeroAndAlphaIsOne) {  // S-02: SASS says zeros; Vulkan's alpha is one
  const HostImage img(uintImage());
  ViewSpec v;
  EXPECT_TRUE(expectGather(img, v, v.sampler, gather(0.5f, 0.5f, 1)).expect.accepts({0, 0, 0, 0}));
  EXPECT_TRUE(expectGather(img, v, v.sampler, gather(0.5f, 0.5f, 3)).expect.accepts({1, 1, 1, 1}));
  EXPECT_FALSE(expectGather(img, v, v.sampler, gather(0.5f, 0.5f, 3)).expect.accepts({0, 0, 0, 0}));
}

TEST(Gather, BorderReplacesOnlyTheFormatsComponents) {  // R8 + opaque white -> (1, 0, 0, 1)
  const HostImage img(image4x2(VK_FORMAT_R8_UNORM));
  ViewSpec v;
  v.sampler = {AddressMode::ClampToBorder, AddressMode::ClampToBorder, BorderColor::OpaqueWhite};
  // s = 0, t = 0: i0 = j0 = -1; only (0, 0), the z texel, is inside.
  const uint32_t one = 0x3f800000u;
  const Expectation red = expectGather(img, v, v.sampler, gather(0.0f, 0.0f, 0)).expect;
  const Expectation green = expectGather(img, v, v.sampler, gather(0.0f, 0.0f, 1)).expect;
  EXPECT_TRUE(red.anyOf[0].c[0].accepts(one));  // x = (-1, 0): border red = 1
  EXPECT_TRUE(green.accepts({0, 0, 0, 0}));     // green: the format has none, border or not
  EXPECT_FALSE(green.accepts({one, one, 0, one}));
}

TEST(Gather, DrefComparesReferenceAgainstEachTexel) {  // P-25, trap 14: LESS means Dref < D
  HostImage img(image4x2(VK_FORMAT_D32_SFLOAT));
  const float depths[2][2] = {{0.1f, 0.5f}, {0.25f, 0.75f}};  // [y][x] of the footprint at i0 = j0 = 0
  for (uint32_t y = 0; y < 2; ++y)
    for (uint32_t x = 0; x < 2; ++x)
      writeCode(img.format(), img.texel(0, 0, x, y, 0), 0, floatToBits(depths[y][x]));
  ViewSpec v;
  v.aspect = Aspect::Depth;
  v.sampler.depthCompare = true;
  v.sampler.compareOp = CompareOp::Less;
  FetchQuery q = gather(0.25f, 0.5f, 0);  // i0 = 0, j0 = 0
  q.dref = 0.4f;
  const uint32_t one = 0x3f800000u;
  // x = (0,1): 0.4 < 0.25 no; y = (1,1): 0.4 < 0.75 yes; z = (1,0): 0.4 < 0.5 yes; w = (0,0): 0.4 < 0.1 no.
  const Expectation e = expectGather(img, v, v.sampler, q).expect;
  EXPECT_TRUE(e.accepts({0, one, one, 0}));
  EXPECT_FALSE(e.accepts({one, one, one, one}));
  EXPECT_FALSE(e.accepts({0, one, 0, one}));  // the reversed comparison (D < Dref) is wrong
}

TEST(Gather, DrefIsClampedForUnormDepth) {
  HostImage img(image4x2(VK_FORMAT_D16_UNORM));
  for (uint32_t x = 0; x < 2; ++x)
    for (uint32_t y = 0; y < 2; ++y)
      writeCode(img.format(), img.texel(0, 0, x, y, 0), 0, 0xffffu);  // depth 1.0
  ViewSpec v;
  v.aspect = Aspect::Depth;
  v.sampler.depthCompare = true;
  v.sampler.compareOp = CompareOp::Greater;
  FetchQuery q = gather(0.25f, 0.5f, 0);
  q.dref = 1.5f;  // clamped to 1.0: 1.0 > 1.0 fails everywhere; unclamped, 1.5 > 1.0 would pass
  EXPECT_TRUE(expectGather(img, v, v.sampler, q).expect.accepts({0, 0, 0, 0}));
  EXPECT_FALSE(expectGather(img, v, v.sampler, q)
                   .expect.accepts({0x3f800000u, 0x3f800000u, 0x3f800000u, 0x3f800000u}));
}

// Issue 19 item 1: a tie tells each op from its neighbour. D16 code 0x8000 has no exact binary32
// value, so Dref at the nearest float may compare either way (conversions within 1 part in
// 10^5); codes 0 and 0xffff are exact ties, and a Dref two codes away is strictly beside.
TEST(Gather, DrefTiesAreExactOnlyWhereBothValuesAre) {
  HostImage img(image4x2(VK_FORMAT_D16_UNORM));
  const uint32_t codes[2][2] = {{0x0000u, 0xffffu}, {0x8000u, 0x8000u}};  // [y][x]
  for (uint32_t y = 0; y < 2; ++y)
    for (uint32_t x = 0; x < 2; ++x) writeCode(img.format(), img.texel(0, 0, x, y, 0), 0, codes[y][x]);
  ViewSpec v;
  v.aspect = Aspect::Depth;
  v.sampler.depthCompare = true;
  FetchQuery q = gather(0.25f, 0.5f, 0);  // x = (0,1), y = (1,1), z = (1,0), w = (0,0)
  const uint32_t one = 0x3f800000u;
  const auto accepts = [&](CompareOp op, float dref, const RawResult& r, const ModelFaults& faults = {}) {
    v.sampler.compareOp = op;
    q.dref = dref;
    return expectGather(img, v, v.sampler, q, faults).expect.accepts(r);
  };
  // Dref 0.0 ties w exactly: LESS fails there, LEQUAL passes; 0x8000's texels are above.
  EXPECT_TRUE(accepts(CompareOp::Less, 0.0f, {one, one, one, 0}));
  EXPECT_FALSE(accepts(CompareOp::Less, 0.0f, {one, one, one, one}));
  EXPECT_TRUE(accepts(CompareOp::LessOrEqual, 0.0f, {one, one, one, one}));
  EXPECT_FALSE(accepts(CompareOp::Less, 0.0f, {one, one, one, 0}, ModelFaults{.compareLessAsLequal = true}));
  // Dref 1.5 clamps to 1.0 and ties z: EQUAL passes there only; unclamped, it would not.
  EXPECT_TRUE(accepts(CompareOp::Equal, 1.5f, {0, 0, one, 0}));
  EXPECT_FALSE(accepts(CompareOp::Equal, 1.5f, {0, 0, 0, 0}));
  EXPECT_FALSE(accepts(CompareOp::Equal, 1.5f, {0, 0, one, 0}, ModelFaults{.drefNoClamp = true}));
  // The nearest float to 32768/65535 ties x and y either way; two codes above it is exact.
  const float mid = float(32768.0 / 65535.0);
  EXPECT_TRUE(accepts(CompareOp::Equal, mid, {one, one, 0, 0}));
  EXPECT_TRUE(accepts(CompareOp::Equal, mid, {0, 0, 0, 0}));
  EXPECT_FALSE(accepts(CompareOp::Equal, mid, {one, one, one, 0}));
  const float above = float(32770.0 / 65535.0);
  EXPECT_TRUE(accepts(CompareOp::Greater, above, {one, one, 0, one}));
  EXPECT_FALSE(accepts(CompareOp::Greater, above, {0, one, 0, one}));
}

}  // namespace
}  // namespace vktexel::model

namespace vktexel::model {
namespace {

TEST(GatherOffsets, DefaultFootprintConstOffsetsEqualThePlainGather) {  // SEMANTICS §5.1
  const HostImage img(uintImage());
  ViewSpec v;
  FetchQuery q = gather(0.5f, 0.5f, 0);
  const RawResult plain = {at(img, 1, 1), at(img, 2, 1), at(img, 2, 0), at(img, 1, 0)};
  q.constOffsets = true;
  q.offsets = {{{0, 1}, {1, 1}, {1, 0}, {0, 0}}};
  EXPECT_TRUE(expectGather(img, v, v.sampler, q).expect.accepts(plain));
  q.offsets = {{{0, 0}, {1, 1}, {1, 0}, {0, 1}}};  // x and w exchanged: texel k is (i0, j0) + offsets[k]
  EXPECT_FALSE(expectGather(img, v, v.sampler, q).expect.accepts(plain));
  EXPECT_TRUE(expectGather(img, v, v.sampler, q).expect.accepts({plain[3], plain[1], plain[2], plain[0]}));
}

TEST(GatherOffsets, DynamicOffsetMovesTheFootprint) {
  const HostImage img(uintImage());
  ViewSpec v;
  FetchQuery q = gather(0.25f, 0.5f, 0);  // i0 = 0, j0 = 0
  q.dynamicOffset = true;
  q.offset = {1, 0, 0};
  const RawResult moved = {at(img, 1, 1), at(img, 2, 1), at(img, 2, 0), at(img, 1, 0)};
  EXPECT_TRUE(expectGather(img, v, v.sampler, q).expect.accepts(moved));
  ModelFaults plusOne;
  plusOne.gatherOffsetPlusOne = true;
  EXPECT_FALSE(expectGather(img, v, v.sampler, q, plusOne).expect.accepts(moved));
}

TEST(GatherOffsets, CoordinatesNearABoundaryAcceptEitherFootprintOnly) {
  ImageSpec spec = uintImage();
  spec.width = 8;
  const HostImage img(spec);
  ViewSpec v;
  // u - 0.5 = 3 - 2^-10: i0 = 2, or 3 after sub-texel rounding; j0 = 0 exactly.
  const float s = float((3.5 - 1.0 / 1024) / 8);
  const Expectation e = expectGather(img, v, v.sampler, gather(s, 0.5f, 0)).expect;
  auto footprint = [&](uint32_t i0) {
    return RawResult{at(img, i0, 1), at(img, i0 + 1, 1), at(img, i0 + 1, 0), at(img, i0, 0)};
  };
  EXPECT_TRUE(e.accepts(footprint(2)));
  EXPECT_TRUE(e.accepts(footprint(3)));
  EXPECT_FALSE(e.accepts(footprint(1)));
  EXPECT_FALSE(e.accepts(footprint(4)));
  // Half a texel from a boundary there is only one answer.
  EXPECT_EQ(expectGather(img, v, v.sampler, gather(0.5f, 0.5f, 0)).expect.anyOf.size(), 1u);
}

TEST(GatherOffsets, NullDescriptorReadsZero) {  // S-08
  const HostImage img(uintImage());
  ViewSpec v;
  v.null = true;
  EXPECT_TRUE(expectGather(img, v, v.sampler, gather(0.5f, 0.5f, 3)).expect.accepts({0, 0, 0, 0}));
  EXPECT_FALSE(expectGather(img, v, v.sampler, gather(0.5f, 0.5f, 3)).expect.accepts({1, 1, 1, 1}));
}

}  // namespace
}  // namespace vktexel::model
