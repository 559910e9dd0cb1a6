// The one pipeline shape every probe shader uses:
//   set 0: binding 0 probes (storage buffer), binding 1 results (storage buffer)
//   set 1: binding 0 the images under test (sampled images or combined image samplers), an
//          array of `imageSlots` (run/slot_plan.h); with separate samplers, binding 1 the samplers
//   push constants: first probe index and probe count of the dispatch.
// One pipeline, or one sibling per bound view-state set (createSibling, run/compile_traits.h), serves every
// view of a batch: each round of views gets its own set 1 and dispatch.
#pragma once

#include "vk/descriptors.h"
#include "vk/device.h"

#include <cstdint>
#include <vector>

namespace vktexel::vk {

struct ProbeRange {
  uint32_t first;
  uint32_t count;
  uint32_t stride = 1, run = 1;  // NonUniform shaders' invocation-to-probe map (run/lane_scatter.h)
};

class ComputePipeline {
 public:
  static constexpr uint32_t kWorkgroupSize = 64;  // matches local_size_x of shaders/

  // imageBindings: the descriptor type of each of set 1's bindings (SAMPLED_IMAGE,
  // COMBINED_IMAGE_SAMPLER ..., or SAMPLED_IMAGE and SAMPLER), each an array of imageSlots.
  // kind: how set 1's bindings are created (vk/descriptors.h, P-21). tier: the robustness the
  // pipeline asks for on a per-pipeline device (Device::pipelineRobustness); ignored elsewhere.
  ComputePipeline(const Device& device, const std::vector<uint32_t>& spirv,
                  const std::vector<VkDescriptorType>& imageBindings, uint32_t imageSlots,
                  VkPipelineCache cache, ImageBindingKind kind = ImageBindingKind::Plain,
                  model::Tier tier = model::Tier::None);
  ~ComputePipeline();
  ComputePipeline(const ComputePipeline&) = delete;
  ComputePipeline& operator=(const ComputePipeline&) = delete;

  VkPipeline handle() const { return pipeline_; }
  // Another pipeline of the same shader and layout, which the caller destroys. llvmpipe 22.3 keys
  // its disk cache on the shader's NIR, which it rewrites in place whenever it compiles a variant
  // the cache lacks: a pipeline that sees several bound view-state sets gives its later variants
  // keys that change from run to run, so each state set gets a pipeline of its own
  // (docs/speed.md, "Warm runs").
  VkPipeline createSibling() const;
  VkPipelineLayout layout() const { return layout_; }
  VkDescriptorSetLayout bufferSetLayout() const { return setLayouts_[0]; }
  VkDescriptorSetLayout imageSetLayout() const { return setLayouts_[1]; }

 private:
  void destroy();

  const Device& device_;
  bool descriptorBuffer_ = false;
  VkDescriptorSetLayout setLayouts_[2] = {VK_NULL_HANDLE, VK_NULL_HANDLE};
  VkPipelineLayout layout_ = VK_NULL_HANDLE;
  VkPipeline pipeline_ = VK_NULL_HANDLE;
  VkShaderModule module_ = VK_NULL_HANDLE;
  VkPipelineCache cache_ = VK_NULL_HANDLE;
  model::Tier tier_ = model::Tier::None;
};

// A pipeline handle destroyed with this object (ComputePipeline::createSibling's).
class OwnedPipeline {
 public:
  OwnedPipeline(const Device& device, VkPipeline pipeline) : device_(&device), pipeline_(pipeline) {}
  ~OwnedPipeline();
  OwnedPipeline(OwnedPipeline&& o) noexcept : device_(o.device_), pipeline_(o.release()) {}
  OwnedPipeline& operator=(OwnedPipeline&&) = delete;
  OwnedPipeline(const OwnedPipeline&) = delete;
  OwnedPipeline& operator=(const OwnedPipeline&) = delete;
  VkPipeline handle() const { return pipeline_; }
  VkPipeline release() {  // a lost device's work is leaked, never destroyed under the driver
    const VkPipeline p = pipeline_;
    pipeline_ = VK_NULL_HANDLE;
    return p;
  }

 private:
  const Device* device_;
  VkPipeline pipeline_;
};

}  // namespace vktexel::vk
