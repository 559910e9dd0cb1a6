// The one format table of vktexel. Every other part of the suite reads a format's layout and
// numeric class from here instead of switching on VkFormat values.
#pragma once

#include <vulkan/vulkan_core.h>  // enum values only: the model makes no Vulkan calls

#include <cstdint>
#include <string>
#include <vector>

namespace vktexel::model {

// How one stored component turns into a number (Vulkan "Format Conversion").
enum class NumClass : uint8_t {
  Unorm,      // c / (2^b - 1)
  Snorm,      // max(c / (2^(b-1) - 1), -1)
  Uscaled,    // float(c)
  Sscaled,    // float(sign-extended c)
  Uint,       // zero-extended integer
  Sint,       // sign-extended integer
  Sfloat,     // IEEE binary16/binary32
  Ufloat,     // unsigned 10/11-bit floats (5-bit exponent)
  Srgb,       // sRGB-encoded 8-bit, decoded to linear
  SharedExp,  // E5B9G9R9: 9-bit mantissas sharing one exponent
};

// The channel a stored component feeds in "Conversion to RGBA".
enum class Channel : uint8_t { R, G, B, A, D, S, X };  // X: padding bits

// Block compression (each family with a CPU decoder: compressed.h).
enum class Compression : uint8_t {
  None,
  BC1Rgb,
  BC1Rgba,
  BC2,
  BC3,
  BC4,
  BC5,
  BC6H,
  BC7,
  Etc2Rgb,
  Etc2Rgba1,
  Etc2Rgba8,
  EacR11,
  EacRg11,
  Astc,  // every footprint (FormatInfo::blockWidth x blockHeight), LDR
};
// The families a device supports as a whole, each behind one feature: "textureCompressionBC",
// "textureCompressionETC2" or "textureCompressionASTC_LDR" (compressionFeature).
enum class CompressionFamily : uint8_t { None, BC, ETC2, ASTC };
CompressionFamily compressionFamily(Compression c);
const char* compressionFeature(Compression c);

// The image aspect a view reads. A combined depth/stencil format is sampled one aspect at a
// time (VUID-VkDescriptorImageInfo-imageView-01976).
enum class Aspect : uint8_t { Color, Depth, Stencil, DepthStencil /* the combined format itself */ };

// What the shader's sampled type must be (SEMANTICS §1 "Signedness").
enum class SampledType : uint8_t { Float, Sint, Uint };

struct ComponentLayout {
  Channel channel;
  NumClass cls;
  uint8_t bitOffset;  // from bit 0 of the little-endian texel
  uint8_t bits;
};

struct FormatInfo {
  VkFormat vk;
  const char* name;  // lowercase Vulkan name without VK_FORMAT_, e.g. "r8g8b8a8_unorm"
  uint8_t texelBytes;
  uint8_t componentCount;
  ComponentLayout components[4];
  uint8_t sharedExpOffset;  // SharedExp only: bit offset of the 5-bit exponent
  bool mandatorySampled;    // the spec requires SAMPLED_IMAGE (optimal tiling); SEMANTICS §4.2
  Aspect aspect = Aspect::Color;
  // Depth/stencil texels are held in the buffer-copy layout of each aspect, depth first:
  // depthBytes (2 for D16, 4 for X8_D24 and D32), then one stencil byte where there is one.
  uint8_t depthBytes = 0;
  // Block-compressed formats: texelBytes is 0, texels live in blocks of blockWidth x blockHeight
  // (4x4 for BC and ETC2/EAC, 4x4 to 12x12 for ASTC) of blockBytes each, and the components only name the
  // channels present (bits 0).
  Compression compression = Compression::None;
  uint8_t blockBytes = 0;
  uint8_t blockWidth = 1, blockHeight = 1;
  bool mandatoryUniformTexelBuffer = false;  // the spec requires UNIFORM_TEXEL_BUFFER (buffer features)
  // The Vulkan "Required Format Support" table that makes those features mandatory: its title and
  // anchor, e.g. "Mandatory Format Support: 32-bit Components #formats-mandatory-features-32bit".
  const char* mandatoryTable = nullptr;
  bool isCompressed() const { return compression != Compression::None; }

  SampledType sampledType() const;
  bool hasChannel(Channel c) const;
  bool isPacked() const;  // a *_PACKnn format: components named from the most significant bit
  bool isDepthStencil() const;
};

// Every format the model knows, in table order.
const std::vector<FormatInfo>& allFormats();

// What a view can sample: every format, with each combined depth/stencil format replaced by
// its two aspect formats (named "<format>_depth", "<format>_stencil"; vk stays the image format).
const std::vector<FormatInfo>& sampledFormats();

// The format a view of `aspect` reads: f itself, or f's aspect format for a combined format.
const FormatInfo& aspectFormat(const FormatInfo& f, Aspect aspect);
Aspect defaultAspect(const FormatInfo& f);  // Color, Depth or Stencil (combined: Depth)

// Lookup by VkFormat or by name. Returns nullptr when unknown.
const FormatInfo* findFormat(VkFormat vk);
const FormatInfo* findFormat(const std::string& name);

// Lookup that throws std::invalid_argument for formats outside the table.
const FormatInfo& formatInfo(VkFormat vk);

// The Vulkan enumerant, e.g. "VK_FORMAT_R8G8B8A8_UNORM", "VK_FORMAT_ASTC_10x8_SRGB_BLOCK" (the x of a
// block footprint stays lowercase).
std::string vkEnumName(const FormatInfo& f);

const char* toString(NumClass c);
const char* toString(SampledType t);

}  // namespace vktexel::model
