// Descriptor sets as bytes in one host-visible buffer (VK_EXT_descriptor_buffer, P-21): the nearest
// thing Vulkan has to a raw texture handle. The host asks the driver for each descriptor's bytes
// (vkGetDescriptorEXT) and writes them at the offsets the set layout gives; the command buffer
// binds the buffer and points each set at its bytes. No pool, no VkDescriptorSet.
#pragma once

#include "vk/device.h"
#include "vk/resources.h"

#include <memory>
#include <vector>

namespace vktexel::vk {

// Where the bytes of element `element` of a binding's array go, from the binding's offset: bytes
// [from, from + bytes) of the descriptor vkGetDescriptorEXT returned, written at `at`. One span, or
// for a combined image sampler on a device without combinedImageSamplerDescriptorSingleArray two:
// the image part among the array's images, the sampler part among its samplers after them all.
struct DescriptorSpan {
  size_t at, from, bytes;
  bool operator==(const DescriptorSpan& o) const { return at == o.at && from == o.from && bytes == o.bytes; }
};
std::vector<DescriptorSpan> descriptorSpans(VkDescriptorType type, size_t size, uint32_t element,
                                            uint32_t arraySize,
                                            const VkPhysicalDeviceDescriptorBufferPropertiesEXT& properties);

class DescriptorBuffer {
 public:
  // Room for one set of each of `placed`, in order, each at an offset aligned to
  // descriptorBufferOffsetAlignment. samplers: some set holds samplers or combined image samplers
  // (the buffer then has SAMPLER_DESCRIPTOR_BUFFER usage as well as RESOURCE).
  DescriptorBuffer(const Device& device, const std::vector<VkDescriptorSetLayout>& placed, bool samplers);

  // Writes the descriptor `info` describes at element `element` of `binding` of placed set `set`;
  // arraySize: the binding's descriptor count (a split combined image sampler array needs it).
  void write(size_t set, uint32_t binding, uint32_t element, uint32_t arraySize,
             const VkDescriptorGetInfoEXT& info);
  // Binds the buffer; then each set index of the layout is pointed at a placed set.
  void bind(VkCommandBuffer cmd) const;
  void setOffset(VkCommandBuffer cmd, VkPipelineLayout layout, uint32_t setIndex, size_t placed) const;

  // The bytes of a descriptor of `type` on this device (the robust sizes where robustBufferAccess
  // is enabled, as VK_EXT_descriptor_buffer requires).
  static size_t descriptorSize(const Device& device, VkDescriptorType type);

 private:
  const Device& device_;
  std::vector<VkDescriptorSetLayout> layouts_;
  std::vector<VkDeviceSize> offsets_;  // per placed set
  VkBufferUsageFlags usage_ = 0;
  std::unique_ptr<Buffer> buffer_;
};

}  // namespace vktexel::vk
