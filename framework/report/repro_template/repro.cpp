// Standalone reproduction of one vktexel case, written by `vktexel repro CASE -o DIR`.
// It needs only the Vulkan headers and loader (no vktexel code): `cmake -S . -B build && cmake
// --build build && build/repro`. It creates the case's image with the bytes vktexel uploads
// (image.bin: every level and aspect, copied the way vktexel copies them), the view and the
// sampler, runs the case's compute shader (the .spv file) over its probes (probes.bin, one
// invocation per probe, the shader's `struct Probe` layout) and compares every raw result, bit
// for bit, with the CPU model's expectation compiled in from case_data.h. It prints PASS, FAIL,
// UNDECIDED or UNCHECKED per probe and exits 0 when no probe failed, 1 when one did, 2 when it could not
// run (no device, a missing feature or format feature, a Vulkan error) or cannot judge (a device
// with fewer sub-texel or mipmap precision bits than the expectations were computed for).
// A multisample image cannot be copied to: it is filled by rendering, as vktexel fills it
// (multisample_fill.h, written beside this file for multisample cases only). A sparse-resident
// image gets memory for the pages the case binds only (sparse_binding.h, for sparse cases only).
//
// A LINEAR lookup's result must be explained by one weight per axis for all four components, as
// vktexel decides it (span_search.h, vktexel's own file); where that search runs out of its budget
// the probe is UNDECIDED, which fails as FAIL does.
//
// usage: repro [--device NAME-SUBSTRING|INDEX] [--data DIR] [--dump FILE] | --judge FILE
//   --device picks the physical device (default: the first GPU, else the first device);
//   --data is the directory of the .spv, image.bin and probes.bin (default: where CMake found them);
//   --dump writes the raw results (16 bytes per probe, little-endian words) to FILE;
//   --judge judges FILE (as --dump writes it) without a device: exit 0 or 1 as for a run.
#include "case_data.h"
#include "span_search.h"

#include <vulkan/vulkan.h>

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <initializer_list>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

#ifndef REPRO_DATA_DIR
#define REPRO_DATA_DIR "."
#endif

namespace {

using namespace repro;

struct Failure : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// A driver that breaks a rule the case depends on before any probe runs: a FAIL (exit 1), as
// vktexel reports it.
struct ContractFailure : Failure {
  using Failure::Failure;
};

// A Vulkan struct with its sType set and everything else zero.
template <typename T>
T make(VkStructureType type) {
  T v{};
  v.sType = type;
  return v;
}

void check(VkResult r, const char* what) {
  if (r != VK_SUCCESS) throw Failure(std::string(what) + " failed: VkResult " + std::to_string(int(r)));
}

std::vector<char> readFile(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw Failure("cannot read " + path);
  return std::vector<char>(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

// ---- The comparison: the same rules as vktexel's model/expectation.cpp ----

float asFloat(uint32_t bits) {
  float f;
  std::memcpy(&f, &bits, 4);
  return f;
}

double halfValue(uint32_t h) {
  const uint32_t sign = h >> 15 & 1, exponent = h >> 10 & 31, mantissa = h & 1023;
  double v;
  if (exponent == 31)
    v = mantissa ? std::nan("") : INFINITY;
  else if (exponent == 0)
    v = std::ldexp(double(mantissa), -24);
  else
    v = std::ldexp(double(mantissa + 1024), int(exponent) - 25);
  return sign ? -v : v;
}

bool halfAccepts(const HalfCheck& c, uint32_t half) {
  const double v = halfValue(half);
  const double lo = asFloat(c.lo), hi = asFloat(c.hi);
  switch (c.kind) {
    case kHalfRange: return !std::isnan(v) && lo <= v && v <= hi;
    case kHalfRangeOrZero: return v == 0.0 || (!std::isnan(v) && lo <= v && v <= hi);
    case kHalfRangeOrNaN: return std::isnan(v) || (lo <= v && v <= hi);
    case kHalfAnyNaN: return std::isnan(v);
    case kHalfAny: return true;
    case kHalfBits: return half == c.bits;
  }
  return false;
}

bool componentAccepts(const ComponentCheck& c, uint32_t got) {
  const float f = asFloat(got), lo = asFloat(c.lo), hi = asFloat(c.hi);
  switch (c.kind) {
    case kBits: return got == c.bits;
    case kFloatRange: return !std::isnan(f) && lo <= f && f <= hi;
    case kFloatRangeOrZero: return f == 0.0f || (!std::isnan(f) && lo <= f && f <= hi);
    case kFloatRangeOrNaN: return std::isnan(f) || (lo <= f && f <= hi);
    case kAnyNaN: return std::isnan(f);
    case kAny: return true;
    case kHalfPair: return halfAccepts(c.halves[0], got & 0xffffu) && halfAccepts(c.halves[1], got >> 16);
  }
  return false;
}

span_search::Span spanOf(int32_t index) {
  const SpanData& d = kSpans[index];
  span_search::Span s;
  s.params = d.params;
  for (uint32_t k = 0; k < (1u << d.params); ++k) {
    const SpanCorner& c = kSpanCorners[d.firstCorner + k];
    s.lo.push_back({c.lo[0], c.lo[1], c.lo[2], c.lo[3]});
    s.hi.push_back({c.hi[0], c.hi[1], c.hi[2], c.hi[3]});
  }
  for (int ch = 0; ch < 4; ++ch) {
    s.slack[ch] = d.slack[ch];
    s.bound[ch] = d.bound[ch];
  }
  return s;
}

bool boxAccepts(const ComponentCheck* c, const uint32_t* got) {
  return componentAccepts(c[0], got[0]) && componentAccepts(c[1], got[1]) && componentAccepts(c[2], got[2]) &&
         componentAccepts(c[3], got[3]);
}

// Whether one alternative's four checks accept the result, each component alone.
bool insideABox(const ProbeExpectation& e, const uint32_t* got) {
  for (uint32_t a = 0; a < e.alternatives; ++a)
    if (boxAccepts(&kChecks[(e.firstAlternative + a) * 4], got)) return true;
  return false;
}

// As vktexel's Expectation::decide: an alternative accepts when its four checks do and, where it
// has a span, one point of its weights explains the whole result; Undecided (the search ran out of
// its budget) is never a pass.
span_search::Decision decide(const ProbeExpectation& e, const uint32_t* got) {
  bool undecided = false;
  for (uint32_t a = 0; a < e.alternatives; ++a) {
    if (!boxAccepts(&kChecks[(e.firstAlternative + a) * 4], got)) continue;
    const int32_t span = kAlternativeSpans[e.firstAlternative + a];
    const span_search::Decision d =
        span < 0 ? span_search::Decision::Accepted : span_search::decide(spanOf(span), got);
    if (d == span_search::Decision::Accepted) return d;
    undecided = undecided || d == span_search::Decision::Undecided;
  }
  return undecided ? span_search::Decision::Undecided : span_search::Decision::Rejected;
}

std::string componentText(uint32_t bits) {
  char text[64];
  if (kResultType == kResultFloat)
    std::snprintf(text, sizeof text, "%.9g [0x%08x]", double(asFloat(bits)), bits);
  else if (kResultType == kResultSint)
    std::snprintf(text, sizeof text, "%d [0x%08x]", int32_t(bits), bits);
  else
    std::snprintf(text, sizeof text, "%u [0x%08x]", bits, bits);
  return text;
}

std::string resultText(const uint32_t* got) {
  std::string s = "(";
  for (int i = 0; i < 4; ++i) s += (i ? ", " : "") + componentText(got[i]);
  return s + ")";
}

// A failing probe's expected and got lines as vktexel prints them (run/probe_columns.h): the
// alternative accepting the most components, column by column as wide as the wider side, and '^'
// under the components it does not accept (all four where only its one-weight rule fails).
void printColumns(const ProbeExpectation& e, const uint32_t* got) {
  if (e.alternatives == 0) {
    std::printf("    expected %s\n    got      %s\n", e.expected, resultText(got).c_str());
    return;
  }
  uint32_t best = e.firstAlternative;
  int bestCount = -1;
  for (uint32_t a = e.firstAlternative; a < e.firstAlternative + e.alternatives; ++a) {
    int n = 0;
    for (int i = 0; i < 4; ++i) n += componentAccepts(kChecks[a * 4 + i], got[i]) ? 1 : 0;
    if (n > bestCount) best = a, bestCount = n;
  }
  bool differs[4], any = false;
  for (int i = 0; i < 4; ++i) any |= differs[i] = !componentAccepts(kChecks[best * 4 + i], got[i]);
  if (!any) std::fill(differs, differs + 4, true);  // its one-weight rule alone fails
  std::string expected = "(", value = "(", marks = " ";
  for (int i = 0; i < 4; ++i) {
    std::string x = kCheckTexts[best * 4 + i], g = componentText(got[i]);
    const size_t width = std::max(x.size(), g.size());
    if (i < 3) x.resize(width, ' '), g.resize(width, ' ');
    const std::string separator = i < 3 ? ", " : ")";
    expected += x + separator;
    value += g + separator;
    marks += std::string(width, differs[i] ? '^' : ' ') + std::string(separator.size(), ' ');
  }
  while (!marks.empty() && marks.back() == ' ') marks.pop_back();
  std::printf("    expected %s%s [%s]\n    got      %s\n             %s\n", expected.c_str(),
              kAlternativeNotes[best], e.rule, value.c_str(), marks.c_str());
}

// ---- Vulkan ----

std::string lower(std::string s) {
  for (char& c : s) c = char(std::tolower(static_cast<unsigned char>(c)));
  return s;
}

bool hasDeviceExtension(VkPhysicalDevice pd, const char* name) {
  uint32_t count = 0;
  vkEnumerateDeviceExtensionProperties(pd, nullptr, &count, nullptr);
  std::vector<VkExtensionProperties> exts(count);
  vkEnumerateDeviceExtensionProperties(pd, nullptr, &count, exts.data());
  for (const VkExtensionProperties& e : exts)
    if (std::strcmp(e.extensionName, name) == 0) return true;
  return false;
}

struct Context {
  VkInstance instance = VK_NULL_HANDLE;
  VkPhysicalDevice physical = VK_NULL_HANDLE;
  VkPhysicalDeviceProperties properties{};
  VkPhysicalDeviceMemoryProperties memory{};
  VkDevice device = VK_NULL_HANDLE;
  uint32_t queueFamily = 0;
  VkQueue queue = VK_NULL_HANDLE;
};

VkPhysicalDevice chooseDevice(VkInstance instance, const std::string& selector) {
  uint32_t count = 0;
  check(vkEnumeratePhysicalDevices(instance, &count, nullptr), "vkEnumeratePhysicalDevices");
  std::vector<VkPhysicalDevice> devices(count);
  check(vkEnumeratePhysicalDevices(instance, &count, devices.data()), "vkEnumeratePhysicalDevices");
  if (devices.empty()) throw Failure("no Vulkan device");
  if (selector.empty()) {
    for (VkPhysicalDevice d : devices) {
      VkPhysicalDeviceProperties p;
      vkGetPhysicalDeviceProperties(d, &p);
      if (p.deviceType != VK_PHYSICAL_DEVICE_TYPE_CPU) return d;
    }
    return devices.front();
  }
  if (std::all_of(selector.begin(), selector.end(), [](unsigned char c) { return std::isdigit(c); })) {
    const unsigned long index = std::stoul(selector);
    if (index < devices.size()) return devices[index];
  }
  for (VkPhysicalDevice d : devices) {
    VkPhysicalDeviceProperties p;
    vkGetPhysicalDeviceProperties(d, &p);
    if (lower(p.deviceName).find(lower(selector)) != std::string::npos) return d;
  }
  throw Failure("--device " + selector + " matches no Vulkan device");
}

// The device with what the case needs: its robustness tier (vktexel's framework/vk/device.cpp
// enables the same), and the features its shader or sampler uses.
void createDevice(Context& ctx) {
  const uint32_t api = ctx.properties.apiVersion;
  const bool core12 = api >= VK_API_VERSION_1_2, core13 = api >= VK_API_VERSION_1_3;
  VkPhysicalDeviceFeatures available{};
  vkGetPhysicalDeviceFeatures(ctx.physical, &available);
  auto available12 =
      make<VkPhysicalDeviceVulkan12Features>(VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_2_FEATURES);
  auto available13 =
      make<VkPhysicalDeviceVulkan13Features>(VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_3_FEATURES);
  auto availableIR = make<VkPhysicalDeviceImageRobustnessFeatures>(
      VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_IMAGE_ROBUSTNESS_FEATURES);
  auto available2 = make<VkPhysicalDeviceRobustness2FeaturesEXT>(
      VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_ROBUSTNESS_2_FEATURES_EXT);
  auto availableMutable = make<VkPhysicalDeviceMutableDescriptorTypeFeaturesEXT>(
      VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_MUTABLE_DESCRIPTOR_TYPE_FEATURES_EXT);
  auto availableDB = make<VkPhysicalDeviceDescriptorBufferFeaturesEXT>(
      VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_DESCRIPTOR_BUFFER_FEATURES_EXT);
  const bool hasIR = hasDeviceExtension(ctx.physical, VK_EXT_IMAGE_ROBUSTNESS_EXTENSION_NAME);
  const bool hasR2 = hasDeviceExtension(ctx.physical, VK_EXT_ROBUSTNESS_2_EXTENSION_NAME);
  const bool hasMutable = hasDeviceExtension(ctx.physical, VK_EXT_MUTABLE_DESCRIPTOR_TYPE_EXTENSION_NAME);
  const bool hasDB = hasDeviceExtension(ctx.physical, VK_EXT_DESCRIPTOR_BUFFER_EXTENSION_NAME);
  {
    auto query = make<VkPhysicalDeviceFeatures2>(VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_FEATURES_2);
    void** next = &query.pNext;
    if (core12) *next = &available12, next = &available12.pNext;
    if (core13) *next = &available13, next = &available13.pNext;
    if (!core13 && hasIR) *next = &availableIR, next = &availableIR.pNext;
    if (hasR2) *next = &available2, next = &available2.pNext;
    if (hasMutable) *next = &availableMutable, next = &availableMutable.pNext;
    if (hasDB) *next = &availableDB, next = &availableDB.pNext;
    vkGetPhysicalDeviceFeatures2(ctx.physical, &query);
  }
  const auto require = [](bool have, const char* what) {
    if (!have) throw Failure(std::string("NOT SUPPORTED: the device lacks ") + what);
  };
  if (kNeedsImageCubeArray) require(available.imageCubeArray, "imageCubeArray");
  if (kNeedsGatherExtended) require(available.shaderImageGatherExtended, "shaderImageGatherExtended");
  if (kNeedsMinLod) require(available.shaderResourceMinLod, "shaderResourceMinLod");
  if (kNeedsMirrorClampToEdge)
    require(core12 && available12.samplerMirrorClampToEdge, "samplerMirrorClampToEdge");
  if (kSlotIndexDynamic && kTexelBuffer)
    require(core12 && available12.shaderUniformTexelBufferArrayDynamicIndexing,
            "shaderUniformTexelBufferArrayDynamicIndexing");
  if (kSlotIndexDynamic && !kTexelBuffer)
    require(available.shaderSampledImageArrayDynamicIndexing, "shaderSampledImageArrayDynamicIndexing");
  if (kSlotIndexNonUniform && kTexelBuffer)
    require(core12 && available12.shaderUniformTexelBufferArrayNonUniformIndexing,
            "shaderUniformTexelBufferArrayNonUniformIndexing");
  if (kSlotIndexNonUniform && !kTexelBuffer)
    require(core12 && available12.shaderSampledImageArrayNonUniformIndexing,
            "shaderSampledImageArrayNonUniformIndexing");
  if (kUpdateAfterBind) {
    if (kTexelBuffer)
      require(core12 && available12.descriptorBindingUniformTexelBufferUpdateAfterBind,
              "descriptorBindingUniformTexelBufferUpdateAfterBind");
    else
      require(core12 && available12.descriptorBindingSampledImageUpdateAfterBind,
              "descriptorBindingSampledImageUpdateAfterBind");
    require(core12 && available12.descriptorBindingPartiallyBound, "descriptorBindingPartiallyBound");
  }
  if (kMutableDescriptor)
    require(hasMutable && availableMutable.mutableDescriptorType,
            "mutableDescriptorType (VK_EXT_mutable_descriptor_type)");
  if (kDescriptorBuffer)
    require(core12 && available12.bufferDeviceAddress && hasDB && availableDB.descriptorBuffer,
            "descriptorBuffer (VK_EXT_descriptor_buffer) with bufferDeviceAddress");
  if (kTier >= 1) {
    require(available.robustBufferAccess, "robustBufferAccess");
    require(core13 ? available13.robustImageAccess : availableIR.robustImageAccess, "robustImageAccess");
  }
  if (kTier >= 2) require(hasR2 && available2.robustImageAccess2, "robustImageAccess2");
  if (kNullDescriptor) require(hasR2 && available2.nullDescriptor, "nullDescriptor");
  if (kNeedsDynamicRendering)
    require(core13 && available13.dynamicRendering, "dynamicRendering (the multisample fill renders)");
  if (kNeedsSampleRateShading) require(available.sampleRateShading, "sampleRateShading");
  if (kNeedsSparse) {
    require(available.sparseBinding, "sparseBinding");
    require(available.shaderResourceResidency, "shaderResourceResidency");
    if (kImageType == VK_IMAGE_TYPE_3D)
      require(available.sparseResidencyImage3D, "sparseResidencyImage3D");
    else
      require(available.sparseResidencyImage2D, "sparseResidencyImage2D");
  }

  uint32_t familyCount = 0;
  vkGetPhysicalDeviceQueueFamilyProperties(ctx.physical, &familyCount, nullptr);
  std::vector<VkQueueFamilyProperties> families(familyCount);
  vkGetPhysicalDeviceQueueFamilyProperties(ctx.physical, &familyCount, families.data());
  bool found = false;
  for (uint32_t i = 0; i < familyCount && !found; ++i)
    if ((families[i].queueFlags & kQueueFlags) == kQueueFlags) {
      ctx.queueFamily = i;
      found = true;
    }
  if (!found)
    throw Failure(std::string("NOT SUPPORTED: the device has no queue family with COMPUTE") +
                  (kQueueFlags & VK_QUEUE_GRAPHICS_BIT ? " and GRAPHICS" : "") +
                  (kQueueFlags & VK_QUEUE_SPARSE_BINDING_BIT ? " and SPARSE_BINDING" : ""));

  auto features = make<VkPhysicalDeviceFeatures2>(VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_FEATURES_2);
  features.features.robustBufferAccess = kTier >= 1;
  features.features.imageCubeArray = kNeedsImageCubeArray;
  features.features.shaderImageGatherExtended = kNeedsGatherExtended;
  features.features.shaderResourceMinLod = kNeedsMinLod;
  features.features.sampleRateShading = kNeedsSampleRateShading;
  features.features.sparseBinding = kNeedsSparse;
  features.features.shaderResourceResidency = kNeedsSparse;
  features.features.sparseResidencyImage2D = kNeedsSparse && kImageType != VK_IMAGE_TYPE_3D;
  features.features.sparseResidencyImage3D = kNeedsSparse && kImageType == VK_IMAGE_TYPE_3D;
  features.features.shaderSampledImageArrayDynamicIndexing = kSlotIndexDynamic && !kTexelBuffer;
  auto v12 = make<VkPhysicalDeviceVulkan12Features>(VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_2_FEATURES);
  auto v13 = make<VkPhysicalDeviceVulkan13Features>(VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_3_FEATURES);
  auto ir = make<VkPhysicalDeviceImageRobustnessFeatures>(
      VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_IMAGE_ROBUSTNESS_FEATURES);
  auto r2 = make<VkPhysicalDeviceRobustness2FeaturesEXT>(
      VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_ROBUSTNESS_2_FEATURES_EXT);
  auto mutableType = make<VkPhysicalDeviceMutableDescriptorTypeFeaturesEXT>(
      VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_MUTABLE_DESCRIPTOR_TYPE_FEATURES_EXT);
  auto descriptorBuffer = make<VkPhysicalDeviceDescriptorBufferFeaturesEXT>(
      VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_DESCRIPTOR_BUFFER_FEATURES_EXT);
  std::vector<const char*> extensions;
  void** next = &features.pNext;
  if (kNeedsMirrorClampToEdge || (kSlotIndexDynamic && kTexelBuffer) || kSlotIndexNonUniform ||
      kUpdateAfterBind || kDescriptorBuffer) {
    v12.descriptorBindingUniformTexelBufferUpdateAfterBind = kUpdateAfterBind && kTexelBuffer;
    v12.descriptorBindingSampledImageUpdateAfterBind = kUpdateAfterBind && !kTexelBuffer;
    v12.descriptorBindingPartiallyBound = kUpdateAfterBind;
    v12.bufferDeviceAddress = kDescriptorBuffer;
    v12.samplerMirrorClampToEdge = kNeedsMirrorClampToEdge;
    v12.shaderUniformTexelBufferArrayDynamicIndexing = kSlotIndexDynamic && kTexelBuffer;
    v12.shaderUniformTexelBufferArrayNonUniformIndexing = kSlotIndexNonUniform && kTexelBuffer;
    v12.shaderSampledImageArrayNonUniformIndexing = kSlotIndexNonUniform && !kTexelBuffer;
    *next = &v12, next = &v12.pNext;
  }
  if ((kTier >= 1 && core13) || kNeedsDynamicRendering) {
    v13.robustImageAccess = kTier >= 1;
    v13.dynamicRendering = kNeedsDynamicRendering;
    *next = &v13, next = &v13.pNext;
  }
  if (kTier >= 1 && !core13) {
    ir.robustImageAccess = VK_TRUE;
    extensions.push_back(VK_EXT_IMAGE_ROBUSTNESS_EXTENSION_NAME);
    *next = &ir, next = &ir.pNext;
  }
  if (kMutableDescriptor) {
    mutableType.mutableDescriptorType = VK_TRUE;
    extensions.push_back(VK_EXT_MUTABLE_DESCRIPTOR_TYPE_EXTENSION_NAME);
    *next = &mutableType, next = &mutableType.pNext;
  }
  if (kDescriptorBuffer) {
    descriptorBuffer.descriptorBuffer = VK_TRUE;
    extensions.push_back(VK_EXT_DESCRIPTOR_BUFFER_EXTENSION_NAME);
    *next = &descriptorBuffer, next = &descriptorBuffer.pNext;
  }
  if (kTier >= 2 || kNullDescriptor) {
    r2.robustImageAccess2 = kTier >= 2;
    r2.nullDescriptor = kNullDescriptor || (kTier >= 2 && available2.nullDescriptor);
    r2.robustBufferAccess2 = kTier >= 2 && available2.robustBufferAccess2 && available.robustBufferAccess;
    extensions.push_back(VK_EXT_ROBUSTNESS_2_EXTENSION_NAME);
    *next = &r2;
  }
  const float priority = 1.0f;
  auto queueInfo = make<VkDeviceQueueCreateInfo>(VK_STRUCTURE_TYPE_DEVICE_QUEUE_CREATE_INFO);
  queueInfo.queueFamilyIndex = ctx.queueFamily;
  queueInfo.queueCount = 1;
  queueInfo.pQueuePriorities = &priority;
  auto info = make<VkDeviceCreateInfo>(VK_STRUCTURE_TYPE_DEVICE_CREATE_INFO);
  info.pNext = &features;
  info.queueCreateInfoCount = 1;
  info.pQueueCreateInfos = &queueInfo;
  info.enabledExtensionCount = uint32_t(extensions.size());
  info.ppEnabledExtensionNames = extensions.data();
  check(vkCreateDevice(ctx.physical, &info, nullptr, &ctx.device), "vkCreateDevice");
  vkGetDeviceQueue(ctx.device, ctx.queueFamily, 0, &ctx.queue);
}

uint32_t memoryType(const Context& ctx, uint32_t typeBits, VkMemoryPropertyFlags wanted) {
  for (uint32_t i = 0; i < ctx.memory.memoryTypeCount; ++i)
    if ((typeBits & (1u << i)) && (ctx.memory.memoryTypes[i].propertyFlags & wanted) == wanted) return i;
  throw Failure("no suitable memory type");
}

struct Buffer {
  VkBuffer buffer = VK_NULL_HANDLE;
  VkDeviceMemory memory = VK_NULL_HANDLE;
  void* data = nullptr;
};

Buffer makeBuffer(const Context& ctx, VkDeviceSize size, VkBufferUsageFlags usage) {
  Buffer b;
  auto info = make<VkBufferCreateInfo>(VK_STRUCTURE_TYPE_BUFFER_CREATE_INFO);
  info.size = size ? size : 4;  // exact: a texel buffer's size is its element count
  info.usage = usage;
  check(vkCreateBuffer(ctx.device, &info, nullptr, &b.buffer), "vkCreateBuffer");
  VkMemoryRequirements req;
  vkGetBufferMemoryRequirements(ctx.device, b.buffer, &req);
  auto alloc = make<VkMemoryAllocateInfo>(VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_INFO);
  auto flags = make<VkMemoryAllocateFlagsInfo>(VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_FLAGS_INFO);
  flags.flags = VK_MEMORY_ALLOCATE_DEVICE_ADDRESS_BIT;  // descriptor buffers describe buffers by address
  if (usage & VK_BUFFER_USAGE_SHADER_DEVICE_ADDRESS_BIT) alloc.pNext = &flags;
  alloc.allocationSize = req.size;
  alloc.memoryTypeIndex = memoryType(
      ctx, req.memoryTypeBits, VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT | VK_MEMORY_PROPERTY_HOST_COHERENT_BIT);
  check(vkAllocateMemory(ctx.device, &alloc, nullptr, &b.memory), "vkAllocateMemory");
  check(vkBindBufferMemory(ctx.device, b.buffer, b.memory, 0), "vkBindBufferMemory");
  check(vkMapMemory(ctx.device, b.memory, 0, VK_WHOLE_SIZE, 0, &b.data), "vkMapMemory");
  return b;
}

void imageBarrier(VkCommandBuffer cmd, VkImage image, VkImageLayout from, VkImageLayout to,
                  VkAccessFlags srcAccess, VkAccessFlags dstAccess, VkPipelineStageFlags srcStage,
                  VkPipelineStageFlags dstStage) {
  auto b = make<VkImageMemoryBarrier>(VK_STRUCTURE_TYPE_IMAGE_MEMORY_BARRIER);
  b.srcAccessMask = srcAccess;
  b.dstAccessMask = dstAccess;
  b.oldLayout = from;
  b.newLayout = to;
  b.srcQueueFamilyIndex = VK_QUEUE_FAMILY_IGNORED;
  b.dstQueueFamilyIndex = VK_QUEUE_FAMILY_IGNORED;
  b.image = image;
  b.subresourceRange = {kImageAspects, 0, VK_REMAINING_MIP_LEVELS, 0, VK_REMAINING_ARRAY_LAYERS};
  vkCmdPipelineBarrier(cmd, srcStage, dstStage, 0, 0, nullptr, 0, nullptr, 1, &b);
}

#ifdef REPRO_MULTISAMPLE
#include "multisample_fill.h"
#endif
#ifdef REPRO_SPARSE
#include "sparse_binding.h"
#endif
#ifdef REPRO_DESCRIPTOR_BUFFER
#include "descriptor_buffer.h"
#endif

// The types a mutable binding may hold (kMutableDescriptor), as vktexel's vk/descriptors.h.
const VkDescriptorType kMutableTypes[] = {VK_DESCRIPTOR_TYPE_SAMPLED_IMAGE,
                                          VK_DESCRIPTOR_TYPE_UNIFORM_TEXEL_BUFFER};
const VkMutableDescriptorTypeListEXT kMutableList{2, kMutableTypes}, kNoMutableList{0, nullptr};

// Set 0 (the buffers) or set 1 (the image bindings, each an array of kArraySize), in the case's
// binding path: update-after-bind and partially bound, binding 0 mutable, or a descriptor buffer's.
VkDescriptorSetLayout setLayout(const Context& ctx, const std::vector<VkDescriptorType>& types,
                                bool imageSet) {
  std::vector<VkDescriptorSetLayoutBinding> bindings;
  for (uint32_t i = 0; i < types.size(); ++i)
    bindings.push_back({i,
                        imageSet && kMutableDescriptor && i == 0 ? VK_DESCRIPTOR_TYPE_MUTABLE_EXT : types[i],
                        imageSet ? kArraySize : 1, VK_SHADER_STAGE_COMPUTE_BIT, nullptr});
  auto info = make<VkDescriptorSetLayoutCreateInfo>(VK_STRUCTURE_TYPE_DESCRIPTOR_SET_LAYOUT_CREATE_INFO);
  info.bindingCount = uint32_t(bindings.size());
  info.pBindings = bindings.data();
  const VkDescriptorBindingFlags bindingFlags[2] = {
      VK_DESCRIPTOR_BINDING_UPDATE_AFTER_BIND_BIT | VK_DESCRIPTOR_BINDING_PARTIALLY_BOUND_BIT,
      VK_DESCRIPTOR_BINDING_UPDATE_AFTER_BIND_BIT | VK_DESCRIPTOR_BINDING_PARTIALLY_BOUND_BIT};
  auto flagsInfo = make<VkDescriptorSetLayoutBindingFlagsCreateInfo>(
      VK_STRUCTURE_TYPE_DESCRIPTOR_SET_LAYOUT_BINDING_FLAGS_CREATE_INFO);
  flagsInfo.bindingCount = uint32_t(bindings.size());
  flagsInfo.pBindingFlags = bindingFlags;
  const VkMutableDescriptorTypeListEXT lists[2] = {kMutableList, kNoMutableList};
  auto mutableInfo =
      make<VkMutableDescriptorTypeCreateInfoEXT>(VK_STRUCTURE_TYPE_MUTABLE_DESCRIPTOR_TYPE_CREATE_INFO_EXT);
  mutableInfo.mutableDescriptorTypeListCount = uint32_t(bindings.size());
  mutableInfo.pMutableDescriptorTypeLists = lists;
  if (imageSet && kUpdateAfterBind) {
    info.flags = VK_DESCRIPTOR_SET_LAYOUT_CREATE_UPDATE_AFTER_BIND_POOL_BIT;
    info.pNext = &flagsInfo;
  }
  if (imageSet && kMutableDescriptor) info.pNext = &mutableInfo;
  if (kDescriptorBuffer) info.flags = VK_DESCRIPTOR_SET_LAYOUT_CREATE_DESCRIPTOR_BUFFER_BIT_EXT;
  VkDescriptorSetLayout layout;
  check(vkCreateDescriptorSetLayout(ctx.device, &info, nullptr, &layout), "vkCreateDescriptorSetLayout");
  return layout;
}

// The image's format, type, usage and flags within the device's limits (vktexel's run/gates.cpp).
void requireImageFormatLimits(const Context& ctx) {
  VkImageFormatProperties props{};
  if (vkGetPhysicalDeviceImageFormatProperties(ctx.physical, kImageFormat, kImageType,
                                               VK_IMAGE_TILING_OPTIMAL, kImageUsage, kImageFlags,
                                               &props) != VK_SUCCESS)
    throw Failure(std::string("NOT SUPPORTED: an optimal-tiling image of ") + kImageFormatName +
                  " with this usage and these flags");
  if (kImageExtent.width > props.maxExtent.width || kImageExtent.height > props.maxExtent.height ||
      kImageExtent.depth > props.maxExtent.depth || kImageLevels > props.maxMipLevels ||
      kImageLayers > props.maxArrayLayers || !(props.sampleCounts & kImageSamples))
    throw Failure(
        "NOT SUPPORTED: the image's extent, levels, layers or samples exceed the device's limits for " +
        std::string(kImageFormatName));
}

// Compares every probe's result (four words each) with its expectation and prints the verdicts;
// returns how many failed (an undecided probe counts as failed: it is never a pass).
uint32_t judgeResults(const uint32_t* got) {
  uint32_t passed = 0, failed = 0, undecided = 0, unchecked = 0;
  for (uint32_t p = 0; p < kProbeCount; ++p) {
    const ProbeExpectation& e = kExpectations[p];
    const uint32_t* r = got + 4 * p;
    const char* verdict = "UNCHECKED";
    if (e.kind == kUnchecked) {
      ++unchecked;
    } else {
      switch (decide(e, r)) {
        case span_search::Decision::Accepted: verdict = "PASS", ++passed; break;
        case span_search::Decision::Rejected: verdict = "FAIL", ++failed; break;
        case span_search::Decision::Undecided: verdict = "UNDECIDED", ++undecided; break;
      }
    }
    std::printf("%s probe %u [%s] %s\n", verdict, p, e.label, e.query);
    if (std::strcmp(verdict, "PASS") != 0 && std::strcmp(verdict, "UNCHECKED") != 0) {
      printColumns(e, r);
      if (insideABox(e, r))
        std::printf(
            "    every component lies inside its bounds, but no one weight per axis explains all four\n");
    }
  }
  std::printf("%u passed, %u failed, %u undecided, %u unchecked: %s\n", passed, failed, undecided, unchecked,
              failed + undecided ? "FAIL" : "PASS");
  return failed + undecided;
}

// --judge FILE: the verdicts of results stored earlier (--dump, or vktexel's raw results of the
// case), without a device.
int judgeFile(const std::string& file) {
  const std::vector<char> bytes = readFile(file);
  if (bytes.size() != size_t(kProbeCount) * 16)
    throw Failure(file + " holds " + std::to_string(bytes.size()) + " bytes, not " +
                  std::to_string(size_t(kProbeCount) * 16) + " (16 per probe)");
  std::vector<uint32_t> got(size_t(kProbeCount) * 4);
  std::memcpy(got.data(), bytes.data(), bytes.size());
  if (kSubTexelPrecisionBits)
    std::printf("judging %s as the results of a device with %u sub-texel and %u mipmap bits\n", file.c_str(),
                kSubTexelPrecisionBits, kMipmapPrecisionBits);
  return judgeResults(got.data()) ? 1 : 0;
}

int run(const std::string& deviceSelector, const std::string& dataDir, const std::string& dumpFile) {
  const std::vector<char> spirv = readFile(dataDir + "/" + kSpirvFile);
  const std::vector<char> texels =
      kImageSamples > 1 ? std::vector<char>(4) : readFile(dataDir + "/image.bin");
  const std::vector<char> probes = readFile(dataDir + "/probes.bin");
  if (probes.size() != size_t(kProbeCount) * 32) throw Failure("probes.bin does not hold kProbeCount probes");
  if (spirv.size() % 4) throw Failure(std::string(kSpirvFile) + " is not SPIR-V");

  Context ctx;
  auto app = make<VkApplicationInfo>(VK_STRUCTURE_TYPE_APPLICATION_INFO);
  app.pApplicationName = "vktexel repro";
  app.apiVersion = VK_API_VERSION_1_3;
  auto instanceInfo = make<VkInstanceCreateInfo>(VK_STRUCTURE_TYPE_INSTANCE_CREATE_INFO);
  instanceInfo.pApplicationInfo = &app;
  check(vkCreateInstance(&instanceInfo, nullptr, &ctx.instance), "vkCreateInstance");
  ctx.physical = chooseDevice(ctx.instance, deviceSelector);
  vkGetPhysicalDeviceProperties(ctx.physical, &ctx.properties);
  vkGetPhysicalDeviceMemoryProperties(ctx.physical, &ctx.memory);
  // The driver's own version (Vulkan 1.2's VkPhysicalDeviceDriverProperties) tells apart drivers
  // that report one Vulkan version, e.g. two Mesa releases.
  std::string driver;
  if (ctx.properties.apiVersion >= VK_API_VERSION_1_2) {
    auto driverProperties =
        make<VkPhysicalDeviceDriverProperties>(VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_DRIVER_PROPERTIES);
    auto properties2 = make<VkPhysicalDeviceProperties2>(VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_PROPERTIES_2);
    properties2.pNext = &driverProperties;
    vkGetPhysicalDeviceProperties2(ctx.physical, &properties2);
    driver = std::string(", driver ") + driverProperties.driverName + ", " + driverProperties.driverInfo;
  }
  std::printf("case %s\nwritten by vktexel %s\ndevice %s (Vulkan %u.%u.%u%s)\n", kCaseName, kWrittenBy,
              ctx.properties.deviceName, VK_API_VERSION_MAJOR(ctx.properties.apiVersion),
              VK_API_VERSION_MINOR(ctx.properties.apiVersion),
              VK_API_VERSION_PATCH(ctx.properties.apiVersion), driver.c_str());
  if (kSubTexelPrecisionBits) {
    const VkPhysicalDeviceLimits& l = ctx.properties.limits;
    std::printf("expectations for %u sub-texel bits and %u mipmap bits; the device has %u and %u\n",
                kSubTexelPrecisionBits, kMipmapPrecisionBits, l.subTexelPrecisionBits, l.mipmapPrecisionBits);
    // More bits only narrow the accepted set; fewer widen it beyond what was computed.
    if (l.subTexelPrecisionBits < kSubTexelPrecisionBits || l.mipmapPrecisionBits < kMipmapPrecisionBits)
      throw Failure(
          "CANNOT JUDGE: this device may round sampled lookups more coarsely than the expectations "
          "allow; write the repro again with `vktexel repro CASE -o DIR --device` naming this device");
  }
  for (int i = 0; i < 2; ++i) {
    VkFormatProperties props;
    vkGetPhysicalDeviceFormatProperties(ctx.physical, i ? kViewFormat : kImageFormat, &props);
    const VkFormatFeatureFlags have = kTexelBuffer ? props.bufferFeatures : props.optimalTilingFeatures;
    if (!kNullDescriptor && (have & kRequiredFormatFeatures) != kRequiredFormatFeatures)
      throw Failure(std::string("NOT SUPPORTED: ") + (i ? kViewFormatName : kImageFormatName) + " lacks " +
                    (kTexelBuffer ? "UNIFORM_TEXEL_BUFFER" : "SAMPLED_IMAGE"));
  }
#ifdef REPRO_MULTISAMPLE
  requireSampledCounts(ctx.properties.limits);
  const FillPath& fillPath = chooseFillPath(ctx);
  std::printf("fill: rendered through %s\n", fillPath.formatName);
#endif
  createDevice(ctx);
#ifdef REPRO_SPARSE
  requireSparseProperties(ctx);  // after the features, as vktexel's gates check them
#endif
  if (!kTexelBuffer) requireImageFormatLimits(ctx);
  const VkDevice d = ctx.device;

  // The image (or texel buffer) and its view.
  const VkBufferUsageFlags address = kDescriptorBuffer ? VK_BUFFER_USAGE_SHADER_DEVICE_ADDRESS_BIT : 0;
  Buffer staging =
      makeBuffer(ctx, kTexelBuffer ? kTexelBufferBytes : texels.size(),
                 VK_BUFFER_USAGE_TRANSFER_SRC_BIT | VK_BUFFER_USAGE_UNIFORM_TEXEL_BUFFER_BIT | address);
  std::memcpy(staging.data, texels.data(), texels.size());
  if (kTexelBuffer && kTexelBufferBytes > texels.size())  // the ragged tail, as vktexel writes it
    std::memset(static_cast<char*>(staging.data) + texels.size(), 0xa5, kTexelBufferBytes - texels.size());
  VkImage image = VK_NULL_HANDLE;
  VkDeviceMemory imageMemory = VK_NULL_HANDLE;
  VkImageView view = VK_NULL_HANDLE;
  VkBufferView bufferView = VK_NULL_HANDLE;
  VkSampler sampler = VK_NULL_HANDLE;
  if (kTexelBuffer && !kNullDescriptor) {
    auto info = make<VkBufferViewCreateInfo>(VK_STRUCTURE_TYPE_BUFFER_VIEW_CREATE_INFO);
    info.buffer = staging.buffer;
    info.format = kViewFormat;
    info.offset = kTexelBufferOffset;
    info.range = kTexelBufferViewRange ? kTexelBufferViewRange : VK_WHOLE_SIZE;
    check(vkCreateBufferView(d, &info, nullptr, &bufferView), "vkCreateBufferView");
  } else if (!kTexelBuffer) {
    auto info = make<VkImageCreateInfo>(VK_STRUCTURE_TYPE_IMAGE_CREATE_INFO);
    info.flags = kImageFlags;
    info.imageType = kImageType;
    info.format = kImageFormat;
    info.extent = kImageExtent;
    info.mipLevels = kImageLevels;
    info.arrayLayers = kImageLayers;
    info.samples = kImageSamples;
    info.tiling = VK_IMAGE_TILING_OPTIMAL;
    info.usage = kImageUsage;
    check(vkCreateImage(d, &info, nullptr, &image), "vkCreateImage");
#ifdef REPRO_SPARSE
    imageMemory = bindSparseMemory(ctx, image);
#else
    VkMemoryRequirements req;
    vkGetImageMemoryRequirements(d, image, &req);
    auto alloc = make<VkMemoryAllocateInfo>(VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_INFO);
    alloc.allocationSize = req.size;
    alloc.memoryTypeIndex = memoryType(ctx, req.memoryTypeBits, 0);
    check(vkAllocateMemory(d, &alloc, nullptr, &imageMemory), "vkAllocateMemory");
    check(vkBindImageMemory(d, image, imageMemory, 0), "vkBindImageMemory");
#endif
    if (!kNullDescriptor) {
      auto viewInfo = make<VkImageViewCreateInfo>(VK_STRUCTURE_TYPE_IMAGE_VIEW_CREATE_INFO);
      viewInfo.image = image;
      viewInfo.viewType = kViewType;
      viewInfo.format = kViewFormat;
      viewInfo.components = kViewComponents;
      viewInfo.subresourceRange = kViewRange;
      check(vkCreateImageView(d, &viewInfo, nullptr, &view), "vkCreateImageView");
    }
  }
#ifdef REPRO_MULTISAMPLE
  auto fill = std::make_unique<MultisampleFill>(ctx, fillPath, image, dataDir);
#endif
  if (kWithSampler) {
    auto info = make<VkSamplerCreateInfo>(VK_STRUCTURE_TYPE_SAMPLER_CREATE_INFO);
    info.magFilter = kMagFilter;
    info.minFilter = kMinFilter;
    info.mipmapMode = kMipmapMode;
    info.mipLodBias = kMipLodBias;
    info.minLod = kMinLod;
    info.addressModeU = kAddressModeU;
    info.addressModeV = kAddressModeV;
    info.addressModeW = kAddressModeW;
    info.borderColor = kBorderColor;
    info.compareEnable = kCompareEnable;
    info.compareOp = kCompareOp;
    info.unnormalizedCoordinates = kUnnormalizedCoordinates;
    info.maxLod = kUnnormalizedCoordinates ? 0.0f : kMaxLod;
    check(vkCreateSampler(d, &info, nullptr, &sampler), "vkCreateSampler");
  }

  // Probes in, results out (filled with 0xcd: a result the shader never wrote shows as 0xcdcdcdcd).
  Buffer probeBuffer = makeBuffer(ctx, probes.size(), VK_BUFFER_USAGE_STORAGE_BUFFER_BIT | address);
  std::memcpy(probeBuffer.data, probes.data(), probes.size());
  const VkDeviceSize resultBytes = VkDeviceSize(kProbeCount) * 16;
  Buffer results = makeBuffer(ctx, resultBytes, VK_BUFFER_USAGE_STORAGE_BUFFER_BIT | address);
  std::memset(results.data, 0xcd, size_t(resultBytes));

  // The pipeline shape of every vktexel probe shader: set 0 probes and results, set 1 the image,
  // push constants (first probe, probe count, and the invocation-to-probe map of NonUniform
  // shaders: stride 1 and runs of 1, each invocation its own probe).
  const VkDescriptorSetLayout layouts[2] = {
      setLayout(ctx, {VK_DESCRIPTOR_TYPE_STORAGE_BUFFER, VK_DESCRIPTOR_TYPE_STORAGE_BUFFER}, false),
      kSeparateSampler ? setLayout(ctx, {kImageDescriptorType, VK_DESCRIPTOR_TYPE_SAMPLER}, true)
                       : setLayout(ctx, {kImageDescriptorType}, true)};
  const VkPushConstantRange pushRange{VK_SHADER_STAGE_COMPUTE_BIT, 0, 16};
  auto layoutInfo = make<VkPipelineLayoutCreateInfo>(VK_STRUCTURE_TYPE_PIPELINE_LAYOUT_CREATE_INFO);
  layoutInfo.setLayoutCount = 2;
  layoutInfo.pSetLayouts = layouts;
  layoutInfo.pushConstantRangeCount = 1;
  layoutInfo.pPushConstantRanges = &pushRange;
  VkPipelineLayout pipelineLayout;
  check(vkCreatePipelineLayout(d, &layoutInfo, nullptr, &pipelineLayout), "vkCreatePipelineLayout");
  auto moduleInfo = make<VkShaderModuleCreateInfo>(VK_STRUCTURE_TYPE_SHADER_MODULE_CREATE_INFO);
  moduleInfo.codeSize = spirv.size();
  std::vector<uint32_t> words(spirv.size() / 4);
  std::memcpy(words.data(), spirv.data(), spirv.size());
  moduleInfo.pCode = words.data();
  VkShaderModule module;
  check(vkCreateShaderModule(d, &moduleInfo, nullptr, &module), "vkCreateShaderModule");
  auto pipelineInfo = make<VkComputePipelineCreateInfo>(VK_STRUCTURE_TYPE_COMPUTE_PIPELINE_CREATE_INFO);
  pipelineInfo.stage =
      make<VkPipelineShaderStageCreateInfo>(VK_STRUCTURE_TYPE_PIPELINE_SHADER_STAGE_CREATE_INFO);
  pipelineInfo.stage.stage = VK_SHADER_STAGE_COMPUTE_BIT;
  pipelineInfo.stage.module = module;
  pipelineInfo.stage.pName = "main";
  pipelineInfo.layout = pipelineLayout;
  if (kDescriptorBuffer) pipelineInfo.flags = VK_PIPELINE_CREATE_DESCRIPTOR_BUFFER_BIT_EXT;
  VkPipeline pipeline;
  check(vkCreateComputePipelines(d, VK_NULL_HANDLE, 1, &pipelineInfo, nullptr, &pipeline),
        "vkCreateComputePipelines");

  // The descriptors: sets from a pool, or (kDescriptorBuffer) bytes in a descriptor buffer.
  VkDescriptorPool pool = VK_NULL_HANDLE;
#ifdef REPRO_DESCRIPTOR_BUFFER
  const DescriptorBufferSets descriptorBuffer = writeDescriptorBuffer(
      ctx, layouts, probeBuffer, probes.size(), results, resultBytes, staging, view, sampler);
#else
  const VkDescriptorPoolSize poolSizes[3] = {
      {VK_DESCRIPTOR_TYPE_STORAGE_BUFFER, 2},
      {kMutableDescriptor ? VK_DESCRIPTOR_TYPE_MUTABLE_EXT : kImageDescriptorType, kArraySize},
      {VK_DESCRIPTOR_TYPE_SAMPLER, kArraySize}};
  const VkMutableDescriptorTypeListEXT poolLists[3] = {kNoMutableList, kMutableList, kNoMutableList};
  auto poolMutable =
      make<VkMutableDescriptorTypeCreateInfoEXT>(VK_STRUCTURE_TYPE_MUTABLE_DESCRIPTOR_TYPE_CREATE_INFO_EXT);
  poolMutable.mutableDescriptorTypeListCount = kSeparateSampler ? 3 : 2;
  poolMutable.pMutableDescriptorTypeLists = poolLists;
  auto poolInfo = make<VkDescriptorPoolCreateInfo>(VK_STRUCTURE_TYPE_DESCRIPTOR_POOL_CREATE_INFO);
  if (kUpdateAfterBind) poolInfo.flags = VK_DESCRIPTOR_POOL_CREATE_UPDATE_AFTER_BIND_BIT;
  if (kMutableDescriptor) poolInfo.pNext = &poolMutable;
  poolInfo.maxSets = 2;
  poolInfo.poolSizeCount = kSeparateSampler ? 3 : 2;
  poolInfo.pPoolSizes = poolSizes;
  VkDescriptorSet sets[2] = {VK_NULL_HANDLE, VK_NULL_HANDLE};
  VkWriteDescriptorSet writes[4] = {};
  const VkDescriptorBufferInfo bufferInfos[2] = {{probeBuffer.buffer, 0, VK_WHOLE_SIZE},
                                                 {results.buffer, 0, VK_WHOLE_SIZE}};
  const VkDescriptorImageInfo imageInfo{kSeparateSampler ? VK_NULL_HANDLE : sampler, view,
                                        VK_IMAGE_LAYOUT_SHADER_READ_ONLY_OPTIMAL};
  const VkDescriptorImageInfo samplerInfo{sampler, VK_NULL_HANDLE, VK_IMAGE_LAYOUT_UNDEFINED};
  check(vkCreateDescriptorPool(d, &poolInfo, nullptr, &pool), "vkCreateDescriptorPool");
  auto setInfo = make<VkDescriptorSetAllocateInfo>(VK_STRUCTURE_TYPE_DESCRIPTOR_SET_ALLOCATE_INFO);
  setInfo.descriptorPool = pool;
  setInfo.descriptorSetCount = 2;
  setInfo.pSetLayouts = layouts;
  check(vkAllocateDescriptorSets(d, &setInfo, sets), "vkAllocateDescriptorSets");
  for (uint32_t b = 0; b < 2; ++b) {
    writes[b] = make<VkWriteDescriptorSet>(VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET);
    writes[b].dstSet = sets[0];
    writes[b].dstBinding = b;
    writes[b].descriptorCount = 1;
    writes[b].descriptorType = VK_DESCRIPTOR_TYPE_STORAGE_BUFFER;
    writes[b].pBufferInfo = &bufferInfos[b];
  }
  writes[2] = make<VkWriteDescriptorSet>(VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET);
  writes[2].dstSet = sets[1];
  writes[2].descriptorCount = 1;
  writes[2].descriptorType = kImageDescriptorType;  // a mutable binding is written with the concrete type
  if (kTexelBuffer)
    writes[2].pTexelBufferView = &bufferView;  // VK_NULL_HANDLE for a null descriptor
  else
    writes[2].pImageInfo = &imageInfo;  // imageView VK_NULL_HANDLE for a null descriptor
  writes[3] = writes[2];
  writes[3].dstBinding = 1;
  // element 0: the shader's smp[slots - 1 - slot] for its one slot
  writes[3].descriptorType = VK_DESCRIPTOR_TYPE_SAMPLER;
  writes[3].pImageInfo = &samplerInfo;
  const uint32_t writeCount = kSeparateSampler ? 4 : 3;
  // Update-after-bind: set 1 is written once the command buffer has bound it (below).
  vkUpdateDescriptorSets(d, kUpdateAfterBind ? 2 : writeCount, writes, 0, nullptr);
#endif

  // Upload, dispatch, wait.
  auto cmdPoolInfo = make<VkCommandPoolCreateInfo>(VK_STRUCTURE_TYPE_COMMAND_POOL_CREATE_INFO);
  cmdPoolInfo.queueFamilyIndex = ctx.queueFamily;
  VkCommandPool cmdPool;
  check(vkCreateCommandPool(d, &cmdPoolInfo, nullptr, &cmdPool), "vkCreateCommandPool");
  auto cmdInfo = make<VkCommandBufferAllocateInfo>(VK_STRUCTURE_TYPE_COMMAND_BUFFER_ALLOCATE_INFO);
  cmdInfo.commandPool = cmdPool;
  cmdInfo.level = VK_COMMAND_BUFFER_LEVEL_PRIMARY;
  cmdInfo.commandBufferCount = 1;
  VkCommandBuffer cmd;
  check(vkAllocateCommandBuffers(d, &cmdInfo, &cmd), "vkAllocateCommandBuffers");
  auto begin = make<VkCommandBufferBeginInfo>(VK_STRUCTURE_TYPE_COMMAND_BUFFER_BEGIN_INFO);
  begin.flags = VK_COMMAND_BUFFER_USAGE_ONE_TIME_SUBMIT_BIT;
  check(vkBeginCommandBuffer(cmd, &begin), "vkBeginCommandBuffer");
#ifdef REPRO_MULTISAMPLE
  fill->record(cmd, image);
#else
  if (image) {
    imageBarrier(cmd, image, VK_IMAGE_LAYOUT_UNDEFINED, VK_IMAGE_LAYOUT_TRANSFER_DST_OPTIMAL, 0,
                 VK_ACCESS_TRANSFER_WRITE_BIT, VK_PIPELINE_STAGE_TOP_OF_PIPE_BIT,
                 VK_PIPELINE_STAGE_TRANSFER_BIT);
    if (kCopyCount > 0)  // a sparse image with no page bound has nothing to copy (regionCount > 0)
      vkCmdCopyBufferToImage(cmd, staging.buffer, image, VK_IMAGE_LAYOUT_TRANSFER_DST_OPTIMAL, kCopyCount,
                             kCopies);
    imageBarrier(cmd, image, VK_IMAGE_LAYOUT_TRANSFER_DST_OPTIMAL, VK_IMAGE_LAYOUT_SHADER_READ_ONLY_OPTIMAL,
                 VK_ACCESS_TRANSFER_WRITE_BIT, VK_ACCESS_SHADER_READ_BIT, VK_PIPELINE_STAGE_TRANSFER_BIT,
                 VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT);
  }
#endif
  vkCmdBindPipeline(cmd, VK_PIPELINE_BIND_POINT_COMPUTE, pipeline);
#ifdef REPRO_DESCRIPTOR_BUFFER
  bindDescriptorBuffer(ctx, cmd, pipelineLayout, descriptorBuffer);
#else
  vkCmdBindDescriptorSets(cmd, VK_PIPELINE_BIND_POINT_COMPUTE, pipelineLayout, 0, 2, sets, 0, nullptr);
  if (kUpdateAfterBind) vkUpdateDescriptorSets(d, writeCount - 2, writes + 2, 0, nullptr);
#endif
  const uint32_t range[4] = {0, kProbeCount, 1, 1};
  vkCmdPushConstants(cmd, pipelineLayout, VK_SHADER_STAGE_COMPUTE_BIT, 0, sizeof range, range);
  vkCmdDispatch(cmd, (kProbeCount + 63) / 64, 1, 1);
  auto toHost = make<VkMemoryBarrier>(VK_STRUCTURE_TYPE_MEMORY_BARRIER);
  toHost.srcAccessMask = VK_ACCESS_SHADER_WRITE_BIT;
  toHost.dstAccessMask = VK_ACCESS_HOST_READ_BIT;
  vkCmdPipelineBarrier(cmd, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT, VK_PIPELINE_STAGE_HOST_BIT, 0, 1, &toHost,
                       0, nullptr, 0, nullptr);
  check(vkEndCommandBuffer(cmd), "vkEndCommandBuffer");
  auto fenceInfo = make<VkFenceCreateInfo>(VK_STRUCTURE_TYPE_FENCE_CREATE_INFO);
  VkFence fence;
  check(vkCreateFence(d, &fenceInfo, nullptr, &fence), "vkCreateFence");
  auto submit = make<VkSubmitInfo>(VK_STRUCTURE_TYPE_SUBMIT_INFO);
  submit.commandBufferCount = 1;
  submit.pCommandBuffers = &cmd;
  check(vkQueueSubmit(ctx.queue, 1, &submit, fence), "vkQueueSubmit");
  check(vkWaitForFences(d, 1, &fence, VK_TRUE, 60ull * 1000 * 1000 * 1000), "vkWaitForFences (60 s)");

  // Compare every probe.
  const uint32_t* got = static_cast<const uint32_t*>(results.data);
  if (!dumpFile.empty()) {
    std::ofstream dump(dumpFile, std::ios::binary);
    dump.write(static_cast<const char*>(results.data), std::streamsize(resultBytes));
    if (!dump) throw Failure("cannot write " + dumpFile);
  }
  const uint32_t failed = judgeResults(got);

  vkDestroyFence(d, fence, nullptr);
  vkDestroyCommandPool(d, cmdPool, nullptr);
  if (pool) vkDestroyDescriptorPool(d, pool, nullptr);
#ifdef REPRO_DESCRIPTOR_BUFFER
  vkDestroyBuffer(d, descriptorBuffer.bytes.buffer, nullptr);
  vkFreeMemory(d, descriptorBuffer.bytes.memory, nullptr);
#endif
  vkDestroyPipeline(d, pipeline, nullptr);
  vkDestroyShaderModule(d, module, nullptr);
  vkDestroyPipelineLayout(d, pipelineLayout, nullptr);
  for (VkDescriptorSetLayout l : layouts) vkDestroyDescriptorSetLayout(d, l, nullptr);
  for (const Buffer* b : {&staging, &probeBuffer, &results}) {
    vkDestroyBuffer(d, b->buffer, nullptr);
    vkFreeMemory(d, b->memory, nullptr);
  }
#ifdef REPRO_MULTISAMPLE
  fill.reset();
#endif
  if (sampler) vkDestroySampler(d, sampler, nullptr);
  if (bufferView) vkDestroyBufferView(d, bufferView, nullptr);
  if (view) vkDestroyImageView(d, view, nullptr);
  if (image) vkDestroyImage(d, image, nullptr);
  if (imageMemory) vkFreeMemory(d, imageMemory, nullptr);
  vkDestroyDevice(d, nullptr);
  vkDestroyInstance(ctx.instance, nullptr);
  return failed ? 1 : 0;
}

}  // namespace

int main(int argc, char** argv) {
  std::string device, dataDir = REPRO_DATA_DIR, dump, judge;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    if ((a == "--device" || a == "--data" || a == "--dump" || a == "--judge") && i + 1 < argc) {
      (a == "--device" ? device : a == "--data" ? dataDir : a == "--dump" ? dump : judge) = argv[++i];
    } else {
      std::fprintf(stderr,
                   "usage: %s [--device NAME-SUBSTRING|INDEX] [--data DIR] [--dump FILE] | --judge FILE\n",
                   argv[0]);
      return 2;
    }
  }
  try {
    if (!judge.empty()) return judgeFile(judge);
    return run(device, dataDir, dump);
  } catch (const ContractFailure& e) {
    std::printf("FAIL: %s\n", e.what());
    return 1;
  } catch (const std::exception& e) {
    std::fprintf(stderr, "repro: %s\n", e.what());
    return 2;
  }
}
