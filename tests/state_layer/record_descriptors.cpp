// Descriptor set layouts, pools, writes, copies and descriptor-buffer descriptors.
#include "field_log.h"
#include "record.h"
#include "vk_names.h"

#include <string>

namespace state_audit {

namespace n = names;

namespace {

const VkDescriptorSetLayoutBindingFlagsCreateInfo* bindingFlagsOf(const void* pNext) {
  for (auto* s = static_cast<const VkBaseInStructure*>(pNext); s; s = s->pNext)
    if (s->sType == VK_STRUCTURE_TYPE_DESCRIPTOR_SET_LAYOUT_BINDING_FLAGS_CREATE_INFO)
      return reinterpret_cast<const VkDescriptorSetLayoutBindingFlagsCreateInfo*>(s);
  return nullptr;
}

bool isImage(VkDescriptorType t) {
  return t == VK_DESCRIPTOR_TYPE_SAMPLER || t == VK_DESCRIPTOR_TYPE_COMBINED_IMAGE_SAMPLER ||
         t == VK_DESCRIPTOR_TYPE_SAMPLED_IMAGE || t == VK_DESCRIPTOR_TYPE_STORAGE_IMAGE ||
         t == VK_DESCRIPTOR_TYPE_INPUT_ATTACHMENT;
}

bool isTexelBuffer(VkDescriptorType t) {
  return t == VK_DESCRIPTOR_TYPE_UNIFORM_TEXEL_BUFFER || t == VK_DESCRIPTOR_TYPE_STORAGE_TEXEL_BUFFER;
}

}  // namespace

void recordSetLayout(const VkDescriptorSetLayoutCreateInfo& info) {
  const std::string f = "VkDescriptorSetLayoutCreateInfo.";
  recordChain(f + "pNext", info.pNext);
  noteFlags(f + "flags", info.flags, n::kSetLayoutCreate);
  note(f + "bindingCount", info.bindingCount);
  const auto* flags = bindingFlagsOf(info.pNext);
  for (uint32_t i = 0; i < info.bindingCount; ++i) {
    const VkDescriptorSetLayoutBinding& b = info.pBindings[i];
    const std::string g = "VkDescriptorSetLayoutBinding.";
    note(g + "binding", b.binding);
    noteEnum(g + "descriptorType", b.descriptorType, n::kDescriptorType);
    note(g + "descriptorCount", b.descriptorCount);
    noteFlags(g + "stageFlags", b.stageFlags, n::kShaderStage);
    if (b.descriptorType == VK_DESCRIPTOR_TYPE_SAMPLER ||
        b.descriptorType == VK_DESCRIPTOR_TYPE_COMBINED_IMAGE_SAMPLER)
      noteHandle(g + "pImmutableSamplers", b.pImmutableSamplers);
    if (flags && i < flags->bindingCount)
      noteFlags("VkDescriptorSetLayoutBindingFlagsCreateInfo.pBindingFlags", flags->pBindingFlags[i],
                n::kDescriptorBinding);
  }
}

void recordDescriptorPool(const VkDescriptorPoolCreateInfo& info) {
  noteFlags("VkDescriptorPoolCreateInfo.flags", info.flags, n::kPoolCreate);
}

void recordSetAllocation(const VkDescriptorSetAllocateInfo& info) {
  recordChain("VkDescriptorSetAllocateInfo.pNext", info.pNext);
  note("VkDescriptorSetAllocateInfo.descriptorSetCount", info.descriptorSetCount);
}

void recordDescriptorWrites(uint32_t writeCount, const VkWriteDescriptorSet* writes, uint32_t copyCount,
                            const VkCopyDescriptorSet* copies) {
  note("vkUpdateDescriptorSets.descriptorCopyCount", copyCount);
  for (uint32_t i = 0; i < writeCount; ++i) {
    const VkWriteDescriptorSet& w = writes[i];
    const std::string f = "VkWriteDescriptorSet.";
    recordChain(f + "pNext", w.pNext);
    note(f + "dstBinding", w.dstBinding);
    note(f + "dstArrayElement", w.dstArrayElement);
    note(f + "descriptorCount", w.descriptorCount);
    noteEnum(f + "descriptorType", w.descriptorType, n::kDescriptorType);
    for (uint32_t d = 0; d < w.descriptorCount; ++d) {
      if (isImage(w.descriptorType)) {
        const VkDescriptorImageInfo& image = w.pImageInfo[d];
        const std::string g = "VkDescriptorImageInfo(" + n::descriptorTypeName(w.descriptorType) + ").";
        if (w.descriptorType != VK_DESCRIPTOR_TYPE_SAMPLED_IMAGE)
          noteHandle(g + "sampler", reinterpret_cast<const void*>(image.sampler));
        if (w.descriptorType != VK_DESCRIPTOR_TYPE_SAMPLER) {
          noteHandle(g + "imageView", reinterpret_cast<const void*>(image.imageView));
          noteEnum(g + "imageLayout", image.imageLayout, n::kImageLayout);
        }
      } else if (isTexelBuffer(w.descriptorType)) {
        noteHandle("VkWriteDescriptorSet.pTexelBufferView[]",
                   reinterpret_cast<const void*>(w.pTexelBufferView[d]));
      } else {
        const VkDescriptorBufferInfo& buffer = w.pBufferInfo[d];
        note("VkDescriptorBufferInfo.offset", buffer.offset);
        note("VkDescriptorBufferInfo.range",
             buffer.range == VK_WHOLE_SIZE ? "WHOLE_SIZE" : std::to_string(buffer.range));
      }
    }
  }
  for (uint32_t i = 0; i < copyCount; ++i) {
    note("VkCopyDescriptorSet.srcArrayElement", copies[i].srcArrayElement);
    note("VkCopyDescriptorSet.descriptorCount", copies[i].descriptorCount);
  }
}

void recordDescriptorGet(const VkDescriptorGetInfoEXT& info, size_t dataSize) {
  const std::string f = "vkGetDescriptorEXT.";
  noteEnum(f + "type", info.type, n::kDescriptorType);
  note(f + "dataSize", dataSize);
  if (isTexelBuffer(info.type) && info.data.pUniformTexelBuffer) {
    const VkDescriptorAddressInfoEXT& a = *info.data.pUniformTexelBuffer;
    note("VkDescriptorAddressInfoEXT.format", a.format);
    note("VkDescriptorAddressInfoEXT.range", a.range);
  }
  if ((info.type == VK_DESCRIPTOR_TYPE_COMBINED_IMAGE_SAMPLER ||
       info.type == VK_DESCRIPTOR_TYPE_SAMPLED_IMAGE) &&
      info.data.pCombinedImageSampler)
    noteEnum(f + "imageLayout", info.data.pCombinedImageSampler->imageLayout, n::kImageLayout);
}

void recordPipelineLayout(const VkPipelineLayoutCreateInfo& info) {
  const std::string f = "VkPipelineLayoutCreateInfo.";
  note(f + "setLayoutCount", info.setLayoutCount);
  note(f + "pushConstantRangeCount", info.pushConstantRangeCount);
  for (uint32_t i = 0; i < info.pushConstantRangeCount; ++i) {
    noteFlags("VkPushConstantRange.stageFlags", info.pPushConstantRanges[i].stageFlags, n::kShaderStage);
    note("VkPushConstantRange.offset", info.pPushConstantRanges[i].offset);
    note("VkPushConstantRange.size", info.pPushConstantRanges[i].size);
  }
}

}  // namespace state_audit
