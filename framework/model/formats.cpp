#include "model/formats.h"

#include <cctype>
#include <stdexcept>

namespace vktexel::model {
namespace {

using C = Channel;
using N = NumClass;

// One table row: the Vulkan enumerant and its name. Everything else is read off the name, which
// Vulkan defines precisely: non-packed formats list components in byte-address order; *_PACKnn
// formats list them from the most significant bit down; in *_SRGB formats alpha stays linear.
struct Row {
  VkFormat vk;
  const char* name;
};

const Row kRows[] = {
    {VK_FORMAT_R4G4_UNORM_PACK8, "r4g4_unorm_pack8"},
    {VK_FORMAT_R4G4B4A4_UNORM_PACK16, "r4g4b4a4_unorm_pack16"},
    {VK_FORMAT_B4G4R4A4_UNORM_PACK16, "b4g4r4a4_unorm_pack16"},
    {VK_FORMAT_R5G6B5_UNORM_PACK16, "r5g6b5_unorm_pack16"},
    {VK_FORMAT_B5G6R5_UNORM_PACK16, "b5g6r5_unorm_pack16"},
    {VK_FORMAT_R5G5B5A1_UNORM_PACK16, "r5g5b5a1_unorm_pack16"},
    {VK_FORMAT_B5G5R5A1_UNORM_PACK16, "b5g5r5a1_unorm_pack16"},
    {VK_FORMAT_A1R5G5B5_UNORM_PACK16, "a1r5g5b5_unorm_pack16"},
    {VK_FORMAT_R8_UNORM, "r8_unorm"},
    {VK_FORMAT_R8_SNORM, "r8_snorm"},
    {VK_FORMAT_R8_USCALED, "r8_uscaled"},
    {VK_FORMAT_R8_SSCALED, "r8_sscaled"},
    {VK_FORMAT_R8_UINT, "r8_uint"},
    {VK_FORMAT_R8_SINT, "r8_sint"},
    {VK_FORMAT_R8_SRGB, "r8_srgb"},
    {VK_FORMAT_R8G8_UNORM, "r8g8_unorm"},
    {VK_FORMAT_R8G8_SNORM, "r8g8_snorm"},
    {VK_FORMAT_R8G8_USCALED, "r8g8_uscaled"},
    {VK_FORMAT_R8G8_SSCALED, "r8g8_sscaled"},
    {VK_FORMAT_R8G8_UINT, "r8g8_uint"},
    {VK_FORMAT_R8G8_SINT, "r8g8_sint"},
    {VK_FORMAT_R8G8_SRGB, "r8g8_srgb"},
    {VK_FORMAT_R8G8B8_UNORM, "r8g8b8_unorm"},
    {VK_FORMAT_R8G8B8_SNORM, "r8g8b8_snorm"},
    {VK_FORMAT_R8G8B8_USCALED, "r8g8b8_uscaled"},
    {VK_FORMAT_R8G8B8_SSCALED, "r8g8b8_sscaled"},
    {VK_FORMAT_R8G8B8_UINT, "r8g8b8_uint"},
    {VK_FORMAT_R8G8B8_SINT, "r8g8b8_sint"},
    {VK_FORMAT_R8G8B8_SRGB, "r8g8b8_srgb"},
    {VK_FORMAT_B8G8R8_UNORM, "b8g8r8_unorm"},
    {VK_FORMAT_B8G8R8_SNORM, "b8g8r8_snorm"},
    {VK_FORMAT_B8G8R8_USCALED, "b8g8r8_uscaled"},
    {VK_FORMAT_B8G8R8_SSCALED, "b8g8r8_sscaled"},
    {VK_FORMAT_B8G8R8_UINT, "b8g8r8_uint"},
    {VK_FORMAT_B8G8R8_SINT, "b8g8r8_sint"},
    {VK_FORMAT_B8G8R8_SRGB, "b8g8r8_srgb"},
    {VK_FORMAT_R8G8B8A8_UNORM, "r8g8b8a8_unorm"},
    {VK_FORMAT_R8G8B8A8_SNORM, "r8g8b8a8_snorm"},
    {VK_FORMAT_R8G8B8A8_USCALED, "r8g8b8a8_uscaled"},
    {VK_FORMAT_R8G8B8A8_SSCALED, "r8g8b8a8_sscaled"},
    {VK_FORMAT_R8G8B8A8_UINT, "r8g8b8a8_uint"},
    {VK_FORMAT_R8G8B8A8_SINT, "r8g8b8a8_sint"},
    {VK_FORMAT_R8G8B8A8_SRGB, "r8g8b8a8_srgb"},
    {VK_FORMAT_B8G8R8A8_UNORM, "b8g8r8a8_unorm"},
    {VK_FORMAT_B8G8R8A8_SNORM, "b8g8r8a8_snorm"},
    {VK_FORMAT_B8G8R8A8_USCALED, "b8g8r8a8_uscaled"},
    {VK_FORMAT_B8G8R8A8_SSCALED, "b8g8r8a8_sscaled"},
    {VK_FORMAT_B8G8R8A8_UINT, "b8g8r8a8_uint"},
    {VK_FORMAT_B8G8R8A8_SINT, "b8g8r8a8_sint"},
    {VK_FORMAT_B8G8R8A8_SRGB, "b8g8r8a8_srgb"},
    {VK_FORMAT_A8B8G8R8_UNORM_PACK32, "a8b8g8r8_unorm_pack32"},
    {VK_FORMAT_A8B8G8R8_SNORM_PACK32, "a8b8g8r8_snorm_pack32"},
    {VK_FORMAT_A8B8G8R8_USCALED_PACK32, "a8b8g8r8_uscaled_pack32"},
    {VK_FORMAT_A8B8G8R8_SSCALED_PACK32, "a8b8g8r8_sscaled_pack32"},
    {VK_FORMAT_A8B8G8R8_UINT_PACK32, "a8b8g8r8_uint_pack32"},
    {VK_FORMAT_A8B8G8R8_SINT_PACK32, "a8b8g8r8_sint_pack32"},
    {VK_FORMAT_A8B8G8R8_SRGB_PACK32, "a8b8g8r8_srgb_pack32"},
    {VK_FORMAT_A2R10G10B10_UNORM_PACK32, "a2r10g10b10_unorm_pack32"},
    {VK_FORMAT_A2R10G10B10_SNORM_PACK32, "a2r10g10b10_snorm_pack32"},
    {VK_FORMAT_A2R10G10B10_USCALED_PACK32, "a2r10g10b10_uscaled_pack32"},
    {VK_FORMAT_A2R10G10B10_SSCALED_PACK32, "a2r10g10b10_sscaled_pack32"},
    {VK_FORMAT_A2R10G10B10_UINT_PACK32, "a2r10g10b10_uint_pack32"},
    {VK_FORMAT_A2R10G10B10_SINT_PACK32, "a2r10g10b10_sint_pack32"},
    {VK_FORMAT_A2B10G10R10_UNORM_PACK32, "a2b10g10r10_unorm_pack32"},
    {VK_FORMAT_A2B10G10R10_SNORM_PACK32, "a2b10g10r10_snorm_pack32"},
    {VK_FORMAT_A2B10G10R10_USCALED_PACK32, "a2b10g10r10_uscaled_pack32"},
    {VK_FORMAT_A2B10G10R10_SSCALED_PACK32, "a2b10g10r10_sscaled_pack32"},
    {VK_FORMAT_A2B10G10R10_UINT_PACK32, "a2b10g10r10_uint_pack32"},
    {VK_FORMAT_A2B10G10R10_SINT_PACK32, "a2b10g10r10_sint_pack32"},
    {VK_FORMAT_R16_UNORM, "r16_unorm"},
    {VK_FORMAT_R16_SNORM, "r16_snorm"},
    {VK_FORMAT_R16_USCALED, "r16_uscaled"},
    {VK_FORMAT_R16_SSCALED, "r16_sscaled"},
    {VK_FORMAT_R16_UINT, "r16_uint"},
    {VK_FORMAT_R16_SINT, "r16_sint"},
    {VK_FORMAT_R16_SFLOAT, "r16_sfloat"},
    {VK_FORMAT_R16G16_UNORM, "r16g16_unorm"},
    {VK_FORMAT_R16G16_SNORM, "r16g16_snorm"},
    {VK_FORMAT_R16G16_USCALED, "r16g16_uscaled"},
    {VK_FORMAT_R16G16_SSCALED, "r16g16_sscaled"},
    {VK_FORMAT_R16G16_UINT, "r16g16_uint"},
    {VK_FORMAT_R16G16_SINT, "r16g16_sint"},
    {VK_FORMAT_R16G16_SFLOAT, "r16g16_sfloat"},
    {VK_FORMAT_R16G16B16_UNORM, "r16g16b16_unorm"},
    {VK_FORMAT_R16G16B16_SNORM, "r16g16b16_snorm"},
    {VK_FORMAT_R16G16B16_USCALED, "r16g16b16_uscaled"},
    {VK_FORMAT_R16G16B16_SSCALED, "r16g16b16_sscaled"},
    {VK_FORMAT_R16G16B16_UINT, "r16g16b16_uint"},
    {VK_FORMAT_R16G16B16_SINT, "r16g16b16_sint"},
    {VK_FORMAT_R16G16B16_SFLOAT, "r16g16b16_sfloat"},
    {VK_FORMAT_R16G16B16A16_UNORM, "r16g16b16a16_unorm"},
    {VK_FORMAT_R16G16B16A16_SNORM, "r16g16b16a16_snorm"},
    {VK_FORMAT_R16G16B16A16_USCALED, "r16g16b16a16_uscaled"},
    {VK_FORMAT_R16G16B16A16_SSCALED, "r16g16b16a16_sscaled"},
    {VK_FORMAT_R16G16B16A16_UINT, "r16g16b16a16_uint"},
    {VK_FORMAT_R16G16B16A16_SINT, "r16g16b16a16_sint"},
    {VK_FORMAT_R16G16B16A16_SFLOAT, "r16g16b16a16_sfloat"},
    {VK_FORMAT_R32_UINT, "r32_uint"},
    {VK_FORMAT_R32_SINT, "r32_sint"},
    {VK_FORMAT_R32_SFLOAT, "r32_sfloat"},
    {VK_FORMAT_R32G32_UINT, "r32g32_uint"},
    {VK_FORMAT_R32G32_SINT, "r32g32_sint"},
    {VK_FORMAT_R32G32_SFLOAT, "r32g32_sfloat"},
    {VK_FORMAT_R32G32B32_UINT, "r32g32b32_uint"},
    {VK_FORMAT_R32G32B32_SINT, "r32g32b32_sint"},
    {VK_FORMAT_R32G32B32_SFLOAT, "r32g32b32_sfloat"},
    {VK_FORMAT_R32G32B32A32_UINT, "r32g32b32a32_uint"},
    {VK_FORMAT_R32G32B32A32_SINT, "r32g32b32a32_sint"},
    {VK_FORMAT_R32G32B32A32_SFLOAT, "r32g32b32a32_sfloat"},
    {VK_FORMAT_B10G11R11_UFLOAT_PACK32, "b10g11r11_ufloat_pack32"},
    {VK_FORMAT_E5B9G9R9_UFLOAT_PACK32, "e5b9g9r9_ufloat_pack32"},
};

// Vulkan "Required Format Support": the tables' unconditional entries ({sym1}) in the
// SAMPLED_IMAGE (optimalTilingFeatures) and UNIFORM_TEXEL_BUFFER (bufferFeatures) columns, table by
// table (the same in Vulkan 1.3.280 and 1.4.360). Conditional entries are left out: A4R4G4B4 and
// A4B4G4R4 (only with VK_EXT_4444_formats), and BC, ETC2 and ASTC (all formats of at least one of
// the three tables), so that no single one of them is required.
enum Required : uint8_t { kSampled = 1, kUniformTexelBuffer = 2 };
struct MandatoryRow {
  VkFormat vk;
  uint8_t required;  // Required bits
  const char* table;
};

// The tables' titles and anchors, as a Fail cites them.
constexpr const char* kSubByte =
    "Mandatory Format Support: Sub-Byte Components #formats-mandatory-features-subbyte";
constexpr const char* k2Byte =
    "Mandatory Format Support: 1-3 Byte-Sized Components #formats-mandatory-features-2byte";
constexpr const char* k4Byte =
    "Mandatory Format Support: 4 Byte-Sized Components #formats-mandatory-features-4byte";
constexpr const char* k10Bit =
    "Mandatory Format Support: 10-, 12-, and 14-Bit Components #formats-mandatory-features-10bit";
constexpr const char* k16Bit =
    "Mandatory Format Support: 16-bit Components #formats-mandatory-features-16bit";
constexpr const char* k32Bit =
    "Mandatory Format Support: 32-bit Components #formats-mandatory-features-32bit";
constexpr const char* k64Bit =
    "Mandatory Format Support: 64-bit/uneven Components #formats-mandatory-features-64bit";
constexpr const char* kDepth =
    "Mandatory Format Support: Depth/Stencil With VkImageType VK_IMAGE_TYPE_2D "
    "#formats-mandatory-features-depth-stencil";

const MandatoryRow kMandatory[] = {
    {VK_FORMAT_B4G4R4A4_UNORM_PACK16, kSampled, kSubByte},
    {VK_FORMAT_R5G6B5_UNORM_PACK16, kSampled, kSubByte},
    {VK_FORMAT_A1R5G5B5_UNORM_PACK16, kSampled, kSubByte},
    {VK_FORMAT_R8_UNORM, kSampled | kUniformTexelBuffer, k2Byte},
    {VK_FORMAT_R8_SNORM, kSampled | kUniformTexelBuffer, k2Byte},
    {VK_FORMAT_R8_UINT, kSampled | kUniformTexelBuffer, k2Byte},
    {VK_FORMAT_R8_SINT, kSampled | kUniformTexelBuffer, k2Byte},
    {VK_FORMAT_R8G8_UNORM, kSampled | kUniformTexelBuffer, k2Byte},
    {VK_FORMAT_R8G8_SNORM, kSampled | kUniformTexelBuffer, k2Byte},
    {VK_FORMAT_R8G8_UINT, kSampled | kUniformTexelBuffer, k2Byte},
    {VK_FORMAT_R8G8_SINT, kSampled | kUniformTexelBuffer, k2Byte},
    {VK_FORMAT_R8G8B8A8_UNORM, kSampled | kUniformTexelBuffer, k4Byte},
    {VK_FORMAT_R8G8B8A8_SNORM, kSampled | kUniformTexelBuffer, k4Byte},
    {VK_FORMAT_R8G8B8A8_UINT, kSampled | kUniformTexelBuffer, k4Byte},
    {VK_FORMAT_R8G8B8A8_SINT, kSampled | kUniformTexelBuffer, k4Byte},
    {VK_FORMAT_R8G8B8A8_SRGB, kSampled, k4Byte},
    {VK_FORMAT_B8G8R8A8_UNORM, kSampled | kUniformTexelBuffer, k4Byte},
    {VK_FORMAT_B8G8R8A8_SRGB, kSampled, k4Byte},
    {VK_FORMAT_A8B8G8R8_UNORM_PACK32, kSampled | kUniformTexelBuffer, k4Byte},
    {VK_FORMAT_A8B8G8R8_SNORM_PACK32, kSampled | kUniformTexelBuffer, k4Byte},
    {VK_FORMAT_A8B8G8R8_UINT_PACK32, kSampled | kUniformTexelBuffer, k4Byte},
    {VK_FORMAT_A8B8G8R8_SINT_PACK32, kSampled | kUniformTexelBuffer, k4Byte},
    {VK_FORMAT_A8B8G8R8_SRGB_PACK32, kSampled, k4Byte},
    {VK_FORMAT_A2B10G10R10_UNORM_PACK32, kSampled | kUniformTexelBuffer, k10Bit},
    {VK_FORMAT_A2B10G10R10_UINT_PACK32, kSampled | kUniformTexelBuffer, k10Bit},
    {VK_FORMAT_R16_UINT, kSampled | kUniformTexelBuffer, k16Bit},
    {VK_FORMAT_R16_SINT, kSampled | kUniformTexelBuffer, k16Bit},
    {VK_FORMAT_R16_SFLOAT, kSampled | kUniformTexelBuffer, k16Bit},
    {VK_FORMAT_R16G16_UINT, kSampled | kUniformTexelBuffer, k16Bit},
    {VK_FORMAT_R16G16_SINT, kSampled | kUniformTexelBuffer, k16Bit},
    {VK_FORMAT_R16G16_SFLOAT, kSampled | kUniformTexelBuffer, k16Bit},
    {VK_FORMAT_R16G16B16A16_UINT, kSampled | kUniformTexelBuffer, k16Bit},
    {VK_FORMAT_R16G16B16A16_SINT, kSampled | kUniformTexelBuffer, k16Bit},
    {VK_FORMAT_R16G16B16A16_SFLOAT, kSampled | kUniformTexelBuffer, k16Bit},
    {VK_FORMAT_R32_UINT, kSampled | kUniformTexelBuffer, k32Bit},
    {VK_FORMAT_R32_SINT, kSampled | kUniformTexelBuffer, k32Bit},
    {VK_FORMAT_R32_SFLOAT, kSampled | kUniformTexelBuffer, k32Bit},
    {VK_FORMAT_R32G32_UINT, kSampled | kUniformTexelBuffer, k32Bit},
    {VK_FORMAT_R32G32_SINT, kSampled | kUniformTexelBuffer, k32Bit},
    {VK_FORMAT_R32G32_SFLOAT, kSampled | kUniformTexelBuffer, k32Bit},
    {VK_FORMAT_R32G32B32A32_UINT, kSampled | kUniformTexelBuffer, k32Bit},
    {VK_FORMAT_R32G32B32A32_SINT, kSampled | kUniformTexelBuffer, k32Bit},
    {VK_FORMAT_R32G32B32A32_SFLOAT, kSampled | kUniformTexelBuffer, k32Bit},
    {VK_FORMAT_B10G11R11_UFLOAT_PACK32, kSampled | kUniformTexelBuffer, k64Bit},
    {VK_FORMAT_E5B9G9R9_UFLOAT_PACK32, kSampled, k64Bit},
    {VK_FORMAT_D16_UNORM, kSampled, kDepth},
    {VK_FORMAT_D32_SFLOAT, kSampled, kDepth},
};

NumClass classOf(const std::string& word) {
  if (word == "unorm") return N::Unorm;
  if (word == "snorm") return N::Snorm;
  if (word == "uscaled") return N::Uscaled;
  if (word == "sscaled") return N::Sscaled;
  if (word == "uint") return N::Uint;
  if (word == "sint") return N::Sint;
  if (word == "sfloat") return N::Sfloat;
  if (word == "ufloat") return N::Ufloat;
  if (word == "srgb") return N::Srgb;
  throw std::logic_error("format table: unknown numeric class '" + word + "'");
}

Channel channelOf(char c) {
  switch (c) {
    case 'r': return C::R;
    case 'g': return C::G;
    case 'b': return C::B;
    case 'a': return C::A;
    case 'd': return C::D;
    case 's': return C::S;
    case 'x': return C::X;
  }
  throw std::logic_error(std::string("format table: unknown channel '") + c + "'");
}

// "a2b10g10r10_unorm_pack32" -> components with bit offsets, from the naming rules above.
FormatInfo fromName(VkFormat vk, const char* name) {
  const std::string text = name;
  const size_t cut = text.find('_');
  const std::string channels = text.substr(0, cut);
  std::string rest = text.substr(cut + 1);
  const bool packed = rest.find("_pack") != std::string::npos;
  const NumClass cls = classOf(rest.substr(0, rest.find('_')));

  struct Part {
    Channel ch;
    int bits;
  };
  std::vector<Part> parts;
  for (size_t i = 0; i < channels.size();) {
    const Channel ch = channelOf(channels[i++]);
    int bits = 0;
    while (i < channels.size() && std::isdigit(static_cast<unsigned char>(channels[i])))
      bits = bits * 10 + (channels[i++] - '0');
    parts.push_back({ch, bits});
  }
  int total = 0;
  for (const Part& p : parts) total += p.bits;

  FormatInfo f{vk, name, uint8_t(total / 8), 0, {}, 0, false};
  int offset = packed ? total : 0;
  for (const Part& p : parts) {
    if (packed) offset -= p.bits;  // most significant first
    ComponentLayout c{p.ch, cls, uint8_t(offset), uint8_t(p.bits)};
    if (cls == N::Srgb && p.ch == C::A) c.cls = N::Unorm;    // sRGB alpha is linear
    if (p.ch != C::X) f.components[f.componentCount++] = c;  // padding bits are no component
    if (!packed) offset += p.bits;
  }
  return f;
}

// E5B9G9R9 names its exponent like a channel; it is a field shared by R, G and B.
FormatInfo sharedExponentFormat() {
  FormatInfo f{VK_FORMAT_E5B9G9R9_UFLOAT_PACK32, "e5b9g9r9_ufloat_pack32", 4, 3, {}, 27, false};
  f.components[0] = ComponentLayout{C::R, N::SharedExp, 0, 9};
  f.components[1] = ComponentLayout{C::G, N::SharedExp, 9, 9};
  f.components[2] = ComponentLayout{C::B, N::SharedExp, 18, 9};
  return f;
}

// Depth/stencil formats: their memory layout is the implementation's, so the model holds each
// texel in the buffer-copy layout of its aspects (Vulkan "Depth/Stencil Formats" copies): the
// depth copy (D16: 2 bytes; X8_D24: 4 bytes, depth in bits 0-23; D32: 4 bytes), then the stencil byte.
FormatInfo depthStencil(VkFormat vk, const char* name, NumClass depthClass, uint8_t depthBits,
                        uint8_t depthBytes, bool stencil) {
  FormatInfo f{vk, name, uint8_t(depthBytes + (stencil ? 1 : 0)), 0, {}, 0, false};
  if (depthBits) f.components[f.componentCount++] = ComponentLayout{C::D, depthClass, 0, depthBits};
  if (stencil) f.components[f.componentCount++] = ComponentLayout{C::S, N::Uint, uint8_t(depthBytes * 8), 8};
  f.depthBytes = depthBytes;
  f.aspect = depthBits && stencil ? Aspect::DepthStencil : depthBits ? Aspect::Depth : Aspect::Stencil;
  return f;
}

FormatInfo bc(VkFormat vk, const char* name, Compression compression, uint8_t blockBytes, NumClass cls,
              const char* channels) {
  FormatInfo f{vk, name, 0, 0, {}, 0, false};
  for (const char* c = channels; *c; ++c) {
    const Channel ch = channelOf(*c);
    f.components[f.componentCount++] =
        ComponentLayout{ch, cls == N::Srgb && ch == C::A ? N::Unorm : cls, 0, 0};
  }
  f.compression = compression;
  f.blockBytes = blockBytes;
  f.blockWidth = f.blockHeight = 4;
  return f;
}

// BC1-BC7 (optional: textureCompressionBC) and ETC2/EAC (textureCompressionETC2). BC1_RGB, BC6H
// and ETC2 RGB have no alpha (1.0); BC1_RGBA's and ETC2 RGBA1's alpha is one bit.
std::vector<FormatInfo> blockCompressedFormats() {
  using K = Compression;
  return {
      bc(VK_FORMAT_BC1_RGB_UNORM_BLOCK, "bc1_rgb_unorm_block", K::BC1Rgb, 8, N::Unorm, "rgb"),
      bc(VK_FORMAT_BC1_RGB_SRGB_BLOCK, "bc1_rgb_srgb_block", K::BC1Rgb, 8, N::Srgb, "rgb"),
      bc(VK_FORMAT_BC1_RGBA_UNORM_BLOCK, "bc1_rgba_unorm_block", K::BC1Rgba, 8, N::Unorm, "rgba"),
      bc(VK_FORMAT_BC1_RGBA_SRGB_BLOCK, "bc1_rgba_srgb_block", K::BC1Rgba, 8, N::Srgb, "rgba"),
      bc(VK_FORMAT_BC2_UNORM_BLOCK, "bc2_unorm_block", K::BC2, 16, N::Unorm, "rgba"),
      bc(VK_FORMAT_BC2_SRGB_BLOCK, "bc2_srgb_block", K::BC2, 16, N::Srgb, "rgba"),
      bc(VK_FORMAT_BC3_UNORM_BLOCK, "bc3_unorm_block", K::BC3, 16, N::Unorm, "rgba"),
      bc(VK_FORMAT_BC3_SRGB_BLOCK, "bc3_srgb_block", K::BC3, 16, N::Srgb, "rgba"),
      bc(VK_FORMAT_BC4_UNORM_BLOCK, "bc4_unorm_block", K::BC4, 8, N::Unorm, "r"),
      bc(VK_FORMAT_BC4_SNORM_BLOCK, "bc4_snorm_block", K::BC4, 8, N::Snorm, "r"),
      bc(VK_FORMAT_BC5_UNORM_BLOCK, "bc5_unorm_block", K::BC5, 16, N::Unorm, "rg"),
      bc(VK_FORMAT_BC5_SNORM_BLOCK, "bc5_snorm_block", K::BC5, 16, N::Snorm, "rg"),
      bc(VK_FORMAT_BC6H_UFLOAT_BLOCK, "bc6h_ufloat_block", K::BC6H, 16, N::Ufloat, "rgb"),
      bc(VK_FORMAT_BC6H_SFLOAT_BLOCK, "bc6h_sfloat_block", K::BC6H, 16, N::Sfloat, "rgb"),
      bc(VK_FORMAT_BC7_UNORM_BLOCK, "bc7_unorm_block", K::BC7, 16, N::Unorm, "rgba"),
      bc(VK_FORMAT_BC7_SRGB_BLOCK, "bc7_srgb_block", K::BC7, 16, N::Srgb, "rgba"),
      bc(VK_FORMAT_ETC2_R8G8B8_UNORM_BLOCK, "etc2_r8g8b8_unorm_block", K::Etc2Rgb, 8, N::Unorm, "rgb"),
      bc(VK_FORMAT_ETC2_R8G8B8_SRGB_BLOCK, "etc2_r8g8b8_srgb_block", K::Etc2Rgb, 8, N::Srgb, "rgb"),
      bc(VK_FORMAT_ETC2_R8G8B8A1_UNORM_BLOCK, "etc2_r8g8b8a1_unorm_block", K::Etc2Rgba1, 8, N::Unorm, "rgba"),
      bc(VK_FORMAT_ETC2_R8G8B8A1_SRGB_BLOCK, "etc2_r8g8b8a1_srgb_block", K::Etc2Rgba1, 8, N::Srgb, "rgba"),
      bc(VK_FORMAT_ETC2_R8G8B8A8_UNORM_BLOCK, "etc2_r8g8b8a8_unorm_block", K::Etc2Rgba8, 16, N::Unorm,
         "rgba"),
      bc(VK_FORMAT_ETC2_R8G8B8A8_SRGB_BLOCK, "etc2_r8g8b8a8_srgb_block", K::Etc2Rgba8, 16, N::Srgb, "rgba"),
      bc(VK_FORMAT_EAC_R11_UNORM_BLOCK, "eac_r11_unorm_block", K::EacR11, 8, N::Unorm, "r"),
      bc(VK_FORMAT_EAC_R11_SNORM_BLOCK, "eac_r11_snorm_block", K::EacR11, 8, N::Snorm, "r"),
      bc(VK_FORMAT_EAC_R11G11_UNORM_BLOCK, "eac_r11g11_unorm_block", K::EacRg11, 16, N::Unorm, "rg"),
      bc(VK_FORMAT_EAC_R11G11_SNORM_BLOCK, "eac_r11g11_snorm_block", K::EacRg11, 16, N::Snorm, "rg"),
  };
}

// ASTC LDR (textureCompressionASTC_LDR): 16-byte blocks of every 2D footprint, UNORM and SRGB, in
// VkFormat order (VK_FORMAT_ASTC_4x4_UNORM_BLOCK, _SRGB_BLOCK, 5x4 ...).
std::vector<FormatInfo> astcFormats() {
  static const char* const kNames[] = {"4x4", "5x4",  "5x5",  "6x5",  "6x6",   "8x5",   "8x6",
                                       "8x8", "10x5", "10x6", "10x8", "10x10", "12x10", "12x12"};
  static std::vector<std::string> names;  // FormatInfo::name points into these
  if (names.empty())
    for (const char* n : kNames)
      for (const char* kind : {"unorm", "srgb"})
        names.push_back(std::string("astc_") + n + "_" + kind + "_block");
  std::vector<FormatInfo> out;
  for (size_t i = 0; i < names.size(); ++i) {
    const bool srgb = i % 2;
    FormatInfo f = bc(VkFormat(VK_FORMAT_ASTC_4x4_UNORM_BLOCK + i), names[i].c_str(), Compression::Astc, 16,
                      srgb ? N::Srgb : N::Unorm, "rgba");
    const std::string footprint = kNames[i / 2];
    f.blockWidth = uint8_t(std::stoi(footprint));
    f.blockHeight = uint8_t(std::stoi(footprint.substr(footprint.find('x') + 1)));
    out.push_back(f);
  }
  return out;
}

}  // namespace

CompressionFamily compressionFamily(Compression c) {
  switch (c) {
    case Compression::None: return CompressionFamily::None;
    case Compression::Etc2Rgb:
    case Compression::Etc2Rgba1:
    case Compression::Etc2Rgba8:
    case Compression::EacR11:
    case Compression::EacRg11: return CompressionFamily::ETC2;
    case Compression::Astc: return CompressionFamily::ASTC;
    default: return CompressionFamily::BC;
  }
}

const char* compressionFeature(Compression c) {
  switch (compressionFamily(c)) {
    case CompressionFamily::None: return "";
    case CompressionFamily::BC: return "textureCompressionBC";
    case CompressionFamily::ETC2: return "textureCompressionETC2";
    case CompressionFamily::ASTC: return "textureCompressionASTC_LDR";
  }
  return "";
}

namespace {

std::vector<FormatInfo> buildTable() {
  std::vector<FormatInfo> t;
  for (const Row& row : kRows) {
    FormatInfo f =
        row.vk == VK_FORMAT_E5B9G9R9_UFLOAT_PACK32 ? sharedExponentFormat() : fromName(row.vk, row.name);
    t.push_back(f);
  }
  for (const FormatInfo& bc : blockCompressedFormats()) t.push_back(bc);
  for (const FormatInfo& astc : astcFormats()) t.push_back(astc);
  t.push_back(depthStencil(VK_FORMAT_D16_UNORM, "d16_unorm", N::Unorm, 16, 2, false));
  t.push_back(depthStencil(VK_FORMAT_X8_D24_UNORM_PACK32, "x8_d24_unorm_pack32", N::Unorm, 24, 4, false));
  t.push_back(depthStencil(VK_FORMAT_D32_SFLOAT, "d32_sfloat", N::Sfloat, 32, 4, false));
  t.push_back(depthStencil(VK_FORMAT_S8_UINT, "s8_uint", N::Uint, 0, 0, true));
  t.push_back(depthStencil(VK_FORMAT_D16_UNORM_S8_UINT, "d16_unorm_s8_uint", N::Unorm, 16, 2, true));
  t.push_back(depthStencil(VK_FORMAT_D24_UNORM_S8_UINT, "d24_unorm_s8_uint", N::Unorm, 24, 4, true));
  t.push_back(depthStencil(VK_FORMAT_D32_SFLOAT_S8_UINT, "d32_sfloat_s8_uint", N::Sfloat, 32, 4, true));
  for (FormatInfo& f : t)
    for (const MandatoryRow& m : kMandatory)
      if (m.vk == f.vk) {
        f.mandatorySampled = m.required & kSampled;
        f.mandatoryUniformTexelBuffer = m.required & kUniformTexelBuffer;
        f.mandatoryTable = m.table;
      }
  return t;
}

// One aspect of a combined format: the same texel layout, only that aspect's component.
FormatInfo aspectOf(const FormatInfo& f, Aspect aspect, const char* name) {
  FormatInfo a = f;
  a.name = name;
  a.aspect = aspect;
  a.componentCount = 0;
  const Channel want = aspect == Aspect::Depth ? C::D : C::S;
  for (int k = 0; k < f.componentCount; ++k)
    if (f.components[k].channel == want) a.components[a.componentCount++] = f.components[k];
  return a;
}

struct AspectNames {
  std::vector<std::string> names;  // keeps the names' storage alive
  std::vector<FormatInfo> formats;
};

const AspectNames& aspectTable() {
  static const AspectNames table = [] {
    AspectNames t;
    t.names.reserve(allFormats().size() * 2);
    for (const FormatInfo& f : allFormats())
      if (f.aspect == Aspect::DepthStencil)
        for (Aspect a : {Aspect::Depth, Aspect::Stencil}) {
          t.names.push_back(std::string(f.name) + (a == Aspect::Depth ? "_depth" : "_stencil"));
          t.formats.push_back(aspectOf(f, a, t.names.back().c_str()));
        }
    return t;
  }();
  return table;
}

}  // namespace

SampledType FormatInfo::sampledType() const {
  switch (components[0].cls) {
    case N::Uint: return SampledType::Uint;
    case N::Sint: return SampledType::Sint;
    default: return SampledType::Float;
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

const std::vector<FormatInfo>& sampledFormats() {
  static const std::vector<FormatInfo> formats = [] {
    std::vector<FormatInfo> out;
    for (const FormatInfo& f : allFormats()) {
      if (f.aspect != Aspect::DepthStencil) {
        out.push_back(f);
        continue;
      }
      for (const FormatInfo& a : aspectTable().formats)
        if (a.vk == f.vk) out.push_back(a);
    }
    return out;
  }();
  return formats;
}

const FormatInfo& aspectFormat(const FormatInfo& f, Aspect aspect) {
  if (f.aspect != Aspect::DepthStencil || aspect == Aspect::DepthStencil) return f;
  for (const FormatInfo& a : aspectTable().formats)
    if (a.vk == f.vk && a.aspect == aspect) return a;
  return f;
}

Aspect defaultAspect(const FormatInfo& f) {
  return f.aspect == Aspect::DepthStencil ? Aspect::Depth : f.aspect;
}

const FormatInfo* findFormat(VkFormat vk) {
  for (const FormatInfo& f : allFormats())
    if (f.vk == vk) return &f;
  return nullptr;
}

const FormatInfo* findFormat(const std::string& name) {
  for (const FormatInfo& f : allFormats())
    if (name == f.name) return &f;
  for (const FormatInfo& f : aspectTable().formats)
    if (name == f.name) return &f;
  return nullptr;
}

const FormatInfo& formatInfo(VkFormat vk) {
  if (const FormatInfo* f = findFormat(vk)) return *f;
  throw std::invalid_argument("format " + std::to_string(int(vk)) + " is not in the vktexel format table");
}

const char* toString(NumClass c) {
  switch (c) {
    case N::Unorm: return "UNORM";
    case N::Snorm: return "SNORM";
    case N::Uscaled: return "USCALED";
    case N::Sscaled: return "SSCALED";
    case N::Uint: return "UINT";
    case N::Sint: return "SINT";
    case N::Sfloat: return "SFLOAT";
    case N::Ufloat: return "UFLOAT";
    case N::Srgb: return "SRGB";
    case N::SharedExp: return "SHAREDEXP";
  }
  return "?";
}

const char* toString(SampledType t) {
  switch (t) {
    case SampledType::Float: return "float";
    case SampledType::Sint: return "int";
    case SampledType::Uint: return "uint";
  }
  return "?";
}

std::string vkEnumName(const FormatInfo& f) {
  std::string s = f.name;
  for (size_t i = 0; i < s.size(); ++i) {
    const bool footprintX = s[i] == 'x' && i > 0 && i + 1 < s.size() &&
                            std::isdigit(static_cast<unsigned char>(s[i - 1])) &&
                            std::isdigit(static_cast<unsigned char>(s[i + 1]));
    if (!footprintX) s[i] = char(std::toupper(static_cast<unsigned char>(s[i])));
  }
  return "VK_FORMAT_" + s;
}

}  // namespace vktexel::model
