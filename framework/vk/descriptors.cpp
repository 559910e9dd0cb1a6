#include "vk/descriptors.h"
#include "vk/structs.h"

#include "vk/check.h"

#include <iterator>
#include <vector>

namespace vktexel::vk {

VkDescriptorType layoutType(VkDescriptorType written, uint32_t binding, ImageBindingKind kind) {
  return kind == ImageBindingKind::Mutable && binding == 0 ? VK_DESCRIPTOR_TYPE_MUTABLE_EXT : written;
}

std::vector<VkMutableDescriptorTypeListEXT> mutableTypeLists(const std::vector<VkDescriptorType>& types) {
  std::vector<VkMutableDescriptorTypeListEXT> lists(types.size());
  for (size_t i = 0; i < types.size(); ++i)
    if (types[i] == VK_DESCRIPTOR_TYPE_MUTABLE_EXT)
      lists[i] = {uint32_t(std::size(kMutableImageTypes)), kMutableImageTypes};
  return lists;
}

DescriptorPool::DescriptorPool(const Device& device, uint32_t maxSets, uint32_t storageBuffers,
                               const std::vector<VkDescriptorType>& imageTypes, uint32_t images,
                               ImageBindingKind kind)
    : device_(device) {
  std::vector<VkDescriptorPoolSize> sizes;
  if (storageBuffers) sizes.push_back({VK_DESCRIPTOR_TYPE_STORAGE_BUFFER, storageBuffers});
  if (images)
    for (uint32_t b = 0; b < imageTypes.size(); ++b)
      sizes.push_back({layoutType(imageTypes[b], b, kind), images});
  // A pool of mutable descriptors names their type lists, one per pool size.
  std::vector<VkDescriptorType> sizeTypes;
  for (const VkDescriptorPoolSize& size : sizes) sizeTypes.push_back(size.type);
  const std::vector<VkMutableDescriptorTypeListEXT> lists = mutableTypeLists(sizeTypes);
  auto mutableLists = makeStruct<VkMutableDescriptorTypeCreateInfoEXT>(
      VK_STRUCTURE_TYPE_MUTABLE_DESCRIPTOR_TYPE_CREATE_INFO_EXT);
  mutableLists.mutableDescriptorTypeListCount = uint32_t(lists.size());
  mutableLists.pMutableDescriptorTypeLists = lists.data();
  auto info = makeStruct<VkDescriptorPoolCreateInfo>(VK_STRUCTURE_TYPE_DESCRIPTOR_POOL_CREATE_INFO);
  info.maxSets = maxSets;
  if (kind == ImageBindingKind::UpdateAfterBind) info.flags = VK_DESCRIPTOR_POOL_CREATE_UPDATE_AFTER_BIND_BIT;
  if (kind == ImageBindingKind::Mutable) info.pNext = &mutableLists;
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
