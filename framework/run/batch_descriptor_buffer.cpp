// A batch's descriptors written into a descriptor buffer (VK_EXT_descriptor_buffer, P-21): set 0's
// probe and result buffers by address, then per round set 1's array, element for element what
// BatchResources::writeDescriptors writes into descriptor sets.
#include "run/batch_resources.h"

#include "model/buffer_view.h"
#include "model/fetch.h"
#include "vk/structs.h"

namespace vktexel {
namespace {

VkDescriptorGetInfoEXT getInfo(VkDescriptorType type) {
  auto info = vk::makeStruct<VkDescriptorGetInfoEXT>(VK_STRUCTURE_TYPE_DESCRIPTOR_GET_INFO_EXT);
  info.type = type;
  return info;
}

VkDescriptorAddressInfoEXT addressInfo(const vk::Buffer* buffer, VkDeviceSize offset, VkDeviceSize range,
                                       VkFormat format) {
  auto info = vk::makeStruct<VkDescriptorAddressInfoEXT>(VK_STRUCTURE_TYPE_DESCRIPTOR_ADDRESS_INFO_EXT);
  info.address = buffer ? buffer->address() + offset : 0;
  info.range = buffer ? range : 0;
  info.format = format;
  return info;
}

}  // namespace

void BatchResources::writeDescriptorBuffer(const vk::Device& device) {
  std::vector<VkDescriptorSetLayout> placed(1 + rounds_.size(), pipeline_.imageSetLayout());
  placed[0] = pipeline_.bufferSetLayout();
  const VkDescriptorType type = imageBindings_[0];
  const bool separate = separateSamplers();
  descriptorBuffer_ = std::make_unique<vk::DescriptorBuffer>(
      device, placed, separate || type == VK_DESCRIPTOR_TYPE_COMBINED_IMAGE_SAMPLER);

  const vk::Buffer* storage[2] = {probes_.get(), results_.get()};
  for (uint32_t b = 0; b < 2; ++b) {
    VkDescriptorAddressInfoEXT address = addressInfo(storage[b], 0, storage[b]->size(), VK_FORMAT_UNDEFINED);
    VkDescriptorGetInfoEXT info = getInfo(VK_DESCRIPTOR_TYPE_STORAGE_BUFFER);
    info.data.pStorageBuffer = &address;
    descriptorBuffer_->write(0, b, 0, 1, info);
  }
  for (size_t r = 0; r < rounds_.size(); ++r) {
    const Round& round = rounds_[r];
    for (uint32_t slot = 0; slot < round.views.size(); ++slot) {
      const ViewSlot& view = views_[round.views[slot]];
      const ImageSlot& image = images_[view.image];
      VkDescriptorGetInfoEXT info = getInfo(type);
      VkDescriptorAddressInfoEXT texels{};
      if (type == VK_DESCRIPTOR_TYPE_UNIFORM_TEXEL_BUFFER) {
        // The view's window, as the buffer view of the descriptor-set path: the address at its offset,
        // its range in whole texels.
        const model::FormatInfo& format = model::viewFormat(*image.host, view.spec);
        const vk::Buffer* buffer = view.spec.null ? nullptr : image.texels.get();
        const model::BufferViewWindow window =
            model::bufferViewWindow(image.host->spec(), view.spec, format.texelBytes);
        texels = addressInfo(buffer, window.offset, uint64_t(window.elements) * format.texelBytes, format.vk);
        info.data.pUniformTexelBuffer = buffer ? &texels : nullptr;
      } else if (type == VK_DESCRIPTOR_TYPE_COMBINED_IMAGE_SAMPLER) {
        info.data.pCombinedImageSampler = &roundImages_[r][slot];
      } else {
        info.data.pSampledImage = &roundImages_[r][slot];
      }
      descriptorBuffer_->write(1 + r, 0, slot, pipelineSlots_, info);
    }
    if (!separate) continue;
    // As the descriptor-set path: the round's first sampler at the array's last used element.
    const uint32_t first = pipelineSlots_ - uint32_t(round.views.size());
    for (uint32_t i = 0; i < roundSamplers_[r].size(); ++i) {
      VkDescriptorGetInfoEXT info = getInfo(VK_DESCRIPTOR_TYPE_SAMPLER);
      info.data.pSampler = &roundSamplers_[r][i].sampler;
      descriptorBuffer_->write(1 + r, 1, first + i, pipelineSlots_, info);
    }
  }
}

}  // namespace vktexel
