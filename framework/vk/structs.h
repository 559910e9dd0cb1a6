// Zero-initialised Vulkan structures with their sType set: the idiom `T s{VK_STRUCTURE_TYPE_X}`
// leaves members to aggregate rules and trips -Wmissing-field-initializers.
#pragma once

#include <volk.h>

namespace vktexel::vk {

template <typename T>
T makeStruct(VkStructureType type) {
  T s{};
  s.sType = type;
  return s;
}

}  // namespace vktexel::vk
