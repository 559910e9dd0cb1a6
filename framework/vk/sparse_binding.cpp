#include "vk/sparse_binding.h"

#include "model/sparse.h"
#include "vk/check.h"
#include "vk/structs.h"

#include <algorithm>
#include <stdexcept>
#include <string>
#include <vector>

namespace vktexel::vk {
namespace {

VkDeviceSize alignUp(VkDeviceSize value, VkDeviceSize alignment) {
  return (value + alignment - 1) / alignment * alignment;
}

std::string extentText(uint32_t w, uint32_t h, uint32_t d) {
  return std::to_string(w) + "x" + std::to_string(h) + "x" + std::to_string(d);
}

// The colour and (where the driver has one) metadata requirements of the image.
struct Requirements {
  VkMemoryRequirements memory{};
  VkSparseImageMemoryRequirements color{};
  std::vector<VkSparseImageMemoryRequirements> metadata;
};

Requirements requirementsOf(const Device& device, VkImage image, const model::ImageSpec& spec) {
  Requirements r;
  vkGetImageMemoryRequirements(device.handle(), image, &r.memory);
  uint32_t count = 0;
  vkGetImageSparseMemoryRequirements(device.handle(), image, &count, nullptr);
  std::vector<VkSparseImageMemoryRequirements> all(count);
  vkGetImageSparseMemoryRequirements(device.handle(), image, &count, all.data());
  bool color = false;
  for (const VkSparseImageMemoryRequirements& a : all) {
    if (a.formatProperties.aspectMask & VK_IMAGE_ASPECT_COLOR_BIT) {
      r.color = a;
      color = true;
    }
    if (a.formatProperties.aspectMask & VK_IMAGE_ASPECT_METADATA_BIT) r.metadata.push_back(a);
  }
  if (!color) throw std::runtime_error("vkGetImageSparseMemoryRequirements reports no colour aspect");
  const model::PageShape page = model::pageShapeOf(spec);
  const VkExtent3D g = r.color.formatProperties.imageGranularity;
  if (g.width != page.width || g.height != page.height || g.depth != page.depth)
    throw std::runtime_error("sparse image granularity " + extentText(g.width, g.height, g.depth) +
                             " is not the standard block shape " +
                             extentText(page.width, page.height, page.depth));
  const uint32_t tail = model::mipTailFirstLevel(spec);
  if (r.color.imageMipTailFirstLod < tail)
    throw std::runtime_error("the mip tail starts at level " + std::to_string(r.color.imageMipTailFirstLod) +
                             ", before level " + std::to_string(tail) +
                             ", the first level smaller than a page (\"Sparse Image Mip Tail\")");
  return r;
}

}  // namespace

VkDeviceMemory bindSparseMemory(const Device& device, VkImage image, const model::ImageSpec& spec) {
  const Requirements req = requirementsOf(device, image, spec);
  // The model's small levels are bound or not as a whole (model::isPageBound): through the driver's
  // mip tail from driverTail on, and level by level before it, where the driver lets small levels be
  // bound on their own (lavapipe 25 reports no mip tail at all).
  const uint32_t driverTail = std::min(req.color.imageMipTailFirstLod, spec.levels);
  const VkDeviceSize pageBytes = req.memory.alignment;  // a sparse resource's alignment is its page size
  std::vector<VkSparseImageMemoryBind> pages;
  std::vector<VkSparseMemoryBind> opaque;
  VkDeviceSize size = 0;
  for (uint32_t level = 0; level < driverTail; ++level)
    for (const model::PageRegion& r : model::pagesOf(spec, level)) {
      if (!model::isPageBound(spec, r.page)) continue;
      VkSparseImageMemoryBind b{};
      b.subresource = {VK_IMAGE_ASPECT_COLOR_BIT, level, r.page.layer};
      b.offset = {int32_t(r.x), int32_t(r.y), int32_t(r.z)};
      b.extent = {r.width, r.height, r.depth};
      b.memoryOffset = size;
      pages.push_back(b);
      size += pageBytes;
    }
  // The mip tail, once or per layer (VK_SPARSE_IMAGE_FORMAT_SINGLE_MIPTAIL_BIT); metadata always.
  const auto bindTails = [&](const VkSparseImageMemoryRequirements& r, VkSparseMemoryBindFlags flags) {
    const bool single = r.formatProperties.flags & VK_SPARSE_IMAGE_FORMAT_SINGLE_MIPTAIL_BIT;
    for (uint32_t layer = 0; layer < (single ? 1 : spec.layers); ++layer) {
      opaque.push_back({r.imageMipTailOffset + layer * r.imageMipTailStride, r.imageMipTailSize,
                        VK_NULL_HANDLE, size, flags});
      size += alignUp(r.imageMipTailSize, pageBytes);
    }
  };
  if (driverTail < spec.levels && !spec.sparse.mipTailUnbound) bindTails(req.color, 0);
  for (const VkSparseImageMemoryRequirements& m : req.metadata)
    bindTails(m, VK_SPARSE_MEMORY_BIND_METADATA_BIT);
  if (size == 0) return VK_NULL_HANDLE;

  auto allocation = makeStruct<VkMemoryAllocateInfo>(VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_INFO);
  allocation.allocationSize = size;
  allocation.memoryTypeIndex =
      device.memoryType(req.memory.memoryTypeBits, VK_MEMORY_PROPERTY_DEVICE_LOCAL_BIT);
  VkDeviceMemory memory = VK_NULL_HANDLE;
  check(vkAllocateMemory(device.handle(), &allocation, nullptr, &memory), "vkAllocateMemory (sparse pages)");
  for (VkSparseImageMemoryBind& b : pages) b.memory = memory;
  for (VkSparseMemoryBind& b : opaque) b.memory = memory;
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
    vkFreeMemory(device.handle(), memory, nullptr);
    throw;
  }
  vkDestroyFence(device.handle(), fence, nullptr);
  return memory;
}

}  // namespace vktexel::vk
