#include "ignore_fields.h"

#include <cstdlib>
#include <set>
#include <string>

namespace state_audit {
namespace {

// Each field the layer can play ignoring, with the default it substitutes. Only substitutions that
// keep every call the suite makes valid are offered (e.g. no compareEnable: a Dref instruction
// needs a compare sampler).
const char* const kIgnorable[] = {
    "VkImageViewCreateInfo.components",                       // IDENTITY
    "VkImageViewCreateInfo.subresourceRange.baseMipLevel",    // 0, the same level count
    "VkImageViewCreateInfo.subresourceRange.levelCount",      // VK_REMAINING_MIP_LEVELS
    "VkImageViewCreateInfo.subresourceRange.baseArrayLayer",  // 0, the same layer count
    "VkImageViewCreateInfo.subresourceRange.layerCount",      // VK_REMAINING_ARRAY_LAYERS (1D and 2D arrays)
    "VkBufferViewCreateInfo.offset",                          // 0, the same range
    "VkBufferViewCreateInfo.range",                           // VK_WHOLE_SIZE
    "VkSamplerCreateInfo.magFilter",                          // NEAREST
    "VkSamplerCreateInfo.minFilter",                          // NEAREST
    "VkSamplerCreateInfo.mipmapMode",                         // NEAREST
    "VkSamplerCreateInfo.addressModeU",                       // CLAMP_TO_EDGE
    "VkSamplerCreateInfo.addressModeV",                       // CLAMP_TO_EDGE
    "VkSamplerCreateInfo.addressModeW",                       // CLAMP_TO_EDGE
    "VkSamplerCreateInfo.mipLodBias",                         // 0
    "VkSamplerCreateInfo.minLod",                             // 0
    "VkSamplerCreateInfo.maxLod",                             // VK_LOD_CLAMP_NONE (0 with unnormalized)
    "VkSamplerCreateInfo.borderColor",                        // transparent black, of the same type
    "VkSamplerCreateInfo.compareOp",                          // LESS
    "VkWriteDescriptorSet.dstArrayElement",                   // 0
    // Not a default: the validation counter's positive control (issue 56). maxLod below minLod
    // breaks VUID-VkSamplerCreateInfo-maxLod-01973 in every sampler the run creates.
    "invalid:VkSamplerCreateInfo.maxLod",
};

struct Config {
  std::set<std::string> fields;
  std::string error;
};

Config parse(const char* env) {
  Config config;
  const std::string text = env ? env : "";
  for (size_t start = 0; start < text.size();) {
    size_t comma = text.find(',', start);
    if (comma == std::string::npos) comma = text.size();
    const std::string field = text.substr(start, comma - start);
    start = comma + 1;
    if (field.empty()) continue;
    bool known = false;
    for (const char* k : kIgnorable) known = known || field == k;
    if (!known) {
      config.error =
          "VKTEXEL_STATE_IGNORE names '" + field + "', which the layer cannot ignore; it can ignore:";
      for (const char* k : kIgnorable) config.error += std::string(" ") + k;
      return config;
    }
    config.fields.insert(field);
  }
  return config;
}

const Config& config() {
  static const Config parsed = parse(std::getenv("VKTEXEL_STATE_IGNORE"));
  return parsed;
}

bool ignored(const char* field) {
  return config().fields.count(field) > 0;
}

}  // namespace

bool ignoring() {
  return !config().fields.empty() || !config().error.empty();
}

const std::string& ignoreError() {
  return config().error;
}

VkImageViewCreateInfo ignoredImageView(const VkImageViewCreateInfo& info) {
  VkImageViewCreateInfo out = info;
  if (ignored("VkImageViewCreateInfo.components"))
    out.components = {VK_COMPONENT_SWIZZLE_IDENTITY, VK_COMPONENT_SWIZZLE_IDENTITY,
                      VK_COMPONENT_SWIZZLE_IDENTITY, VK_COMPONENT_SWIZZLE_IDENTITY};
  VkImageSubresourceRange& r = out.subresourceRange;
  if (ignored("VkImageViewCreateInfo.subresourceRange.baseMipLevel")) r.baseMipLevel = 0;
  if (ignored("VkImageViewCreateInfo.subresourceRange.levelCount")) r.levelCount = VK_REMAINING_MIP_LEVELS;
  if (ignored("VkImageViewCreateInfo.subresourceRange.baseArrayLayer")) r.baseArrayLayer = 0;
  if (ignored("VkImageViewCreateInfo.subresourceRange.layerCount") &&
      (info.viewType == VK_IMAGE_VIEW_TYPE_1D_ARRAY || info.viewType == VK_IMAGE_VIEW_TYPE_2D_ARRAY))
    r.layerCount = VK_REMAINING_ARRAY_LAYERS;
  return out;
}

VkBufferViewCreateInfo ignoredBufferView(const VkBufferViewCreateInfo& info) {
  VkBufferViewCreateInfo out = info;
  if (ignored("VkBufferViewCreateInfo.offset")) out.offset = 0;
  if (ignored("VkBufferViewCreateInfo.range")) out.range = VK_WHOLE_SIZE;
  return out;
}

VkSamplerCreateInfo ignoredSampler(const VkSamplerCreateInfo& info) {
  VkSamplerCreateInfo out = info;
  if (ignored("VkSamplerCreateInfo.magFilter")) out.magFilter = VK_FILTER_NEAREST;
  if (ignored("VkSamplerCreateInfo.minFilter")) out.minFilter = VK_FILTER_NEAREST;
  if (ignored("VkSamplerCreateInfo.mipmapMode")) out.mipmapMode = VK_SAMPLER_MIPMAP_MODE_NEAREST;
  if (ignored("VkSamplerCreateInfo.addressModeU")) out.addressModeU = VK_SAMPLER_ADDRESS_MODE_CLAMP_TO_EDGE;
  if (ignored("VkSamplerCreateInfo.addressModeV")) out.addressModeV = VK_SAMPLER_ADDRESS_MODE_CLAMP_TO_EDGE;
  if (ignored("VkSamplerCreateInfo.addressModeW")) out.addressModeW = VK_SAMPLER_ADDRESS_MODE_CLAMP_TO_EDGE;
  if (ignored("VkSamplerCreateInfo.mipLodBias")) out.mipLodBias = 0;
  if (ignored("VkSamplerCreateInfo.minLod")) out.minLod = 0;
  if (ignored("VkSamplerCreateInfo.maxLod") && !info.unnormalizedCoordinates) out.maxLod = VK_LOD_CLAMP_NONE;
  if (ignored("VkSamplerCreateInfo.borderColor")) {
    const bool integer = info.borderColor == VK_BORDER_COLOR_INT_TRANSPARENT_BLACK ||
                         info.borderColor == VK_BORDER_COLOR_INT_OPAQUE_BLACK ||
                         info.borderColor == VK_BORDER_COLOR_INT_OPAQUE_WHITE;
    out.borderColor =
        integer ? VK_BORDER_COLOR_INT_TRANSPARENT_BLACK : VK_BORDER_COLOR_FLOAT_TRANSPARENT_BLACK;
  }
  if (ignored("VkSamplerCreateInfo.compareOp")) out.compareOp = VK_COMPARE_OP_LESS;
  if (ignored("invalid:VkSamplerCreateInfo.maxLod")) out.maxLod = out.minLod - 1.0f;
  return out;
}

std::vector<VkWriteDescriptorSet> ignoredWrites(uint32_t count, const VkWriteDescriptorSet* writes) {
  std::vector<VkWriteDescriptorSet> out(writes, writes + count);
  if (ignored("VkWriteDescriptorSet.dstArrayElement"))
    for (VkWriteDescriptorSet& w : out) w.dstArrayElement = 0;
  return out;
}

}  // namespace state_audit
