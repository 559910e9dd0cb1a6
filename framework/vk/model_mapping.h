// Model descriptions (plain data) -> Vulkan create infos.
#pragma once

#include "model/fetch.h"
#include "model/image.h"

#include <volk.h>

namespace vktexel::vk {

VkImageCreateInfo imageCreateInfo(const model::ImageSpec& spec);
VkImageViewCreateInfo imageViewCreateInfo(VkImage image, const model::ImageSpec& spec,
                                          const model::ViewSpec& view);

}  // namespace vktexel::vk
