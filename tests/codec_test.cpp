// Unit tests of the CPU model's format table and texel codec (formats.h, codec.h, floatbits.h) and of
// the comparator built on them (expectation.h). Expected values are derived by hand from the Vulkan
// "Format Conversion" rules and the format definitions, never computed by the code under test.
#include "model/codec.h"
#include "model/expectation.h"
#include "model/floatbits.h"
#include "model/formats.h"

#include <gtest/gtest.h>

#include <array>
#include <bitset>
#include <cctype>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <initializer_list>
#include <limits>
#include <set>
#include <stdexcept>
#include <string>
#include <vector>

namespace vktexel::model {
namespace {

constexpr double kInf = std::numeric_limits<double>::infinity();

// ---------------------------------------------------------------------------------------------
// Small helpers
// ---------------------------------------------------------------------------------------------

// A texel whose first four bytes hold `word` little-endian (the layout of every *_PACK32 format).
TexelBytes texelFromWord(uint32_t word) {
  TexelBytes t{};
  for (int i = 0; i < 4; ++i) t[i] = uint8_t(word >> (8 * i));
  return t;
}

TexelBytes texelFromBytes(std::initializer_list<uint8_t> bytes) {
  TexelBytes t{};
  int i = 0;
  for (uint8_t b : bytes) t[i++] = b;
  return t;
}

Rgba rgbaOf(VkFormat vk, const TexelBytes& t) {
  return convertToRgba(formatInfo(vk), t.data());
}

// The decoded value of a one-component 16-bit format holding `code`.
Scalar decode16(VkFormat vk, uint16_t code) {
  const TexelBytes t = texelFromBytes({uint8_t(code & 0xff), uint8_t(code >> 8)});
  return decodeComponent(formatInfo(vk), t.data(), 0);
}

Scalar decode8(VkFormat vk, uint8_t code) {
  const TexelBytes t = texelFromBytes({code});
  return decodeComponent(formatInfo(vk), t.data(), 0);
}

// Bit i of a little-endian texel, read independently of the codec's own bit reader.
bool bitAt(const TexelBytes& t, int i) {
  return (t[i >> 3] >> (i & 7)) & 1u;
}

uint32_t maxCode(int bits) {
  return bits == 32 ? 0xffffffffu : (1u << bits) - 1;
}

// Mantissa width of a float component: binary32 23, binary16 10, UFLOAT11 6, UFLOAT10 5.
int mantissaBits(const ComponentLayout& c) {
  if (c.cls == NumClass::Sfloat) return c.bits == 32 ? 23 : 10;
  return c.bits - 5;  // unsigned floats: 5-bit exponent, no sign
}

int exponentBits(const ComponentLayout& c) {
  return c.bits == 32 ? 8 : 5;
}

// Exponent all ones and a non-zero mantissa: a NaN in every IEEE-like encoding.
bool isNaNCode(const ComponentLayout& c, uint32_t code) {
  const int m = mantissaBits(c);
  const uint32_t expMask = (1u << exponentBits(c)) - 1;
  return ((code >> m) & expMask) == expMask && (code & ((1u << m) - 1)) != 0;
}

// Deterministic pseudo-random codes (splitmix64), so failures reproduce.
uint64_t splitmix(uint64_t& state) {
  uint64_t z = (state += 0x9e3779b97f4a7c15ull);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}

// Codes worth trying for one component: all of them up to 10 bits, otherwise the edges, the sign
// boundary, float exponent/mantissa edges and pseudo-random codes, about 2000 in all.
std::vector<uint32_t> codesToTry(const ComponentLayout& c) {
  const uint32_t max = maxCode(c.bits);
  std::set<uint32_t> codes;
  if (c.bits <= 10) {
    for (uint32_t v = 0; v <= max; ++v) codes.insert(v);
    return {codes.begin(), codes.end()};
  }
  const uint32_t half = 1u << (c.bits - 1);
  for (uint32_t v : {0u, 1u, 2u, max, max - 1, half - 1, half, half + 1}) codes.insert(v);
  if (c.cls == NumClass::Sfloat || c.cls == NumClass::Ufloat) {
    const int m = mantissaBits(c);
    const uint32_t eMax = (1u << exponentBits(c)) - 1, mMax = (1u << m) - 1;
    const uint32_t bias = eMax / 2;
    const uint32_t signs = c.cls == NumClass::Sfloat ? 2 : 1;
    for (uint32_t e : {0u, 1u, bias - 1, bias, bias + 1, eMax - 1, eMax})
      for (uint32_t mant : {0u, 1u, 2u, mMax / 2, mMax / 2 + 1, mMax - 1, mMax})
        for (uint32_t s = 0; s < signs; ++s) codes.insert((s << (c.bits - 1)) | (e << m) | mant);
  }
  uint64_t state = 0x5eed0000ull + c.bits;
  while (codes.size() < 2000) codes.insert(uint32_t(splitmix(state)) & max);
  return {codes.begin(), codes.end()};
}

// The number a decoded scalar stands for, as encodeComponentValue expects it.
double valueOf(const Scalar& s) {
  if (s.kind == Scalar::Kind::Float) return s.real;
  return s.cls == NumClass::Sint ? double(int32_t(s.intBits)) : double(s.intBits);
}

// Write `code` into component k of a zeroed texel, decode it, re-encode the value; returns an
// empty string when the code comes back as the rules require, else what went wrong.
std::string roundTripError(const FormatInfo& f, int k, uint32_t code) {
  const ComponentLayout& c = f.components[k];
  TexelBytes t{};
  writeCode(f, t.data(), k, code);
  if (readCode(f, t.data(), k) != code) return "readCode does not return the written code";
  const Scalar s = decodeComponent(f, t.data(), k);
  if (s.code != code) return "Scalar::code is not the stored code";
  const uint32_t back = encodeComponentValue(c, valueOf(s));
  uint32_t want = code;
  switch (c.cls) {
    case NumClass::Snorm:
      // -2^(b-1) decodes to -1.0 (clamped), which re-encodes to -(2^(b-1)-1).
      if (code == 1u << (c.bits - 1)) want = code + 1;
      break;
    case NumClass::Sfloat:
    case NumClass::Ufloat:
      // NaN payloads are not kept: any NaN code will do.
      if (isNaNCode(c, code)) return isNaNCode(c, back) ? "" : "NaN code did not re-encode to a NaN code";
      break;
    default: break;
  }
  if (back == want) return "";
  char buf[128];
  std::snprintf(buf, sizeof buf, "re-encoded to 0x%x, want 0x%x (value %.17g)", back, want, valueOf(s));
  return buf;
}

// E5B9G9R9: components share an exponent, so the round trip goes through encodeRgba with all
// three values and must give back the same values (not necessarily the same bits).
std::string sharedExpRoundTripError(const FormatInfo& f, const TexelBytes& t) {
  double v[3];
  for (int k = 0; k < 3; ++k) v[k] = decodeComponent(f, t.data(), k).real;
  const TexelBytes back = encodeRgba(f, {v[0], v[1], v[2], 0.0});
  for (int k = 0; k < 3; ++k) {
    const double got = decodeComponent(f, back.data(), k).real;
    if (got != v[k]) {
      char buf[160];
      std::snprintf(buf, sizeof buf, "component %d: %.17g re-encoded to %.17g", k, v[k], got);
      return buf;
    }
  }
  return "";
}

// Reports the first few failures of a loop and the total, instead of thousands of lines.
class FailureLog {
 public:
  void add(const std::string& what) {
    if (++count_ <= 8) ADD_FAILURE() << what;
  }
  ~FailureLog() { EXPECT_EQ(count_, 0) << "failures in total"; }

 private:
  int count_ = 0;
};

// The suite is parameterized by table index (gtest prints it readably) and named after the
// format; a duplicate name (which NamesAreUniqueAndLowercase reports) gets its index appended so
// that gtest does not abort before running anything.
std::vector<size_t> allFormatIndices() {
  std::vector<size_t> v;
  for (size_t i = 0; i < allFormats().size(); ++i)
    if (!allFormats()[i].isCompressed()) v.push_back(i);  // blocks have no per-texel codes: bc_test.cpp
  return v;
}

std::string formatName(const ::testing::TestParamInfo<size_t>& info) {
  const std::string name = allFormats()[info.param].name;
  int same = 0;
  for (const FormatInfo& f : allFormats()) same += name == f.name;
  return same == 1 ? name : name + "_" + std::to_string(info.param);
}

// ---------------------------------------------------------------------------------------------
// 1. Round trip of every format, every component
// ---------------------------------------------------------------------------------------------

class EveryFormat : public ::testing::TestWithParam<size_t> {
 protected:
  const FormatInfo& format() const { return allFormats()[GetParam()]; }
};

TEST_P(EveryFormat, CodeDecodeEncodeRoundTrip) {
  const FormatInfo& f = format();
  FailureLog log;
  if (f.components[0].cls == NumClass::SharedExp) {
    // Every mantissa of each component, under exponents across the range, with the other two
    // components zero and holding a different mantissa.
    for (uint32_t e : {0u, 1u, 14u, 15u, 16u, 30u, 31u})
      for (int k = 0; k < 3; ++k)
        for (uint32_t m = 0; m < 512; ++m)
          for (bool neighbours : {false, true}) {
            TexelBytes t{};
            writeSharedExponent(f, t.data(), e);
            for (int j = 0; j < 3; ++j) writeCode(f, t.data(), j, j == k ? m : neighbours ? 511 - m : 0);
            const std::string err = sharedExpRoundTripError(f, t);
            if (!err.empty())
              log.add("exp " + std::to_string(e) + " mantissa " + std::to_string(m) + ": " + err);
          }
    return;
  }
  for (int k = 0; k < f.componentCount; ++k)
    for (uint32_t code : codesToTry(f.components[k])) {
      const std::string err = roundTripError(f, k, code);
      if (!err.empty())
        log.add("component " + std::to_string(k) + " code " + std::to_string(code) + ": " + err);
    }
}

// writeCode must change only the bits of its own component: checked bit by bit against the
// layout, over an all-zero and an all-one background, with a guard pattern past the texel.
TEST_P(EveryFormat, WriteCodeLeavesNeighboursAlone) {
  const FormatInfo& f = format();
  const int texelBits = f.texelBytes * 8;
  for (uint8_t background : {uint8_t(0x00), uint8_t(0xff)})
    for (int k = 0; k < f.componentCount; ++k) {
      const ComponentLayout& c = f.components[k];
      const uint32_t code = 0x5a5a5a5au & maxCode(c.bits);  // mixed ones and zeros
      TexelBytes before;
      before.fill(0xa5);  // guard bytes beyond the texel
      for (int i = 0; i < f.texelBytes; ++i) before[i] = background;
      TexelBytes after = before;
      writeCode(f, after.data(), k, code);
      EXPECT_EQ(readCode(f, after.data(), k), code) << f.name << " component " << k;
      for (int i = 0; i < kMaxTexelBytes * 8; ++i) {
        const bool inside = i >= c.bitOffset && i < c.bitOffset + c.bits;
        const bool want = inside ? ((code >> (i - c.bitOffset)) & 1u) : bitAt(before, i);
        EXPECT_EQ(bitAt(after, i), want)
            << f.name << " component " << k << " bit " << i << (i >= texelBits ? " (past the texel)" : "");
      }
    }
}

INSTANTIATE_TEST_SUITE_P(Codec, EveryFormat, ::testing::ValuesIn(allFormatIndices()), formatName);

// ---------------------------------------------------------------------------------------------
// 2. Hand-derived vectors
// ---------------------------------------------------------------------------------------------

TEST(CodecVectors, R8Unorm) {
  // UNORM: c / (2^8 - 1).
  EXPECT_EQ(decode8(VK_FORMAT_R8_UNORM, 0x80).real, 128.0 / 255.0);
  EXPECT_EQ(decode8(VK_FORMAT_R8_UNORM, 0xff).real, 1.0);
  EXPECT_EQ(decode8(VK_FORMAT_R8_UNORM, 0x00).real, 0.0);
  EXPECT_EQ(decode8(VK_FORMAT_R8_UNORM, 0x01).real, 1.0 / 255.0);
}

TEST(CodecVectors, R8Snorm) {
  // SNORM: max(c / (2^7 - 1), -1), c the two's complement value.
  EXPECT_EQ(decode8(VK_FORMAT_R8_SNORM, 0x80).real, -1.0);  // -128/127 < -1: clamped
  EXPECT_EQ(decode8(VK_FORMAT_R8_SNORM, 0x81).real, -1.0);  // -127/127
  EXPECT_EQ(decode8(VK_FORMAT_R8_SNORM, 0x7f).real, 1.0);   // 127/127
  EXPECT_EQ(decode8(VK_FORMAT_R8_SNORM, 0x01).real, 1.0 / 127.0);
  EXPECT_EQ(decode8(VK_FORMAT_R8_SNORM, 0xff).real, -1.0 / 127.0);
  EXPECT_EQ(decode8(VK_FORMAT_R8_SNORM, 0x00).real, 0.0);
}

TEST(CodecVectors, R8G8B8A8SrgbDecodesRgbButNotAlpha) {
  // sRGB EOTF on x = c/255: x <= 0.04045 ? x/12.92 : ((x + 0.055)/1.055)^2.4; alpha is UNORM.
  const Rgba zero = rgbaOf(VK_FORMAT_R8G8B8A8_SRGB, texelFromBytes({0, 0, 0, 0}));
  EXPECT_EQ(zero.c[0].real, 0.0);
  const Rgba full = rgbaOf(VK_FORMAT_R8G8B8A8_SRGB, texelFromBytes({255, 255, 255, 255}));
  for (int i = 0; i < 4; ++i) EXPECT_EQ(full.c[i].real, 1.0) << "channel " << i;
  const Rgba mid = rgbaOf(VK_FORMAT_R8G8B8A8_SRGB, texelFromBytes({128, 128, 128, 128}));
  // ((128/255 + 0.055)/1.055)^2.4 = (0.52792491...)^2.4 = 0.2158605001...
  for (int i = 0; i < 3; ++i) {
    EXPECT_NEAR(mid.c[i].real, 0.2158605001, 1e-9) << "channel " << i;
    EXPECT_EQ(mid.c[i].cls, NumClass::Srgb);
  }
  EXPECT_EQ(mid.c[3].real, 128.0 / 255.0);  // linear alpha
  EXPECT_EQ(mid.c[3].cls, NumClass::Unorm);
  // Code 10: x = 0.0392... <= 0.04045, the linear segment: (10/255)/12.92.
  EXPECT_NEAR(rgbaOf(VK_FORMAT_R8G8B8A8_SRGB, texelFromBytes({10})).c[0].real, 10.0 / 255.0 / 12.92, 1e-15);
}

TEST(CodecVectors, B8G8R8A8UnormByteZeroIsBlue) {
  const Rgba v = rgbaOf(VK_FORMAT_B8G8R8A8_UNORM, texelFromBytes({0x10, 0x20, 0x30, 0x40}));
  EXPECT_EQ(v.c[0].real, 0x30 / 255.0);  // R from byte 2
  EXPECT_EQ(v.c[1].real, 0x20 / 255.0);
  EXPECT_EQ(v.c[2].real, 0x10 / 255.0);  // B from byte 0
  EXPECT_EQ(v.c[3].real, 0x40 / 255.0);
}

TEST(CodecVectors, R5G6B5UnormPack16) {
  // Packed, named from the MSB: R = bits 15..11, G = bits 10..5, B = bits 4..0.
  auto rgb = [](uint16_t word) {
    const Rgba v = rgbaOf(VK_FORMAT_R5G6B5_UNORM_PACK16, texelFromBytes({uint8_t(word), uint8_t(word >> 8)}));
    return std::vector<double>{v.c[0].real, v.c[1].real, v.c[2].real};
  };
  EXPECT_EQ(rgb(0xf800), (std::vector<double>{1.0, 0.0, 0.0}));
  EXPECT_EQ(rgb(0x07e0), (std::vector<double>{0.0, 1.0, 0.0}));
  EXPECT_EQ(rgb(0x001f), (std::vector<double>{0.0, 0.0, 1.0}));
  // 0x0821 = 00001 000001 00001: the lowest bit of each field.
  EXPECT_EQ(rgb(0x0821), (std::vector<double>{1.0 / 31.0, 1.0 / 63.0, 1.0 / 31.0}));
}

TEST(CodecVectors, A2B10G10R10UnormPack32) {
  // A = bits 31..30, B = 29..20, G = 19..10, R = 9..0.
  const Rgba v = rgbaOf(VK_FORMAT_A2B10G10R10_UNORM_PACK32, texelFromWord(0xc00003ff));
  EXPECT_EQ(v.c[0].real, 1.0);
  EXPECT_EQ(v.c[1].real, 0.0);
  EXPECT_EQ(v.c[2].real, 0.0);
  EXPECT_EQ(v.c[3].real, 1.0);
  EXPECT_EQ(rgbaOf(VK_FORMAT_A2B10G10R10_UNORM_PACK32, texelFromWord(0x40000000)).c[3].real, 1.0 / 3.0);
  EXPECT_EQ(rgbaOf(VK_FORMAT_A2B10G10R10_UNORM_PACK32, texelFromWord(0x000ffc00)).c[1].real, 1.0);
  EXPECT_EQ(rgbaOf(VK_FORMAT_A2B10G10R10_UNORM_PACK32, texelFromWord(0x3ff00000)).c[2].real, 1.0);
  EXPECT_EQ(rgbaOf(VK_FORMAT_A2B10G10R10_UNORM_PACK32, texelFromWord(0x00000001)).c[0].real, 1.0 / 1023.0);
}

TEST(CodecVectors, B10G11R11UfloatPack32) {
  // R = bits 10..0 and G = bits 21..11: 5-bit exponent (bias 15), 6-bit mantissa.
  // B = bits 31..22: 5-bit exponent, 5-bit mantissa. No sign bits.
  auto channel = [](uint32_t word, int i) {
    return rgbaOf(VK_FORMAT_B10G11R11_UFLOAT_PACK32, texelFromWord(word)).c[i].real;
  };
  EXPECT_EQ(channel(0x3c0, 0), 1.0);                          // exp 15, mant 0
  EXPECT_EQ(channel(0x7c0, 0), kInf);                         // exp 31, mant 0
  EXPECT_TRUE(std::isnan(channel(0x7c1, 0)));                 // exp 31, mant 1
  EXPECT_EQ(channel(0x001, 0), std::ldexp(1.0, -14 - 6));     // denormal: 2^-14 * 1/64
  EXPECT_EQ(channel(0x7bf, 0), 65024.0);                      // exp 30, mant 63: (1 + 63/64) * 2^15
  EXPECT_EQ(channel(0x3c0u << 11, 1), 1.0);                   // G field
  EXPECT_EQ(channel(0x3c0u << 11, 0), 0.0);                   // ... and not R
  EXPECT_EQ(channel(0x1e0u << 22, 2), 1.0);                   // B: exp 15 << 5 = 0x1e0
  EXPECT_EQ(channel(0x001u << 22, 2), std::ldexp(1.0, -19));  // B denormal: 2^-14 * 1/32
  EXPECT_EQ(channel(0x3dfu << 22, 2), 64512.0);               // exp 30, mant 31: (1 + 31/32) * 2^15
  EXPECT_EQ(channel(0x3e0u << 22, 2), kInf);
}

TEST(CodecVectors, E5B9G9R9UfloatPack32) {
  // E = bits 31..27, B = 26..18, G = 17..9, R = 8..0; value = mantissa * 2^(E - 15 - 9).
  const Rgba half = rgbaOf(VK_FORMAT_E5B9G9R9_UFLOAT_PACK32, texelFromWord((15u << 27) | 256u));
  EXPECT_EQ(half.c[0].real, 0.5);  // 256 * 2^-9
  EXPECT_EQ(half.c[1].real, 0.0);
  EXPECT_EQ(half.c[2].real, 0.0);
  const Rgba g = rgbaOf(VK_FORMAT_E5B9G9R9_UFLOAT_PACK32, texelFromWord((16u << 27) | (511u << 9)));
  EXPECT_EQ(g.c[1].real, 511.0 / 256.0);  // 511 * 2^-8
  EXPECT_EQ(g.c[0].real, 0.0);
  EXPECT_EQ(g.c[2].real, 0.0);
  const Rgba b = rgbaOf(VK_FORMAT_E5B9G9R9_UFLOAT_PACK32, texelFromWord((0u << 27) | (1u << 18)));
  EXPECT_EQ(b.c[2].real, std::ldexp(1.0, -24));  // smallest value: 1 * 2^(0 - 24)
}

TEST(CodecVectors, EncodeSharedExpFollowsSpecAlgorithm) {
  // Spec: max_c = 1.0; exp' = max(-16, floor(log2 1.0)) + 1 + 15 = 16;
  // max_s = floor(1.0 / 2^(16-15-9) + 1/2) = 256 < 512, so exp_s = 16;
  // mantissas 1.0/2^-8 = 256, 0.5/2^-8 = 128, 0.25/2^-8 = 64.
  const uint32_t word = encodeSharedExp(1.0, 0.5, 0.25);
  EXPECT_EQ(word, (16u << 27) | (64u << 18) | (128u << 9) | 256u);
  const Rgba v = rgbaOf(VK_FORMAT_E5B9G9R9_UFLOAT_PACK32, texelFromWord(word));
  EXPECT_EQ(v.c[0].real, 1.0);
  EXPECT_EQ(v.c[1].real, 0.5);
  EXPECT_EQ(v.c[2].real, 0.25);
  // max_c = 511.5/256 = 1.998046875: exp' = 0 + 1 + 15 = 16, but max_s = floor(511.5 + 1/2) = 512
  // does not fit in 9 bits, so exp_s = 17 and the mantissa is floor(1.998046875 * 128 + 1/2) = 256.
  EXPECT_EQ(encodeSharedExp(511.5 / 256.0, 0.0, 0.0), (17u << 27) | 256u);
  // Negative and NaN components clamp to 0 (the spec clamps to [0, sharedexp_max]).
  EXPECT_EQ(encodeSharedExp(1.0, -1.0, std::nan("")), (16u << 27) | 256u);
  // encodeRgba takes the same path and lays the word out little-endian.
  const TexelBytes t = encodeRgba(formatInfo(VK_FORMAT_E5B9G9R9_UFLOAT_PACK32), {1.0, 0.5, 0.25, 0.0});
  EXPECT_EQ(t, texelFromWord(word));
}

TEST(CodecVectors, Binary16Decode) {
  // binary16: sign, 5-bit exponent (bias 15), 10-bit mantissa.
  EXPECT_EQ(decode16(VK_FORMAT_R16_SFLOAT, 0x3c00).real, 1.0);
  EXPECT_EQ(decode16(VK_FORMAT_R16_SFLOAT, 0xc000).real, -2.0);
  EXPECT_EQ(decode16(VK_FORMAT_R16_SFLOAT, 0x0001).real, std::ldexp(1.0, -24));  // 2^-14 * 2^-10
  EXPECT_EQ(decode16(VK_FORMAT_R16_SFLOAT, 0x03ff).real, 1023 * std::ldexp(1.0, -24));
  EXPECT_EQ(decode16(VK_FORMAT_R16_SFLOAT, 0x0400).real, std::ldexp(1.0, -14));
  EXPECT_EQ(decode16(VK_FORMAT_R16_SFLOAT, 0x7bff).real, 65504.0);
  EXPECT_EQ(decode16(VK_FORMAT_R16_SFLOAT, 0x7c00).real, kInf);
  EXPECT_EQ(decode16(VK_FORMAT_R16_SFLOAT, 0xfc00).real, -kInf);
  EXPECT_TRUE(std::isnan(decode16(VK_FORMAT_R16_SFLOAT, 0x7e00).real));
  const Scalar negZero = decode16(VK_FORMAT_R16_SFLOAT, 0x8000);
  EXPECT_EQ(negZero.real, 0.0);
  EXPECT_TRUE(std::signbit(negZero.real));
}

TEST(CodecVectors, Binary16EncodeRoundsToNearestEven) {
  // 1 + 2^-11 is halfway between 0x3c00 (even mantissa) and 0x3c01: goes to 0x3c00.
  EXPECT_EQ(encodeSmallFloat(1.0 + std::ldexp(1.0, -11), 10, true), 0x3c00u);
  // 1 + 3*2^-11 is halfway between 0x3c01 and 0x3c02 (even): goes to 0x3c02.
  EXPECT_EQ(encodeSmallFloat(1.0 + 3 * std::ldexp(1.0, -11), 10, true), 0x3c02u);
  EXPECT_EQ(encodeSmallFloat(-2.0, 10, true), 0xc000u);
  // 65520 is halfway between 65504 (0x7bff, odd) and 65536 (overflow): rounds to infinity.
  EXPECT_EQ(encodeSmallFloat(65519.0, 10, true), 0x7bffu);
  EXPECT_EQ(encodeSmallFloat(65520.0, 10, true), 0x7c00u);
  // Denormals: 2^-25 is half the smallest denormal (ties to 0); 3*2^-25 ties to 2 (0x0002).
  EXPECT_EQ(encodeSmallFloat(std::ldexp(1.0, -25), 10, true), 0x0000u);
  EXPECT_EQ(encodeSmallFloat(3 * std::ldexp(1.0, -25), 10, true), 0x0002u);
  // Unsigned encodings clamp negatives to 0 (UFLOAT11: 6-bit mantissa).
  EXPECT_EQ(encodeSmallFloat(-1.0, 6, false), 0x000u);
  EXPECT_EQ(encodeSmallFloat(1.0, 6, false), 0x3c0u);
}

TEST(CodecVectors, SmallFloatEncodesZeroAsZero) {
  // Zero is exponent 0, mantissa 0 (plus the sign for binary16). Regression: zero once took the
  // normal path with ilogb(0) == FP_ILOGB0 and came out as 1.0 (0x3c00, 0x3c0, 0x1e0).
  EXPECT_EQ(encodeSmallFloat(0.0, 10, true), 0x0000u);
  EXPECT_EQ(encodeSmallFloat(-0.0, 10, true), 0x8000u);
  EXPECT_EQ(encodeSmallFloat(0.0, 6, false), 0x000u);
  EXPECT_EQ(encodeSmallFloat(0.0, 5, false), 0x000u);
  EXPECT_EQ(encodeRgba(formatInfo(VK_FORMAT_R16_SFLOAT), {0.0, 0.0, 0.0, 0.0}), TexelBytes{});
}

TEST(CodecVectors, IntegerSignExtension) {
  EXPECT_EQ(decode16(VK_FORMAT_R16_SINT, 0xffff).intBits, 0xffffffffu);  // -1
  EXPECT_EQ(decode16(VK_FORMAT_R16_SINT, 0x8000).intBits, 0xffff8000u);  // -32768
  EXPECT_EQ(decode16(VK_FORMAT_R16_SINT, 0x7fff).intBits, 0x00007fffu);
  EXPECT_EQ(decode16(VK_FORMAT_R16_UINT, 0xffff).intBits, 65535u);   // zero-extended
  EXPECT_EQ(decode8(VK_FORMAT_R8_SINT, 0x80).intBits, 0xffffff80u);  // -128
  EXPECT_EQ(decode8(VK_FORMAT_R8_UINT, 0x80).intBits, 0x80u);
  EXPECT_EQ(decode16(VK_FORMAT_R16_SINT, 0xffff).kind, Scalar::Kind::Int);
}

TEST(CodecVectors, Sfloat32KeepsStoredBits) {
  // Denormals, -0 and NaN payloads are carried in sourceBits for the comparator's passthrough rules.
  for (uint32_t bits : {0x00000001u, 0x80000000u, 0x7f800001u, 0x3f800000u}) {
    const TexelBytes t = texelFromWord(bits);
    const Scalar s = decodeComponent(formatInfo(VK_FORMAT_R32_SFLOAT), t.data(), 0);
    EXPECT_EQ(s.sourceBits, bits);
  }
  const TexelBytes one = texelFromWord(0x3f800000);
  EXPECT_EQ(decodeComponent(formatInfo(VK_FORMAT_R32_SFLOAT), one.data(), 0).real, 1.0);
}

// ---------------------------------------------------------------------------------------------
// 3. Conversion to RGBA: missing G, B -> 0, missing A -> one (of the sampled type)
// ---------------------------------------------------------------------------------------------

void expectFloatConstant(const Scalar& s, double v) {
  EXPECT_EQ(s.kind, Scalar::Kind::Float);
  EXPECT_EQ(s.real, v);
  EXPECT_FALSE(s.fromFormat);
}

void expectIntConstant(const Scalar& s, uint32_t v) {
  EXPECT_EQ(s.kind, Scalar::Kind::Int);
  EXPECT_EQ(s.intBits, v);
  EXPECT_FALSE(s.fromFormat);
}

TEST(ConvertToRgba, MissingChannelsOfFloatFormats) {
  const Rgba r8 = rgbaOf(VK_FORMAT_R8_UNORM, texelFromBytes({0xff}));
  EXPECT_EQ(r8.c[0].real, 1.0);
  EXPECT_TRUE(r8.c[0].fromFormat);
  expectFloatConstant(r8.c[1], 0.0);
  expectFloatConstant(r8.c[2], 0.0);
  expectFloatConstant(r8.c[3], 1.0);
  // Three-component formats get A = 1.0.
  for (VkFormat vk :
       {VK_FORMAT_B10G11R11_UFLOAT_PACK32, VK_FORMAT_E5B9G9R9_UFLOAT_PACK32, VK_FORMAT_R5G6B5_UNORM_PACK16}) {
    SCOPED_TRACE(formatInfo(vk).name);
    expectFloatConstant(rgbaOf(vk, TexelBytes{}).c[3], 1.0);
  }
}

TEST(ConvertToRgba, MissingChannelsOfIntegerFormats) {
  // Integer formats get integer one, not the bits of 1.0f.
  const Rgba r8 = rgbaOf(VK_FORMAT_R8_UINT, texelFromBytes({7}));
  EXPECT_EQ(r8.c[0].intBits, 7u);
  expectIntConstant(r8.c[1], 0);
  expectIntConstant(r8.c[2], 0);
  expectIntConstant(r8.c[3], 1);
  const Rgba rg = rgbaOf(VK_FORMAT_R16G16_SINT, texelFromBytes({0xff, 0xff, 0x02, 0x00}));
  EXPECT_EQ(rg.c[0].intBits, 0xffffffffu);
  EXPECT_EQ(rg.c[1].intBits, 2u);
  expectIntConstant(rg.c[2], 0);
  expectIntConstant(rg.c[3], 1);
}

TEST(ConvertToRgba, ZeroTexel) {
  const Rgba r8 = zeroTexelRgba(formatInfo(VK_FORMAT_R8_UNORM));
  EXPECT_EQ(r8.c[0].real, 0.0);
  EXPECT_EQ(r8.c[1].real, 0.0);
  EXPECT_EQ(r8.c[2].real, 0.0);
  EXPECT_EQ(r8.c[3].real, 1.0);  // missing alpha
  const Rgba rgba = zeroTexelRgba(formatInfo(VK_FORMAT_R8G8B8A8_UNORM));
  for (int i = 0; i < 4; ++i) {
    EXPECT_EQ(rgba.c[i].real, 0.0) << "channel " << i;  // stored alpha is zero too
    EXPECT_TRUE(rgba.c[i].fromFormat);
  }
  expectIntConstant(zeroTexelRgba(formatInfo(VK_FORMAT_R32_UINT)).c[3], 1);
}

// ---------------------------------------------------------------------------------------------
// 4. Format table sanity
// ---------------------------------------------------------------------------------------------

TEST(FormatTable, ComponentsFitAndDoNotOverlap) {
  for (const FormatInfo& f : allFormats()) {
    if (f.isCompressed()) continue;  // components only name channels; the block holds the bits
    SCOPED_TRACE(f.name);
    ASSERT_GE(f.componentCount, 1);
    ASSERT_LE(f.componentCount, 4);
    ASSERT_LE(f.texelBytes, kMaxTexelBytes);
    std::bitset<kMaxTexelBytes * 8> used;
    auto claim = [&](int offset, int bits, const char* what) {
      EXPECT_GE(bits, 1) << what;
      EXPECT_LE(offset + bits, f.texelBytes * 8) << what << " runs past the texel";
      for (int i = offset; i < offset + bits && i < kMaxTexelBytes * 8; ++i) {
        EXPECT_FALSE(used[i]) << what << " overlaps at bit " << i;
        used[i] = true;
      }
    };
    for (int k = 0; k < f.componentCount; ++k)
      claim(f.components[k].bitOffset, f.components[k].bits, ("component " + std::to_string(k)).c_str());
    if (f.components[0].cls == NumClass::SharedExp) claim(f.sharedExpOffset, 5, "shared exponent");
  }
}

TEST(FormatTable, NamesAreUniqueAndLowercase) {
  std::set<std::string> names;
  std::set<int> vks;
  for (const FormatInfo& f : allFormats()) {
    const std::string name = f.name;
    EXPECT_TRUE(names.insert(name).second) << "duplicate name " << name;
    EXPECT_TRUE(vks.insert(int(f.vk)).second) << "duplicate VkFormat " << int(f.vk);
    EXPECT_FALSE(name.empty());
    for (char ch : name) EXPECT_TRUE(std::islower(ch) || std::isdigit(ch) || ch == '_') << name;
  }
}

TEST(FormatTable, FindFormatRoundTrips) {
  for (const FormatInfo& f : allFormats()) {
    EXPECT_EQ(findFormat(f.vk), &f) << f.name;
    EXPECT_EQ(findFormat(std::string(f.name)), &f) << f.name;
    EXPECT_EQ(&formatInfo(f.vk), &f) << f.name;
  }
  EXPECT_EQ(findFormat(VK_FORMAT_UNDEFINED), nullptr);
  EXPECT_EQ(findFormat(std::string("R8_UNORM")), nullptr);  // names are lowercase only
  EXPECT_EQ(findFormat(std::string("no_such_format")), nullptr);
  EXPECT_THROW(formatInfo(VK_FORMAT_UNDEFINED), std::invalid_argument);
}

// The names the table must use: the VkFormat enumerant, lowercased, without VK_FORMAT_.
TEST(FormatTable, NamesMatchVkFormatEnumerants) {
  struct Entry {
    VkFormat vk;
    const char* upper;
  };
#define VKTEXEL_ENTRY(x) \
  Entry {                \
    VK_FORMAT_##x, #x    \
  }
  const Entry expected[] = {
      VKTEXEL_ENTRY(R8_UNORM),
      VKTEXEL_ENTRY(R8G8_UNORM),
      VKTEXEL_ENTRY(R8G8B8A8_UNORM),
      VKTEXEL_ENTRY(R8_SNORM),
      VKTEXEL_ENTRY(R8G8_SNORM),
      VKTEXEL_ENTRY(R8G8B8A8_SNORM),
      VKTEXEL_ENTRY(R8_UINT),
      VKTEXEL_ENTRY(R8G8_UINT),
      VKTEXEL_ENTRY(R8G8B8A8_UINT),
      VKTEXEL_ENTRY(R8_SINT),
      VKTEXEL_ENTRY(R8G8_SINT),
      VKTEXEL_ENTRY(R8G8B8A8_SINT),
      VKTEXEL_ENTRY(R8G8B8A8_SRGB),
      VKTEXEL_ENTRY(B8G8R8A8_UNORM),
      VKTEXEL_ENTRY(R16_UNORM),
      VKTEXEL_ENTRY(R16G16_UNORM),
      VKTEXEL_ENTRY(R16G16B16A16_UNORM),
      VKTEXEL_ENTRY(R16_UINT),
      VKTEXEL_ENTRY(R16G16_UINT),
      VKTEXEL_ENTRY(R16G16B16A16_UINT),
      VKTEXEL_ENTRY(R16_SINT),
      VKTEXEL_ENTRY(R16G16_SINT),
      VKTEXEL_ENTRY(R16G16B16A16_SINT),
      VKTEXEL_ENTRY(R16_SFLOAT),
      VKTEXEL_ENTRY(R16G16_SFLOAT),
      VKTEXEL_ENTRY(R16G16B16A16_SFLOAT),
      VKTEXEL_ENTRY(R32_UINT),
      VKTEXEL_ENTRY(R32G32_UINT),
      VKTEXEL_ENTRY(R32G32B32A32_UINT),
      VKTEXEL_ENTRY(R32_SINT),
      VKTEXEL_ENTRY(R32G32_SINT),
      VKTEXEL_ENTRY(R32G32B32A32_SINT),
      VKTEXEL_ENTRY(R32_SFLOAT),
      VKTEXEL_ENTRY(R32G32_SFLOAT),
      VKTEXEL_ENTRY(R32G32B32A32_SFLOAT),
      VKTEXEL_ENTRY(A2B10G10R10_UNORM_PACK32),
      VKTEXEL_ENTRY(R5G6B5_UNORM_PACK16),
      VKTEXEL_ENTRY(B10G11R11_UFLOAT_PACK32),
      VKTEXEL_ENTRY(E5B9G9R9_UFLOAT_PACK32),
      VKTEXEL_ENTRY(BC7_SRGB_BLOCK),
      VKTEXEL_ENTRY(ASTC_4x4_UNORM_BLOCK),
      VKTEXEL_ENTRY(ASTC_10x8_SRGB_BLOCK),
      VKTEXEL_ENTRY(ASTC_12x12_SRGB_BLOCK),
  };
#undef VKTEXEL_ENTRY
  for (const Entry& e : expected) {
    std::string lower = e.upper;
    for (char& ch : lower) ch = char(std::tolower(ch));
    const FormatInfo* f = findFormat(e.vk);
    ASSERT_NE(f, nullptr) << lower << " is missing from the table";
    EXPECT_EQ(std::string(f->name), lower);
    EXPECT_EQ(vkEnumName(*f), std::string("VK_FORMAT_") + e.upper);  // what repros and messages print
  }
}

TEST(FormatTable, SampledTypeFollowsNameSuffix) {
  for (const FormatInfo& f : allFormats()) {
    if (f.isDepthStencil()) continue;  // e.g. d32_sfloat_s8_uint: the suffix names the stencil part
    const std::string name = f.name;
    // The numeric class is the word after the component list: "a2b10g10r10_uint_pack32" -> "uint".
    const std::string word =
        name.substr(name.find('_') + 1, name.find('_', name.find('_') + 1) - name.find('_') - 1);
    const SampledType want = word == "uint"   ? SampledType::Uint
                             : word == "sint" ? SampledType::Sint
                                              : SampledType::Float;
    EXPECT_EQ(f.sampledType(), want) << name;
  }
}

TEST(FormatTable, IsPackedExactlyForPackNames) {
  for (const FormatInfo& f : allFormats())
    EXPECT_EQ(f.isPacked(), std::string(f.name).find("_pack") != std::string::npos) << f.name;
  EXPECT_TRUE(formatInfo(VK_FORMAT_R5G6B5_UNORM_PACK16).isPacked());
  EXPECT_FALSE(formatInfo(VK_FORMAT_R8G8B8A8_UNORM).isPacked());
}

// The layout follows from the name alone: non-packed formats list components in address order
// (component i starts where i-1 ends); *_PACKnn formats list them from the most significant bit.
struct NamedComponent {
  char letter;
  int bits;
  int offset;
};

std::vector<NamedComponent> layoutFromName(const std::string& name, bool packed) {
  std::vector<NamedComponent> out;
  size_t i = 0;
  while (i < name.size() && name[i] != '_') {
    NamedComponent c{name[i++], 0, 0};
    while (i < name.size() && std::isdigit(static_cast<unsigned char>(name[i])))
      c.bits = c.bits * 10 + (name[i++] - '0');
    out.push_back(c);
  }
  int total = 0;
  for (const NamedComponent& c : out) total += c.bits;
  int offset = 0;
  for (NamedComponent& c : out) {
    c.offset = packed ? total - offset - c.bits : offset;
    offset += c.bits;
  }
  return out;
}

NumClass classFromName(const std::string& name, char letter) {
  const std::string suffix = name.substr(name.find('_') + 1);
  auto has = [&](const char* s) { return suffix.rfind(s, 0) == 0; };
  if (has("unorm")) return NumClass::Unorm;
  if (has("snorm")) return NumClass::Snorm;
  if (has("uscaled")) return NumClass::Uscaled;
  if (has("sscaled")) return NumClass::Sscaled;
  if (has("uint")) return NumClass::Uint;
  if (has("sint")) return NumClass::Sint;
  if (has("sfloat")) return NumClass::Sfloat;
  if (has("srgb")) return letter == 'a' ? NumClass::Unorm : NumClass::Srgb;  // alpha stays linear
  if (has("ufloat")) return name[0] == 'e' ? NumClass::SharedExp : NumClass::Ufloat;
  ADD_FAILURE() << "unknown class in " << name;
  return NumClass::Unorm;
}

Channel channelOf(char letter) {
  switch (letter) {
    case 'r': return Channel::R;
    case 'g': return Channel::G;
    case 'b': return Channel::B;
    default: return Channel::A;
  }
}

TEST(FormatTable, LayoutMatchesName) {
  for (const FormatInfo& f : allFormats()) {
    if (f.isDepthStencil() || f.isCompressed()) continue;  // names not of the colour pattern
    SCOPED_TRACE(f.name);
    const std::vector<NamedComponent> named = layoutFromName(f.name, f.isPacked());
    int totalBits = 0, colourCount = 0;
    for (const NamedComponent& n : named) {
      totalBits += n.bits;
      if (n.letter == 'e') {
        EXPECT_EQ(n.bits, 5);
        EXPECT_EQ(f.sharedExpOffset, n.offset);
        continue;
      }
      ++colourCount;
      const ComponentLayout* c = nullptr;
      for (int k = 0; k < f.componentCount; ++k)
        if (f.components[k].channel == channelOf(n.letter)) c = &f.components[k];
      ASSERT_NE(c, nullptr) << "no component for '" << n.letter << "'";
      EXPECT_EQ(c->bits, n.bits) << n.letter;
      EXPECT_EQ(c->bitOffset, n.offset) << n.letter;
      EXPECT_EQ(c->cls, classFromName(f.name, n.letter)) << n.letter;
    }
    EXPECT_EQ(f.componentCount, colourCount);
    EXPECT_EQ(f.texelBytes * 8, totalBits);
  }
}

// ---------------------------------------------------------------------------------------------
// 5. ulpDistance
// ---------------------------------------------------------------------------------------------

TEST(UlpDistance, HandPickedPairs) {
  EXPECT_EQ(ulpDistance(1.0f, std::nextafter(1.0f, 2.0f)), 1u);
  EXPECT_EQ(ulpDistance(std::nextafter(1.0f, 2.0f), 1.0f), 1u);
  EXPECT_EQ(ulpDistance(1.0f, 1.0f), 0u);
  EXPECT_EQ(ulpDistance(0.0f, -0.0f), 0u);
  const float minDenorm = bitsToFloat(0x00000001);
  EXPECT_EQ(ulpDistance(-minDenorm, minDenorm), 2u);  // -d, 0, +d
  EXPECT_EQ(ulpDistance(-1.0f, 1.0f), 2u * 0x3f800000u);
  const float nan = std::numeric_limits<float>::quiet_NaN();
  EXPECT_EQ(ulpDistance(nan, 1.0f), std::numeric_limits<uint64_t>::max());
  EXPECT_EQ(ulpDistance(1.0f, nan), std::numeric_limits<uint64_t>::max());
  EXPECT_EQ(ulpDistance(nan, nan), std::numeric_limits<uint64_t>::max());
}

// ---------------------------------------------------------------------------------------------
// 6. The comparator must reject wrong answers
// ---------------------------------------------------------------------------------------------

ComponentCheck checkForCode(VkFormat vk, uint32_t word) {
  const TexelBytes t = texelFromWord(word);
  return checkFor(decodeComponent(formatInfo(vk), t.data(), 0));
}

TEST(Comparator, UnormAllowsOneUlp) {
  // 128/255 = 0x0.808080...; as binary32 = 2^-1 * 1.0000_0001_0000_0001_0000_0001 (23 bits) with
  // the rest 0.0101... > 1/2, so it rounds up: mantissa 0x008081, bits 0x3f008081.
  ASSERT_EQ(floatToBits(float(128.0 / 255.0)), 0x3f008081u);
  const ComponentCheck c = checkForCode(VK_FORMAT_R8_UNORM, 128);
  EXPECT_TRUE(c.accepts(0x3f008081u));   // correctly rounded
  EXPECT_TRUE(c.accepts(0x3f008080u));   // one ULP below
  EXPECT_TRUE(c.accepts(0x3f008082u));   // one ULP above
  EXPECT_FALSE(c.accepts(0x3f00807fu));  // two ULPs below
  EXPECT_FALSE(c.accepts(0x3f008083u));  // two ULPs above
  EXPECT_FALSE(c.accepts(0x7fc00000u));  // NaN
}

TEST(Comparator, UnormOneIsExact) {
  const ComponentCheck c = checkForCode(VK_FORMAT_R8_UNORM, 255);
  EXPECT_TRUE(c.accepts(0x3f800000u));   // 1.0f
  EXPECT_FALSE(c.accepts(0x3f7fffffu));  // nextafter(1, 0)
  EXPECT_FALSE(c.accepts(0x3f800001u));  // nextafter(1, 2)
  EXPECT_TRUE(checkForCode(VK_FORMAT_R8_UNORM, 0).accepts(0x00000000u));
  EXPECT_FALSE(checkForCode(VK_FORMAT_R8_UNORM, 0).accepts(0x00000001u));
}

TEST(Comparator, IntegersAreBitExact) {
  const ComponentCheck c = checkForCode(VK_FORMAT_R8_UINT, 0x80);
  EXPECT_TRUE(c.accepts(0x80u));
  EXPECT_FALSE(c.accepts(0x80u ^ 1u));
  const ComponentCheck s = checkForCode(VK_FORMAT_R8_SINT, 0x80);  // -128, sign-extended
  EXPECT_TRUE(s.accepts(0xffffff80u));
  EXPECT_FALSE(s.accepts(0x00000080u));
}

TEST(Comparator, Sfloat32DenormalMayFlushToZero) {
  const ComponentCheck c = checkForCode(VK_FORMAT_R32_SFLOAT, 0x00000005u);
  EXPECT_TRUE(c.accepts(0x00000005u));
  EXPECT_TRUE(c.accepts(0x00000000u));   // +0
  EXPECT_TRUE(c.accepts(0x80000000u));   // -0
  EXPECT_FALSE(c.accepts(0x00000004u));  // another denormal
  EXPECT_FALSE(c.accepts(0x00000006u));
  EXPECT_FALSE(c.accepts(0x80000005u));  // the negated denormal
  // A normal value is exact: no flush allowed.
  const ComponentCheck one = checkForCode(VK_FORMAT_R32_SFLOAT, 0x3f800000u);
  EXPECT_TRUE(one.accepts(0x3f800000u));
  EXPECT_FALSE(one.accepts(0x00000000u));
  EXPECT_FALSE(one.accepts(0x3f800001u));
}

TEST(Comparator, NaNAcceptsAnyNaN) {
  const ComponentCheck c = checkForCode(VK_FORMAT_R32_SFLOAT, 0x7fc00000u);
  EXPECT_TRUE(c.accepts(0x7fc00000u));
  EXPECT_TRUE(c.accepts(0x7f800001u));  // signalling payload
  EXPECT_TRUE(c.accepts(0xffc00000u));  // negative NaN
  EXPECT_FALSE(c.accepts(0x00000000u));
  EXPECT_FALSE(c.accepts(0x7f800000u));  // infinity is not a NaN
  // A binary16 NaN too.
  const TexelBytes h = texelFromBytes({0x00, 0x7e});
  EXPECT_TRUE(checkFor(decodeComponent(formatInfo(VK_FORMAT_R16_SFLOAT), h.data(), 0)).accepts(0x7f800001u));
}

TEST(Comparator, SrgbIsNotUnorm) {
  const ComponentCheck c = checkForCode(VK_FORMAT_R8G8B8A8_SRGB, 128);
  const double linear = std::pow((128.0 / 255.0 + 0.055) / 1.055, 2.4);  // 0.21586...
  EXPECT_TRUE(c.accepts(floatToBits(float(linear))));
  EXPECT_FALSE(c.accepts(floatToBits(float(128.0 / 255.0))));  // forgot the EOTF
  EXPECT_FALSE(c.accepts(0x00000000u));
  // sRGB 255 is exactly 1.0.
  const ComponentCheck top = checkForCode(VK_FORMAT_R8G8B8A8_SRGB, 255);
  EXPECT_TRUE(top.accepts(0x3f800000u));
  EXPECT_FALSE(top.accepts(0x3f7fffffu));
}

TEST(Comparator, VecCheckNeedsEveryComponent) {
  // R8_UNORM 255 -> (1, 0, 0, 1); a wrong constant alpha must fail the vector check.
  const VecCheck v = checkFor(rgbaOf(VK_FORMAT_R8_UNORM, texelFromBytes({0xff})));
  EXPECT_TRUE(v.accepts({0x3f800000u, 0u, 0u, 0x3f800000u}));
  EXPECT_FALSE(v.accepts({0x3f800000u, 0u, 0u, 0u}));
  EXPECT_FALSE(v.accepts({0x3f800000u, 0u, 0u, 1u}));  // integer one is not 1.0f
}

}  // namespace
}  // namespace vktexel::model
