// Drives VK_LAYER_VKTEXEL_fault_injection on lavapipe. The layer is enabled by the environment
// (VK_LAYER_PATH, VK_INSTANCE_LAYERS) and configured by VKTEXEL_FAULT; this program records, in one
// command buffer, six dispatches of a shader that writes 1 to element `index` of a storage buffer
// prefilled with a canary, inside these debug labels:
//   0  "vktexel: smoke.other smoke.target"
//   1  "vktexel: smoke.bystander"
//   2  (no label)
//   3  "unrelated: smoke.target"            (not a vktexel label: never matches)
//   4  "vktexel: smoke.outer" > "vktexel: smoke.inner"   (nested)
//   5  "vktexel: smoke.outer"                             (after the inner label ended)
// then submits it and checks what the caller expects:
//   fault_layer_smoke [--submit2] values PATTERN   submit and wait succeed; element i holds 1 where
//                                                  PATTERN[i] is '1' and the canary where it is 'c'
//   fault_layer_smoke [--submit2] lost             the submit and every later submit and wait return
//                                                  VK_ERROR_DEVICE_LOST; nothing was written
//   fault_layer_smoke [--submit2] no-return        the submit must never return (crash or hang)
//   fault_layer_smoke instance-fails               vkCreateInstance fails (malformed VKTEXEL_FAULT)
// --submit2 submits with vkQueueSubmit2 instead of vkQueueSubmit.
// Exit status: 0 as expected, 1 not as expected, 2 no usable lavapipe device.
#include "shadergen/compiler.h"
#include "vk/structs.h"

#include <volk.h>

#include <dlfcn.h>

#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

using vktexel::vk::makeStruct;

namespace {

constexpr uint32_t kCanary = 0xDEADBEEFu;
constexpr uint32_t kElements = 6;
constexpr const char* kLayerName = "VK_LAYER_VKTEXEL_fault_injection";

const char* kShader = R"(#version 450
layout(local_size_x = 1) in;
layout(push_constant) uniform Push { uint index; } push;
layout(std430, set = 0, binding = 0) buffer Results { uint value[]; } results;
void main() { results.value[push.index] = 1u; }
)";

[[noreturn]] void fail(int status, const std::string& message) {
  std::fprintf(stderr, "fault_layer_smoke: %s\n", message.c_str());
  std::exit(status);
}

void check(VkResult r, const char* what) {
  if (r != VK_SUCCESS) fail(2, std::string(what) + " failed with " + std::to_string(r));
}

struct Context {
  VkInstance instance = VK_NULL_HANDLE;
  VkPhysicalDevice physical = VK_NULL_HANDLE;
  VkDevice device = VK_NULL_HANDLE;
  VkQueue queue = VK_NULL_HANDLE;
  uint32_t family = 0;
  bool labels = false;  // VK_EXT_debug_utils enabled
};

bool layerAvailable() {
  uint32_t count = 0;
  vkEnumerateInstanceLayerProperties(&count, nullptr);
  std::vector<VkLayerProperties> layers(count);
  vkEnumerateInstanceLayerProperties(&count, layers.data());
  for (const VkLayerProperties& l : layers)
    if (!std::strcmp(l.layerName, kLayerName)) return true;
  return false;
}

VkResult createInstance(Context& ctx) {
  uint32_t count = 0;
  vkEnumerateInstanceExtensionProperties(nullptr, &count, nullptr);
  std::vector<VkExtensionProperties> extensions(count);
  vkEnumerateInstanceExtensionProperties(nullptr, &count, extensions.data());
  std::vector<const char*> enabled;
  for (const VkExtensionProperties& e : extensions)
    if (!std::strcmp(e.extensionName, VK_EXT_DEBUG_UTILS_EXTENSION_NAME)) enabled.push_back(e.extensionName);
  ctx.labels = !enabled.empty();

  auto app = makeStruct<VkApplicationInfo>(VK_STRUCTURE_TYPE_APPLICATION_INFO);
  app.pApplicationName = "fault_layer_smoke";
  app.apiVersion = VK_API_VERSION_1_3;
  auto info = makeStruct<VkInstanceCreateInfo>(VK_STRUCTURE_TYPE_INSTANCE_CREATE_INFO);
  info.pApplicationInfo = &app;
  info.enabledExtensionCount = static_cast<uint32_t>(enabled.size());
  info.ppEnabledExtensionNames = enabled.data();
  VkResult r = vkCreateInstance(&info, nullptr, &ctx.instance);
  if (r == VK_SUCCESS) volkLoadInstance(ctx.instance);
  return r;
}

void createDevice(Context& ctx, bool submit2) {
  uint32_t count = 0;
  vkEnumeratePhysicalDevices(ctx.instance, &count, nullptr);
  std::vector<VkPhysicalDevice> physicals(count);
  vkEnumeratePhysicalDevices(ctx.instance, &count, physicals.data());
  for (VkPhysicalDevice p : physicals) {
    VkPhysicalDeviceProperties props;
    vkGetPhysicalDeviceProperties(p, &props);
    if (std::strstr(props.deviceName, "llvmpipe") && props.apiVersion >= VK_API_VERSION_1_3) ctx.physical = p;
  }
  if (!ctx.physical) fail(2, "no lavapipe (llvmpipe) device with Vulkan 1.3");

  vkGetPhysicalDeviceQueueFamilyProperties(ctx.physical, &count, nullptr);
  std::vector<VkQueueFamilyProperties> families(count);
  vkGetPhysicalDeviceQueueFamilyProperties(ctx.physical, &count, families.data());
  while (ctx.family < count && !(families[ctx.family].queueFlags & VK_QUEUE_COMPUTE_BIT)) ++ctx.family;
  if (ctx.family == count) fail(2, "no compute queue");

  float priority = 1.0f;
  auto queueInfo = makeStruct<VkDeviceQueueCreateInfo>(VK_STRUCTURE_TYPE_DEVICE_QUEUE_CREATE_INFO);
  queueInfo.queueFamilyIndex = ctx.family;
  queueInfo.queueCount = 1;
  queueInfo.pQueuePriorities = &priority;
  auto features13 =
      makeStruct<VkPhysicalDeviceVulkan13Features>(VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_3_FEATURES);
  features13.synchronization2 = submit2 ? VK_TRUE : VK_FALSE;
  auto info = makeStruct<VkDeviceCreateInfo>(VK_STRUCTURE_TYPE_DEVICE_CREATE_INFO);
  info.pNext = &features13;
  info.queueCreateInfoCount = 1;
  info.pQueueCreateInfos = &queueInfo;
  check(vkCreateDevice(ctx.physical, &info, nullptr, &ctx.device), "vkCreateDevice");
  volkLoadDevice(ctx.device);
  vkGetDeviceQueue(ctx.device, ctx.family, 0, &ctx.queue);
  // Which library answers vkQueueSubmit: the driver's when the layer is a pure pass-through.
  Dl_info where{};
  PFN_vkVoidFunction submitFunction = vkGetDeviceProcAddr(ctx.device, "vkQueueSubmit");
  if (dladdr(reinterpret_cast<void*>(submitFunction), &where) && where.dli_fname)
    std::printf("vkQueueSubmit is provided by %s\n", where.dli_fname);
}

struct Resources {
  VkBuffer buffer = VK_NULL_HANDLE;
  VkDeviceMemory memory = VK_NULL_HANDLE;
  uint32_t* values = nullptr;
  VkDescriptorSetLayout setLayout = VK_NULL_HANDLE;
  VkPipelineLayout pipelineLayout = VK_NULL_HANDLE;
  VkPipeline pipeline = VK_NULL_HANDLE;
  VkDescriptorPool descriptorPool = VK_NULL_HANDLE;
  VkDescriptorSet set = VK_NULL_HANDLE;
  VkCommandPool commandPool = VK_NULL_HANDLE;
  VkCommandBuffer labelled = VK_NULL_HANDLE;  // the six dispatches above
  VkCommandBuffer plain = VK_NULL_HANDLE;     // one dispatch of element 2, no label
  VkFence fence = VK_NULL_HANDLE;
};

void createBuffer(const Context& ctx, Resources& res) {
  auto info = makeStruct<VkBufferCreateInfo>(VK_STRUCTURE_TYPE_BUFFER_CREATE_INFO);
  info.size = kElements * sizeof(uint32_t);
  info.usage = VK_BUFFER_USAGE_STORAGE_BUFFER_BIT;
  check(vkCreateBuffer(ctx.device, &info, nullptr, &res.buffer), "vkCreateBuffer");
  VkMemoryRequirements req;
  vkGetBufferMemoryRequirements(ctx.device, res.buffer, &req);
  VkPhysicalDeviceMemoryProperties mem;
  vkGetPhysicalDeviceMemoryProperties(ctx.physical, &mem);
  const VkMemoryPropertyFlags wanted =
      VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT | VK_MEMORY_PROPERTY_HOST_COHERENT_BIT;
  uint32_t type = 0;
  while (type < mem.memoryTypeCount &&
         !((req.memoryTypeBits & (1u << type)) && (mem.memoryTypes[type].propertyFlags & wanted) == wanted))
    ++type;
  if (type == mem.memoryTypeCount) fail(2, "no host-visible coherent memory");
  auto alloc = makeStruct<VkMemoryAllocateInfo>(VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_INFO);
  alloc.allocationSize = req.size;
  alloc.memoryTypeIndex = type;
  check(vkAllocateMemory(ctx.device, &alloc, nullptr, &res.memory), "vkAllocateMemory");
  check(vkBindBufferMemory(ctx.device, res.buffer, res.memory, 0), "vkBindBufferMemory");
  void* mapped = nullptr;
  check(vkMapMemory(ctx.device, res.memory, 0, VK_WHOLE_SIZE, 0, &mapped), "vkMapMemory");
  res.values = static_cast<uint32_t*>(mapped);
  for (uint32_t i = 0; i < kElements; ++i) res.values[i] = kCanary;
}

void createPipeline(const Context& ctx, Resources& res) {
  VkDescriptorSetLayoutBinding binding{};
  binding.descriptorType = VK_DESCRIPTOR_TYPE_STORAGE_BUFFER;
  binding.descriptorCount = 1;
  binding.stageFlags = VK_SHADER_STAGE_COMPUTE_BIT;
  auto setInfo =
      makeStruct<VkDescriptorSetLayoutCreateInfo>(VK_STRUCTURE_TYPE_DESCRIPTOR_SET_LAYOUT_CREATE_INFO);
  setInfo.bindingCount = 1;
  setInfo.pBindings = &binding;
  check(vkCreateDescriptorSetLayout(ctx.device, &setInfo, nullptr, &res.setLayout),
        "vkCreateDescriptorSetLayout");

  VkPushConstantRange range{VK_SHADER_STAGE_COMPUTE_BIT, 0, sizeof(uint32_t)};
  auto layoutInfo = makeStruct<VkPipelineLayoutCreateInfo>(VK_STRUCTURE_TYPE_PIPELINE_LAYOUT_CREATE_INFO);
  layoutInfo.setLayoutCount = 1;
  layoutInfo.pSetLayouts = &res.setLayout;
  layoutInfo.pushConstantRangeCount = 1;
  layoutInfo.pPushConstantRanges = &range;
  check(vkCreatePipelineLayout(ctx.device, &layoutInfo, nullptr, &res.pipelineLayout),
        "vkCreatePipelineLayout");

  std::vector<uint32_t> spirv = vktexel::shadergen::compileComputeGlsl(kShader);
  auto moduleInfo = makeStruct<VkShaderModuleCreateInfo>(VK_STRUCTURE_TYPE_SHADER_MODULE_CREATE_INFO);
  moduleInfo.codeSize = spirv.size() * sizeof(uint32_t);
  moduleInfo.pCode = spirv.data();
  VkShaderModule module;
  check(vkCreateShaderModule(ctx.device, &moduleInfo, nullptr, &module), "vkCreateShaderModule");
  auto pipelineInfo = makeStruct<VkComputePipelineCreateInfo>(VK_STRUCTURE_TYPE_COMPUTE_PIPELINE_CREATE_INFO);
  pipelineInfo.stage =
      makeStruct<VkPipelineShaderStageCreateInfo>(VK_STRUCTURE_TYPE_PIPELINE_SHADER_STAGE_CREATE_INFO);
  pipelineInfo.stage.stage = VK_SHADER_STAGE_COMPUTE_BIT;
  pipelineInfo.stage.module = module;
  pipelineInfo.stage.pName = "main";
  pipelineInfo.layout = res.pipelineLayout;
  check(vkCreateComputePipelines(ctx.device, VK_NULL_HANDLE, 1, &pipelineInfo, nullptr, &res.pipeline),
        "vkCreateComputePipelines");
  vkDestroyShaderModule(ctx.device, module, nullptr);

  VkDescriptorPoolSize size{VK_DESCRIPTOR_TYPE_STORAGE_BUFFER, 1};
  auto poolInfo = makeStruct<VkDescriptorPoolCreateInfo>(VK_STRUCTURE_TYPE_DESCRIPTOR_POOL_CREATE_INFO);
  poolInfo.maxSets = 1;
  poolInfo.poolSizeCount = 1;
  poolInfo.pPoolSizes = &size;
  check(vkCreateDescriptorPool(ctx.device, &poolInfo, nullptr, &res.descriptorPool),
        "vkCreateDescriptorPool");
  auto setAlloc = makeStruct<VkDescriptorSetAllocateInfo>(VK_STRUCTURE_TYPE_DESCRIPTOR_SET_ALLOCATE_INFO);
  setAlloc.descriptorPool = res.descriptorPool;
  setAlloc.descriptorSetCount = 1;
  setAlloc.pSetLayouts = &res.setLayout;
  check(vkAllocateDescriptorSets(ctx.device, &setAlloc, &res.set), "vkAllocateDescriptorSets");
  VkDescriptorBufferInfo bufferInfo{res.buffer, 0, VK_WHOLE_SIZE};
  auto write = makeStruct<VkWriteDescriptorSet>(VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET);
  write.dstSet = res.set;
  write.descriptorCount = 1;
  write.descriptorType = VK_DESCRIPTOR_TYPE_STORAGE_BUFFER;
  write.pBufferInfo = &bufferInfo;
  vkUpdateDescriptorSets(ctx.device, 1, &write, 0, nullptr);
}

void beginLabel(const Context& ctx, VkCommandBuffer cb, const char* text) {
  if (!ctx.labels) return;
  auto label = makeStruct<VkDebugUtilsLabelEXT>(VK_STRUCTURE_TYPE_DEBUG_UTILS_LABEL_EXT);
  label.pLabelName = text;
  vkCmdBeginDebugUtilsLabelEXT(cb, &label);
}

void endLabel(const Context& ctx, VkCommandBuffer cb) {
  if (ctx.labels) vkCmdEndDebugUtilsLabelEXT(cb);
}

void dispatch(const Resources& res, VkCommandBuffer cb, uint32_t index) {
  vkCmdPushConstants(cb, res.pipelineLayout, VK_SHADER_STAGE_COMPUTE_BIT, 0, sizeof(index), &index);
  vkCmdDispatch(cb, 1, 1, 1);
}

void record(const Context& ctx, Resources& res) {
  auto poolInfo = makeStruct<VkCommandPoolCreateInfo>(VK_STRUCTURE_TYPE_COMMAND_POOL_CREATE_INFO);
  poolInfo.flags = VK_COMMAND_POOL_CREATE_RESET_COMMAND_BUFFER_BIT;
  poolInfo.queueFamilyIndex = ctx.family;
  check(vkCreateCommandPool(ctx.device, &poolInfo, nullptr, &res.commandPool), "vkCreateCommandPool");
  auto alloc = makeStruct<VkCommandBufferAllocateInfo>(VK_STRUCTURE_TYPE_COMMAND_BUFFER_ALLOCATE_INFO);
  alloc.commandPool = res.commandPool;
  alloc.level = VK_COMMAND_BUFFER_LEVEL_PRIMARY;
  alloc.commandBufferCount = 2;
  VkCommandBuffer cbs[2];
  check(vkAllocateCommandBuffers(ctx.device, &alloc, cbs), "vkAllocateCommandBuffers");
  res.labelled = cbs[0];
  res.plain = cbs[1];

  auto begin = makeStruct<VkCommandBufferBeginInfo>(VK_STRUCTURE_TYPE_COMMAND_BUFFER_BEGIN_INFO);
  for (VkCommandBuffer cb : cbs) {
    // Recorded twice: the first recording, with a label that matches every fault, is reset by the
    // second vkBeginCommandBuffer and must leave no trace.
    check(vkBeginCommandBuffer(cb, &begin), "vkBeginCommandBuffer");
    beginLabel(ctx, cb, "vktexel: smoke.discarded");
    endLabel(ctx, cb);
    check(vkEndCommandBuffer(cb), "vkEndCommandBuffer");
    check(vkBeginCommandBuffer(cb, &begin), "vkBeginCommandBuffer");
    vkCmdBindPipeline(cb, VK_PIPELINE_BIND_POINT_COMPUTE, res.pipeline);
    vkCmdBindDescriptorSets(cb, VK_PIPELINE_BIND_POINT_COMPUTE, res.pipelineLayout, 0, 1, &res.set, 0,
                            nullptr);
  }

  VkCommandBuffer cb = res.labelled;
  beginLabel(ctx, cb, "vktexel: smoke.other smoke.target");
  dispatch(res, cb, 0);
  endLabel(ctx, cb);
  beginLabel(ctx, cb, "vktexel: smoke.bystander");
  dispatch(res, cb, 1);
  endLabel(ctx, cb);
  dispatch(res, cb, 2);
  beginLabel(ctx, cb, "unrelated: smoke.target");
  dispatch(res, cb, 3);
  endLabel(ctx, cb);
  beginLabel(ctx, cb, "vktexel: smoke.outer");
  beginLabel(ctx, cb, "vktexel: smoke.inner");
  dispatch(res, cb, 4);
  endLabel(ctx, cb);
  dispatch(res, cb, 5);
  endLabel(ctx, cb);
  dispatch(res, res.plain, 2);
  // Make the shader writes visible to the host.
  auto barrier = makeStruct<VkMemoryBarrier>(VK_STRUCTURE_TYPE_MEMORY_BARRIER);
  barrier.srcAccessMask = VK_ACCESS_SHADER_WRITE_BIT;
  barrier.dstAccessMask = VK_ACCESS_HOST_READ_BIT;
  for (VkCommandBuffer c : cbs) {
    vkCmdPipelineBarrier(c, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT, VK_PIPELINE_STAGE_HOST_BIT, 0, 1, &barrier,
                         0, nullptr, 0, nullptr);
    check(vkEndCommandBuffer(c), "vkEndCommandBuffer");
  }

  auto fenceInfo = makeStruct<VkFenceCreateInfo>(VK_STRUCTURE_TYPE_FENCE_CREATE_INFO);
  check(vkCreateFence(ctx.device, &fenceInfo, nullptr, &res.fence), "vkCreateFence");
}

VkResult submit(const Context& ctx, VkCommandBuffer cb, VkFence fence, bool submit2) {
  if (submit2) {
    auto cbInfo = makeStruct<VkCommandBufferSubmitInfo>(VK_STRUCTURE_TYPE_COMMAND_BUFFER_SUBMIT_INFO);
    cbInfo.commandBuffer = cb;
    auto info = makeStruct<VkSubmitInfo2>(VK_STRUCTURE_TYPE_SUBMIT_INFO_2);
    info.commandBufferInfoCount = 1;
    info.pCommandBufferInfos = &cbInfo;
    return vkQueueSubmit2(ctx.queue, 1, &info, fence);
  }
  auto info = makeStruct<VkSubmitInfo>(VK_STRUCTURE_TYPE_SUBMIT_INFO);
  info.commandBufferCount = 1;
  info.pCommandBuffers = &cb;
  return vkQueueSubmit(ctx.queue, 1, &info, fence);
}

std::string describe(const Resources& res) {
  std::string s;
  for (uint32_t i = 0; i < kElements; ++i)
    s += res.values[i] == 1 ? '1' : res.values[i] == kCanary ? 'c' : '?';
  return s;
}

int expectLost(const Context& ctx, const Resources& res, bool submit2) {
  int status = 0;
  auto expect = [&](VkResult r, const char* what) {
    std::printf("%s: %d\n", what, r);
    if (r != VK_ERROR_DEVICE_LOST) {
      std::fprintf(stderr, "fault_layer_smoke: %s returned %d, expected VK_ERROR_DEVICE_LOST\n", what, r);
      status = 1;
    }
  };
  expect(submit(ctx, res.labelled, res.fence, submit2), "submit");
  expect(vkWaitForFences(ctx.device, 1, &res.fence, VK_TRUE, 1000000000ull), "vkWaitForFences");
  expect(vkGetFenceStatus(ctx.device, res.fence), "vkGetFenceStatus");
  expect(vkQueueWaitIdle(ctx.queue), "vkQueueWaitIdle");
  expect(vkDeviceWaitIdle(ctx.device), "vkDeviceWaitIdle");
  expect(submit(ctx, res.plain, VK_NULL_HANDLE, submit2), "submit of an unlabelled command buffer");
  std::printf("values: %s\n", describe(res).c_str());
  if (describe(res) != std::string(kElements, 'c')) {
    std::fprintf(stderr, "fault_layer_smoke: a lost submission wrote results\n");
    status = 1;
  }
  return status;
}

}  // namespace

int main(int argc, char** argv) {
  std::vector<std::string> args(argv + 1, argv + argc);
  bool submit2 = !args.empty() && args[0] == "--submit2";
  if (submit2) args.erase(args.begin());
  if (args.empty())
    fail(2, "usage: fault_layer_smoke [--submit2] values PATTERN | lost | no-return | instance-fails");
  const std::string mode = args[0];

  if (volkInitialize() != VK_SUCCESS) fail(2, "no Vulkan loader");
  if (!layerAvailable())
    fail(2, std::string(kLayerName) + " not found: set VK_LAYER_PATH to its manifest folder");

  Context ctx;
  VkResult r = createInstance(ctx);
  if (mode == "instance-fails") {
    std::printf("vkCreateInstance: %d\n", r);
    return r == VK_ERROR_INITIALIZATION_FAILED ? 0 : 1;
  }
  check(r, "vkCreateInstance");
  if (!ctx.labels) fail(2, "VK_EXT_debug_utils is not offered: labels cannot be recorded");
  createDevice(ctx, submit2);
  Resources res;
  createBuffer(ctx, res);
  createPipeline(ctx, res);
  record(ctx, res);

  int status = 0;
  if (mode == "values" && args.size() == 2) {
    check(submit(ctx, res.labelled, res.fence, submit2), "submit");
    check(vkWaitForFences(ctx.device, 1, &res.fence, VK_TRUE, 10000000000ull), "vkWaitForFences");
    std::printf("values: %s\n", describe(res).c_str());
    if (describe(res) != args[1]) {
      std::fprintf(stderr, "fault_layer_smoke: values %s, expected %s\n", describe(res).c_str(),
                   args[1].c_str());
      status = 1;
    }
  } else if (mode == "lost") {
    status = expectLost(ctx, res, submit2);
  } else if (mode == "no-return") {
    std::printf("submitting\n");
    std::fflush(stdout);
    r = submit(ctx, res.labelled, res.fence, submit2);
    std::fprintf(stderr, "fault_layer_smoke: the submit returned %d\n", r);
    status = 1;
  } else {
    fail(2, "unknown mode '" + mode + "'");
  }
  vkDeviceWaitIdle(ctx.device);
  vkDestroyFence(ctx.device, res.fence, nullptr);
  vkDestroyCommandPool(ctx.device, res.commandPool, nullptr);
  vkDestroyDescriptorPool(ctx.device, res.descriptorPool, nullptr);
  vkDestroyPipeline(ctx.device, res.pipeline, nullptr);
  vkDestroyPipelineLayout(ctx.device, res.pipelineLayout, nullptr);
  vkDestroyDescriptorSetLayout(ctx.device, res.setLayout, nullptr);
  vkDestroyBuffer(ctx.device, res.buffer, nullptr);
  vkFreeMemory(ctx.device, res.memory, nullptr);
  vkDestroyDevice(ctx.device, nullptr);
  vkDestroyInstance(ctx.instance, nullptr);
  return status;
}
