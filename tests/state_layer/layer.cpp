// VK_LAYER_VKTEXEL_state_audit: a Vulkan layer, used only by tests, that records the value of every
// field of the calls that create and bind vktexel's images, views, samplers, descriptors, pipelines and
// commands (record.h), so that tests/state_inventory.py can list which fields a whole run ever varies
// (issue 43). With VKTEXEL_STATE_RECORD=FOLDER each process writes FOLDER/fields.PID.txt; with
// VKTEXEL_STATE_IGNORE=FIELD[,FIELD] it plays a driver that ignores those fields (ignore_fields.h).
// With neither set it intercepts only instance and device creation: a pure pass-through.
#include "field_log.h"
#include "ignore_fields.h"
#include "record.h"

#include "layer_link.h"

#include <vulkan/vulkan.h>

#include <cstdio>
#include <cstring>
#include <memory>
#include <mutex>
#include <unordered_map>
#include <vector>

namespace state_audit {
namespace {

using vktexel_layer::createDeviceThroughNext;
using vktexel_layer::createInstanceThroughNext;
using vktexel_layer::DispatchKey;
using vktexel_layer::keyOf;

bool active() {
  return recording() || ignoring();
}

struct InstanceData {
  PFN_vkGetInstanceProcAddr nextGetInstanceProcAddr = nullptr;
  PFN_vkDestroyInstance nextDestroyInstance = nullptr;
  PFN_vkGetPhysicalDeviceMemoryProperties nextGetPhysicalDeviceMemoryProperties = nullptr;
};

#define VKTEXEL_DEVICE_HOOKS(X) \
  X(CreateImage)                \
  X(CreateImageView)            \
  X(CreateBuffer)               \
  X(CreateBufferView)           \
  X(CreateSampler)              \
  X(AllocateMemory)             \
  X(BindImageMemory)            \
  X(BindBufferMemory)           \
  X(QueueBindSparse)            \
  X(CreateDescriptorSetLayout)  \
  X(CreateDescriptorPool)       \
  X(AllocateDescriptorSets)     \
  X(UpdateDescriptorSets)       \
  X(GetDescriptorEXT)           \
  X(CreatePipelineLayout)       \
  X(CreateShaderModule)         \
  X(CreateComputePipelines)     \
  X(CreateGraphicsPipelines)    \
  X(CmdCopyBufferToImage)       \
  X(CmdClearColorImage)         \
  X(CmdClearDepthStencilImage)  \
  X(CmdPipelineBarrier)         \
  X(CmdBindDescriptorSets)      \
  X(CmdPushConstants)           \
  X(CmdDispatch)                \
  X(CmdSetDescriptorBufferOffsetsEXT)

struct DeviceData {
  PFN_vkGetDeviceProcAddr nextGetDeviceProcAddr = nullptr;
  PFN_vkDestroyDevice nextDestroyDevice = nullptr;
#define VKTEXEL_NEXT_FIELD(name) PFN_vk##name next##name = nullptr;
  VKTEXEL_DEVICE_HOOKS(VKTEXEL_NEXT_FIELD)
#undef VKTEXEL_NEXT_FIELD
  VkPhysicalDeviceMemoryProperties memory{};
};

std::mutex gMutex;
std::unordered_map<DispatchKey, InstanceData> gInstances;
std::unordered_map<DispatchKey, std::unique_ptr<DeviceData>> gDevices;
std::unordered_map<VkBuffer, VkDeviceSize> gBufferSizes;  // for the buffer views' ranges

DeviceData& deviceOf(const void* dispatchable) {
  std::lock_guard<std::mutex> lock(gMutex);
  return *gDevices.at(keyOf(dispatchable));
}

// ---------------------------------------------------------------------------------------------------
// Resources.

VKAPI_ATTR VkResult VKAPI_CALL CreateImage(VkDevice device, const VkImageCreateInfo* info,
                                           const VkAllocationCallbacks* allocator, VkImage* image) {
  recordImage(*info);
  return deviceOf(device).nextCreateImage(device, info, allocator, image);
}

VKAPI_ATTR VkResult VKAPI_CALL CreateImageView(VkDevice device, const VkImageViewCreateInfo* info,
                                               const VkAllocationCallbacks* allocator, VkImageView* view) {
  recordImageView(*info);
  const VkImageViewCreateInfo changed = ignoredImageView(*info);
  return deviceOf(device).nextCreateImageView(device, &changed, allocator, view);
}

VKAPI_ATTR VkResult VKAPI_CALL CreateBuffer(VkDevice device, const VkBufferCreateInfo* info,
                                            const VkAllocationCallbacks* allocator, VkBuffer* buffer) {
  recordBuffer(*info);
  const VkResult result = deviceOf(device).nextCreateBuffer(device, info, allocator, buffer);
  if (result == VK_SUCCESS) {
    std::lock_guard<std::mutex> lock(gMutex);
    gBufferSizes[*buffer] = info->size;
  }
  return result;
}

VKAPI_ATTR VkResult VKAPI_CALL CreateBufferView(VkDevice device, const VkBufferViewCreateInfo* info,
                                                const VkAllocationCallbacks* allocator, VkBufferView* view) {
  VkDeviceSize size = 0;
  {
    std::lock_guard<std::mutex> lock(gMutex);
    auto it = gBufferSizes.find(info->buffer);
    if (it != gBufferSizes.end()) size = it->second;
  }
  recordBufferView(*info, size);
  const VkBufferViewCreateInfo changed = ignoredBufferView(*info);
  return deviceOf(device).nextCreateBufferView(device, &changed, allocator, view);
}

VKAPI_ATTR VkResult VKAPI_CALL CreateSampler(VkDevice device, const VkSamplerCreateInfo* info,
                                             const VkAllocationCallbacks* allocator, VkSampler* sampler) {
  recordSampler(*info);
  const VkSamplerCreateInfo changed = ignoredSampler(*info);
  return deviceOf(device).nextCreateSampler(device, &changed, allocator, sampler);
}

VKAPI_ATTR VkResult VKAPI_CALL AllocateMemory(VkDevice device, const VkMemoryAllocateInfo* info,
                                              const VkAllocationCallbacks* allocator,
                                              VkDeviceMemory* memory) {
  DeviceData& dd = deviceOf(device);
  const VkMemoryPropertyFlags flags = info->memoryTypeIndex < dd.memory.memoryTypeCount
                                          ? dd.memory.memoryTypes[info->memoryTypeIndex].propertyFlags
                                          : 0;
  recordMemoryAllocation(*info, flags);
  return dd.nextAllocateMemory(device, info, allocator, memory);
}

VKAPI_ATTR VkResult VKAPI_CALL BindImageMemory(VkDevice device, VkImage image, VkDeviceMemory memory,
                                               VkDeviceSize offset) {
  recordBindImageMemory(offset);
  return deviceOf(device).nextBindImageMemory(device, image, memory, offset);
}

VKAPI_ATTR VkResult VKAPI_CALL BindBufferMemory(VkDevice device, VkBuffer buffer, VkDeviceMemory memory,
                                                VkDeviceSize offset) {
  recordBindBufferMemory(offset);
  return deviceOf(device).nextBindBufferMemory(device, buffer, memory, offset);
}

VKAPI_ATTR VkResult VKAPI_CALL QueueBindSparse(VkQueue queue, uint32_t count, const VkBindSparseInfo* infos,
                                               VkFence fence) {
  for (uint32_t i = 0; i < count; ++i) recordBindSparse(infos[i]);
  return deviceOf(queue).nextQueueBindSparse(queue, count, infos, fence);
}

// ---------------------------------------------------------------------------------------------------
// Descriptors and pipelines.

VKAPI_ATTR VkResult VKAPI_CALL CreateDescriptorSetLayout(VkDevice device,
                                                         const VkDescriptorSetLayoutCreateInfo* info,
                                                         const VkAllocationCallbacks* allocator,
                                                         VkDescriptorSetLayout* layout) {
  recordSetLayout(*info);
  return deviceOf(device).nextCreateDescriptorSetLayout(device, info, allocator, layout);
}

VKAPI_ATTR VkResult VKAPI_CALL CreateDescriptorPool(VkDevice device, const VkDescriptorPoolCreateInfo* info,
                                                    const VkAllocationCallbacks* allocator,
                                                    VkDescriptorPool* pool) {
  recordDescriptorPool(*info);
  return deviceOf(device).nextCreateDescriptorPool(device, info, allocator, pool);
}

VKAPI_ATTR VkResult VKAPI_CALL AllocateDescriptorSets(VkDevice device,
                                                      const VkDescriptorSetAllocateInfo* info,
                                                      VkDescriptorSet* sets) {
  recordSetAllocation(*info);
  return deviceOf(device).nextAllocateDescriptorSets(device, info, sets);
}

VKAPI_ATTR void VKAPI_CALL UpdateDescriptorSets(VkDevice device, uint32_t writeCount,
                                                const VkWriteDescriptorSet* writes, uint32_t copyCount,
                                                const VkCopyDescriptorSet* copies) {
  recordDescriptorWrites(writeCount, writes, copyCount, copies);
  const std::vector<VkWriteDescriptorSet> changed = ignoredWrites(writeCount, writes);
  deviceOf(device).nextUpdateDescriptorSets(device, writeCount, changed.data(), copyCount, copies);
}

VKAPI_ATTR void VKAPI_CALL GetDescriptorEXT(VkDevice device, const VkDescriptorGetInfoEXT* info,
                                            size_t dataSize, void* descriptor) {
  recordDescriptorGet(*info, dataSize);
  deviceOf(device).nextGetDescriptorEXT(device, info, dataSize, descriptor);
}

VKAPI_ATTR VkResult VKAPI_CALL CreatePipelineLayout(VkDevice device, const VkPipelineLayoutCreateInfo* info,
                                                    const VkAllocationCallbacks* allocator,
                                                    VkPipelineLayout* layout) {
  recordPipelineLayout(*info);
  return deviceOf(device).nextCreatePipelineLayout(device, info, allocator, layout);
}

VKAPI_ATTR VkResult VKAPI_CALL CreateShaderModule(VkDevice device, const VkShaderModuleCreateInfo* info,
                                                  const VkAllocationCallbacks* allocator,
                                                  VkShaderModule* module) {
  recordShaderModule(info->pCode, info->codeSize / 4);
  return deviceOf(device).nextCreateShaderModule(device, info, allocator, module);
}

VKAPI_ATTR VkResult VKAPI_CALL CreateComputePipelines(VkDevice device, VkPipelineCache cache, uint32_t count,
                                                      const VkComputePipelineCreateInfo* infos,
                                                      const VkAllocationCallbacks* allocator,
                                                      VkPipeline* pipelines) {
  for (uint32_t i = 0; i < count; ++i) recordComputePipeline(infos[i], cache != VK_NULL_HANDLE);
  return deviceOf(device).nextCreateComputePipelines(device, cache, count, infos, allocator, pipelines);
}

VKAPI_ATTR VkResult VKAPI_CALL CreateGraphicsPipelines(VkDevice device, VkPipelineCache cache, uint32_t count,
                                                       const VkGraphicsPipelineCreateInfo* infos,
                                                       const VkAllocationCallbacks* allocator,
                                                       VkPipeline* pipelines) {
  for (uint32_t i = 0; i < count; ++i) recordGraphicsPipeline(infos[i]);
  return deviceOf(device).nextCreateGraphicsPipelines(device, cache, count, infos, allocator, pipelines);
}

// ---------------------------------------------------------------------------------------------------
// Commands.

VKAPI_ATTR void VKAPI_CALL CmdCopyBufferToImage(VkCommandBuffer cb, VkBuffer buffer, VkImage image,
                                                VkImageLayout layout, uint32_t count,
                                                const VkBufferImageCopy* regions) {
  recordCopyBufferToImage(layout, count, regions);
  deviceOf(cb).nextCmdCopyBufferToImage(cb, buffer, image, layout, count, regions);
}

VKAPI_ATTR void VKAPI_CALL CmdClearColorImage(VkCommandBuffer cb, VkImage image, VkImageLayout layout,
                                              const VkClearColorValue* color, uint32_t count,
                                              const VkImageSubresourceRange* ranges) {
  recordClear("vkCmdClearColorImage", layout, count, ranges);
  deviceOf(cb).nextCmdClearColorImage(cb, image, layout, color, count, ranges);
}

VKAPI_ATTR void VKAPI_CALL CmdClearDepthStencilImage(VkCommandBuffer cb, VkImage image, VkImageLayout layout,
                                                     const VkClearDepthStencilValue* value, uint32_t count,
                                                     const VkImageSubresourceRange* ranges) {
  recordClear("vkCmdClearDepthStencilImage", layout, count, ranges);
  deviceOf(cb).nextCmdClearDepthStencilImage(cb, image, layout, value, count, ranges);
}

VKAPI_ATTR void VKAPI_CALL CmdPipelineBarrier(VkCommandBuffer cb, VkPipelineStageFlags src,
                                              VkPipelineStageFlags dst, VkDependencyFlags dependency,
                                              uint32_t memoryCount, const VkMemoryBarrier* memory,
                                              uint32_t bufferCount, const VkBufferMemoryBarrier* buffers,
                                              uint32_t imageCount, const VkImageMemoryBarrier* images) {
  recordPipelineBarrier(src, dst, memoryCount, memory, bufferCount, buffers, imageCount, images);
  deviceOf(cb).nextCmdPipelineBarrier(cb, src, dst, dependency, memoryCount, memory, bufferCount, buffers,
                                      imageCount, images);
}

VKAPI_ATTR void VKAPI_CALL CmdBindDescriptorSets(VkCommandBuffer cb, VkPipelineBindPoint bindPoint,
                                                 VkPipelineLayout layout, uint32_t firstSet,
                                                 uint32_t setCount, const VkDescriptorSet* sets,
                                                 uint32_t dynamicOffsetCount,
                                                 const uint32_t* dynamicOffsets) {
  recordBindDescriptorSets(bindPoint, firstSet, setCount, dynamicOffsetCount);
  deviceOf(cb).nextCmdBindDescriptorSets(cb, bindPoint, layout, firstSet, setCount, sets, dynamicOffsetCount,
                                         dynamicOffsets);
}

VKAPI_ATTR void VKAPI_CALL CmdPushConstants(VkCommandBuffer cb, VkPipelineLayout layout,
                                            VkShaderStageFlags stages, uint32_t offset, uint32_t size,
                                            const void* values) {
  recordPushConstants(stages, offset, size);
  deviceOf(cb).nextCmdPushConstants(cb, layout, stages, offset, size, values);
}

VKAPI_ATTR void VKAPI_CALL CmdDispatch(VkCommandBuffer cb, uint32_t x, uint32_t y, uint32_t z) {
  recordDispatch(x, y, z);
  deviceOf(cb).nextCmdDispatch(cb, x, y, z);
}

VKAPI_ATTR void VKAPI_CALL CmdSetDescriptorBufferOffsetsEXT(VkCommandBuffer cb, VkPipelineBindPoint bindPoint,
                                                            VkPipelineLayout layout, uint32_t firstSet,
                                                            uint32_t setCount, const uint32_t* indices,
                                                            const VkDeviceSize* offsets) {
  recordDescriptorBufferOffsets(firstSet, setCount, offsets);
  deviceOf(cb).nextCmdSetDescriptorBufferOffsetsEXT(cb, bindPoint, layout, firstSet, setCount, indices,
                                                    offsets);
}

// ---------------------------------------------------------------------------------------------------
// Instance and device.

VKAPI_ATTR VkResult VKAPI_CALL CreateInstance(const VkInstanceCreateInfo* info,
                                              const VkAllocationCallbacks* allocator, VkInstance* instance) {
  if (!ignoreError().empty()) {
    std::fprintf(stderr, "VK_LAYER_VKTEXEL_state_audit: %s\n", ignoreError().c_str());
    return VK_ERROR_INITIALIZATION_FAILED;
  }
  PFN_vkGetInstanceProcAddr nextGipa = nullptr;
  const VkResult result = createInstanceThroughNext(info, allocator, instance, &nextGipa);
  if (result != VK_SUCCESS) return result;
  InstanceData data;
  data.nextGetInstanceProcAddr = nextGipa;
  data.nextDestroyInstance =
      reinterpret_cast<PFN_vkDestroyInstance>(nextGipa(*instance, "vkDestroyInstance"));
  data.nextGetPhysicalDeviceMemoryProperties = reinterpret_cast<PFN_vkGetPhysicalDeviceMemoryProperties>(
      nextGipa(*instance, "vkGetPhysicalDeviceMemoryProperties"));
  std::lock_guard<std::mutex> lock(gMutex);
  gInstances[keyOf(*instance)] = data;
  return VK_SUCCESS;
}

VKAPI_ATTR void VKAPI_CALL DestroyInstance(VkInstance instance, const VkAllocationCallbacks* allocator) {
  if (!instance) return;
  PFN_vkDestroyInstance next;
  {
    std::lock_guard<std::mutex> lock(gMutex);
    auto it = gInstances.find(keyOf(instance));
    next = it->second.nextDestroyInstance;
    gInstances.erase(it);
  }
  next(instance, allocator);
  flush();
}

VKAPI_ATTR VkResult VKAPI_CALL CreateDevice(VkPhysicalDevice physicalDevice, const VkDeviceCreateInfo* info,
                                            const VkAllocationCallbacks* allocator, VkDevice* device) {
  PFN_vkGetDeviceProcAddr nextGdpa = nullptr;
  const VkResult result = createDeviceThroughNext(physicalDevice, info, allocator, device, &nextGdpa);
  if (result != VK_SUCCESS) return result;
  recordDevice(*info);

  auto data = std::make_unique<DeviceData>();
  data->nextGetDeviceProcAddr = nextGdpa;
  data->nextDestroyDevice = reinterpret_cast<PFN_vkDestroyDevice>(nextGdpa(*device, "vkDestroyDevice"));
#define VKTEXEL_LOAD_NEXT(name) \
  data->next##name = reinterpret_cast<PFN_vk##name>(nextGdpa(*device, "vk" #name));
  VKTEXEL_DEVICE_HOOKS(VKTEXEL_LOAD_NEXT)
#undef VKTEXEL_LOAD_NEXT
  PFN_vkGetPhysicalDeviceMemoryProperties memoryProperties = nullptr;
  {
    std::lock_guard<std::mutex> lock(gMutex);
    auto it = gInstances.find(keyOf(physicalDevice));
    if (it != gInstances.end()) memoryProperties = it->second.nextGetPhysicalDeviceMemoryProperties;
  }
  if (memoryProperties) memoryProperties(physicalDevice, &data->memory);
  std::lock_guard<std::mutex> lock(gMutex);
  gDevices[keyOf(*device)] = std::move(data);
  return VK_SUCCESS;
}

VKAPI_ATTR void VKAPI_CALL DestroyDevice(VkDevice device, const VkAllocationCallbacks* allocator) {
  if (!device) return;
  std::unique_ptr<DeviceData> data;
  {
    std::lock_guard<std::mutex> lock(gMutex);
    auto it = gDevices.find(keyOf(device));
    data = std::move(it->second);
    gDevices.erase(it);
  }
  data->nextDestroyDevice(device, allocator);
  flush();
}

// ---------------------------------------------------------------------------------------------------
// Name lookup: the layer offers a hook only where the next layer or driver has the command.

PFN_vkVoidFunction deviceHook(const char* name, bool nextHasIt) {
  if (!active() || !nextHasIt) return nullptr;
#define VKTEXEL_HOOK(hook) \
  if (!std::strcmp(name, "vk" #hook)) return reinterpret_cast<PFN_vkVoidFunction>(hook);
  VKTEXEL_DEVICE_HOOKS(VKTEXEL_HOOK)
#undef VKTEXEL_HOOK
  return nullptr;
}

PFN_vkVoidFunction VKAPI_CALL GetDeviceProcAddr(VkDevice device, const char* name);

PFN_vkVoidFunction VKAPI_CALL GetInstanceProcAddr(VkInstance instance, const char* name) {
  VKTEXEL_LAYER_INSTANCE_OWN(name)
  if (!instance) return nullptr;
  PFN_vkGetInstanceProcAddr next = nullptr;
  {
    std::lock_guard<std::mutex> lock(gMutex);
    auto it = gInstances.find(keyOf(instance));
    if (it != gInstances.end()) next = it->second.nextGetInstanceProcAddr;
  }
  PFN_vkVoidFunction nextFunction = next ? next(instance, name) : nullptr;
  if (PFN_vkVoidFunction hook = deviceHook(name, nextFunction != nullptr)) return hook;
  return nextFunction;
}

PFN_vkVoidFunction VKAPI_CALL GetDeviceProcAddr(VkDevice device, const char* name) {
  VKTEXEL_LAYER_DEVICE_OWN(name)
  DeviceData* dd = nullptr;
  {
    std::lock_guard<std::mutex> lock(gMutex);
    auto it = device ? gDevices.find(keyOf(device)) : gDevices.end();
    if (it != gDevices.end()) dd = it->second.get();
  }
  if (!dd) return nullptr;
  PFN_vkVoidFunction nextFunction = dd->nextGetDeviceProcAddr(device, name);
  if (PFN_vkVoidFunction hook = deviceHook(name, nextFunction != nullptr)) return hook;
  return nextFunction;
}

}  // namespace
}  // namespace state_audit

VKTEXEL_LAYER_EXPORTS(state_audit::GetInstanceProcAddr, state_audit::GetDeviceProcAddr)
