// Position blocks (compressed.h setPositionBlock): each family's constant block decodes to the
// value worked out by hand from its KDFS layout, every texel of it alike, and a block from a
// neighbouring place (the wrong-block reads a driver makes) is rejected by the block's check.
#include "model/bptc.h"
#include "model/codec.h"
#include "model/compressed.h"
#include "model/etc.h"
#include "model/expectation.h"

#include <gtest/gtest.h>

#include <array>
#include <cmath>
#include <vector>

namespace vktexel::model {
namespace {

using Block = std::array<uint8_t, 16>;

Block positionBlock(const FormatInfo& f, const BlockPlace& p) {
  Block b{};
  EXPECT_TRUE(setPositionBlock(f, b.data(), p)) << f.name;
  return b;
}

// Whether `expected`'s check accepts `got` in every component.
bool acceptsAll(const Rgba& expected, const Rgba& got) {
  for (int c = 0; c < 4; ++c)
    if (!checkFor(expected.c[c]).accepts(resultBits(got.c[c]))) return false;
  return true;
}

const BlockPlace kPlace{5, 6, 2, 1};  // x, y, slice, level

TEST(PositionBlock, Bc7Mode6EndpointsWithPBits) {
  const Block b = positionBlock(formatInfo(VK_FORMAT_BC7_UNORM_BLOCK), kPlace);
  const Bc7Texel t = decodeBc7(b.data(), 3, 2);
  EXPECT_EQ(t.mode, 6);
  // (v7 << 1) | 1: x 5 -> 11, y 6 -> 13, level 1 and slice 2 -> 0x12 -> 37; alpha 255.
  EXPECT_EQ(t.rgba, (std::array<uint8_t, 4>{11, 13, 37, 255}));
  EXPECT_NE(t.rgba[0], 10);  // a p-bit read as 0
}

TEST(PositionBlock, Bc6hMode11UnquantizedEndpoint) {
  const Block b = positionBlock(formatInfo(VK_FORMAT_BC6H_UFLOAT_BLOCK), kPlace);
  const Bc6hTexel u = decodeBc6h(b.data(), 1, 3, false);
  EXPECT_EQ(u.mode, 3);
  // e = v * 64 + 32 (10 bits unquantized), then (e * 31) >> 6: 5 -> 170, 6 -> 201, 34 -> 1069.
  EXPECT_EQ(u.half, (std::array<uint16_t, 3>{170, 201, 1069}));
  // Signed: the same unquantized endpoint, then (e * 31) >> 5: 5 -> 341.
  EXPECT_EQ(decodeBc6h(b.data(), 1, 3, true).half[0], 341);
}

TEST(PositionBlock, Etc2DifferentialBaseColours) {
  const Block b = positionBlock(formatInfo(VK_FORMAT_ETC2_R8G8B8_UNORM_BLOCK), kPlace);
  const Etc2Texel t = decodeEtc2(b.data(), 2, 3, false);
  EXPECT_EQ(t.mode, Etc2Mode::Differential);
  // extend5(v) + 2: 5 -> 43, 6 -> 51, level 1 and slice 2 -> 10 -> 84.
  EXPECT_EQ(t.rgba, (std::array<uint8_t, 4>{43, 51, 84, 255}));
  // With punch-through alpha, bit 33 is the opaque bit: still opaque.
  const Block p = positionBlock(formatInfo(VK_FORMAT_ETC2_R8G8B8A1_UNORM_BLOCK), kPlace);
  EXPECT_EQ(decodeEtc2(p.data(), 2, 3, true).rgba, t.rgba);
}

TEST(PositionBlock, EacZeroModifierLeavesTheBase) {
  const Block a = positionBlock(formatInfo(VK_FORMAT_ETC2_R8G8B8A8_UNORM_BLOCK), kPlace);
  EXPECT_EQ(decodeEacAlpha(a.data(), 1, 1), 0x21);  // slice 2, level 1
  const Block r = positionBlock(formatInfo(VK_FORMAT_EAC_R11_UNORM_BLOCK), kPlace);
  EXPECT_EQ(decodeEac11(r.data(), 3, 0, false), 0x56 * 8 + 4);
  const Block s = positionBlock(formatInfo(VK_FORMAT_EAC_R11_SNORM_BLOCK), kPlace);
  EXPECT_EQ(decodeEac11(s.data(), 3, 0, true), 0x56 * 8);
  const Block rg = positionBlock(formatInfo(VK_FORMAT_EAC_R11G11_SNORM_BLOCK), {17, 6, 2, 1});
  EXPECT_GT(decodeEac11(rg.data(), 0, 0, true), 0);  // x 17 masked to 4 bits: the base stays positive
}

// Every compressed format: one value per block, and a neighbour's value fails its check.
TEST(PositionBlock, EveryFormatConstantAndDistinctFromNeighbours) {
  uint32_t formats = 0;
  for (const FormatInfo& f : allFormats()) {
    if (!f.isCompressed()) continue;
    ++formats;
    for (const BlockPlace& p : {BlockPlace{0, 0, 0, 0}, kPlace, BlockPlace{14, 9, 3, 2}}) {
      const Block b = positionBlock(f, p);
      const Rgba first = decodeCompressedTexel(f, b.data(), 0, 0);
      for (uint32_t y = 0; y < f.blockHeight; ++y)
        for (uint32_t x = 0; x < f.blockWidth; ++x)
          EXPECT_TRUE(acceptsAll(first, decodeCompressedTexel(f, b.data(), x, y)))
              << f.name << " " << x << "," << y;
      std::vector<BlockPlace> neighbours = {{p.x + 1, p.y, p.slice, p.level},
                                            {p.x, p.y + 1, p.slice, p.level}};
      // BC4 and EAC R11 have one channel: x and y only.
      const bool oneChannel = f.compression == Compression::BC4 || f.compression == Compression::EacR11;
      if (!oneChannel) {
        neighbours.push_back({p.x, p.y, p.slice + 1, p.level});
        neighbours.push_back({p.x, p.y, p.slice, p.level + 1});
      }
      for (const BlockPlace& q : neighbours) {
        const Block other = positionBlock(f, q);
        EXPECT_FALSE(acceptsAll(first, decodeCompressedTexel(f, other.data(), 0, 0)))
            << f.name << " place " << p.x << "," << p.y << "," << p.slice << "," << p.level << " vs " << q.x
            << "," << q.y << "," << q.slice << "," << q.level;
      }
    }
  }
  EXPECT_GE(formats, 50u);  // BC1-BC7, ETC2/EAC and ASTC
}

}  // namespace
}  // namespace vktexel::model
