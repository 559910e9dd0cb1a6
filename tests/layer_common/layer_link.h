// What every vktexel test layer (tests/fault_layer, tests/state_layer) does the same way: find its
// link in the loader's chain and create through the next layer, key its tables by dispatch table,
// answer for its own entry points, and export the loader's entry points.
#pragma once

#include <vulkan/vk_layer.h>
#include <vulkan/vulkan.h>

#include <cstring>

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

// vkCreateInstance through the next layer: takes this layer's link from the chain (so the next layer
// finds its own) and gives the next layer's vkGetInstanceProcAddr in *nextGipa.
inline VkResult createInstanceThroughNext(const VkInstanceCreateInfo* info,
                                          const VkAllocationCallbacks* allocator, VkInstance* instance,
                                          PFN_vkGetInstanceProcAddr* nextGipa) {
  auto* chain = linkOf<VkLayerInstanceCreateInfo>(info, VK_STRUCTURE_TYPE_LOADER_INSTANCE_CREATE_INFO);
  if (!chain) return VK_ERROR_INITIALIZATION_FAILED;
  *nextGipa = chain->u.pLayerInfo->pfnNextGetInstanceProcAddr;
  chain->u.pLayerInfo = chain->u.pLayerInfo->pNext;
  auto nextCreate = reinterpret_cast<PFN_vkCreateInstance>((*nextGipa)(VK_NULL_HANDLE, "vkCreateInstance"));
  return nextCreate(info, allocator, instance);
}

// vkCreateDevice through the next layer, as above; *nextGdpa is the next layer's vkGetDeviceProcAddr.
inline VkResult createDeviceThroughNext(VkPhysicalDevice physicalDevice, const VkDeviceCreateInfo* info,
                                        const VkAllocationCallbacks* allocator, VkDevice* device,
                                        PFN_vkGetDeviceProcAddr* nextGdpa) {
  auto* chain = linkOf<VkLayerDeviceCreateInfo>(info, VK_STRUCTURE_TYPE_LOADER_DEVICE_CREATE_INFO);
  if (!chain) return VK_ERROR_INITIALIZATION_FAILED;
  PFN_vkGetInstanceProcAddr nextGipa = chain->u.pLayerInfo->pfnNextGetInstanceProcAddr;
  *nextGdpa = chain->u.pLayerInfo->pfnNextGetDeviceProcAddr;
  chain->u.pLayerInfo = chain->u.pLayerInfo->pNext;
  auto nextCreate = reinterpret_cast<PFN_vkCreateDevice>(nextGipa(VK_NULL_HANDLE, "vkCreateDevice"));
  return nextCreate(physicalDevice, info, allocator, device);
}

}  // namespace vktexel_layer

// The layer's own answer for the commands the loader looks up on the layer itself (the ProcAddr
// functions and the instance and device lifetimes), in a GetInstanceProcAddr (all six) or a
// GetDeviceProcAddr (the device ones): returns from the enclosing function when `name` is one.
#define VKTEXEL_LAYER_DEVICE_OWN(name)                              \
  if (!std::strcmp(name, "vkGetDeviceProcAddr"))                    \
    return reinterpret_cast<PFN_vkVoidFunction>(GetDeviceProcAddr); \
  if (!std::strcmp(name, "vkDestroyDevice")) return reinterpret_cast<PFN_vkVoidFunction>(DestroyDevice);
#define VKTEXEL_LAYER_INSTANCE_OWN(name)                                                                     \
  if (!std::strcmp(name, "vkGetInstanceProcAddr"))                                                           \
    return reinterpret_cast<PFN_vkVoidFunction>(GetInstanceProcAddr);                                        \
  if (!std::strcmp(name, "vkCreateInstance")) return reinterpret_cast<PFN_vkVoidFunction>(CreateInstance);   \
  if (!std::strcmp(name, "vkDestroyInstance")) return reinterpret_cast<PFN_vkVoidFunction>(DestroyInstance); \
  if (!std::strcmp(name, "vkCreateDevice")) return reinterpret_cast<PFN_vkVoidFunction>(CreateDevice);       \
  VKTEXEL_LAYER_DEVICE_OWN(name)

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
