// BC7 and BC6H decoding (model/bptc.h) against blocks laid out bit by bit from the Khronos Data
// Format Specification's BPTC tables and decoded by hand, each with the wrong answer a plausible
// decoder bug gives.
#include "model/bptc.h"
#include "model/bptc_tables.h"
#include "model/compressed.h"
#include "model/expectation.h"
#include "model/floatbits.h"

#include <gtest/gtest.h>

#include <array>

namespace vktexel::model {
namespace {

using Block = std::array<uint8_t, 16>;

// Writes `count` bits of `value` from block bit `at` up, lowest first.
void put(Block& b, uint32_t at, uint32_t value, uint32_t count) {
  for (uint32_t i = 0; i < count; ++i)
    if ((value >> i) & 1u) b[(at + i) / 8] |= uint8_t(1u << ((at + i) % 8));
}

// BC7 mode 6: one subset, 7-bit RGBA endpoints with a p-bit each, 4-bit indices (Table
// "Bit layout for BC7 modes": R0 7..13, R1 14..20, G 21..34, B 35..48, A 49..62, P 63 and 64,
// indices from 65, texel 0's with 3 bits).
Block bc7Mode6(uint32_t r0, uint32_t r1, uint32_t p0, uint32_t p1) {
  Block b{};
  put(b, 0, 1u << 6, 7);
  put(b, 7, r0, 7);
  put(b, 14, r1, 7);
  put(b, 49, 0x7F, 7);  // A0, A1 = 127: alpha 255 with the p-bit, 254 without
  put(b, 56, 0x7F, 7);
  put(b, 63, p0, 1);
  put(b, 64, p1, 1);
  put(b, 65, 0, 3);   // texel 0: index 0 (the anchor)
  put(b, 68, 15, 4);  // texel 1: index 15
  put(b, 72, 7, 4);   // texel 2: index 7, weight 30
  return b;
}

TEST(Bc7, Mode6EndpointsPBitsAndInterpolation) {
  const Block b = bc7Mode6(0x40, 0x00, 0, 1);  // E0.R = 0x80 (p-bit 0), E1.R = 0x01 (p-bit 1)
  const Bc7Texel t0 = decodeBc7(b.data(), 0, 0), t1 = decodeBc7(b.data(), 1, 0),
                 t2 = decodeBc7(b.data(), 2, 0);
  EXPECT_EQ(t0.mode, 6);
  EXPECT_EQ(t0.rgba[0], 0x80);  // a decoder replicating the top bit instead of the p-bit gives 0x81
  EXPECT_EQ(t1.rgba[0], 0x01);
  EXPECT_EQ(t2.rgba[0], ((64 - 30) * 0x80 + 30 * 0x01 + 32) >> 6);  // 68
  EXPECT_NE(t2.rgba[0], (34 * 0x80 + 30 * 0x01) / 64 + 1);          // rounding up is wrong
  EXPECT_EQ(t0.rgba[3], 254);                                       // A0 = 127 << 1 | 0
  EXPECT_EQ(t1.rgba[3], 255);
}

// BC7 mode 4: rotation 1 swaps A and R after interpolation; index selection 1 takes colour from
// the 3-bit and alpha from the 2-bit indices (bits: mode 0..4, rotation 5..6, ISB 7, R 8..17,
// G 18..27, B 28..37, A 38..49, 2-bit indices 50..80, 3-bit indices 81..127).
TEST(Bc7, Mode4RotationAndIndexSelection) {
  Block b{};
  put(b, 0, 1u << 4, 5);
  put(b, 5, 1, 2);      // rotation 1: swap(A, R)
  put(b, 8, 0x1F, 5);   // R0 = 31 -> 255
  put(b, 13, 0x00, 5);  // R1 = 0
  put(b, 38, 0x00, 6);  // A0 = 0
  put(b, 44, 0x3F, 6);  // A1 = 63 -> 255
  put(b, 50, 0, 1);     // texel 0, 2-bit index: 0 (anchor)
  put(b, 51, 3, 2);     // texel 1, 2-bit index: 3
  put(b, 81, 0, 2);     // texel 0, 3-bit index: 0 (anchor)
  put(b, 83, 7, 3);     // texel 1, 3-bit index: 7
  const Bc7Texel t1 = decodeBc7(b.data(), 1, 0);
  EXPECT_EQ(t1.mode, 4);
  EXPECT_EQ(t1.rgba[3], 0);    // the interpolated R (2-bit index 3: R1 = 0), rotated into A
  EXPECT_EQ(t1.rgba[0], 255);  // the interpolated A (3-bit index 7: A1 = 255), rotated into R
  ModelFaults noRotation;
  noRotation.bc7RotationIgnored = true;
  EXPECT_EQ(decodeBc7(b.data(), 1, 0, noRotation).rgba[0], 0);
  put(b, 7, 1, 1);  // index selection 1: colour from the 3-bit indices, alpha from the 2-bit ones
  const Bc7Texel swapped = decodeBc7(b.data(), 1, 0);
  EXPECT_EQ(swapped.rgba[3], 0);    // R from 3-bit index 7 -> R1 = 0, rotated into A
  EXPECT_EQ(swapped.rgba[0], 255);  // A from 2-bit index 3 -> A1 = 255, rotated into R
  b[6] &= uint8_t(~(3u << 3));      // the 2-bit index of texel 1 (bits 51..52) now 0: A = A0 = 0
  EXPECT_EQ(decodeBc7(b.data(), 1, 0).rgba[0], 0);
}

// BC7 mode 1, partition 17 (second subset's anchor at texel 2, stored with 2 index bits): the
// index bits of texel 3 start one bit earlier than a decoder ignoring that anchor reads them.
TEST(Bc7, SecondSubsetAnchorDropsOneIndexBit) {
  ASSERT_EQ(bptc::kAnchor2[17], 2);
  ASSERT_EQ(bptc::kPartitions2[17][3], '1');
  Block b{};
  put(b, 0, 1u << 1, 2);
  put(b, 2, 17, 6);
  // R endpoints (6 bits): subset 0: 8..13, 14..19; subset 1: 20..25 (E2 = 0), 26..31 (E3 = 63).
  put(b, 26, 0x3F, 6);
  // Indices from bit 82: texel 0 (anchor) 2 bits, texel 1 3 bits, texel 2 (anchor) 2 bits, texel 3 3 bits.
  put(b, 82 + 2 + 3 + 2, 7, 3);  // texel 3: index 7 -> E3 exactly
  const Bc7Texel t3 = decodeBc7(b.data(), 3, 0);
  EXPECT_EQ(t3.rgba[0], 253);  // E3.R: 63 << 1 | p-bit 0 = 0x7E, top bit replicated: 0xFD
  // Read from one bit later, texel 3's index is 3 (weight 27): (27 * 253 + 32) >> 6 = 107.
}

TEST(Bc7, ReservedLowByteReadsZeroWithAlphaZeroOrOne) {
  Block b{};
  b[5] = 0xFF;
  EXPECT_TRUE(decodeBc7(b.data(), 0, 0).reserved);
  const Rgba t = decodeCompressedTexel(formatInfo(VK_FORMAT_BC7_UNORM_BLOCK), b.data(), 0, 0);
  EXPECT_TRUE(checkFor(t.c[0]).accepts(floatToBits(0.0f)));
  EXPECT_FALSE(checkFor(t.c[0]).accepts(floatToBits(1.0f)));
  EXPECT_TRUE(checkFor(t.c[3]).accepts(floatToBits(0.0f)));
  EXPECT_TRUE(checkFor(t.c[3]).accepts(floatToBits(1.0f)));
  EXPECT_FALSE(checkFor(t.c[3]).accepts(floatToBits(0.5f)));
}

// BC6H mode 3 (Table "Interpretation of lower bits"): M = 00011 in bits 0..4, R0 5..14, G0 15..24,
// B0 25..34, R1 35..44, G1 45..54, B1 55..64, 4-bit indices from 65 (texel 0's with 3).
TEST(Bc6h, Mode3UnsignedUnquantizeAndFinish) {
  Block b{};
  put(b, 0, 3, 5);
  put(b, 5, 0x3FF, 10);   // R0 = 1023 -> 0xFFFF
  put(b, 15, 0x001, 10);  // G0 = 1 -> ((1 << 15) + 0x4000) >> 9 = 96
  put(b, 65 + 3, 15, 4);  // texel 1: index 15 -> E1 (0)
  put(b, 65 + 7, 8, 4);   // texel 2: index 8, weight 34
  const Bc6hTexel t0 = decodeBc6h(b.data(), 0, 0, false), t1 = decodeBc6h(b.data(), 1, 0, false),
                  t2 = decodeBc6h(b.data(), 2, 0, false);
  EXPECT_EQ(t0.mode, 3);
  EXPECT_EQ(t0.half[0], 0x7BFF);        // (0xFFFF * 31) >> 6: 65504.0, the largest finite half
  EXPECT_EQ(t0.half[1], 96 * 31 >> 6);  // 46
  EXPECT_EQ(t1.half[0], 0);
  EXPECT_EQ(t2.half[0], ((30 * 0xFFFF + 32) >> 6) * 31 >> 6);  // 14880 = 0x3A20 (0.765625)
  EXPECT_NE(t2.half[0], 0x3A21);
  const Rgba r = decodeCompressedTexel(formatInfo(VK_FORMAT_BC6H_UFLOAT_BLOCK), b.data(), 0, 0);
  EXPECT_TRUE(checkFor(r.c[0]).accepts(floatToBits(65504.0f)));
  EXPECT_FALSE(checkFor(r.c[0]).accepts(floatToBits(65472.0f)));  // one half ULP below
  EXPECT_TRUE(checkFor(r.c[3]).accepts(floatToBits(1.0f)));       // no alpha: 1.0
}

// BC6H mode 11 (transformed, 12-bit endpoints, 8-bit deltas): R1 = R0 + sign-extended delta,
// wrapped at 12 bits. Bits: R0^0..9 5..14, R1 35..42, R0^11 43, R0^10 44 (reversed).
TEST(Bc6h, Mode11SignedDeltasWrapAndReversedBits) {
  Block b{};
  put(b, 0, 11, 5);
  put(b, 5, 5, 10);                                                   // R0 = 5
  put(b, 35, 0xFE, 8);                                                // delta -2: R1 = 3
  put(b, 65 + 3, 15, 4);                                              // texel 1: index 15 -> E1
  const auto unq = [](int x) { return ((x << 15) + 0x4000) >> 11; };  // signed, 12 bits, 0 < x
  EXPECT_EQ(decodeBc6h(b.data(), 0, 0, true).half[0], unq(5) * 31 >> 5);
  EXPECT_EQ(decodeBc6h(b.data(), 1, 0, true).half[0], unq(3) * 31 >> 5);
  ModelFaults absolute;
  absolute.bc6hUntransformed = true;  // E1 read as -2: negative, sign bit set
  EXPECT_EQ(decodeBc6h(b.data(), 1, 0, true, absolute).half[0], (unq(2) * 31 >> 5) | 0x8000);
  put(b, 43, 1, 1);  // block bit 43 is R0^11 (a reversed run): R0 = 0x805, negative in 12 bits
  EXPECT_GE(decodeBc6h(b.data(), 0, 0, true).half[0], 0x8000);
}

// BC6H mode 15: R0^10..15 is stored reversed from bit 39 (bit 39 = R0^15); 16-bit endpoints
// are not unquantized.
TEST(Bc6h, Mode15ReversedRunAndSixteenBitEndpoints) {
  Block b{};
  put(b, 0, 15, 5);
  put(b, 39, 1, 1);
  EXPECT_EQ(decodeBc6h(b.data(), 0, 0, false).half[0], (0x8000 * 31) >> 6);  // 0x3E00, 1.5
  EXPECT_NE(decodeBc6h(b.data(), 0, 0, false).half[0], (0x0400 * 31) >> 6);  // bit 39 read as R0^10
}

TEST(Bc6h, ReservedModesReadZeroAndOne) {
  for (uint8_t mode : {19, 23, 27, 31}) {
    Block b{};
    b[0] = mode;
    b[3] = 0xFF;
    const Bc6hTexel t = decodeBc6h(b.data(), 0, 0, true);
    EXPECT_TRUE(t.reserved) << int(mode);
    EXPECT_EQ(t.half, (std::array<uint16_t, 3>{0, 0, 0}));
  }
  EXPECT_FALSE(decodeBc6h(std::array<uint8_t, 16>{3}.data(), 0, 0, true).reserved);
}

TEST(Bptc, ModeChoiceReachesEveryModeAndKeepsOtherBits) {
  std::array<int, 32> bc6h{}, bc7{};
  for (uint32_t choice = 0; choice < 4096; ++choice) {
    Block b{};
    b.fill(0xA5);
    setBptcMode(false, b.data(), choice);
    ++bc6h[bc6hModeNumber(b.data())];
    EXPECT_EQ(b[1], 0xA5);
    b.fill(0xA5);
    setBptcMode(true, b.data(), choice);
    ++bc7[b[0] == 0 ? 8 : __builtin_ctz(b[0])];
  }
  for (const bptc::Bc6hMode& m : bptc::kBc6hModes) EXPECT_GT(bc6h[m.mode], 0) << int(m.mode);
  for (int reserved : {19, 23, 27, 31}) EXPECT_GT(bc6h[reserved], 0) << reserved;
  for (int m = 0; m <= 8; ++m) EXPECT_GT(bc7[m], 0) << m;
}

}  // namespace
}  // namespace vktexel::model
