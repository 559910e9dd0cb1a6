// What every vktexel test layer (tests/fault_layer, tests/state_layer) does the same way: find its
// link in the loader's chain, key its tables by dispatch table, and export the loader's entry points.
#pragma once

#include <vulkan/vk_layer.h>
#include <vulkan/vulkan.h>

namespace vktexel_layer {

// Every dispatchable handle starts with the loader's dispatch table pointer; a device, its queues and
// its command buffers share it, so it identifies the device (or instance).
using DispatchKey = void*;
inline DispatchKey keyOf(const void* handle) {
  return *static_cast<void* const*>(handle);
}

// The loader's link for this layer in a Vk{Instance,Device}CreateInfo chain (LinkInfo is
// VkLayerInstanceCreateInfo or VkLayerDeviceCreateInfo), or null.
template <typename LinkInfo, typename CreateInfo>
LinkInfo* linkOf(const CreateInfo* info, VkStructureType type) {
  auto* chain = static_cast<LinkInfo*>(const_cast<void*>(info->pNext));
  while (chain && !(chain->sType == type && chain->function == VK_LAYER_LINK_INFO))
    chain = static_cast<LinkInfo*>(const_cast<void*>(chain->pNext));
  return chain;
}

}  // namespace vktexel_layer

// The exported entry points: the loader negotiates interface version 2 and takes the two ProcAddr
// functions, GIPA and GDPA (the layer's own).
#define VKTEXEL_LAYER_EXPORTS(GIPA, GDPA)                                                          \
  extern "C" __attribute__((visibility("default"))) VKAPI_ATTR VkResult VKAPI_CALL                 \
  vkNegotiateLoaderLayerInterfaceVersion(VkNegotiateLayerInterface* v) {                           \
    if (!v || v->sType != LAYER_NEGOTIATE_INTERFACE_STRUCT) return VK_ERROR_INITIALIZATION_FAILED; \
    if (v->loaderLayerInterfaceVersion > 2) v->loaderLayerInterfaceVersion = 2;                    \
    v->pfnGetInstanceProcAddr = GIPA;                                                              \
    v->pfnGetDeviceProcAddr = GDPA;                                                                \
    v->pfnGetPhysicalDeviceProcAddr = nullptr;                                                     \
    return VK_SUCCESS;                                                                             \
  }                                                                                                \
  extern "C" __attribute__((visibility("default"))) VKAPI_ATTR PFN_vkVoidFunction VKAPI_CALL       \
  vkGetInstanceProcAddr(VkInstance instance, const char* name) {                                   \
    return GIPA(instance, name);                                                                   \
  }                                                                                                \
  extern "C" __attribute__((visibility("default"))) VKAPI_ATTR PFN_vkVoidFunction VKAPI_CALL       \
  vkGetDeviceProcAddr(VkDevice device, const char* name) {                                         \
    return GDPA(device, name);                                                                     \
  }
