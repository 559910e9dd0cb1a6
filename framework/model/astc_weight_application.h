// ASTC "Weight Application" for LDR endpoint modes (Khronos Data Format Specification 1.4, section
// "ASTC Compressed Texture Image Formats"): how an 8-bit endpoint pair and a texel's weight give the
// UNORM16 interpolation result C, and how C becomes the value a Vulkan fetch returns. Pure integer
// arithmetic, computed here and never taken from a codec's output, so the expected values are the
// same with every astcenc release.
//
// Which KDFS the sRGB alpha channel follows: 1.4. Vulkan's normative reference is KDFS 1.3, whose
// text expands sRGB alpha endpoints by bit replication and returns alpha through decode_float16
// ("The A channel uses the decode_float16 decoding mode"). KDFS 1.4 (2025, "ASTC fixes") expands
// all four endpoints as (C << 8) | 0x80 in sRGB mode and returns "the top 8 bits of the A channel
// ... directly as the final unsigned, normalized 8-bit result": what ARM's reference decoder and
// VK-GL-CTS's decoder (tcuAstcUtil) have always done, so the only behaviour a conformant driver
// can have. A driver following 1.3's text fails here; tests/astc_test.cpp shows that answer told
// apart (SrgbAlphaFollowsKdfs14).
#pragma once

#include <cstdint>

namespace vktexel::model {

// An 8-bit endpoint component widened to 16 bits: (v << 8) | v in linear LDR mode, (v << 8) | 0x80
// in sRGB mode (every channel, KDFS 1.4).
uint16_t astcWidenEndpoint(uint8_t v, bool srgb);

// C = floor((C0 (64 - i) + C1 i + 32) / 64), for an effective weight i in 0..64.
uint16_t astcInterpolate(uint16_t c0, uint16_t c1, uint32_t weight);

// decode_float16 (linear LDR, the Vulkan decode mode without VK_EXT_astc_decode_mode): 1.0 when
// C = 65535, otherwise C / 65536 converted to FP16 with round-to-zero. Returned as the binary32
// value of that FP16 number (exact: every FP16 value is a binary32 value).
float astcDecodeFloat16(uint16_t c);

// sRGB mode: the top 8 bits of C, an 8-bit code (R', G', B' then go through the sRGB EOTF; A is
// that UNORM8 code).
uint8_t astcTopByte(uint16_t c);

}  // namespace vktexel::model
