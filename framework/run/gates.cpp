#include "run/gates.h"

#include "model/expectation.h"
#include "model/sparse.h"

#include "run/multisample_fill.h"

#include "vk/model_mapping.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <vector>

namespace vktexel {
namespace {

std::string vkFormatName(VkFormat f) {
  return model::vkEnumName(model::formatInfo(f));
}

// Fetch offsets lie in [minTexelOffset, maxTexelOffset]; gather offsets in
// [minTexelGatherOffset, maxTexelGatherOffset], which may be 0/0 without shaderImageGatherExtended
// (SEMANTICS §5.4, trap 5). Out-of-range offsets are invalid, never wrapped (S-03).
std::string offsetGate(const vk::Device& device, const CaseSpec& c) {
  const VkPhysicalDeviceLimits& limits = device.limits();
  for (const Probe& p : c.probes) {
    const model::FetchQuery& q = p.query;
    if (!q.constOffset && !q.dynamicOffset && !q.constOffsets) continue;
    if ((q.dynamicOffset || q.constOffsets) && !device.enabledFeatures().shaderImageGatherExtended)
      return std::string("shaderImageGatherExtended (") + (q.dynamicOffset ? "Offset" : "ConstOffsets") +
             " on a gather)";
    const bool gather = q.op == model::ProbeOp::Gather;
    const int32_t lo = gather ? limits.minTexelGatherOffset : limits.minTexelOffset;
    const int64_t hi = gather ? int64_t(limits.maxTexelGatherOffset) : int64_t(limits.maxTexelOffset);
    const std::string prefix = gather ? "TexelGatherOffset" : "TexelOffset";
    std::vector<int32_t> values(q.offset.begin(), q.offset.end());
    if (q.constOffsets)
      for (const auto& o : q.offsets) values.insert(values.end(), o.begin(), o.end());
    for (int32_t o : values) {
      if (o < lo)
        return "min" + prefix + " <= " + std::to_string(o) + " (device: " + std::to_string(lo) + ")";
      if (o > hi)
        return "max" + prefix + " >= " + std::to_string(o) + " (device: " + std::to_string(hi) + ")";
    }
  }
  return "";
}

// Texel buffers (the format's buffer feature is a format gate): the element limit, and robustBufferAccess2
// for the exact out-of-bounds tier (LD-18).
std::string texelBufferGate(const vk::Device& device, const CaseSpec& c) {
  if (c.image.width > device.limits().maxTexelBufferElements)
    return "maxTexelBufferElements >= " + std::to_string(c.image.width);
  if (c.tier == model::Tier::RIA2 && !c.view.null && !device.robustBufferAccess2Enabled())
    return "robustBufferAccess2";
  return "";
}

// Multisample images are filled by rendering (SEMANTICS §6.2, §6.3): the format must be an
// attachment, and the sample count must be one the device samples and renders.
std::string multisampleGate(const vk::Device& device, const CaseSpec& c) {
  if (!device.graphicsQueue())
    return "a queue family with VK_QUEUE_GRAPHICS_BIT and VK_QUEUE_COMPUTE_BIT (the multisample fill "
           "renders)";
  if (!device.dynamicRenderingEnabled()) return "dynamicRendering (the multisample fill renders)";
  if (c.image.fillBySampleShading && !device.enabledFeatures().sampleRateShading) return "sampleRateShading";
  const model::FormatInfo& f = model::formatInfo(c.image.format);
  // A Cleared image still has the attachment usage, so it keeps every gate below.
  if (c.image.fill == model::FillPattern::Cleared &&
      !(device.optimalFeatures(f.vk) & VK_FORMAT_FEATURE_TRANSFER_DST_BIT))
    return "VK_FORMAT_FEATURE_TRANSFER_DST_BIT for " + vkFormatName(f.vk) + " (the image is cleared)";
  const VkPhysicalDeviceLimits& limits = device.limits();
  const auto counts = [&](VkSampleCountFlags flags, const char* name, const char* why) -> std::string {
    if (flags & c.image.samples) return "";
    return std::string(name) + " with " + std::to_string(c.image.samples) + " samples" + why;
  };
  std::string missing;
  if (f.isDepthStencil()) {
    if (!(device.optimalFeatures(f.vk) & VK_FORMAT_FEATURE_DEPTH_STENCIL_ATTACHMENT_BIT))
      return "VK_FORMAT_FEATURE_DEPTH_STENCIL_ATTACHMENT_BIT for " + vkFormatName(f.vk) +
             " (the fill renders)";
    const bool stencilView = model::viewFormat(f.vk, c.view).aspect == model::Aspect::Stencil;
    missing = stencilView
                  ? counts(limits.sampledImageStencilSampleCounts, "sampledImageStencilSampleCounts", "")
                  : counts(limits.sampledImageDepthSampleCounts, "sampledImageDepthSampleCounts", "");
    if (missing.empty() && f.hasChannel(model::Channel::D))
      missing =
          counts(limits.framebufferDepthSampleCounts, "framebufferDepthSampleCounts", " (the fill renders)");
    if (missing.empty() && f.hasChannel(model::Channel::S))
      missing = counts(limits.framebufferStencilSampleCounts, "framebufferStencilSampleCounts",
                       " (the fill renders)");
    return missing;
  }
  const model::FormatInfo& render = fillFormatOn(device, c.image);  // an integer alias, where it renders
  if (!(device.optimalFeatures(render.vk) & VK_FORMAT_FEATURE_COLOR_ATTACHMENT_BIT))
    return "VK_FORMAT_FEATURE_COLOR_ATTACHMENT_BIT for " + vkFormatName(render.vk) + " (the fill renders)";
  const bool integer = f.sampledType() != model::SampledType::Float;
  const bool integerRender = render.sampledType() != model::SampledType::Float;
  missing = integer ? counts(limits.sampledImageIntegerSampleCounts, "sampledImageIntegerSampleCounts", "")
                    : counts(limits.sampledImageColorSampleCounts, "sampledImageColorSampleCounts", "");
  if (missing.empty())
    missing = integerRender ? counts(device.info().framebufferIntegerColorSampleCounts,
                                     "framebufferIntegerColorSampleCounts", " (the portable fill renders)")
                            : counts(limits.framebufferColorSampleCounts, "framebufferColorSampleCounts",
                                     " (the portable fill renders)");
  return missing;
}

// A format feature the case needs: NotSupported, or a Fail citing the table where it is mandatory.
Gate missingFeature(const std::string& bit, const model::FormatInfo& f, bool mandatory) {
  if (!mandatory) return Gate{bit + " for " + vkFormatName(f.vk)};
  return Gate{bit + " missing for " + vkFormatName(f.vk) +
                  ", mandatory (Vulkan spec, Required Format Support, Table: " + f.mandatoryTable + ")",
              true};
}

// The case's format features: the uniform texel buffer feature, or SAMPLED_IMAGE on the image and
// view formats and depth comparison where the sampler compares. A spec violation wins.
Gate formatGate(const vk::Device& device, const CaseSpec& c) {
  const model::FormatInfo& f = model::formatInfo(c.image.format);
  const auto support = [&](VkFormat vk) {
    const VkPhysicalDeviceFeatures& on = device.enabledFeatures();
    bool family = false;
    switch (model::compressionFamily(model::formatInfo(vk).compression)) {
      case model::CompressionFamily::None: break;
      case model::CompressionFamily::BC: family = on.textureCompressionBC; break;
      case model::CompressionFamily::ETC2: family = on.textureCompressionETC2; break;
      case model::CompressionFamily::ASTC: family = on.textureCompressionASTC_LDR; break;
    }
    return FormatSupport{device.optimalFeatures(vk), device.bufferFeatures(vk), false, family,
                         device.astcHdrDecoding()};
  };
  if (c.view.type == model::ViewType::Buffer) return uniformTexelBufferGate(f, support(f.vk));
  const VkFormat viewFormat = viewFormatOf(c);
  Gate first;
  const auto note = [&](const Gate& g) {
    if (first.missing.empty() || (g.violatesSpec && !first.violatesSpec)) first = g;
  };
  note(sampledImageGate(f, support(f.vk)));
  if (viewFormat != f.vk) note(sampledImageGate(model::formatInfo(viewFormat), support(viewFormat)));
  // mipmapMode LINEAR blends levels: without depth comparison it needs the feature as a LINEAR
  // filter does (Vulkan spec, VUID-vkCmdDispatch-mipmapMode-04770: "... and compareEnable equal to
  // VK_FALSE ...").
  const bool linearMips =
      c.view.sampler.mipmapMode == model::MipmapMode::Linear && !c.view.sampler.depthCompare;
  const bool linear = c.view.withSampler && (c.view.sampler.filtersLinearly() || linearMips);
  if (linear && first.missing.empty()) {
    const model::FormatInfo& read = model::formatInfo(viewFormat);
    if (!(device.optimalFeatures(read.vk) & VK_FORMAT_FEATURE_SAMPLED_IMAGE_FILTER_LINEAR_BIT))
      note(Gate{"VK_FORMAT_FEATURE_SAMPLED_IMAGE_FILTER_LINEAR_BIT for " + vkFormatName(read.vk)});
  }
  if (c.view.sampler.depthCompare && first.missing.empty()) {
    FormatSupport s = support(f.vk);
    s.depthComparison = device.depthComparison(f.vk);
    note(depthComparisonGate(f, s));
  }
  return first;
}

// Sparse residency (SEMANTICS §8): the image type's residency feature, residencyNonResidentStrict
// for cases that check unbound texels, and the format's standard block shape, which the model
// assumes (model/sparse.h): devices with another granularity cannot run these cases as described.
std::string sparseGate(const vk::Device& device, const CaseSpec& c) {
  const model::ImageSpec& spec = c.image;
  const bool is3D = spec.dim == model::ImageDim::D3;
  if (!(is3D ? device.enabledFeatures().sparseResidencyImage3D
             : device.enabledFeatures().sparseResidencyImage2D))
    return is3D ? "sparseResidencyImage3D" : "sparseResidencyImage2D";
  if (spec.sparse.strict && !device.info().properties.sparseProperties.residencyNonResidentStrict)
    return "residencyNonResidentStrict";
  const VkImageCreateInfo info = vk::imageCreateInfo(spec);
  uint32_t count = 0;
  vkGetPhysicalDeviceSparseImageFormatProperties(device.physical(), info.format, info.imageType, info.samples,
                                                 info.usage, info.tiling, &count, nullptr);
  std::vector<VkSparseImageFormatProperties> props(count);
  vkGetPhysicalDeviceSparseImageFormatProperties(device.physical(), info.format, info.imageType, info.samples,
                                                 info.usage, info.tiling, &count, props.data());
  const model::PageShape page = model::pageShapeOf(spec);
  for (const VkSparseImageFormatProperties& p : props)
    if (!(p.aspectMask & VK_IMAGE_ASPECT_METADATA_BIT) &&  // any texel aspect: binding checks which
        !(p.flags & VK_SPARSE_IMAGE_FORMAT_NONSTANDARD_BLOCK_SIZE_BIT) &&
        p.imageGranularity.width == page.width && p.imageGranularity.height == page.height &&
        p.imageGranularity.depth == page.depth)
      return "";
  return "sparse residency of " + vkFormatName(spec.format) + " with the standard block shape " +
         std::to_string(page.width) + "x" + std::to_string(page.height) + "x" + std::to_string(page.depth) +
         (props.empty() ? " (vkGetPhysicalDeviceSparseImageFormatProperties: none)"
                        : " (another granularity)");
}

// A run-time index into the descriptor array (P-21): the feature for the descriptor type (the
// "SampledImage" features cover sampled images, samplers and combined image samplers alike).
std::string slotIndexGate(const vk::Device& device, const CaseSpec& c) {
  const vk::Device::DescriptorIndexing& has = device.descriptorIndexing();
  const bool buffer = c.view.type == model::ViewType::Buffer;
  using shadergen::SlotIndex;
  if (c.slotIndex == SlotIndex::Constant) return "";
  if (shadergen::isNonUniform(c.slotIndex)) {
    if (buffer && !has.texelBufferNonUniform) return "shaderUniformTexelBufferArrayNonUniformIndexing";
    if (!buffer && !has.sampledImageNonUniform) return "shaderSampledImageArrayNonUniformIndexing";
  } else {  // the other paths index dynamically uniformly, some through a binding of their own kind
    if (buffer && !has.texelBufferDynamic) return "shaderUniformTexelBufferArrayDynamicIndexing";
    if (!buffer && !has.sampledImageDynamic) return "shaderSampledImageArrayDynamicIndexing";
  }
  if (c.slotIndex == SlotIndex::UniformUpdateAfterBind) {
    if (buffer && !has.texelBufferUpdateAfterBind)
      return "descriptorBindingUniformTexelBufferUpdateAfterBind";
    if (!buffer && !has.sampledImageUpdateAfterBind) return "descriptorBindingSampledImageUpdateAfterBind";
    return has.partiallyBound ? "" : "descriptorBindingPartiallyBound";
  }
  if (c.slotIndex == SlotIndex::UniformMutable && !has.mutableDescriptorType)
    return "mutableDescriptorType (VK_EXT_mutable_descriptor_type)";
  if (shadergen::isDescriptorBuffer(c.slotIndex) && !has.descriptorBuffer)
    return "descriptorBuffer (VK_EXT_descriptor_buffer) with bufferDeviceAddress";
  return "";
}

std::string missingGate(const vk::Device& device, const CaseSpec& c) {
  const std::string indexing = slotIndexGate(device, c);
  if (!indexing.empty()) return indexing;
  if (c.view.type == model::ViewType::Buffer) return texelBufferGate(device, c);
  if (c.view.type == model::ViewType::CubeArray && !device.enabledFeatures().imageCubeArray)
    return "imageCubeArray";
  if (!device.enabledFeatures().shaderResourceMinLod)
    for (const Probe& p : c.probes)
      if (p.query.hasSampleMinLod()) return "shaderResourceMinLod";
  // VUID-VkSamplerCreateInfo-mipLodBias-01069: |mipLodBias| <= maxSamplerLodBias.
  if (c.view.withSampler && std::fabs(c.view.sampler.mipLodBias) > device.limits().maxSamplerLodBias)
    return "maxSamplerLodBias >= " + model::floatText(std::fabs(c.view.sampler.mipLodBias)) +
           " (device: " + model::floatText(device.limits().maxSamplerLodBias) + ")";
  for (model::AddressMode m : {c.view.sampler.u, c.view.sampler.v})
    if (c.view.withSampler && m == model::AddressMode::MirrorClampToEdge &&
        !device.samplerMirrorClampToEdgeEnabled())
      return "samplerMirrorClampToEdge";
  if (c.image.samples > 1) {
    const std::string ms = multisampleGate(device, c);
    if (!ms.empty()) return ms;
  }
  if (c.image.sparse.sparse) {
    const std::string sparse = sparseGate(device, c);
    if (!sparse.empty()) return sparse;
  }
  const VkImageCreateInfo info = vk::imageCreateInfo(c.image);
  VkImageFormatProperties props{};
  if (vkGetPhysicalDeviceImageFormatProperties(device.physical(), info.format, info.imageType, info.tiling,
                                               info.usage, info.flags, &props) != VK_SUCCESS)
    return "optimal-tiling sampled image of " + vkFormatName(c.image.format);
  if (info.extent.width > props.maxExtent.width || info.extent.height > props.maxExtent.height ||
      info.extent.depth > props.maxExtent.depth || info.mipLevels > props.maxMipLevels ||
      info.arrayLayers > props.maxArrayLayers || !(props.sampleCounts & info.samples))
    return "image extent, levels or layers of " + c.image.key() + " within the device's image format limits";
  return offsetGate(device, c);
}

}  // namespace

Gate checkGates(const vk::Device& device, const CaseSpec& c) {
  if (c.view.null && !device.nullDescriptorEnabled()) return Gate{"nullDescriptor"};
  // Format features first: a feature the spec requires is a Fail whatever else the case needs.
  const Gate format = formatGate(device, c);
  if (!format.missing.empty()) return format;
  return Gate{missingGate(device, c)};
}

Gate sampledImageGate(const model::FormatInfo& f, const FormatSupport& s) {
  if (f.isCompressed() && !s.compressionFamily) return Gate{model::compressionFeature(f.compression)};
  // Vulkan "ASTC Compressed Image Formats": an HDR block in a UNORM format "may result in either
  // the error color or a decompressed HDR color if the implementation supports HDR decoding";
  // the model expects the error colour, as every ASTC fill holds HDR blocks.
  if (f.compression == model::Compression::Astc && f.components[0].cls == model::NumClass::Unorm &&
      s.astcHdrDecoding)
    return Gate{
        "an ASTC decoder without HDR (this device supports textureCompressionASTC_HDR, so HDR blocks of " +
        vkFormatName(f.vk) + " need not read the error colour)"};
  if (s.optimalTiling & VK_FORMAT_FEATURE_SAMPLED_IMAGE_BIT) return Gate{};
  if (f.isCompressed())  // "Required Format Support": the family's table, once its feature is there
    return Gate{"VK_FORMAT_FEATURE_SAMPLED_IMAGE_BIT missing for " + vkFormatName(f.vk) +
                    ", mandatory with " + model::compressionFeature(f.compression) +
                    " (Vulkan spec, Required Format Support)",
                true};
  return missingFeature("VK_FORMAT_FEATURE_SAMPLED_IMAGE_BIT", f, f.mandatorySampled);
}

// Vulkan 1.3 "Depth Comparison Format Support": "a depth/stencil format with a depth component
// supporting VK_FORMAT_FEATURE_SAMPLED_IMAGE_BIT must support
// VK_FORMAT_FEATURE_2_SAMPLED_IMAGE_DEPTH_COMPARISON_BIT" (with format_feature_flags2; before it
// Device::depthComparison reports SAMPLED_IMAGE, so the rule cannot fail).
Gate depthComparisonGate(const model::FormatInfo& f, const FormatSupport& s) {
  if (s.depthComparison) return Gate{};
  const std::string bit = "VK_FORMAT_FEATURE_2_SAMPLED_IMAGE_DEPTH_COMPARISON_BIT";
  if (!f.hasChannel(model::Channel::D) || !(s.optimalTiling & VK_FORMAT_FEATURE_SAMPLED_IMAGE_BIT))
    return Gate{bit + " for " + vkFormatName(f.vk)};
  return Gate{bit + " missing for " + vkFormatName(f.vk) +
                  ", mandatory beside VK_FORMAT_FEATURE_SAMPLED_IMAGE_BIT on a format with a depth component "
                  "(Vulkan spec, Required Format Support, Depth Comparison Format Support)",
              true};
}

Gate uniformTexelBufferGate(const model::FormatInfo& f, const FormatSupport& s) {
  if (s.buffer & VK_FORMAT_FEATURE_UNIFORM_TEXEL_BUFFER_BIT) return Gate{};
  return missingFeature("VK_FORMAT_FEATURE_UNIFORM_TEXEL_BUFFER_BIT", f, f.mandatoryUniformTexelBuffer);
}

}  // namespace vktexel
