// The GPU side of one batch: images uploaded from the model, their views, the probe and result
// buffers, descriptor sets, and the recorded commands (uploads, then one dispatch per round of
// views, run/slot_plan.h).
#pragma once

#include "model/image.h"
#include "run/case.h"
#include "run/slot_plan.h"
#include "shadergen/shader_key.h"
#include "vk/compute.h"
#include "vk/descriptor_buffer.h"
#include "vk/descriptors.h"
#include "vk/resources.h"
#include "vk/sample_fill.h"
#include "vk/timestamps.h"

#include <array>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace vktexel {

// One case as the GPU sees it: which view it reads and where its probes sit.
struct DispatchedCase {
  const CaseSpec* spec;
  std::shared_ptr<const model::HostImage> image;
  uint32_t firstProbe = 0;  // filled in by BatchResources
};

// The batch's distinct views (image and view spec), each with its cases, and their slots.
struct BatchLayout {
  std::vector<std::vector<size_t>> casesOfView;  // indices into the batch's cases, in first-seen order
  std::vector<std::string> signatures;           // per view: its slotSignature
  SlotPlan plan;
};
BatchLayout layoutBatch(const std::vector<DispatchedCase>& cases, uint32_t maxSlots);

// One probe as the shader reads it: `struct Probe` of shaders/fetch.comp (std430), eight words
// (coord.xyzw, lod, code path, sampleIndex, reserved; gathers put float bits and offsets there).
std::array<int32_t, 8> encodeProbe(const model::FetchQuery& q, const shadergen::ShaderKey& key,
                                   uint32_t slot = 0);

// How the shader's images are bound, set 1's bindings in order: a texel buffer, a combined image
// sampler, a sampled image, or a sampled image and a sampler (separate samplers, P-01).
std::vector<VkDescriptorType> imageBindings(const shadergen::ShaderKey& key);
// How the image bindings of a key's pipeline are created (P-21).
vk::ImageBindingKind imageBindingKind(shadergen::SlotIndex index);

// The fill pipeline for multisample images of a format and sample count (kept by the runner).
using FillPipelineFor = std::function<const vk::SampleFillPipeline&(const model::FormatInfo&,
                                                                    uint32_t samples, bool sampleShading)>;

class BatchResources {
 public:
  // Creates and fills everything; throws vk::VkError or std::runtime_error.
  // key.slots must equal layout.plan.slots.
  BatchResources(const vk::Device& device, const vk::ComputePipeline& pipeline,
                 const shadergen::ShaderKey& key, std::vector<DispatchedCase>& cases,
                 const BatchLayout& layout, const FillPipelineFor& fillPipelineFor,
                 bool fillSample1IntoSample2 = false);

  // Uploads, then one dispatch per round; timestamp 0 at the start, 1 after the uploads, then
  // one after each dispatch. roundPipelines: per round, a pipeline of the batch's shader and
  // layout to bind (vk::ComputePipeline::createSibling); empty: the batch's pipeline for all.
  void record(VkCommandBuffer cmd, const vk::TimestampQueries& timestamps,
              const std::vector<VkPipeline>& roundPipelines = {}) const;
  size_t dispatchCount() const { return rounds_.size(); }
  // Raw results, four words per probe, valid after the submission completed.
  const model::RawResult* results() const;

 private:
  struct ImageSlot {
    std::shared_ptr<const model::HostImage> host;
    std::unique_ptr<vk::Image> gpu;
    std::unique_ptr<vk::Buffer> texels;  // texel buffers instead of an image
    VkImageAspectFlags aspects = VK_IMAGE_ASPECT_COLOR_BIT;
    // Multisample images: filled by rendering each layer through its own attachment view.
    const vk::SampleFillPipeline* fill = nullptr;
    std::vector<std::unique_ptr<vk::ImageView>> attachments;
    uint32_t fillFirst = 0;                          // this image's first value in the fill buffer
    std::vector<std::vector<uint32_t>> stencilRefs;  // per layer: the stencil values present
    std::optional<VkClearValue> clear;               // a Cleared multisample image: cleared, not rendered
    // One per level and aspect, from the staging buffer; sparse images: one per bound page.
    std::vector<VkBufferImageCopy> copies;
    std::vector<std::vector<uint8_t>> copyBytes;  // the staging bytes of each level and aspect
    std::vector<VkDeviceSize> copyOffsets;        // where each copyBytes lies in the staging buffer
  };
  struct ViewSlot {
    size_t image;
    model::ViewSpec spec;
    std::unique_ptr<vk::ImageView> gpu;
    std::unique_ptr<vk::BufferView> bufferView;
    VkSampler sampler = VK_NULL_HANDLE;
  };
  struct Round {
    std::vector<size_t> views;  // per slot: the view bound there
    VkDescriptorSet set = VK_NULL_HANDLE;
    vk::ProbeRange range{0, 0};
    std::string label;  // "vktexel: CASE ...": the cases the dispatch runs (a debug label)
  };

  void createImages(const vk::Device& device, const FillPipelineFor& fillPipelineFor, bool fillFault);
  void recordFill(VkCommandBuffer cmd, const ImageSlot& s) const;
  void recordClear(VkCommandBuffer cmd, const ImageSlot& s) const;
  // Descriptor buffers describe buffers by device address.
  VkBufferUsageFlags addressUsage() const {
    return bindingKind_ == vk::ImageBindingKind::DescriptorBuffer ? VK_BUFFER_USAGE_SHADER_DEVICE_ADDRESS_BIT
                                                                  : 0;
  }
  // Binding 1 holds separate samplers (P-01).
  bool separateSamplers() const { return imageBindings_.back() == VK_DESCRIPTOR_TYPE_SAMPLER; }
  void createViews(const vk::Device& device);  // and the rounds' descriptor infos
  void writeDescriptors(const vk::Device& device);
  void writeDescriptorBuffer(const vk::Device& device);  // run/batch_descriptor_buffer.cpp
  bool debugLabels_ = false;

  const vk::ComputePipeline& pipeline_;
  std::vector<ImageSlot> images_;
  std::vector<ViewSlot> views_;
  std::vector<Round> rounds_;
  std::unique_ptr<vk::Buffer> staging_, probes_, results_;
  std::unique_ptr<vk::DescriptorPool> pool_;
  bool withSampler_ = false;
  uint32_t pipelineSlots_ = 1;  // the shader's array size (separate samplers fill it from the end)
  std::map<std::string, std::unique_ptr<vk::Sampler>> samplers_;  // by SamplerSpec
  std::unique_ptr<vk::Buffer> fillValues_;  // the model's values of every multisample texel
  std::unique_ptr<vk::DescriptorPool> fillPool_;
  VkDescriptorSet fillSet_ = VK_NULL_HANDLE;
  std::vector<VkDescriptorType> imageBindings_;
  VkDescriptorSet bufferSet_ = VK_NULL_HANDLE;
  // Update-after-bind batches (P-21): the image sets' writes, applied once record() has bound them.
  vk::ImageBindingKind bindingKind_ = vk::ImageBindingKind::Plain;
  VkDevice device_ = VK_NULL_HANDLE;
  std::vector<VkWriteDescriptorSet> imageWrites_;
  std::vector<std::vector<VkDescriptorImageInfo>> roundImages_, roundSamplers_;
  std::vector<std::vector<VkBufferView>> roundBuffers_;
  // Descriptor-buffer batches (P-21): set 0, then each round's set 1, as bytes.
  std::unique_ptr<vk::DescriptorBuffer> descriptorBuffer_;
};

}  // namespace vktexel
