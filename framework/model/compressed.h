// One texel of a block-compressed format, by family: BC1-BC7 (bc.h, bptc.h) and ETC2/EAC (etc.h),
// with the precision each family's definition allows.
#pragma once

#include "model/codec.h"
#include "model/faults.h"
#include "model/formats.h"

namespace vktexel::model {

// Texel (x, y), 0..3 each, of the block at `block`.
Rgba decodeCompressedTexel(const FormatInfo& f, const uint8_t* block, uint32_t x, uint32_t y,
                           const ModelFaults& faults = {});

}  // namespace vktexel::model
