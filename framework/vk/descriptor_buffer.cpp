#include "vk/descriptor_buffer.h"

#include "vk/structs.h"

#include <cstring>
#include <stdexcept>

namespace vktexel::vk {
namespace {

VkDeviceSize alignUp(VkDeviceSize v, VkDeviceSize a) {
  return a ? (v + a - 1) / a * a : v;
}

}  // namespace

std::vector<DescriptorSpan> descriptorSpans(VkDescriptorType type, size_t size, uint32_t element,
                                            uint32_t arraySize,
                                            const VkPhysicalDeviceDescriptorBufferPropertiesEXT& p) {
  if (type != VK_DESCRIPTOR_TYPE_COMBINED_IMAGE_SAMPLER || p.combinedImageSamplerDescriptorSingleArray)
    return {{element * size, 0, size}};
  const size_t image = p.sampledImageDescriptorSize, sampler = p.samplerDescriptorSize;
  return {{element * image, 0, image}, {arraySize * image + element * sampler, image, sampler}};
}

size_t DescriptorBuffer::descriptorSize(const Device& device, VkDescriptorType type) {
  const VkPhysicalDeviceDescriptorBufferPropertiesEXT& p = device.descriptorBufferProperties();
  const bool robust = device.enabledFeatures().robustBufferAccess;
  switch (type) {
    case VK_DESCRIPTOR_TYPE_SAMPLER: return p.samplerDescriptorSize;
    case VK_DESCRIPTOR_TYPE_COMBINED_IMAGE_SAMPLER: return p.combinedImageSamplerDescriptorSize;
    case VK_DESCRIPTOR_TYPE_SAMPLED_IMAGE: return p.sampledImageDescriptorSize;
    case VK_DESCRIPTOR_TYPE_UNIFORM_TEXEL_BUFFER:
      return robust ? p.robustUniformTexelBufferDescriptorSize : p.uniformTexelBufferDescriptorSize;
    case VK_DESCRIPTOR_TYPE_STORAGE_BUFFER:
      return robust ? p.robustStorageBufferDescriptorSize : p.storageBufferDescriptorSize;
    default: throw std::logic_error("the suite writes no descriptor of this type to a descriptor buffer");
  }
}

DescriptorBuffer::DescriptorBuffer(const Device& device, const std::vector<VkDescriptorSetLayout>& placed,
                                   bool samplers)
    : device_(device), layouts_(placed) {
  const VkDeviceSize alignment = device.descriptorBufferProperties().descriptorBufferOffsetAlignment;
  VkDeviceSize size = 0;
  for (VkDescriptorSetLayout layout : placed) {
    VkDeviceSize setSize = 0;
    vkGetDescriptorSetLayoutSizeEXT(device.handle(), layout, &setSize);
    size = alignUp(size, alignment);
    offsets_.push_back(size);
    size += setSize;
  }
  usage_ = VK_BUFFER_USAGE_RESOURCE_DESCRIPTOR_BUFFER_BIT_EXT |
           (samplers ? VK_BUFFER_USAGE_SAMPLER_DESCRIPTOR_BUFFER_BIT_EXT : 0);
  buffer_ =
      std::make_unique<Buffer>(device, size ? size : 1, usage_ | VK_BUFFER_USAGE_SHADER_DEVICE_ADDRESS_BIT);
  std::memset(buffer_->data(), 0, size_t(buffer_->size()));
}

void DescriptorBuffer::write(size_t set, uint32_t binding, uint32_t element, uint32_t arraySize,
                             const VkDescriptorGetInfoEXT& info) {
  VkDeviceSize bindingOffset = 0;
  vkGetDescriptorSetLayoutBindingOffsetEXT(device_.handle(), layouts_.at(set), binding, &bindingOffset);
  const size_t size = descriptorSize(device_, info.type);
  std::vector<uint8_t> bytes(size);
  vkGetDescriptorEXT(device_.handle(), &info, size, bytes.data());
  uint8_t* base = static_cast<uint8_t*>(buffer_->data()) + offsets_[set] + bindingOffset;
  for (const DescriptorSpan& span :
       descriptorSpans(info.type, size, element, arraySize, device_.descriptorBufferProperties()))
    std::memcpy(base + span.at, bytes.data() + span.from, span.bytes);
}

void DescriptorBuffer::bind(VkCommandBuffer cmd) const {
  auto info =
      makeStruct<VkDescriptorBufferBindingInfoEXT>(VK_STRUCTURE_TYPE_DESCRIPTOR_BUFFER_BINDING_INFO_EXT);
  info.address = buffer_->address();
  info.usage = usage_;
  vkCmdBindDescriptorBuffersEXT(cmd, 1, &info);
}

void DescriptorBuffer::setOffset(VkCommandBuffer cmd, VkPipelineLayout layout, uint32_t setIndex,
                                 size_t placed) const {
  const uint32_t bufferIndex = 0;
  const VkDeviceSize offset = offsets_.at(placed);
  vkCmdSetDescriptorBufferOffsetsEXT(cmd, VK_PIPELINE_BIND_POINT_COMPUTE, layout, setIndex, 1, &bufferIndex,
                                     &offset);
}

}  // namespace vktexel::vk
