// Devices, pipelines and the commands the suite records.
#include "field_log.h"
#include "record.h"
#include "vk_names.h"

#include <algorithm>
#include <cstring>
#include <string>
#include <vector>

namespace state_audit {

namespace n = names;

namespace {

constexpr const char* kCoreFeatures[] = {"robustBufferAccess",
                                         "fullDrawIndexUint32",
                                         "imageCubeArray",
                                         "independentBlend",
                                         "geometryShader",
                                         "tessellationShader",
                                         "sampleRateShading",
                                         "dualSrcBlend",
                                         "logicOp",
                                         "multiDrawIndirect",
                                         "drawIndirectFirstInstance",
                                         "depthClamp",
                                         "depthBiasClamp",
                                         "fillModeNonSolid",
                                         "depthBounds",
                                         "wideLines",
                                         "largePoints",
                                         "alphaToOne",
                                         "multiViewport",
                                         "samplerAnisotropy",
                                         "textureCompressionETC2",
                                         "textureCompressionASTC_LDR",
                                         "textureCompressionBC",
                                         "occlusionQueryPrecise",
                                         "pipelineStatisticsQuery",
                                         "vertexPipelineStoresAndAtomics",
                                         "fragmentStoresAndAtomics",
                                         "shaderTessellationAndGeometryPointSize",
                                         "shaderImageGatherExtended",
                                         "shaderStorageImageExtendedFormats",
                                         "shaderStorageImageMultisample",
                                         "shaderStorageImageReadWithoutFormat",
                                         "shaderStorageImageWriteWithoutFormat",
                                         "shaderUniformBufferArrayDynamicIndexing",
                                         "shaderSampledImageArrayDynamicIndexing",
                                         "shaderStorageBufferArrayDynamicIndexing",
                                         "shaderStorageImageArrayDynamicIndexing",
                                         "shaderClipDistance",
                                         "shaderCullDistance",
                                         "shaderFloat64",
                                         "shaderInt64",
                                         "shaderInt16",
                                         "shaderResourceResidency",
                                         "shaderResourceMinLod",
                                         "sparseBinding",
                                         "sparseResidencyBuffer",
                                         "sparseResidencyImage2D",
                                         "sparseResidencyImage3D",
                                         "sparseResidency2Samples",
                                         "sparseResidency4Samples",
                                         "sparseResidency8Samples",
                                         "sparseResidency16Samples",
                                         "sparseResidencyAliased",
                                         "variableMultisampleRate",
                                         "inheritedQueries"};
static_assert(sizeof(kCoreFeatures) / sizeof(kCoreFeatures[0]) * sizeof(VkBool32) ==
              sizeof(VkPhysicalDeviceFeatures));

void recordCoreFeatures(const VkPhysicalDeviceFeatures& features) {
  const auto* flags = reinterpret_cast<const VkBool32*>(&features);
  for (size_t i = 0; i < sizeof(kCoreFeatures) / sizeof(kCoreFeatures[0]); ++i)
    noteBool(std::string("VkPhysicalDeviceFeatures.") + kCoreFeatures[i], flags[i]);
}

// The VkBool32 members of a chained features structure, by position after sType and pNext (the
// names of those the suite cares about are in the table; others as "[i]").
struct FeatureStruct {
  VkStructureType type;
  const char* name;
  std::vector<const char*> members;
};
const FeatureStruct kFeatureStructs[] = {
    {VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_ROBUSTNESS_2_FEATURES_EXT,
     "VkPhysicalDeviceRobustness2FeaturesEXT",
     {"robustBufferAccess2", "robustImageAccess2", "nullDescriptor"}},
    {VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_IMAGE_ROBUSTNESS_FEATURES,
     "VkPhysicalDeviceImageRobustnessFeatures",
     {"robustImageAccess"}},
    {VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_3_FEATURES,
     "VkPhysicalDeviceVulkan13Features",
     {"robustImageAccess", "inlineUniformBlock", "descriptorBindingInlineUniformBlockUpdateAfterBind",
      "pipelineCreationCacheControl", "privateData", "shaderDemoteToHelperInvocation",
      "shaderTerminateInvocation", "subgroupSizeControl", "computeFullSubgroups", "synchronization2",
      "textureCompressionASTC_HDR", "shaderZeroInitializeWorkgroupMemory", "dynamicRendering",
      "shaderIntegerDotProduct", "maintenance4"}},
    {VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_DESCRIPTOR_BUFFER_FEATURES_EXT,
     "VkPhysicalDeviceDescriptorBufferFeaturesEXT",
     {"descriptorBuffer", "descriptorBufferCaptureReplay", "descriptorBufferImageLayoutIgnored",
      "descriptorBufferPushDescriptors"}},
    {VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_MUTABLE_DESCRIPTOR_TYPE_FEATURES_EXT,
     "VkPhysicalDeviceMutableDescriptorTypeFeaturesEXT",
     {"mutableDescriptorType"}},
    {VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_CUSTOM_BORDER_COLOR_FEATURES_EXT,
     "VkPhysicalDeviceCustomBorderColorFeaturesEXT",
     {"customBorderColors", "customBorderColorWithoutFormat"}},
    {VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_IMAGE_VIEW_MIN_LOD_FEATURES_EXT,
     "VkPhysicalDeviceImageViewMinLodFeaturesEXT",
     {"minLod"}},
};

void recordFeatureStruct(const VkBaseInStructure* s) {
  if (s->sType == VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_FEATURES_2)
    return recordCoreFeatures(reinterpret_cast<const VkPhysicalDeviceFeatures2*>(s)->features);
  for (const FeatureStruct& known : kFeatureStructs) {
    if (known.type != s->sType) continue;
    const auto* flags =
        reinterpret_cast<const VkBool32*>(reinterpret_cast<const char*>(s) + sizeof(VkBaseInStructure));
    for (size_t i = 0; i < known.members.size(); ++i)
      noteBool(std::string(known.name) + "." + known.members[i], flags[i]);
    return;
  }
  // Vulkan 1.1/1.2 features and others: their members are recorded by position.
  if (s->sType == VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_2_FEATURES) {
    const auto& v12 = *reinterpret_cast<const VkPhysicalDeviceVulkan12Features*>(s);
    const std::string f = "VkPhysicalDeviceVulkan12Features.";
    noteBool(f + "descriptorIndexing", v12.descriptorIndexing);
    noteBool(f + "shaderSampledImageArrayNonUniformIndexing", v12.shaderSampledImageArrayNonUniformIndexing);
    noteBool(f + "shaderUniformTexelBufferArrayNonUniformIndexing",
             v12.shaderUniformTexelBufferArrayNonUniformIndexing);
    noteBool(f + "descriptorBindingSampledImageUpdateAfterBind",
             v12.descriptorBindingSampledImageUpdateAfterBind);
    noteBool(f + "descriptorBindingUniformTexelBufferUpdateAfterBind",
             v12.descriptorBindingUniformTexelBufferUpdateAfterBind);
    noteBool(f + "descriptorBindingPartiallyBound", v12.descriptorBindingPartiallyBound);
    noteBool(f + "runtimeDescriptorArray", v12.runtimeDescriptorArray);
    noteBool(f + "samplerFilterMinmax", v12.samplerFilterMinmax);
    noteBool(f + "bufferDeviceAddress", v12.bufferDeviceAddress);
    noteBool(f + "shaderFloat16", v12.shaderFloat16);
    return;
  }
}

}  // namespace

void recordDevice(const VkDeviceCreateInfo& info) {
  const std::string f = "VkDeviceCreateInfo.";
  note(f + "queueCreateInfoCount", info.queueCreateInfoCount);
  for (uint32_t i = 0; i < info.queueCreateInfoCount; ++i)
    note("VkDeviceQueueCreateInfo.queueCount", info.pQueueCreateInfos[i].queueCount);
  if (info.pEnabledFeatures) recordCoreFeatures(*info.pEnabledFeatures);
  std::string chain;
  for (auto* s = static_cast<const VkBaseInStructure*>(info.pNext); s; s = s->pNext) {
    if (s->sType == VK_STRUCTURE_TYPE_LOADER_DEVICE_CREATE_INFO) continue;
    recordFeatureStruct(s);
  }
  // The enabled extensions as one sorted list per device (tests/state_inventory.py expands it).
  std::vector<std::string> extensions(info.ppEnabledExtensionNames,
                                      info.ppEnabledExtensionNames + info.enabledExtensionCount);
  std::sort(extensions.begin(), extensions.end());
  std::string list;
  for (const std::string& e : extensions) list += (list.empty() ? "" : " ") + e;
  note(f + "ppEnabledExtensionNames", list.empty() ? "none" : list);
}

// The robustness a pipeline asks for (issue 57: per pipeline where the device has
// pipelineRobustness): the tiers the suite varies.
void recordPipelineRobustness(const void* pNext) {
  static const EnumName kBuffer[] = {
      {VK_PIPELINE_ROBUSTNESS_BUFFER_BEHAVIOR_DEVICE_DEFAULT_EXT, "DEVICE_DEFAULT"},
      {VK_PIPELINE_ROBUSTNESS_BUFFER_BEHAVIOR_DISABLED_EXT, "DISABLED"},
      {VK_PIPELINE_ROBUSTNESS_BUFFER_BEHAVIOR_ROBUST_BUFFER_ACCESS_EXT, "ROBUST_BUFFER_ACCESS"},
      {VK_PIPELINE_ROBUSTNESS_BUFFER_BEHAVIOR_ROBUST_BUFFER_ACCESS_2_EXT, "ROBUST_BUFFER_ACCESS_2"}};
  static const EnumName kImage[] = {
      {VK_PIPELINE_ROBUSTNESS_IMAGE_BEHAVIOR_DEVICE_DEFAULT_EXT, "DEVICE_DEFAULT"},
      {VK_PIPELINE_ROBUSTNESS_IMAGE_BEHAVIOR_DISABLED_EXT, "DISABLED"},
      {VK_PIPELINE_ROBUSTNESS_IMAGE_BEHAVIOR_ROBUST_IMAGE_ACCESS_EXT, "ROBUST_IMAGE_ACCESS"},
      {VK_PIPELINE_ROBUSTNESS_IMAGE_BEHAVIOR_ROBUST_IMAGE_ACCESS_2_EXT, "ROBUST_IMAGE_ACCESS_2"}};
  for (auto* s = static_cast<const VkBaseInStructure*>(pNext); s; s = s->pNext) {
    if (s->sType != VK_STRUCTURE_TYPE_PIPELINE_ROBUSTNESS_CREATE_INFO_EXT) continue;
    const auto* r = reinterpret_cast<const VkPipelineRobustnessCreateInfoEXT*>(s);
    const std::string f = "VkPipelineRobustnessCreateInfoEXT.";
    noteEnum(f + "storageBuffers", r->storageBuffers, kBuffer);
    noteEnum(f + "uniformBuffers", r->uniformBuffers, kBuffer);
    noteEnum(f + "vertexInputs", r->vertexInputs, kBuffer);
    noteEnum(f + "images", r->images, kImage);
  }
}

void recordComputePipeline(const VkComputePipelineCreateInfo& info, bool withCache) {
  const std::string f = "VkComputePipelineCreateInfo.";
  recordChain(f + "pNext", info.pNext);
  recordPipelineRobustness(info.pNext);
  noteFlags(f + "flags", info.flags, n::kPipelineCreate);
  recordChain(f + "stage.pNext", info.stage.pNext);
  note(f + "stage.flags", info.stage.flags);
  note(f + "stage.pName", info.stage.pName ? info.stage.pName : "(null)");
  note(f + "stage.pSpecializationInfo.mapEntryCount",
       info.stage.pSpecializationInfo ? info.stage.pSpecializationInfo->mapEntryCount : 0);
  noteHandle(f + "basePipelineHandle", reinterpret_cast<const void*>(info.basePipelineHandle));
  noteBool("vkCreateComputePipelines.pipelineCache", withCache);
}

void recordGraphicsPipeline(const VkGraphicsPipelineCreateInfo& info) {
  const std::string f = "VkGraphicsPipelineCreateInfo.";
  note(f + "stageCount", info.stageCount);
  if (const VkPipelineMultisampleStateCreateInfo* ms = info.pMultisampleState) {
    const std::string g = "VkPipelineMultisampleStateCreateInfo.";
    noteFlags(g + "rasterizationSamples", ms->rasterizationSamples, n::kSampleCount);
    noteBool(g + "sampleShadingEnable", ms->sampleShadingEnable);
    noteFloat(g + "minSampleShading", ms->minSampleShading);
    noteHandle(g + "pSampleMask", ms->pSampleMask);
    noteBool(g + "alphaToCoverageEnable", ms->alphaToCoverageEnable);
  }
}

void recordCopyBufferToImage(VkImageLayout layout, uint32_t count, const VkBufferImageCopy* regions) {
  const std::string f = "vkCmdCopyBufferToImage.";
  noteEnum(f + "dstImageLayout", layout, n::kImageLayout);
  for (uint32_t i = 0; i < count; ++i) {
    const VkBufferImageCopy& r = regions[i];
    const std::string g = "VkBufferImageCopy.";
    note(g + "bufferOffset", r.bufferOffset);
    note(g + "bufferRowLength", r.bufferRowLength);
    note(g + "bufferImageHeight", r.bufferImageHeight);
    noteFlags(g + "imageSubresource.aspectMask", r.imageSubresource.aspectMask, n::kAspect);
    note(g + "imageSubresource.mipLevel", r.imageSubresource.mipLevel);
    note(g + "imageSubresource.baseArrayLayer", r.imageSubresource.baseArrayLayer);
    note(g + "imageSubresource.layerCount", r.imageSubresource.layerCount);
    note(g + "imageOffset.x", uint64_t(r.imageOffset.x));
    note(g + "imageOffset.y", uint64_t(r.imageOffset.y));
    note(g + "imageOffset.z", uint64_t(r.imageOffset.z));
  }
}

void recordClear(const char* command, VkImageLayout layout, uint32_t count,
                 const VkImageSubresourceRange* ranges) {
  noteEnum(std::string(command) + ".imageLayout", layout, n::kImageLayout);
  for (uint32_t i = 0; i < count; ++i)
    noteFlags(std::string(command) + ".pRanges.aspectMask", ranges[i].aspectMask, n::kAspect);
}

void recordPipelineBarrier(VkPipelineStageFlags src, VkPipelineStageFlags dst, uint32_t memoryCount,
                           const VkMemoryBarrier* memory, uint32_t bufferCount,
                           const VkBufferMemoryBarrier* buffers, uint32_t imageCount,
                           const VkImageMemoryBarrier* images) {
  const std::string f = "vkCmdPipelineBarrier.";
  noteFlags(f + "srcStageMask", src, n::kPipelineStage);
  noteFlags(f + "dstStageMask", dst, n::kPipelineStage);
  note(f + "memoryBarrierCount", memoryCount);
  note(f + "bufferMemoryBarrierCount", bufferCount);
  for (uint32_t i = 0; i < memoryCount; ++i) {
    noteFlags("VkMemoryBarrier.srcAccessMask", memory[i].srcAccessMask, n::kAccess);
    noteFlags("VkMemoryBarrier.dstAccessMask", memory[i].dstAccessMask, n::kAccess);
  }
  for (uint32_t i = 0; i < bufferCount; ++i) {
    noteFlags("VkBufferMemoryBarrier.srcAccessMask", buffers[i].srcAccessMask, n::kAccess);
    noteFlags("VkBufferMemoryBarrier.dstAccessMask", buffers[i].dstAccessMask, n::kAccess);
  }
  for (uint32_t i = 0; i < imageCount; ++i) {
    const VkImageMemoryBarrier& b = images[i];
    const std::string g = "VkImageMemoryBarrier.";
    noteFlags(g + "srcAccessMask", b.srcAccessMask, n::kAccess);
    noteFlags(g + "dstAccessMask", b.dstAccessMask, n::kAccess);
    noteEnum(g + "oldLayout", b.oldLayout, n::kImageLayout);
    noteEnum(g + "newLayout", b.newLayout, n::kImageLayout);
    note(g + "srcQueueFamilyIndex", b.srcQueueFamilyIndex == VK_QUEUE_FAMILY_IGNORED
                                        ? "IGNORED"
                                        : std::to_string(b.srcQueueFamilyIndex));
    noteFlags(g + "subresourceRange.aspectMask", b.subresourceRange.aspectMask, n::kAspect);
    note(g + "subresourceRange.baseMipLevel", b.subresourceRange.baseMipLevel);
    note(g + "subresourceRange.baseArrayLayer", b.subresourceRange.baseArrayLayer);
  }
}

void recordBindDescriptorSets(VkPipelineBindPoint bindPoint, uint32_t firstSet, uint32_t setCount,
                              uint32_t dynamicOffsetCount) {
  const std::string f = "vkCmdBindDescriptorSets.";
  noteEnum(f + "pipelineBindPoint", bindPoint, n::kPipelineBindPoint);
  note(f + "firstSet", firstSet);
  note(f + "descriptorSetCount", setCount);
  note(f + "dynamicOffsetCount", dynamicOffsetCount);
}

void recordPushConstants(VkShaderStageFlags stages, uint32_t offset, uint32_t size) {
  noteFlags("vkCmdPushConstants.stageFlags", stages, n::kShaderStage);
  note("vkCmdPushConstants.offset", offset);
  note("vkCmdPushConstants.size", size);
}

void recordDispatch(uint32_t x, uint32_t y, uint32_t z) {
  note("vkCmdDispatch.groupCountX", x);
  note("vkCmdDispatch.groupCountY", y);
  note("vkCmdDispatch.groupCountZ", z);
}

void recordDescriptorBufferOffsets(uint32_t firstSet, uint32_t setCount, const VkDeviceSize* offsets) {
  note("vkCmdSetDescriptorBufferOffsetsEXT.firstSet", firstSet);
  for (uint32_t i = 0; i < setCount; ++i) note("vkCmdSetDescriptorBufferOffsetsEXT.pOffsets", offsets[i]);
}

}  // namespace state_audit
