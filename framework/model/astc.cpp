#include "model/astc.h"

#include "model/astc_codec_block.h"
#include "model/astc_weight_application.h"
#include "model/block_bits.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <map>
#include <stdexcept>

namespace vktexel::model {
namespace {

struct BlockMode {
  bool reserved = true;
  uint32_t width = 0, height = 0, range = 0;  // range: the 3-bit rho
  bool precision = false, dualPlane = false;
};

// "ASTC 2D block mode layout": the weight grid, rho, P and D of an 11-bit block mode.
BlockMode decodeBlockMode(uint32_t m) {
  BlockMode r;
  const uint32_t a = (m >> 5) & 3;
  r.precision = (m >> 9) & 1;
  r.dualPlane = (m >> 10) & 1;
  if (m & 3) {
    const uint32_t b = (m >> 7) & 3;
    r.range = ((m >> 4) & 1) | ((m & 3) << 1);
    switch ((m >> 2) & 3) {
      case 0: r.width = b + 4, r.height = a + 2; break;
      case 1: r.width = b + 8, r.height = a + 2; break;
      case 2: r.width = a + 2, r.height = b + 8; break;
      default:
        if ((m >> 8) & 1)
          r.width = (b & 1) + 2, r.height = a + 2;
        else
          r.width = a + 2, r.height = (b & 1) + 6;
    }
  } else {
    if (((m >> 2) & 3) == 0) return r;  // bits 3..0 all zero: reserved
    r.range = ((m >> 4) & 1) | (((m >> 2) & 3) << 1);
    switch ((m >> 7) & 3) {
      case 0: r.width = 12, r.height = a + 2; break;
      case 1: r.width = a + 2, r.height = 12; break;
      case 2:  // the W+6, H+6 row: bits 10..9 are H, so no P and no dual plane
        r.width = a + 6, r.height = ((m >> 9) & 3) + 6;
        r.precision = r.dualPlane = false;
        break;
      default:
        if (a == 0)
          r.width = 6, r.height = 10;
        else if (a == 1)
          r.width = 10, r.height = 6;
        else
          return r;  // bits 8..6 all one: reserved (void-extent is caught before)
    }
  }
  r.reserved = false;
  return r;
}

// "ASTC weight range encodings": the number of weight values for rho and P.
uint32_t weightLevels(uint32_t range, bool precision) {
  static constexpr uint32_t kLow[8] = {0, 0, 2, 3, 4, 5, 6, 8};
  static constexpr uint32_t kHigh[8] = {0, 0, 10, 12, 16, 20, 24, 32};
  return precision ? kHigh[range] : kLow[range];
}

constexpr uint32_t kVoidExtentAllOnes = 0x1FFF;

void readVoidExtent(const uint8_t* b, AstcBlockHeader& h) {
  h.voidExtent = true;
  h.hdrVoidExtent = blockBits(b, 9, 1);
  if (blockBits(b, 10, 2) != 3) {
    h.illegal = "a 2D void-extent block with reserved bits 10-11 not both 1";
    return;
  }
  const uint32_t s0 = blockBits(b, 12, 13), s1 = blockBits(b, 25, 13), t0 = blockBits(b, 38, 13),
                 t1 = blockBits(b, 51, 13);
  const bool allOnes = s0 == kVoidExtentAllOnes && s1 == kVoidExtentAllOnes && t0 == kVoidExtentAllOnes &&
                       t1 == kVoidExtentAllOnes;
  if (!allOnes && (s0 >= s1 || t0 >= t1)) {
    h.illegal = "a void-extent block whose low coordinate is not below its high coordinate";
    h.uncheckedVoidExtent = true;
  }
}

uint32_t endpointIntegers(uint32_t cem) {
  return 2 * ((cem >> 2) + 1);
}

}  // namespace

bool isHdrEndpointMode(uint32_t cem) {
  return cem == 2 || cem == 3 || cem == 7 || cem == 11 || cem == 14 || cem == 15;
}

bool AstcBlockHeader::hdrPartition(uint32_t p) const {
  return isHdrEndpointMode(endpointModes[p]);
}

bool AstcBlockHeader::anyHdrPartition() const {
  for (uint32_t p = 0; p < partitions; ++p)
    if (hdrPartition(p)) return true;
  return false;
}

uint32_t iseBits(uint32_t count, uint32_t levels) {
  for (uint32_t n = 0; n <= 8; ++n) {
    if (levels == (1u << n)) return count * n;
    if (levels == (3u << n)) return count * n + (8 * count + 4) / 5;
    if (levels == (5u << n)) return count * n + (7 * count + 2) / 3;
  }
  throw std::invalid_argument("ASTC: no integer sequence encoding for " + std::to_string(levels) + " levels");
}

AstcBlockHeader readAstcHeader(const uint8_t* b, uint32_t blockWidth, uint32_t blockHeight) {
  AstcBlockHeader h;
  const uint32_t mode = blockBits(b, 0, 11);
  if ((mode & 0x1FF) == 0x1FC) {
    readVoidExtent(b, h);
    return h;
  }
  const BlockMode m = decodeBlockMode(mode);
  if (m.reserved) {
    h.illegal = "a block mode listed as reserved";
    return h;
  }
  h.gridWidth = m.width;
  h.gridHeight = m.height;
  h.dualPlane = m.dualPlane;
  h.weightLevels = weightLevels(m.range, m.precision);
  const uint32_t weights = m.width * m.height * (m.dualPlane ? 2 : 1);
  if (weights > 64) {
    h.illegal = "a block mode that needs more than 64 weights";
    return h;
  }
  h.weightBits = iseBits(weights, h.weightLevels);
  if (h.weightBits > 96) h.illegal = "a weight grid that needs more than 96 bits";
  if (h.weightBits < 24) h.illegal = "a weight grid that needs fewer than 24 bits";
  if (m.width > blockWidth || m.height > blockHeight) h.illegal = "a weight grid larger than the footprint";
  if (!h.illegal.empty()) return h;
  h.partitions = blockBits(b, 11, 2) + 1;
  if (h.dualPlane && h.partitions == 4) {
    h.illegal = "dual-plane mode with 4 partitions";
    return h;
  }
  uint32_t configBits = 17;  // block mode, partition count, CEM
  if (h.partitions == 1) {
    h.endpointModes[0] = uint8_t(blockBits(b, 13, 4));
  } else {
    configBits = 29;  // plus the 10-bit partition index and the 6-bit CEM field
    const uint32_t field = blockBits(b, 23, 6), selector = field & 3;
    if (selector == 0) {
      for (uint32_t p = 0; p < h.partitions; ++p) h.endpointModes[p] = uint8_t(field >> 2);
    } else {  // a class bit and 2 mode bits per partition, the rest just below the weights
      const uint32_t extra = 3 * h.partitions - 4;
      configBits += extra;
      const uint32_t v = field | blockBits(b, 128 - h.weightBits - extra, extra) << 6;
      for (uint32_t p = 0; p < h.partitions; ++p) {
        const uint32_t cls = selector - 1 + ((v >> (2 + p)) & 1);
        h.endpointModes[p] = uint8_t(cls << 2 | ((v >> (2 + h.partitions + 2 * p)) & 3));
      }
    }
  }
  if (h.dualPlane) configBits += 2;  // the colour component selector
  for (uint32_t p = 0; p < h.partitions; ++p) h.colorIntegers += endpointIntegers(h.endpointModes[p]);
  // Weights and configuration may leave no bits at all.
  h.colorBits = h.weightBits + configBits > 128 ? 0 : 128 - h.weightBits - configBits;
  if (h.colorIntegers > 18)
    h.illegal = "endpoint modes that need more than 18 colour integers";
  else if (h.colorBits < (13 * h.colorIntegers + 4) / 5)
    h.illegal = "fewer colour endpoint bits than ceil(13 C / 5)";
  return h;
}

namespace {

// A void-extent block's LDR colour: C of each channel, bits 64..127 ("Void-Extent Blocks": "the
// same post-interpolator path as non-void-extent LDR blocks").
std::array<uint16_t, 4> voidExtentColour(const uint8_t* b) {
  std::array<uint16_t, 4> c{};
  for (uint32_t ch = 0; ch < 4; ++ch) c[ch] = uint16_t(blockBits(b, 64 + 16 * ch, 16));
  return c;
}

// The last block read on this thread: texels are asked for one at a time, block by block.
struct ReadBlock {
  uint32_t key = ~0u;
  std::array<uint8_t, 16> bytes{};
  AstcBlockHeader header;
  AstcCodecBlock codec;
};

const ReadBlock& readBlock(const uint8_t* block, uint32_t w, uint32_t h) {
  thread_local ReadBlock last;
  const uint32_t key = w << 8 | h;
  if (last.key == key && std::memcmp(last.bytes.data(), block, 16) == 0) return last;
  last.key = ~0u;  // stays invalid if reading throws
  std::memcpy(last.bytes.data(), block, 16);
  last.header = readAstcHeader(block, w, h);
  last.codec = readAstcCodecBlock(block, w, h);
  // The header decides the error colour; a legal block (HDR endpoints included) that the codec
  // calls an error would leave the model without the texels the specification defines.
  if (last.header.illegal.empty() && last.codec.errorBlock)
    throw std::logic_error(
        "ASTC model: astcenc reports an error block that the Data Format header rules call legal");
  last.key = key;
  return last;
}

// C of each channel of texel i of a legal block with LDR endpoints ("Weight Application").
std::array<uint16_t, 4> interpolated(const AstcCodecBlock& b, uint32_t i, bool srgbWidening) {
  std::array<uint16_t, 4> c{};
  const auto& ends = b.endpoints[b.partition[i]];
  for (int ch = 0; ch < 4; ++ch) {
    const uint8_t weight = b.weight[ch == b.dualPlaneChannel ? 1 : 0][i];
    c[ch] = astcInterpolate(astcWidenEndpoint(ends[0][ch], srgbWidening),
                            astcWidenEndpoint(ends[1][ch], srgbWidening), weight);
  }
  return c;
}

}  // namespace

AstcTexel decodeAstcTexel(const uint8_t* block, uint32_t w, uint32_t h, bool srgb, uint32_t x, uint32_t y,
                          const ModelFaults& faults) {
  const ReadBlock& r = readBlock(block, w, h);
  const AstcBlockHeader& hd = r.header;
  const uint32_t i = y * w + x;
  AstcTexel t;
  t.open = hd.uncheckedVoidExtent;
  t.error = !hd.illegal.empty() || hd.hdrVoidExtent ||
            (!hd.voidExtent && hd.anyHdrPartition() && hd.hdrPartition(r.codec.partition[i]));
  if (faults.astcErrorAsTransparentBlack && t.error) {
    t.error = false;  // the texel reads (0, 0, 0, 0)
    return t;
  }
  if (t.error) return t;
  // The fault: sRGB texels decoded as linear LDR (endpoints x 257, not (x << 8) | 0x80), and the
  // result stored as an 8-bit code, round(decode_float16 value x 255), not the top 8 bits of C.
  const bool linearEndpoints = srgb && faults.astcSrgbLinearEndpoints;
  t.c = hd.voidExtent ? voidExtentColour(block) : interpolated(r.codec, i, srgb && !linearEndpoints);
  for (int ch = 0; ch < 4; ++ch) {
    t.float16[ch] = astcDecodeFloat16(t.c[ch]);
    t.top8[ch] = linearEndpoints ? uint8_t(std::lround(t.float16[ch] * 255.0f)) : astcTopByte(t.c[ch]);
  }
  return t;
}

const std::vector<uint16_t>& legalAstcBlockModes(uint32_t blockWidth, uint32_t blockHeight) {
  thread_local std::map<uint32_t, std::vector<uint16_t>> cache;
  std::vector<uint16_t>& modes = cache[blockWidth << 8 | blockHeight];
  if (!modes.empty()) return modes;
  for (uint32_t m = 0; m < 2048; ++m) {
    uint8_t b[16] = {};
    setBlockBits(b, 0, 11, m);
    // One partition with CEM 0 (two colour integers, 6 bits): legal when the weights are.
    const AstcBlockHeader h = readAstcHeader(b, blockWidth, blockHeight);
    if (!h.voidExtent && h.illegal.empty()) modes.push_back(uint16_t(m));
  }
  return modes;
}

namespace {

constexpr uint8_t kLdrModes[10] = {0, 1, 4, 5, 6, 8, 9, 10, 12, 13};

// The LDR modes of CEM class c (0..3), the k-th of them.
uint8_t ldrModeOfClass(uint32_t cls, uint32_t k) {
  static constexpr uint8_t kCount[4] = {2, 3, 3, 2};
  return uint8_t(cls << 2 | (k % kCount[cls]));
}

// Writes a block mode, partition count and per-partition CEMs (the selector form when they
// differ) over random bits.
void writeHeader(uint8_t* b, uint32_t mode, uint32_t partitions, const std::array<uint8_t, 4>& cem) {
  setBlockBits(b, 0, 11, mode);
  setBlockBits(b, 11, 2, partitions - 1);
  if (partitions == 1) return setBlockBits(b, 13, 4, cem[0]);
  bool same = true;
  uint32_t minClass = 3;
  for (uint32_t p = 0; p < partitions; ++p) {
    same = same && cem[p] == cem[0];
    minClass = std::min<uint32_t>(minClass, cem[p] >> 2);
  }
  if (same) return setBlockBits(b, 23, 6, uint32_t(cem[0]) << 2);
  const uint32_t base = std::min<uint32_t>(minClass, 2);
  uint32_t v = base + 1;
  for (uint32_t p = 0; p < partitions; ++p)
    v |= ((cem[p] >> 2) - base) << (2 + p) | (cem[p] & 3u) << (2 + partitions + 2 * p);
  setBlockBits(b, 23, 6, v & 63);
  const BlockMode m = decodeBlockMode(mode);
  const uint32_t weightBits =
      iseBits(m.width * m.height * (m.dualPlane ? 2 : 1), weightLevels(m.range, m.precision));
  const uint32_t extra = 3 * partitions - 4;
  setBlockBits(b, 128 - weightBits - extra, extra, v >> 6);
}

bool legalWith(uint8_t* b, uint32_t blockWidth, uint32_t blockHeight, uint32_t mode, uint32_t partitions,
               const std::array<uint8_t, 4>& cem) {
  writeHeader(b, mode, partitions, cem);
  return readAstcHeader(b, blockWidth, blockHeight).illegal.empty();
}

// Legal mode n: 1 + n % 4 partitions (3 at most with two planes), endpoint modes walking the LDR
// ones (in every other run of 40 blocks: a mix of two classes), falling back to CEM 0, then to fewer
// partitions, where they do not fit.
void writeLegalKind(uint8_t* b, uint32_t blockWidth, uint32_t blockHeight, uint32_t mode, uint32_t n) {
  const bool dual = decodeBlockMode(mode).dualPlane;
  const uint32_t partitions = std::min<uint32_t>(1 + n % 4, dual ? 3 : 4);
  const uint8_t first = kLdrModes[(n / 4) % 10];
  std::array<uint8_t, 4> cem{first, first, first, first};
  if (partitions > 1 && (n / 40) % 2) {  // the selector form: two classes
    const uint32_t cls = first >> 2, other = cls < 3 ? cls + 1 : cls - 1;
    for (uint32_t p = 1; p < partitions; p += 2) cem[p] = ldrModeOfClass(other, n + p);
  }
  if (legalWith(b, blockWidth, blockHeight, mode, partitions, cem)) return;
  // Too few colour bits: luminance (CEM 0) in each partition, then fewer partitions.
  for (uint32_t p = partitions; p >= 1; --p)
    if (legalWith(b, blockWidth, blockHeight, mode, p, {0, 0, 0, 0})) return;
}

// The special encodings, each written over random bits; `found` is false where the footprint
// allows no block of that kind.
enum class Special : uint8_t {
  VoidExtent,
  HdrVoidExtent,
  VoidExtentReservedBits,
  ReservedMode,
  ReservedModeBits876,
  GridLargerThanFootprint,
  MoreThan64Weights,
  WeightBitsOver96,
  WeightBitsUnder24,
  DualPlaneFourPartitions,
  MoreThan18ColorIntegers,
  TooFewColorBits,
  HdrEndpoints,
  HdrAndLdrPartitions,
};
constexpr Special kSpecials[] = {
    Special::VoidExtent,
    Special::HdrVoidExtent,
    Special::VoidExtentReservedBits,
    Special::ReservedMode,
    Special::ReservedModeBits876,
    Special::GridLargerThanFootprint,
    Special::MoreThan64Weights,
    Special::WeightBitsOver96,
    Special::WeightBitsUnder24,
    Special::DualPlaneFourPartitions,
    Special::MoreThan18ColorIntegers,
    Special::TooFewColorBits,
    Special::HdrEndpoints,
    Special::HdrAndLdrPartitions,
};

// The first block mode (of all 2048) whose header alone gives `reason`, or the first legal one
// for which `accept` holds.
template <typename Accept>
int findMode(uint32_t w, uint32_t h, const char* reason, Accept accept) {
  for (uint32_t m = 0; m < 2048; ++m) {
    uint8_t b[16] = {};
    setBlockBits(b, 0, 11, m);
    const AstcBlockHeader hd = readAstcHeader(b, w, h);
    if (hd.voidExtent) continue;
    if (reason ? hd.illegal == reason : hd.illegal.empty() && accept(hd)) return int(m);
  }
  return -1;
}

bool writeVoidExtentHeader(uint8_t* b, uint32_t reservedBits, bool hdr) {
  setBlockBits(b, 0, 9, 0x1FC);
  setBlockBits(b, 9, 1, hdr);
  setBlockBits(b, 10, 2, reservedBits);
  for (uint32_t c = 0; c < 4; ++c) setBlockBits(b, 12 + 13 * c, 13, kVoidExtentAllOnes);
  return true;
}

bool writeSpecial(uint8_t* b, uint32_t w, uint32_t h, Special s) {
  const auto any = [](const AstcBlockHeader&) { return true; };
  int mode = -1;
  std::array<uint8_t, 4> cem{};
  uint32_t partitions = 1;
  switch (s) {
    case Special::VoidExtent: return writeVoidExtentHeader(b, 3, false);
    case Special::HdrVoidExtent: return writeVoidExtentHeader(b, 3, true);
    case Special::VoidExtentReservedBits: return writeVoidExtentHeader(b, 1, false);
    case Special::ReservedMode: mode = findMode(w, h, "a block mode listed as reserved", any); break;
    case Special::ReservedModeBits876: mode = 0x1C4; break;  // bits 8..6 one, not a void extent
    case Special::GridLargerThanFootprint:
      mode = findMode(w, h, "a weight grid larger than the footprint", any);
      break;
    case Special::MoreThan64Weights:
      mode = findMode(w, h, "a block mode that needs more than 64 weights", any);
      break;
    case Special::WeightBitsOver96:
      mode = findMode(w, h, "a weight grid that needs more than 96 bits", any);
      break;
    case Special::WeightBitsUnder24:
      mode = findMode(w, h, "a weight grid that needs fewer than 24 bits", any);
      break;
    case Special::DualPlaneFourPartitions:
      mode = findMode(w, h, nullptr, [](const AstcBlockHeader& hd) { return hd.dualPlane; });
      partitions = 4;
      break;
    case Special::MoreThan18ColorIntegers:  // four partitions of RGBA: 32 integers
      mode = findMode(w, h, nullptr, [](const AstcBlockHeader& hd) { return !hd.dualPlane; });
      partitions = 4;
      cem = {12, 12, 12, 12};
      break;
    case Special::TooFewColorBits:  // RGBA direct needs 21 bits: more than 90 weight bits leave at most 20
      mode = findMode(w, h, nullptr,
                      [](const AstcBlockHeader& hd) { return !hd.dualPlane && hd.weightBits > 90; });
      cem = {12, 0, 0, 0};
      break;
    case Special::HdrEndpoints:  // HDR RGB + HDR alpha
      mode = findMode(w, h, nullptr, [](const AstcBlockHeader& hd) { return hd.weightBits <= 40; });
      cem = {15, 0, 0, 0};
      break;
    case Special::HdrAndLdrPartitions:  // LDR RGB direct beside HDR RGB direct (class 2)
      mode = findMode(w, h, nullptr,
                      [](const AstcBlockHeader& hd) { return !hd.dualPlane && hd.weightBits <= 60; });
      partitions = 2;
      cem = {8, 11, 0, 0};
      break;
  }
  if (mode < 0) return false;
  writeHeader(b, uint32_t(mode), partitions, cem);
  return true;
}

// The specials a footprint can hold, in kSpecials order.
const std::vector<Special>& specialsFor(uint32_t w, uint32_t h) {
  thread_local std::map<uint32_t, std::vector<Special>> cache;
  std::vector<Special>& out = cache[w << 8 | h];
  if (out.empty())
    for (Special s : kSpecials) {
      uint8_t b[16] = {};
      if (writeSpecial(b, w, h, s)) out.push_back(s);
    }
  return out;
}

}  // namespace

uint32_t astcBlockKinds(uint32_t w, uint32_t h) {
  return uint32_t(legalAstcBlockModes(w, h).size() + specialsFor(w, h).size());
}

void setAstcBlockKind(uint8_t* b, uint32_t w, uint32_t h, uint32_t n) {
  const std::vector<uint16_t>& modes = legalAstcBlockModes(w, h);
  n %= astcBlockKinds(w, h);
  if (n < modes.size()) return writeLegalKind(b, w, h, modes[n], n);
  writeSpecial(b, w, h, specialsFor(w, h)[n - modes.size()]);
}

void setAstcVoidExtent(uint8_t* b, const std::array<uint16_t, 4>& rgba) {
  writeVoidExtentHeader(b, 3, false);
  for (uint32_t c = 0; c < 4; ++c) setBlockBits(b, 64 + 16 * c, 16, rgba[c]);
}

void clearAstcVoidExtent(uint8_t* b) {
  if ((blockBits(b, 0, 11) & 0x1FF) != 0x1FC || blockBits(b, 10, 2) != 3) return;  // reserved bits: illegal
  for (uint32_t c = 0; c < 4; ++c) setBlockBits(b, 12 + 13 * c, 13, kVoidExtentAllOnes);
}

}  // namespace vktexel::model
