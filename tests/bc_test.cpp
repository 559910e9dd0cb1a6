// BC1-BC5 decoding against blocks built and decoded by hand from the S3TC/RGTC definitions, and
// answers the comparison must reject.
#include "model/bc.h"
#include "model/expectation.h"
#include "model/floatbits.h"

#include <gtest/gtest.h>

#include <array>

namespace vktexel::model {
namespace {

uint32_t bits(double v) {
  return floatToBits(float(v));
}

bool accepts(const Scalar& s, double got) {
  return checkFor(s).accepts(bits(got));
}

// BC1: color0 = 0xF800 (red 31/31), color1 = 0x001F (blue 31/31); color0 > color1: four colours.
// Indices: texel 0 -> 0, texel 1 -> 1, texel 2 -> 2 ((2*c0 + c1) / 3), texel 3 -> 3 ((c0 + 2*c1) / 3).
const std::array<uint8_t, 8> kBc1FourColor = {0x00, 0xF8, 0x1F, 0x00, 0b11100100, 0, 0, 0};

TEST(Bc1, FourColourEndpointsAndThirds) {
  const FormatInfo& fmt = formatInfo(VK_FORMAT_BC1_RGB_UNORM_BLOCK);
  const Rgba t0 = decodeBcTexel(fmt, kBc1FourColor.data(), 0, 0);
  const Rgba t2 = decodeBcTexel(fmt, kBc1FourColor.data(), 2, 0);
  const Rgba t3 = decodeBcTexel(fmt, kBc1FourColor.data(), 3, 0);
  EXPECT_TRUE(accepts(t0.c[0], 1.0));
  EXPECT_TRUE(accepts(t0.c[2], 0.0));
  EXPECT_TRUE(accepts(t2.c[0], 2.0 / 3));  // red two thirds
  EXPECT_TRUE(accepts(t2.c[2], 1.0 / 3));
  EXPECT_TRUE(accepts(t3.c[0], 1.0 / 3));
  EXPECT_TRUE(accepts(t2.c[0], 2.0 / 3 + 1.5 / 255));   // 8-bit intermediate arithmetic is allowed
  EXPECT_FALSE(accepts(t2.c[0], 2.0 / 3 + 4.0 / 255));  // a wrong palette entry is not
  EXPECT_FALSE(accepts(t2.c[0], 1.0 / 3));              // swapped interpolants fail
  EXPECT_TRUE(checkFor(t0.c[3]).accepts(bits(1.0)));    // BC1_RGB: alpha is one
}

// color0 = 0x001F <= color1 = 0xF800: three colours plus transparent black at index 3.
const std::array<uint8_t, 8> kBc1ThreeColor = {0x1F, 0x00, 0x00, 0xF8, 0b11100100, 0, 0, 0};

TEST(Bc1, ThreeColourModeHasHalfwayAndTransparentBlack) {
  const FormatInfo& rgba = formatInfo(VK_FORMAT_BC1_RGBA_UNORM_BLOCK);
  const FormatInfo& rgb = formatInfo(VK_FORMAT_BC1_RGB_UNORM_BLOCK);
  const Rgba half = decodeBcTexel(rgba, kBc1ThreeColor.data(), 2, 0);
  EXPECT_TRUE(accepts(half.c[0], 0.5));
  EXPECT_TRUE(accepts(half.c[2], 0.5));
  const Rgba black = decodeBcTexel(rgba, kBc1ThreeColor.data(), 3, 0);
  EXPECT_TRUE(accepts(black.c[0], 0.0));
  EXPECT_FALSE(accepts(black.c[0], 1.0 / 255));  // black is exact
  EXPECT_TRUE(accepts(black.c[3], 0.0));         // transparent in BC1_RGBA
  EXPECT_FALSE(accepts(black.c[3], 1.0));
  EXPECT_TRUE(accepts(decodeBcTexel(rgb, kBc1ThreeColor.data(), 3, 0).c[3], 1.0));  // BC1_RGB: opaque
}

TEST(Bc2, ExplicitAlphaIsExactFifteenths) {
  std::array<uint8_t, 16> block{};
  block[0] = 0x5A;  // texel 0 alpha 0xA, texel 1 alpha 0x5
  std::copy(kBc1FourColor.begin(), kBc1FourColor.end(), block.begin() + 8);
  const FormatInfo& fmt = formatInfo(VK_FORMAT_BC2_UNORM_BLOCK);
  EXPECT_TRUE(accepts(decodeBcTexel(fmt, block.data(), 0, 0).c[3], 10.0 / 15));
  EXPECT_TRUE(accepts(decodeBcTexel(fmt, block.data(), 1, 0).c[3], 5.0 / 15));
  EXPECT_FALSE(accepts(decodeBcTexel(fmt, block.data(), 0, 0).c[3], 10.0 / 15 + 1.0 / 255));
}

// An RGTC channel block: a0 = 255, a1 = 0 (a0 > a1: eight values). Indices 3 bits each:
// texel 0 -> 0 (1.0), texel 1 -> 1 (0.0), texel 2 -> 2 (6/7), texel 3 -> 7 (1/7).
std::array<uint8_t, 8> channelBlock(uint8_t a0, uint8_t a1) {
  const uint64_t indices = 0u | (1u << 3) | (2u << 6) | (7u << 9);
  std::array<uint8_t, 8> b{a0, a1};
  for (int i = 0; i < 6; ++i) b[2 + i] = uint8_t(indices >> (8 * i));
  return b;
}

TEST(Bc4, EightValueInterpolation) {
  const auto block = channelBlock(255, 0);
  const FormatInfo& fmt = formatInfo(VK_FORMAT_BC4_UNORM_BLOCK);
  EXPECT_TRUE(accepts(decodeBcTexel(fmt, block.data(), 0, 0).c[0], 1.0));
  EXPECT_TRUE(accepts(decodeBcTexel(fmt, block.data(), 1, 0).c[0], 0.0));
  EXPECT_TRUE(accepts(decodeBcTexel(fmt, block.data(), 2, 0).c[0], 6.0 / 7));
  EXPECT_TRUE(accepts(decodeBcTexel(fmt, block.data(), 3, 0).c[0], 1.0 / 7));
  EXPECT_FALSE(accepts(decodeBcTexel(fmt, block.data(), 2, 0).c[0], 5.0 / 7));
  const Rgba r = decodeBcTexel(fmt, block.data(), 0, 0);
  EXPECT_TRUE(checkFor(r.c[1]).accepts(0) && checkFor(r.c[3]).accepts(bits(1.0)));  // (R, 0, 0, 1)
}

TEST(Bc4, SixValueModeHasZeroAndOne) {  // a0 <= a1: indices 6 and 7 are 0.0 and 1.0
  std::array<uint8_t, 8> b{10, 200};
  const uint64_t indices = (6u << 0) | (7u << 3) | (2u << 6);
  for (int i = 0; i < 6; ++i) b[2 + i] = uint8_t(indices >> (8 * i));
  const FormatInfo& fmt = formatInfo(VK_FORMAT_BC4_UNORM_BLOCK);
  EXPECT_TRUE(accepts(decodeBcTexel(fmt, b.data(), 0, 0).c[0], 0.0));
  EXPECT_TRUE(accepts(decodeBcTexel(fmt, b.data(), 1, 0).c[0], 1.0));
  EXPECT_TRUE(accepts(decodeBcTexel(fmt, b.data(), 2, 0).c[0], (4 * 10.0 + 200.0) / 5 / 255));
}

TEST(Bc4, SnormEndpointsClampMinus128) {
  std::array<uint8_t, 8> b{0x80, 0x7F};  // -128 and 127: -1.0 and 1.0; a0 < a1 as signed
  const FormatInfo& fmt = formatInfo(VK_FORMAT_BC4_SNORM_BLOCK);
  EXPECT_TRUE(accepts(decodeBcTexel(fmt, b.data(), 0, 0).c[0], -1.0));
  b[2] = 1;  // texel 0 -> index 1
  EXPECT_TRUE(accepts(decodeBcTexel(fmt, b.data(), 0, 0).c[0], 1.0));
  b[2] = 6;  // index 6 in six-value mode: -1.0 for SNORM
  EXPECT_TRUE(accepts(decodeBcTexel(fmt, b.data(), 0, 0).c[0], -1.0));
  EXPECT_FALSE(accepts(decodeBcTexel(fmt, b.data(), 0, 0).c[0], 0.0));
}

TEST(Bc5, TwoChannelsFromTwoBlocks) {
  std::array<uint8_t, 16> block{};
  const auto red = channelBlock(255, 0), green = channelBlock(0, 255);
  std::copy(red.begin(), red.end(), block.begin());
  std::copy(green.begin(), green.end(), block.begin() + 8);
  const Rgba t = decodeBcTexel(formatInfo(VK_FORMAT_BC5_UNORM_BLOCK), block.data(), 0, 0);
  EXPECT_TRUE(accepts(t.c[0], 1.0));
  EXPECT_TRUE(accepts(t.c[1], 0.0));  // green a0 = 0 at index 0
  EXPECT_TRUE(checkFor(t.c[2]).accepts(0));
}

TEST(BcSrgb, DecodedAfterInterpolation) {
  const FormatInfo& fmt = formatInfo(VK_FORMAT_BC1_RGB_SRGB_BLOCK);
  const Rgba t2 = decodeBcTexel(fmt, kBc1FourColor.data(), 2, 0);  // encoded red 2/3
  EXPECT_TRUE(accepts(t2.c[0], srgbToLinear(2.0 / 3)));
  EXPECT_FALSE(accepts(t2.c[0], 2.0 / 3));  // the UNORM reading is wrong for sRGB
  EXPECT_TRUE(accepts(decodeBcTexel(fmt, kBc1FourColor.data(), 0, 0).c[0], 1.0));
}

}  // namespace
}  // namespace vktexel::model
