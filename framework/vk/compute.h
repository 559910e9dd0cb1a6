// The one pipeline shape every probe shader uses:
//   set 0: binding 0 probes (storage buffer), binding 1 results (storage buffer)
//   set 1: binding 0 the image under test (sampled image or combined image sampler)
//   push constants: first probe index and probe count of the dispatch.
// One pipeline serves every view of a batch: each view gets its own set 1 and its own dispatch.
#pragma once

#include "vk/device.h"

#include <cstdint>
#include <vector>

namespace vktexel::vk {

struct ProbeRange {
  uint32_t first;
  uint32_t count;
};

class ComputePipeline {
 public:
  static constexpr uint32_t kWorkgroupSize = 64;  // matches local_size_x of shaders/

  // imageDescriptor: how set 1 binding 0 holds the image (SAMPLED_IMAGE, COMBINED_IMAGE_SAMPLER ...).
  ComputePipeline(const Device& device, const std::vector<uint32_t>& spirv, VkDescriptorType imageDescriptor,
                  VkPipelineCache cache);
  ~ComputePipeline();
  ComputePipeline(const ComputePipeline&) = delete;
  ComputePipeline& operator=(const ComputePipeline&) = delete;

  VkPipeline handle() const { return pipeline_; }
  VkPipelineLayout layout() const { return layout_; }
  VkDescriptorSetLayout bufferSetLayout() const { return setLayouts_[0]; }
  VkDescriptorSetLayout imageSetLayout() const { return setLayouts_[1]; }

 private:
  const Device& device_;
  VkDescriptorSetLayout setLayouts_[2] = {VK_NULL_HANDLE, VK_NULL_HANDLE};
  VkPipelineLayout layout_ = VK_NULL_HANDLE;
  VkPipeline pipeline_ = VK_NULL_HANDLE;
};

}  // namespace vktexel::vk
