#include "vk/instance.h"
#include "vk/structs.h"

#include "vk/check.h"

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <cstring>
#include <stdexcept>

namespace vktexel::vk {
namespace {

constexpr const char* kValidationLayer = "VK_LAYER_KHRONOS_validation";

bool hasLayer(const char* name) {
  uint32_t count = 0;
  vkEnumerateInstanceLayerProperties(&count, nullptr);
  std::vector<VkLayerProperties> layers(count);
  vkEnumerateInstanceLayerProperties(&count, layers.data());
  return std::any_of(layers.begin(), layers.end(),
                     [&](const VkLayerProperties& l) { return std::strcmp(l.layerName, name) == 0; });
}

bool hasInstanceExtension(const char* name) {
  uint32_t count = 0;
  vkEnumerateInstanceExtensionProperties(nullptr, &count, nullptr);
  std::vector<VkExtensionProperties> exts(count);
  vkEnumerateInstanceExtensionProperties(nullptr, &count, exts.data());
  return std::any_of(exts.begin(), exts.end(),
                     [&](const VkExtensionProperties& e) { return std::strcmp(e.extensionName, name) == 0; });
}

std::string lower(std::string s) {
  std::transform(s.begin(), s.end(), s.begin(), [](unsigned char c) { return char(std::tolower(c)); });
  return s;
}

}  // namespace

std::string PhysicalDeviceInfo::describe() const {
  const uint32_t v = properties.apiVersion;
  // The driver's own version (driverInfo: "Mesa 25.0.7", "580.159.04") tells apart drivers that
  // report one Vulkan version.
  return std::to_string(index) + ": " + properties.deviceName + " (driver " + driverName + ", Vulkan " +
         std::to_string(VK_API_VERSION_MAJOR(v)) + "." + std::to_string(VK_API_VERSION_MINOR(v)) + "." +
         std::to_string(VK_API_VERSION_PATCH(v)) + (driverInfo.empty() ? "" : ", " + driverInfo) + ")";
}

Instance::Instance(bool validation) : validation_(validation) {
  if (volkInitialize() != VK_SUCCESS)
    throw std::runtime_error(
        "no Vulkan loader found (libvulkan.so.1): install libvulkan1 and a driver, e.g. "
        "mesa-vulkan-drivers for lavapipe");
  if (volkGetInstanceVersion() < VK_API_VERSION_1_1)
    throw std::runtime_error("the Vulkan loader is older than 1.1; vktexel needs a 1.1 loader or newer");
  if (validation && !hasLayer(kValidationLayer))
    throw std::runtime_error(
        "--validation: layer VK_LAYER_KHRONOS_validation is not installed "
        "(Debian: vulkan-validationlayers)");

  auto app = makeStruct<VkApplicationInfo>(VK_STRUCTURE_TYPE_APPLICATION_INFO);
  app.pApplicationName = "vktexel";
  app.apiVersion = VK_API_VERSION_1_3;
  std::vector<const char*> layers, extensions;
  if (validation) layers.push_back(kValidationLayer);
  // Debug labels name the cases of each dispatch, for capture tools and the fault-injection layer.
  const bool debugUtils = validation || hasInstanceExtension(VK_EXT_DEBUG_UTILS_EXTENSION_NAME);
  if (debugUtils) extensions.push_back(VK_EXT_DEBUG_UTILS_EXTENSION_NAME);
  auto info = makeStruct<VkInstanceCreateInfo>(VK_STRUCTURE_TYPE_INSTANCE_CREATE_INFO);
  info.pApplicationInfo = &app;
  info.enabledLayerCount = uint32_t(layers.size());
  info.ppEnabledLayerNames = layers.data();
  info.enabledExtensionCount = uint32_t(extensions.size());
  info.ppEnabledExtensionNames = extensions.data();
  const VkResult r = vkCreateInstance(&info, nullptr, &instance_);
  if (r == VK_ERROR_INCOMPATIBLE_DRIVER)
    throw std::runtime_error(
        "no Vulkan driver found (vkCreateInstance: VK_ERROR_INCOMPATIBLE_DRIVER); check "
        "VK_DRIVER_FILES or install mesa-vulkan-drivers");
  check(r, "vkCreateInstance");
  // Device entry points go through the loader's trampolines, which dispatch on the handle, so
  // devices of several robustness tiers can live side by side.
  volkLoadInstance(instance_);

  if (validation) {
    auto m = makeStruct<VkDebugUtilsMessengerCreateInfoEXT>(
        VK_STRUCTURE_TYPE_DEBUG_UTILS_MESSENGER_CREATE_INFO_EXT);
    m.messageSeverity =
        VK_DEBUG_UTILS_MESSAGE_SEVERITY_WARNING_BIT_EXT | VK_DEBUG_UTILS_MESSAGE_SEVERITY_ERROR_BIT_EXT;
    m.messageType =
        VK_DEBUG_UTILS_MESSAGE_TYPE_VALIDATION_BIT_EXT | VK_DEBUG_UTILS_MESSAGE_TYPE_GENERAL_BIT_EXT;
    m.pfnUserCallback = &Instance::onMessage;
    m.pUserData = this;
    check(vkCreateDebugUtilsMessengerEXT(instance_, &m, nullptr, &messenger_),
          "vkCreateDebugUtilsMessengerEXT");
  }

  uint32_t count = 0;
  check(vkEnumeratePhysicalDevices(instance_, &count, nullptr), "vkEnumeratePhysicalDevices");
  std::vector<VkPhysicalDevice> handles(count);
  check(vkEnumeratePhysicalDevices(instance_, &count, handles.data()), "vkEnumeratePhysicalDevices");
  for (uint32_t i = 0; i < count; ++i) {
    PhysicalDeviceInfo d;
    d.handle = handles[i];
    d.index = i;
    d.debugLabels = debugUtils;
    auto driver =
        makeStruct<VkPhysicalDeviceDriverProperties>(VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_DRIVER_PROPERTIES);
    auto props = makeStruct<VkPhysicalDeviceProperties2>(VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_PROPERTIES_2);
    props.pNext = &driver;
    vkGetPhysicalDeviceProperties2(handles[i], &props);
    d.properties = props.properties;
    d.driverName = driver.driverName;
    d.driverInfo = driver.driverInfo;
    d.framebufferIntegerColorSampleCounts = d.properties.limits.framebufferColorSampleCounts;
    if (d.properties.apiVersion >= VK_API_VERSION_1_2) {
      auto v12 = makeStruct<VkPhysicalDeviceVulkan12Properties>(
          VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_2_PROPERTIES);
      auto props12 = makeStruct<VkPhysicalDeviceProperties2>(VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_PROPERTIES_2);
      props12.pNext = &v12;
      vkGetPhysicalDeviceProperties2(handles[i], &props12);
      d.framebufferIntegerColorSampleCounts = v12.framebufferIntegerColorSampleCounts;
    }
    devices_.push_back(d);
  }
  if (devices_.empty())
    throw std::runtime_error(
        "the Vulkan loader found no physical device; check VK_DRIVER_FILES or install "
        "mesa-vulkan-drivers");
}

Instance::~Instance() {
  if (messenger_) vkDestroyDebugUtilsMessengerEXT(instance_, messenger_, nullptr);
  if (instance_) vkDestroyInstance(instance_, nullptr);
}

const PhysicalDeviceInfo& Instance::choose(const std::string& selector) const {
  if (selector.empty()) {
    for (const PhysicalDeviceInfo& d : devices_)
      if (!d.isCpu()) return d;
    return devices_.front();
  }
  const bool numeric =
      std::all_of(selector.begin(), selector.end(), [](unsigned char c) { return std::isdigit(c); });
  if (numeric) {
    const unsigned long index = std::stoul(selector);
    if (index < devices_.size()) return devices_[index];
  } else {
    const std::string needle = lower(selector);
    for (const PhysicalDeviceInfo& d : devices_)
      if (lower(d.properties.deviceName).find(needle) != std::string::npos ||
          lower(d.driverName).find(needle) != std::string::npos)
        return d;
  }
  std::string present;
  for (const PhysicalDeviceInfo& d : devices_) present += "\n  " + d.describe();
  throw std::invalid_argument("--device " + selector + " matches no Vulkan device; present:" + present);
}

VKAPI_ATTR VkBool32 VKAPI_CALL Instance::onMessage(VkDebugUtilsMessageSeverityFlagBitsEXT,
                                                   VkDebugUtilsMessageTypeFlagsEXT,
                                                   const VkDebugUtilsMessengerCallbackDataEXT* data,
                                                   void* user) {
  auto* self = static_cast<Instance*>(user);
  ++self->validationMessages_;
  std::fprintf(stderr, "validation: %s\n", data->pMessage);
  return VK_FALSE;
}

}  // namespace vktexel::vk
