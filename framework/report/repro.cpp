#include "report/repro.h"

#include "report/build_info.h"

#include "model/cited_bounds.h"
#include "model/floatbits.h"
#include "model/weight_span.h"
#include "report/amber_levels.h"
#include "report/explain.h"
#include "report/repro_binding.h"
#include "report/repro_multisample.h"
#include "report/repro_spans.h"
#include "report/repro_sparse.h"
#include "run/batch_resources.h"
#include "run/case_file.h"
#include "run/probe_text.h"
#include "vk/model_mapping.h"
#include "vk/sparse_plan.h"

#include <algorithm>
#include <cfloat>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <numeric>
#include <stdexcept>

namespace vktexel {
namespace report_templates {
const char* find(const char* name);  // framework/report/repro_template/, embedded by CMake
}  // namespace report_templates

namespace {

constexpr uint32_t kWorkgroupSize = 64;  // local_size_x of shaders/fetch.comp

std::string upper(std::string s) {
  std::transform(s.begin(), s.end(), s.begin(), [](unsigned char ch) { return char(std::toupper(ch)); });
  return s;
}

std::string formatEnum(VkFormat f) {
  return model::vkEnumName(model::formatInfo(f));
}

std::string hexText(uint32_t v) {
  char text[16];
  std::snprintf(text, sizeof text, "0x%08xu", v);
  return text;
}

// A double that reads back exactly, always with a '.' or an exponent: Amber compares a value
// written like an integer as an integer.
std::string exactDouble(double v) {
  char text[40];
  std::snprintf(text, sizeof text, "%.17g", v);
  std::string s = text;
  if (s.find_first_of(".en") == std::string::npos) s += ".0";
  return s;
}

// A C string literal: printable ASCII kept, the rest as three-digit octal escapes.
std::string cString(const std::string& s) {
  std::string out = "\"";
  for (unsigned char ch : s) {
    if (ch == '"' || ch == '\\') {
      out += '\\';
      out += char(ch);
    } else if (ch >= 0x20 && ch < 0x7f) {
      out += char(ch);
    } else {
      char esc[8];
      std::snprintf(esc, sizeof esc, "\\%03o", ch);
      out += esc;
    }
  }
  return out + "\"";
}

const char* viewTypeEnum(VkImageViewType t) {
  switch (t) {
    case VK_IMAGE_VIEW_TYPE_1D: return "VK_IMAGE_VIEW_TYPE_1D";
    case VK_IMAGE_VIEW_TYPE_2D: return "VK_IMAGE_VIEW_TYPE_2D";
    case VK_IMAGE_VIEW_TYPE_3D: return "VK_IMAGE_VIEW_TYPE_3D";
    case VK_IMAGE_VIEW_TYPE_CUBE: return "VK_IMAGE_VIEW_TYPE_CUBE";
    case VK_IMAGE_VIEW_TYPE_1D_ARRAY: return "VK_IMAGE_VIEW_TYPE_1D_ARRAY";
    case VK_IMAGE_VIEW_TYPE_2D_ARRAY: return "VK_IMAGE_VIEW_TYPE_2D_ARRAY";
    case VK_IMAGE_VIEW_TYPE_CUBE_ARRAY: return "VK_IMAGE_VIEW_TYPE_CUBE_ARRAY";
    default: return "VK_IMAGE_VIEW_TYPE_2D";
  }
}

const char* imageTypeEnum(VkImageType t) {
  switch (t) {
    case VK_IMAGE_TYPE_1D: return "VK_IMAGE_TYPE_1D";
    case VK_IMAGE_TYPE_3D: return "VK_IMAGE_TYPE_3D";
    default: return "VK_IMAGE_TYPE_2D";
  }
}

const char* swizzleEnum(VkComponentSwizzle s) {
  switch (s) {
    case VK_COMPONENT_SWIZZLE_ZERO: return "VK_COMPONENT_SWIZZLE_ZERO";
    case VK_COMPONENT_SWIZZLE_ONE: return "VK_COMPONENT_SWIZZLE_ONE";
    case VK_COMPONENT_SWIZZLE_R: return "VK_COMPONENT_SWIZZLE_R";
    case VK_COMPONENT_SWIZZLE_G: return "VK_COMPONENT_SWIZZLE_G";
    case VK_COMPONENT_SWIZZLE_B: return "VK_COMPONENT_SWIZZLE_B";
    case VK_COMPONENT_SWIZZLE_A: return "VK_COMPONENT_SWIZZLE_A";
    default: return "VK_COMPONENT_SWIZZLE_IDENTITY";
  }
}

const char* addressModeEnum(model::AddressMode m) {
  switch (m) {
    case model::AddressMode::Repeat: return "VK_SAMPLER_ADDRESS_MODE_REPEAT";
    case model::AddressMode::MirroredRepeat: return "VK_SAMPLER_ADDRESS_MODE_MIRRORED_REPEAT";
    case model::AddressMode::ClampToEdge: return "VK_SAMPLER_ADDRESS_MODE_CLAMP_TO_EDGE";
    case model::AddressMode::ClampToBorder: return "VK_SAMPLER_ADDRESS_MODE_CLAMP_TO_BORDER";
    case model::AddressMode::MirrorClampToEdge: return "VK_SAMPLER_ADDRESS_MODE_MIRROR_CLAMP_TO_EDGE";
  }
  return "VK_SAMPLER_ADDRESS_MODE_CLAMP_TO_EDGE";
}

const char* amberAddressMode(model::AddressMode m) {
  switch (m) {
    case model::AddressMode::Repeat: return "repeat";
    case model::AddressMode::MirroredRepeat: return "mirrored_repeat";
    case model::AddressMode::ClampToEdge: return "clamp_to_edge";
    case model::AddressMode::ClampToBorder: return "clamp_to_border";
    case model::AddressMode::MirrorClampToEdge: return "mirrored_clamp_to_edge";
  }
  return "clamp_to_edge";
}

std::string borderName(model::BorderColor b, bool integer) {
  const char* kind = integer ? "INT" : "FLOAT";
  switch (b) {
    case model::BorderColor::TransparentBlack: return std::string(kind) + "_TRANSPARENT_BLACK";
    case model::BorderColor::OpaqueBlack: return std::string(kind) + "_OPAQUE_BLACK";
    case model::BorderColor::OpaqueWhite: return std::string(kind) + "_OPAQUE_WHITE";
  }
  return std::string(kind) + "_TRANSPARENT_BLACK";
}

const char* compareOpName(model::CompareOp op) {
  switch (op) {
    case model::CompareOp::Never: return "NEVER";
    case model::CompareOp::Less: return "LESS";
    case model::CompareOp::Equal: return "EQUAL";
    case model::CompareOp::LessOrEqual: return "LESS_OR_EQUAL";
    case model::CompareOp::Greater: return "GREATER";
    case model::CompareOp::NotEqual: return "NOT_EQUAL";
    case model::CompareOp::GreaterOrEqual: return "GREATER_OR_EQUAL";
    case model::CompareOp::Always: return "ALWAYS";
  }
  return "NEVER";
}

std::string aspectEnum(VkImageAspectFlags a) {
  std::string s;
  if (a & VK_IMAGE_ASPECT_COLOR_BIT) s += "VK_IMAGE_ASPECT_COLOR_BIT";
  if (a & VK_IMAGE_ASPECT_DEPTH_BIT) s += std::string(s.empty() ? "" : " | ") + "VK_IMAGE_ASPECT_DEPTH_BIT";
  if (a & VK_IMAGE_ASPECT_STENCIL_BIT)
    s += std::string(s.empty() ? "" : " | ") + "VK_IMAGE_ASPECT_STENCIL_BIT";
  return "VkImageAspectFlags(" + (s.empty() ? "0" : s) + ")";
}

const char* halfKind(model::HalfCheck::Kind k) {
  switch (k) {
    case model::HalfCheck::Kind::Range: return "kHalfRange";
    case model::HalfCheck::Kind::RangeOrZero: return "kHalfRangeOrZero";
    case model::HalfCheck::Kind::RangeOrNaN: return "kHalfRangeOrNaN";
    case model::HalfCheck::Kind::AnyNaN: return "kHalfAnyNaN";
    case model::HalfCheck::Kind::Any: return "kHalfAny";
    case model::HalfCheck::Kind::Bits: return "kHalfBits";
  }
  return "kHalfAny";
}

const char* componentKind(model::ComponentCheck::Kind k) {
  switch (k) {
    case model::ComponentCheck::Kind::Bits: return "kBits";
    case model::ComponentCheck::Kind::FloatRange: return "kFloatRange";
    case model::ComponentCheck::Kind::FloatRangeOrZero: return "kFloatRangeOrZero";
    case model::ComponentCheck::Kind::FloatRangeOrNaN: return "kFloatRangeOrNaN";
    case model::ComponentCheck::Kind::AnyNaN: return "kAnyNaN";
    case model::ComponentCheck::Kind::Any: return "kAny";
    case model::ComponentCheck::Kind::HalfPair: return "kHalfPair";
  }
  return "kAny";
}

std::string usageEnum(VkImageUsageFlags u) {
  const std::pair<VkImageUsageFlagBits, const char*> names[] = {
      {VK_IMAGE_USAGE_TRANSFER_DST_BIT, "VK_IMAGE_USAGE_TRANSFER_DST_BIT"},
      {VK_IMAGE_USAGE_SAMPLED_BIT, "VK_IMAGE_USAGE_SAMPLED_BIT"},
      {VK_IMAGE_USAGE_COLOR_ATTACHMENT_BIT, "VK_IMAGE_USAGE_COLOR_ATTACHMENT_BIT"},
      {VK_IMAGE_USAGE_DEPTH_STENCIL_ATTACHMENT_BIT, "VK_IMAGE_USAGE_DEPTH_STENCIL_ATTACHMENT_BIT"}};
  std::string s;
  for (const auto& [bit, name] : names)
    if (u & bit) s += (s.empty() ? "" : " | ") + std::string(name);
  return "VkImageUsageFlags(" + s + ")";
}

// What the repro needs of a case, derived the way the executor derives it.
struct CaseData {
  const CaseSpec& c;
  const model::HostImage& image;
  CaseShader shader;
  std::vector<model::Expectation> expect;
  std::vector<uint8_t> texels;            // image.bin
  std::vector<VkBufferImageCopy> copies;  // sparse: only the bound pages
  std::vector<uint8_t> probes;            // probes.bin
  ReproMultisampleFill fill;              // multisample images only: filled by rendering, not copied
  model::SamplingLimits sampling;         // what the expectations of sampled lookups assume
  bool lookups = false;                   // the case has sampled lookups
  model::ModelFaults faults;              // the run's model faults (deliberately wrong expectations)
};

// The staging layout of framework/run/batch_resources.cpp: every level, each copy aspect, each
// copy aligned to lcm(texel or block size, 4).
void layOutTexels(CaseData& d) {
  const model::HostImage& host = d.image;
  if (host.spec().dim == model::ImageDim::Buffer) {
    d.texels = host.levelBytes(0);
    return;
  }
  const model::FormatInfo& f = host.format();
  VkDeviceSize size = 0;
  for (uint32_t level = 0; level < host.spec().levels; ++level)
    for (model::Aspect aspect : vk::copyAspects(f)) {
      std::vector<uint8_t> bytes = model::aspectCopyBytes(host, level, aspect);
      const model::Extent e = host.extent(level);
      const size_t texels = size_t(e.width) * e.height * e.depth * host.spec().layers;
      const VkDeviceSize unit = f.isCompressed() ? f.blockBytes : bytes.size() / texels;
      const VkDeviceSize align = std::lcm<VkDeviceSize>(unit, 4);
      size = (size + align - 1) / align * align;
      VkBufferImageCopy whole{};
      whole.bufferOffset = size;
      whole.imageSubresource = {vk::aspectBit(aspect), level, 0, host.spec().layers};
      whole.imageExtent = {e.width, e.height, e.depth};
      if (host.spec().sparse.sparse)
        for (const VkBufferImageCopy& page : vk::boundCopyRegions(host, level, whole))
          d.copies.push_back(page);
      else
        d.copies.push_back(whole);
      d.texels.resize(size_t(size), 0);
      d.texels.insert(d.texels.end(), bytes.begin(), bytes.end());
      size += bytes.size();
    }
}

std::string caseDataHeader(const CaseData& d, const std::string& spvName) {
  const CaseSpec& c = d.c;
  const bool multisample = c.image.samples > 1, sparse = c.image.sparse.sparse;
  const bool buffer = c.view.type == model::ViewType::Buffer;
  model::ImageSpec bufferFormat;  // a texel buffer: only the format counts
  bufferFormat.format = c.image.format;
  const VkImageCreateInfo imageInfo =
      vk::imageCreateInfo(c.image.dim == model::ImageDim::Buffer ? bufferFormat : c.image);
  const VkImageViewCreateInfo viewInfo =
      buffer ? VkImageViewCreateInfo{} : vk::imageViewCreateInfo(VK_NULL_HANDLE, c.image, c.view);
  const VkFormat viewFormat = buffer ? viewFormatOf(c) : viewInfo.format;
  const bool integer = model::viewFormat(d.image, c.view).sampledType() != model::SampledType::Float;
  bool gatherExtended = false;
  for (const Probe& p : c.probes)
    gatherExtended = gatherExtended || (p.query.op == model::ProbeOp::Gather &&
                                        (p.query.dynamicOffset || p.query.constOffsets));
  const bool mirrorClamp = c.view.withSampler && (c.view.sampler.u == model::AddressMode::MirrorClampToEdge ||
                                                  c.view.sampler.v == model::AddressMode::MirrorClampToEdge);
  model::SampledType resultType = model::SampledType::Float;
  for (const model::Expectation& e : d.expect) resultType = e.type;

  std::string h =
      "// Generated by `vktexel repro` for " + c.name +
      ": the case's resources and the CPU model's\n"
      "// expected value of every probe. repro.cpp reads this; nothing here needs vktexel.\n"
      "#pragma once\n\n#include <vulkan/vulkan.h>\n\n#include <cstdint>\n\nnamespace repro {\n\n"
      "// The checks of vktexel's model/expectation.h, as plain data.\n"
      "enum : uint8_t { kBits, kFloatRange, kFloatRangeOrZero, kFloatRangeOrNaN, kAnyNaN, kAny, kHalfPair "
      "};\n"
      "enum : uint8_t { kHalfRange, kHalfRangeOrZero, kHalfRangeOrNaN, kHalfAnyNaN, kHalfAny, kHalfBits };\n"
      "enum : uint8_t { kChecked, kUnchecked };\n"
      "enum : int { kResultFloat, kResultSint, kResultUint };\n"
      "struct HalfCheck {\n  uint8_t kind;\n  uint32_t lo, hi;  // binary16 values as binary32 bits\n"
      "  uint32_t bits;\n};\n"
      "struct ComponentCheck {\n  uint8_t kind;\n  uint32_t bits;\n  uint32_t lo, hi;  // binary32 bits\n"
      "  HalfCheck halves[2];\n};\n"
      "// A probe's result must satisfy one alternative: four ComponentChecks each.\n"
      "struct ProbeExpectation {\n  uint8_t kind;\n  uint32_t firstAlternative, alternatives;\n"
      "  const char* label;\n  const char* query;\n  const char* expected;\n"
      "  const char* rule;  // the rule the expectation follows, as vktexel names it\n};\n\n";
  h += ReproSpans::types();
  h += "constexpr const char* kCaseName = " + cString(c.name) + ";\n";
  h += "constexpr const char* kSpirvFile = " + cString(spvName) + ";\n";
  h += "// The device limits the sampled lookups' expectations were computed for; a device with fewer bits\n"
       "// may legally return results outside them (0: the case has no sampled lookup).\n";
  h += "constexpr uint32_t kSubTexelPrecisionBits = " +
       std::to_string(d.lookups ? d.sampling.subTexelBits : 0) + ";\n";
  h += "constexpr uint32_t kMipmapPrecisionBits = " + std::to_string(d.lookups ? d.sampling.mipmapBits : 0) +
       ";\n";
  h += "constexpr int kTier = " +
       std::to_string(c.tier == model::Tier::None  ? 0
                      : c.tier == model::Tier::RIA ? 1
                                                   : 2) +
       ";  // 0 none, 1 robustImageAccess + robustBufferAccess, 2 robustImageAccess2 (+ nullDescriptor)\n";
  h += std::string("constexpr bool kTexelBuffer = ") + (buffer ? "true" : "false") + ";\n";
  h += std::string("constexpr bool kNullDescriptor = ") + (c.view.null ? "true" : "false") + ";\n";
  h += std::string("constexpr bool kWithSampler = ") + (c.view.withSampler ? "true" : "false") +
       ";  // the view is read through a sampler\n";
  h += std::string("constexpr bool kSeparateSampler = ") + (c.view.separateSampler ? "true" : "false") +
       ";  // the sampler at set 1 binding 1, joined to the image in the shader (P-01)\n";
  h += std::string("constexpr VkDescriptorType kImageDescriptorType = ") +
       (buffer                                          ? "VK_DESCRIPTOR_TYPE_UNIFORM_TEXEL_BUFFER"
        : c.view.withSampler && !c.view.separateSampler ? "VK_DESCRIPTOR_TYPE_COMBINED_IMAGE_SAMPLER"
                                                        : "VK_DESCRIPTOR_TYPE_SAMPLED_IMAGE") +
       ";\n";
  h += std::string("constexpr VkFormatFeatureFlags kRequiredFormatFeatures = ") +
       (buffer ? "VK_FORMAT_FEATURE_UNIFORM_TEXEL_BUFFER_BIT" : "VK_FORMAT_FEATURE_SAMPLED_IMAGE_BIT") +
       ";\n";
  h += std::string("constexpr bool kNeedsImageCubeArray = ") +
       (c.view.type == model::ViewType::CubeArray ? "true" : "false") + ";\n";
  h += std::string("constexpr bool kNeedsGatherExtended = ") + (gatherExtended ? "true" : "false") + ";\n";
  const bool minLod =
      std::any_of(c.probes.begin(), c.probes.end(), [](const Probe& p) { return p.query.hasSampleMinLod(); });
  h += std::string("constexpr bool kNeedsMinLod = ") + (minLod ? "true" : "false") +
       ";  // shaderResourceMinLod: Grad lookups with the MinLod operand\n";
  h += std::string("constexpr bool kNeedsMirrorClampToEdge = ") + (mirrorClamp ? "true" : "false") + ";\n";
  h += std::string("constexpr bool kSlotIndexDynamic = ") +
       (c.slotIndex != shadergen::SlotIndex::Constant ? "true" : "false") +
       ";  // the shader indexes its one-view array at run time (P-21)\n";
  h += std::string("constexpr bool kSlotIndexNonUniform = ") +
       (shadergen::isNonUniform(c.slotIndex) ? "true" : "false") + ";  // ... by a NonUniform index\n";
  const model::FormatInfo& viewTexel = model::viewFormat(d.image, c.view);
  h += reproBindingHeader(c,
                          buffer && viewTexel.texelBytes
                              ? model::bufferViewWindow(d.image.spec(), c.view, viewTexel.texelBytes)
                              : model::BufferViewWindow{},
                          viewTexel.texelBytes);
  h += std::string("constexpr bool kNeedsDynamicRendering = ") + (multisample ? "true" : "false") +
       ";  // the multisample fill renders\n";
  h += std::string("constexpr bool kNeedsSampleRateShading = ") +
       (multisample && c.image.fillBySampleShading ? "true" : "false") + ";\n";
  h += std::string("constexpr bool kNeedsSparse = ") + (sparse ? "true" : "false") +
       ";  // sparseBinding, shaderResourceResidency and the image type's sparseResidencyImage\n";
  h += std::string("constexpr VkQueueFlags kQueueFlags = ") +
       (multisample ? "VK_QUEUE_GRAPHICS_BIT | VK_QUEUE_COMPUTE_BIT"
        : sparse    ? "VK_QUEUE_COMPUTE_BIT | VK_QUEUE_SPARSE_BINDING_BIT"
                    : "VK_QUEUE_COMPUTE_BIT") +
       ";\n\n";

  h += "// The image (" + describeImage(c.image) + ").\n";
  h += "constexpr VkImageCreateFlags kImageFlags = " + std::to_string(imageInfo.flags) + ";\n";
  h += std::string("constexpr VkImageType kImageType = ") + imageTypeEnum(imageInfo.imageType) + ";\n";
  h += "constexpr VkFormat kImageFormat = " + formatEnum(c.image.format) + ";\n";
  h += "constexpr const char* kImageFormatName = " + cString(formatEnum(c.image.format)) + ";\n";
  h += "constexpr VkExtent3D kImageExtent = {" + std::to_string(imageInfo.extent.width) + ", " +
       std::to_string(imageInfo.extent.height) + ", " + std::to_string(imageInfo.extent.depth) + "};\n";
  h += "constexpr uint32_t kImageLevels = " + std::to_string(imageInfo.mipLevels) +
       ", kImageLayers = " + std::to_string(imageInfo.arrayLayers) + ";\n";
  h += "constexpr VkSampleCountFlagBits kImageSamples = VK_SAMPLE_COUNT_" +
       std::to_string(imageInfo.samples) + "_BIT;\n";
  h += "constexpr VkImageUsageFlags kImageUsage = " + usageEnum(imageInfo.usage) + ";\n";
  h += "constexpr VkImageAspectFlags kImageAspects = " +
       aspectEnum(vk::imageAspects(model::formatInfo(c.image.format))) + ";\n";
  h += "constexpr uint32_t kCopyCount = " + std::to_string(d.copies.size()) + ";\n";
  h += "const VkBufferImageCopy kCopies[] = {  // offsets into image.bin\n";
  for (const VkBufferImageCopy& cp : d.copies) {
    const VkImageSubresourceLayers& sub = cp.imageSubresource;
    h += "    {" + std::to_string(cp.bufferOffset) + ", " + std::to_string(cp.bufferRowLength) + ", " +
         std::to_string(cp.bufferImageHeight) + ", {" + aspectEnum(sub.aspectMask) + ", " +
         std::to_string(sub.mipLevel) + ", " + std::to_string(sub.baseArrayLayer) + ", " +
         std::to_string(sub.layerCount) + "}, {" + std::to_string(cp.imageOffset.x) + ", " +
         std::to_string(cp.imageOffset.y) + ", " + std::to_string(cp.imageOffset.z) + "}, {" +
         std::to_string(cp.imageExtent.width) + ", " + std::to_string(cp.imageExtent.height) + ", " +
         std::to_string(cp.imageExtent.depth) + "}},\n";
  }
  if (d.copies.empty()) h += "    {},  // unused: no image copies\n";
  h += "};\n\n// The view (" + c.view.key() + ").\n";
  h += std::string("constexpr VkImageViewType kViewType = ") + viewTypeEnum(viewInfo.viewType) + ";\n";
  h += "constexpr VkFormat kViewFormat = " + formatEnum(viewFormat) + ";\n";
  h += "constexpr const char* kViewFormatName = " + cString(formatEnum(viewFormat)) + ";\n";
  h += std::string("constexpr VkComponentMapping kViewComponents = {") + swizzleEnum(viewInfo.components.r) +
       ", " + swizzleEnum(viewInfo.components.g) + ", " + swizzleEnum(viewInfo.components.b) + ", " +
       swizzleEnum(viewInfo.components.a) + "};\n";
  const VkImageSubresourceRange& r = viewInfo.subresourceRange;
  h += "constexpr VkImageSubresourceRange kViewRange = {" + aspectEnum(r.aspectMask) + ", " +
       std::to_string(r.baseMipLevel) + ", " + std::to_string(r.levelCount) + ", " +
       std::to_string(r.baseArrayLayer) + ", " + std::to_string(r.layerCount) + "};\n\n";
  h += "// The sampler of a combined image sampler (" + c.view.sampler.key() + ").\n";
  h += std::string("constexpr VkSamplerAddressMode kAddressModeU = ") + addressModeEnum(c.view.sampler.u) +
       ";\n";
  h += std::string("constexpr VkSamplerAddressMode kAddressModeV = ") + addressModeEnum(c.view.sampler.v) +
       ";\n";
  h += std::string("constexpr VkSamplerAddressMode kAddressModeW = ") + addressModeEnum(c.view.sampler.w) +
       ";\n";
  const auto filter = [](model::Filter f) {
    return f == model::Filter::Linear ? "VK_FILTER_LINEAR" : "VK_FILTER_NEAREST";
  };
  h += std::string("constexpr VkFilter kMagFilter = ") + filter(c.view.sampler.magFilter) + ";\n";
  h += std::string("constexpr VkFilter kMinFilter = ") + filter(c.view.sampler.minFilter) + ";\n";
  h += std::string("constexpr VkSamplerMipmapMode kMipmapMode = VK_SAMPLER_MIPMAP_MODE_") +
       (c.view.sampler.mipmapMode == model::MipmapMode::Linear ? "LINEAR" : "NEAREST") + ";\n";
  const auto lod = [](float x) {
    char text[48];
    std::snprintf(text, sizeof text, "float(%.9g)", double(x));
    return x == model::kLodClampNone ? std::string("VK_LOD_CLAMP_NONE") : std::string(text);
  };
  h += "constexpr float kMipLodBias = " + lod(c.view.sampler.mipLodBias) + ";\n";
  h += "constexpr float kMinLod = " + lod(c.view.sampler.minLod) + ";\n";
  h += "constexpr float kMaxLod = " + lod(c.view.sampler.maxLod) + ";  // 0 with unnormalized coordinates\n";
  h += std::string("constexpr VkBool32 kUnnormalizedCoordinates = ") +
       (c.view.sampler.unnormalized ? "VK_TRUE" : "VK_FALSE") + ";\n";
  h += "constexpr VkBorderColor kBorderColor = VK_BORDER_COLOR_" +
       borderName(c.view.sampler.border, integer) + ";\n";
  h += std::string("constexpr VkBool32 kCompareEnable = ") +
       (c.view.sampler.depthCompare ? "VK_TRUE" : "VK_FALSE") + ";\n";
  h += std::string("constexpr VkCompareOp kCompareOp = VK_COMPARE_OP_") +
       compareOpName(c.view.sampler.compareOp) + ";\n\n";

  h += d.fill.header;
  if (sparse) h += reproSparseHeader(c.image);
  h += "// The probes (probes.bin) and what the CPU model accepts for each.\n";
  h += "constexpr uint32_t kProbeCount = " + std::to_string(c.probes.size()) + ";\n";
  h += std::string("constexpr int kResultType = ") +
       (resultType == model::SampledType::Float  ? "kResultFloat"
        : resultType == model::SampledType::Sint ? "kResultSint"
                                                 : "kResultUint") +
       ";\n";
  std::string checks, expectations, checkTexts, alternativeNotes;
  ReproSpans spans;
  size_t alternatives = 0;
  for (size_t p = 0; p < c.probes.size(); ++p) {
    const model::Expectation& e = d.expect[p];
    const bool checked = e.kind == model::Expectation::Kind::Checked;
    expectations += std::string("    {") + (checked ? "kChecked" : "kUnchecked") + ", " +
                    std::to_string(alternatives) + ", " + std::to_string(checked ? e.anyOf.size() : 0) +
                    ", " + cString(c.probes[p].label) + ", " +
                    cString(describeQuery(c.probes[p].query, c.view)) + ", " +
                    cString(e.describe() + " [" + e.rule + "]") + ", " + cString(e.rule) + "},\n";
    if (!checked) continue;
    for (const model::VecCheck& v : e.anyOf) {
      checks += "    // probe " + std::to_string(p) + "\n";
      for (const model::ComponentCheck& k : v.c)
        checkTexts += "    " + cString(model::describeCheckLikeRaw(k, e.type)) + ",\n";
      alternativeNotes += "    " +
                          cString((v.span ? " at one " + v.span->weights + " for all four components" : "") +
                                  (e.anyOf.size() > 1 ? " (the closest of " + std::to_string(e.anyOf.size()) +
                                                            " alternatives)"
                                                      : "")) +
                          ",\n";
      for (const model::ComponentCheck& k : v.c) {
        checks += std::string("    {") + componentKind(k.kind) + ", " + hexText(k.bits) + ", " +
                  hexText(model::floatToBits(k.lo)) + ", " + hexText(model::floatToBits(k.hi)) + ", {";
        for (int i = 0; i < 2; ++i)
          checks += std::string(i ? ", " : "") + "{" + halfKind(k.halves[i].kind) + ", " +
                    hexText(model::floatToBits(k.halves[i].lo)) + ", " +
                    hexText(model::floatToBits(k.halves[i].hi)) + ", " + hexText(k.halves[i].bits) + "}";
        checks += "}},\n";
      }
      spans.add(v);
      ++alternatives;
    }
  }
  if (alternatives == 0) {
    checks += "    {kAny, 0, 0, 0, {{kHalfAny, 0, 0, 0}, {kHalfAny, 0, 0, 0}}},  // unused\n";
    checkTexts += "    \"\", \"\", \"\", \"\",  // unused\n";
    alternativeNotes += "    \"\",  // unused\n";
  }
  h += "const ComponentCheck kChecks[] = {\n" + checks + "};\n";
  h += "// Each check of kChecks as vktexel prints it beside a returned value (\"16 [0x00000010]\"), and\n"
       "// per alternative what its four checks leave unsaid (the weights rule, how many there are).\n";
  h += "const char* const kCheckTexts[] = {\n" + checkTexts + "};\n";
  h += "const char* const kAlternativeNotes[] = {\n" + alternativeNotes + "};\n";
  h += spans.arrays();
  h += "const ProbeExpectation kExpectations[] = {\n" + expectations + "};\n\n}  // namespace repro\n";
  return h;
}

// ---- Amber ----

// What Amber cannot say of the case's image, view, sampler, tier and probes (the shader aside).
std::string amberStateWhyNot(const CaseSpec& c, const model::HostImage& image) {
  if (c.tier != model::Tier::None)
    return std::string("it needs a device with ") +
           (c.view.type != model::ViewType::Buffer ? model::featureName(c.tier)
            : c.tier == model::Tier::RIA           ? "robustBufferAccess"
                                                   : "robustBufferAccess2") +
           ", which Amber's DEVICE_FEATURE cannot enable (it knows VkPhysicalDeviceFeatures only)";
  if (c.view.null) return "it binds a null descriptor, which Amber cannot bind";
  if (c.slotIndex != shadergen::SlotIndex::Constant)
    return "its shader indexes a descriptor array at run time (P-21); this generator writes scripts that "
           "bind single images, not descriptor arrays";
  if (c.image.sparse.sparse)
    return "its image is sparse-resident, with memory bound to some pages only, which Amber cannot create";
  if (c.view.firstElement || c.view.elementCount || c.image.tailBytes)
    return "its texel buffer view is a window on a larger buffer (LD-18); Amber binds texel buffers whole "
           "(DESCRIPTOR_OFFSET and DESCRIPTOR_RANGE apply to uniform and storage buffers only, "
           "Amber's docs/amber_script.md)";
  if (c.image.samples > 1)
    return "its image is multisample, which vktexel fills by rendering every sample; this generator "
           "writes Amber scripts that fill images through IMAGE ... DATA, which cannot write samples";
  const model::ImageSpec& i = c.image;
  const model::ViewType v = c.view.type;
  const bool sameDim = (v == model::ViewType::D1 && i.dim == model::ImageDim::D1) ||
                       (v == model::ViewType::D2 && i.dim == model::ImageDim::D2) ||
                       (v == model::ViewType::D3 && i.dim == model::ImageDim::D3) ||
                       (v == model::ViewType::Buffer && i.dim == model::ImageDim::Buffer);
  if (!sameDim)
    return std::string("its view is ") + model::toString(v) +
           " of a differently shaped image; Amber binds a whole 1D, 2D or 3D image through a view of its own "
           "type, or a texel buffer (no array layers or cube views)";
  if (i.layers != 1 || i.cubeCompatible) return "its image has array layers, which Amber's IMAGE cannot make";
  if (i.mutableFormat || (c.view.format != VK_FORMAT_UNDEFINED && c.view.format != i.format))
    return "its view reads the " + std::string(v == model::ViewType::Buffer ? "buffer" : "image") +
           " through another format, which Amber cannot create";
  for (model::Swizzle s : c.view.swizzle)
    if (s != model::Swizzle::Identity) return "its view has a component mapping, which Amber cannot set";
  // Amber's SAMPLER has no mipLodBias and no mipmap mode (src/vulkan/sampler.cc creates every sampler
  // with bias 0 and MIPMAP_MODE_NEAREST): they must not matter to the case's lookups.
  const AmberLevels levels = planAmberLevels(c, image);
  if (!levels.whyNot.empty()) return levels.whyNot;
  const bool oneLevel = levels.mipLevels - levels.baseMipLevel == 1;
  const bool lookups = std::any_of(c.probes.begin(), c.probes.end(),
                                   [](const Probe& p) { return model::isSampledLookup(p.query.op); });
  const model::SamplerSpec& sm = c.view.sampler;
  if (lookups && sm.mipmapMode != model::MipmapMode::Nearest && !oneLevel)
    return "its sampler's mipmapMode is LINEAR over several levels, and Amber's SAMPLER has no mipmap mode "
           "(src/vulkan/sampler.cc creates every sampler VK_SAMPLER_MIPMAP_MODE_NEAREST)";
  if (lookups && sm.mipLodBias != 0 && !(oneLevel && sm.magFilter == sm.minFilter))
    return "its sampler's mipLodBias moves its lookups' level or filter, and Amber's SAMPLER has no LOD bias "
           "(src/vulkan/sampler.cc creates every sampler with mipLodBias 0)";
  const model::FormatInfo& f = image.format();
  if (f.componentCount == 3)
    return "its format " + std::string(f.name) +
           " has three components, which Amber pads to four (src/format.cc), so its DATA and texel-buffer "
           "view would not match the image";
  if (f.isCompressed() || f.isDepthStencil() || f.isPacked())
    return "its format " + std::string(f.name) +
           " is compressed, depth/stencil or packed; Amber's DATA writes one value per byte-aligned "
           "component";
  for (int k = 0; k < f.componentCount; ++k) {
    const model::ComponentLayout& l = f.components[k];
    const bool floatBits = l.cls == model::NumClass::Sfloat && (l.bits == 16 || l.bits == 32);
    const bool intBits = (l.cls == model::NumClass::Unorm || l.cls == model::NumClass::Snorm ||
                          l.cls == model::NumClass::Uint || l.cls == model::NumClass::Sint ||
                          l.cls == model::NumClass::Srgb) &&
                         (l.bits == 8 || l.bits == 16 || l.bits == 32);
    if (l.bitOffset % 8 != 0 || !(floatBits || intBits))
      return "its format " + std::string(f.name) + " has components Amber's DATA cannot write exactly";
  }
  return "";
}

std::string amberWhyNot(const CaseData& d) {
  if (d.shader.assembly)
    return "its shader is a SPIR-V assembly template (" + d.shader.origin +
           "); this generator writes Amber scripts for GLSL shaders only";
  // Amber compiles GLSL with glslang's default limits; vktexel compiles with the device's.
  for (const Probe& p : d.c.probes) {
    const model::FetchQuery& q = p.query;
    bool outside = false;
    if (q.constOffset)
      for (int32_t o : q.offset) outside = outside || o < -8 || o > 7;
    if (q.constOffsets)
      for (const auto& o : q.offsets) outside = outside || o[0] < -8 || o[0] > 7 || o[1] < -8 || o[1] > 7;
    if (outside)
      return "its constant offsets lie outside [-8, 7], glslang's default gl_MinProgramTexelOffset and "
             "gl_MaxProgramTexelOffset, the limits Amber's GLSL front end compiles with (vktexel compiles "
             "with the device's)";
  }
  return amberStateWhyNot(d.c, d.image);
}

// Each texel's components in memory order, as Amber's DATA for the format reads them: raw codes
// in hex for integer and normalized components, exact decimals for finite floats.
bool amberTexelData(const CaseData& d, std::string* out) {
  const model::FormatInfo& f = d.image.format();
  std::vector<model::ComponentLayout> comps(f.components, f.components + f.componentCount);
  std::sort(comps.begin(), comps.end(), [](const model::ComponentLayout& a, const model::ComponentLayout& b) {
    return a.bitOffset < b.bitOffset;
  });
  const model::Extent e = d.image.extent(0);
  for (uint32_t row = 0; row < e.height * e.depth; ++row) {  // rows of every slice in turn
    for (uint32_t x = 0; x < e.width; ++x) {
      const uint8_t* t = d.image.texel(0, 0, x, row % e.height, row / e.height);
      for (const model::ComponentLayout& l : comps) {
        uint32_t code = 0;
        std::memcpy(&code, t + l.bitOffset / 8, l.bits / 8);
        std::string v;
        if (l.cls == model::NumClass::Sfloat) {
          const double value =
              l.bits == 32 ? double(model::bitsToFloat(code)) : model::decodeSmallFloat(code, 10, true);
          const bool denormal =
              value != 0 && std::fabs(value) < (l.bits == 32 ? double(FLT_MIN) : 6.103515625e-05);
          if (!std::isfinite(value) || denormal) return false;
          v = exactDouble(value);
        } else {
          char text[16];
          std::snprintf(text, sizeof text, "0x%x", code);
          v = text;
        }
        *out += v + " ";
      }
    }
    *out += "\n";
  }
  return true;
}

std::string amberScript(const CaseData& d, std::string* whyNot, size_t* expects, size_t* leftOut) {
  *whyNot = amberWhyNot(d);
  if (!whyNot->empty()) return "";
  std::string texels;
  if (!amberTexelData(d, &texels)) {
    *whyNot = "its image holds float specials (infinities, NaNs or denormals) Amber's DATA cannot write";
    return "";
  }
  const CaseSpec& c = d.c;
  const model::FormatInfo& f = d.image.format();
  const model::Extent e = d.image.extent(0);
  const size_t n = c.probes.size();
  model::SampledType type = f.sampledType();
  for (const model::Expectation& x : d.expect) type = x.type;
  const char* resultType = type == model::SampledType::Float  ? "vec4<float>"
                           : type == model::SampledType::Sint ? "vec4<int32>"
                                                              : "vec4<uint32>";
  bool gatherExtended = false;
  for (const Probe& p : c.probes)
    gatherExtended = gatherExtended || p.query.dynamicOffset || p.query.constOffsets;

  std::string s = "#!amber\n# vktexel case " + c.name + "\n# " + c.description + "\n# clauses:";
  for (const std::string& id : c.clauses) s += " " + id;
  s += "\n# Generated by `vktexel repro`. The image, shader and probes are those of the vktexel case; each\n"
       "# EXPECT line says what the CPU model accepts for one probe. Floats: the middle of each component's\n"
       "# accepted range, with an absolute TOLERANCE of the widest range's half width (Amber applies a\n"
       "# buffer EXPECT's first tolerance to every component), so a narrower range is checked a little\n"
       "# more loosely than vktexel checks it; without TOLERANCE, EQ on floats allows 1e-6 percent.\n\n";
  if (gatherExtended) s += "DEVICE_FEATURE shaderImageGatherExtended\n\n";
  if (c.view.withSampler && (c.view.sampler.u == model::AddressMode::MirrorClampToEdge ||
                             c.view.sampler.v == model::AddressMode::MirrorClampToEdge))
    s += "DEVICE_EXTENSION VK_KHR_sampler_mirror_clamp_to_edge\n\n";
  s += "SHADER compute probe_shader GLSL\n" + d.shader.module->source;
  if (s.back() != '\n') s += "\n";
  s += "END\n\n";
  const AmberLevels levels = planAmberLevels(c, d.image);
  const std::string mips = levels.mipLevels > 1 ? " MIP_LEVELS " + std::to_string(levels.mipLevels) : "";
  const std::string base =
      levels.baseMipLevel ? " BASE_MIP_LEVEL " + std::to_string(levels.baseMipLevel) : std::string();
  if (levels.refilled)
    s += "# The vktexel image has " + std::to_string(c.image.levels) +
         " levels, each with texels of its own. Amber "
         "fills every level\n# from the start of DATA (src/vulkan/transfer_image.cc copies each level from "
         "buffer offset 0):\n# level i holds the first (w >> i) x (h >> i) texels of DATA in rows of w >> i. "
         "The EXPECT lines are\n# the CPU model's for that image, so past level 0 they differ from "
         "repro.cpp's.\n";
  if (levels.truncated)
    s += "# The view's last levels, which no probe reads, are left out: Amber's copy of them would be "
         "empty.\n";
  else if (c.image.levels > 1 && !levels.refilled)
    s += "# The vktexel image has " + std::to_string(c.image.levels) +
         " levels; every probe reads level 0, the only level this image has.\n";
  switch (c.image.dim) {
    case model::ImageDim::Buffer:  // Amber views a buffer declared with a format through that format
      s += "BUFFER texture DATA_TYPE " + upper(f.name) + " DATA\n";
      break;
    case model::ImageDim::D1:
      s += "IMAGE texture FORMAT " + upper(f.name) + " DIM_1D WIDTH " + std::to_string(e.width) + " DATA\n";
      break;
    case model::ImageDim::D2:
      s += "IMAGE texture FORMAT " + upper(f.name) + mips + " DIM_2D WIDTH " + std::to_string(e.width) +
           " HEIGHT " + std::to_string(e.height) + " DATA\n";
      break;
    case model::ImageDim::D3:
      s += "IMAGE texture FORMAT " + upper(f.name) + " DIM_3D WIDTH " + std::to_string(e.width) + " HEIGHT " +
           std::to_string(e.height) + " DEPTH " + std::to_string(e.depth) + " DATA\n";
      break;
  }
  s += texels + "END\n\n";
  if (c.view.withSampler) {
    const model::SamplerSpec& sm = c.view.sampler;
    std::string border = borderName(sm.border, type != model::SampledType::Float);
    std::transform(border.begin(), border.end(), border.begin(),
                   [](unsigned char ch) { return char(std::tolower(ch)); });
    std::string op = compareOpName(sm.compareOp);
    std::transform(op.begin(), op.end(), op.begin(), [](unsigned char ch) { return char(std::tolower(ch)); });
    s += std::string("SAMPLER texture_sampler MAG_FILTER ") + model::toString(sm.magFilter) + " MIN_FILTER " +
         model::toString(sm.minFilter) + " ADDRESS_MODE_U " + amberAddressMode(sm.u) + " ADDRESS_MODE_V " +
         amberAddressMode(sm.v) + " ADDRESS_MODE_W " + amberAddressMode(sm.w) + " BORDER_COLOR " + border +
         " MIN_LOD " + exactDouble(sm.minLod) + " MAX_LOD " + exactDouble(sm.maxLod) + " " +
         (sm.unnormalized ? "UNNORMALIZED_COORDS" : "NORMALIZED_COORDS") +
         (sm.depthCompare ? " COMPARE on COMPARE_OP " + op : std::string()) + "\n\n";
  }
  s += "# One probe per invocation: struct Probe { ivec4 coord; int lod, variant, sampleIndex, reserved; }\n";
  s += "BUFFER probes DATA_TYPE int32 DATA\n";
  for (size_t p = 0; p < n; ++p) {
    for (size_t w = 0; w < 8; ++w) {
      int32_t word;
      std::memcpy(&word, &d.probes[(p * 8 + w) * 4], 4);
      s += std::to_string(word) + (w == 7 ? "\n" : " ");
    }
  }
  s += "END\n";
  s += "BUFFER results DATA_TYPE " + std::string(resultType) + " SIZE " + std::to_string(n) + " FILL 0\n";
  s += "# The push constants: the first probe and the probe count.\nBUFFER range DATA_TYPE uint32 DATA\n0 " +
       std::to_string(n) + "\nEND\n\n";
  s += "PIPELINE compute pipeline\n  ATTACH probe_shader\n"
       "  BIND BUFFER probes AS storage DESCRIPTOR_SET 0 BINDING 0\n"
       "  BIND BUFFER results AS storage DESCRIPTOR_SET 0 BINDING 1\n";
  s += c.image.dim == model::ImageDim::Buffer
           ? "  BIND BUFFER texture AS uniform_texel_buffer DESCRIPTOR_SET 1 BINDING 0\n"
       : c.view.separateSampler ? "  BIND BUFFER texture AS sampled_image DESCRIPTOR_SET 1 BINDING 0" + base +
                                      "\n  BIND SAMPLER texture_sampler DESCRIPTOR_SET 1 BINDING 1\n"
       : c.view.withSampler
           ? "  BIND BUFFER texture AS combined_image_sampler SAMPLER texture_sampler "
             "DESCRIPTOR_SET 1 BINDING 0" +
                 base + "\n"
           : "  BIND BUFFER texture AS sampled_image DESCRIPTOR_SET 1 BINDING 0" + base + "\n";
  s += "  BIND BUFFER range AS push_constant\nEND\n\n";
  s += "RUN pipeline " + std::to_string((n + kWorkgroupSize - 1) / kWorkgroupSize) + " 1 1\n\n";

  // Past level 0 Amber's image is its own (amber_levels.h): the model's expectations for it.
  std::vector<model::Expectation> expect = d.expect;
  if (levels.refilled) {
    const model::HostImage amberImage = amberFilledImage(d.image, levels.mipLevels);
    for (size_t p = 0; p < n; ++p)
      expect[p] =
          model::expectProbe(amberImage, c.view, c.probes[p].query, c.tier, d.faults, d.sampling).expect;
  }
  using K = model::ComponentCheck::Kind;
  *expects = *leftOut = 0;
  for (size_t p = 0; p < n; ++p) {
    const model::Expectation& x = expect[p];
    const std::string head = "EXPECT results IDX " + std::to_string(p * 16);
    const std::string comment = "# probe " + std::to_string(p) + " [" + c.probes[p].label + "] " +
                                describeQuery(c.probes[p].query, c.view) + "\n";
    if (x.kind != model::Expectation::Kind::Checked) {
      s += comment + "# unchecked: " + x.rule + "\n";
      continue;
    }
    std::string why;
    if (x.anyOf.size() != 1)
      why = "any of " + std::to_string(x.anyOf.size()) + " values";
    else if (x.anyOf[0].span)
      // Per-component bounds would let each component take its own weights (issue 64, item 6).
      why = "one weight per axis for all four components (" + x.anyOf[0].span->weights + ")";
    // Floats: per component its least and greatest value, as binary32 (Amber compares a vec4<float>
    // buffer's values as float): GE and LE lines state that box exactly, where one TOLERANCE (Amber
    // applies the first to every component) and a rounded middle would not.
    std::string values, lows, highs, notNaN;
    bool range = false;
    for (int k = 0; k < 4 && why.empty(); ++k) {
      const model::ComponentCheck& ck = x.anyOf[0].c[k];
      if (type != model::SampledType::Float) {
        if (ck.kind != K::Bits) {
          why = "component " + std::to_string(k) + " is " + ck.describe();
          break;
        }
        values += " " + (type == model::SampledType::Sint ? std::to_string(int32_t(ck.bits))
                                                          : std::to_string(ck.bits));
        continue;
      }
      float lo = 0, hi = 0;
      switch (ck.kind) {
        case K::Bits: lo = hi = model::bitsToFloat(ck.bits); break;
        case K::FloatRange:
        case K::FloatRangeOrZero:
          if (ck.kind == K::FloatRangeOrZero && !(ck.lo <= 0 && 0 <= ck.hi))
            why = "component accepts +-0 too";
          lo = ck.lo;
          hi = ck.hi;
          break;
        case K::Any:
        case K::AnyNaN:
        case K::FloatRangeOrNaN:
        case K::HalfPair: why = "component " + std::to_string(k) + " is " + ck.describe(); break;
      }
      if (!std::isfinite(lo) || !std::isfinite(hi))
        why = "component " + std::to_string(k) + " is not finite";
      else if (std::fabs(lo) + std::fabs(hi) >= 1e37f)
        why = "component " + std::to_string(k) + " too near the largest float for the NaN check";
      range = range || lo != hi;
      values += " " + exactDouble(lo);
      // A value no accepted result is near (Amber's NE fails within 1e-8 of it, relative): the NE
      // line then fails on a NaN only, which Amber's EQ, GE and LE let through.
      notNaN += " " + exactDouble(double(-2.0f * (std::fabs(lo) + std::fabs(hi) + 1.0f)));
      lows += " " + exactDouble(lo);
      highs += " " + exactDouble(hi);
    }
    s += comment;
    if (!why.empty()) {
      s += "# left out: an EXPECT line cannot say " + why + " (repro.cpp checks it)\n";
      ++*leftOut;
      continue;
    }
    if (range) {
      s += head + " GE" + lows + "\n" + head + " LE" + highs + "\n";
      *expects += 2;
    } else {
      s += head + " EQ" + values + "\n";
      ++*expects;
    }
    if (type == model::SampledType::Float) {
      s += head + " NE" + notNaN + "\n";
      ++*expects;
    }
  }
  if (*expects == 0) {
    *whyNot = "no probe's expectation can be stated by an EXPECT line (" + std::to_string(*leftOut) +
              " left out: packed halves, NaNs, free components or several accepted values)";
    return "";
  }
  return s;
}

void writeBytes(const std::string& path, const void* data, size_t size) {
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  out.write(static_cast<const char*>(data), std::streamsize(size));
  out.close();
  if (!out) throw std::runtime_error("cannot write '" + path + "'");
}

void writeText(const std::string& path, const std::string& text) {
  writeBytes(path, text.data(), text.size());
}

// The shader, expectations, probe words and staging bytes of a case, as writeRepro uses them.
void prepareCaseData(CaseData& d, const model::ModelFaults& faults) {
  d.faults = faults;
  const CaseSpec& c = d.c;
  const model::HostImage& image = d.image;
  const bool multisample = c.image.samples > 1;
  if (!d.shader.module)
    throw std::runtime_error("repro: the case's shader does not build: " + d.shader.error);
  for (const Probe& p : c.probes) {
    d.expect.push_back(model::expectProbe(image, c.view, p.query, c.tier, faults, d.sampling).expect);
    d.lookups = d.lookups || model::isSampledLookup(p.query.op);
    if (d.expect.back().kind == model::Expectation::Kind::DontRun)
      throw std::runtime_error("repro: probe [" + p.label + "] must not be issued on the case's tier");
    const std::array<int32_t, 8> words = encodeProbe(p.query, d.shader.key);
    const auto* bytes = reinterpret_cast<const uint8_t*>(words.data());
    d.probes.insert(d.probes.end(), bytes, bytes + sizeof words);
  }
  if (multisample)
    d.fill = reproMultisampleFill(image, c.view);
  else
    layOutTexels(d);
}

}  // namespace

std::string amberWhyNot(const CaseSpec& c, const model::SamplingLimits& sampling) {
  const model::HostImage image(c.image);
  const std::string state = amberStateWhyNot(c, image);  // before the costly shader and expectations
  if (!state.empty()) return state;
  CaseData d{c, image, caseShader(c), {}, {}, {}, {}, {}, sampling, false, {}};
  if (!d.shader.module) return "its shader does not build";
  prepareCaseData(d, {});
  std::string why;
  size_t expects = 0, leftOut = 0;
  amberScript(d, &why, &expects, &leftOut);
  return why;
}

ReproResult writeRepro(const CaseSpec& c, const std::string& dir, const model::ModelFaults& faults,
                       const model::SamplingLimits& sampling, const std::string& seenOn) {
  const std::string writtenBy = describeBuild() + (seenOn.empty() ? "" : ", from a run on " + seenOn);
  const model::HostImage image(c.image);
  const bool multisample = c.image.samples > 1;
  CaseData d{c, image, caseShader(c), {}, {}, {}, {}, {}, sampling, false, {}};
  prepareCaseData(d, faults);

  std::error_code ec;
  std::filesystem::create_directories(dir, ec);
  if (ec) throw std::runtime_error("cannot create repro directory '" + dir + "': " + ec.message());
  ReproResult result;
  const auto put = [&](const std::string& name, const std::string& text) {
    writeText(dir + "/" + name, text);
    result.files.push_back(name);
  };
  const std::string spv = c.name + ".spv";
  writeBytes(dir + "/" + spv, d.shader.module->spirv.data(), d.shader.module->spirv.size() * 4);
  result.files.push_back(spv);
  const std::string source = c.name + (d.shader.assembly ? ".spvasm" : ".comp");
  put(source, d.shader.module->source);
  if (!multisample) {
    writeBytes(dir + "/image.bin", d.texels.data(), d.texels.size());
    result.files.push_back("image.bin");
  }
  for (const ReproFile& f : d.fill.files) {
    writeBytes(dir + "/" + f.name, f.bytes.data(), f.bytes.size());
    result.files.push_back(f.name);
  }
  writeBytes(dir + "/probes.bin", d.probes.data(), d.probes.size());
  result.files.push_back("probes.bin");
  put("vktexel.case", caseFileText({c}));
  put("case_data.h",
      caseDataHeader(d, spv) + "constexpr const char* kWrittenBy = " + cString(writtenBy) + ";\n");
  const char* program = report_templates::find("repro.cpp");
  if (!program) throw std::logic_error("the repro program template is not embedded");
  put("repro.cpp", program);
  const char* decision = report_templates::find("span_search.h");
  if (!decision) throw std::logic_error("the one-branch decision (span_search.h) is not embedded");
  put("span_search.h", decision);
  for (const char* part :
       {multisample ? "multisample_fill.h" : nullptr, c.image.sparse.sparse ? "sparse_binding.h" : nullptr,
        shadergen::isDescriptorBuffer(c.slotIndex) ? "descriptor_buffer.h" : nullptr})
    if (part) {
      const char* text = report_templates::find(part);
      if (!text) throw std::logic_error(std::string("the repro template ") + part + " is not embedded");
      put(part, text);
    }
  put("CMakeLists.txt",
      "# The standalone reproduction of vktexel case " + c.name +
          ": plain Vulkan; span_search.h is\n"
          "# vktexel's own one-branch decision of a LINEAR lookup, so this checks what vktexel checks.\n"
          "cmake_minimum_required(VERSION 3.16)\nproject(vktexel_repro CXX)\nset(CMAKE_CXX_STANDARD 17)\n"
          "set(CMAKE_CXX_STANDARD_REQUIRED ON)\nfind_package(Vulkan REQUIRED)\nadd_executable(repro "
          "repro.cpp)\n"
          "target_link_libraries(repro PRIVATE Vulkan::Vulkan)\n"
          "# The data files (.spv, image.bin, probes.bin) are read from here unless --data says otherwise.\n"
          "target_compile_definitions(repro PRIVATE REPRO_DATA_DIR=\"${CMAKE_CURRENT_SOURCE_DIR}\")\n"
          "if(NOT MSVC)\n  target_compile_options(repro PRIVATE -Wall -Wextra)\nendif()\n");
  const std::string amber =
      amberScript(d, &result.amberWhyNot, &result.amberExpects, &result.amberProbesLeftOut);
  if (!amber.empty()) {
    put(c.name + ".amber", amber);
    result.amber = true;
  } else {
    std::filesystem::remove(dir + "/" + c.name + ".amber", ec);  // a stale one from an earlier repro
  }

  std::string readme = "# Reproduction of vktexel case `" + c.name + "`\n\n" + c.description +
                       "\n\nWritten by vktexel " + writtenBy + ".\n\nClauses (SEMANTICS.md):";
  for (const std::string& id : c.clauses) readme += " " + id;
  readme += "\n\n- image: " + describeImage(c.image) + "\n- view: `" + c.view.key() + "`" +
            (c.view.withSampler ? ", sampler `" + c.view.sampler.key() + "`" : "") + "\n- device tier: " +
            (c.tier == model::Tier::None
                 ? std::string("none")
                 : std::string(model::toString(c.tier)) + " (" + model::featureName(c.tier) + ")") +
            "\n- shader: " + d.shader.origin + ", key `" + d.shader.key.text() + "`\n- " +
            std::to_string(c.probes.size()) + " probes\n\n";
  if (c.slotIndex != shadergen::SlotIndex::Constant)
    readme += "The shader reads the view through a descriptor array indexed at run time (P-21, " +
              std::string(shadergen::toString(c.slotIndex)) +
              "). This program binds the case's view alone, at element 0 of the array, the way `vktexel run` "
              "binds it (update-after-bind and partially bound, mutable descriptors, or a descriptor "
              "buffer, where the case's name says so; `case_data.h`'s kUpdateAfterBind, kMutableDescriptor "
              "and kDescriptorBuffer), so it runs the case's probes through that path but not beside the "
              "other views `vktexel run` binds at the other elements: a failure that needs a neighbour's "
              "descriptor shows in `vktexel run` (its failure report names the descriptor), not here.\n\n";
  if (faults.citedBounds)
    readme += "**The expected values are the case's cited bound (`--cited-bounds`: " +
              model::citedBoundOf(model::viewFormat(c.image.format, c.view), c.view.sampler,
                                  readsFloatCoordinates(c), offsetsFloatCoordinates(c)) +
              "), not the letter of the spec: a result outside the letter but inside the bound, a "
              "QualityWarning in `vktexel run`, passes here.**\n\n";
  const std::string faultText = model::faultNames(faults);
  if (!faultText.empty())
    readme += "**The expected values were made with `--model-fault " + faultText +
              "`: the model is deliberately wrong, so the checks below must fail on a correct driver.**\n\n";
  readme +=
      "## Files\n\n"
      "- `" +
      spv + "`: the SPIR-V the case runs (binary); `" + source + "`: its source.\n";
  if (multisample)
    readme +=
        "- The multisample fill (SEMANTICS §6.3): a multisample image cannot be copied to, so vktexel "
        "renders every sample and so does `repro.cpp` (`multisample_fill.h`): a full-screen triangle "
        "(`fill.vert.spv`) whose fragment shader (`fill_FORMAT.frag.spv`) writes each sample's value "
        "from `fill_FORMAT.bin` (four words per sample: the colour's bits, or depth bits and stencil), " +
        std::string(c.image.fillBySampleShading ? "with one invocation per sample (sample shading)"
                                                : "one draw per sample limited by gl_SampleMask") +
        "; stencil by REPLACE passes. FORMAT is the format rendered through: the integer alias where "
        "the device renders it at the image's sample count, else the image's own format. The GLSL of "
        "each shader is beside it." +
        std::string(c.image.fill == model::FillPattern::Cleared
                        ? " vktexel clears this image instead (vkCmdClearColorImage or "
                          "vkCmdClearDepthStencilImage: every probe reads outside its texels); the "
                          "program draws the same value into every sample."
                        : "") +
        "\n";
  else
    readme +=
        "- `image.bin`: the image's bytes as vktexel uploads them (every level and aspect; `case_data.h` "
        "lists the buffer-to-image copies), or the texel buffer's bytes.\n";
  if (c.image.sparse.sparse)
    readme +=
        "- `sparse_binding.h`: the image is sparse-resident (SEMANTICS §8); the program binds memory to the "
        "pages the case binds (listed in `case_data.h`) and to the mip tail when it binds it, with "
        "vkQueueBindSparse, and copies `image.bin` into those pages only. It needs sparseBinding, "
        "shaderResourceResidency, the image type's sparseResidencyImage feature and the format's "
        "standard sparse block shape.\n";
  if (shadergen::isDescriptorBuffer(c.slotIndex))
    readme +=
        "- `descriptor_buffer.h`: both descriptor sets are bytes in a descriptor buffer "
        "(VK_EXT_descriptor_buffer): the program asks the driver for each descriptor (vkGetDescriptorEXT), "
        "writes it at the offset the set layout gives, and binds the buffer instead of descriptor sets. It "
        "needs descriptorBuffer and bufferDeviceAddress.\n";
  readme +=
      "- `probes.bin`: the probes, 32 bytes each, as the shader's `struct Probe` (std430) reads them.\n"
      "- `vktexel.case`: the case as text (vktexel's docs/case-file.md): `vktexel run --case-file "
      "vktexel.case` runs it, `vktexel explain --case-file vktexel.case` shows it.\n"
      "- `case_data.h`: the image, view and sampler parameters and the CPU model's expectation of every "
      "probe; `repro.cpp`: a plain Vulkan program that runs the probes and compares; `span_search.h`: "
      "vktexel's own decision of a LINEAR lookup (one weight per axis must explain all four components), "
      "which the program shares with vktexel; `CMakeLists.txt` builds it.\n";
  if (result.amber) readme += "- `" + c.name + ".amber`: the same case as an Amber script.\n";
  readme +=
      "\n## The Vulkan C++ program\n\n"
      "Needs a C++17 compiler, CMake and the Vulkan headers and loader (Debian: `libvulkan-dev`).\n\n"
      "    cmake -S . -B build && cmake --build build\n"
      "    build/repro [--device NAME-SUBSTRING|INDEX] [--data DIR] [--dump results.bin]\n"
      "    build/repro --judge results.bin\n\n"
      "It prints `PASS`, `FAIL` (with the expected and the returned value column by column, `^` under the "
      "components that differ, as vktexel prints them), `UNDECIDED` (a lookup the "
      "one-branch search could not decide within its budget: never a pass) or `UNCHECKED` per probe and a "
      "summary line, and exits 0 when no probe failed, 1 when one did or was undecided, 2 when it could not "
      "run (no device, a missing feature or format feature). `--dump` writes the raw results, 16 bytes per "
      "probe; `--judge` judges such a file without a device.\n\n";
  readme += "## Amber\n\n";
  if (result.amber) {
    readme +=
        "    amber " + c.name +
        ".amber\n\n"
        "The script holds the " +
        std::string(c.image.dim == model::ImageDim::Buffer ? "texel buffer's data (`BUFFER ... DATA`)"
                                                           : "image data (`IMAGE ... DATA`)") +
        ", " + std::string(c.view.withSampler ? "the sampler (`SAMPLER`), " : "") +
        "the GLSL shader, the probe buffer and " + std::to_string(result.amberExpects) +
        " `EXPECT` lines, one per checked probe" +
        (result.amberProbesLeftOut ? " (" + std::to_string(result.amberProbesLeftOut) +
                                         " probes accept values an `EXPECT` line cannot state; they are "
                                         "left out with a comment, `repro.cpp` checks them)"
                                   : std::string()) +
        ". Float results are compared with the middle of the accepted range and an absolute tolerance of "
        "half the widest component's range (Amber applies one tolerance to all four components of a buffer "
        "EXPECT), a little looser than vktexel and the C++ program.\n\n" +
        std::string(planAmberLevels(c, image).refilled
                        ? "Amber has no per-level data: it fills every level of the script's image from the "
                          "start of its one DATA block (src/vulkan/transfer_image.cc copies each level from "
                          "buffer offset 0), so past level 0 the image holds other texels than vktexel's and "
                          "the C++ program's; the script's EXPECT lines are the CPU model's for Amber's "
                          "image.\n\n"
                        : "") +
        "Amber is not packaged in Debian; vktexel's tests run scripts of every kind this generator writes "
        "(1D, 2D and 3D images, texel buffers, gathers, sampled lookups) in unmodified upstream Amber "
        "(google/amber fc02f9b) on lavapipe and SwiftShader: each passes, and the script of the same case "
        "written under a model fault fails (`tests/amber_real.cmake`). Amber enables the validation layer "
        "where it is installed (`-d` turns it off). Exit status 0 and `1 pass` when every `EXPECT` "
        "holds.\n";
  } else {
    readme +=
        "No Amber script: " + result.amberWhyNot + ". The Vulkan C++ program above reproduces the case.\n";
  }
  put("README.md", readme);
  return result;
}

}  // namespace vktexel
