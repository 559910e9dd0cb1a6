// The one pipeline shape every probe shader uses:
//   set 0: binding 0 probes (storage buffer), binding 1 results (storage buffer)
//   set 1: binding 0 the images under test (sampled images or combined image samplers), an
//          array of `imageSlots` (run/slot_plan.h)
//   push constants: first probe index and probe count of the dispatch.
// One pipeline serves every view of a batch: each round of views gets its own set 1 and dispatch.
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

  // imageDescriptor: how set 1 binding 0 holds the images (SAMPLED_IMAGE, COMBINED_IMAGE_SAMPLER ...).
  ComputePipeline(const Device& device, const std::vector<uint32_t>& spirv, VkDescriptorType imageDescriptor,
                  uint32_t imageSlots, VkPipelineCache cache);
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
