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

}  // namespace vktexel::model
