#include "model/codec.h"

#include "model/floatbits.h"

#include <cmath>
#include <cstdio>
#include <limits>

namespace vktexel::model {
namespace {

uint64_t readBits(const uint8_t* texel, int offset, int bits) {
  uint64_t v = 0;
  for (int i = 0; i < bits; ++i) {
    const int b = offset + i;
    v |= uint64_t((texel[b >> 3] >> (b & 7)) & 1u) << i;
  }
  return v;
}

void writeBits(uint8_t* texel, int offset, int bits, uint64_t v) {
  for (int i = 0; i < bits; ++i) {
    const int b = offset + i;
    const uint8_t mask = uint8_t(1u << (b & 7));
    if ((v >> i) & 1u)
      texel[b >> 3] |= mask;
    else
      texel[b >> 3] &= uint8_t(~mask);
  }
}

int32_t signExtend(uint32_t code, int bits) {
  if (bits == 32) return int32_t(code);
  const uint32_t sign = 1u << (bits - 1);
  return int32_t((code ^ sign) - sign);
}

}  // namespace

int channelIndex(Channel ch) {
  switch (ch) {
    case Channel::R:
    case Channel::D:
    case Channel::S: return 0;  // depth and stencil come back in .x (SEMANTICS §4.1)
    case Channel::X: break;     // padding is never a component
    case Channel::G: return 1;
    case Channel::B: return 2;
    case Channel::A: return 3;
  }
  return 0;
}

Scalar constantScalar(SampledType t, uint32_t value) {
  if (t == SampledType::Float) return Scalar::floating(double(value), NumClass::Sfloat, false);
  return Scalar::integer(value, t == SampledType::Uint ? NumClass::Uint : NumClass::Sint, false);
}

double srgbToLinear(double x) {
  return x <= 0.04045 ? x / 12.92 : std::pow((x + 0.055) / 1.055, 2.4);
}
double linearToSrgb(double l) {
  return l <= 0.0031308 ? l * 12.92 : 1.055 * std::pow(l, 1.0 / 2.4) - 0.055;
}

Scalar Scalar::integer(uint32_t bits, NumClass cls, bool fromFormat) {
  Scalar s;
  s.kind = Kind::Int;
  s.cls = cls;
  s.fromFormat = fromFormat;
  s.intBits = bits;
  return s;
}

Scalar Scalar::floating(double real, NumClass cls, bool fromFormat) {
  Scalar s;
  s.kind = Kind::Float;
  s.cls = cls;
  s.fromFormat = fromFormat;
  s.real = real;
  s.sourceBits = floatToBits(float(real));
  return s;
}

uint32_t resultBits(const Scalar& s) {
  return s.kind == Scalar::Kind::Int ? s.intBits : floatToBits(float(s.real));
}

uint32_t readCode(const FormatInfo& f, const uint8_t* texel, int k) {
  const ComponentLayout& c = f.components[k];
  return uint32_t(readBits(texel, c.bitOffset, c.bits));
}

void writeCode(const FormatInfo& f, uint8_t* texel, int k, uint32_t code) {
  const ComponentLayout& c = f.components[k];
  writeBits(texel, c.bitOffset, c.bits, code);
}

uint32_t readSharedExponent(const FormatInfo& f, const uint8_t* texel) {
  return uint32_t(readBits(texel, f.sharedExpOffset, 5));
}

// The value of one component's code, by its numeric class (Vulkan "Format Conversion").
static Scalar decodeCode(const FormatInfo& f, const uint8_t* texel, int k, uint32_t code) {
  const ComponentLayout& c = f.components[k];
  switch (c.cls) {
    case NumClass::Uint: return Scalar::integer(code, c.cls, true);
    case NumClass::Sint: return Scalar::integer(uint32_t(signExtend(code, c.bits)), c.cls, true);
    case NumClass::Unorm:
      return Scalar::floating(double(code) / double((uint64_t(1) << c.bits) - 1), c.cls, true);
    case NumClass::Snorm: {
      const double v = double(signExtend(code, c.bits)) / double((uint64_t(1) << (c.bits - 1)) - 1);
      return Scalar::floating(v < -1.0 ? -1.0 : v, c.cls, true);
    }
    case NumClass::Uscaled: return Scalar::floating(double(code), c.cls, true);
    case NumClass::Sscaled: return Scalar::floating(double(signExtend(code, c.bits)), c.cls, true);
    case NumClass::Srgb: return Scalar::floating(srgbToLinear(double(code) / 255.0), c.cls, true);
    case NumClass::Sfloat: {
      if (c.bits == 32) {
        Scalar s = Scalar::floating(double(bitsToFloat(code)), c.cls, true);
        s.sourceBits = code;  // keeps NaN payloads and the sign of zero
        return s;
      }
      return Scalar::floating(decodeSmallFloat(code, c.bits - 6, true), c.cls, true);
    }
    case NumClass::Ufloat: return Scalar::floating(decodeSmallFloat(code, c.bits - 5, false), c.cls, true);
    case NumClass::SharedExp:
      return Scalar::floating(decodeSharedExp(code, readSharedExponent(f, texel)), c.cls, true);
  }
  return Scalar{};
}

void writeSharedExponent(const FormatInfo& f, uint8_t* texel, uint32_t exponent) {
  writeBits(texel, f.sharedExpOffset, 5, exponent);
}

Scalar decodeComponent(const FormatInfo& f, const uint8_t* texel, int k) {
  const uint32_t code = readCode(f, texel, k);
  Scalar s = decodeCode(f, texel, k, code);
  s.code = code;
  return s;
}

Rgba convertToRgba(const FormatInfo& f, const uint8_t* texel) {
  const SampledType t = f.sampledType();
  Rgba out{{constantScalar(t, 0), constantScalar(t, 0), constantScalar(t, 0), constantScalar(t, 1)}};
  for (int k = 0; k < f.componentCount; ++k)
    out.c[channelIndex(f.components[k].channel)] = decodeComponent(f, texel, k);
  return out;
}

Rgba zeroTexelRgba(const FormatInfo& f) {
  if (f.isCompressed()) {  // a zero in each channel the format has; Conversion to RGBA for the rest
    const SampledType t = f.sampledType();
    Rgba out{{constantScalar(t, 0), constantScalar(t, 0), constantScalar(t, 0), constantScalar(t, 1)}};
    for (int k = 0; k < f.componentCount; ++k)
      out.c[channelIndex(f.components[k].channel)] = Scalar::floating(0.0, f.components[k].cls, true);
    return out;
  }
  const TexelBytes zeros{};
  return convertToRgba(f, zeros.data());
}

uint32_t encodeComponentValue(const ComponentLayout& c, double value) {
  const uint64_t mask = (c.bits == 32) ? 0xffffffffull : ((uint64_t(1) << c.bits) - 1);
  switch (c.cls) {
    case NumClass::Uint:
    case NumClass::Sint:
    case NumClass::Uscaled:
    case NumClass::Sscaled: return uint32_t(uint64_t(int64_t(value)) & mask);
    case NumClass::Unorm: {
      const double v = std::isnan(value) ? 0.0 : std::fmin(std::fmax(value, 0.0), 1.0);
      return uint32_t(std::nearbyint(v * double(mask)));
    }
    case NumClass::Snorm: {
      const double v = std::isnan(value) ? 0.0 : std::fmin(std::fmax(value, -1.0), 1.0);
      const double scale = double((uint64_t(1) << (c.bits - 1)) - 1);
      return uint32_t(uint64_t(int64_t(std::nearbyint(v * scale))) & mask);
    }
    case NumClass::Srgb: {
      const double v = std::isnan(value) ? 0.0 : std::fmin(std::fmax(value, 0.0), 1.0);
      return uint32_t(std::nearbyint(linearToSrgb(v) * 255.0));
    }
    case NumClass::Sfloat:
      if (c.bits == 32) return floatToBits(float(value));
      return encodeSmallFloat(value, c.bits - 6, true);
    case NumClass::Ufloat: return encodeSmallFloat(value, c.bits - 5, false);
    case NumClass::SharedExp: break;  // needs all three components: see encodeRgba
  }
  return 0;
}

TexelBytes encodeRgba(const FormatInfo& f, const std::array<double, 4>& rgba) {
  TexelBytes texel{};
  if (f.components[0].cls == NumClass::SharedExp) {
    const uint32_t packed = encodeSharedExp(rgba[0], rgba[1], rgba[2]);
    for (int i = 0; i < 4; ++i) texel[i] = uint8_t(packed >> (8 * i));
    return texel;
  }
  for (int k = 0; k < f.componentCount; ++k) {
    const ComponentLayout& c = f.components[k];
    writeCode(f, texel.data(), k, encodeComponentValue(c, rgba[channelIndex(c.channel)]));
  }
  return texel;
}

std::string describeTexel(const FormatInfo& f, const uint8_t* texel) {
  std::string s = f.isCompressed() ? "block 0x" : "0x";
  char buf[64];
  for (int i = (f.isCompressed() ? f.blockBytes : f.texelBytes) - 1; i >= 0; --i) {
    std::snprintf(buf, sizeof buf, "%02x", texel[i]);
    s += buf;
  }
  return s;
}

}  // namespace vktexel::model
