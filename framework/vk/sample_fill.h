// The graphics pipeline that fills multisample colour images one sample at a time (SEMANTICS
// §6.3, the portable path): a full-screen triangle per sample; the fragment shader reads the
// model's value for its pixel and sample from a storage buffer and limits coverage to that
// sample through gl_SampleMask. Dynamic rendering, no render pass objects.
#pragma once

#include "model/formats.h"
#include "vk/device.h"

#include <cstdint>
#include <vector>

namespace vktexel::vk {

struct FillPush {
  uint32_t first, width, samples, sampleIndex, stencilRef, hasStencil;
};

class SampleFillPipeline {
 public:
  // sampleShading: one draw whose fragment shader runs per sample (sampleRateShading); else one
  // draw per sample whose fragment shader masks coverage to it.
  // Colour formats render to a colour attachment; depth/stencil formats write gl_FragDepth and
  // replace stencil with one pass per reference value.
  SampleFillPipeline(const Device& device, const model::FormatInfo& format, uint32_t samples,
                     bool sampleShading, const std::vector<uint32_t>& vertex,
                     const std::vector<uint32_t>& fragment);
  ~SampleFillPipeline();
  SampleFillPipeline(const SampleFillPipeline&) = delete;
  SampleFillPipeline& operator=(const SampleFillPipeline&) = delete;

  VkDescriptorSetLayout setLayout() const { return setLayout_; }
  // Renders every sample of one layer: `attachment` is a single-layer view in attachmentLayout().
  // stencilRefs: the stencil values present in the layer (one pass each; ignored without stencil).
  void record(VkCommandBuffer cmd, VkImageView attachment, uint32_t width, uint32_t height,
              VkDescriptorSet values, uint32_t firstValue, const std::vector<uint32_t>& stencilRefs) const;
  VkImageLayout attachmentLayout() const;
  bool depthStencil() const { return depth_ || stencil_; }

 private:
  const Device& device_;
  uint32_t samples_;
  bool sampleShading_;
  bool depth_ = false, stencil_ = false;
  VkDescriptorSetLayout setLayout_ = VK_NULL_HANDLE;
  VkPipelineLayout layout_ = VK_NULL_HANDLE;
  VkPipeline pipeline_ = VK_NULL_HANDLE;
};

}  // namespace vktexel::vk
