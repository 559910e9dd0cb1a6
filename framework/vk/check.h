// Vulkan error reporting: every failing call becomes a VkError naming the call and the result.
#pragma once

#include <volk.h>

#include <stdexcept>
#include <string>

namespace vktexel::vk {

const char* resultName(VkResult r);

struct VkError : std::runtime_error {
  VkError(VkResult r, const std::string& what) : std::runtime_error(what + ": " + resultName(r)), result(r) {}
  VkResult result;
};

inline void check(VkResult r, const char* what) {
  if (r != VK_SUCCESS) throw VkError(r, what);
}

}  // namespace vktexel::vk
