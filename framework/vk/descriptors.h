// A descriptor pool sized for one batch, freed with the batch.
#pragma once

#include "vk/device.h"

#include <cstdint>
#include <vector>

namespace vktexel::vk {

class DescriptorPool {
 public:
  // `images` descriptors of each of imageTypes.
  // updateAfterBind: the pool can hold sets of UPDATE_AFTER_BIND_POOL layouts.
  DescriptorPool(const Device& device, uint32_t maxSets, uint32_t storageBuffers,
                 const std::vector<VkDescriptorType>& imageTypes, uint32_t images,
                 bool updateAfterBind = false);
  ~DescriptorPool();
  DescriptorPool(const DescriptorPool&) = delete;
  DescriptorPool& operator=(const DescriptorPool&) = delete;

  VkDescriptorSet allocate(VkDescriptorSetLayout layout);

 private:
  const Device& device_;
  VkDescriptorPool pool_ = VK_NULL_HANDLE;
};

}  // namespace vktexel::vk
