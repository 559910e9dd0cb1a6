#include "model/bc.h"
#include "model/srgb_decode.h"

#include <algorithm>
#include <cmath>
#include <cstdint>

namespace vktexel::model {

const char* const kBcErrorTolerance =
    "D3D11.3 19.5.2 (BC1-BC5 error tolerance): |generated - reference| < absolute_error + 0.03 "
    "max(|e0 - e1|, |e0 promoted - e1 promoted|), absolute_error 1/255 (BC1-BC3), 1/65535 (BC4/BC5 "
    "UNORM), 1/32767 (SNORM), for all channels of all texels (BC2's alpha too); 0, 1 and -1 exact, and BC4's "
    "and BC3 alpha's endpoints (19.5.8-19.5.10); BC1-BC3 sRGB 1 UNORM8 ULP more on input to linearization "
    "(19.5.6)";

namespace {

uint64_t loadLE(const uint8_t* p, int bytes) {
  uint64_t v = 0;
  for (int i = bytes - 1; i >= 0; --i) v = (v << 8) | p[i];
  return v;
}

// A decoded value: the KDFS's exact reference and D3D11.3 19.5.2's tolerance around it (0 where
// the reference must be exact).
struct Value {
  double v;
  double d3dTolerance;
};

// D3D11.3's bound for a value between endpoints e0 and e1 (promoted: as an implementation may widen
// them first, 5:6:5 by bit replication), with the format's absolute error; 0, 1 and -1 exact.
double d3dTolerance(double reference, double absolute, double e0, double e1, double p0, double p1) {
  if (reference == 0.0 || reference == 1.0 || reference == -1.0) return 0.0;
  return absolute + 0.03 * std::max(std::fabs(e0 - e1), std::fabs(p0 - p1));
}

// The bounds a decode cites: BC's own (19.5.2 and 19.5.6) and the sRGB conversion's (3.2.3.7).
struct Cited {
  bool palette = false, srgb = false;
};

Scalar toScalar(const Value& value, NumClass cls, double minimum, Cited cited) {
  Scalar s = Scalar::floating(value.v, cls, true);
  const double tolerance = cited.palette ? value.d3dTolerance : 0.0;
  if (cls == NumClass::Srgb) {  // interpolation happens on the encoded values, then the EOTF
    // With the cited bounds, the palette's error, then "up to 1 UNORM8 ULP error in conversion on
    // input to linearization" (D3D11.3 19.5.6, BC1G; BC2G and BC3G convert "the same way"), then
    // the sRGB conversion's half code (3.2.3.7): they add. 0 and 1 stay exact (19.5.2).
    const double input = tolerance > 0 ? tolerance + 1.0 / 255 : 0.0;
    setSrgbDecode(s, std::max(0.0, value.v - input), std::min(1.0, value.v + input), cited.srgb);
    return s;
  }
  if (tolerance > 0) {
    s.ranged = true;
    s.lo = std::max(minimum, value.v - tolerance);
    s.hi = std::min(1.0, value.v + tolerance);
  }
  return s;
}

// A 5- or 6-bit endpoint as the KDFS reads it, c / (2^b - 1), and promoted to 8 bits by bit
// replication, as D3D11.3's reference decoder does.
double endpoint(uint32_t c, int bits) {
  return c / double((1u << bits) - 1);
}
double promoted(uint32_t c, int bits) {
  return ((c << (8 - bits)) | (c >> (2 * bits - 8))) / 255.0;
}

// The BC1 colour block (also the colour half of BC2 and BC3). fourColor: BC2/BC3 always are.
void colorBlock(const uint8_t* b, uint32_t texel, bool fourColorAlways, Value rgb[3], bool* transparent) {
  const uint32_t c0 = uint32_t(loadLE(b, 2)), c1 = uint32_t(loadLE(b + 2, 2));
  const uint32_t index = uint32_t(loadLE(b + 4, 4) >> (2 * texel)) & 3u;
  const uint32_t q0[3] = {(c0 >> 11) & 31, (c0 >> 5) & 63, c0 & 31};
  const uint32_t q1[3] = {(c1 >> 11) & 31, (c1 >> 5) & 63, c1 & 31};
  const int bits[3] = {5, 6, 5};
  const bool fourColor = fourColorAlways || c0 > c1;
  *transparent = !fourColor && index == 3;
  for (int i = 0; i < 3; ++i) {
    const double e0 = endpoint(q0[i], bits[i]), e1 = endpoint(q1[i], bits[i]);
    double v = 0.0;
    switch (index) {
      case 0: v = e0; break;
      case 1: v = e1; break;
      case 2: v = fourColor ? (2 * e0 + e1) / 3 : (e0 + e1) / 2; break;
      default: v = fourColor ? (e0 + 2 * e1) / 3 : 0.0; break;
    }
    const double tolerance =
        *transparent ? 0.0
                     : d3dTolerance(v, 1.0 / 255, e0, e1, promoted(q0[i], bits[i]), promoted(q1[i], bits[i]));
    rgb[i] = {v, tolerance};
  }
}

// The BC3 alpha / BC4 / BC5 channel block: two 8-bit endpoints and 3-bit indices. `exactEndpoints`:
// BC4's "red_0, red_1, 0.0f and 1.0f must be exact" (D3D11.3 19.5.9; BC4S 19.5.10 likewise), which
// BC3's alpha takes ("Alpha values decode as with BC4U", 19.5.8); BC5's sections say no such thing.
Value channelBlock(const uint8_t* b, uint32_t texel, bool isSigned, double absolute, bool exactEndpoints) {
  const double scale = isSigned ? 127.0 : 255.0;
  const double a0 = std::max(-1.0, (isSigned ? int8_t(b[0]) : b[0]) / scale);
  const double a1 = std::max(-1.0, (isSigned ? int8_t(b[1]) : b[1]) / scale);
  const bool eight = isSigned ? int8_t(b[0]) > int8_t(b[1]) : b[0] > b[1];
  const uint32_t index = uint32_t(loadLE(b + 2, 6) >> (3 * texel)) & 7u;
  double v = 0.0;
  if (index == 0)
    v = a0;
  else if (index == 1)
    v = a1;
  else if (eight)
    v = ((8 - index) * a0 + (index - 1) * a1) / 7.0;
  else if (index == 6)
    v = isSigned ? -1.0 : 0.0;
  else if (index == 7)
    v = 1.0;
  else
    v = ((6 - index) * a0 + (index - 1) * a1) / 5.0;
  if (exactEndpoints && index <= 1) return {v, 0.0};
  return {v, d3dTolerance(v, absolute, a0, a1, a0, a1)};
}

// BC2's explicit 4-bit alpha, a / 15: 19.5.2's formula holds "for all channels of all texels", with
// BC2's absolute_error 1/255 and no endpoints; 0 and 1 exact.
Value explicitAlpha(const uint8_t* b, uint32_t texel) {
  const double v = double((loadLE(b, 8) >> (4 * texel)) & 15u) / 15.0;
  return {v, d3dTolerance(v, 1.0 / 255, 0, 0, 0, 0)};
}

}  // namespace

Rgba decodeBcTexel(const FormatInfo& f, const uint8_t* block, uint32_t x, uint32_t y, bool citedBounds) {
  return decodeBcTexel(f, block, x, y, citedBounds, citedBounds);
}

Rgba decodeBcTexel(const FormatInfo& f, const uint8_t* block, uint32_t x, uint32_t y, bool paletteBound,
                   bool srgbBound) {
  const Cited citedBounds{paletteBound, srgbBound};
  const uint32_t texel = y * 4 + x;
  const NumClass cls = f.components[0].cls;
  const bool snorm = cls == NumClass::Snorm;
  const double minimum = snorm ? -1.0 : 0.0;
  const double rgtcAbsolute = snorm ? 1.0 / 32767 : 1.0 / 65535;
  Rgba out = zeroTexelRgba(f);  // defaults for the channels the format lacks
  Value rgb[3];
  bool transparent = false;
  switch (f.compression) {
    case Compression::BC1Rgb:
    case Compression::BC1Rgba:
      colorBlock(block, texel, false, rgb, &transparent);
      for (int i = 0; i < 3; ++i) out.c[i] = toScalar(rgb[i], cls, minimum, citedBounds);
      if (f.compression == Compression::BC1Rgba)
        out.c[3] = Scalar::floating(transparent ? 0.0 : 1.0, NumClass::Unorm, true);
      break;
    case Compression::BC2:
      colorBlock(block + 8, texel, true, rgb, &transparent);
      for (int i = 0; i < 3; ++i) out.c[i] = toScalar(rgb[i], cls, minimum, citedBounds);
      out.c[3] = toScalar(explicitAlpha(block, texel), NumClass::Unorm, 0.0, citedBounds);
      break;
    case Compression::BC3:
      colorBlock(block + 8, texel, true, rgb, &transparent);
      for (int i = 0; i < 3; ++i) out.c[i] = toScalar(rgb[i], cls, minimum, citedBounds);
      out.c[3] =
          toScalar(channelBlock(block, texel, false, 1.0 / 255, true), NumClass::Unorm, 0.0, citedBounds);
      break;
    case Compression::BC4:
      out.c[0] = toScalar(channelBlock(block, texel, snorm, rgtcAbsolute, true), cls, minimum, citedBounds);
      break;
    case Compression::BC5:
      out.c[0] = toScalar(channelBlock(block, texel, snorm, rgtcAbsolute, false), cls, minimum, citedBounds);
      out.c[1] =
          toScalar(channelBlock(block + 8, texel, snorm, rgtcAbsolute, false), cls, minimum, citedBounds);
      break;
    default: break;  // the other families: model/compressed.h
  }
  return out;
}

}  // namespace vktexel::model
