// What ARM's ASTC codec (Debian's libastcenc, astcenc.h) reads from one block's bitstream, and
// nothing it computes after that: the integer sequence decoding, colour endpoint decoding, partition
// hash and weight infill of the Khronos Data Format Specification, each exact integer arithmetic
// with one result. The model applies the weights itself (model/astc_weight_application.h), so no
// expected value depends on how a codec release rounds its output (astcenc 4.2 and 5.x round their
// 8-bit output differently).
//
// Only astcenc_get_block_info is used, with the linear LDR profile, which releases 4.2 to 5.6 fill
// the same way (their sources): endpoints as the FP16 value of the replicated 16-bit endpoint,
// weights as weight / 16. Both are checked exactly on every read (a value that is not one of those throws),
// and tests/astc_test.cpp checks the whole decode against the codec's own decode_float16 output.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

namespace vktexel::model {

struct AstcCodecBlock {
  bool errorBlock = false;     // the codec calls the block an error block
  bool constantBlock = false;  // a void-extent block: its colour is in the block's bits 64..127
  uint32_t partitions = 0;
  // endpoints[p][e][c]: endpoint e (0, 1) of partition p, channel c (R, G, B, A), as the 8-bit value
  // of "Color Endpoint Decoding"; zeros in a partition of an HDR mode, whose texels read the error
  // colour in the LDR operation modes.
  std::array<std::array<std::array<uint8_t, 4>, 2>, 4> endpoints{};
  // Per texel, y * width + x: its partition, and its effective weight 0..64 on each plane.
  std::vector<uint8_t> partition;
  std::array<std::vector<uint8_t>, 2> weight;
  int dualPlaneChannel = -1;  // the channel that takes plane 2's weights; -1 with one plane
};

// Throws std::runtime_error when the codec fails, std::logic_error when it returns a value the
// model cannot read back exactly.
AstcCodecBlock readAstcCodecBlock(const uint8_t* block, uint32_t blockWidth, uint32_t blockHeight);

}  // namespace vktexel::model
