// ASTC (model/astc.h): the block header rules against blocks laid out by hand from the Khronos Data
// Format Specification's ASTC tables, the decode_float16 and sRGB results of void-extent blocks
// (whose colour is C itself), the error colour, and the block writers the fills use; each with the
// wrong answer a plausible decoder bug gives.
#include "model/astc.h"
#include "model/block_bits.h"
#include "model/compressed.h"
#include "model/expectation.h"
#include "model/floatbits.h"
#include "model/formats.h"

#include <gtest/gtest.h>

#include <astcenc.h>

#include <array>
#include <cmath>
#include <random>
#include <set>
#include <string>

namespace vktexel::model {
namespace {

using Block = std::array<uint8_t, 16>;

void put(Block& b, uint32_t lo, uint32_t n, uint32_t v) {
  setBlockBits(b.data(), lo, n, v);
}

Block voidExtent(uint16_t r, uint16_t g, uint16_t b, uint16_t a) {
  Block blk{};
  setAstcVoidExtent(blk.data(), {r, g, b, a});
  return blk;
}

const FormatInfo& unorm4x4() {
  return formatInfo(VK_FORMAT_ASTC_4x4_UNORM_BLOCK);
}
const FormatInfo& srgb4x4() {
  return formatInfo(VK_FORMAT_ASTC_4x4_SRGB_BLOCK);
}

Block randomBlock(std::mt19937& rng) {
  Block b;
  for (uint8_t& x : b) x = uint8_t(rng());
  return b;
}

TEST(Astc, FormatTableHasEveryFootprint) {
  EXPECT_EQ(formatInfo(VK_FORMAT_ASTC_12x10_SRGB_BLOCK).blockWidth, 12);
  EXPECT_EQ(formatInfo(VK_FORMAT_ASTC_12x10_SRGB_BLOCK).blockHeight, 10);
  EXPECT_EQ(formatInfo(VK_FORMAT_ASTC_8x5_UNORM_BLOCK).blockWidth, 8);
  EXPECT_EQ(formatInfo(VK_FORMAT_ASTC_8x5_UNORM_BLOCK).blockHeight, 5);
  EXPECT_EQ(std::string(compressionFeature(Compression::Astc)), "textureCompressionASTC_LDR");
  EXPECT_EQ(formatInfo(VK_FORMAT_ASTC_6x6_SRGB_BLOCK).components[3].cls, NumClass::Unorm);  // alpha linear
}

// "Weight Decoding" onwards: decode_float16 is C / 65536 rounded toward zero to FP16, and 1.0 for
// 65535. A void-extent block's colour is C itself.
TEST(Astc, UnormIsFp16RoundedTowardZero) {
  struct Vector {
    uint16_t c;
    float expected, wrong;  // wrong: C / 65535, or round to nearest
  };
  const Vector vectors[] = {
      {0x8001, 0.5f, float(0x8001 / 65535.0)},           // 0.500015 truncates to 0.5
      {0x7FFF, 0.499755859375f, 0.5f},                   // RTZ 2^-12 below 0.5; nearest rounds up
      {0xFFFF, 1.0f, 0.99951171875f},                    // the one special case (else the FP16 below 1)
      {0x0001, 1.52587890625e-05f, float(1 / 65535.0)},  // 2^-16, an FP16 denormal
      {0x0080, 0.001953125f, 0.0f},                      // decode_unorm8 would give 0
  };
  for (const Vector& v : vectors) {
    const Block b = voidExtent(v.c, 0, 0, 0xFFFF);
    const ComponentCheck check = checkFor(decodeCompressedTexel(unorm4x4(), b.data(), 1, 2).c[0]);
    EXPECT_TRUE(check.accepts(floatToBits(v.expected))) << std::hex << v.c;
    EXPECT_FALSE(check.accepts(floatToBits(v.wrong))) << std::hex << v.c;
  }
}

// "If sRGB conversion is enabled ... the top 8 bits of the interpolation result": 0x10FF is 16,
// not 17 (C / 257 or C / 256 rounded); alpha is the top 8 bits as UNORM8, not sRGB-decoded.
TEST(Astc, SrgbTakesTheTopByte) {
  const Block b = voidExtent(0x10FF, 0x00FF, 0xFFFF, 0x80FF);
  const Rgba t = decodeCompressedTexel(srgb4x4(), b.data(), 3, 3);
  EXPECT_TRUE(checkFor(t.c[0]).accepts(floatToBits(float(srgbToLinear(16 / 255.0)))));
  EXPECT_FALSE(checkFor(t.c[0]).accepts(floatToBits(float(srgbToLinear(17 / 255.0)))));
  EXPECT_TRUE(checkFor(t.c[1]).accepts(floatToBits(0.0f)));
  EXPECT_TRUE(checkFor(t.c[2]).accepts(floatToBits(1.0f)));
  EXPECT_TRUE(checkFor(t.c[3]).accepts(floatToBits(128 / 255.0f)));
  EXPECT_FALSE(checkFor(t.c[3]).accepts(floatToBits(float(srgbToLinear(128 / 255.0)))));
}

// A block laid out by hand: a 4x4 grid of 4-bit weights (64 bits, stored from bit 127 down), one
// partition of CEM 4 (luminance + alpha direct: e0 = (v0, v0, v0, v2), e1 = (v1, v1, v1, v3))
// whose four 8-bit endpoints fill bits 17..48 (47 bits are free, so the range is 0..255). The
// grid matches the footprint, so texel (x, y) takes weight y * 4 + x unchanged, every weight once;
// it is unquantized by bit replication to 6 bits, plus 1 above 32.
struct HandBlock {
  Block bits{};
  uint32_t v[4] = {0x0B, 0xF3, 0x21, 0xD7};
  uint32_t weight[16];
  HandBlock() {
    put(bits, 0, 11, 0b01001000010);  // 4x4 grid, rho 4, P 1: 0..15
    put(bits, 13, 4, 4);
    for (uint32_t k = 0; k < 4; ++k) put(bits, 17 + 8 * k, 8, v[k]);
    for (uint32_t j = 0; j < 16; ++j) {
      weight[j] = (j * 7 + 3) % 16;
      for (uint32_t k = 0; k < 4; ++k) put(bits, 127 - (4 * j + k), 1, (weight[j] >> k) & 1);
    }
  }
  // "Weight Application": C = floor((C0 (64 - i) + C1 i + 32) / 64), C0 and C1 widened to 16 bits
  // by replication in linear LDR and as (v << 8) | 0x80 in sRGB. Channel 0: luminance; 3: alpha.
  uint32_t c(uint32_t j, int channel, bool srgb) const {
    uint32_t i = (weight[j] << 2) | (weight[j] >> 2);
    if (i > 32) ++i;
    const uint32_t a = v[channel == 3 ? 2 : 0], b = v[channel == 3 ? 3 : 1];
    const uint32_t c0 = srgb ? (a << 8 | 0x80) : a * 257, c1 = srgb ? (b << 8 | 0x80) : b * 257;
    return (c0 * (64 - i) + c1 * i + 32) / 64;
  }
};

float fp16TowardZero(uint32_t c) {
  if (c == 0xFFFF) return 1.0f;
  const double v = c / 65536.0;
  const int e = std::ilogb(v);
  const double step = std::ldexp(1.0, std::max(e, -14) - 10);  // FP16 spacing (denormals below 2^-14)
  return float(std::floor(v / step) * step);
}

TEST(Astc, HandLaidBlockMatchesWeightApplication) {
  const HandBlock h;
  ASSERT_EQ(readAstcHeader(h.bits.data(), 4, 4).illegal, "");
  ModelFaults linearSrgb;
  linearSrgb.astcSrgbLinearEndpoints = true;
  uint32_t faultDiffers = 0;
  for (uint32_t j = 0; j < 16; ++j) {
    const uint32_t x = j % 4, y = j / 4;
    const Rgba u = decodeCompressedTexel(unorm4x4(), h.bits.data(), x, y);
    const Rgba s = decodeCompressedTexel(srgb4x4(), h.bits.data(), x, y);
    const Rgba wrong = decodeCompressedTexel(srgb4x4(), h.bits.data(), x, y, linearSrgb);
    for (int ch : {0, 3}) {
      const float linear = fp16TowardZero(h.c(j, ch, false));
      EXPECT_TRUE(checkFor(u.c[ch]).accepts(floatToBits(linear)))
          << j << ": " << u.c[ch].real << " vs " << linear;
      const uint32_t top8 = h.c(j, ch, true) >> 8;
      EXPECT_EQ(s.c[ch].code, top8) << j << " channel " << ch;
      // The fault's wrong answer (linear LDR, rounded to 8 bits) is told apart wherever it differs.
      const uint32_t rounded = uint32_t(std::lround(linear * 255.0));
      EXPECT_EQ(wrong.c[ch].code, rounded) << j << " channel " << ch;
      if (rounded != top8) {
        ++faultDiffers;
        const double wrongValue = ch == 3 ? rounded / 255.0 : srgbToLinear(rounded / 255.0);
        EXPECT_FALSE(checkFor(s.c[ch]).accepts(floatToBits(float(wrongValue)))) << j << " channel " << ch;
      }
    }
  }
  EXPECT_GE(faultDiffers, 5u);  // 4 luminance and 1 alpha texel
}

// Which KDFS the sRGB alpha follows (model/astc_weight_application.h): 1.4, where alpha is widened
// with 0x80 and returned as its top 8 bits like R, G and B. KDFS 1.3, which Vulkan cites, widened
// alpha by replication and returned it through decode_float16: that answer is told apart, on a
// void extent (C = 0x80FF: 1.4 gives 128 / 255 = 0.50196, 1.3 0x80E0 / 65536 = 0.50342) and on every
// texel of the hand-laid block whose two answers differ.
TEST(Astc, SrgbAlphaFollowsKdfs14) {
  const Block b = voidExtent(0, 0, 0, 0x80FF);
  const ComponentCheck alpha = checkFor(decodeCompressedTexel(srgb4x4(), b.data(), 0, 0).c[3]);
  EXPECT_TRUE(alpha.accepts(floatToBits(128 / 255.0f)));
  EXPECT_FALSE(alpha.accepts(floatToBits(0.50341796875f)));
  const HandBlock h;
  uint32_t told = 0;
  for (uint32_t j = 0; j < 16; ++j) {
    const ComponentCheck a = checkFor(decodeCompressedTexel(srgb4x4(), h.bits.data(), j % 4, j / 4).c[3]);
    EXPECT_TRUE(a.accepts(floatToBits((h.c(j, 3, true) >> 8) / 255.0f))) << j;
    const float kdfs13 = fp16TowardZero(h.c(j, 3, false));
    if ((h.c(j, 3, true) >> 8) / 255.0f == kdfs13) continue;
    EXPECT_FALSE(a.accepts(floatToBits(kdfs13))) << j;
    ++told;
  }
  EXPECT_EQ(told, 16u);
}

// "ASTC error colors": magenta; in linear LDR with decode_float16 NaNs too, in sRGB never.
TEST(Astc, ErrorColourIsMagentaOrNaNs) {
  Block b = voidExtent(0, 0, 0, 0);
  put(b, 9, 1, 1);  // an HDR void extent: the error colour in LDR
  const Rgba u = decodeCompressedTexel(unorm4x4(), b.data(), 0, 0);
  const Rgba s = decodeCompressedTexel(srgb4x4(), b.data(), 0, 0);
  const float magenta[4] = {1, 0, 1, 1};
  for (int c = 0; c < 4; ++c) {
    EXPECT_TRUE(checkFor(u.c[c]).accepts(floatToBits(magenta[c])));
    EXPECT_TRUE(checkFor(u.c[c]).accepts(0x7FC00000u));
    EXPECT_TRUE(checkFor(s.c[c]).accepts(floatToBits(magenta[c])));
    EXPECT_FALSE(checkFor(s.c[c]).accepts(0x7FC00000u));
  }
  // The faults' wrong answers: (0, 0, 0, 0) for the error colour; UNORM rounded to 8 bits.
  ModelFaults black;
  black.astcErrorAsTransparentBlack = true;
  const Rgba faulted = decodeCompressedTexel(unorm4x4(), b.data(), 0, 0, black);
  EXPECT_FALSE(checkFor(u.c[0]).accepts(floatToBits(float(faulted.c[0].real))));
  EXPECT_FALSE(checkFor(s.c[3]).accepts(floatToBits(float(faulted.c[3].real))));
  ModelFaults rounded;
  rounded.astcUnormRoundedToUnorm8 = true;
  const Block grey = voidExtent(0x10FF, 0x10FF, 0x10FF, 0xFFFF);  // 0.0663452 as FP16; 17/255 rounded
  const Rgba right = decodeCompressedTexel(unorm4x4(), grey.data(), 0, 0);
  const Rgba wrong = decodeCompressedTexel(unorm4x4(), grey.data(), 0, 0, rounded);
  EXPECT_TRUE(checkFor(wrong.c[0]).accepts(floatToBits(17 / 255.0f)));
  EXPECT_FALSE(checkFor(right.c[0]).accepts(floatToBits(17 / 255.0f)));
  EXPECT_FALSE(checkFor(u.c[0]).accepts(floatToBits(0.0f)));  // the stored colour, decoded anyway
  EXPECT_FALSE(checkFor(u.c[1]).accepts(floatToBits(1.0f)));
}

// "Illegal Encodings", each laid out by hand on a 4x4 footprint.
TEST(Astc, IllegalEncodings) {
  const auto reason = [](const Block& b) { return readAstcHeader(b.data(), 4, 4).illegal; };
  Block b = voidExtent(1, 2, 3, 4);
  EXPECT_EQ(reason(b), "");
  put(b, 10, 2, 2);
  EXPECT_EQ(reason(b), "a 2D void-extent block with reserved bits 10-11 not both 1");
  b = voidExtent(1, 2, 3, 4);
  put(b, 12, 13, 7), put(b, 25, 13, 7);  // s from 7 to 7
  EXPECT_EQ(reason(b), "a void-extent block whose low coordinate is not below its high coordinate");
  // "void extents may not be checked": the error colour or the block's colour, so any value.
  EXPECT_TRUE(readAstcHeader(b.data(), 4, 4).uncheckedVoidExtent);
  const ComponentCheck open = checkFor(decodeCompressedTexel(unorm4x4(), b.data(), 0, 0).c[0]);
  EXPECT_TRUE(open.accepts(floatToBits(1.0f)) && open.accepts(floatToBits(0.123f)));
  put(b, 25, 13, 8), put(b, 38, 13, 0), put(b, 51, 13, 1);  // s 7..8, t 0..1: a legal extent
  EXPECT_EQ(reason(b), "");

  Block m{};
  put(m, 0, 11, 0x10);  // bits 3..0 zero: reserved
  EXPECT_EQ(reason(m), "a block mode listed as reserved");
  put(m, 0, 11, 0x1C4);  // bits 8..6 one and not 111111100
  EXPECT_EQ(reason(m), "a block mode listed as reserved");
  // Row 1 of the 2D table: W = B + 4, H = A + 2; B = 3, A = 0 gives 7x2, wider than 4.
  put(m, 0, 11, 0b00110000010 | 1u << 4);
  EXPECT_EQ(reason(m), "a weight grid larger than the footprint");
  // 4x4 grid (row 1, B = 0, A = 2), rho = 2 (0..1, 1 bit): 16 bits, too few.
  put(m, 0, 11, 0b00001000001);
  EXPECT_EQ(reason(m), "a weight grid that needs fewer than 24 bits");
  // The same grid with P = 1, rho = 7 (0..31, 5 bits): 80 bits, legal; dual plane: 160, too many.
  put(m, 0, 11, 0b01001010011);
  EXPECT_EQ(reason(m), "");
  EXPECT_EQ(readAstcHeader(m.data(), 4, 4).weightBits, 80u);
  put(m, 0, 11, 0b11001010011);
  EXPECT_EQ(reason(m), "a weight grid that needs more than 96 bits");
  // 4x4 grid, rho = 3 (0..2, a trit), dual plane: 32 weights in 32*0 + ceil(8*32/5) = 52 bits.
  put(m, 0, 11, 0b10001010001);
  EXPECT_EQ(readAstcHeader(m.data(), 4, 4).weightBits, 52u);
  EXPECT_EQ(reason(m), "");
  put(m, 11, 2, 3);  // four partitions with two planes
  EXPECT_EQ(reason(m), "dual-plane mode with 4 partitions");
  put(m, 0, 11, 0b00001010001);  // one plane: 16 trits, 26 bits; 4 partitions of CEM 12 (32 ints)
  put(m, 23, 6, 12u << 2);
  EXPECT_EQ(reason(m), "endpoint modes that need more than 18 colour integers");
  put(m, 11, 2, 0), put(m, 13, 4, 12);  // one partition, RGBA: 8 ints need 21 bits of 85
  EXPECT_EQ(reason(m), "");
  put(m, 0, 11, 0b01001010011);  // 80 weight bits leave 31
  EXPECT_EQ(reason(m), "");
  EXPECT_EQ(readAstcHeader(m.data(), 4, 4).colorBits, 31u);
}

// Multi-partition CEMs: the selector form puts a class bit and two mode bits per partition, the
// high ones just below the weights.
TEST(Astc, PartitionEndpointModes) {
  Block b{};
  put(b, 0, 11, 0b00001010001);  // 16 trits: 26 weight bits, bits 102..127
  put(b, 11, 2, 1);              // two partitions
  // Selector 3 (classes 2 and 3): C0 = 0, C1 = 1, M0 = 1, M1 = 2 in bits 100..101.
  put(b, 23, 6, 3 | 0 << 2 | 1 << 3 | 1 << 4);
  put(b, 128 - 26 - 2, 2, 2);
  const AstcBlockHeader h = readAstcHeader(b.data(), 4, 4);
  EXPECT_EQ(h.illegal, "");
  EXPECT_EQ(h.endpointModes[0], 9);   // class 2, mode 1
  EXPECT_EQ(h.endpointModes[1], 14);  // class 3, mode 2: HDR
  EXPECT_FALSE(h.hdrPartition(0));
  EXPECT_TRUE(h.hdrPartition(1));
  EXPECT_EQ(h.colorIntegers, 14u);
}

// Every kind the fills write is what it says: legal kinds are legal LDR blocks of the n-th legal
// block mode, with 1-4 partitions; the specials are a legal void extent, then illegal or HDR
// encodings, every header reason of "Illegal Encodings" the footprint allows among them (the
// void extent whose low coordinate is not below its high one is left out: its result is open), HDR endpoints
// alone and beside an LDR partition. decodeAstcTexel throws where ARM's decoder calls a block an error that
// the header rules call legal.
TEST(Astc, BlockKindsAreWhatTheySay) {
  std::mt19937 rng(21);
  for (const FormatInfo& f : allFormats()) {
    if (f.compression != Compression::Astc || f.components[0].cls != NumClass::Unorm) continue;
    const std::vector<uint16_t>& modes = legalAstcBlockModes(f.blockWidth, f.blockHeight);
    const uint32_t kinds = astcBlockKinds(f.blockWidth, f.blockHeight);
    ASSERT_GT(kinds, modes.size() + 8) << f.name;
    std::array<uint32_t, 5> partitionCounts{};
    std::set<std::string> reasons;
    bool hdrAlone = false, hdrBesideLdr = false;
    for (uint32_t n = 0; n < kinds; ++n) {
      Block b = randomBlock(rng);
      setAstcBlockKind(b.data(), f.blockWidth, f.blockHeight, n);
      const AstcBlockHeader h = readAstcHeader(b.data(), f.blockWidth, f.blockHeight);
      if (n < modes.size()) {
        EXPECT_EQ(h.illegal, "") << f.name << " kind " << n;
        EXPECT_FALSE(h.anyHdrPartition()) << f.name << " kind " << n;
        EXPECT_EQ(uint32_t(b[0] | b[1] << 8) & 0x7FF, modes[n]) << f.name << " kind " << n;
        ++partitionCounts[h.partitions];
      } else if (n == modes.size()) {
        EXPECT_TRUE(h.voidExtent && h.illegal.empty() && !h.hdrVoidExtent) << f.name;
      } else {
        EXPECT_TRUE(!h.illegal.empty() || h.hdrVoidExtent || h.anyHdrPartition()) << f.name << " kind " << n;
        if (!h.illegal.empty()) reasons.insert(h.illegal);
        hdrAlone = hdrAlone || (h.illegal.empty() && h.partitions == 1 && h.anyHdrPartition());
        hdrBesideLdr = hdrBesideLdr ||
                       (h.illegal.empty() && h.partitions == 2 && h.hdrPartition(0) != h.hdrPartition(1));
      }
      for (uint32_t y = 0; y < f.blockHeight; ++y)
        for (uint32_t x = 0; x < f.blockWidth; ++x)
          ASSERT_NO_THROW(decodeCompressedTexel(f, b.data(), x, y)) << f.name << " kind " << n;
    }
    for (uint32_t p = 1; p <= 4; ++p) EXPECT_GT(partitionCounts[p], 10u) << f.name << " partitions " << p;
    EXPECT_TRUE(hdrAlone && hdrBesideLdr) << f.name;
    // The 9 header reasons; 12x12 has no grid wider than itself, 4x4 no legal grid of over 90 bits.
    const bool fewer = (f.blockWidth == 4 && f.blockHeight == 4) || f.blockHeight == 12;
    EXPECT_EQ(reasons.size(), fewer ? 8u : 9u) << f.name;
  }
}

// A block of two partitions, LDR RGB direct (CEM 8) beside HDR RGB direct (CEM 11): only the HDR
// partition's texels read the error colour ("a block which has both HDR and LDR endpoint modes
// assigned to different partitions is not an error block"). The partition of texel (x, y) is
// ARM's (its select_partition of the spec's hash), read at y * width + x: on 6x5, x * height + y
// would pick other texels.
TEST(Astc, HdrPartitionTexelsAloneReadTheErrorColour) {
  const FormatInfo& f = formatInfo(VK_FORMAT_ASTC_6x5_UNORM_BLOCK);
  std::mt19937 rng(5);
  astcenc_config config{};
  ASSERT_EQ(astcenc_config_init(ASTCENC_PRF_LDR, 6, 5, 1, ASTCENC_PRE_FASTEST, ASTCENC_FLG_DECOMPRESS_ONLY,
                                &config),
            ASTCENC_SUCCESS);
  astcenc_context* ctx = nullptr;
  ASSERT_EQ(astcenc_context_alloc(&config, 1, &ctx), ASTCENC_SUCCESS);
  uint32_t blocks = 0;
  for (uint32_t n = 0; blocks < 20 && n < 4000; ++n) {
    Block b = randomBlock(rng);
    setAstcBlockKind(b.data(), 6, 5, n);
    const AstcBlockHeader h = readAstcHeader(b.data(), 6, 5);
    if (!h.illegal.empty() || h.partitions != 2 || h.hdrPartition(0) == h.hdrPartition(1)) continue;
    astcenc_block_info info{};
    ASSERT_EQ(astcenc_get_block_info(ctx, b.data(), &info), ASTCENC_SUCCESS);
    std::array<uint32_t, 2> seen{};
    bool transposedDiffers = false;
    for (uint32_t y = 0; y < 5; ++y)
      for (uint32_t x = 0; x < 6; ++x) {
        const uint32_t p = info.partition_assignment[y * 6 + x];
        ++seen[p];
        transposedDiffers = transposedDiffers || info.partition_assignment[x * 5 + y] != p;
        const Rgba t = decodeCompressedTexel(f, b.data(), x, y);
        const bool error =
            checkFor(t.c[1]).accepts(floatToBits(0.0f)) && checkFor(t.c[1]).accepts(0x7FC00000u);
        EXPECT_EQ(error, h.hdrPartition(p)) << "block kind " << n << " texel " << x << "," << y;
      }
    if (seen[0] && seen[1] && transposedDiffers) ++blocks;
  }
  astcenc_context_free(ctx);
  EXPECT_GE(blocks, 5u);
}

TEST(Astc, LegalModeCounts) {
  // Counted from the 2D block mode table with the grid, 64-weight and 24..96-bit rules.
  EXPECT_EQ(legalAstcBlockModes(4, 4).size(), 145u);
  EXPECT_EQ(legalAstcBlockModes(8, 8).size(), 555u);
  EXPECT_EQ(legalAstcBlockModes(12, 12).size(), 775u);
}

// Random blocks, every footprint: the header rules and ARM's decoder agree, both ways, on which
// blocks are errors (HDR endpoints and HDR void extents are legal blocks to both).
TEST(Astc, RandomBlocksAgreeWithTheReferenceDecoder) {
  std::mt19937 rng(7);
  for (const FormatInfo& f : allFormats()) {
    if (f.compression != Compression::Astc || f.components[0].cls != NumClass::Unorm) continue;
    astcenc_config config{};
    ASSERT_EQ(astcenc_config_init(ASTCENC_PRF_LDR, f.blockWidth, f.blockHeight, 1, ASTCENC_PRE_FASTEST,
                                  ASTCENC_FLG_DECOMPRESS_ONLY, &config),
              ASTCENC_SUCCESS);
    astcenc_context* ctx = nullptr;
    ASSERT_EQ(astcenc_context_alloc(&config, 1, &ctx), ASTCENC_SUCCESS);
    uint32_t legal = 0;
    for (int i = 0; i < 20000; ++i) {
      Block b = randomBlock(rng);
      if (i % 2) setAstcBlockKind(b.data(), f.blockWidth, f.blockHeight, rng());  // legal ones too
      astcenc_block_info info{};
      ASSERT_EQ(astcenc_get_block_info(ctx, b.data(), &info), ASTCENC_SUCCESS);
      const AstcBlockHeader h = readAstcHeader(b.data(), f.blockWidth, f.blockHeight);
      ASSERT_EQ(h.illegal.empty(), !info.is_error_block) << f.name << " block " << i << ": " << h.illegal;
      legal += h.illegal.empty();
    }
    astcenc_context_free(ctx);
    EXPECT_GT(legal, 5000u) << f.name;
  }
}

// The model reads a block's bitstream through astcenc_get_block_info and applies the weights
// itself; the codec's own linear LDR decode with FP16-valued F32 output is decode_float16 in every
// release, so the two must agree bit for bit on every texel of random blocks, every footprint
// (where the model reads the error colour, the codec returns NaNs or its magenta).
TEST(Astc, LinearDecodeEqualsTheCodecsDecodeFloat16) {
  std::mt19937 rng(11);
  for (const FormatInfo& f : allFormats()) {
    if (f.compression != Compression::Astc || f.components[0].cls != NumClass::Unorm) continue;
    const uint32_t w = f.blockWidth, h = f.blockHeight;
    astcenc_config config{};
    ASSERT_EQ(astcenc_config_init(ASTCENC_PRF_LDR, w, h, 1, ASTCENC_PRE_FASTEST, ASTCENC_FLG_DECOMPRESS_ONLY,
                                  &config),
              ASTCENC_SUCCESS);
    astcenc_context* ctx = nullptr;
    ASSERT_EQ(astcenc_context_alloc(&config, 1, &ctx), ASTCENC_SUCCESS);
    std::vector<float> out(w * h * 4);
    uint32_t compared = 0;
    for (uint32_t n = 0; n < 600; ++n) {
      Block b = randomBlock(rng);
      setAstcBlockKind(b.data(), w, h, n % 3 ? rng() : n);
      clearAstcVoidExtent(b.data());
      void* slice = out.data();
      astcenc_image image{w, h, 1, ASTCENC_TYPE_F32, &slice};
      const astcenc_swizzle identity{ASTCENC_SWZ_R, ASTCENC_SWZ_G, ASTCENC_SWZ_B, ASTCENC_SWZ_A};
      ASSERT_EQ(astcenc_decompress_image(ctx, b.data(), b.size(), &image, &identity, 0), ASTCENC_SUCCESS);
      ASSERT_EQ(astcenc_decompress_reset(ctx), ASTCENC_SUCCESS);
      for (uint32_t i = 0; i < w * h; ++i) {
        const AstcTexel t = decodeAstcTexel(b.data(), w, h, false, i % w, i / w);
        for (int c = 0; c < 4; ++c) {
          const float codec = out[4 * i + c];
          if (t.error)  // the codec's error texels: NaNs, or magenta from 0xFF00 stand-in endpoints
            EXPECT_TRUE(std::isnan(codec) || (c == 1 ? codec == 0.0f : codec > 0.99f))
                << f.name << " block " << n << " texel " << i;
          else
            ASSERT_EQ(floatToBits(t.float16[c]), floatToBits(codec))
                << f.name << " block " << n << " texel " << i;
          compared += !t.error;
        }
      }
    }
    astcenc_context_free(ctx);
    EXPECT_GT(compared, 4u * w * h * 300) << f.name;
  }
}

// FNV-1a over every field a decoded texel has.
struct Digest {
  uint64_t h = 14695981039346656037ull;
  void add(uint32_t v) {
    for (int i = 0; i < 4; ++i) h = (h ^ ((v >> (8 * i)) & 0xFF)) * 1099511628211ull;
  }
  void add(const AstcTexel& t) {
    add(uint32_t(t.error) | uint32_t(t.open) << 1);
    for (int c = 0; c < 4; ++c) add(t.c[c]), add(floatToBits(t.float16[c])), add(t.top8[c]);
  }
};

// Every expectation of the ASTC model, on every block kind the fills write and on random bits, in
// both operation modes and under the fault that plays linear sRGB endpoints, hashed: the same
// value with Debian 12's astcenc 4.2 and Debian 13's 5.2 (.ci/run runs README command (b) in a
// fresh root of each). When the model stopped taking values from the codec's output, its
// expectations were compared with the earlier model's on 4.2, texel by texel: identical.
TEST(Astc, ExpectationsAreTheSameWithEveryAstcencRelease) {
  std::mt19937 rng(3);
  ModelFaults linearSrgb;
  linearSrgb.astcSrgbLinearEndpoints = true;
  Digest d;
  uint32_t texels = 0;
  for (const FormatInfo& f : allFormats()) {
    if (f.compression != Compression::Astc) continue;
    const uint32_t w = f.blockWidth, h = f.blockHeight;
    const bool srgb = f.components[0].cls == NumClass::Srgb;
    const uint32_t kinds = astcBlockKinds(w, h);
    for (uint32_t n = 0; n < kinds + 64; ++n) {
      Block b = randomBlock(rng);
      if (n < kinds) setAstcBlockKind(b.data(), w, h, n);
      for (uint32_t i = 0; i < w * h; ++i) {
        d.add(decodeAstcTexel(b.data(), w, h, srgb, i % w, i / w));
        if (srgb) d.add(decodeAstcTexel(b.data(), w, h, srgb, i % w, i / w, linearSrgb));
        ++texels;
      }
    }
  }
  EXPECT_GT(texels, 500000u);
  EXPECT_EQ(d.h, 0x20ca062cbfcb1902ull) << "digest 0x" << std::hex << d.h;
}

}  // namespace
}  // namespace vktexel::model
