// VK_LAYER_VKTEXEL_fault_injection: a Vulkan layer, used only by tests, that makes chosen vktexel cases
// crash, hang, lose the device or return corrupted data.
//
// vktexel wraps each batch dispatch in a debug label "vktexel: CASE1 CASE2 ..." (the cases whose probes
// that dispatch runs). The environment variable VKTEXEL_FAULT is a comma-separated list of
// ACTION:SUBSTRING; an entry matches a label when SUBSTRING occurs in one of the label's case names.
// SUBSTRING may be SUB1+SUB2+...: then each must occur in a case name of the same label, so cases
// that share a dispatch fail together and pass alone (a crash that needs company).
//   crash    a submission of a command buffer with a matching label calls abort()
//   hang     such a submission never returns from vkQueueSubmit
//   lost     such a submission returns VK_ERROR_DEVICE_LOST, and so do every later submission and wait
//            of the device (vkQueueSubmit[2], vkWaitForFences, vkGetFenceStatus, vkQueue/DeviceWaitIdle)
//   corrupt_unless_robust  as corrupt, but only on devices created without robustBufferAccess: a
//            driver whose fast (non-robust) path is wrong and whose robust path is right
//   corrupt  the dispatches recorded inside a matching label are not passed to the driver, so their
//            results buffer keeps what it held before
// Labels without the "vktexel:" prefix are ignored. Two more entries change what the device reports
// for one format, FORMAT being a VkFormat number (tests of the format gates):
//   nofeatures     vkGetPhysicalDeviceFormatProperties[2] report no feature at all for FORMAT
//   nodepthcompare they report FORMAT without VK_FORMAT_FEATURE_2_SAMPLED_IMAGE_DEPTH_COMPARISON_BIT
// When VKTEXEL_FAULT is unset or empty the layer intercepts only what a layer must (instance and
// device creation and destruction): a pure pass-through.
#include "layer_link.h"

#include <vulkan/vulkan.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <mutex>
#include <string>
#include <thread>
#include <unordered_map>
#include <vector>

namespace {

constexpr const char* kLayerName = "VK_LAYER_VKTEXEL_fault_injection";
constexpr const char* kLabelPrefix = "vktexel:";

// ---------------------------------------------------------------------------------------------------
// Configuration: VKTEXEL_FAULT, parsed once.

enum Action : int { kCrash = 0, kHang = 1, kLost = 2, kCorrupt = 3, kCorruptUnlessRobust = 4 };
constexpr int kActionCount = 5;
constexpr const char* kActionNames[kActionCount] = {"crash", "hang", "lost", "corrupt",
                                                    "corrupt_unless_robust"};
constexpr unsigned bit(Action a) {
  return 1u << a;
}

struct Fault {
  Action action;
  std::vector<std::string> substrings;  // all must match the same label
};

// nofeatures / nodepthcompare: a format whose reported features are cut.
struct FormatFault {
  int format;
  bool onlyDepthCompare;
};

struct Config {
  std::vector<Fault> faults;
  std::vector<FormatFault> formats;
  std::string error;  // non-empty when VKTEXEL_FAULT is malformed
};

std::string trim(const std::string& s) {
  size_t b = s.find_first_not_of(" \t");
  size_t e = s.find_last_not_of(" \t");
  return b == std::string::npos ? std::string() : s.substr(b, e - b + 1);
}

Config parseConfig(const char* env) {
  Config config;
  std::string text = env ? env : "";
  size_t start = 0;
  while (start <= text.size()) {
    size_t comma = text.find(',', start);
    if (comma == std::string::npos) comma = text.size();
    std::string entry = trim(text.substr(start, comma - start));
    start = comma + 1;
    if (entry.empty()) continue;
    size_t colon = entry.find(':');
    std::string action = colon == std::string::npos ? entry : trim(entry.substr(0, colon));
    std::string substring = colon == std::string::npos ? "" : trim(entry.substr(colon + 1));
    if (action == "nofeatures" || action == "nodepthcompare") {
      char* end = nullptr;
      const long format = std::strtol(substring.c_str(), &end, 10);
      if (substring.empty() || *end || format <= 0) {
        config.error = "VKTEXEL_FAULT entry '" + entry + "' is not " + action + ":VKFORMAT_NUMBER";
        return config;
      }
      config.formats.push_back({int(format), action == "nodepthcompare"});
      continue;
    }
    int found = -1;
    for (int a = 0; a < kActionCount; ++a)
      if (action == kActionNames[a]) found = a;
    std::vector<std::string> substrings;
    for (size_t b = 0, plus; b <= substring.size(); b = plus + 1) {
      plus = std::min(substring.find('+', b), substring.size());
      substrings.push_back(trim(substring.substr(b, plus - b)));
      if (substrings.back().empty()) found = -1;
    }
    if (found < 0) {
      config.error = "VKTEXEL_FAULT entry '" + entry +
                     "' is not ACTION:CASE_NAME_SUBSTRING[+...] with ACTION crash, hang, lost, corrupt or "
                     "corrupt_unless_robust, nor "
                     "nofeatures:VKFORMAT_NUMBER or nodepthcompare:VKFORMAT_NUMBER";
      return config;
    }
    config.faults.push_back({static_cast<Action>(found), substrings});
  }
  return config;
}

const Config& config() {
  static const Config parsed = parseConfig(std::getenv("VKTEXEL_FAULT"));  // thread-safe initialisation
  return parsed;
}

bool injecting() {
  return !config().faults.empty();
}

// What a label asks for: a bit per action, and for messages the first case names that matched each.
struct LabelMatch {
  unsigned actions = 0;
  std::string caseName[kActionCount];
};

// Adds `from` to `into`, keeping the first case name seen for each action.
void merge(LabelMatch& into, const LabelMatch& from) {
  for (int a = 0; a < kActionCount; ++a)
    if ((from.actions & bit(Action(a))) && !(into.actions & bit(Action(a))))
      into.caseName[a] = from.caseName[a];
  into.actions |= from.actions;
}

LabelMatch matchLabel(const char* label) {
  LabelMatch match;
  if (!label || std::strncmp(label, kLabelPrefix, std::strlen(kLabelPrefix)) != 0) return match;
  std::string rest = label + std::strlen(kLabelPrefix);
  std::vector<std::string> caseNames;
  size_t pos = 0;
  while (pos < rest.size()) {
    size_t b = rest.find_first_not_of(" \t", pos);
    if (b == std::string::npos) break;
    size_t e = rest.find_first_of(" \t", b);
    if (e == std::string::npos) e = rest.size();
    caseNames.push_back(rest.substr(b, e - b));
    pos = e;
  }
  for (const Fault& f : config().faults) {
    std::string named;  // the case names that matched, "a' and 'b" for a fault of two substrings
    for (const std::string& substring : f.substrings) {
      auto it = std::find_if(caseNames.begin(), caseNames.end(), [&](const std::string& name) {
        return name.find(substring) != std::string::npos;
      });
      if (it == caseNames.end()) {
        named.clear();
        break;
      }
      named += (named.empty() ? "" : "' and '") + *it;
    }
    if (named.empty() || (match.actions & bit(f.action))) continue;
    match.caseName[f.action] = named;
    match.actions |= bit(f.action);
  }
  return match;
}

// ---------------------------------------------------------------------------------------------------
// Dispatch tables, keyed by dispatch table (layer_link.h).

using vktexel_layer::createDeviceThroughNext;
using vktexel_layer::createInstanceThroughNext;
using vktexel_layer::DispatchKey;
using vktexel_layer::keyOf;

struct InstanceData {
  PFN_vkGetInstanceProcAddr nextGetInstanceProcAddr = nullptr;
  PFN_vkDestroyInstance nextDestroyInstance = nullptr;
  PFN_vkGetPhysicalDeviceFormatProperties nextGetPhysicalDeviceFormatProperties = nullptr;
  PFN_vkGetPhysicalDeviceFormatProperties2 nextGetPhysicalDeviceFormatProperties2 = nullptr;
};

// The device commands the layer intercepts when injecting, X(name, exposedEvenIfNextLacksIt). The debug
// label commands come from an instance extension: the layer needs them whether or not the driver has them.
#define VKTEXEL_DEVICE_HOOKS(X)       \
  X(AllocateCommandBuffers, false)    \
  X(FreeCommandBuffers, false)        \
  X(DestroyCommandPool, false)        \
  X(BeginCommandBuffer, false)        \
  X(ResetCommandBuffer, false)        \
  X(CmdBeginDebugUtilsLabelEXT, true) \
  X(CmdEndDebugUtilsLabelEXT, true)   \
  X(CmdDispatch, false)               \
  X(CmdDispatchBase, false)           \
  X(CmdDispatchBaseKHR, false)        \
  X(CmdDispatchIndirect, false)       \
  X(QueueSubmit, false)               \
  X(QueueSubmit2, false)              \
  X(QueueSubmit2KHR, false)           \
  X(WaitForFences, false)             \
  X(GetFenceStatus, false)            \
  X(QueueWaitIdle, false)             \
  X(DeviceWaitIdle, false)

// Written once in vkCreateDevice, then only read, except `lost`.
struct DeviceData {
  PFN_vkGetDeviceProcAddr nextGetDeviceProcAddr = nullptr;
  PFN_vkDestroyDevice nextDestroyDevice = nullptr;
#define VKTEXEL_NEXT_FIELD(name, always) PFN_vk##name next##name = nullptr;
  VKTEXEL_DEVICE_HOOKS(VKTEXEL_NEXT_FIELD)
#undef VKTEXEL_NEXT_FIELD
  std::atomic<bool> lost{false};
  bool robust = false;  // created with robustBufferAccess
};

// Labels recorded in one command buffer since its last reset.
struct CommandBufferState {
  DeviceData* device = nullptr;
  VkCommandPool pool = VK_NULL_HANDLE;
  std::vector<unsigned> openLabels;  // actions of each label begun and not yet ended, innermost last
  LabelMatch recorded;               // union over every label begun since the last reset
};

// All layer state, behind one mutex. Calls down the chain are made with the mutex released.
std::mutex gMutex;
std::unordered_map<DispatchKey, InstanceData> gInstances;
std::unordered_map<DispatchKey, std::unique_ptr<DeviceData>> gDevices;
std::unordered_map<VkCommandBuffer, CommandBufferState> gCommandBuffers;

DeviceData* deviceByKey(const void* handle) {
  std::lock_guard<std::mutex> lock(gMutex);
  auto it = gDevices.find(keyOf(handle));
  return it == gDevices.end() ? nullptr : it->second.get();
}

// Command buffers are mapped to their device at allocation: the loader writes the dispatch pointer into
// a new command buffer only after the layers return. Call with gMutex held.
CommandBufferState* commandBufferLocked(VkCommandBuffer cb) {
  auto it = gCommandBuffers.find(cb);
  return it == gCommandBuffers.end() ? nullptr : &it->second;
}

DeviceData* deviceOf(VkCommandBuffer cb) {
  {
    std::lock_guard<std::mutex> lock(gMutex);
    if (CommandBufferState* state = commandBufferLocked(cb)) return state->device;
  }
  return deviceByKey(cb);
}

void announce(const char* action, const std::string& caseName) {
  std::fprintf(stderr, "%s: %s on submission of a command buffer labelled with case '%s'\n", kLayerName,
               action, caseName.c_str());
  std::fflush(stderr);
}

// ---------------------------------------------------------------------------------------------------
// Command buffers and labels.

VKAPI_ATTR VkResult VKAPI_CALL AllocateCommandBuffers(VkDevice device,
                                                      const VkCommandBufferAllocateInfo* info,
                                                      VkCommandBuffer* cbs) {
  DeviceData* dd = deviceByKey(device);
  VkResult result = dd->nextAllocateCommandBuffers(device, info, cbs);
  if (result == VK_SUCCESS) {
    std::lock_guard<std::mutex> lock(gMutex);
    for (uint32_t i = 0; i < info->commandBufferCount; ++i) {
      CommandBufferState& state = gCommandBuffers[cbs[i]];
      state = CommandBufferState{};
      state.device = dd;
      state.pool = info->commandPool;
    }
  }
  return result;
}

VKAPI_ATTR void VKAPI_CALL FreeCommandBuffers(VkDevice device, VkCommandPool pool, uint32_t count,
                                              const VkCommandBuffer* cbs) {
  {
    std::lock_guard<std::mutex> lock(gMutex);
    for (uint32_t i = 0; i < count; ++i) gCommandBuffers.erase(cbs[i]);
  }
  deviceByKey(device)->nextFreeCommandBuffers(device, pool, count, cbs);
}

VKAPI_ATTR void VKAPI_CALL DestroyCommandPool(VkDevice device, VkCommandPool pool,
                                              const VkAllocationCallbacks* allocator) {
  {
    std::lock_guard<std::mutex> lock(gMutex);
    for (auto it = gCommandBuffers.begin(); it != gCommandBuffers.end();)
      it = it->second.pool == pool ? gCommandBuffers.erase(it) : std::next(it);
  }
  deviceByKey(device)->nextDestroyCommandPool(device, pool, allocator);
}

void forgetLabels(VkCommandBuffer cb) {
  std::lock_guard<std::mutex> lock(gMutex);
  if (CommandBufferState* state = commandBufferLocked(cb)) {
    state->openLabels.clear();
    state->recorded = LabelMatch{};
  }
}

VKAPI_ATTR VkResult VKAPI_CALL BeginCommandBuffer(VkCommandBuffer cb, const VkCommandBufferBeginInfo* info) {
  forgetLabels(cb);  // beginning a command buffer resets it
  return deviceOf(cb)->nextBeginCommandBuffer(cb, info);
}

VKAPI_ATTR VkResult VKAPI_CALL ResetCommandBuffer(VkCommandBuffer cb, VkCommandBufferResetFlags flags) {
  forgetLabels(cb);
  return deviceOf(cb)->nextResetCommandBuffer(cb, flags);
}

VKAPI_ATTR void VKAPI_CALL CmdBeginDebugUtilsLabelEXT(VkCommandBuffer cb, const VkDebugUtilsLabelEXT* label) {
  LabelMatch match = matchLabel(label ? label->pLabelName : nullptr);
  {
    std::lock_guard<std::mutex> lock(gMutex);
    if (CommandBufferState* state = commandBufferLocked(cb)) {
      state->openLabels.push_back(match.actions);
      merge(state->recorded, match);
    }
  }
  DeviceData* dd = deviceOf(cb);
  if (dd && dd->nextCmdBeginDebugUtilsLabelEXT) dd->nextCmdBeginDebugUtilsLabelEXT(cb, label);
}

VKAPI_ATTR void VKAPI_CALL CmdEndDebugUtilsLabelEXT(VkCommandBuffer cb) {
  {
    std::lock_guard<std::mutex> lock(gMutex);
    CommandBufferState* state = commandBufferLocked(cb);
    if (state && !state->openLabels.empty()) state->openLabels.pop_back();
  }
  DeviceData* dd = deviceOf(cb);
  if (dd && dd->nextCmdEndDebugUtilsLabelEXT) dd->nextCmdEndDebugUtilsLabelEXT(cb);
}

// True when a dispatch recorded now lies inside a label that asks for corrupt.
bool skipDispatch(VkCommandBuffer cb) {
  std::lock_guard<std::mutex> lock(gMutex);
  CommandBufferState* state = commandBufferLocked(cb);
  if (!state) return false;
  for (unsigned actions : state->openLabels)
    if ((actions & bit(kCorrupt)) || ((actions & bit(kCorruptUnlessRobust)) && !state->device->robust))
      return true;
  return false;
}

VKAPI_ATTR void VKAPI_CALL CmdDispatch(VkCommandBuffer cb, uint32_t x, uint32_t y, uint32_t z) {
  if (!skipDispatch(cb)) deviceOf(cb)->nextCmdDispatch(cb, x, y, z);
}

VKAPI_ATTR void VKAPI_CALL CmdDispatchBase(VkCommandBuffer cb, uint32_t bx, uint32_t by, uint32_t bz,
                                           uint32_t x, uint32_t y, uint32_t z) {
  if (!skipDispatch(cb)) deviceOf(cb)->nextCmdDispatchBase(cb, bx, by, bz, x, y, z);
}

VKAPI_ATTR void VKAPI_CALL CmdDispatchBaseKHR(VkCommandBuffer cb, uint32_t bx, uint32_t by, uint32_t bz,
                                              uint32_t x, uint32_t y, uint32_t z) {
  if (!skipDispatch(cb)) deviceOf(cb)->nextCmdDispatchBaseKHR(cb, bx, by, bz, x, y, z);
}

VKAPI_ATTR void VKAPI_CALL CmdDispatchIndirect(VkCommandBuffer cb, VkBuffer buffer, VkDeviceSize offset) {
  if (!skipDispatch(cb)) deviceOf(cb)->nextCmdDispatchIndirect(cb, buffer, offset);
}

// ---------------------------------------------------------------------------------------------------
// Submission and waits.

// Acts on a submission whose command buffers carry `recorded`: aborts, hangs, or returns true for lost.
bool injectOnSubmit(DeviceData* dd, const LabelMatch& recorded) {
  if (recorded.actions & bit(kCrash)) {
    announce("crash", recorded.caseName[kCrash]);
    std::abort();
  }
  if (recorded.actions & bit(kHang)) {
    announce("hang", recorded.caseName[kHang]);
    for (;;) std::this_thread::sleep_for(std::chrono::seconds(1));
  }
  if (recorded.actions & bit(kLost)) {
    announce("device lost", recorded.caseName[kLost]);
    dd->lost = true;
    return true;
  }
  return false;
}

// Adds what command buffer `cb` recorded to `into`. Call with gMutex held.
void collect(LabelMatch& into, VkCommandBuffer cb) {
  if (CommandBufferState* state = commandBufferLocked(cb)) merge(into, state->recorded);
}

VKAPI_ATTR VkResult VKAPI_CALL QueueSubmit(VkQueue queue, uint32_t count, const VkSubmitInfo* submits,
                                           VkFence fence) {
  DeviceData* dd = deviceByKey(queue);
  if (dd->lost) return VK_ERROR_DEVICE_LOST;
  LabelMatch recorded;
  {
    std::lock_guard<std::mutex> lock(gMutex);
    for (uint32_t i = 0; i < count; ++i)
      for (uint32_t j = 0; j < submits[i].commandBufferCount; ++j)
        collect(recorded, submits[i].pCommandBuffers[j]);
  }
  if (injectOnSubmit(dd, recorded)) return VK_ERROR_DEVICE_LOST;
  return dd->nextQueueSubmit(queue, count, submits, fence);
}

VkResult queueSubmit2(PFN_vkQueueSubmit2 next, DeviceData* dd, VkQueue queue, uint32_t count,
                      const VkSubmitInfo2* submits, VkFence fence) {
  if (dd->lost) return VK_ERROR_DEVICE_LOST;
  LabelMatch recorded;
  {
    std::lock_guard<std::mutex> lock(gMutex);
    for (uint32_t i = 0; i < count; ++i)
      for (uint32_t j = 0; j < submits[i].commandBufferInfoCount; ++j)
        collect(recorded, submits[i].pCommandBufferInfos[j].commandBuffer);
  }
  if (injectOnSubmit(dd, recorded)) return VK_ERROR_DEVICE_LOST;
  return next(queue, count, submits, fence);
}

VKAPI_ATTR VkResult VKAPI_CALL QueueSubmit2(VkQueue queue, uint32_t count, const VkSubmitInfo2* submits,
                                            VkFence fence) {
  DeviceData* dd = deviceByKey(queue);
  return queueSubmit2(dd->nextQueueSubmit2, dd, queue, count, submits, fence);
}

VKAPI_ATTR VkResult VKAPI_CALL QueueSubmit2KHR(VkQueue queue, uint32_t count, const VkSubmitInfo2* submits,
                                               VkFence fence) {
  DeviceData* dd = deviceByKey(queue);
  return queueSubmit2(dd->nextQueueSubmit2KHR, dd, queue, count, submits, fence);
}

VKAPI_ATTR VkResult VKAPI_CALL WaitForFences(VkDevice device, uint32_t count, const VkFence* fences,
                                             VkBool32 waitAll, uint64_t timeout) {
  DeviceData* dd = deviceByKey(device);
  return dd->lost ? VK_ERROR_DEVICE_LOST : dd->nextWaitForFences(device, count, fences, waitAll, timeout);
}

VKAPI_ATTR VkResult VKAPI_CALL GetFenceStatus(VkDevice device, VkFence fence) {
  DeviceData* dd = deviceByKey(device);
  return dd->lost ? VK_ERROR_DEVICE_LOST : dd->nextGetFenceStatus(device, fence);
}

VKAPI_ATTR VkResult VKAPI_CALL QueueWaitIdle(VkQueue queue) {
  DeviceData* dd = deviceByKey(queue);
  return dd->lost ? VK_ERROR_DEVICE_LOST : dd->nextQueueWaitIdle(queue);
}

VKAPI_ATTR VkResult VKAPI_CALL DeviceWaitIdle(VkDevice device) {
  DeviceData* dd = deviceByKey(device);
  return dd->lost ? VK_ERROR_DEVICE_LOST : dd->nextDeviceWaitIdle(device);
}

// ---------------------------------------------------------------------------------------------------
// Format properties (nofeatures, nodepthcompare). A physical device shares its instance's dispatch key.

InstanceData instanceOf(VkPhysicalDevice physicalDevice) {
  std::lock_guard<std::mutex> lock(gMutex);
  return gInstances.at(keyOf(physicalDevice));
}

void cutFeatures(VkFormat format, VkFormatProperties& props, VkFormatProperties3* props3) {
  for (const FormatFault& f : config().formats) {
    if (f.format != int(format)) continue;
    if (f.onlyDepthCompare) {
      const VkFormatFeatureFlags2 cut = ~VK_FORMAT_FEATURE_2_SAMPLED_IMAGE_DEPTH_COMPARISON_BIT;
      if (props3) {
        props3->optimalTilingFeatures &= cut;
        props3->linearTilingFeatures &= cut;
      }
      continue;
    }
    props = VkFormatProperties{};
    if (props3) props3->linearTilingFeatures = props3->optimalTilingFeatures = props3->bufferFeatures = 0;
  }
}

VKAPI_ATTR void VKAPI_CALL GetPhysicalDeviceFormatProperties(VkPhysicalDevice physicalDevice, VkFormat format,
                                                             VkFormatProperties* props) {
  instanceOf(physicalDevice).nextGetPhysicalDeviceFormatProperties(physicalDevice, format, props);
  cutFeatures(format, *props, nullptr);
}

VKAPI_ATTR void VKAPI_CALL GetPhysicalDeviceFormatProperties2(VkPhysicalDevice physicalDevice,
                                                              VkFormat format, VkFormatProperties2* props) {
  instanceOf(physicalDevice).nextGetPhysicalDeviceFormatProperties2(physicalDevice, format, props);
  VkFormatProperties3* props3 = nullptr;
  for (auto* next = static_cast<VkBaseOutStructure*>(props->pNext); next; next = next->pNext)
    if (next->sType == VK_STRUCTURE_TYPE_FORMAT_PROPERTIES_3)
      props3 = reinterpret_cast<VkFormatProperties3*>(next);
  cutFeatures(format, props->formatProperties, props3);
}

// ---------------------------------------------------------------------------------------------------
// Instance and device creation: the chain.

VKAPI_ATTR VkResult VKAPI_CALL CreateInstance(const VkInstanceCreateInfo* info,
                                              const VkAllocationCallbacks* allocator, VkInstance* instance) {
  if (!config().error.empty()) {
    std::fprintf(stderr, "%s: %s\n", kLayerName, config().error.c_str());
    return VK_ERROR_INITIALIZATION_FAILED;
  }
  PFN_vkGetInstanceProcAddr nextGipa = nullptr;
  const VkResult result = createInstanceThroughNext(info, allocator, instance, &nextGipa);
  if (result != VK_SUCCESS) return result;
  InstanceData data;
  data.nextGetInstanceProcAddr = nextGipa;
  data.nextDestroyInstance =
      reinterpret_cast<PFN_vkDestroyInstance>(nextGipa(*instance, "vkDestroyInstance"));
  data.nextGetPhysicalDeviceFormatProperties = reinterpret_cast<PFN_vkGetPhysicalDeviceFormatProperties>(
      nextGipa(*instance, "vkGetPhysicalDeviceFormatProperties"));
  data.nextGetPhysicalDeviceFormatProperties2 = reinterpret_cast<PFN_vkGetPhysicalDeviceFormatProperties2>(
      nextGipa(*instance, "vkGetPhysicalDeviceFormatProperties2"));
  std::lock_guard<std::mutex> lock(gMutex);
  gInstances[keyOf(*instance)] = data;
  return VK_SUCCESS;
}

VKAPI_ATTR void VKAPI_CALL DestroyInstance(VkInstance instance, const VkAllocationCallbacks* allocator) {
  if (!instance) return;
  PFN_vkDestroyInstance next;
  {
    std::lock_guard<std::mutex> lock(gMutex);
    auto it = gInstances.find(keyOf(instance));
    next = it->second.nextDestroyInstance;
    gInstances.erase(it);
  }
  next(instance, allocator);
}

VKAPI_ATTR VkResult VKAPI_CALL CreateDevice(VkPhysicalDevice physicalDevice, const VkDeviceCreateInfo* info,
                                            const VkAllocationCallbacks* allocator, VkDevice* device) {
  PFN_vkGetDeviceProcAddr nextGdpa = nullptr;
  const VkResult result = createDeviceThroughNext(physicalDevice, info, allocator, device, &nextGdpa);
  if (result != VK_SUCCESS) return result;

  auto data = std::make_unique<DeviceData>();
  data->robust = info->pEnabledFeatures && info->pEnabledFeatures->robustBufferAccess;
  for (auto* s = static_cast<const VkBaseInStructure*>(info->pNext); s; s = s->pNext)
    if (s->sType == VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_FEATURES_2)
      data->robust =
          data->robust || reinterpret_cast<const VkPhysicalDeviceFeatures2*>(s)->features.robustBufferAccess;
  data->nextGetDeviceProcAddr = nextGdpa;
  data->nextDestroyDevice = reinterpret_cast<PFN_vkDestroyDevice>(nextGdpa(*device, "vkDestroyDevice"));
#define VKTEXEL_LOAD_NEXT(name, always) \
  data->next##name = reinterpret_cast<PFN_vk##name>(nextGdpa(*device, "vk" #name));
  VKTEXEL_DEVICE_HOOKS(VKTEXEL_LOAD_NEXT)
#undef VKTEXEL_LOAD_NEXT
  std::lock_guard<std::mutex> lock(gMutex);
  gDevices[keyOf(*device)] = std::move(data);
  return VK_SUCCESS;
}

VKAPI_ATTR void VKAPI_CALL DestroyDevice(VkDevice device, const VkAllocationCallbacks* allocator) {
  if (!device) return;
  std::unique_ptr<DeviceData> data;
  {
    std::lock_guard<std::mutex> lock(gMutex);
    auto it = gDevices.find(keyOf(device));
    data = std::move(it->second);
    gDevices.erase(it);
    for (auto cb = gCommandBuffers.begin(); cb != gCommandBuffers.end();)
      cb = cb->second.device == data.get() ? gCommandBuffers.erase(cb) : std::next(cb);
  }
  data->nextDestroyDevice(device, allocator);
}

// ---------------------------------------------------------------------------------------------------
// Name lookup.

// The layer's own function for an intercepted device command, or null. `nextHasIt` says whether the
// next layer (or driver) offers the command: the layer offers only what it can forward.
PFN_vkVoidFunction deviceHook(const char* name, bool nextHasIt) {
  if (!injecting()) return nullptr;
#define VKTEXEL_HOOK(hook, always)    \
  if (!std::strcmp(name, "vk" #hook)) \
    return (always || nextHasIt) ? reinterpret_cast<PFN_vkVoidFunction>(hook) : nullptr;
  VKTEXEL_DEVICE_HOOKS(VKTEXEL_HOOK)
#undef VKTEXEL_HOOK
  return nullptr;
}

PFN_vkVoidFunction VKAPI_CALL GetDeviceProcAddr(VkDevice device, const char* name);

PFN_vkVoidFunction VKAPI_CALL GetInstanceProcAddr(VkInstance instance, const char* name) {
  VKTEXEL_LAYER_INSTANCE_OWN(name)
  if (!instance) return nullptr;
  PFN_vkGetInstanceProcAddr next = nullptr;
  {
    std::lock_guard<std::mutex> lock(gMutex);
    auto it = gInstances.find(keyOf(instance));
    if (it != gInstances.end()) next = it->second.nextGetInstanceProcAddr;
  }
  PFN_vkVoidFunction nextFunction = next ? next(instance, name) : nullptr;
  if (PFN_vkVoidFunction hook = deviceHook(name, nextFunction != nullptr)) return hook;
  if (!config().formats.empty() && nextFunction) {
    if (!std::strcmp(name, "vkGetPhysicalDeviceFormatProperties"))
      return reinterpret_cast<PFN_vkVoidFunction>(GetPhysicalDeviceFormatProperties);
    if (!std::strcmp(name, "vkGetPhysicalDeviceFormatProperties2"))
      return reinterpret_cast<PFN_vkVoidFunction>(GetPhysicalDeviceFormatProperties2);
  }
  return nextFunction;
}

PFN_vkVoidFunction VKAPI_CALL GetDeviceProcAddr(VkDevice device, const char* name) {
  VKTEXEL_LAYER_DEVICE_OWN(name)
  DeviceData* dd = device ? deviceByKey(device) : nullptr;
  if (!dd) return nullptr;
  PFN_vkVoidFunction nextFunction = dd->nextGetDeviceProcAddr(device, name);
  if (PFN_vkVoidFunction hook = deviceHook(name, nextFunction != nullptr)) return hook;
  return nextFunction;
}

}  // namespace

VKTEXEL_LAYER_EXPORTS(GetInstanceProcAddr, GetDeviceProcAddr)
