#include "run/gates.h"

#include "vk/model_mapping.h"

#include <algorithm>
#include <cctype>
#include <vector>

namespace vktexel {
namespace {

std::string vkFormatName(VkFormat f) {
  std::string s = model::formatInfo(f).name;
  std::transform(s.begin(), s.end(), s.begin(), [](unsigned char c) { return char(std::toupper(c)); });
  return "VK_FORMAT_" + s;
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

// Texel buffers: the format's buffer feature, the element limit, and robustBufferAccess2 for
// the exact out-of-bounds tier (LD-18).
std::string texelBufferGate(const vk::Device& device, const CaseSpec& c) {
  if (!(device.bufferFeatures(c.image.format) & VK_FORMAT_FEATURE_UNIFORM_TEXEL_BUFFER_BIT))
    return "VK_FORMAT_FEATURE_UNIFORM_TEXEL_BUFFER_BIT for " + vkFormatName(c.image.format);
  if (c.image.width > device.limits().maxTexelBufferElements)
    return "maxTexelBufferElements >= " + std::to_string(c.image.width);
  if (c.tier == model::Tier::RIA2 && !c.view.null && !device.robustBufferAccess2Enabled())
    return "robustBufferAccess2";
  return "";
}

// Multisample images are filled by rendering (SEMANTICS §6.2, §6.3): the format must be an
// attachment, and the sample count must be one the device samples and renders.
std::string multisampleGate(const vk::Device& device, const CaseSpec& c) {
  if (!device.dynamicRenderingEnabled()) return "dynamicRendering (the multisample fill renders)";
  if (c.image.fillBySampleShading && !device.enabledFeatures().sampleRateShading) return "sampleRateShading";
  const model::FormatInfo& f = model::formatInfo(c.image.format);
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
  const model::FormatInfo& render = model::fillRenderFormat(c.image);  // an integer alias for float specials
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

std::string missingGate(const vk::Device& device, const CaseSpec& c) {
  if (c.view.null && !device.nullDescriptorEnabled()) return "nullDescriptor";
  if (c.view.type == model::ViewType::Buffer) return texelBufferGate(device, c);
  if (c.view.type == model::ViewType::CubeArray && !device.enabledFeatures().imageCubeArray)
    return "imageCubeArray";
  for (model::AddressMode m : {c.view.sampler.u, c.view.sampler.v})
    if (c.view.combinedSampler && m == model::AddressMode::MirrorClampToEdge &&
        !device.samplerMirrorClampToEdgeEnabled())
      return "samplerMirrorClampToEdge";
  if (c.view.sampler.depthCompare && !device.depthComparison(c.image.format))
    return "VK_FORMAT_FEATURE_2_SAMPLED_IMAGE_DEPTH_COMPARISON_BIT for " + vkFormatName(c.image.format);
  if (c.image.samples > 1) {
    const std::string ms = multisampleGate(device, c);
    if (!ms.empty()) return ms;
  }
  const VkFormat viewFormat = c.view.format == VK_FORMAT_UNDEFINED ? c.image.format : c.view.format;
  for (VkFormat f : {c.image.format, viewFormat})
    if (!(device.optimalFeatures(f) & VK_FORMAT_FEATURE_SAMPLED_IMAGE_BIT))
      return "VK_FORMAT_FEATURE_SAMPLED_IMAGE_BIT for " + vkFormatName(f);
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
  Gate g{missingGate(device, c), false};
  // SEMANTICS §4.2: SAMPLED_IMAGE is mandatory for these formats (optimal tiling).
  const model::FormatInfo& f = model::formatInfo(c.image.format);
  const bool image = c.view.type != model::ViewType::Buffer;
  if (!g.missing.empty() && image && f.mandatorySampled &&
      !(device.optimalFeatures(c.image.format) & VK_FORMAT_FEATURE_SAMPLED_IMAGE_BIT)) {
    g.violatesSpec = true;
    g.missing += " (mandatory for this format, SEMANTICS §4.2)";
  }
  return g;
}

}  // namespace vktexel
