// A one-shot command buffer and its submission, waited on with a timeout so that a hung
// driver becomes a Timeout verdict instead of a hung suite.
#pragma once

#include "vk/device.h"

#include <cstdint>

namespace vktexel::vk {

class OneShotCommands {
 public:
  explicit OneShotCommands(const Device& device);
  ~OneShotCommands();
  OneShotCommands(const OneShotCommands&) = delete;
  OneShotCommands& operator=(const OneShotCommands&) = delete;

  VkCommandBuffer begin();
  // Submits and waits; returns VK_SUCCESS, VK_TIMEOUT or VK_ERROR_DEVICE_LOST (others throw).
  VkResult submitAndWait(uint64_t timeoutNs);

 private:
  const Device& device_;
  VkCommandPool pool_ = VK_NULL_HANDLE;
  VkCommandBuffer cmd_ = VK_NULL_HANDLE;
  VkFence fence_ = VK_NULL_HANDLE;
};

}  // namespace vktexel::vk
