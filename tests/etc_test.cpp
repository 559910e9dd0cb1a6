// ETC2 and EAC decoding (model/etc.h) against the worked examples of the Khronos Data Format
// Specification's ETC2 chapter and blocks laid out by hand from its bit tables, each with the
// wrong answer a plausible decoder bug gives.
#include "model/etc.h"
#include "model/compressed.h"
#include "model/expectation.h"
#include "model/floatbits.h"

#include <gtest/gtest.h>

#include <array>

namespace vktexel::model {
namespace {

using Block = std::array<uint8_t, 8>;

// Sets `count` bits of `value` at bits high..high-count+1 of the big-endian 64-bit block word.
void put(Block& b, int high, uint64_t value, int count) {
  for (int i = 0; i < count; ++i) {
    const int bit = high - count + 1 + i;  // bit of the word, 0 = least significant
    if ((value >> i) & 1u) b[7 - bit / 8] |= uint8_t(1u << (bit % 8));
  }
}

// Pixel index of texel (x, y): MSB at bit 16 + 4x + y, LSB at bit 4x + y.
void putIndex(Block& b, uint32_t x, uint32_t y, uint32_t index) {
  put(b, int(16 + 4 * x + y), index >> 1, 1);
  put(b, int(4 * x + y), index & 1, 1);
}

// EAC: base 63..56, multiplier 55..52, table 51..48, pixel i's index at 47 - 3i .. 45 - 3i.
Block eac(uint32_t base, uint32_t multiplier, uint32_t table, uint32_t x, uint32_t y, uint32_t index) {
  Block b{};
  put(b, 63, base, 8);
  put(b, 55, multiplier, 4);
  put(b, 51, table, 4);
  put(b, int(47 - 3 * (4 * x + y)), index, 3);
  return b;
}

TEST(Eac, TheSpecsWorkedExamples) {  // "Format Unsigned R11 EAC", "Format RGBA ETC2"
  // Pixel b is (0, 1). Base 103, table 13, pixel index 3 (-10), multiplier 2: R11 668, alpha 83.
  const Block b = eac(103, 2, 13, 0, 1, 3);
  EXPECT_EQ(decodeEac11(b.data(), 0, 1, false), 668);
  EXPECT_EQ(decodeEacAlpha(b.data(), 0, 1), 83);
  // Multiplier 0: R11 takes it as 1/8 (818); the alpha as 0 (103).
  const Block zero = eac(103, 0, 13, 0, 1, 3);
  EXPECT_EQ(decodeEac11(zero.data(), 0, 1, false), 818);
  ModelFaults asZero;
  asZero.eacMultiplierZeroAsZero = true;
  EXPECT_EQ(decodeEac11(zero.data(), 0, 1, false, asZero), 828);
  EXPECT_EQ(decodeEacAlpha(zero.data(), 0, 1), 103);
  // Signed: base 65, modifier -10, multiplier 0: 65 x 8 - 10 = 510; base -128 counts as -127.
  EXPECT_EQ(decodeEac11(eac(65, 0, 13, 0, 1, 3).data(), 0, 1, true), 510);
  EXPECT_EQ(decodeEac11(eac(0x80, 1, 13, 0, 0, 4).data(), 0, 0, true), -127 * 8);
  EXPECT_EQ(decodeEac11(eac(0x81, 15, 0, 0, 0, 3).data(), 0, 0, true), -1023);  // clamped
}

TEST(Eac, ElevenBitValuesAcceptTheirReplicatedWideningOnly) {
  // Unsigned 1974: exactly 1974/2047, or (1974 << 5 | 1974 >> 6) / 65535; a plain shift
  // (63168 / 65535) is almost a whole code low and is rejected, as is the next code.
  const FormatInfo& r11 = formatInfo(VK_FORMAT_EAC_R11_UNORM_BLOCK);
  const Block b = eac(246, 0, 0, 0, 0, 4);  // 246 x 8 + 4 + 2 = 1974
  ASSERT_EQ(decodeEac11(b.data(), 0, 0, false), 1974);
  const ComponentCheck c = checkFor(decodeCompressedTexel(r11, b.data(), 0, 0).c[0]);
  EXPECT_TRUE(c.accepts(floatToBits(float(1974 / 2047.0))));
  EXPECT_TRUE(c.accepts(floatToBits(float(((1974 << 5) + (1974 >> 6)) / 65535.0))));
  EXPECT_FALSE(c.accepts(floatToBits(float((1974 << 5) / 65535.0))));
  EXPECT_FALSE(c.accepts(floatToBits(float(1973 / 2047.0))));
  // Signed -80: -80/1023, or -(80 << 5 | 80 >> 5) / 32767.
  const FormatInfo& s11 = formatInfo(VK_FORMAT_EAC_R11_SNORM_BLOCK);
  const Block n = eac(0xF6, 0, 13, 0, 0, 4);  // -10 x 8 + 0 = -80
  ASSERT_EQ(decodeEac11(n.data(), 0, 0, true), -80);
  const ComponentCheck s = checkFor(decodeCompressedTexel(s11, n.data(), 0, 0).c[0]);
  EXPECT_TRUE(s.accepts(floatToBits(float(-80 / 1023.0))));
  EXPECT_TRUE(s.accepts(floatToBits(float(-((80 << 5) + (80 >> 5)) / 32767.0))));
  EXPECT_FALSE(s.accepts(floatToBits(float(-81 / 1023.0))));
}

// "differential" (diff bit 33 = 1): R 63..59, dR 58..56, G 55..51, dG 50..48, B 47..43, dB
// 42..40, tables 39..37 and 36..34, flip 32. The spec's example: R = 28, G = 4, B = 3 -> (231, 33,
// 24); dR = -4, dG = 2, dB = 0 -> (198, 49, 24).
TEST(Etc2, DifferentialModeAndTheSpecsBaseColours) {
  Block b{};
  put(b, 63, 28, 5);
  put(b, 58, 4, 3);  // -4
  put(b, 55, 4, 5);
  put(b, 50, 2, 3);
  put(b, 47, 3, 5);
  put(b, 39, 2, 3);  // table 2 for subblock 1: [-29, -9, 9, 29]
  put(b, 36, 0, 3);  // table 0 for subblock 2: [-8, -2, 2, 8]
  put(b, 33, 1, 1);
  putIndex(b, 0, 0, 1);  // +b = +29
  putIndex(b, 3, 0, 2);  // -a = -2, in subblock 2 (flip 0: x >= 2)
  const Etc2Texel t0 = decodeEtc2(b.data(), 0, 0, false), t3 = decodeEtc2(b.data(), 3, 0, false);
  EXPECT_EQ(t0.mode, Etc2Mode::Differential);
  EXPECT_EQ(t0.rgba, (std::array<uint8_t, 4>{255, 62, 53, 255}));  // 231 + 29 clamped, 33 + 29, 24 + 29
  EXPECT_EQ(t3.rgba, (std::array<uint8_t, 4>{196, 47, 22, 255}));  // (198, 49, 24) - 2
}

// "individual": two RGB444 colours (R1 63..60, R2 59..56, ...), flip 1: subblock 2 is y >= 2.
TEST(Etc2, IndividualModeAndFlip) {
  Block b{};
  put(b, 63, 0xF, 4);
  put(b, 59, 0x1, 4);
  put(b, 32, 1, 1);      // flip: on top of each other
  putIndex(b, 0, 3, 0);  // +a of table 0: +2
  const Etc2Texel t = decodeEtc2(b.data(), 0, 3, false);
  EXPECT_EQ(t.mode, Etc2Mode::Individual);
  EXPECT_EQ(t.rgba[0], 0x11 + 2);  // the second colour; without the flip it would be 0xFF
}

// "T" mode (R + dR outside 0..31): colour 1 R from bits 60..59 and 57..56; paint colours C1,
// C2 + d, C2, C2 - d, d from bits 35..34 and 32.
TEST(Etc2, TModePaintColours) {
  Block b{};
  put(b, 63, 0x00, 5);  // R = 0
  put(b, 58, 0x4, 3);   // dR = -4: outside, T mode; R1 bits 60..59 = 00, 57..56 = 00
  put(b, 47, 0x8, 4);   // R2 = 8 -> 0x88
  put(b, 35, 0x1, 2);   // distance index 2 x 1 + bit 32 (0) = 2: d = 11
  put(b, 33, 1, 1);
  putIndex(b, 1, 1, 1);
  putIndex(b, 2, 2, 3);
  EXPECT_EQ(decodeEtc2(b.data(), 1, 1, false).mode, Etc2Mode::T);
  EXPECT_EQ(decodeEtc2(b.data(), 1, 1, false).rgba[0], 0x88 + 11);
  EXPECT_EQ(decodeEtc2(b.data(), 2, 2, false).rgba[0], 0x88 - 11);
  EXPECT_EQ(decodeEtc2(b.data(), 0, 0, false).rgba[0], 0x00);  // index 0: colour 1
}

// "H" mode (G + dG outside 0..31): the distance index's lowest bit is colour 1 >= colour 2.
TEST(Etc2, HModeDistanceLowestBit) {
  Block b{};
  put(b, 63, 0x00, 5);  // R = 0, dR = 0: in range
  put(b, 55, 0x1F, 5);  // G = 31
  put(b, 50, 0x1, 3);   // dG = +1: outside, H mode
  put(b, 33, 1, 1);
  // R1 = bits 62..59 = 0; G1 = bits 58..56 (000) << 1 | bit 52 (1) = 1 -> 0x11; B1 = bit 51 (1) << 3
  // | bits 49..47 (010) = 10: colour 1 = 0x01A; colour 2 = 0x000, so colour 1 >= colour 2: the
  // lowest bit is 1, distance index 1, d = 6.
  const Etc2Texel t = decodeEtc2(b.data(), 0, 0, false);
  EXPECT_EQ(t.mode, Etc2Mode::H);
  EXPECT_EQ(t.rgba[1], 0x11 + 6);  // paint 0: colour 1 + d
  ModelFaults lowZero;
  lowZero.etc2HDistanceLowBitZero = true;
  EXPECT_EQ(decodeEtc2(b.data(), 0, 0, false, lowZero).rgba[1], 0x11 + 3);
}

// "planar" (B + dB outside 0..31): O, H, V in RGB 676 and clamp255((x (H - O) + y (V - O) + 4 O + 2) >> 2).
TEST(Etc2, PlanarMode) {
  Block b{};
  put(b, 47, 0x1F, 5);  // B = 31 (bits 47..43) with dB = +1 (42..40): outside, planar
  put(b, 42, 0x1, 3);
  put(b, 33, 1, 1);
  put(b, 62, 0x3F, 6);  // RO = 63 -> 255; RH = RV = 0
  const Etc2Texel t = decodeEtc2(b.data(), 1, 0, false);
  EXPECT_EQ(t.mode, Etc2Mode::Planar);
  EXPECT_EQ(t.rgba[0], (1 * (0 - 255) + 0 + 4 * 255 + 2) >> 2);  // 191
  EXPECT_EQ(decodeEtc2(b.data(), 0, 0, false).rgba[0], 255);
}

// Punch-through: without the opaque bit, pixel index 2 is transparent black and +-a are 0.
TEST(Etc2, PunchthroughTransparentTexels) {
  Block b{};
  put(b, 63, 16, 5);  // R = 16 -> 132, differential (dR 0), opaque bit 33 = 0
  put(b, 39, 0, 3);
  putIndex(b, 0, 0, 2);
  putIndex(b, 1, 0, 0);
  putIndex(b, 2, 0, 1);
  EXPECT_EQ(decodeEtc2(b.data(), 0, 0, true).rgba, (std::array<uint8_t, 4>{0, 0, 0, 0}));
  EXPECT_EQ(decodeEtc2(b.data(), 1, 0, true).rgba[0], 132);  // +a read as 0
  // As RGB ETC2, bit 33 is the diff bit: individual mode, R1 = bits 63..60 = 8 -> 0x88, +a = +2.
  EXPECT_EQ(decodeEtc2(b.data(), 1, 0, false).rgba[0], 0x88 + 2);
  EXPECT_EQ(decodeEtc2(b.data(), 2, 0, true).rgba[0], 132 + 8);  // +b stays
  EXPECT_EQ(decodeEtc2(b.data(), 2, 0, true).rgba[3], 255);
}

// The every-mode fill: any random block lands in the mode asked for.
TEST(Etc2, SetModeReachesEveryModeFromAnyBlock) {
  uint64_t state = 0x9E3779B97F4A7C15ull;
  for (int i = 0; i < 2000; ++i) {
    Block random{};
    for (uint8_t& byte : random) {
      state = state * 6364136223846793005ull + 1442695040888963407ull;
      byte = uint8_t(state >> 56);
    }
    for (Etc2Mode mode :
         {Etc2Mode::Individual, Etc2Mode::Differential, Etc2Mode::T, Etc2Mode::H, Etc2Mode::Planar}) {
      Block b = random;
      setEtc2Mode(b.data(), mode, true);
      EXPECT_EQ(decodeEtc2(b.data(), 0, 0, false).mode, mode) << i;
      EXPECT_EQ(b[4], random[4]);  // the pixel indices are untouched
      if (mode == Etc2Mode::Individual) continue;
      b = random;
      setEtc2Mode(b.data(), mode, false);  // punch-through, not opaque
      EXPECT_EQ(decodeEtc2(b.data(), 0, 0, true).mode, mode) << i;
    }
  }
}

}  // namespace
}  // namespace vktexel::model
