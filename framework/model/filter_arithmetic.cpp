#include "model/filter_arithmetic.h"

#include "model/codec.h"

#include <algorithm>
#include <cmath>

namespace vktexel::model {
namespace {

const ComponentLayout* componentOf(const FormatInfo& f, int channel) {
  for (int k = 0; k < f.componentCount; ++k)
    if (channelIndex(f.components[k].channel) == channel) return &f.components[k];
  return f.componentCount ? &f.components[0] : nullptr;
}

FilterClass compressedClass(const FormatInfo& f) {
  const bool srgb = f.components[0].cls == NumClass::Srgb;
  switch (f.compression) {
    case Compression::BC6H: return FilterClass::Half;
    case Compression::EacR11:
    case Compression::EacRg11:
    case Compression::BC4:  // D3D11.3 19.5.2's 1/65535 (1/32767 signed): more than 8 bits
    case Compression::BC5: return FilterClass::Normalized16;
    case Compression::Astc: return srgb ? FilterClass::Srgb8 : FilterClass::Half;  // UNORM: decode_float16
    default: return srgb ? FilterClass::Srgb8 : FilterClass::Normalized8;
  }
}

bool isSigned(const FormatInfo& f, int channel) {
  const ComponentLayout* c = componentOf(f, channel);
  return c && c->cls == NumClass::Snorm;
}

}  // namespace

const char* toString(FilterClass c) {
  switch (c) {
    case FilterClass::Normalized8: return "8-bit normalized";
    case FilterClass::Srgb8: return "sRGB";
    case FilterClass::Normalized16: return "9-16-bit normalized";
    case FilterClass::Half: return "half-precision float";
    case FilterClass::Single: return "single-precision";
  }
  return "?";
}

FilterClass filterClassOf(const FormatInfo& f, int channel) {
  if (f.isCompressed()) return compressedClass(f);
  const ComponentLayout* c = componentOf(f, channel);
  if (!c) return FilterClass::Single;
  switch (c->cls) {
    case NumClass::Unorm:
    case NumClass::Snorm:
      return c->bits <= 8    ? FilterClass::Normalized8
             : c->bits <= 16 ? FilterClass::Normalized16
                             : FilterClass::Single;
    case NumClass::Srgb: return FilterClass::Srgb8;
    case NumClass::Sfloat: return c->bits <= 16 ? FilterClass::Half : FilterClass::Single;
    case NumClass::Ufloat:
    case NumClass::SharedExp: return FilterClass::Half;
    default: return FilterClass::Single;
  }
}

const char* const kFilterArithmeticReading =
    "vktexel's stated reading of filter arithmetic (docs/oracle.md): per lerp stage one code + 2^-16 for "
    "9-16-bit normalized components (16-bit weights summing to 65535/65536), 2^-10 of the largest magnitude "
    "for half-precision classes, beyond the format's own precision";

namespace {

// binary16's spacing at `magnitude` (its ULP there), at least the subnormal spacing 2^-24.
double binary16Ulp(double magnitude) {
  if (magnitude < std::ldexp(1.0, -14)) return std::ldexp(1.0, -24);
  int exponent = 0;
  std::frexp(magnitude, &exponent);  // magnitude in [2^(exponent - 1), 2^exponent)
  return std::ldexp(1.0, exponent - 1 - 10);
}

}  // namespace

bool filterReadingWidens(const FormatInfo& f) {
  for (int ch = 0; ch < 4; ++ch) {
    const FilterClass c = filterClassOf(f, ch);
    if (c == FilterClass::Normalized16 || c == FilterClass::Half) return true;
  }
  return false;
}

double filterStageTolerance(const FormatInfo& f, int channel, double magnitude, bool reading) {
  const bool snorm = isSigned(f, channel);
  switch (filterClassOf(f, channel)) {
    case FilterClass::Normalized8: return snorm ? 1.0 / 127 : 1.0 / 255;
    case FilterClass::Srgb8: return std::ldexp(1.0, -12);
    case FilterClass::Normalized16: {
      const ComponentLayout* c = componentOf(f, channel);
      const bool eac = f.compression == Compression::EacR11 || f.compression == Compression::EacRg11;
      const int bits = eac ? 11 : f.isCompressed() ? 16 : c->bits;
      const double code = 1.0 / (std::ldexp(1.0, snorm ? bits - 1 : bits) - 1);
      return code + (reading ? std::ldexp(1.0, -16) : 0.0);
    }
    case FilterClass::Half:
      return reading ? std::max(std::ldexp(magnitude, -10), std::ldexp(1.0, -24)) : binary16Ulp(magnitude);
    case FilterClass::Single: return std::ldexp(magnitude, -16);
  }
  return 0;
}

double texelRepresentationTolerance(const FormatInfo& f, int channel, double magnitude, bool reading) {
  return filterStageTolerance(f, channel, magnitude, reading) / 2;
}

}  // namespace vktexel::model
