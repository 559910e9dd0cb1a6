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
  EXPECT_FALSE(accepts(t2.c[0], 2.0 / 3 + 1.5 / 255));  // the letter: the KDFS's exact thirds
  EXPECT_FALSE(accepts(t2.c[0], 1.0 / 3));              // swapped interpolants fail
  EXPECT_TRUE(checkFor(t0.c[3]).accepts(bits(1.0)));    // BC1_RGB: alpha is one
}

// D3D11.3 19.5.2, the cited bound: 1/255 + 0.03 max(|e0 - e1|) = 1/255 + 0.03 on red (endpoints 1
// and 0): an 8-bit decoder's thirds are inside it, a palette entry 9 codes off is not, and the
// references 1.0 and 0.0 stay exact.
TEST(Bc1, D3dToleranceIsTheCitedBound) {
  const FormatInfo& fmt = formatInfo(VK_FORMAT_BC1_RGB_UNORM_BLOCK);
  const Rgba t2 = decodeBcTexel(fmt, kBc1FourColor.data(), 2, 0, true);
  EXPECT_TRUE(accepts(t2.c[0], 2.0 / 3 + 1.5 / 255));
  EXPECT_TRUE(accepts(t2.c[0], 170.0 / 255));  // round(2 x 255 / 3) in 8 bits
  EXPECT_TRUE(accepts(t2.c[0], 2.0 / 3 + 8.5 / 255));
  EXPECT_FALSE(accepts(t2.c[0], 2.0 / 3 + 9.0 / 255));
  EXPECT_FALSE(accepts(t2.c[0], 1.0 / 3));
  const Rgba t0 = decodeBcTexel(fmt, kBc1FourColor.data(), 0, 0, true);
  EXPECT_TRUE(accepts(t0.c[0], 1.0));
  EXPECT_FALSE(accepts(t0.c[0], 254.0 / 255));  // "Values that the reference decodes to ... 1.0 ... exact"
  EXPECT_FALSE(accepts(t0.c[2], 1.0 / 255));    // ... and 0.0
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

// BC4's cited bound is 1/65535 + 0.03 |a0 - a1|: with endpoints 10 and 14 (codes) that is
// 4.9e-4, so a decoder that rounds (4 x 10 + 14) / 5 = 10.8 codes to the 8-bit code 11 (7.8e-4
// off) breaks it, where a 16-bit one (within 1/65535) does not.
TEST(Bc4, D3dToleranceAsksMoreThanEightBitsNearEqualEndpoints) {
  const auto block = channelBlock(10, 14);  // a0 > a1 is false: six-value mode; texel 2 -> index 2
  const FormatInfo& fmt = formatInfo(VK_FORMAT_BC4_UNORM_BLOCK);
  const double reference = (4 * 10.0 + 14.0) / 5 / 255;
  EXPECT_TRUE(accepts(decodeBcTexel(fmt, block.data(), 2, 0, true).c[0], reference + 1.0 / 65535));
  EXPECT_FALSE(accepts(decodeBcTexel(fmt, block.data(), 2, 0, true).c[0], 11.0 / 255));
  EXPECT_FALSE(accepts(decodeBcTexel(fmt, block.data(), 2, 0).c[0], reference + 1.0 / 65535));  // the letter
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

// Issue 64, item 3: D3D11.3 holds BC4's endpoints exact ("red_0, red_1, -1.0f and 1.0f must be
// exact", 19.5.10). The H200 read the BC4 SNORM endpoint 2/127 as 516/32767 (16-bit SNORM widening),
// inside 19.5.2's formula (1/32767 + 0.03 |e0 - e1|) but not the endpoint rule: no QualityWarning.
TEST(Bc4, EndpointsAreExactUnderTheCitedBound) {
  std::array<uint8_t, 8> b{2, 0x90};  // red_0 = 2/127, red_1 = -112/127; texel 0 -> index 0
  const FormatInfo& snorm = formatInfo(VK_FORMAT_BC4_SNORM_BLOCK);
  EXPECT_TRUE(accepts(decodeBcTexel(snorm, b.data(), 0, 0, true).c[0], 2.0 / 127));
  EXPECT_FALSE(accepts(decodeBcTexel(snorm, b.data(), 0, 0, true).c[0], 516.0 / 32767));
  b[2] = 2;  // texel 0 -> index 2: an interpolant keeps 19.5.2's tolerance
  const double interpolant = (6 * 2.0 - 112.0) / 7 / 127;
  EXPECT_TRUE(accepts(decodeBcTexel(snorm, b.data(), 0, 0, true).c[0], interpolant + 0.5 / 32767));
  EXPECT_FALSE(accepts(decodeBcTexel(snorm, b.data(), 0, 0).c[0], interpolant + 0.5 / 32767));  // letter
  // BC4 UNORM and BC3's alpha ("decode[s] as with BC4U", 19.5.8): endpoint 10/255 read 10.5/255.
  const auto unorm = channelBlock(10, 14);
  const FormatInfo& bc4 = formatInfo(VK_FORMAT_BC4_UNORM_BLOCK);
  EXPECT_FALSE(accepts(decodeBcTexel(bc4, unorm.data(), 0, 0, true).c[0], 10.5 / 255));
  std::array<uint8_t, 16> bc3{};
  std::copy(unorm.begin(), unorm.end(), bc3.begin());
  std::copy(kBc1FourColor.begin(), kBc1FourColor.end(), bc3.begin() + 8);
  const FormatInfo& bc3Format = formatInfo(VK_FORMAT_BC3_UNORM_BLOCK);
  EXPECT_TRUE(accepts(decodeBcTexel(bc3Format, bc3.data(), 0, 0, true).c[3], 10.0 / 255));
  EXPECT_FALSE(accepts(decodeBcTexel(bc3Format, bc3.data(), 0, 0, true).c[3], 10.5 / 255));
  // BC5's sections (19.5.11, 19.5.12) give no endpoint rule: 19.5.2's formula alone.
  std::array<uint8_t, 16> bc5{};
  std::copy(unorm.begin(), unorm.end(), bc5.begin());
  std::copy(unorm.begin(), unorm.end(), bc5.begin() + 8);
  const FormatInfo& bc5Format = formatInfo(VK_FORMAT_BC5_UNORM_BLOCK);
  EXPECT_TRUE(accepts(decodeBcTexel(bc5Format, bc5.data(), 0, 0, true).c[0], 10.05 / 255));
}

// 19.5.2's formula holds "for all channels of all texels": BC2's explicit alpha gets absolute_error
// 1/255 under the cited bound (the letter keeps a / 15 exact), 0 and 1 exact.
TEST(Bc2, ExplicitAlphaTakesTheFormulaUnderTheCitedBound) {
  std::array<uint8_t, 16> block{};
  block[0] = 0x5A;  // texel 0 alpha 0xA, texel 1 alpha 0x5
  block[1] = 0xF0;  // texel 2 alpha 0x0, texel 3 alpha 0xF
  std::copy(kBc1FourColor.begin(), kBc1FourColor.end(), block.begin() + 8);
  const FormatInfo& fmt = formatInfo(VK_FORMAT_BC2_UNORM_BLOCK);
  EXPECT_TRUE(accepts(decodeBcTexel(fmt, block.data(), 0, 0, true).c[3], 10.0 / 15 + 0.9 / 255));
  EXPECT_FALSE(accepts(decodeBcTexel(fmt, block.data(), 0, 0, true).c[3], 10.0 / 15 + 1.1 / 255));
  EXPECT_FALSE(accepts(decodeBcTexel(fmt, block.data(), 2, 0, true).c[3], 0.5 / 255));      // 0 exact
  EXPECT_FALSE(accepts(decodeBcTexel(fmt, block.data(), 3, 0, true).c[3], 1 - 0.5 / 255));  // 1 exact
}

// BC1-BC3 sRGB: "up to 1 UNORM8 ULP error in conversion on input to linearization" (19.5.6), then
// the conversion's half code (3.2.3.7): a palette entry read one code off plus half a code passes
// the cited bound; two codes off does not.
TEST(BcSrgb, OneCodeOnInputToLinearizationUnderTheCitedBound) {
  const FormatInfo& fmt = formatInfo(VK_FORMAT_BC1_RGB_SRGB_BLOCK);
  const Scalar t2 = decodeBcTexel(fmt, kBc1FourColor.data(), 2, 0, true).c[0];  // encoded red 2/3
  const double tolerance = 1.0 / 255 + 0.03 * 1.0;  // absolute_error + 0.03 |e0 - e1| (red 1 and 0)
  EXPECT_TRUE(accepts(t2, srgbToLinear(2.0 / 3 + tolerance + 1.4 / 255)));
  EXPECT_FALSE(accepts(t2, srgbToLinear(2.0 / 3 + tolerance + 1.6 / 255)));
}

}  // namespace
}  // namespace vktexel::model
