// ETC2 and EAC block decoding, as the Khronos Data Format Specification 1.4 gives it ("ETC2
// Compressed Texture Image Formats"): 64-bit blocks read big-endian, texels in column order
// (texel (x, y) is pixel x * 4 + y).
#pragma once

#include "model/faults.h"

#include <array>
#include <cstdint>

namespace vktexel::model {

enum class Etc2Mode : uint8_t { Individual, Differential, T, H, Planar };

// RGB ETC2 ("Format RGB ETC2"), or with punch-through alpha ("Format RGB ETC2 with punchthrough
// alpha": bit 33 is the opaque bit, not the diff bit). Codes 0..255; alpha 255, or 0 with RGB 0
// for a punch-through texel whose pixel index is 2 in a non-opaque block.
struct Etc2Texel {
  Etc2Mode mode = Etc2Mode::Individual;
  std::array<uint8_t, 4> rgba{};
};
Etc2Texel decodeEtc2(const uint8_t* block, uint32_t x, uint32_t y, bool punchthrough,
                     const ModelFaults& faults = {});

// Rewrites the mode-selecting bits of a random ETC2 block so it decodes in `mode`, keeping every
// bit that mode reads as data: the overflow that picks T, H or planar is forced through the bits
// those modes leave free, and a differential block whose sums overflow gets a zero delta there.
// `opaque` sets bit 33 (the diff bit of RGB ETC2, which Individual clears; the opaque bit of
// punch-through blocks, which have no Individual mode).
void setEtc2Mode(uint8_t* block, Etc2Mode mode, bool opaque);

// Constant blocks, every texel the same. ETC2: differential mode with zero deltas, both tables 0
// and every pixel index 0 (modifier +2), so channel c is clamp255(extend5(rgb5[c]) + 2); bit 33
// set (also the opaque bit of punch-through blocks). EAC: base codeword `base`, multiplier 1,
// table 13 and every index 4, whose modifier is 0: alpha is `base`, R11 base * 8 + 4 (signed:
// base * 8).
void setEtc2Constant(uint8_t* block, std::array<uint8_t, 3> rgb5);
void setEacConstant(uint8_t* block, uint8_t base);

// EAC: the 8-bit alpha of RGBA ETC2 ("Format RGBA ETC2": clamp255(base + modifier x multiplier)),
// and the 11-bit R11 value ("Format Unsigned R11 EAC": 0..2047; "Format Signed R11 EAC":
// -1023..1023; a multiplier of 0 counts as 1/8).
uint8_t decodeEacAlpha(const uint8_t* block, uint32_t x, uint32_t y);
int32_t decodeEac11(const uint8_t* block, uint32_t x, uint32_t y, bool isSigned,
                    const ModelFaults& faults = {});

}  // namespace vktexel::model
