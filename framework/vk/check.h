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

// The driver answered a query against a rule of the specification (the message cites it), so the
// case cannot be set up as the spec describes: the case fails, it is not an error of the suite.
struct DriverContractError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

inline void check(VkResult r, const char* what) {
  if (r != VK_SUCCESS) throw VkError(r, what);
}

}  // namespace vktexel::vk
