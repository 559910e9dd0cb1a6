#include "model/etc.h"

#include <algorithm>

namespace vktexel::model {
namespace {

// Tables of the KDFS ETC2 chapter: "ETC2 intensity modifier sets for individual and differential
// modes" (columns -b, -a, +a, +b), "Distance table for ETC2 T and H modes", and "Intensity
// modifier sets for RGBA ETC2 alpha component" (shared by EAC R11).
constexpr int32_t kModifiers[8][4] = {{-8, -2, 2, 8},       {-17, -5, 5, 17},    {-29, -9, 9, 29},
                                      {-42, -13, 13, 42},   {-60, -18, 18, 60},  {-80, -24, 24, 80},
                                      {-106, -33, 33, 106}, {-183, -47, 47, 183}};
constexpr int32_t kDistances[8] = {3, 6, 11, 16, 23, 32, 41, 64};
constexpr int32_t kEacModifiers[16][8] = {
    {-3, -6, -9, -15, 2, 5, 8, 14}, {-3, -7, -10, -13, 2, 6, 9, 12}, {-2, -5, -8, -13, 1, 4, 7, 12},
    {-2, -4, -6, -13, 1, 3, 5, 12}, {-3, -6, -8, -12, 2, 5, 7, 11},  {-3, -7, -9, -11, 2, 6, 8, 10},
    {-4, -7, -8, -11, 3, 6, 7, 10}, {-3, -5, -8, -11, 2, 4, 7, 10},  {-2, -6, -8, -10, 1, 5, 7, 9},
    {-2, -5, -8, -10, 1, 4, 7, 9},  {-2, -4, -8, -10, 1, 3, 7, 9},   {-2, -5, -7, -10, 1, 4, 6, 9},
    {-3, -4, -7, -10, 2, 3, 6, 9},  {-1, -2, -3, -10, 0, 1, 2, 9},   {-4, -6, -8, -9, 3, 5, 7, 8},
    {-3, -5, -7, -9, 2, 4, 6, 8}};

// "int64bit = 256 x (... (256 x q0 + q1) ...) + q7": the block as a big-endian word.
uint64_t word(const uint8_t* block) {
  uint64_t w = 0;
  for (int i = 0; i < 8; ++i) w = (w << 8) | block[i];
  return w;
}

uint32_t bits(uint64_t w, int high, int low) {
  return uint32_t((w >> low) & ((uint64_t(1) << (high - low + 1)) - 1));
}

int32_t clamp255(int32_t v) {
  return std::clamp(v, 0, 255);
}

uint8_t extend4(uint32_t v) {
  return uint8_t((v << 4) | v);
}
uint8_t extend5(uint32_t v) {
  return uint8_t((v << 3) | (v >> 2));
}
uint8_t extend6(uint32_t v) {
  return uint8_t((v << 2) | (v >> 4));
}
uint8_t extend7(uint32_t v) {
  return uint8_t((v << 1) | (v >> 6));
}

int32_t signed3(uint32_t v) {
  return v >= 4 ? int32_t(v) - 8 : int32_t(v);
}

// "planar" mode: three RGB 6:7:6 colours O, H, V and clamp255((x (H - O) + y (V - O) + 4 O + 2) >> 2).
std::array<uint8_t, 4> planar(uint64_t w, uint32_t x, uint32_t y) {
  const int32_t o[3] = {extend6(bits(w, 62, 57)), extend7((bits(w, 56, 56) << 6) | bits(w, 54, 49)),
                        extend6((bits(w, 48, 48) << 5) | (bits(w, 44, 43) << 3) | bits(w, 41, 39))};
  const int32_t h[3] = {extend6((bits(w, 38, 34) << 1) | bits(w, 32, 32)), extend7(bits(w, 31, 25)),
                        extend6(bits(w, 24, 19))};
  const int32_t v[3] = {extend6(bits(w, 18, 13)), extend7(bits(w, 12, 6)), extend6(bits(w, 5, 0))};
  std::array<uint8_t, 4> out{0, 0, 0, 255};
  for (int c = 0; c < 3; ++c)
    out[c] = uint8_t(clamp255((int32_t(x) * (h[c] - o[c]) + int32_t(y) * (v[c] - o[c]) + 4 * o[c] + 2) >> 2));
  return out;
}

}  // namespace

Etc2Texel decodeEtc2(const uint8_t* block, uint32_t x, uint32_t y, bool punchthrough,
                     const ModelFaults& faults) {
  const uint64_t w = word(block);
  const uint32_t pixel = x * 4 + y;
  const uint32_t index = (bits(w, int(pixel) + 16, int(pixel) + 16) << 1) | bits(w, int(pixel), int(pixel));
  const bool diffOrOpaque = bits(w, 33, 33);
  const bool opaque = !punchthrough || diffOrOpaque;
  const bool transparent = !opaque && index == 2;         // "MSB == 1 and LSB == 0"
  const bool second = bits(w, 32, 32) ? y >= 2 : x >= 2;  // the flip bit: subblocks on top, or side by side
  Etc2Texel out;
  int32_t base[3];
  if (!punchthrough && !diffOrOpaque) {  // "individual": two RGB444 colours
    out.mode = Etc2Mode::Individual;
    for (int c = 0; c < 3; ++c)
      base[c] = extend4(bits(w, 63 - 8 * c - (second ? 4 : 0), 60 - 8 * c - (second ? 4 : 0)));
  } else {
    const int32_t r = int32_t(bits(w, 63, 59)), g = int32_t(bits(w, 55, 51)), b = int32_t(bits(w, 47, 43));
    const int32_t dr = signed3(bits(w, 58, 56)), dg = signed3(bits(w, 50, 48)), db = signed3(bits(w, 42, 40));
    const bool t = r + dr < 0 || r + dr > 31, h = !t && (g + dg < 0 || g + dg > 31),
               p = !t && !h && (b + db < 0 || b + db > 31);
    if (t || h) {  // "T" and "H": four paint colours from two RGB444 colours and a distance
      out.mode = t ? Etc2Mode::T : Etc2Mode::H;
      int32_t c1[3], c2[3];
      int32_t d;
      if (t) {
        c1[0] = extend4((bits(w, 60, 59) << 2) | bits(w, 57, 56));
        c1[1] = extend4(bits(w, 55, 52));
        c1[2] = extend4(bits(w, 51, 48));
        c2[0] = extend4(bits(w, 47, 44));
        c2[1] = extend4(bits(w, 43, 40));
        c2[2] = extend4(bits(w, 39, 36));
        d = kDistances[(bits(w, 35, 34) << 1) | bits(w, 32, 32)];
      } else {
        const uint32_t r1 = bits(w, 62, 59), g1 = (bits(w, 58, 56) << 1) | bits(w, 52, 52),
                       b1 = (bits(w, 51, 51) << 3) | bits(w, 49, 47);
        const uint32_t r2 = bits(w, 46, 43), g2 = bits(w, 42, 39), b2 = bits(w, 38, 35);
        c1[0] = extend4(r1), c1[1] = extend4(g1), c1[2] = extend4(b1);
        c2[0] = extend4(r2), c2[1] = extend4(g2), c2[2] = extend4(b2);
        // The distance index's lowest bit: whether colour 1, as a 12-bit RGB444 value, is >= colour 2.
        const uint32_t lowest =
            ((r1 << 8) | (g1 << 4) | b1) >= ((r2 << 8) | (g2 << 4) | b2) && !faults.etc2HDistanceLowBitZero
                ? 1
                : 0;
        d = kDistances[(bits(w, 34, 34) << 2) | (bits(w, 32, 32) << 1) | lowest];
      }
      int32_t paints[4][3];
      for (int c = 0; c < 3; ++c) {
        if (t) {
          paints[0][c] = c1[c], paints[1][c] = c2[c] + d, paints[2][c] = c2[c], paints[3][c] = c2[c] - d;
        } else {
          paints[0][c] = c1[c] + d, paints[1][c] = c1[c] - d, paints[2][c] = c2[c] + d,
          paints[3][c] = c2[c] - d;
        }
      }
      for (int c = 0; c < 3; ++c) out.rgba[c] = uint8_t(clamp255(paints[index][c]));
      out.rgba[3] = 255;
      if (transparent) out.rgba = {0, 0, 0, 0};
      return out;
    }
    if (p) {  // "planar": the opaque bit is ignored
      out.mode = Etc2Mode::Planar;
      out.rgba = planar(w, x, y);
      return out;
    }
    out.mode = Etc2Mode::Differential;
    const int32_t five[3] = {r + (second ? dr : 0), g + (second ? dg : 0), b + (second ? db : 0)};
    for (int c = 0; c < 3; ++c) base[c] = extend5(uint32_t(five[c]) & 31u);
  }
  // "individual" and "differential": the subblock's table, and the pixel index's modifier
  // (MSB LSB: 00 +a, 01 +b, 10 -a, 11 -b); without the opaque bit +-a are 0.
  const uint32_t table = second ? bits(w, 36, 34) : bits(w, 39, 37);
  static constexpr int kColumn[4] = {2, 3, 1, 0};
  int32_t modifier = kModifiers[table][kColumn[index]];
  if (!opaque && (index == 0 || index == 2)) modifier = 0;
  for (int c = 0; c < 3; ++c) out.rgba[c] = uint8_t(clamp255(base[c] + modifier));
  out.rgba[3] = 255;
  if (transparent) out.rgba = {0, 0, 0, 0};
  return out;
}

namespace {

void setBit(uint8_t* block, int bit, bool on) {  // bit of the big-endian word
  uint8_t& byte = block[7 - bit / 8];
  byte = uint8_t(on ? byte | (1u << (bit % 8)) : byte & ~(1u << (bit % 8)));
}

// Forces a 5-bit value v (bits top..top-4) plus a 3-bit delta d (bits top-5..top-7) out of 0..31,
// given that only v's top three bits and d's sign bit are free: v = (f f f a b), d = (s c e).
void forceOverflow(uint8_t* block, uint64_t w, int top) {
  const uint32_t low = bits(w, top - 3, top - 4), dLow = bits(w, top - 6, top - 7);
  const bool below = low + dLow < 4;  // v = low, d = -4 + dLow: a negative sum; else v = 28 + low, d = dLow
  for (int b = top; b > top - 3; --b) setBit(block, b, !below);
  setBit(block, top - 5, below);
}

// Keeps a 5-bit value v (bits top..top-4) plus delta (top-5..top-7) inside 0..31 through v's top
// bit, the one bit free there: v's other four bits and the delta are data.
void keepInRange(uint8_t* block, uint64_t w, int top) {
  const int32_t rest = int32_t(bits(w, top - 1, top - 4)), delta = signed3(bits(w, top - 5, top - 7));
  setBit(block, top, rest + delta < 0);
}

}  // namespace

void setEtc2Mode(uint8_t* block, Etc2Mode mode, bool opaque) {
  setBit(block, 33, mode != Etc2Mode::Individual && opaque);
  const uint64_t w = word(block);
  switch (mode) {
    case Etc2Mode::Individual: return;
    case Etc2Mode::Differential:
      for (int top : {63, 55, 47}) {  // a sum outside 0..31 would pick T, H or planar: zero its delta
        const int32_t v = int32_t(bits(w, top, top - 4)), d = signed3(bits(w, top - 5, top - 7));
        if (v + d < 0 || v + d > 31)
          for (int b = top - 5; b >= top - 7; --b) setBit(block, b, false);
      }
      return;
    case Etc2Mode::T: forceOverflow(block, w, 63); return;
    case Etc2Mode::H:
      keepInRange(block, w, 63);
      forceOverflow(block, w, 55);
      return;
    case Etc2Mode::Planar:
      keepInRange(block, w, 63);
      keepInRange(block, w, 55);
      forceOverflow(block, w, 47);
      return;
  }
}

namespace {

// The EAC fields: base codeword 63..56, multiplier 55..52, table 51..48, and pixel i's 3-bit
// index at bits 47 - 3 i .. 45 - 3 i.
struct EacFields {
  uint32_t base, multiplier;
  int32_t modifier;
};

EacFields eacFields(const uint8_t* block, uint32_t x, uint32_t y) {
  const uint64_t w = word(block);
  const int pixel = int(x * 4 + y);
  return {bits(w, 63, 56), bits(w, 55, 52),
          kEacModifiers[bits(w, 51, 48)][bits(w, 47 - 3 * pixel, 45 - 3 * pixel)]};
}

}  // namespace

uint8_t decodeEacAlpha(const uint8_t* block, uint32_t x, uint32_t y) {
  const EacFields f = eacFields(block, x, y);
  return uint8_t(clamp255(int32_t(f.base) + f.modifier * int32_t(f.multiplier)));
}

int32_t decodeEac11(const uint8_t* block, uint32_t x, uint32_t y, bool isSigned, const ModelFaults& faults) {
  const EacFields f = eacFields(block, x, y);
  // A multiplier of 0 is 1/8: the modifier is added unscaled (the fault: as the alpha's 0).
  const int32_t step = f.multiplier == 0 ? (faults.eacMultiplierZeroAsZero ? 0 : f.modifier)
                                         : f.modifier * int32_t(f.multiplier) * 8;
  if (!isSigned) return std::clamp(int32_t(f.base) * 8 + 4 + step, 0, 2047);
  const int32_t base = std::max(int32_t(int8_t(f.base)), -127);  // -128 "must be treated as -127"
  return std::clamp(base * 8 + step, -1023, 1023);
}

void setEtc2Constant(uint8_t* block, std::array<uint8_t, 3> rgb5) {
  std::fill(block, block + 8, uint8_t(0));
  for (int c = 0; c < 3; ++c) block[c] = uint8_t((rgb5[c] & 31u) << 3);  // bits 63-59, 55-51, 47-43
  setBit(block, 33, true);
}

void setEacConstant(uint8_t* block, uint8_t base) {
  block[0] = base;
  block[1] = 0x1D;  // multiplier 1, table 13
  uint64_t indices = 0;
  for (int pixel = 0; pixel < 16; ++pixel) indices = (indices << 3) | 4;
  for (int i = 0; i < 6; ++i) block[2 + i] = uint8_t(indices >> (40 - 8 * i));
}

}  // namespace vktexel::model
