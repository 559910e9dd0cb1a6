// A descriptor pool sized for one batch, freed with the batch.
#pragma once

#include "vk/device.h"

#include <cstdint>
#include <vector>

namespace vktexel::vk {

// How the image bindings of set 1 are created (P-21, issue 40): plain; UPDATE_AFTER_BIND |
// PARTIALLY_BOUND (layout UPDATE_AFTER_BIND_POOL, pool UPDATE_AFTER_BIND); or binding 0 as a
// VK_EXT_mutable_descriptor_type descriptor that may hold any of kMutableImageTypes (written with
// the concrete type, as D3D12 translation layers do for their resource heaps); or, for both sets,
// layouts of a descriptor buffer (VK_EXT_descriptor_buffer: no pool, no sets, vk/descriptor_buffer.h).
enum class ImageBindingKind : uint8_t { Plain, UpdateAfterBind, Mutable, DescriptorBuffer };
inline constexpr VkDescriptorType kMutableImageTypes[] = {VK_DESCRIPTOR_TYPE_SAMPLED_IMAGE,
                                                          VK_DESCRIPTOR_TYPE_UNIFORM_TEXEL_BUFFER};
// The descriptor type set 1's binding `binding` is created with.
VkDescriptorType layoutType(VkDescriptorType written, uint32_t binding, ImageBindingKind kind);
// VkMutableDescriptorTypeCreateInfoEXT's lists, one per binding or pool size of `types`:
// kMutableImageTypes where the type is MUTABLE_EXT, empty elsewhere.
std::vector<VkMutableDescriptorTypeListEXT> mutableTypeLists(const std::vector<VkDescriptorType>& types);

class DescriptorPool {
 public:
  // `images` descriptors of each of imageTypes.
  // kind: what the image sets' layout needs of the pool (UPDATE_AFTER_BIND, mutable type lists).
  DescriptorPool(const Device& device, uint32_t maxSets, uint32_t storageBuffers,
                 const std::vector<VkDescriptorType>& imageTypes, uint32_t images,
                 ImageBindingKind kind = ImageBindingKind::Plain);
  ~DescriptorPool();
  DescriptorPool(const DescriptorPool&) = delete;
  DescriptorPool& operator=(const DescriptorPool&) = delete;

  VkDescriptorSet allocate(VkDescriptorSetLayout layout);

 private:
  const Device& device_;
  VkDescriptorPool pool_ = VK_NULL_HANDLE;
};

}  // namespace vktexel::vk
