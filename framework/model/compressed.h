// One texel of a block-compressed format, by family: BC1-BC5 (bc.h), BC6H and BC7 (bptc.h, both
// bit-exact), ETC2/EAC (etc.h) and ASTC (astc.h), with the precision each family's definition
// allows.
#pragma once

#include "model/codec.h"
#include "model/faults.h"
#include "model/formats.h"

namespace vktexel::model {

// Texel (x, y) of the block at `block`, x < f.blockWidth, y < f.blockHeight.
Rgba decodeCompressedTexel(const FormatInfo& f, const uint8_t* block, uint32_t x, uint32_t y,
                           const ModelFaults& faults = {});

// The EveryBlockMode fill: block n of a BC6H/BC7 image takes the n-th (partitioned mode,
// partition) pair (bptc.h setBptcPartition); of an ETC2 image the n-th mode (individual,
// differential, T, H, planar; punch-through: the four modes with and without the opaque bit),
// its other bits random; of an ASTC image the n-th kind of astc.h setAstcBlockKind (every legal
// block mode, then the void-extent, illegal and HDR encodings). Other formats: no change, and
// blockModes() is 0.
void setBlockMode(const FormatInfo& f, uint8_t* block, uint32_t n);
uint32_t blockModes(const FormatInfo& f);

// A block whose texels all decode to one value naming the block's place, so a read of the wrong
// block shows where it came from. All indices are equal; each family's constant block carries
// the place in its endpoints:
//   BC1-BC3  colour endpoints equal, RGB565 = (x, y, level and slice); BC2/BC3 alpha: slice, level
//   BC4/BC5  equal endpoints: (x, y) in BC4's one channel, (x, level) and (y, slice) in BC5's two
//   BC6H     mode 11, endpoint 0 = (x, y, level and slice) in 9 bits each
//   BC7      mode 6, 7 bits each of x, y, level and slice (alpha opaque)
//   ETC2     differential, 5-bit base colours (x, y, level and slice); RGBA8 alpha as BC3's
//   EAC      base codeword (x, y) for R11, (x, level) and (y, slice) for RG11, one bit fewer of x
//            and y in the signed formats
//   ASTC     a void extent: R, G the low 8 bits of x and y; B: level and slice
// Each place field keeps only its low bits (BC1-BC3 and ETC2: 32 blocks a row, 8 slices, 4 levels;
// EAC R11: 8 or 16 blocks a row and 16 rows): beyond them values repeat (a 3D image's slice 8
// reads like slice 0), which blurs the diagnosis of such a read, never the check. Returns false,
// leaving the block alone, for uncompressed formats.
struct BlockPlace {
  uint32_t x, y, slice, level;  // block coordinates; slice: the layer, or the z of a 3D image
};
bool setPositionBlock(const FormatInfo& f, uint8_t* block, const BlockPlace& p);

}  // namespace vktexel::model
