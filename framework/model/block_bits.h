// Bit fields of a compressed block whose bits are numbered little-endian (bit 0 is the low bit of
// byte 0), as BPTC and ASTC number them.
#pragma once

#include <cstdint>

namespace vktexel::model {

inline uint32_t blockBits(const uint8_t* b, uint32_t lo, uint32_t n) {
  uint32_t v = 0;
  for (uint32_t i = 0; i < n; ++i) v |= uint32_t((b[(lo + i) / 8] >> ((lo + i) % 8)) & 1) << i;
  return v;
}

inline void setBlockBits(uint8_t* b, uint32_t lo, uint32_t n, uint32_t v) {
  for (uint32_t i = 0; i < n; ++i) {
    const uint32_t bit = lo + i;
    b[bit / 8] = uint8_t((b[bit / 8] & ~(1u << (bit % 8))) | (((v >> i) & 1) << (bit % 8)));
  }
}

}  // namespace vktexel::model
