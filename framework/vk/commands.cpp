#include "vk/commands.h"
#include "vk/structs.h"

#include "vk/check.h"

namespace vktexel::vk {

OneShotCommands::OneShotCommands(const Device& device) : device_(device) {
  auto poolInfo = makeStruct<VkCommandPoolCreateInfo>(VK_STRUCTURE_TYPE_COMMAND_POOL_CREATE_INFO);
  poolInfo.flags = VK_COMMAND_POOL_CREATE_TRANSIENT_BIT;
  poolInfo.queueFamilyIndex = device.queueFamily();
  check(vkCreateCommandPool(device.handle(), &poolInfo, nullptr, &pool_), "vkCreateCommandPool");
  auto alloc = makeStruct<VkCommandBufferAllocateInfo>(VK_STRUCTURE_TYPE_COMMAND_BUFFER_ALLOCATE_INFO);
  alloc.commandPool = pool_;
  alloc.level = VK_COMMAND_BUFFER_LEVEL_PRIMARY;
  alloc.commandBufferCount = 1;
  check(vkAllocateCommandBuffers(device.handle(), &alloc, &cmd_), "vkAllocateCommandBuffers");
  auto fenceInfo = makeStruct<VkFenceCreateInfo>(VK_STRUCTURE_TYPE_FENCE_CREATE_INFO);
  check(vkCreateFence(device.handle(), &fenceInfo, nullptr, &fence_), "vkCreateFence");
}

OneShotCommands::~OneShotCommands() {
  if (fence_) vkDestroyFence(device_.handle(), fence_, nullptr);
  if (pool_) vkDestroyCommandPool(device_.handle(), pool_, nullptr);
}

VkCommandBuffer OneShotCommands::begin() {
  auto info = makeStruct<VkCommandBufferBeginInfo>(VK_STRUCTURE_TYPE_COMMAND_BUFFER_BEGIN_INFO);
  info.flags = VK_COMMAND_BUFFER_USAGE_ONE_TIME_SUBMIT_BIT;
  check(vkBeginCommandBuffer(cmd_, &info), "vkBeginCommandBuffer");
  return cmd_;
}

VkResult OneShotCommands::submitAndWait(uint64_t timeoutNs) {
  check(vkEndCommandBuffer(cmd_), "vkEndCommandBuffer");
  auto submit = makeStruct<VkSubmitInfo>(VK_STRUCTURE_TYPE_SUBMIT_INFO);
  submit.commandBufferCount = 1;
  submit.pCommandBuffers = &cmd_;
  VkResult r = vkQueueSubmit(device_.queue(), 1, &submit, fence_);
  if (r == VK_ERROR_DEVICE_LOST) return r;
  check(r, "vkQueueSubmit");
  r = vkWaitForFences(device_.handle(), 1, &fence_, VK_TRUE, timeoutNs);
  if (r == VK_TIMEOUT || r == VK_ERROR_DEVICE_LOST) return r;
  check(r, "vkWaitForFences");
  return VK_SUCCESS;
}

}  // namespace vktexel::vk
