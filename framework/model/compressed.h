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
// block shows where it came from: BC1-BC3 with equal colour endpoints (R = x, G = y, B = level and
// slice in RGB565; BC2/BC3 alpha: slice and level), BC4/BC5 with equal endpoints, ASTC a void
// extent (R, G: the low 8 bits of x and y; B: level and slice). All indices 0. The values differ
// between blocks of an image within 32 blocks a row and 64 rows (BC1-BC3), 256 (ASTC), 8 layers
// or slices and 4 levels (BC) or 32 layers and 8 levels (ASTC): the suite's images stay within.
// Returns false, leaving the block alone, for the other families (BC6H, BC7, ETC2/EAC: no fill
// writes such blocks yet).
struct BlockPlace {
  uint32_t x, y, slice, level;  // block coordinates; slice: the layer, or the z of a 3D image
};
bool setPositionBlock(const FormatInfo& f, uint8_t* block, const BlockPlace& p);

}  // namespace vktexel::model
