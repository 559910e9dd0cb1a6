#include "model/astc_weight_application.h"

#include <algorithm>
#include <cmath>

namespace vktexel::model {

uint16_t astcWidenEndpoint(uint8_t v, bool srgb) {
  return uint16_t(v << 8 | (srgb ? 0x80 : v));
}

uint16_t astcInterpolate(uint16_t c0, uint16_t c1, uint32_t weight) {
  return uint16_t((uint32_t(c0) * (64 - weight) + uint32_t(c1) * weight + 32) / 64);
}

float astcDecodeFloat16(uint16_t c) {
  if (c == 0xFFFF) return 1.0f;
  if (c == 0) return 0.0f;
  // C / 65536 = C x 2^-16 has at most 16 significant bits; FP16 keeps 11 of them (normal, from
  // 2^-14) or those above 2^-24 (denormal). Round-to-zero drops the rest: clear C's bits below
  // the FP16 spacing of its binade.
  const int topBit = 31 - __builtin_clz(c);                  // C's value is in [2^(topBit-16), 2^(topBit-15))
  const int exponent = topBit - 16;                          // the binade's exponent
  const int spacingExponent = std::max(exponent, -14) - 10;  // FP16 spacing there
  const int dropBits = spacingExponent + 16;                 // C's bits below that spacing
  const uint32_t kept = dropBits > 0 ? (uint32_t(c) >> dropBits) << dropBits : c;
  return std::ldexp(float(kept), -16);
}

uint8_t astcTopByte(uint16_t c) {
  return uint8_t(c >> 8);
}

}  // namespace vktexel::model
