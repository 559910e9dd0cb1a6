#include "vk/device.h"
#include "vk/structs.h"

#include "vk/check.h"

#include <cstring>
#include <stdexcept>
#include <tuple>
#include <vector>

namespace vktexel::vk {
namespace {

bool hasExtension(VkPhysicalDevice pd, const char* name) {
  uint32_t count = 0;
  vkEnumerateDeviceExtensionProperties(pd, nullptr, &count, nullptr);
  std::vector<VkExtensionProperties> exts(count);
  vkEnumerateDeviceExtensionProperties(pd, nullptr, &count, exts.data());
  for (const VkExtensionProperties& e : exts)
    if (std::strcmp(e.extensionName, name) == 0) return true;
  return false;
}

// What the device supports of one chained feature struct (VkPhysicalDeviceVulkan12Features ...).
template <typename Features>
Features availableFeatures(VkPhysicalDevice pd, VkStructureType type) {
  auto available = makeStruct<Features>(type);
  auto query = makeStruct<VkPhysicalDeviceFeatures2>(VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_FEATURES_2);
  query.pNext = &available;
  vkGetPhysicalDeviceFeatures2(pd, &query);
  available.pNext = nullptr;
  return available;
}

bool core13(const PhysicalDeviceInfo& p) {
  return p.properties.apiVersion >= VK_API_VERSION_1_3;
}

}  // namespace

bool RobustnessSupport::supports(model::Tier t) const {
  switch (t) {
    case model::Tier::None: return true;
    case model::Tier::RIA: return robustImageAccess;
    case model::Tier::RIA2: return robustImageAccess && robustImageAccess2;
  }
  return false;
}

model::Tier RobustnessSupport::best() const {
  if (supports(model::Tier::RIA2)) return model::Tier::RIA2;
  if (supports(model::Tier::RIA)) return model::Tier::RIA;
  return model::Tier::None;
}

bool DeviceProfile::operator<(const DeviceProfile& o) const {
  return std::tie(perPipeline, tier, nullDescriptor, sparse) <
         std::tie(o.perPipeline, o.tier, o.nullDescriptor, o.sparse);
}

std::string DeviceProfile::name() const {
  return std::string(perPipeline ? "per-pipeline" : model::toString(tier)) + (nullDescriptor ? "+null" : "") +
         (sparse ? "+sparse" : "");
}

namespace {

std::vector<VkQueueFamilyProperties> queueFamilies(VkPhysicalDevice physical) {
  uint32_t count = 0;
  vkGetPhysicalDeviceQueueFamilyProperties(physical, &count, nullptr);
  std::vector<VkQueueFamilyProperties> families(count);
  vkGetPhysicalDeviceQueueFamilyProperties(physical, &count, families.data());
  return families;
}

// The first family with every bit of `flags`, or -1.
int familyWith(const std::vector<VkQueueFamilyProperties>& families, VkQueueFlags flags) {
  for (size_t i = 0; i < families.size(); ++i)
    if ((families[i].queueFlags & flags) == flags) return int(i);
  return -1;
}

constexpr VkQueueFlags kSparseQueue = VK_QUEUE_COMPUTE_BIT | VK_QUEUE_SPARSE_BINDING_BIT;

}  // namespace

std::string missingSparse(const PhysicalDeviceInfo& physical) {
  VkPhysicalDeviceFeatures f{};
  vkGetPhysicalDeviceFeatures(physical.handle, &f);
  if (!f.sparseBinding) return "sparseBinding";
  if (!f.shaderResourceResidency) return "shaderResourceResidency";
  if (familyWith(queueFamilies(physical.handle), kSparseQueue) < 0)
    return "a compute queue family with VK_QUEUE_SPARSE_BINDING_BIT";
  return "";
}

std::string DeviceProfile::missing(const RobustnessSupport& support) const {
  if (perPipeline && !support.pipelineRobustness) return "pipelineRobustness";
  if (!support.supports(tier)) return model::featureName(tier);
  if (nullDescriptor && !support.nullDescriptor) return "nullDescriptor";
  return "";
}

RobustnessSupport queryRobustness(const PhysicalDeviceInfo& physical) {
  RobustnessSupport s;
  auto features = makeStruct<VkPhysicalDeviceFeatures2>(VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_FEATURES_2);
  auto v13 =
      makeStruct<VkPhysicalDeviceVulkan13Features>(VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_3_FEATURES);
  auto imageRobustness = makeStruct<VkPhysicalDeviceImageRobustnessFeatures>(
      VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_IMAGE_ROBUSTNESS_FEATURES);
  auto robustness2 = makeStruct<VkPhysicalDeviceRobustness2FeaturesEXT>(
      VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_ROBUSTNESS_2_FEATURES_EXT);
  void** next = &features.pNext;
  if (core13(physical)) {
    *next = &v13;
    next = &v13.pNext;
  } else if (hasExtension(physical.handle, VK_EXT_IMAGE_ROBUSTNESS_EXTENSION_NAME)) {
    *next = &imageRobustness;
    next = &imageRobustness.pNext;
  }
  const bool hasRobustness2 = hasExtension(physical.handle, VK_EXT_ROBUSTNESS_2_EXTENSION_NAME);
  if (hasRobustness2) {
    *next = &robustness2;
    next = &robustness2.pNext;
  }
  auto pipelineRobustness = makeStruct<VkPhysicalDevicePipelineRobustnessFeaturesEXT>(
      VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_PIPELINE_ROBUSTNESS_FEATURES_EXT);
  const bool hasPipelineRobustness = hasExtension(physical.handle, VK_EXT_PIPELINE_ROBUSTNESS_EXTENSION_NAME);
  if (hasPipelineRobustness) *next = &pipelineRobustness;
  vkGetPhysicalDeviceFeatures2(physical.handle, &features);
  s.pipelineRobustness = hasPipelineRobustness && pipelineRobustness.pipelineRobustness;
  s.robustImageAccess = v13.robustImageAccess || imageRobustness.robustImageAccess;
  s.robustImageAccess2 = hasRobustness2 && robustness2.robustImageAccess2;
  s.nullDescriptor = hasRobustness2 && robustness2.nullDescriptor;
  s.robustBufferAccess2 =
      hasRobustness2 && robustness2.robustBufferAccess2 && features.features.robustBufferAccess;
  return s;
}

Device::Device(const PhysicalDeviceInfo& physical, DeviceProfile profile)
    : physical_(physical), profile_(profile) {
  const RobustnessSupport support = queryRobustness(physical);
  std::string lack = profile.missing(support);
  if (lack.empty() && profile.sparse) lack = missingSparse(physical);
  if (!lack.empty()) throw std::runtime_error("device lacks " + lack);
  const model::Tier tier = profile.tier;

  // One queue does everything; on a sparse device it also binds sparse memory. A family that
  // renders too when there is one (a device with graphics has one with both): the multisample
  // fill draws. A device that is compute only still runs every other case.
  const std::vector<VkQueueFamilyProperties> families = queueFamilies(physical.handle);
  const VkQueueFlags needed = profile.sparse ? kSparseQueue : VkQueueFlags(VK_QUEUE_COMPUTE_BIT);
  int family = familyWith(families, needed | VK_QUEUE_GRAPHICS_BIT);
  if (family < 0) family = familyWith(families, needed);
  if (family < 0) throw std::runtime_error("device has no compute queue");
  queueFamily_ = uint32_t(family);
  timestampValidBits_ = families[queueFamily_].timestampValidBits;
  graphicsQueue_ = families[queueFamily_].queueFlags & VK_QUEUE_GRAPHICS_BIT;

  const bool robust = tier != model::Tier::None;
  const bool robust2 = tier == model::Tier::RIA2;
  auto features = makeStruct<VkPhysicalDeviceFeatures2>(VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_FEATURES_2);
  VkPhysicalDeviceFeatures available{};
  vkGetPhysicalDeviceFeatures(physical.handle, &available);
  features.features.robustBufferAccess = robust;
  features.features.imageCubeArray = available.imageCubeArray;              // cube-array views (P-15, P-33)
  features.features.shaderResourceMinLod = available.shaderResourceMinLod;  // Grad's MinLod (P-06)
  features.features.sampleRateShading = available.sampleRateShading;        // the sample-shading fill
  // Dynamic Offset and ConstOffsets on gathers (P-26, S-03, SEMANTICS §5.4).
  features.features.shaderImageGatherExtended = available.shaderImageGatherExtended;
  // Descriptor arrays indexed at run time (P-21; the cases are gated on each feature).
  features.features.shaderSampledImageArrayDynamicIndexing = available.shaderSampledImageArrayDynamicIndexing;
  descriptorIndexing_.sampledImageDynamic = available.shaderSampledImageArrayDynamicIndexing;
  // The block-compressed families (the cases of each are gated on its feature).
  features.features.textureCompressionBC = available.textureCompressionBC;
  features.features.textureCompressionETC2 = available.textureCompressionETC2;
  features.features.textureCompressionASTC_LDR = available.textureCompressionASTC_LDR;
  // A device that can decode ASTC HDR may do so on UNORM formats too (not enabled: never needed).
  astcHdrDecoding_ = hasExtension(physical.handle, VK_EXT_TEXTURE_COMPRESSION_ASTC_HDR_EXTENSION_NAME);
  if (profile.sparse) {  // SEMANTICS §8; 3D where the device has it (the cases are gated on it)
    features.features.sparseBinding = VK_TRUE;
    features.features.shaderResourceResidency = VK_TRUE;
    features.features.sparseResidencyImage2D = available.sparseResidencyImage2D;
    features.features.sparseResidencyImage3D = available.sparseResidencyImage3D;
  }
  enabled_ = features.features;
  auto v13 =
      makeStruct<VkPhysicalDeviceVulkan13Features>(VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_3_FEATURES);
  auto imageRobustness = makeStruct<VkPhysicalDeviceImageRobustnessFeatures>(
      VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_IMAGE_ROBUSTNESS_FEATURES);
  auto robustness2 = makeStruct<VkPhysicalDeviceRobustness2FeaturesEXT>(
      VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_ROBUSTNESS_2_FEATURES_EXT);
  std::vector<const char*> extensions;
  void** next = &features.pNext;
  auto v12 =
      makeStruct<VkPhysicalDeviceVulkan12Features>(VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_2_FEATURES);
  bool bufferDeviceAddress = false;                            // descriptor buffers need it (below)
  if (physical.properties.apiVersion >= VK_API_VERSION_1_2) {  // mirror clamp to edge (gathers)
    const auto available12 = availableFeatures<VkPhysicalDeviceVulkan12Features>(
        physical.handle, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_2_FEATURES);
    bufferDeviceAddress = available12.bufferDeviceAddress;
    v12.samplerMirrorClampToEdge = available12.samplerMirrorClampToEdge;
    samplerMirrorClampToEdge_ = available12.samplerMirrorClampToEdge;
    v12.shaderUniformTexelBufferArrayDynamicIndexing =
        available12.shaderUniformTexelBufferArrayDynamicIndexing;
    v12.shaderSampledImageArrayNonUniformIndexing = available12.shaderSampledImageArrayNonUniformIndexing;
    v12.shaderUniformTexelBufferArrayNonUniformIndexing =
        available12.shaderUniformTexelBufferArrayNonUniformIndexing;
    descriptorIndexing_.texelBufferDynamic = available12.shaderUniformTexelBufferArrayDynamicIndexing;
    descriptorIndexing_.sampledImageNonUniform = available12.shaderSampledImageArrayNonUniformIndexing;
    descriptorIndexing_.texelBufferNonUniform = available12.shaderUniformTexelBufferArrayNonUniformIndexing;
    v12.descriptorBindingSampledImageUpdateAfterBind =
        available12.descriptorBindingSampledImageUpdateAfterBind;
    v12.descriptorBindingUniformTexelBufferUpdateAfterBind =
        available12.descriptorBindingUniformTexelBufferUpdateAfterBind;
    v12.descriptorBindingPartiallyBound = available12.descriptorBindingPartiallyBound;
    descriptorIndexing_.sampledImageUpdateAfterBind =
        available12.descriptorBindingSampledImageUpdateAfterBind;
    descriptorIndexing_.texelBufferUpdateAfterBind =
        available12.descriptorBindingUniformTexelBufferUpdateAfterBind;
    descriptorIndexing_.partiallyBound = available12.descriptorBindingPartiallyBound;
    *next = &v12;
    next = &v12.pNext;
  }
  if (core13(physical)) {  // Vulkan 1.3: dynamic rendering where present, robustness per tier
    const auto available = availableFeatures<VkPhysicalDeviceVulkan13Features>(
        physical.handle, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_3_FEATURES);
    v13.dynamicRendering = available.dynamicRendering;
    dynamicRendering_ = available.dynamicRendering;
    astcHdrDecoding_ = astcHdrDecoding_ || available.textureCompressionASTC_HDR;
    v13.robustImageAccess = robust;
    *next = &v13;
    next = &v13.pNext;
  }
  if (robust && !core13(physical)) {  // before 1.3: the extension's feature
    imageRobustness.robustImageAccess = VK_TRUE;
    extensions.push_back(VK_EXT_IMAGE_ROBUSTNESS_EXTENSION_NAME);
    *next = &imageRobustness;
    next = &imageRobustness.pNext;
  }
  // Mutable descriptors (P-21): where the device has the extension and its feature.
  auto mutableType = makeStruct<VkPhysicalDeviceMutableDescriptorTypeFeaturesEXT>(
      VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_MUTABLE_DESCRIPTOR_TYPE_FEATURES_EXT);
  if (hasExtension(physical.handle, VK_EXT_MUTABLE_DESCRIPTOR_TYPE_EXTENSION_NAME) &&
      availableFeatures<VkPhysicalDeviceMutableDescriptorTypeFeaturesEXT>(
          physical.handle, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_MUTABLE_DESCRIPTOR_TYPE_FEATURES_EXT)
          .mutableDescriptorType) {
    mutableType.mutableDescriptorType = VK_TRUE;
    descriptorIndexing_.mutableDescriptorType = true;
    extensions.push_back(VK_EXT_MUTABLE_DESCRIPTOR_TYPE_EXTENSION_NAME);
    *next = &mutableType;
    next = &mutableType.pNext;
  }
  // Descriptor buffers (P-21): where the device has the extension, its feature and buffer device
  // addresses (the storage and texel buffer descriptors are written from addresses).
  auto descriptorBuffer = makeStruct<VkPhysicalDeviceDescriptorBufferFeaturesEXT>(
      VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_DESCRIPTOR_BUFFER_FEATURES_EXT);
  if (bufferDeviceAddress && hasExtension(physical.handle, VK_EXT_DESCRIPTOR_BUFFER_EXTENSION_NAME) &&
      availableFeatures<VkPhysicalDeviceDescriptorBufferFeaturesEXT>(
          physical.handle, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_DESCRIPTOR_BUFFER_FEATURES_EXT)
          .descriptorBuffer) {
    v12.bufferDeviceAddress = VK_TRUE;
    descriptorBuffer.descriptorBuffer = VK_TRUE;
    descriptorIndexing_.descriptorBuffer = true;
    extensions.push_back(VK_EXT_DESCRIPTOR_BUFFER_EXTENSION_NAME);
    *next = &descriptorBuffer;
    next = &descriptorBuffer.pNext;
    descriptorBufferProperties_ = makeStruct<VkPhysicalDeviceDescriptorBufferPropertiesEXT>(
        VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_DESCRIPTOR_BUFFER_PROPERTIES_EXT);
    auto props = makeStruct<VkPhysicalDeviceProperties2>(VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_PROPERTIES_2);
    props.pNext = &descriptorBufferProperties_;
    vkGetPhysicalDeviceProperties2(physical.handle, &props);
    descriptorBufferProperties_.pNext = nullptr;
  }
  auto pipelineRobustness = makeStruct<VkPhysicalDevicePipelineRobustnessFeaturesEXT>(
      VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_PIPELINE_ROBUSTNESS_FEATURES_EXT);
  if (profile.perPipeline) {  // each pipeline asks for its tier; the device enables none
    pipelineRobustness.pipelineRobustness = VK_TRUE;
    support_ = support;
    extensions.push_back(VK_EXT_PIPELINE_ROBUSTNESS_EXTENSION_NAME);
    *next = &pipelineRobustness;
    next = &pipelineRobustness.pNext;
  }
  if (robust2 || profile.nullDescriptor) {
    robustness2.robustImageAccess2 = robust2;
    robustness2.nullDescriptor = profile.nullDescriptor;
    robustness2.robustBufferAccess2 = robust2 && support.robustBufferAccess2;
    nullDescriptor_ = profile.nullDescriptor;
    robustBufferAccess2_ = robustness2.robustBufferAccess2;
    extensions.push_back(VK_EXT_ROBUSTNESS_2_EXTENSION_NAME);
    *next = &robustness2;
  }

  const float priority = 1.0f;
  auto queueInfo = makeStruct<VkDeviceQueueCreateInfo>(VK_STRUCTURE_TYPE_DEVICE_QUEUE_CREATE_INFO);
  queueInfo.queueFamilyIndex = queueFamily_;
  queueInfo.queueCount = 1;
  queueInfo.pQueuePriorities = &priority;
  auto info = makeStruct<VkDeviceCreateInfo>(VK_STRUCTURE_TYPE_DEVICE_CREATE_INFO);
  info.pNext = &features;
  info.queueCreateInfoCount = 1;
  info.pQueueCreateInfos = &queueInfo;
  info.enabledExtensionCount = uint32_t(extensions.size());
  info.ppEnabledExtensionNames = extensions.data();
  check(vkCreateDevice(physical.handle, &info, nullptr, &device_), "vkCreateDevice");
  vkGetDeviceQueue(device_, queueFamily_, 0, &queue_);
  vkGetPhysicalDeviceMemoryProperties(physical.handle, &memory_);
}

VkPipelineRobustnessCreateInfoEXT Device::pipelineRobustness(model::Tier tier) const {
  auto r =
      makeStruct<VkPipelineRobustnessCreateInfoEXT>(VK_STRUCTURE_TYPE_PIPELINE_ROBUSTNESS_CREATE_INFO_EXT);
  const bool robust2Buffers = tier == model::Tier::RIA2 && support_.robustBufferAccess2;
  const VkPipelineRobustnessBufferBehaviorEXT buffers =
      tier == model::Tier::None ? VK_PIPELINE_ROBUSTNESS_BUFFER_BEHAVIOR_DISABLED_EXT
      : robust2Buffers          ? VK_PIPELINE_ROBUSTNESS_BUFFER_BEHAVIOR_ROBUST_BUFFER_ACCESS_2_EXT
                                : VK_PIPELINE_ROBUSTNESS_BUFFER_BEHAVIOR_ROBUST_BUFFER_ACCESS_EXT;
  r.storageBuffers = buffers;
  r.uniformBuffers = buffers;
  r.vertexInputs = VK_PIPELINE_ROBUSTNESS_BUFFER_BEHAVIOR_DEVICE_DEFAULT_EXT;  // compute: none
  r.images = tier == model::Tier::None  ? VK_PIPELINE_ROBUSTNESS_IMAGE_BEHAVIOR_DISABLED_EXT
             : tier == model::Tier::RIA ? VK_PIPELINE_ROBUSTNESS_IMAGE_BEHAVIOR_ROBUST_IMAGE_ACCESS_EXT
                                        : VK_PIPELINE_ROBUSTNESS_IMAGE_BEHAVIOR_ROBUST_IMAGE_ACCESS_2_EXT;
  return r;
}

Device::~Device() {
  if (device_) {
    vkDeviceWaitIdle(device_);
    vkDestroyDevice(device_, nullptr);
  }
}

const VkFormatProperties& Device::formatProperties(VkFormat format) const {
  auto it = formatProperties_.find(format);
  if (it != formatProperties_.end()) return it->second;
  VkFormatProperties props{};
  vkGetPhysicalDeviceFormatProperties(physical_.handle, format, &props);
  return formatProperties_[format] = props;
}

VkFormatFeatureFlags Device::optimalFeatures(VkFormat format) const {
  return formatProperties(format).optimalTilingFeatures;
}

bool Device::depthComparison(VkFormat format) const {
  if (!core13(physical_))
    return optimalFeatures(format) & VK_FORMAT_FEATURE_SAMPLED_IMAGE_BIT;  // implied before 1.3
  auto props3 = makeStruct<VkFormatProperties3>(VK_STRUCTURE_TYPE_FORMAT_PROPERTIES_3);
  auto props = makeStruct<VkFormatProperties2>(VK_STRUCTURE_TYPE_FORMAT_PROPERTIES_2);
  props.pNext = &props3;
  vkGetPhysicalDeviceFormatProperties2(physical_.handle, format, &props);
  return props3.optimalTilingFeatures & VK_FORMAT_FEATURE_2_SAMPLED_IMAGE_DEPTH_COMPARISON_BIT;
}

VkFormatFeatureFlags Device::bufferFeatures(VkFormat format) const {
  return formatProperties(format).bufferFeatures;
}

uint32_t Device::memoryType(uint32_t typeBits, VkMemoryPropertyFlags required) const {
  for (uint32_t i = 0; i < memory_.memoryTypeCount; ++i)
    if ((typeBits & (1u << i)) && (memory_.memoryTypes[i].propertyFlags & required) == required) return i;
  throw std::runtime_error("no memory type with the required properties");
}

}  // namespace vktexel::vk
