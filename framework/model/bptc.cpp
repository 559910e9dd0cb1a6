#include "model/bptc.h"

#include "model/block_bits.h"
#include "model/bptc_tables.h"

#include <algorithm>
#include <array>
#include <utility>

namespace vktexel::model {
namespace {

// The 128 block bits, little-endian: bit n is bit n % 8 of byte n / 8.
class BlockBits {
 public:
  explicit BlockBits(const uint8_t* block) : block_(block) {}
  uint32_t at(uint32_t bit) const { return (block_[bit / 8] >> (bit % 8)) & 1u; }
  uint32_t read(uint32_t count) {  // the next `count` bits, the first in bit 0
    uint32_t v = 0;
    for (uint32_t i = 0; i < count; ++i) v |= at(pos_++) << i;
    return v;
  }
  uint32_t position() const { return pos_; }
  void seek(uint32_t bit) { pos_ = bit; }

 private:
  const uint8_t* block_;
  uint32_t pos_ = 0;
};

// Table "BPTC interpolation factors", and the interpolation formula (KDFS "BC7").
int32_t weight(uint32_t indexBits, uint32_t index) {
  switch (indexBits) {
    case 2: return int32_t(index * 21 + (index >> 1));
    case 3: return int32_t(index * 9 + (index >> 2));
    default: return int32_t((index << 2) + (index >> 2) + ((index >> 1) & 1));
  }
}

int32_t interpolate(int32_t e0, int32_t e1, int32_t w) {
  return ((64 - w) * e0 + w * e1 + 32) >> 6;  // an arithmetic shift, as the spec's ">>"
}

uint32_t subsetOf(uint32_t subsets, uint32_t partition, uint32_t texel) {
  if (subsets == 1) return 0;
  const char* pattern = subsets == 2 ? bptc::kPartitions2[partition] : bptc::kPartitions3[partition];
  return uint32_t(pattern[texel] - '0');
}

bool isAnchor(uint32_t subsets, uint32_t partition, uint32_t texel, bool anchorAt15) {
  if (texel == 0) return true;
  if (subsets == 2) return texel == (anchorAt15 ? 15 : bptc::kAnchor2[partition]);
  if (subsets == 3)
    return texel == bptc::kAnchor3Second[partition] || texel == bptc::kAnchor3Third[partition];
  return false;
}

// The index of `texel` in an index field starting at `start`: IB bits a texel, one fewer for
// each anchor ("the highest bit for that index is guaranteed to be zero -- and not storing that bit").
uint32_t readIndex(const BlockBits& bits, uint32_t start, uint32_t indexBits, uint32_t subsets,
                   uint32_t partition, uint32_t texel, bool anchorAt15) {
  uint32_t at = start;
  for (uint32_t t = 0; t < texel; ++t)
    at += indexBits - (isAnchor(subsets, partition, t, anchorAt15) ? 1 : 0);
  const uint32_t width = indexBits - (isAnchor(subsets, partition, texel, anchorAt15) ? 1 : 0);
  uint32_t v = 0;
  for (uint32_t i = 0; i < width; ++i) v |= bits.at(at + i) << i;
  return v;
}

// Table "Mode-dependent BPTC parameters" (BC7).
struct Bc7Mode {
  uint32_t subsets, partitionBits, rotationBits, indexSelectionBits, colorBits, alphaBits, endpointPBits,
      sharedPBits, indexBits, secondaryIndexBits;
};
constexpr Bc7Mode kBc7Modes[8] = {
    {3, 4, 0, 0, 4, 0, 1, 0, 3, 0}, {2, 6, 0, 0, 6, 0, 0, 1, 3, 0}, {3, 6, 0, 0, 5, 0, 0, 0, 2, 0},
    {2, 6, 0, 0, 7, 0, 1, 0, 2, 0}, {1, 0, 2, 1, 5, 6, 0, 0, 2, 3}, {1, 0, 2, 0, 7, 8, 0, 0, 2, 2},
    {1, 0, 0, 0, 7, 7, 1, 0, 4, 0}, {2, 6, 0, 0, 5, 5, 1, 0, 2, 0},
};

// "The top bits of the value are replicated into any remaining bits in the byte."
uint8_t expandTo8(uint32_t value, uint32_t bits) {
  return uint8_t((value << (8 - bits)) | (value >> (2 * bits - 8)));
}

}  // namespace

Bc7Texel decodeBc7(const uint8_t* block, uint32_t x, uint32_t y, const ModelFaults& faults) {
  Bc7Texel out;
  if (block[0] == 0) {
    out.reserved = true;
    return out;
  }
  uint32_t m = 0;
  while (!((block[0] >> m) & 1u)) ++m;
  out.mode = uint8_t(m);
  const Bc7Mode& mode = kBc7Modes[m];
  BlockBits bits(block);
  bits.read(m + 1);
  const uint32_t partition = bits.read(mode.partitionBits);
  const uint32_t rotation = bits.read(mode.rotationBits);
  const uint32_t indexSelection = bits.read(mode.indexSelectionBits);
  // Endpoints: channel, then subset, then endpoint ("grouped first by endpoint, then by subset,
  // then by channel", lowest first).
  const uint32_t endpoints = 2 * mode.subsets;
  uint32_t raw[6][4] = {};
  for (uint32_t c = 0; c < 3; ++c)
    for (uint32_t e = 0; e < endpoints; ++e) raw[e][c] = bits.read(mode.colorBits);
  for (uint32_t e = 0; e < endpoints && mode.alphaBits; ++e) raw[e][3] = bits.read(mode.alphaBits);
  uint32_t pbit[6] = {};
  for (uint32_t e = 0; e < endpoints && mode.endpointPBits; ++e) pbit[e] = bits.read(1);
  for (uint32_t s = 0; s < mode.subsets && mode.sharedPBits; ++s)
    pbit[2 * s] = pbit[2 * s + 1] = bits.read(1);
  const bool hasPBit = mode.endpointPBits || mode.sharedPBits;
  uint8_t e8[6][4];
  for (uint32_t e = 0; e < endpoints; ++e) {
    for (uint32_t c = 0; c < 4; ++c) {
      const uint32_t width = c < 3 ? mode.colorBits : mode.alphaBits;
      if (width == 0) {
        e8[e][c] = 255;  // "If not, alpha is overridden to 255."
        continue;
      }
      e8[e][c] = hasPBit ? expandTo8((raw[e][c] << 1) | pbit[e], width + 1) : expandTo8(raw[e][c], width);
    }
  }
  const uint32_t texel = x + 4 * y;
  const uint32_t subset = subsetOf(mode.subsets, partition, texel);
  const uint32_t primaryStart = bits.position();
  uint32_t primaryLength = 0;
  const bool at15 = faults.bptcAnchorAt15;
  for (uint32_t t = 0; t < 16; ++t)
    primaryLength += mode.indexBits - (isAnchor(mode.subsets, partition, t, at15) ? 1 : 0);
  const uint32_t primary =
      readIndex(bits, primaryStart, mode.indexBits, mode.subsets, partition, texel, at15);
  uint32_t colorIndex = primary, colorBits = mode.indexBits, alphaIndex = primary, alphaBits = mode.indexBits;
  if (mode.secondaryIndexBits) {
    const uint32_t secondary =
        readIndex(bits, primaryStart + primaryLength, mode.secondaryIndexBits, 1, 0, texel, false);
    alphaIndex = secondary;
    alphaBits = mode.secondaryIndexBits;
    if (indexSelection) {  // mode 4's index selection bit: colour from the secondary indices
      std::swap(colorIndex, alphaIndex);
      std::swap(colorBits, alphaBits);
    }
  }
  for (uint32_t c = 0; c < 4; ++c) {
    const int32_t w = c < 3 ? weight(colorBits, colorIndex) : weight(alphaBits, alphaIndex);
    out.rgba[c] = uint8_t(interpolate(e8[2 * subset][c], e8[2 * subset + 1][c], w));
  }
  if (rotation && !faults.bc7RotationIgnored)
    std::swap(out.rgba[3], out.rgba[rotation - 1]);  // "BPTC Rotation bits"
  return out;
}

void setBptcMode(bool bc7, uint8_t* block, uint32_t choice) {
  if (bc7) {
    const uint32_t pick = choice % 17;
    if (pick == 16) {
      block[0] = 0;
      return;
    }
    const uint32_t mode = pick / 2, bit = 1u << mode;  // mode m: m zeros, then a one
    block[0] = uint8_t((block[0] & ~(2 * bit - 1)) | bit);
    return;
  }
  const uint32_t pick = choice % 16;
  const uint32_t number = pick < 14 ? bptc::kBc6hModes[pick].mode : 19 + 4 * ((choice / 16) % 4);
  const uint32_t fieldBits = number < 2 ? 2 : 5;
  block[0] = uint8_t((block[0] & ~((1u << fieldBits) - 1)) | number);
}

uint32_t bptcPartitionPairs(bool bc7) {
  return bc7 ? 16 + 4 * 64 : 10 * 32;
}

void setBptcPartition(bool bc7, uint8_t* block, uint32_t n) {
  n %= bptcPartitionPairs(bc7);
  const auto setBits = [&](uint32_t at, uint32_t count, uint32_t value) {
    setBlockBits(block, at, count, value);
  };
  if (bc7) {
    const uint32_t mode = n < 16 ? 0 : std::array<uint32_t, 4>{1, 2, 3, 7}[(n - 16) / 64];
    const uint32_t partition = n < 16 ? n : (n - 16) % 64;
    setBits(0, mode + 1, 1u << mode);
    setBits(mode + 1, kBc7Modes[mode].partitionBits, partition);
    return;
  }
  const bptc::Bc6hMode& mode = bptc::kBc6hModes[n / 32];  // the first 10 are the two-subset modes
  setBits(0, mode.mode < 2 ? 2 : 5, mode.mode);
  setBits(77, 5, n % 32);  // PB^4..0: bits 77..81 in every two-subset mode
}

uint32_t bc6hModeNumber(const uint8_t* block) {
  return (block[0] & 3u) < 2 ? block[0] & 3u : block[0] & 31u;
}

namespace {

int32_t signExtend(uint32_t v, uint32_t bits) {
  return bits >= 32 ? int32_t(v) : int32_t(v << (32 - bits)) >> (32 - bits);
}

// "Next, the endpoints are unquantized" (KDFS "BC6H"), for the unsigned and the signed format.
int32_t unquantize(int32_t x, uint32_t bits, bool isSigned) {
  if (!isSigned) {
    if (bits >= 15 || x == 0) return x;
    if (x == int32_t((1u << bits) - 1)) return 0xFFFF;
    return ((x << 15) + 0x4000) >> (bits - 1);
  }
  if (bits >= 16) return x;
  const bool negative = x < 0;
  const int32_t a = negative ? -x : x;
  int32_t unq;
  if (a == 0)
    unq = 0;
  else if (a >= int32_t((1u << (bits - 1)) - 1))
    unq = 0x7FFF;
  else
    unq = ((a << 15) + 0x4000) >> (bits - 1);
  return negative ? -unq : unq;
}

// The final unquantization to binary16 bits.
uint16_t finish(int32_t i, bool isSigned) {
  if (!isSigned) return uint16_t((i * 31) >> 6);
  return uint16_t(i < 0 ? (((-i) * 31) >> 5) | 0x8000 : (i * 31) >> 5);
}

}  // namespace

Bc6hTexel decodeBc6h(const uint8_t* block, uint32_t x, uint32_t y, bool isSigned, const ModelFaults& faults) {
  Bc6hTexel out;
  const uint32_t number = bc6hModeNumber(block);
  const bptc::Bc6hMode* mode = nullptr;
  for (const bptc::Bc6hMode& m : bptc::kBc6hModes)
    if (m.mode == number) mode = &m;
  out.mode = uint8_t(number);
  if (!mode) {
    out.reserved = true;
    return out;
  }
  // Scatter the block's fields into the variables (Table "Block descriptions").
  uint32_t vars[bptc::kB3 + 1] = {};
  BlockBits bits(block);
  for (uint32_t f = 0; f < mode->fieldCount; ++f) {
    const bptc::Bc6hField& field = mode->fields[f];
    const int step = field.last >= field.first ? 1 : -1;
    for (int b = field.first;; b += step) {
      vars[field.variable] |= bits.read(1) << b;
      if (b == field.last) break;
    }
  }
  const uint32_t endpoints = mode->twoSubsets ? 4 : 2;
  const uint32_t epb = mode->endpointBits;
  int32_t e[4][3];
  for (uint32_t n = 0; n < endpoints; ++n)
    for (int c = 0; c < 3; ++c) {
      const uint32_t v = vars[bptc::endpointVariable(int(n), c)];
      if (n == 0) {
        e[n][c] = isSigned ? signExtend(v, epb) : int32_t(v);
        continue;
      }
      if (!mode->transformed || faults.bc6hUntransformed) {  // the fault: a delta read as an endpoint
        const uint32_t width = mode->transformed ? mode->deltaBits[c] : epb;
        e[n][c] = isSigned ? signExtend(v, width) : int32_t(v);
        continue;
      }
      // A two's complement delta from E0, "wrapped at the number of endpoint bits".
      const uint32_t wrapped = uint32_t(e[0][c] + signExtend(v, mode->deltaBits[c])) & ((1u << epb) - 1);
      e[n][c] = isSigned ? signExtend(wrapped, epb) : int32_t(wrapped);
    }
  for (uint32_t n = 0; n < endpoints; ++n)
    for (int c = 0; c < 3; ++c) e[n][c] = unquantize(e[n][c], epb, isSigned);
  const uint32_t texel = x + 4 * y;
  const uint32_t subsets = mode->twoSubsets ? 2 : 1;
  const uint32_t partition = vars[bptc::kPartition];
  const uint32_t indexBits = mode->twoSubsets ? 3 : 4;
  const uint32_t index = readIndex(bits, mode->twoSubsets ? 82 : 65, indexBits, subsets, partition, texel,
                                   faults.bptcAnchorAt15);
  const uint32_t subset = subsetOf(subsets, partition, texel);
  for (int c = 0; c < 3; ++c)
    out.half[c] =
        finish(interpolate(e[2 * subset][c], e[2 * subset + 1][c], weight(indexBits, index)), isSigned);
  return out;
}

// KDFS "BC7", mode 6: mode bits 0-6 (0b1000000), then R0 R1 G0 G1 B0 B1 A0 A1 of 7 bits each
// from bit 7, P0 at 63, P1 at 64, and 63 index bits (texel 0's 3) from bit 65.
void setBc7Constant(uint8_t* block, std::array<uint8_t, 4> rgba7) {
  std::fill(block, block + 16, uint8_t(0));
  setBlockBits(block, 0, 7, 0x40);
  for (uint32_t c = 0; c < 4; ++c) {
    setBlockBits(block, 7 + 14 * c, 7, rgba7[c]);
    setBlockBits(block, 14 + 14 * c, 7, rgba7[c]);
  }
  setBlockBits(block, 63, 2, 3);
}

// KDFS "BC6H", mode 11 (mode bits 00011): rw, gw, bw, rx, gx, bx of 10 bits each from bit 5, and
// 63 index bits from bit 65.
void setBc6hConstant(uint8_t* block, std::array<uint16_t, 3> endpoint) {
  std::fill(block, block + 16, uint8_t(0));
  setBlockBits(block, 0, 5, 3);
  for (uint32_t c = 0; c < 3; ++c) {
    setBlockBits(block, 5 + 10 * c, 10, endpoint[c] & 511u);
    setBlockBits(block, 35 + 10 * c, 10, endpoint[c] & 511u);
  }
}

}  // namespace vktexel::model
