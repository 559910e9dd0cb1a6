#include "vk/sparse_plan.h"

#include "model/sparse.h"
#include "vk/check.h"

#include <algorithm>
#include <stdexcept>
#include <string>

namespace vktexel::vk {
namespace {

VkDeviceSize alignUp(VkDeviceSize value, VkDeviceSize alignment) {
  return (value + alignment - 1) / alignment * alignment;
}

std::string extentText(uint32_t w, uint32_t h, uint32_t d) {
  return std::to_string(w) + "x" + std::to_string(h) + "x" + std::to_string(d);
}

std::string aspectText(VkImageAspectFlags a) {
  std::string out;
  const std::pair<VkImageAspectFlags, const char*> names[] = {{VK_IMAGE_ASPECT_COLOR_BIT, "COLOR"},
                                                              {VK_IMAGE_ASPECT_DEPTH_BIT, "DEPTH"},
                                                              {VK_IMAGE_ASPECT_STENCIL_BIT, "STENCIL"},
                                                              {VK_IMAGE_ASPECT_METADATA_BIT, "METADATA"}};
  for (const auto& [bit, name] : names)
    if (a & bit) out += (out.empty() ? "" : "|") + std::string(name);
  return out.empty() ? "none" : out;
}

}  // namespace

SparseRequirements sortSparseRequirements(const VkMemoryRequirements& memory, VkImageAspectFlags aspect,
                                          const std::vector<VkSparseImageMemoryRequirements>& all,
                                          const char* formatName) {
  SparseRequirements r;
  r.memory = memory;
  r.aspect = aspect;
  bool found = false;
  std::string reported;
  for (const VkSparseImageMemoryRequirements& a : all) {
    const VkImageAspectFlags mask = a.formatProperties.aspectMask;
    reported += (reported.empty() ? "" : ", ") + aspectText(mask);
    if (mask & VK_IMAGE_ASPECT_METADATA_BIT) {
      r.metadata.push_back(a);
    } else if ((mask & aspect) == aspect) {
      r.texels = a;
      found = true;
    }
  }
  if (!found)
    throw DriverContractError(std::string("vkGetImageSparseMemoryRequirements on a ") + formatName +
                              " image reports aspects " + (reported.empty() ? "none" : reported) +
                              ", none of them the image's " + aspectText(aspect) +
                              " aspect (VkSparseImageFormatProperties::aspectMask: \"which aspects of the "
                              "image the properties apply to\")");
  return r;
}

void checkSparseRequirements(const SparseRequirements& r, const model::ImageSpec& spec) {
  const model::PageShape page = model::pageShapeOf(spec);
  const VkExtent3D g = r.texels.formatProperties.imageGranularity;
  if (g.width != page.width || g.height != page.height || g.depth != page.depth)
    throw std::runtime_error("sparse image granularity " + extentText(g.width, g.height, g.depth) +
                             " is not the standard block shape " +
                             extentText(page.width, page.height, page.depth));
  const uint32_t tail = model::mipTailFirstLevel(spec);
  if (r.texels.imageMipTailFirstLod < tail)
    throw std::runtime_error("the mip tail starts at level " + std::to_string(r.texels.imageMipTailFirstLod) +
                             ", before level " + std::to_string(tail) +
                             ", the first level smaller than a page (\"Sparse Image Mip Tail\")");
}

SparseBindPlan planSparseBinds(const SparseRequirements& r, const model::ImageSpec& spec) {
  // Lavapipe 25 reports no mip tail at all (imageMipTailFirstLod = mipLevels): its small levels
  // are bound one by one, each as a whole.
  const uint32_t driverTail = std::min(r.texels.imageMipTailFirstLod, spec.levels);
  const VkDeviceSize pageBytes = r.memory.alignment;  // a sparse resource's alignment is its page size
  SparseBindPlan plan;
  for (uint32_t level = 0; level < driverTail; ++level)
    for (const model::PageRegion& p : model::pagesOf(spec, level)) {
      if (!model::isPageBound(spec, p.page)) continue;
      VkSparseImageMemoryBind b{};
      b.subresource = {r.aspect, level, p.page.layer};
      b.offset = {int32_t(p.x), int32_t(p.y), int32_t(p.z)};
      b.extent = {p.width, p.height, p.depth};
      b.memoryOffset = plan.size;
      plan.pages.push_back(b);
      plan.size += pageBytes;
    }
  // A mip tail, once or per layer (VK_SPARSE_IMAGE_FORMAT_SINGLE_MIPTAIL_BIT).
  const auto bindTails = [&](const VkSparseImageMemoryRequirements& t, VkSparseMemoryBindFlags flags) {
    const bool single = t.formatProperties.flags & VK_SPARSE_IMAGE_FORMAT_SINGLE_MIPTAIL_BIT;
    for (uint32_t layer = 0; layer < (single ? 1 : spec.layers); ++layer) {
      plan.opaque.push_back({t.imageMipTailOffset + layer * t.imageMipTailStride, t.imageMipTailSize,
                             VK_NULL_HANDLE, plan.size, flags});
      plan.size += alignUp(t.imageMipTailSize, pageBytes);
    }
  };
  if (driverTail < spec.levels && !spec.sparse.mipTailUnbound) bindTails(r.texels, 0);
  for (const VkSparseImageMemoryRequirements& m : r.metadata)
    bindTails(m, VK_SPARSE_MEMORY_BIND_METADATA_BIT);
  return plan;
}

std::vector<VkBufferImageCopy> boundCopyRegions(const model::HostImage& host, uint32_t level,
                                                const VkBufferImageCopy& whole) {
  const model::Extent e = host.extent(level);
  const VkDeviceSize texelBytes = host.format().texelBytes;
  std::vector<VkBufferImageCopy> out;
  for (const model::PageRegion& p : model::pagesOf(host.spec(), level)) {
    if (!model::isPageBound(host.spec(), p.page)) continue;
    VkBufferImageCopy r = whole;
    r.bufferOffset +=
        (((VkDeviceSize(p.page.layer) * e.depth + p.z) * e.height + p.y) * e.width + p.x) * texelBytes;
    r.bufferRowLength = e.width;
    r.bufferImageHeight = e.height;
    r.imageSubresource.baseArrayLayer = p.page.layer;
    r.imageSubresource.layerCount = 1;
    r.imageOffset = {int32_t(p.x), int32_t(p.y), int32_t(p.z)};
    r.imageExtent = {p.width, p.height, p.depth};
    out.push_back(r);
  }
  return out;
}

}  // namespace vktexel::vk
