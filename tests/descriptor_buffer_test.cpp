// Where vk::DescriptorBuffer writes a descriptor's bytes (VK_EXT_descriptor_buffer, P-21). The
// split layout of combined image samplers is the one no driver of CI has, so it is checked here.
#include "vk/descriptor_buffer.h"

#include <gtest/gtest.h>

namespace vktexel::vk {
namespace {

VkPhysicalDeviceDescriptorBufferPropertiesEXT properties(bool singleArray) {
  VkPhysicalDeviceDescriptorBufferPropertiesEXT p{};
  p.combinedImageSamplerDescriptorSingleArray = singleArray;
  p.sampledImageDescriptorSize = 32;
  p.samplerDescriptorSize = 16;
  p.combinedImageSamplerDescriptorSize = 48;
  return p;
}

TEST(DescriptorBuffer, OneSpanPerElementInASingleArray) {
  const auto spans = descriptorSpans(VK_DESCRIPTOR_TYPE_COMBINED_IMAGE_SAMPLER, 48, 2, 5, properties(true));
  ASSERT_EQ(spans.size(), 1u);
  EXPECT_EQ(spans[0], (DescriptorSpan{96, 0, 48}));
  // Other types never split, whatever the property says.
  EXPECT_EQ(descriptorSpans(VK_DESCRIPTOR_TYPE_SAMPLED_IMAGE, 32, 3, 5, properties(false)),
            (std::vector<DescriptorSpan>{{96, 0, 32}}));
}

// combinedImageSamplerDescriptorSingleArray false: images first, then the samplers after all of
// them. Wrong twins: the sampler part beside its image, or after only `element` images.
TEST(DescriptorBuffer, SplitCombinedArrayPutsSamplersAfterEveryImage) {
  const auto spans = descriptorSpans(VK_DESCRIPTOR_TYPE_COMBINED_IMAGE_SAMPLER, 48, 2, 5, properties(false));
  ASSERT_EQ(spans.size(), 2u);
  EXPECT_EQ(spans[0], (DescriptorSpan{64, 0, 32}));
  EXPECT_EQ(spans[1], (DescriptorSpan{5 * 32 + 2 * 16, 32, 16}));
  EXPECT_NE(spans[1].at, 2u * 48 + 32);  // interleaved
  EXPECT_NE(spans[1].at, 2u * 32 + 2 * 16);
}

}  // namespace
}  // namespace vktexel::vk
