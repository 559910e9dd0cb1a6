// BC7 and BC6H block decoding, bit-exact as the Khronos Data Format Specification 1.4 gives it
// ("BPTC Compressed Texture Image Formats": BC7 and BC6H sections; tables in bptc_tables.h).
#pragma once

#include "model/faults.h"

#include <array>
#include <cstdint>

namespace vktexel::model {

// BC7 (KDFS "BC7"): the texel's four 8-bit codes, after interpolation and rotation. A block whose
// low byte is 0 is reserved: "should return 0 for all channels of all texels, but may return 1.0
// in the A channel" (reserved = true).
struct Bc7Texel {
  bool reserved = false;
  uint8_t mode = 0;
  std::array<uint8_t, 4> rgba{};
};
Bc7Texel decodeBc7(const uint8_t* block, uint32_t x, uint32_t y, const ModelFaults& faults = {});

// BC6H (KDFS "BC6H"): the texel's R, G, B as binary16 bits after the final unquantization. A
// reserved mode (19, 23, 27, 31) decodes to (0.0, 0.0, 0.0, 1.0) (reserved = true).
struct Bc6hTexel {
  bool reserved = false;
  uint8_t mode = 0;
  std::array<uint16_t, 3> half{};
};
Bc6hTexel decodeBc6h(const uint8_t* block, uint32_t x, uint32_t y, bool isSigned,
                     const ModelFaults& faults = {});

// Rewrites a block's mode field so that random block bits reach every mode: `choice` picks one
// of BC7's 8 modes (2 in 17 each) or its reserved low byte 0 (1 in 17), or one of BC6H's 14
// modes (1 in 16 each) or a reserved one (2 in 16: 19, 23, 27 or 31). The other bits stay.
void setBptcMode(bool bc7, uint8_t* block, uint32_t choice);

// Rewrites a block's mode and partition fields to the n-th pair (n modulo the count) of BC7's
// partitioned modes (mode 0: 16 partitions; 1, 2, 3, 7: 64 each; 272 pairs) or BC6H's
// two-subset modes (10 modes of 32 partitions each; 320 pairs).
void setBptcPartition(bool bc7, uint8_t* block, uint32_t n);
uint32_t bptcPartitionPairs(bool bc7);

// Constant blocks, every texel the same (index 0 everywhere): BC7 mode 6 with both p-bits 1, so
// each channel decodes to (v7 << 1) | 1; BC6H mode 11 (one region, 10-bit endpoints, no
// transform), endpoint 0 = `endpoint` (below 512, so the signed format reads it positive too).
void setBc7Constant(uint8_t* block, std::array<uint8_t, 4> rgba7);
void setBc6hConstant(uint8_t* block, std::array<uint16_t, 3> endpoint);

// The mode number a BC6H block selects (reserved ones included), from its low 2 or 5 bits.
uint32_t bc6hModeNumber(const uint8_t* block);

}  // namespace vktexel::model
