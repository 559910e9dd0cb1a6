#include "model/compressed.h"
#include "model/srgb_decode.h"

#include "model/astc.h"
#include "model/bc.h"
#include "model/bptc.h"
#include "model/etc.h"
#include "model/floatbits.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>

namespace vktexel::model {
namespace {

// An 8-bit code read as UNORM8, or as sRGB for the colour channels of an sRGB format.
Scalar code8(const FormatInfo& f, int channel, uint8_t code, const ModelFaults& faults) {
  const bool srgb = channel < 3 && f.components[0].cls == NumClass::Srgb && !faults.srgbNoDecode;
  const double v = code / 255.0;
  Scalar s = Scalar::floating(v, NumClass::Unorm, true);
  if (srgb) setSrgbDecode(s, v, v, faults.cites(CitedBoundKind::SrgbDecode));
  s.code = code;
  return s;
}

// An EAC 11-bit value: "the exact representation" is v / 2047 (signed: v / 1023), but an
// implementation may widen it by bit replication first ("(x << 5) + (x >> 6)" to 16 bits; signed
// on the magnitude), which moves it by less than a 16-bit step: both ends are accepted.
Scalar eac11(int32_t v, bool isSigned) {
  const int32_t magnitude = std::abs(v);
  const double exact = isSigned ? v / 1023.0 : v / 2047.0;
  const double widened = isSigned ? (v < 0 ? -1 : 1) * double((magnitude << 5) + (magnitude >> 5)) / 32767.0
                                  : double((v << 5) + (v >> 6)) / 65535.0;
  Scalar s = Scalar::floating(exact, isSigned ? NumClass::Snorm : NumClass::Unorm, true);
  s.ranged = true;
  s.lo = std::min(exact, widened);
  s.hi = std::max(exact, widened);
  return s;
}

// BC7's 8-bit codes as UNORM8 or sRGB texels; a reserved block reads 0, with alpha 0 or 1.0
// ("should return 0 for all channels ... but may return 1.0 in the A channel").
Rgba bc7Texel(const FormatInfo& f, const uint8_t* block, uint32_t x, uint32_t y, const ModelFaults& faults) {
  const Bc7Texel t = decodeBc7(block, x, y, faults);
  Rgba out;
  for (int c = 0; c < 4; ++c) out.c[c] = code8(f, c, t.rgba[c], faults);
  if (t.reserved) {
    out.c[3] = Scalar::floating(1.0, NumClass::Unorm, true);
    out.c[3].zeroAlso = true;
  }
  return out;
}

// BC6H's binary16 results, exactly; a reserved mode reads (0, 0, 0, 1).
Rgba bc6hTexel(const FormatInfo& f, const uint8_t* block, uint32_t x, uint32_t y, const ModelFaults& faults) {
  const Bc6hTexel t = decodeBc6h(block, x, y, f.components[0].cls == NumClass::Sfloat, faults);
  Rgba out = zeroTexelRgba(f);
  for (int c = 0; c < 3; ++c) {
    const double v = decodeSmallFloat(t.half[c], 10, true);
    out.c[c] = Scalar::floating(v, NumClass::Sfloat, true);
    out.c[c].sourceBits = floatToBits(float(v));
  }
  return out;
}

// ASTC: UNORM formats decode in the linear LDR operation mode with decode_float16 (Vulkan
// "ASTC Decode Mode": without VK_EXT_astc_decode_mode), so a texel is exactly an FP16 value; SRGB
// formats in the sRGB operation mode, so the top 8 bits of C through the EOTF, alpha the top 8 bits
// as a UNORM8 code (KDFS 1.4; why not 1.3's decode_float16: model/astc_weight_application.h). The
// error colour is magenta, or NaNs in linear LDR ("ASTC error colors"; each component is checked
// alone, so a mix of the two is accepted too).
Rgba astcTexel(const FormatInfo& f, const uint8_t* block, uint32_t x, uint32_t y, const ModelFaults& faults) {
  const bool srgb = f.components[0].cls == NumClass::Srgb;
  const AstcTexel t = decodeAstcTexel(block, f.blockWidth, f.blockHeight, srgb, x, y, faults);
  Rgba out;
  for (int c = 0; c < 4; ++c) {
    if (!t.error && srgb) {
      out.c[c] = code8(f, c, t.top8[c], faults);
      continue;
    }
    if (!t.error && faults.astcUnormRoundedToUnorm8) {
      out.c[c] = code8(f, c, uint8_t(std::lround(t.float16[c] * 255.0)), faults);
      continue;
    }
    const float v = t.error ? (c == 1 ? 0.0f : 1.0f) : t.float16[c];
    out.c[c] = Scalar::floating(v, NumClass::Sfloat, true);
    out.c[c].sourceBits = floatToBits(v);
    out.c[c].nanAlso = t.error && !srgb;
    out.c[c].open = t.open;
  }
  return out;
}

Rgba etcTexel(const FormatInfo& f, const uint8_t* block, uint32_t x, uint32_t y, const ModelFaults& faults) {
  Rgba out = zeroTexelRgba(f);  // defaults for the channels the format lacks
  const bool isSigned = f.components[0].cls == NumClass::Snorm;
  switch (f.compression) {
    case Compression::Etc2Rgb:
    case Compression::Etc2Rgba1: {
      const Etc2Texel t = decodeEtc2(block, x, y, f.compression == Compression::Etc2Rgba1, faults);
      for (int c = 0; c < 3; ++c) out.c[c] = code8(f, c, t.rgba[c], faults);
      if (f.compression == Compression::Etc2Rgba1) out.c[3] = code8(f, 3, t.rgba[3], faults);
      break;
    }
    case Compression::Etc2Rgba8: {  // the EAC alpha block, then the RGB block
      const Etc2Texel t = decodeEtc2(block + 8, x, y, false, faults);
      for (int c = 0; c < 3; ++c) out.c[c] = code8(f, c, t.rgba[c], faults);
      out.c[3] = code8(f, 3, decodeEacAlpha(block, x, y), faults);
      break;
    }
    case Compression::EacR11: out.c[0] = eac11(decodeEac11(block, x, y, isSigned, faults), isSigned); break;
    case Compression::EacRg11:
      out.c[0] = eac11(decodeEac11(block, x, y, isSigned, faults), isSigned);
      out.c[1] = eac11(decodeEac11(block + 8, x, y, isSigned, faults), isSigned);
      break;
    default: break;
  }
  return out;
}

}  // namespace

uint32_t blockModes(const FormatInfo& f) {
  switch (f.compression) {
    case Compression::BC6H:
    case Compression::BC7: return bptcPartitionPairs(f.compression == Compression::BC7);
    case Compression::Etc2Rgb:
    case Compression::Etc2Rgba8: return 5;
    case Compression::Etc2Rgba1: return 8;
    case Compression::Astc: return astcBlockKinds(f.blockWidth, f.blockHeight);
    default: return 0;
  }
}

void setBlockMode(const FormatInfo& f, uint8_t* block, uint32_t n) {
  constexpr Etc2Mode kModes[5] = {Etc2Mode::Individual, Etc2Mode::Differential, Etc2Mode::T, Etc2Mode::H,
                                  Etc2Mode::Planar};
  switch (f.compression) {
    case Compression::BC6H:
    case Compression::BC7: setBptcPartition(f.compression == Compression::BC7, block, n); return;
    case Compression::Etc2Rgb: setEtc2Mode(block, kModes[n % 5], true); return;
    case Compression::Etc2Rgba8: setEtc2Mode(block + 8, kModes[n % 5], true); return;  // after the alpha
    case Compression::Etc2Rgba1: setEtc2Mode(block, kModes[1 + n % 4], (n / 4) % 2 == 0); return;
    case Compression::Astc: setAstcBlockKind(block, f.blockWidth, f.blockHeight, n); return;
    default: return;
  }
}

namespace {

// BC1's colour block (also BC2's and BC3's second half): color0 == color1, every index 0.
void bcConstantColour(uint8_t* block, const BlockPlace& p) {
  const uint32_t rgb565 = (p.x & 31) << 11 | (p.y & 63) << 5 | (p.level & 3) << 3 | (p.slice & 7);
  block[0] = block[2] = uint8_t(rgb565);
  block[1] = block[3] = uint8_t(rgb565 >> 8);
  std::fill(block + 4, block + 8, uint8_t(0));
}

// ETC2's three 5-bit base colours: x, y, and level and slice.
std::array<uint8_t, 3> etc2Place(const BlockPlace& p) {
  return {uint8_t(p.x & 31), uint8_t(p.y & 31), uint8_t((p.level & 3) << 3 | (p.slice & 7))};
}

// A BC3 alpha or BC4/BC5 channel block: both endpoints v, every index 0.
void bcConstantChannel(uint8_t* block, uint8_t v) {
  block[0] = block[1] = v;
  std::fill(block + 2, block + 8, uint8_t(0));
}

}  // namespace

bool setPositionBlock(const FormatInfo& f, uint8_t* block, const BlockPlace& p) {
  const uint8_t alpha = uint8_t((p.slice & 15) << 4 | (p.level & 15));
  const bool isSigned = f.components[0].cls == NumClass::Snorm;
  switch (f.compression) {
    case Compression::BC1Rgb:
    case Compression::BC1Rgba: bcConstantColour(block, p); return true;
    case Compression::BC2:
      std::fill(block, block + 8, uint8_t(((p.slice + 5 * p.level) & 15) * 0x11));
      bcConstantColour(block + 8, p);
      return true;
    case Compression::BC3:
      bcConstantChannel(block, alpha);
      bcConstantColour(block + 8, p);
      return true;
    case Compression::BC4: bcConstantChannel(block, uint8_t((p.x & 15) << 4 | (p.y & 15))); return true;
    case Compression::BC5:
      bcConstantChannel(block, uint8_t((p.x & 31) << 3 | (p.level & 7)));
      bcConstantChannel(block + 8, uint8_t((p.y & 31) << 3 | (p.slice & 7)));
      return true;
    case Compression::BC7:
      setBc7Constant(
          block, {uint8_t(p.x & 127), uint8_t(p.y & 127), uint8_t((p.level & 7) << 4 | (p.slice & 15)), 127});
      return true;
    case Compression::BC6H:
      setBc6hConstant(
          block, {uint16_t(p.x & 511), uint16_t(p.y & 511), uint16_t((p.level & 15) << 5 | (p.slice & 31))});
      return true;
    case Compression::Etc2Rgb:
    case Compression::Etc2Rgba1: setEtc2Constant(block, etc2Place(p)); return true;
    case Compression::Etc2Rgba8:
      setEacConstant(block, alpha);
      setEtc2Constant(block + 8, etc2Place(p));
      return true;
    case Compression::EacR11:
      setEacConstant(block, uint8_t((p.x & (isSigned ? 7 : 15)) << 4 | (p.y & 15)));
      return true;
    case Compression::EacRg11: {
      const uint32_t mask = isSigned ? 15 : 31;  // a signed base stays positive: -128 reads as -127
      setEacConstant(block, uint8_t((p.x & mask) << 3 | (p.level & 7)));
      setEacConstant(block + 8, uint8_t((p.y & mask) << 3 | (p.slice & 7)));
      return true;
    }
    case Compression::Astc: {
      const auto top8 = [](uint32_t v) { return uint16_t((v & 0xFF) << 8 | 0x80); };
      setAstcVoidExtent(block, {top8(p.x), top8(p.y), top8(p.level << 5 | p.slice), 0xFFFF});
      return true;
    }
    default: return false;  // not block-compressed
  }
}

Rgba decodeCompressedTexel(const FormatInfo& f, const uint8_t* block, uint32_t x, uint32_t y,
                           const ModelFaults& faults) {
  switch (f.compression) {
    case Compression::Etc2Rgb:
    case Compression::Etc2Rgba1:
    case Compression::Etc2Rgba8:
    case Compression::EacR11:
    case Compression::EacRg11: return etcTexel(f, block, x, y, faults);
    case Compression::BC7: return bc7Texel(f, block, x, y, faults);
    case Compression::BC6H: return bc6hTexel(f, block, x, y, faults);
    case Compression::Astc: return astcTexel(f, block, x, y, faults);
    default: return decodeBcTexel(f, block, x, y, faults.cites(CitedBoundKind::BcPalette),
                                                    faults.cites(CitedBoundKind::SrgbDecode));
  }
}

}  // namespace vktexel::model
