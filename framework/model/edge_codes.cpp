#include "model/edge_codes.h"

namespace vktexel::model {
namespace {

uint32_t maxCode(int bits) {
  return bits == 32 ? 0xffffffffu : (1u << bits) - 1u;
}

std::vector<uint32_t> floatEdges(int bits) {
  if (bits == 32)
    return {0x00000000u, 0x80000000u, 0x7f800000u, 0xff800000u, 0x7fc00000u,
            0x00000001u, 0x807fffffu, 0x7f7fffffu, 0xff7fffffu};
  return {0x0000u, 0x8000u, 0x7c00u, 0xfc00u, 0x7e00u, 0x0001u, 0x83ffu, 0x7bffu, 0xfbffu};
}

// 10- and 11-bit unsigned floats: 5-bit exponent, no sign.
std::vector<uint32_t> ufloatEdges(int bits) {
  const int mantissa = bits - 5;
  const uint32_t inf = 31u << mantissa;
  return {0u, inf, inf | 1u, inf - 1u, 1u, (1u << mantissa) - 1u};
}

}  // namespace

std::vector<uint32_t> edgeCodes(const ComponentLayout& c) {
  const uint32_t max = maxCode(c.bits);
  const uint32_t signBit = c.bits == 32 ? 0x80000000u : 1u << (c.bits - 1);
  if (c.channel == Channel::D) {
    if (c.cls == NumClass::Sfloat) return {0x00000000u, 0x3f800000u, 0x3f000000u, 0x3f7fffffu, 0x00800000u};
    return {0u, max, signBit, 1u, max - 1u};
  }
  switch (c.cls) {
    case NumClass::Unorm:
    case NumClass::Srgb:
    case NumClass::Uint:
    case NumClass::Uscaled: return {0u, max, 1u, max - 1u, signBit};
    case NumClass::Snorm:
    case NumClass::Sint:
    case NumClass::Sscaled: return {signBit, signBit + 1u, 0u, signBit - 1u, max, 1u};
    case NumClass::Sfloat: return floatEdges(c.bits);
    case NumClass::Ufloat: return ufloatEdges(c.bits);
    case NumClass::SharedExp: return {};
  }
  return {};
}

}  // namespace vktexel::model
