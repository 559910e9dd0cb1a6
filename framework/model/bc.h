// BC1-BC5 block decoding (Khronos Data Format Specification, S3TC and RGTC chapters): the value
// of one texel of a 4x4 block, with the range of results an implementation may return. BC6H and
// BC7 are model/bptc.h, read into texels by model/compressed.h.
#pragma once

#include "model/codec.h"
#include "model/formats.h"

namespace vktexel::model {

// Texel (x, y), 0..3 each, of the block at `block`. Each component carries its accepted range:
// BC2's explicit alpha and RGTC endpoints exactly (one ULP); 5:6:5 colours and interpolated
// values within two codes of the channel (2/255, 2/127 for SNORM), the rounding of 8-bit
// fixed-point decoders; sRGB after the EOTF of the encoded range.
Rgba decodeBcTexel(const FormatInfo& f, const uint8_t* block, uint32_t x, uint32_t y);

}  // namespace vktexel::model
