// BC1-BC5 block decoding (Khronos Data Format Specification, S3TC and RGTC chapters): the value
// of one texel of a 4x4 block, with the range of results an implementation may return. BC6H and
// BC7 are model/bptc.h, read into texels by model/compressed.h.
#pragma once

#include "model/codec.h"
#include "model/formats.h"

namespace vktexel::model {

// Texel (x, y), 0..3 each, of the block at `block`. The letter (`citedBounds` false): the KDFS's
// exact palettes (c / 31, c / 63, (2 c0 + c1) / 3, RGTC's (6 r0 + r1) / 7 ...), one ULP; sRGB the
// exact EOTF of the palette value (with `citedBounds`, D3D11.3 §3.2.3.7's half code beyond the
// decode's tolerance: model/srgb_decode.h). With `citedBounds`:
// each component within D3D11.3 §19.5.2's error tolerance, |generated - reference| <
// absolute_error + 0.03 max(|e0 - e1|, |e0 promoted - e1 promoted|), absolute_error 1/255 for
// BC1-BC3 (BC2's explicit alpha too: "for all channels of all texels"), 1/65535 for BC4/BC5 UNORM
// and 1/32767 for SNORM; references 0, 1 and -1 exact, and so are BC4's endpoints and BC3 alpha's
// (19.5.8-19.5.10); BC1-BC3 sRGB may err by 1 UNORM8 ULP more on input to linearization (19.5.6).
// Quoted from the D3D11.3 Functional Specification (microsoft/DirectX-Specs, f37b0d6).
Rgba decodeBcTexel(const FormatInfo& f, const uint8_t* block, uint32_t x, uint32_t y,
                   bool citedBounds = false);
// The same with D3D's BC bound (19.5.2, 19.5.6) and its sRGB conversion bound (3.2.3.7) apart.
Rgba decodeBcTexel(const FormatInfo& f, const uint8_t* block, uint32_t x, uint32_t y, bool paletteBound,
                   bool srgbBound);

// The bound `citedBounds` applies, as reports name it.
extern const char* const kBcErrorTolerance;

}  // namespace vktexel::model
