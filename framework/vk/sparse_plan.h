// Which memory binds a sparse-residency image gets (SEMANTICS §8), worked out from the driver's
// sparse requirements and the case's SparseSpec alone, without calling the driver: the pages the
// case binds (VkSparseImageMemoryBind), the mip tail when it binds it and the metadata tails
// (VkSparseMemoryBind), laid out in one allocation. Kept apart from vkQueueBindSparse so the
// tail layouts no CI driver reports (single or per-layer tails, metadata) are unit-tested.
#pragma once

#include "model/image.h"

#include <vulkan/vulkan_core.h>

#include <vector>

namespace vktexel::vk {

// What vkGetImageMemoryRequirements and vkGetImageSparseMemoryRequirements said: the entry of the
// image's own aspect (colour, or depth for a depth format) and the metadata entries.
struct SparseRequirements {
  VkMemoryRequirements memory{};
  VkImageAspectFlags aspect = 0;  // the image's aspect, which its page binds name
  VkSparseImageMemoryRequirements texels{};
  std::vector<VkSparseImageMemoryRequirements> metadata;
};

// Picks the entries out of vkGetImageSparseMemoryRequirements's list. Throws DriverContractError
// (vk/check.h) when no entry is for `aspect`: "aspectMask ... specifying which aspects of the image the
// properties apply to" (VkSparseImageFormatProperties), so an entry of another aspect does not
// describe this image's texels.
SparseRequirements sortSparseRequirements(const VkMemoryRequirements& memory, VkImageAspectFlags aspect,
                                          const std::vector<VkSparseImageMemoryRequirements>& all,
                                          const char* formatName);

// The binds, with memoryOffset into one allocation of `size` bytes; memory handles are left null.
struct SparseBindPlan {
  std::vector<VkSparseImageMemoryBind> pages;
  std::vector<VkSparseMemoryBind> opaque;
  VkDeviceSize size = 0;
};

// Throws std::runtime_error where the driver's page shape or mip tail is not the model's.
void checkSparseRequirements(const SparseRequirements& r, const model::ImageSpec& spec);

// The model's small levels are bound or not as a whole (model::isPageBound): through the driver's
// mip tail from imageMipTailFirstLod on, and level by level before it.
SparseBindPlan planSparseBinds(const SparseRequirements& r, const model::ImageSpec& spec);

// The copies of a sparse image's level that land in bound memory (SEMANTICS §8): one per bound
// page, each reading its texels out of `whole`, the copy of the level's whole staging layout (a
// small level is one page).
std::vector<VkBufferImageCopy> boundCopyRegions(const model::HostImage& host, uint32_t level,
                                                const VkBufferImageCopy& whole);

}  // namespace vktexel::vk
