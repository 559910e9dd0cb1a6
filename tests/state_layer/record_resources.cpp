// Images, views, buffers, buffer views, samplers and their memory.
#include "field_log.h"
#include "record.h"
#include "vk_names.h"

#include <string>

namespace state_audit {

namespace n = names;

void recordChain(const std::string& field, const void* pNext) {
  std::string chain;
  for (auto* s = static_cast<const VkBaseInStructure*>(pNext); s; s = s->pNext)
    chain += (chain.empty() ? "" : "+") + n::structName(s->sType);
  note(field, chain.empty() ? "none" : chain);
}

namespace {

void recordRange(const std::string& field, const VkImageSubresourceRange& r) {
  noteFlags(field + ".aspectMask", r.aspectMask, n::kAspect);
  note(field + ".baseMipLevel", r.baseMipLevel);
  note(field + ".levelCount",
       r.levelCount == VK_REMAINING_MIP_LEVELS ? "REMAINING" : std::to_string(r.levelCount));
  note(field + ".baseArrayLayer", r.baseArrayLayer);
  note(field + ".layerCount",
       r.layerCount == VK_REMAINING_ARRAY_LAYERS ? "REMAINING" : std::to_string(r.layerCount));
}

const void* findChained(const void* pNext, VkStructureType type) {
  for (auto* s = static_cast<const VkBaseInStructure*>(pNext); s; s = s->pNext)
    if (s->sType == type) return s;
  return nullptr;
}

}  // namespace

void recordImage(const VkImageCreateInfo& i) {
  const std::string f = "VkImageCreateInfo.";
  recordChain(f + "pNext", i.pNext);
  noteFlags(f + "flags", i.flags, n::kImageCreate);
  noteEnum(f + "imageType", i.imageType, n::kImageType);
  note(f + "format", i.format);
  note(f + "extent.width", i.extent.width);
  note(f + "extent.height", i.extent.height);
  note(f + "extent.depth", i.extent.depth);
  note(f + "mipLevels", i.mipLevels);
  note(f + "arrayLayers", i.arrayLayers);
  noteFlags(f + "samples", i.samples, n::kSampleCount);
  noteEnum(f + "tiling", i.tiling, n::kImageTiling);
  noteFlags(f + "usage", i.usage, n::kImageUsage);
  noteEnum(f + "sharingMode", i.sharingMode, n::kSharingMode);
  note(f + "queueFamilyIndexCount", i.queueFamilyIndexCount);
  noteEnum(f + "initialLayout", i.initialLayout, n::kImageLayout);
}

void recordImageView(const VkImageViewCreateInfo& i) {
  const std::string f = "VkImageViewCreateInfo.";
  recordChain(f + "pNext", i.pNext);
  noteFlags(f + "flags", i.flags, n::kImageViewCreate);
  noteEnum(f + "viewType", i.viewType, n::kImageViewType);
  note(f + "format", i.format);
  noteEnum(f + "components.r", i.components.r, n::kComponentSwizzle);
  noteEnum(f + "components.g", i.components.g, n::kComponentSwizzle);
  noteEnum(f + "components.b", i.components.b, n::kComponentSwizzle);
  noteEnum(f + "components.a", i.components.a, n::kComponentSwizzle);
  recordRange(f + "subresourceRange", i.subresourceRange);
  if (auto* usage = static_cast<const VkImageViewUsageCreateInfo*>(
          findChained(i.pNext, VK_STRUCTURE_TYPE_IMAGE_VIEW_USAGE_CREATE_INFO)))
    noteFlags("VkImageViewUsageCreateInfo.usage", usage->usage, n::kImageUsage);
  if (auto* minLod = static_cast<const VkImageViewMinLodCreateInfoEXT*>(
          findChained(i.pNext, VK_STRUCTURE_TYPE_IMAGE_VIEW_MIN_LOD_CREATE_INFO_EXT)))
    noteFloat("VkImageViewMinLodCreateInfoEXT.minLod", minLod->minLod);
}

void recordBuffer(const VkBufferCreateInfo& i) {
  const std::string f = "VkBufferCreateInfo.";
  recordChain(f + "pNext", i.pNext);
  noteFlags(f + "flags", i.flags, n::kBufferCreate);
  note(f + "size", i.size);
  noteFlags(f + "usage", i.usage, n::kBufferUsage);
  noteEnum(f + "sharingMode", i.sharingMode, n::kSharingMode);
}

void recordBufferView(const VkBufferViewCreateInfo& i, VkDeviceSize bufferSize) {
  const std::string f = "VkBufferViewCreateInfo.";
  recordChain(f + "pNext", i.pNext);
  note(f + "flags", i.flags);
  note(f + "format", i.format);
  note(f + "offset", i.offset);
  note(f + "range", i.range == VK_WHOLE_SIZE ? "WHOLE_SIZE" : std::to_string(i.range));
  // Whether the view ends before its buffer does: a driver bounding reads by the buffer passes
  // every case whose view reaches the end.
  if (bufferSize) {
    const VkDeviceSize end = i.range == VK_WHOLE_SIZE ? bufferSize : i.offset + i.range;
    note(f + "(view ends before the buffer)", end < bufferSize ? "1" : "0");
  }
}

void recordSampler(const VkSamplerCreateInfo& i) {
  const std::string f = "VkSamplerCreateInfo.";
  recordChain(f + "pNext", i.pNext);
  noteFlags(f + "flags", i.flags, n::kSamplerCreate);
  noteEnum(f + "magFilter", i.magFilter, n::kFilter);
  noteEnum(f + "minFilter", i.minFilter, n::kFilter);
  noteEnum(f + "mipmapMode", i.mipmapMode, n::kMipmapMode);
  noteEnum(f + "addressModeU", i.addressModeU, n::kAddressMode);
  noteEnum(f + "addressModeV", i.addressModeV, n::kAddressMode);
  noteEnum(f + "addressModeW", i.addressModeW, n::kAddressMode);
  noteFloat(f + "mipLodBias", i.mipLodBias);
  noteBool(f + "anisotropyEnable", i.anisotropyEnable);
  if (i.anisotropyEnable) noteFloat(f + "maxAnisotropy", i.maxAnisotropy);
  noteBool(f + "compareEnable", i.compareEnable);
  if (i.compareEnable) noteEnum(f + "compareOp", i.compareOp, n::kCompareOp);
  noteFloat(f + "minLod", i.minLod);
  noteFloat(f + "maxLod", i.maxLod);
  noteEnum(f + "borderColor", i.borderColor, n::kBorderColor);
  noteBool(f + "unnormalizedCoordinates", i.unnormalizedCoordinates);
  if (auto* reduction = static_cast<const VkSamplerReductionModeCreateInfo*>(
          findChained(i.pNext, VK_STRUCTURE_TYPE_SAMPLER_REDUCTION_MODE_CREATE_INFO)))
    noteEnum("VkSamplerReductionModeCreateInfo.reductionMode", reduction->reductionMode, n::kReductionMode);
}

void recordMemoryAllocation(const VkMemoryAllocateInfo& i, VkMemoryPropertyFlags typeFlags) {
  const std::string f = "VkMemoryAllocateInfo.";
  recordChain(f + "pNext", i.pNext);
  noteFlags(f + "memoryTypeIndex(propertyFlags)", typeFlags, n::kMemoryProperty);
}

void recordBindImageMemory(VkDeviceSize offset) {
  note("vkBindImageMemory.memoryOffset", offset);
}

void recordBindBufferMemory(VkDeviceSize offset) {
  note("vkBindBufferMemory.memoryOffset", offset);
}

void recordBindSparse(const VkBindSparseInfo& info) {
  const std::string f = "VkBindSparseInfo.";
  note(f + "bufferBindCount", info.bufferBindCount);
  note(f + "imageOpaqueBindCount", info.imageOpaqueBindCount);
  note(f + "imageBindCount", info.imageBindCount);
  for (uint32_t i = 0; i < info.imageOpaqueBindCount; ++i)
    for (uint32_t b = 0; b < info.pImageOpaqueBinds[i].bindCount; ++b) {
      const VkSparseMemoryBind& bind = info.pImageOpaqueBinds[i].pBinds[b];
      noteHandle("VkSparseMemoryBind.memory", reinterpret_cast<const void*>(bind.memory));
      noteFlags("VkSparseMemoryBind.flags", bind.flags, n::kSparseMemoryBind);
    }
  for (uint32_t i = 0; i < info.imageBindCount; ++i)
    for (uint32_t b = 0; b < info.pImageBinds[i].bindCount; ++b) {
      const VkSparseImageMemoryBind& bind = info.pImageBinds[i].pBinds[b];
      const std::string g = "VkSparseImageMemoryBind.";
      noteFlags(g + "subresource.aspectMask", bind.subresource.aspectMask, n::kAspect);
      note(g + "subresource.mipLevel", bind.subresource.mipLevel);
      note(g + "subresource.arrayLayer", bind.subresource.arrayLayer);
      note(g + "offset.x", uint64_t(bind.offset.x));
      note(g + "offset.y", uint64_t(bind.offset.y));
      note(g + "offset.z", uint64_t(bind.offset.z));
      noteHandle(g + "memory", reinterpret_cast<const void*>(bind.memory));
      noteFlags(g + "flags", bind.flags, n::kSparseMemoryBind);
    }
}

}  // namespace state_audit
