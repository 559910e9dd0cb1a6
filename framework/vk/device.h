// A logical device created for one robustness tier (SEMANTICS §3.1, §10), or for every tier at once
// where the driver has VK_EXT_pipeline_robustness (issue 57): each pipeline then asks for its
// batch's tier (VkPipelineRobustnessCreateInfoEXT), so a view state is registered on one device,
// not one per tier. Drivers without it select robustness per device, so each tier gets its own,
// and cases without a tier run on a device with no robustness at all, the default of most
// applications and the fast path of most drivers; nullDescriptor only where a case binds null.
// The per-device path stays tested on those drivers too (run/robustness_path.h).
#pragma once

#include "model/fetch.h"
#include "vk/instance.h"

#include <map>
#include <string>

namespace vktexel::vk {

struct RobustnessSupport {
  bool robustImageAccess = false;
  bool robustImageAccess2 = false;
  bool nullDescriptor = false;
  bool robustBufferAccess2 = false;
  bool pipelineRobustness = false;  // VK_EXT_pipeline_robustness (core in 1.4)
  bool supports(model::Tier t) const;
  model::Tier best() const;
};

RobustnessSupport queryRobustness(const PhysicalDeviceInfo& physical);

// What a device is created with: a robustness tier, nullDescriptor or not, and sparse residency
// or not (sparse images are on a device of their own, so no other case runs with it enabled).
struct DeviceProfile {
  model::Tier tier = model::Tier::None;
  bool nullDescriptor = false;
  bool sparse = false;
  // Every tier on one device, chosen per pipeline (`tier` stays None): pipelineRobustness enabled
  // and no device-level robustness; nullDescriptor with it where the device has that.
  bool perPipeline = false;
  bool operator<(const DeviceProfile& o) const;
  std::string name() const;  // "none", "ria2", "none+null", "per-pipeline+null" ...
  // The first feature `support` lacks for this profile, or "".
  std::string missing(const RobustnessSupport& support) const;
};

// The first feature a sparse device needs that `physical` lacks, or "": sparseBinding,
// shaderResourceResidency, and a compute queue family with VK_QUEUE_SPARSE_BINDING_BIT (SEMANTICS §8).
std::string missingSparse(const PhysicalDeviceInfo& physical);

class Device {
 public:
  // Enables exactly the profile's robustness features; throws std::runtime_error if the device
  // lacks them.
  Device(const PhysicalDeviceInfo& physical, DeviceProfile profile);
  ~Device();
  Device(const Device&) = delete;
  Device& operator=(const Device&) = delete;

  VkDevice handle() const { return device_; }
  VkPhysicalDevice physical() const { return physical_.handle; }
  const PhysicalDeviceInfo& info() const { return physical_; }
  VkQueue queue() const { return queue_; }
  uint32_t queueFamily() const { return queueFamily_; }
  uint32_t timestampValidBits() const { return timestampValidBits_; }  // 0: no timestamps on the queue
  bool graphicsQueue() const { return graphicsQueue_; }                // the multisample fill records draws
  model::Tier tier() const { return profile_.tier; }
  const DeviceProfile& profile() const { return profile_; }
  bool nullDescriptorEnabled() const { return nullDescriptor_; }
  const VkPhysicalDeviceLimits& limits() const { return physical_.properties.limits; }
  // The robustness a pipeline for a batch of `tier` asks for on a per-pipeline device: images
  // DISABLED, ROBUST_IMAGE_ACCESS or _2 by the tier, and the buffers (probe, result and texel
  // buffers) as a device made for that tier enables them.
  VkPipelineRobustnessCreateInfoEXT pipelineRobustness(model::Tier tier) const;

  bool robustBufferAccess2Enabled() const { return robustBufferAccess2_; }
  bool perPipelineRobustness() const { return profile_.perPipeline; }
  bool dynamicRenderingEnabled() const { return dynamicRendering_; }  // the multisample fill renders
  // VK_SAMPLER_ADDRESS_MODE_MIRROR_CLAMP_TO_EDGE (Vulkan 1.2 samplerMirrorClampToEdge).
  bool samplerMirrorClampToEdgeEnabled() const { return samplerMirrorClampToEdge_; }
  // Indexing descriptor arrays at run time (P-21): the features enabled, each where the device has it.
  struct DescriptorIndexing {
    bool sampledImageDynamic = false;          // shaderSampledImageArrayDynamicIndexing (core 1.0)
    bool texelBufferDynamic = false;           // shaderUniformTexelBufferArrayDynamicIndexing
    bool sampledImageNonUniform = false;       // shaderSampledImageArrayNonUniformIndexing
    bool texelBufferNonUniform = false;        // shaderUniformTexelBufferArrayNonUniformIndexing
    bool sampledImageUpdateAfterBind = false;  // descriptorBindingSampledImageUpdateAfterBind
    bool texelBufferUpdateAfterBind = false;   // descriptorBindingUniformTexelBufferUpdateAfterBind
    bool partiallyBound = false;               // descriptorBindingPartiallyBound
    bool mutableDescriptorType = false;        // VK_EXT_mutable_descriptor_type
    bool descriptorBuffer = false;             // VK_EXT_descriptor_buffer and bufferDeviceAddress
  };
  const DescriptorIndexing& descriptorIndexing() const { return descriptorIndexing_; }
  // The descriptor sizes and alignments of VK_EXT_descriptor_buffer (valid where enabled).
  const VkPhysicalDeviceDescriptorBufferPropertiesEXT& descriptorBufferProperties() const {
    return descriptorBufferProperties_;
  }
  // The device supports ASTC HDR, so it "may" decode HDR blocks of UNORM formats as HDR.
  bool astcHdrDecoding() const { return astcHdrDecoding_; }
  // Core features enabled when the device has them (the cases that need one are gated on it).
  const VkPhysicalDeviceFeatures& enabledFeatures() const { return enabled_; }

  VkFormatFeatureFlags optimalFeatures(VkFormat format) const;
  VkFormatFeatureFlags bufferFeatures(VkFormat format) const;
  // VK_FORMAT_FEATURE_2_SAMPLED_IMAGE_DEPTH_COMPARISON_BIT (Vulkan 1.3 VkFormatProperties3).
  bool depthComparison(VkFormat format) const;
  // A memory type index with `required` properties among `typeBits`; throws if there is none.
  uint32_t memoryType(uint32_t typeBits, VkMemoryPropertyFlags required) const;

 private:
  PhysicalDeviceInfo physical_;
  DeviceProfile profile_;
  bool nullDescriptor_ = false;
  bool robustBufferAccess2_ = false;
  RobustnessSupport support_;  // a per-pipeline device's: which behaviours its pipelines may ask for
  bool dynamicRendering_ = false;
  bool samplerMirrorClampToEdge_ = false;
  DescriptorIndexing descriptorIndexing_;
  VkPhysicalDeviceDescriptorBufferPropertiesEXT descriptorBufferProperties_{};
  bool astcHdrDecoding_ = false;
  VkPhysicalDeviceFeatures enabled_{};
  VkDevice device_ = VK_NULL_HANDLE;
  VkQueue queue_ = VK_NULL_HANDLE;
  uint32_t queueFamily_ = 0;
  uint32_t timestampValidBits_ = 0;
  bool graphicsQueue_ = false;
  VkPhysicalDeviceMemoryProperties memory_{};
  mutable std::map<VkFormat, VkFormatProperties> formatProperties_;
  const VkFormatProperties& formatProperties(VkFormat format) const;
};

}  // namespace vktexel::vk
