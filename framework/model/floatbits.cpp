#include "model/floatbits.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace vktexel::model {

double decodeSmallFloat(uint32_t code, int mantissaBits, bool hasSign) {
  const uint32_t mantissaMask = (1u << mantissaBits) - 1;
  const uint32_t mantissa = code & mantissaMask;
  const uint32_t exponent = (code >> mantissaBits) & 31u;
  const bool negative = hasSign && ((code >> (mantissaBits + 5)) & 1u);
  double magnitude;
  if (exponent == 0) {
    magnitude = std::ldexp(double(mantissa), -14 - mantissaBits);  // denormal
  } else if (exponent == 31) {
    magnitude = mantissa ? std::numeric_limits<double>::quiet_NaN() : std::numeric_limits<double>::infinity();
  } else {
    magnitude = std::ldexp(double(mantissa | (1u << mantissaBits)), int(exponent) - 15 - mantissaBits);
  }
  return negative ? -magnitude : magnitude;
}

uint32_t encodeSmallFloat(double value, int mantissaBits, bool hasSign) {
  const uint32_t signBit = hasSign ? (1u << (mantissaBits + 5)) : 0u;
  const uint32_t infCode = 31u << mantissaBits;
  if (std::isnan(value)) return infCode | (1u << (mantissaBits - 1));
  uint32_t sign = 0;
  if (std::signbit(value)) {
    if (!hasSign) return 0;
    sign = signBit;
    value = -value;
  }
  if (std::isinf(value)) return sign | infCode;
  if (value == 0.0) return sign;  // exponent 0, mantissa 0
  // Work in units of the smallest denormal: 2^(-14 - mantissaBits).
  const double scaled = std::ldexp(value, 14 + mantissaBits);
  const int exponent = std::ilogb(value);
  if (exponent < -14) {                       // denormal range: quantum is the smallest denormal
    const double q = std::nearbyint(scaled);  // default rounding mode is ties-to-even
    return sign | uint32_t(q);  // q == 2^mantissaBits rolls into the smallest normal, which is right
  }
  const double quantum = std::ldexp(1.0, exponent - mantissaBits);
  const double rounded = std::nearbyint(value / quantum) * quantum;
  int e = std::ilogb(rounded);
  if (e > 15) return sign | infCode;
  const uint32_t mant = uint32_t(std::ldexp(rounded, mantissaBits - e)) & ((1u << mantissaBits) - 1);
  return sign | (uint32_t(e + 15) << mantissaBits) | mant;
}

double decodeSharedExp(uint32_t mantissa, uint32_t exponent) {
  return std::ldexp(double(mantissa), int(exponent) - 15 - 9);
}

uint32_t encodeSharedExp(double r, double g, double b) {
  constexpr int N = 9, B = 15, Emax = 31;
  const double sharedMax = double((1 << N) - 1) / double(1 << N) * std::ldexp(1.0, Emax - B);
  auto clampComponent = [&](double v) { return std::isnan(v) ? 0.0 : std::clamp(v, 0.0, sharedMax); };
  r = clampComponent(r);
  g = clampComponent(g);
  b = clampComponent(b);
  const double maxC = std::max({r, g, b});
  const int expP = std::max(-B - 1, maxC > 0 ? int(std::floor(std::log2(maxC))) : -B - 1) + 1 + B;
  const double maxS = std::floor(maxC / std::ldexp(1.0, expP - B - N) + 0.5);
  const int expS = maxS < double(1 << N) ? expP : expP + 1;
  auto mant = [&](double v) { return uint32_t(std::floor(v / std::ldexp(1.0, expS - B - N) + 0.5)); };
  return mant(r) | (mant(g) << 9) | (mant(b) << 18) | (uint32_t(expS) << 27);
}

uint64_t ulpDistance(float a, float b) {
  if (std::isnan(a) || std::isnan(b)) return std::numeric_limits<uint64_t>::max();
  auto ordered = [](float f) -> int64_t {
    const uint32_t u = floatToBits(f);
    return (u & 0x80000000u) ? -int64_t(u & 0x7fffffffu) : int64_t(u);
  };
  const int64_t d = ordered(a) - ordered(b);
  return uint64_t(d < 0 ? -d : d);
}

}  // namespace vktexel::model
