// Bit-exact texel codec: raw texel bytes <-> component codes <-> numbers, and the Vulkan
// "Conversion to RGBA" (missing G,B -> 0, missing A -> one).
#pragma once

#include "model/formats.h"

#include <array>
#include <cstdint>
#include <string>

namespace vktexel::model {

constexpr int kMaxTexelBytes = 16;
using TexelBytes = std::array<uint8_t, kMaxTexelBytes>;

// The raw code of component k (its stored bits, not yet interpreted).
uint32_t readCode(const FormatInfo& f, const uint8_t* texel, int k);
void writeCode(const FormatInfo& f, uint8_t* texel, int k, uint32_t code);
uint32_t readSharedExponent(const FormatInfo& f, const uint8_t* texel);
void writeSharedExponent(const FormatInfo& f, uint8_t* texel, uint32_t exponent);

// One component of a fetch result, before comparison.
// Float results carry the mathematically exact value; `exactF32` says whether binary32 holds it.
struct Scalar {
  enum class Kind : uint8_t { Int, Float };
  Kind kind = Kind::Float;
  NumClass cls = NumClass::Sfloat;  // numeric class the value came from (drives the tolerance)
  bool fromFormat = false;          // false: a Conversion-to-RGBA constant (0 or one)
  uint32_t code = 0;                // the stored component code it was decoded from
  uint32_t intBits = 0;             // Int: the 32-bit result
  double real = 0.0;                // Float: exact value (NaN for NaN)
  uint32_t sourceBits = 0;          // Float from binary32 storage: the stored bits (for passthrough rules)
  // An explicit accepted range [lo, hi] where the format's decoding allows implementation
  // precision (block-compressed interpolation); overrides the class's rule when set.
  bool ranged = false;
  bool zeroAlso = false;  // +-0 is accepted too (a reserved BC7 block's alpha: 0, or 1.0)
  bool nanAlso = false;   // any NaN is accepted too (an ASTC error texel in linear LDR)
  bool open = false;      // the specification allows several results: any is accepted
  double lo = 0, hi = 0;

  static Scalar integer(uint32_t bits, NumClass cls, bool fromFormat);
  static Scalar floating(double real, NumClass cls, bool fromFormat);
};

// The 32 bits a value takes as a result word, a multisample fill value or a clear value: an
// integer's bits, or a float's value rounded to binary32.
uint32_t resultBits(const Scalar& s);

struct Rgba {
  std::array<Scalar, 4> c;
};

// A constant result component (the 0 and one of Conversion to RGBA, swizzle ZERO/ONE, border
// values) in the sampled type: a float, or a signed or unsigned integer.
Scalar constantScalar(SampledType t, uint32_t value);

// The RGBA index a channel lands in: R, and depth and stencil (.x, SEMANTICS §4.1), are 0.
int channelIndex(Channel ch);

// The value of component k alone (Vulkan "Format Conversion").
Scalar decodeComponent(const FormatInfo& f, const uint8_t* texel, int k);

// "Conversion to RGBA": the format's components in R,G,B,A order, missing G,B -> 0, A -> one.
Rgba convertToRgba(const FormatInfo& f, const uint8_t* texel);

// The RGBA value of a texel whose format components are all zero, after Conversion to RGBA:
// the robustImageAccess2 out-of-bounds result (SEMANTICS §3.1).
Rgba zeroTexelRgba(const FormatInfo& f);

// The sRGB EOTF on a continuous encoded value x in [0, 1] (Khronos Data Format "sRGB EOTF").
double srgbToLinear(double x);
double linearToSrgb(double linear);

// Encodes one component from a number with the format's conversion rules, round to nearest even.
// Integers take the value modulo 2^bits (two's complement for SINT).
uint32_t encodeComponentValue(const ComponentLayout& c, double value);

// Encodes an RGBA value (indexed by channel R,G,B,A) into a texel; missing channels are dropped.
TexelBytes encodeRgba(const FormatInfo& f, const std::array<double, 4>& rgba);

// Human-readable forms for failure messages.
std::string describeTexel(const FormatInfo& f, const uint8_t* texel);

}  // namespace vktexel::model
