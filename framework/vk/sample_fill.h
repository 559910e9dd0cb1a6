// The graphics pipeline that fills multisample colour images one sample at a time (SEMANTICS
// §6.3, the portable path): a full-screen triangle per sample; the fragment shader reads the
// model's value for its pixel and sample from a storage buffer and limits coverage to that
// sample through gl_SampleMask. Dynamic rendering, no render pass objects.
#pragma once

#include "vk/device.h"

#include <cstdint>
#include <vector>

namespace vktexel::vk {

struct FillPush {
  uint32_t first, width, samples, sampleIndex;
};

class SampleFillPipeline {
 public:
  // sampleShading: one draw whose fragment shader runs per sample (sampleRateShading); else one
  // draw per sample whose fragment shader masks coverage to it.
  SampleFillPipeline(const Device& device, VkFormat format, uint32_t samples, bool sampleShading,
                     const std::vector<uint32_t>& vertex, const std::vector<uint32_t>& fragment);
  ~SampleFillPipeline();
  SampleFillPipeline(const SampleFillPipeline&) = delete;
  SampleFillPipeline& operator=(const SampleFillPipeline&) = delete;

  VkDescriptorSetLayout setLayout() const { return setLayout_; }
  // Renders every sample of one layer: `attachment` is a single-layer view in COLOR_ATTACHMENT_OPTIMAL.
  void record(VkCommandBuffer cmd, VkImageView attachment, uint32_t width, uint32_t height,
              VkDescriptorSet values, uint32_t firstValue) const;

 private:
  const Device& device_;
  uint32_t samples_;
  bool sampleShading_;
  VkDescriptorSetLayout setLayout_ = VK_NULL_HANDLE;
  VkPipelineLayout layout_ = VK_NULL_HANDLE;
  VkPipeline pipeline_ = VK_NULL_HANDLE;
};

}  // namespace vktexel::vk
