// What the state audit records of each intercepted call: the values of every field that reaches the
// driver (handles as null or set), under the names of the Vulkan structures ("VkSamplerCreateInfo.
// addressModeU"). One function a call.
#pragma once

#include <vulkan/vulkan.h>

#include <cstdint>
#include <string>

namespace state_audit {

// record_resources.cpp
// The structures chained to a create info, as one value: "none" or their names joined by "+".
void recordChain(const std::string& field, const void* pNext);
void recordImage(const VkImageCreateInfo& info);
void recordImageView(const VkImageViewCreateInfo& info);
void recordBuffer(const VkBufferCreateInfo& info);
void recordBufferView(const VkBufferViewCreateInfo& info, VkDeviceSize bufferSize);
void recordSampler(const VkSamplerCreateInfo& info);
void recordMemoryAllocation(const VkMemoryAllocateInfo& info, VkMemoryPropertyFlags typeFlags);
void recordBindImageMemory(VkDeviceSize offset);
void recordBindBufferMemory(VkDeviceSize offset);
void recordBindSparse(const VkBindSparseInfo& info);

// record_descriptors.cpp
void recordSetLayout(const VkDescriptorSetLayoutCreateInfo& info);
void recordDescriptorPool(const VkDescriptorPoolCreateInfo& info);
void recordSetAllocation(const VkDescriptorSetAllocateInfo& info);
void recordDescriptorWrites(uint32_t writeCount, const VkWriteDescriptorSet* writes, uint32_t copyCount,
                            const VkCopyDescriptorSet* copies);
void recordDescriptorGet(const VkDescriptorGetInfoEXT& info, size_t dataSize);
void recordPipelineLayout(const VkPipelineLayoutCreateInfo& info);

// record_commands.cpp
void recordDevice(const VkDeviceCreateInfo& info);
void recordComputePipeline(const VkComputePipelineCreateInfo& info, bool withCache);
void recordGraphicsPipeline(const VkGraphicsPipelineCreateInfo& info);
void recordCopyBufferToImage(VkImageLayout layout, uint32_t count, const VkBufferImageCopy* regions);
// vkCmdClearColorImage or vkCmdClearDepthStencilImage (`command`): the layout and ranges' aspects.
void recordClear(const char* command, VkImageLayout layout, uint32_t count,
                 const VkImageSubresourceRange* ranges);
void recordPipelineBarrier(VkPipelineStageFlags src, VkPipelineStageFlags dst, uint32_t memoryCount,
                           const VkMemoryBarrier* memory, uint32_t bufferCount,
                           const VkBufferMemoryBarrier* buffers, uint32_t imageCount,
                           const VkImageMemoryBarrier* images);
void recordBindDescriptorSets(VkPipelineBindPoint bindPoint, uint32_t firstSet, uint32_t setCount,
                              uint32_t dynamicOffsetCount);
void recordPushConstants(VkShaderStageFlags stages, uint32_t offset, uint32_t size);
void recordDispatch(uint32_t x, uint32_t y, uint32_t z);
void recordDescriptorBufferOffsets(uint32_t firstSet, uint32_t setCount, const VkDeviceSize* offsets);

// record_spirv.cpp: the image instructions of a module, their operands' forms and types.
void recordShaderModule(const uint32_t* words, size_t wordCount);

}  // namespace state_audit
