#include "representatives.h"

#include <cstring>

namespace vktexel::cases {

const std::vector<const char*>& layoutRepresentativeNames() {
  static const std::vector<const char*> names = {
      "r8_unorm",                  // one byte
      "r8g8b8a8_unorm",            // four bytes, RGBA order
      "b8g8r8a8_srgb",             // BGRA order, sRGB decode
      "r8g8b8_unorm",              // three-byte texels
      "r16g16b16_unorm",           // six-byte texels
      "r32g32b32_sfloat",          // twelve-byte texels
      "r16g16_sint",               // signed integers
      "r32_uint",                  // 32-bit unsigned integers
      "r16g16b16a16_sfloat",       // half floats
      "r32g32b32a32_sfloat",       // sixteen-byte texels
      "r5g6b5_unorm_pack16",       // 16-bit packed
      "a2b10g10r10_unorm_pack32",  // 32-bit packed
      "b10g11r11_ufloat_pack32",   // packed small floats
      "e5b9g9r9_ufloat_pack32",    // shared exponent
      "bc1_rgba_unorm_block",      // 8-byte blocks
      "bc3_unorm_block",           // 16-byte blocks
      "d32_sfloat",                // depth
      "s8_uint",                   // stencil
      "d24_unorm_s8_uint_depth",   // one aspect of a combined depth/stencil format
  };
  return names;
}

bool isLayoutRepresentative(const model::FormatInfo& f) {
  for (const char* name : layoutRepresentativeNames())
    if (std::strcmp(f.name, name) == 0) return true;
  return false;
}

}  // namespace vktexel::cases
