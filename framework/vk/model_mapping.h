// Model descriptions (plain data) -> Vulkan create infos.
#pragma once

#include "model/fetch.h"
#include "model/image.h"

#include <volk.h>

#include <vector>

namespace vktexel::vk {

VkImageCreateInfo imageCreateInfo(const model::ImageSpec& spec);
VkImageViewCreateInfo imageViewCreateInfo(VkImage image, const model::ImageSpec& spec,
                                          const model::ViewSpec& view);

// Every aspect of an image of this format (barriers), and the one aspect a copy or view names.
VkImageAspectFlags imageAspects(const model::FormatInfo& f);
VkImageAspectFlags aspectBit(model::Aspect a);
// The aspects a buffer-to-image copy writes one at a time.
std::vector<model::Aspect> copyAspects(const model::FormatInfo& f);

}  // namespace vktexel::vk
