#include "vk/descriptors.h"
#include "vk/structs.h"

#include "vk/check.h"

#include <vector>

namespace vktexel::vk {

DescriptorPool::DescriptorPool(const Device& device, uint32_t maxSets, uint32_t storageBuffers,
                               const std::vector<VkDescriptorType>& imageTypes, uint32_t images,
                               bool updateAfterBind)
    : device_(device) {
  std::vector<VkDescriptorPoolSize> sizes;
  if (storageBuffers) sizes.push_back({VK_DESCRIPTOR_TYPE_STORAGE_BUFFER, storageBuffers});
  if (images)
    for (VkDescriptorType t : imageTypes) sizes.push_back({t, images});
  auto info = makeStruct<VkDescriptorPoolCreateInfo>(VK_STRUCTURE_TYPE_DESCRIPTOR_POOL_CREATE_INFO);
  info.maxSets = maxSets;
  if (updateAfterBind) info.flags = VK_DESCRIPTOR_POOL_CREATE_UPDATE_AFTER_BIND_BIT;
  info.poolSizeCount = uint32_t(sizes.size());
  info.pPoolSizes = sizes.data();
  check(vkCreateDescriptorPool(device.handle(), &info, nullptr, &pool_), "vkCreateDescriptorPool");
}

DescriptorPool::~DescriptorPool() {
  if (pool_) vkDestroyDescriptorPool(device_.handle(), pool_, nullptr);
}

VkDescriptorSet DescriptorPool::allocate(VkDescriptorSetLayout layout) {
  auto info = makeStruct<VkDescriptorSetAllocateInfo>(VK_STRUCTURE_TYPE_DESCRIPTOR_SET_ALLOCATE_INFO);
  info.descriptorPool = pool_;
  info.descriptorSetCount = 1;
  info.pSetLayouts = &layout;
  VkDescriptorSet set = VK_NULL_HANDLE;
  check(vkAllocateDescriptorSets(device_.handle(), &info, &set), "vkAllocateDescriptorSets");
  return set;
}

}  // namespace vktexel::vk
