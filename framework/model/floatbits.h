// Bit-exact conversions between the small float encodings of Vulkan formats and binary32.
#pragma once

#include <cstdint>
#include <cstring>

namespace vktexel::model {

inline uint32_t floatToBits(float f) {
  uint32_t u;
  std::memcpy(&u, &f, 4);
  return u;
}

inline float bitsToFloat(uint32_t u) {
  float f;
  std::memcpy(&f, &u, 4);
  return f;
}

// An unsigned float with a 5-bit exponent (bias 15) and `mantissaBits` of mantissa, optionally
// preceded by a sign bit: binary16 (sign, 10), UFLOAT11 (no sign, 6), UFLOAT10 (no sign, 5).
// Decoding is exact: every such value is a binary32 value.
double decodeSmallFloat(uint32_t code, int mantissaBits, bool hasSign);

// Round-to-nearest-even encoding of a double into the same small float; NaN keeps a quiet NaN,
// negative values clamp to 0 for unsigned encodings, overflow gives infinity.
uint32_t encodeSmallFloat(double value, int mantissaBits, bool hasSign);

// E5B9G9R9: component value m * 2^(e - 15 - 9).
double decodeSharedExp(uint32_t mantissa, uint32_t exponent);

// The Vulkan spec's shared-exponent encoding of an RGB triple; returns the packed 32-bit texel.
uint32_t encodeSharedExp(double r, double g, double b);

// ULP distance between two binary32 values in the total order of finite values (+0 == -0).
// Returns UINT64_MAX when either is NaN.
uint64_t ulpDistance(float a, float b);

}  // namespace vktexel::model
