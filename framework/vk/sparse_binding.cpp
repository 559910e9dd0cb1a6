#include "vk/sparse_binding.h"

#include "vk/check.h"
#include "vk/model_mapping.h"
#include "vk/sparse_plan.h"
#include "vk/structs.h"

#include <vector>

namespace vktexel::vk {

VkDeviceMemory bindSparseMemory(const Device& device, VkImage image, const model::ImageSpec& spec) {
  VkMemoryRequirements memory{};
  vkGetImageMemoryRequirements(device.handle(), image, &memory);
  uint32_t count = 0;
  vkGetImageSparseMemoryRequirements(device.handle(), image, &count, nullptr);
  std::vector<VkSparseImageMemoryRequirements> all(count);
  vkGetImageSparseMemoryRequirements(device.handle(), image, &count, all.data());
  const model::FormatInfo& f = model::formatInfo(spec.format);
  const SparseRequirements req = sortSparseRequirements(memory, imageAspects(f), all, f.name);
  checkSparseRequirements(req, spec);
  SparseBindPlan plan = planSparseBinds(req, spec);
  std::vector<VkSparseImageMemoryBind>& pages = plan.pages;
  std::vector<VkSparseMemoryBind>& opaque = plan.opaque;
  if (plan.size == 0) return VK_NULL_HANDLE;

  auto allocation = makeStruct<VkMemoryAllocateInfo>(VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_INFO);
  allocation.allocationSize = plan.size;
  allocation.memoryTypeIndex = device.memoryType(memory.memoryTypeBits, VK_MEMORY_PROPERTY_DEVICE_LOCAL_BIT);
  VkDeviceMemory bound = VK_NULL_HANDLE;
  check(vkAllocateMemory(device.handle(), &allocation, nullptr, &bound), "vkAllocateMemory (sparse pages)");
  for (VkSparseImageMemoryBind& b : pages) b.memory = bound;
  for (VkSparseMemoryBind& b : opaque) b.memory = bound;
  const VkSparseImageMemoryBindInfo imageBinds{image, uint32_t(pages.size()), pages.data()};
  const VkSparseImageOpaqueMemoryBindInfo opaqueBinds{image, uint32_t(opaque.size()), opaque.data()};
  auto bind = makeStruct<VkBindSparseInfo>(VK_STRUCTURE_TYPE_BIND_SPARSE_INFO);
  bind.imageBindCount = pages.empty() ? 0 : 1;
  bind.pImageBinds = &imageBinds;
  bind.imageOpaqueBindCount = opaque.empty() ? 0 : 1;
  bind.pImageOpaqueBinds = &opaqueBinds;
  auto fenceInfo = makeStruct<VkFenceCreateInfo>(VK_STRUCTURE_TYPE_FENCE_CREATE_INFO);
  VkFence fence = VK_NULL_HANDLE;
  try {
    check(vkCreateFence(device.handle(), &fenceInfo, nullptr, &fence), "vkCreateFence");
    check(vkQueueBindSparse(device.queue(), 1, &bind, fence), "vkQueueBindSparse");
    check(vkWaitForFences(device.handle(), 1, &fence, VK_TRUE, UINT64_MAX),
          "vkWaitForFences (sparse binding)");
  } catch (...) {
    if (fence) vkDestroyFence(device.handle(), fence, nullptr);
    vkFreeMemory(device.handle(), bound, nullptr);
    throw;
  }
  vkDestroyFence(device.handle(), fence, nullptr);
  return bound;
}

}  // namespace vktexel::vk
