#include "model/bc.h"

#include <algorithm>
#include <cmath>
#include <cstdint>

namespace vktexel::model {
namespace {

// The Khronos Data Format spec gives the interpolants as exact fractions; implementations
// interpolate in 8-bit fixed point (lavapipe is up to 10/7 of a code off). Two codes of the
// channel cover that and still tell palette entries of distinct endpoints apart.
constexpr double kColorTolerance = 2.0 / 255.0;  // 5:6:5 expansion and interpolation in 8 bits
constexpr double kUnormTolerance = 2.0 / 255.0;
constexpr double kSnormTolerance = 2.0 / 127.0;

uint64_t loadLE(const uint8_t* p, int bytes) {
  uint64_t v = 0;
  for (int i = bytes - 1; i >= 0; --i) v = (v << 8) | p[i];
  return v;
}

// A decoded value and how far an implementation may be from it (0: exact, i.e. one ULP).
struct Value {
  double v;
  double tolerance;
};

Scalar toScalar(const Value& value, NumClass cls, double minimum) {
  Scalar s = Scalar::floating(value.v, cls, true);
  if (cls == NumClass::Srgb) {  // interpolation happens on the encoded values, then the EOTF
    s.real = srgbToLinear(value.v);
    s.ranged = true;
    s.lo = srgbToLinear(std::max(0.0, value.v - std::max(value.tolerance, 0.5 / 255.0)));
    s.hi = srgbToLinear(std::min(1.0, value.v + std::max(value.tolerance, 0.5 / 255.0)));
    if (value.v == 0.0 || value.v == 1.0) s.lo = s.hi = value.v;  // the ends are exact
    return s;
  }
  if (value.tolerance > 0) {
    s.ranged = true;
    s.lo = std::max(minimum, value.v - value.tolerance);
    s.hi = std::min(1.0, value.v + value.tolerance);
  }
  return s;
}

// The BC1 colour block (also the colour half of BC2 and BC3). fourColor: BC2/BC3 always are.
void colorBlock(const uint8_t* b, uint32_t texel, bool fourColorAlways, Value rgb[3], bool* transparent) {
  const uint32_t c0 = uint32_t(loadLE(b, 2)), c1 = uint32_t(loadLE(b + 2, 2));
  const uint32_t index = uint32_t(loadLE(b + 4, 4) >> (2 * texel)) & 3u;
  const double e0[3] = {((c0 >> 11) & 31) / 31.0, ((c0 >> 5) & 63) / 63.0, (c0 & 31) / 31.0};
  const double e1[3] = {((c1 >> 11) & 31) / 31.0, ((c1 >> 5) & 63) / 63.0, (c1 & 31) / 31.0};
  const bool fourColor = fourColorAlways || c0 > c1;
  *transparent = !fourColor && index == 3;
  for (int i = 0; i < 3; ++i) {
    switch (index) {
      case 0: rgb[i] = {e0[i], kColorTolerance}; break;
      case 1: rgb[i] = {e1[i], kColorTolerance}; break;
      case 2: rgb[i] = {fourColor ? (2 * e0[i] + e1[i]) / 3 : (e0[i] + e1[i]) / 2, kColorTolerance}; break;
      default: rgb[i] = fourColor ? Value{(e0[i] + 2 * e1[i]) / 3, kColorTolerance} : Value{0.0, 0.0}; break;
    }
  }
}

// The BC3 alpha / BC4 / BC5 channel block: two 8-bit endpoints and 3-bit indices.
Value channelBlock(const uint8_t* b, uint32_t texel, bool isSigned) {
  const double scale = isSigned ? 127.0 : 255.0;
  const double a0 = std::max(-1.0, (isSigned ? int8_t(b[0]) : b[0]) / scale);
  const double a1 = std::max(-1.0, (isSigned ? int8_t(b[1]) : b[1]) / scale);
  const bool eight = isSigned ? int8_t(b[0]) > int8_t(b[1]) : b[0] > b[1];
  const uint32_t index = uint32_t(loadLE(b + 2, 6) >> (3 * texel)) & 7u;
  const double tolerance = isSigned ? kSnormTolerance : kUnormTolerance;
  if (index == 0) return {a0, 0.0};
  if (index == 1) return {a1, 0.0};
  if (eight) return {((8 - index) * a0 + (index - 1) * a1) / 7.0, tolerance};
  if (index == 6) return {isSigned ? -1.0 : 0.0, 0.0};
  if (index == 7) return {1.0, 0.0};
  return {((6 - index) * a0 + (index - 1) * a1) / 5.0, tolerance};
}

}  // namespace

Rgba decodeBcTexel(const FormatInfo& f, const uint8_t* block, uint32_t x, uint32_t y) {
  const uint32_t texel = y * 4 + x;
  const NumClass cls = f.components[0].cls;
  const double minimum = cls == NumClass::Snorm ? -1.0 : 0.0;
  Rgba out = zeroTexelRgba(f);  // defaults for the channels the format lacks
  Value rgb[3];
  bool transparent = false;
  switch (f.compression) {
    case Compression::BC1Rgb:
    case Compression::BC1Rgba:
      colorBlock(block, texel, false, rgb, &transparent);
      for (int i = 0; i < 3; ++i) out.c[i] = toScalar(rgb[i], cls, minimum);
      if (f.compression == Compression::BC1Rgba)
        out.c[3] = Scalar::floating(transparent ? 0.0 : 1.0, NumClass::Unorm, true);
      break;
    case Compression::BC2:
      colorBlock(block + 8, texel, true, rgb, &transparent);
      for (int i = 0; i < 3; ++i) out.c[i] = toScalar(rgb[i], cls, minimum);
      out.c[3] =
          Scalar::floating(double((loadLE(block, 8) >> (4 * texel)) & 15u) / 15.0, NumClass::Unorm, true);
      break;
    case Compression::BC3:
      colorBlock(block + 8, texel, true, rgb, &transparent);
      for (int i = 0; i < 3; ++i) out.c[i] = toScalar(rgb[i], cls, minimum);
      out.c[3] = toScalar(channelBlock(block, texel, false), NumClass::Unorm, 0.0);
      break;
    case Compression::BC4:
      out.c[0] = toScalar(channelBlock(block, texel, cls == NumClass::Snorm), cls, minimum);
      break;
    case Compression::BC5:
      out.c[0] = toScalar(channelBlock(block, texel, cls == NumClass::Snorm), cls, minimum);
      out.c[1] = toScalar(channelBlock(block + 8, texel, cls == NumClass::Snorm), cls, minimum);
      break;
    default: break;  // the other families: model/compressed.h
  }
  return out;
}

}  // namespace vktexel::model
