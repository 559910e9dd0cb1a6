// ASTC "Weight Application" (model/astc_weight_application.h) on values worked by hand from the
// Khronos Data Format Specification 1.4, each beside the wrong answer a plausible decoder bug gives.
#include "model/astc_weight_application.h"

#include <gtest/gtest.h>

namespace vktexel::model {
namespace {

// Linear LDR: (v << 8) | v, so 0xFF is 65535 (1.0 exactly); sRGB: (v << 8) | 0x80 on every channel.
TEST(AstcWeightApplication, EndpointsWidenByReplicationOrWith0x80) {
  EXPECT_EQ(astcWidenEndpoint(0x12, false), 0x1212);
  EXPECT_EQ(astcWidenEndpoint(0x12, true), 0x1280);
  EXPECT_NE(astcWidenEndpoint(0x12, true), 0x1212);  // an sRGB decoder widening as linear
  EXPECT_EQ(astcWidenEndpoint(0xFF, false), 0xFFFF);
  EXPECT_NE(astcWidenEndpoint(0xFF, false), 0xFF00);  // v << 8 alone never reaches 1.0
  EXPECT_EQ(astcWidenEndpoint(0xFF, true), 0xFF80);
  EXPECT_EQ(astcWidenEndpoint(0x00, true), 0x0080);
  EXPECT_EQ(astcWidenEndpoint(0x00, false), 0x0000);
}

// C = floor((C0 (64 - i) + C1 i + 32) / 64).
TEST(AstcWeightApplication, InterpolationAddsHalfThenTruncates) {
  // 0 and 65535 at i = 1: (65535 + 32) / 64 = 1024.48 -> 1024; without the + 32, 1023.
  EXPECT_EQ(astcInterpolate(0x0000, 0xFFFF, 1), 1024);
  EXPECT_NE(astcInterpolate(0x0000, 0xFFFF, 1), 1023);
  // sRGB endpoints 0x12 and 0xF3 at i = 33: (4736 x 31 + 62336 x 33 + 32) / 64 = 34436.5, so 34436
  // (0x8684); rounding the half up would give 34437.
  EXPECT_EQ(astcInterpolate(0x1280, 0xF380, 33), 34436);
  EXPECT_NE(astcInterpolate(0x1280, 0xF380, 33), 34437);
  // The same endpoints in linear LDR: (4626 x 31 + 62451 x 33 + 32) / 64 = 34442.52 -> 34442.
  EXPECT_EQ(astcInterpolate(0x1212, 0xF3F3, 33), 34442);
  // i = 0 and i = 64 are the endpoints themselves; the weight is not reversed.
  EXPECT_EQ(astcInterpolate(0x1280, 0xF380, 0), 0x1280);
  EXPECT_EQ(astcInterpolate(0x1280, 0xF380, 64), 0xF380);
}

// decode_float16: 1.0 for 65535, otherwise C / 65536 to FP16 rounding toward zero.
TEST(AstcWeightApplication, DecodeFloat16RoundsTowardZero) {
  struct Vector {
    uint16_t c;
    float expected, wrong;
  };
  const Vector vectors[] = {
      {0xFFFF, 1.0f, 65535.0f / 65536.0f},  // the one special case, not C / 65536
      {0xFFFE, 0.99951171875f, 1.0f},       // 65534 / 65536 truncates to 2047 / 2048; nearest is 1.0
      {0x8000, 0.5f, 32768.0f / 65535.0f},  // C / 65536, not C / 65535
      {0x0803, 0.031280517578125f, 0.03131103515625f},  // 2051: 12 bits, truncated to 2050; nearest-even 2052
      {0x07FF, 0.0312347412109375f, 0.03125f},          // 2047 has 11 bits: exact
      {0x0001, 1.52587890625e-05f, 0.0f},               // 2^-16: an FP16 denormal, not flushed
      {0x0000, 0.0f, 1.52587890625e-05f},
  };
  for (const Vector& v : vectors) {
    EXPECT_EQ(astcDecodeFloat16(v.c), v.expected) << std::hex << v.c;
    EXPECT_NE(astcDecodeFloat16(v.c), v.wrong) << std::hex << v.c;
  }
}

// sRGB: the top 8 bits of C, never C rounded to 8 bits.
TEST(AstcWeightApplication, SrgbTakesTheTopByte) {
  EXPECT_EQ(astcTopByte(0x8684), 0x86);
  EXPECT_EQ(astcTopByte(0x10FF), 0x10);  // rounding C / 257 would give 0x11
  EXPECT_EQ(astcTopByte(0xFF80), 0xFF);
  EXPECT_EQ(astcTopByte(0x0080), 0x00);
}

}  // namespace
}  // namespace vktexel::model
