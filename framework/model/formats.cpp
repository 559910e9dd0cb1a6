#include "model/formats.h"

#include <stdexcept>

namespace vktexel::model {
namespace {

using C = Channel;
using N = NumClass;

constexpr ComponentLayout comp(Channel ch, NumClass cls, uint8_t offset, uint8_t bits) {
  return ComponentLayout{ch, cls, offset, bits};
}

// Non-packed formats name bytes in address order, so component k of a b-bit format sits at bit k*b.
FormatInfo plain(VkFormat vk, const char* name, NumClass cls, uint8_t count, uint8_t bits, bool mandatory) {
  FormatInfo f{vk, name, uint8_t(count * bits / 8), count, {}, 0, mandatory};
  const Channel order[4] = {C::R, C::G, C::B, C::A};
  for (uint8_t k = 0; k < count; ++k) f.components[k] = comp(order[k], cls, uint8_t(k * bits), bits);
  return f;
}

std::vector<FormatInfo> buildTable() {
  std::vector<FormatInfo> t;
  // 8-bit per component.
  t.push_back(plain(VK_FORMAT_R8_UNORM, "r8_unorm", N::Unorm, 1, 8, true));
  t.push_back(plain(VK_FORMAT_R8G8_UNORM, "r8g8_unorm", N::Unorm, 2, 8, true));
  t.push_back(plain(VK_FORMAT_R8G8B8A8_UNORM, "r8g8b8a8_unorm", N::Unorm, 4, 8, true));
  t.push_back(plain(VK_FORMAT_R8_SNORM, "r8_snorm", N::Snorm, 1, 8, true));
  t.push_back(plain(VK_FORMAT_R8G8_SNORM, "r8g8_snorm", N::Snorm, 2, 8, true));
  t.push_back(plain(VK_FORMAT_R8G8B8A8_SNORM, "r8g8b8a8_snorm", N::Snorm, 4, 8, true));
  t.push_back(plain(VK_FORMAT_R8_UINT, "r8_uint", N::Uint, 1, 8, true));
  t.push_back(plain(VK_FORMAT_R8G8_UINT, "r8g8_uint", N::Uint, 2, 8, true));
  t.push_back(plain(VK_FORMAT_R8G8B8A8_UINT, "r8g8b8a8_uint", N::Uint, 4, 8, true));
  t.push_back(plain(VK_FORMAT_R8_SINT, "r8_sint", N::Sint, 1, 8, true));
  t.push_back(plain(VK_FORMAT_R8G8_SINT, "r8g8_sint", N::Sint, 2, 8, true));
  t.push_back(plain(VK_FORMAT_R8G8B8A8_SINT, "r8g8b8a8_sint", N::Sint, 4, 8, true));
  {
    FormatInfo f = plain(VK_FORMAT_R8G8B8A8_SRGB, "r8g8b8a8_srgb", N::Srgb, 4, 8, true);
    f.components[3].cls = N::Unorm;  // sRGB alpha stays linear
    t.push_back(f);
  }
  {
    FormatInfo f{VK_FORMAT_B8G8R8A8_UNORM, "b8g8r8a8_unorm", 4, 4, {}, 0, true};
    f.components[0] = comp(C::B, N::Unorm, 0, 8);  // byte 0 is blue
    f.components[1] = comp(C::G, N::Unorm, 8, 8);
    f.components[2] = comp(C::R, N::Unorm, 16, 8);
    f.components[3] = comp(C::A, N::Unorm, 24, 8);
    t.push_back(f);
  }
  // 16-bit per component. The 16-bit normalized formats are optional (SEMANTICS §4.2).
  t.push_back(plain(VK_FORMAT_R16_UNORM, "r16_unorm", N::Unorm, 1, 16, false));
  t.push_back(plain(VK_FORMAT_R16G16_UNORM, "r16g16_unorm", N::Unorm, 2, 16, false));
  t.push_back(plain(VK_FORMAT_R16G16B16A16_UNORM, "r16g16b16a16_unorm", N::Unorm, 4, 16, false));
  t.push_back(plain(VK_FORMAT_R16_UINT, "r16_uint", N::Uint, 1, 16, true));
  t.push_back(plain(VK_FORMAT_R16G16_UINT, "r16g16_uint", N::Uint, 2, 16, true));
  t.push_back(plain(VK_FORMAT_R16G16B16A16_UINT, "r16g16b16a16_uint", N::Uint, 4, 16, true));
  t.push_back(plain(VK_FORMAT_R16_SINT, "r16_sint", N::Sint, 1, 16, true));
  t.push_back(plain(VK_FORMAT_R16G16_SINT, "r16g16_sint", N::Sint, 2, 16, true));
  t.push_back(plain(VK_FORMAT_R16G16B16A16_SINT, "r16g16b16a16_sint", N::Sint, 4, 16, true));
  t.push_back(plain(VK_FORMAT_R16_SFLOAT, "r16_sfloat", N::Sfloat, 1, 16, true));
  t.push_back(plain(VK_FORMAT_R16G16_SFLOAT, "r16g16_sfloat", N::Sfloat, 2, 16, true));
  t.push_back(plain(VK_FORMAT_R16G16B16A16_SFLOAT, "r16g16b16a16_sfloat", N::Sfloat, 4, 16, true));
  // 32-bit per component.
  t.push_back(plain(VK_FORMAT_R32_UINT, "r32_uint", N::Uint, 1, 32, true));
  t.push_back(plain(VK_FORMAT_R32G32_UINT, "r32g32_uint", N::Uint, 2, 32, true));
  t.push_back(plain(VK_FORMAT_R32G32B32A32_UINT, "r32g32b32a32_uint", N::Uint, 4, 32, true));
  t.push_back(plain(VK_FORMAT_R32_SINT, "r32_sint", N::Sint, 1, 32, true));
  t.push_back(plain(VK_FORMAT_R32G32_SINT, "r32g32_sint", N::Sint, 2, 32, true));
  t.push_back(plain(VK_FORMAT_R32G32B32A32_SINT, "r32g32b32a32_sint", N::Sint, 4, 32, true));
  t.push_back(plain(VK_FORMAT_R32_SFLOAT, "r32_sfloat", N::Sfloat, 1, 32, true));
  t.push_back(plain(VK_FORMAT_R32G32_SFLOAT, "r32g32_sfloat", N::Sfloat, 2, 32, true));
  t.push_back(plain(VK_FORMAT_R32G32B32A32_SFLOAT, "r32g32b32a32_sfloat", N::Sfloat, 4, 32, true));
  // Packed formats name components from the most significant bit down (SEMANTICS §4.1, trap 10).
  {
    FormatInfo f{VK_FORMAT_A2B10G10R10_UNORM_PACK32, "a2b10g10r10_unorm_pack32", 4, 4, {}, 0, true};
    f.components[0] = comp(C::R, N::Unorm, 0, 10);
    f.components[1] = comp(C::G, N::Unorm, 10, 10);
    f.components[2] = comp(C::B, N::Unorm, 20, 10);
    f.components[3] = comp(C::A, N::Unorm, 30, 2);
    t.push_back(f);
  }
  {
    FormatInfo f{VK_FORMAT_B10G11R11_UFLOAT_PACK32, "b10g11r11_ufloat_pack32", 4, 3, {}, 0, true};
    f.components[0] = comp(C::R, N::Ufloat, 0, 11);
    f.components[1] = comp(C::G, N::Ufloat, 11, 11);
    f.components[2] = comp(C::B, N::Ufloat, 22, 10);
    t.push_back(f);
  }
  {
    FormatInfo f{VK_FORMAT_E5B9G9R9_UFLOAT_PACK32, "e5b9g9r9_ufloat_pack32", 4, 3, {}, 27, true};
    f.components[0] = comp(C::R, N::SharedExp, 0, 9);
    f.components[1] = comp(C::G, N::SharedExp, 9, 9);
    f.components[2] = comp(C::B, N::SharedExp, 18, 9);
    t.push_back(f);
  }
  {
    FormatInfo f{VK_FORMAT_R5G6B5_UNORM_PACK16, "r5g6b5_unorm_pack16", 2, 3, {}, 0, true};
    f.components[0] = comp(C::R, N::Unorm, 11, 5);
    f.components[1] = comp(C::G, N::Unorm, 5, 6);
    f.components[2] = comp(C::B, N::Unorm, 0, 5);
    t.push_back(f);
  }
  return t;
}

}  // namespace

SampledType FormatInfo::sampledType() const {
  switch (components[0].cls) {
    case N::Uint:
      return SampledType::Uint;
    case N::Sint:
      return SampledType::Sint;
    default:
      return SampledType::Float;
  }
}

bool FormatInfo::hasChannel(Channel c) const {
  for (uint8_t k = 0; k < componentCount; ++k)
    if (components[k].channel == c) return true;
  return false;
}

bool FormatInfo::isPacked() const {
  return std::string(name).find("_pack") != std::string::npos;
}

bool FormatInfo::isDepthStencil() const {
  return hasChannel(Channel::D) || hasChannel(Channel::S);
}

const std::vector<FormatInfo>& allFormats() {
  static const std::vector<FormatInfo> table = buildTable();
  return table;
}

const FormatInfo* findFormat(VkFormat vk) {
  for (const FormatInfo& f : allFormats())
    if (f.vk == vk) return &f;
  return nullptr;
}

const FormatInfo* findFormat(const std::string& name) {
  for (const FormatInfo& f : allFormats())
    if (name == f.name) return &f;
  return nullptr;
}

const FormatInfo& formatInfo(VkFormat vk) {
  if (const FormatInfo* f = findFormat(vk)) return *f;
  throw std::invalid_argument("format " + std::to_string(int(vk)) + " is not in the vktexel format table");
}

const char* toString(NumClass c) {
  switch (c) {
    case N::Unorm:
      return "UNORM";
    case N::Snorm:
      return "SNORM";
    case N::Uint:
      return "UINT";
    case N::Sint:
      return "SINT";
    case N::Sfloat:
      return "SFLOAT";
    case N::Ufloat:
      return "UFLOAT";
    case N::Srgb:
      return "SRGB";
    case N::SharedExp:
      return "SHAREDEXP";
  }
  return "?";
}

const char* toString(SampledType t) {
  switch (t) {
    case SampledType::Float:
      return "float";
    case SampledType::Sint:
      return "int";
    case SampledType::Uint:
      return "uint";
  }
  return "?";
}

}  // namespace vktexel::model
