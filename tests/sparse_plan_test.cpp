// The sparse bind plan (vk/sparse_plan.h) for the mip-tail layouts no CI driver reports: lavapipe
// 25 has no mip tail, so the opaque tail binds, per layer or single, and the metadata binds are
// checked here against hand-worked offsets, with the answers they must not give.
#include "vk/sparse_plan.h"
#include "vk/check.h"

#include <gtest/gtest.h>

namespace vktexel::vk {
namespace {

constexpr VkDeviceSize kPage = 65536;

// R8_UNORM 512 x 512, 3 levels, `layers` layers: level 0 is 2 x 2 pages of 256 x 256, level 1 one
// page, level 2 (128 x 128) the model's mip tail. Level 0's page (1, 0) of layer 0 is unbound.
model::ImageSpec sparseR8(uint32_t layers, bool tailUnbound) {
  model::ImageSpec s;
  s.format = VK_FORMAT_R8_UNORM;
  s.width = s.height = 512;
  s.levels = 3;
  s.layers = layers;
  s.sparse.sparse = true;
  s.sparse.unbound = {model::PageAddress{0, 0, 1, 0, 0}};
  s.sparse.mipTailUnbound = tailUnbound;
  return s;
}

VkSparseImageMemoryRequirements entry(VkImageAspectFlags aspect, uint32_t tailFirstLod, VkDeviceSize tailSize,
                                      VkDeviceSize tailOffset, VkDeviceSize stride,
                                      VkSparseImageFormatFlags flags) {
  VkSparseImageMemoryRequirements r{};
  r.formatProperties.aspectMask = aspect;
  r.formatProperties.imageGranularity = {256, 256, 1};
  r.formatProperties.flags = flags;
  r.imageMipTailFirstLod = tailFirstLod;
  r.imageMipTailSize = tailSize;
  r.imageMipTailOffset = tailOffset;
  r.imageMipTailStride = stride;
  return r;
}

SparseRequirements requirements(std::vector<VkSparseImageMemoryRequirements> all,
                                VkImageAspectFlags aspect = VK_IMAGE_ASPECT_COLOR_BIT) {
  VkMemoryRequirements memory{};
  memory.alignment = kPage;
  return sortSparseRequirements(memory, aspect, all, "r8_unorm");
}

TEST(SparsePlan, WithoutADriverTailEveryBoundLevelIsBoundPageByPage) {  // lavapipe 25
  const model::ImageSpec s = sparseR8(1, false);
  const SparseBindPlan plan =
      planSparseBinds(requirements({entry(VK_IMAGE_ASPECT_COLOR_BIT, 3, 0, 0, 0, 0)}), s);
  ASSERT_EQ(plan.pages.size(), 5u);  // 3 of 4 pages of level 0, level 1, level 2 whole
  EXPECT_TRUE(plan.opaque.empty());
  EXPECT_EQ(plan.size, 5 * kPage);
  EXPECT_EQ(plan.pages[0].subresource.mipLevel, 0u);
  EXPECT_EQ(plan.pages[1].offset.y, 256);  // page (1, 0) is skipped: (0, 1) comes next
  EXPECT_EQ(plan.pages[4].subresource.mipLevel, 2u);
  EXPECT_EQ(plan.pages[4].extent.width, 128u);  // a level smaller than a page: its own extent
  EXPECT_EQ(plan.pages[4].memoryOffset, 4 * kPage);
  // Unbound small levels are left out.
  EXPECT_EQ(
      planSparseBinds(requirements({entry(VK_IMAGE_ASPECT_COLOR_BIT, 3, 0, 0, 0, 0)}), sparseR8(1, true))
          .pages.size(),
      4u);
}

TEST(SparsePlan, APerLayerMipTailIsBoundOncePerLayerAtItsStride) {
  const model::ImageSpec s = sparseR8(2, false);
  const VkDeviceSize tailOffset = 1 << 20, stride = 3 * kPage, tailSize = kPage + 100;
  const SparseBindPlan plan = planSparseBinds(
      requirements({entry(VK_IMAGE_ASPECT_COLOR_BIT, 2, tailSize, tailOffset, stride, 0)}), s);
  ASSERT_EQ(plan.pages.size(), 3u + 4u + 1u + 1u);  // levels 0 and 1 of both layers; none of level 2
  for (const VkSparseImageMemoryBind& b : plan.pages) EXPECT_LT(b.subresource.mipLevel, 2u);
  ASSERT_EQ(plan.opaque.size(), 2u);
  EXPECT_EQ(plan.opaque[0].resourceOffset, tailOffset);
  EXPECT_EQ(plan.opaque[1].resourceOffset, tailOffset + stride);  // not tailOffset again
  EXPECT_EQ(plan.opaque[0].size, tailSize);
  EXPECT_EQ(plan.opaque[0].memoryOffset, 9 * kPage);
  EXPECT_EQ(plan.opaque[1].memoryOffset, 11 * kPage);  // the tail rounded up to whole pages
  EXPECT_EQ(plan.opaque[0].flags, 0u);
  EXPECT_EQ(plan.size, 13 * kPage);
  // The case leaves the tail unbound: no tail bind at all.
  EXPECT_TRUE(
      planSparseBinds(requirements({entry(VK_IMAGE_ASPECT_COLOR_BIT, 2, tailSize, tailOffset, stride, 0)}),
                      sparseR8(2, true))
          .opaque.empty());
}

TEST(SparsePlan, ASingleMipTailIsBoundOnceAndMetadataAlways) {
  const model::ImageSpec s = sparseR8(2, true);
  const SparseBindPlan plan =
      planSparseBinds(requirements({entry(VK_IMAGE_ASPECT_COLOR_BIT, 2, kPage, 4096 * kPage, 0,
                                          VK_SPARSE_IMAGE_FORMAT_SINGLE_MIPTAIL_BIT),
                                    entry(VK_IMAGE_ASPECT_METADATA_BIT, 0, kPage, 8192 * kPage, 0,
                                          VK_SPARSE_IMAGE_FORMAT_SINGLE_MIPTAIL_BIT)}),
                      s);
  ASSERT_EQ(plan.opaque.size(), 1u);  // the colour tail is unbound; the metadata is one tail
  EXPECT_EQ(plan.opaque[0].resourceOffset, 8192 * kPage);
  EXPECT_EQ(plan.opaque[0].flags, VkSparseMemoryBindFlags(VK_SPARSE_MEMORY_BIND_METADATA_BIT));
  const SparseBindPlan bound =
      planSparseBinds(requirements({entry(VK_IMAGE_ASPECT_COLOR_BIT, 2, kPage, 4096 * kPage, 0,
                                          VK_SPARSE_IMAGE_FORMAT_SINGLE_MIPTAIL_BIT)}),
                      sparseR8(2, false));
  ASSERT_EQ(bound.opaque.size(), 1u);  // one for both layers
  EXPECT_EQ(bound.opaque[0].resourceOffset, 4096 * kPage);
}

TEST(SparsePlan, TheImageAspectNamesThePagesAndMustBeReported) {
  model::ImageSpec d = sparseR8(1, false);
  d.format = VK_FORMAT_D32_SFLOAT;
  d.width = d.height = 256;  // pages of 128 x 128
  d.levels = 1;
  VkSparseImageMemoryRequirements depth = entry(VK_IMAGE_ASPECT_DEPTH_BIT, 1, 0, 0, 0, 0);
  depth.formatProperties.imageGranularity = {128, 128, 1};
  const SparseRequirements r = requirements({depth}, VK_IMAGE_ASPECT_DEPTH_BIT);
  EXPECT_NO_THROW(checkSparseRequirements(r, d));
  const SparseBindPlan plan = planSparseBinds(r, d);
  ASSERT_EQ(plan.pages.size(), 3u);
  EXPECT_EQ(plan.pages[0].subresource.aspectMask, VkImageAspectFlags(VK_IMAGE_ASPECT_DEPTH_BIT));
  // Lavapipe 25's answer: COLOR for a depth-only format is no entry for the image's aspect.
  depth.formatProperties.aspectMask = VK_IMAGE_ASPECT_COLOR_BIT;
  EXPECT_THROW(requirements({depth}, VK_IMAGE_ASPECT_DEPTH_BIT), DriverContractError);
}

TEST(SparsePlan, ADriverWhosePagesOrTailAreNotTheModelsIsRefused) {
  const model::ImageSpec s = sparseR8(1, false);
  VkSparseImageMemoryRequirements wrongPage = entry(VK_IMAGE_ASPECT_COLOR_BIT, 3, 0, 0, 0, 0);
  wrongPage.formatProperties.imageGranularity = {128, 128, 1};
  EXPECT_THROW(checkSparseRequirements(requirements({wrongPage}), s), std::runtime_error);
  // A tail from level 1 would hold a level the model binds page by page.
  EXPECT_THROW(
      checkSparseRequirements(requirements({entry(VK_IMAGE_ASPECT_COLOR_BIT, 1, kPage, 0, 0, 0)}), s),
      std::runtime_error);
  EXPECT_NO_THROW(
      checkSparseRequirements(requirements({entry(VK_IMAGE_ASPECT_COLOR_BIT, 2, kPage, 0, 0, 0)}), s));
}

}  // namespace
}  // namespace vktexel::vk
