// The Vulkan instance (through volk) and the choice of physical device.
#pragma once

#include <volk.h>

#include <atomic>
#include <string>
#include <vector>

namespace vktexel::vk {

struct PhysicalDeviceInfo {
  VkPhysicalDevice handle = VK_NULL_HANDLE;
  uint32_t index = 0;
  VkPhysicalDeviceProperties properties{};
  std::string driverName;  // VkPhysicalDeviceDriverProperties::driverName, e.g. "llvmpipe"
  std::string driverInfo;  // VkPhysicalDeviceDriverProperties::driverInfo, e.g. "Mesa 25.0.7 (LLVM 19.1.7)"
  // VkPhysicalDeviceVulkan12Properties (before 1.2: framebufferColorSampleCounts, the old rule).
  VkSampleCountFlags framebufferIntegerColorSampleCounts = 0;
  bool debugLabels = false;  // VK_EXT_debug_utils is enabled: command buffers may carry labels
  std::string describe() const;
  bool isCpu() const { return properties.deviceType == VK_PHYSICAL_DEVICE_TYPE_CPU; }
};

class Instance {
 public:
  // Throws std::runtime_error with a readable message when no loader or no driver is present.
  explicit Instance(bool validation);
  ~Instance();
  Instance(const Instance&) = delete;
  Instance& operator=(const Instance&) = delete;

  VkInstance handle() const { return instance_; }
  const std::vector<PhysicalDeviceInfo>& devices() const { return devices_; }

  // --device INDEX | NAME-SUBSTRING; empty: the first GPU, else the first CPU device (lavapipe).
  // Throws std::invalid_argument naming the devices present when nothing matches.
  const PhysicalDeviceInfo& choose(const std::string& selector) const;

  bool validationEnabled() const { return validation_; }
  uint64_t validationMessages() const { return validationMessages_; }

 private:
  static VKAPI_ATTR VkBool32 VKAPI_CALL onMessage(VkDebugUtilsMessageSeverityFlagBitsEXT severity,
                                                  VkDebugUtilsMessageTypeFlagsEXT types,
                                                  const VkDebugUtilsMessengerCallbackDataEXT* data,
                                                  void* user);

  VkInstance instance_ = VK_NULL_HANDLE;
  VkDebugUtilsMessengerEXT messenger_ = VK_NULL_HANDLE;
  bool validation_ = false;
  std::atomic<uint64_t> validationMessages_{0};
  std::vector<PhysicalDeviceInfo> devices_;
};

}  // namespace vktexel::vk
