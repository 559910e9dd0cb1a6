#include "run/batch_resources.h"

#include "run/lane_scatter.h"

#include "model/buffer_view.h"
#include "model/floatbits.h"
#include "model/sparse.h"
#include "run/multisample_fill.h"

#include "vk/model_mapping.h"
#include "vk/sparse_plan.h"
#include "vk/structs.h"

#include <algorithm>
#include <cstring>
#include <map>
#include <numeric>
#include <stdexcept>

namespace vktexel {
namespace {

// Mirrors `struct Probe` in shaders/fetch.comp (std430).
struct GpuProbe {
  int32_t coord[4];
  int32_t lod;
  int32_t variant;
  int32_t sampleIndex;
  int32_t reserved;
};
static_assert(sizeof(GpuProbe) == 32, "GpuProbe must match the std430 layout of the shader's Probe");

constexpr uint8_t kCanaryByte = 0xcd;  // results the shader did not write keep this pattern

// A float for the shader's integer probe fields (read back with intBitsToFloat).
int32_t gpuBits(float f) {
  return int32_t(model::floatToBits(f));
}

VkDeviceSize alignUp(VkDeviceSize v, VkDeviceSize a) {
  return (v + a - 1) / a * a;
}

void imageBarrier(VkCommandBuffer cmd, VkImage image, VkImageAspectFlags aspects, VkImageLayout from,
                  VkImageLayout to, VkAccessFlags srcAccess, VkAccessFlags dstAccess,
                  VkPipelineStageFlags srcStage, VkPipelineStageFlags dstStage) {
  auto b = vk::makeStruct<VkImageMemoryBarrier>(VK_STRUCTURE_TYPE_IMAGE_MEMORY_BARRIER);
  b.srcAccessMask = srcAccess;
  b.dstAccessMask = dstAccess;
  b.oldLayout = from;
  b.newLayout = to;
  b.srcQueueFamilyIndex = VK_QUEUE_FAMILY_IGNORED;
  b.dstQueueFamilyIndex = VK_QUEUE_FAMILY_IGNORED;
  b.image = image;
  b.subresourceRange = {aspects, 0, VK_REMAINING_MIP_LEVELS, 0, VK_REMAINING_ARRAY_LAYERS};
  vkCmdPipelineBarrier(cmd, srcStage, dstStage, 0, 0, nullptr, 0, nullptr, 1, &b);
}

}  // namespace

std::array<int32_t, 8> encodeProbe(const model::FetchQuery& q, const shadergen::ShaderKey& key,
                                   uint32_t slot) {
  if (q.op == model::ProbeOp::Gather)  // s, t, r and the layer as float bits; offset; Dref
    return {gpuBits(q.st[0]),
            gpuBits(q.st[1]),
            gpuBits(q.st[2]),
            gpuBits(q.st[3]),
            q.dynamicOffset ? q.offset[0] : 0,
            key.pathOf(q, slot),
            q.dynamicOffset ? q.offset[1] : 0,
            gpuBits(q.dref)};
  // Lookups: s, t, r and the layer as float bits; the f32 Lod's bits (Grad: dP/dx's); Dref (Grad:
  // dP/dy's); Grad's axis masks in the sample word (model::FetchQuery::setSampleGrad).
  if (model::isSampledLookup(q.op))
    return {gpuBits(q.st[0]),
            gpuBits(q.st[1]),
            gpuBits(q.st[2]),
            gpuBits(q.st[3]),
            q.lod,
            key.pathOf(q, slot),
            q.op == model::ProbeOp::SampleGrad ? q.sample : 0,
            gpuBits(q.dref)};
  return {q.coord[0], q.coord[1], q.coord[2], q.layer, q.lod, key.pathOf(q, slot), q.sample, 0};
}

std::vector<VkDescriptorType> imageBindings(const shadergen::ShaderKey& key) {
  if (key.view == model::ViewType::Buffer) return {VK_DESCRIPTOR_TYPE_UNIFORM_TEXEL_BUFFER};
  if (key.separateSampler) return {VK_DESCRIPTOR_TYPE_SAMPLED_IMAGE, VK_DESCRIPTOR_TYPE_SAMPLER};
  return {key.withSampler ? VK_DESCRIPTOR_TYPE_COMBINED_IMAGE_SAMPLER : VK_DESCRIPTOR_TYPE_SAMPLED_IMAGE};
}

vk::ImageBindingKind imageBindingKind(shadergen::SlotIndex index) {
  if (shadergen::isUpdateAfterBind(index)) return vk::ImageBindingKind::UpdateAfterBind;
  if (index == shadergen::SlotIndex::UniformMutable) return vk::ImageBindingKind::Mutable;
  if (shadergen::isDescriptorBuffer(index)) return vk::ImageBindingKind::DescriptorBuffer;
  return vk::ImageBindingKind::Plain;
}

BatchLayout layoutBatch(const std::vector<DispatchedCase>& cases, uint32_t maxSlots) {
  BatchLayout layout;
  std::map<std::string, size_t> viewIndex;
  for (size_t i = 0; i < cases.size(); ++i) {
    const CaseSpec& c = *cases[i].spec;
    const auto [it, fresh] = viewIndex.emplace(viewKeyOf(c), layout.signatures.size());
    if (fresh) {
      // Views read through a run-time index are bound side by side, each in a slot of its own, so
      // a lane that takes a neighbour's descriptor reads another view (cases/indexed.cpp).
      layout.signatures.push_back(slotSignature(c) +
                                  (c.slotIndex != shadergen::SlotIndex::Constant ? "|" + viewKeyOf(c) : ""));
      layout.casesOfView.emplace_back();
    }
    layout.casesOfView[it->second].push_back(i);
  }
  layout.plan = planSlots(layout.signatures, maxSlots);
  return layout;
}

BatchResources::BatchResources(const vk::Device& device, const vk::ComputePipeline& pipeline,
                               const shadergen::ShaderKey& key, std::vector<DispatchedCase>& cases,
                               const BatchLayout& layout, const FillPipelineFor& fillPipelineFor,
                               bool fillSample1IntoSample2)
    : pipeline_(pipeline), imageBindings_(imageBindings(key)) {
  if (key.slots != layout.plan.slots)
    throw std::logic_error("the shader's slots differ from the batch layout's");
  std::map<std::string, size_t> imageIndex;
  for (const auto& members : layout.casesOfView) {
    const DispatchedCase& first = cases[members.front()];
    const std::string ik = first.spec->image.key();
    auto [it, fresh] = imageIndex.emplace(ik, images_.size());
    if (fresh) {
      ImageSlot slot;
      slot.host = first.image;
      images_.push_back(std::move(slot));
    }
    views_.push_back(ViewSlot{it->second, first.spec->view, nullptr, nullptr, VK_NULL_HANDLE});
  }
  // One dispatch per round. Each case fills whole workgroups: its last one is padded with copies
  // of its last probe that run no variant. No workgroup (and no subgroup) then holds data of two
  // cases, so a driver bug that depends on other lanes stays in the case that provokes it. A
  // NonUniform round mixes cases on purpose (run/lane_scatter.h): its cases follow each other
  // unpadded, so neighbouring invocations read probes, not padding, and only the round is padded.
  const uint32_t group = vk::ComputePipeline::kWorkgroupSize;
  const bool mixCases = shadergen::isNonUniform(key.slotIndex);
  std::vector<GpuProbe> probes;
  const auto padTo = [&](size_t size, const GpuProbe& last) {
    GpuProbe padding = last;
    padding.variant = -1;
    probes.resize((size + group - 1) / group * group, padding);
  };
  for (size_t r = 0; r < layout.plan.bound.size(); ++r) {
    Round round{layout.plan.bound[r], VK_NULL_HANDLE, {uint32_t(probes.size()), 0}, "vktexel:"};
    std::vector<int> slotOfProbe;  // per probe of the round: the slot it reads, -1 for padding
    for (uint32_t slot = 0; slot < round.views.size(); ++slot) {
      const size_t v = round.views[slot];
      if (layout.plan.roundOf[v] != r) continue;  // a stand-in: no probe reads it
      for (size_t i : layout.casesOfView[v]) {
        DispatchedCase& c = cases[i];
        c.firstProbe = uint32_t(probes.size());
        for (const Probe& p : c.spec->probes) {
          const std::array<int32_t, 8> words = encodeProbe(p.query, key, slot);
          GpuProbe g;
          std::memcpy(&g, words.data(), sizeof g);
          probes.push_back(g);
        }
        slotOfProbe.resize(probes.size() - round.range.first, int(slot));
        if (!mixCases) padTo(probes.size(), probes.back());
        slotOfProbe.resize(probes.size() - round.range.first, -1);
        round.label += " " + c.spec->name;
      }
    }
    if (mixCases && probes.size() > round.range.first) padTo(probes.size(), probes.back());
    slotOfProbe.resize(probes.size() - round.range.first, -1);
    round.range.count = uint32_t(probes.size()) - round.range.first;
    const LanePermutation lanes = choosePermutation(slotOfProbe, key.slotIndex);
    round.range.stride = lanes.stride;
    round.range.run = lanes.run;
    rounds_.push_back(std::move(round));
  }
  bindingKind_ = imageBindingKind(key.slotIndex);
  createImages(device, fillPipelineFor, fillSample1IntoSample2);
  probes_ = std::make_unique<vk::Buffer>(device, probes.size() * sizeof(GpuProbe),
                                         VK_BUFFER_USAGE_STORAGE_BUFFER_BIT | addressUsage());
  std::memcpy(probes_->data(), probes.data(), probes.size() * sizeof(GpuProbe));
  const VkDeviceSize resultBytes = probes.size() * sizeof(model::RawResult);
  results_ =
      std::make_unique<vk::Buffer>(device, resultBytes, VK_BUFFER_USAGE_STORAGE_BUFFER_BIT | addressUsage());
  std::memset(results_->data(), kCanaryByte, resultBytes);
  withSampler_ = key.withSampler;
  pipelineSlots_ = key.slots;
  debugLabels_ = device.info().debugLabels;
  writeDescriptors(device);
}

void BatchResources::createImages(const vk::Device& device, const FillPipelineFor& fillPipelineFor,
                                  bool fillFault) {
  VkDeviceSize stagingSize = 0;
  std::vector<uint32_t> fillValues;  // uvec4 bits, in the model's order (layer, y, x, sample)
  for (ImageSlot& s : images_) {
    const model::ImageSpec& spec = s.host->spec();
    if (spec.samples > 1) {
      s.gpu = std::make_unique<vk::Image>(device, vk::imageCreateInfo(spec));
      s.aspects = vk::imageAspects(s.host->format());
      if (spec.fill == model::FillPattern::Cleared) {
        s.clear = clearValueOf(*s.host);
        continue;
      }
      const model::FormatInfo& render = fillFormatOn(device, spec);
      s.fill = &fillPipelineFor(render, spec.samples, spec.fillBySampleShading);
      s.fillFirst = uint32_t(fillValues.size() / 4);
      for (uint32_t layer = 0; layer < spec.layers; ++layer) {
        LayerFill fill = layerFillValues(*s.host, render, layer, fillFault);
        fillValues.insert(fillValues.end(), fill.values.begin(), fill.values.end());
        s.stencilRefs.push_back(std::move(fill.stencilRefs));
        auto view = vk::makeStruct<VkImageViewCreateInfo>(VK_STRUCTURE_TYPE_IMAGE_VIEW_CREATE_INFO);
        view.image = s.gpu->handle();
        view.viewType = VK_IMAGE_VIEW_TYPE_2D;
        view.format = render.vk;
        view.subresourceRange = {vk::imageAspects(s.host->format()), 0, 1, layer, 1};
        s.attachments.push_back(std::make_unique<vk::ImageView>(device, view));
      }
      continue;
    }
    if (s.host->spec().dim == model::ImageDim::Buffer) {  // host-visible: filled in place, no copy
      const std::vector<uint8_t>& bytes = s.host->levelBytes(0);
      // The ragged tail (model/buffer_view.h) is part of the buffer, never of a texel.
      s.texels = std::make_unique<vk::Buffer>(device, bytes.size() + s.host->spec().tailBytes,
                                              VK_BUFFER_USAGE_UNIFORM_TEXEL_BUFFER_BIT | addressUsage());
      std::memcpy(s.texels->data(), bytes.data(), bytes.size());
      // A tail that reads as no texel of the fill: a driver counting it as an element returns it.
      std::memset(static_cast<uint8_t*>(s.texels->data()) + bytes.size(), 0xa5, s.host->spec().tailBytes);
      continue;
    }
    const model::ImageSpec& image = s.host->spec();
    s.gpu = std::make_unique<vk::Image>(device, vk::imageCreateInfo(image),
                                        image.sparse.sparse ? &image : nullptr);
    const model::FormatInfo& f = s.host->format();
    s.aspects = vk::imageAspects(f);
    for (uint32_t level = 0; level < s.host->spec().levels; ++level)
      for (model::Aspect aspect : vk::copyAspects(f)) {
        std::vector<uint8_t> bytes = model::aspectCopyBytes(*s.host, level, aspect);
        // Offsets must be multiples of the copied texel size and of 4 (3-, 6-, 12-byte texels;
        // depth/stencil copies).
        const size_t texels = size_t(s.host->extent(level).width) * s.host->extent(level).height *
                              s.host->extent(level).depth * s.host->spec().layers;
        const VkDeviceSize unit = f.isCompressed() ? f.blockBytes : bytes.size() / texels;  // texel or block
        stagingSize = alignUp(stagingSize, std::lcm<VkDeviceSize>(unit, 4));
        const model::Extent e = s.host->extent(level);
        VkBufferImageCopy region{};
        region.bufferOffset = stagingSize;
        region.imageSubresource = {vk::aspectBit(aspect), level, 0, s.host->spec().layers};
        region.imageExtent = {e.width, e.height, e.depth};
        if (image.sparse.sparse)  // only where memory is bound: a page at a time, the tail whole
          for (const VkBufferImageCopy& page : vk::boundCopyRegions(*s.host, level, region))
            s.copies.push_back(page);
        else
          s.copies.push_back(region);
        stagingSize += bytes.size();
        s.copyOffsets.push_back(region.bufferOffset);
        s.copyBytes.push_back(std::move(bytes));
      }
  }
  if (!fillValues.empty()) {
    fillValues_ =
        std::make_unique<vk::Buffer>(device, fillValues.size() * 4, VK_BUFFER_USAGE_STORAGE_BUFFER_BIT);
    std::memcpy(fillValues_->data(), fillValues.data(), fillValues.size() * 4);
    fillPool_ = std::make_unique<vk::DescriptorPool>(device, 1, 1, std::vector<VkDescriptorType>{}, 0);
    const vk::SampleFillPipeline* any = nullptr;
    for (const ImageSlot& s : images_) any = s.fill ? s.fill : any;
    fillSet_ = fillPool_->allocate(any->setLayout());  // every fill pipeline has this same layout
    const VkDescriptorBufferInfo info{fillValues_->handle(), 0, VK_WHOLE_SIZE};
    auto w = vk::makeStruct<VkWriteDescriptorSet>(VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET);
    w.dstSet = fillSet_;
    w.descriptorCount = 1;
    w.descriptorType = VK_DESCRIPTOR_TYPE_STORAGE_BUFFER;
    w.pBufferInfo = &info;
    vkUpdateDescriptorSets(device.handle(), 1, &w, 0, nullptr);
  }
  staging_ = std::make_unique<vk::Buffer>(device, std::max<VkDeviceSize>(stagingSize, 16),
                                          VK_BUFFER_USAGE_TRANSFER_SRC_BIT);
  for (ImageSlot& s : images_) {
    for (size_t i = 0; i < s.copyBytes.size(); ++i)
      std::memcpy(static_cast<uint8_t*>(staging_->data()) + s.copyOffsets[i], s.copyBytes[i].data(),
                  s.copyBytes[i].size());
    s.copyBytes.clear();
  }
}

void BatchResources::createViews(const vk::Device& device) {
  for (ViewSlot& view : views_) {
    const ImageSlot& image = images_[view.image];
    const VkFormat format =
        view.spec.format == VK_FORMAT_UNDEFINED ? image.host->spec().format : view.spec.format;
    if (view.spec.null) {
      // a null descriptor binds VK_NULL_HANDLE (nullDescriptor)
    } else if (image.texels) {
      const model::BufferViewWindow window = model::bufferViewWindow(
          image.host->spec(), view.spec, model::viewFormat(*image.host, view.spec).texelBytes);
      view.bufferView = std::make_unique<vk::BufferView>(device, image.texels->handle(), format,
                                                         window.offset, window.range);
    } else {
      view.gpu = std::make_unique<vk::ImageView>(
          device, vk::imageViewCreateInfo(image.gpu->handle(), image.host->spec(), view.spec));
    }
    if (withSampler_) {  // one sampler per distinct state: gathers address through it
      const model::FormatInfo& f = model::viewFormat(*image.host, view.spec);
      const bool integer = f.sampledType() != model::SampledType::Float;
      auto& sampler = samplers_[view.spec.sampler.key() + (integer ? "/int" : "/float")];
      if (!sampler) sampler = std::make_unique<vk::Sampler>(device, view.spec.sampler, integer);
      view.sampler = sampler->handle();
    }
  }
  // Per round, the slots' descriptors in array order. With separate samplers, binding 1 holds the
  // slots' samplers in reverse order (the shader's smp[slots - 1 - slot], shaders/fetch.comp), so
  // a texture and its sampler have different indices.
  const bool separate = separateSamplers();
  roundImages_.assign(rounds_.size(), {});
  roundSamplers_.assign(rounds_.size(), {});
  roundBuffers_.assign(rounds_.size(), {});
  for (size_t r = 0; r < rounds_.size(); ++r)
    for (size_t v : rounds_[r].views) {
      const ViewSlot& view = views_[v];
      VkDescriptorImageInfo image{view.sampler, view.gpu ? view.gpu->handle() : VK_NULL_HANDLE,
                                  VK_IMAGE_LAYOUT_SHADER_READ_ONLY_OPTIMAL};
      if (separate) {
        roundSamplers_[r].insert(roundSamplers_[r].begin(),
                                 {image.sampler, VK_NULL_HANDLE, VK_IMAGE_LAYOUT_UNDEFINED});
        image.sampler = VK_NULL_HANDLE;
      }
      roundImages_[r].push_back(image);
      roundBuffers_[r].push_back(view.bufferView ? view.bufferView->handle() : VK_NULL_HANDLE);
    }
}

void BatchResources::writeDescriptors(const vk::Device& device) {
  device_ = device.handle();
  createViews(device);
  if (bindingKind_ == vk::ImageBindingKind::DescriptorBuffer) return writeDescriptorBuffer(device);
  size_t descriptors = 0;
  const bool updateAfterBind = bindingKind_ == vk::ImageBindingKind::UpdateAfterBind;
  for (const Round& round : rounds_) descriptors += round.views.size() + (updateAfterBind ? 1 : 0);
  pool_ = std::make_unique<vk::DescriptorPool>(device, uint32_t(1 + rounds_.size()), 2, imageBindings_,
                                               uint32_t(descriptors), bindingKind_);
  bufferSet_ = pool_->allocate(pipeline_.bufferSetLayout());
  const VkDescriptorBufferInfo bufferInfos[2] = {{probes_->handle(), 0, VK_WHOLE_SIZE},
                                                 {results_->handle(), 0, VK_WHOLE_SIZE}};
  std::vector<VkWriteDescriptorSet> writes;
  for (uint32_t b = 0; b < 2; ++b) {
    auto w = vk::makeStruct<VkWriteDescriptorSet>(VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET);
    w.dstSet = bufferSet_;
    w.dstBinding = b;
    w.descriptorCount = 1;
    w.descriptorType = VK_DESCRIPTOR_TYPE_STORAGE_BUFFER;
    w.pBufferInfo = &bufferInfos[b];
    writes.push_back(w);
  }
  vkUpdateDescriptorSets(device.handle(), uint32_t(writes.size()), writes.data(), 0, nullptr);  // set 0
  writes.clear();
  const bool separate = separateSamplers();
  for (size_t r = 0; r < rounds_.size(); ++r) {
    Round& round = rounds_[r];
    round.set = pool_->allocate(pipeline_.imageSetLayout());
    auto w = vk::makeStruct<VkWriteDescriptorSet>(VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET);
    w.dstSet = round.set;
    w.dstBinding = 0;
    w.descriptorType = imageBindings_[0];
    // Two writes, the second from the middle of the array: a driver that ignores dstArrayElement
    // puts the second half over the first, and slots read the wrong views (docs/fixed-state.md).
    const uint32_t views = uint32_t(round.views.size()), half = views / 2;
    for (const auto& [first, count] : {std::pair{0u, half}, std::pair{half, views - half}}) {
      if (!count) continue;
      w.dstArrayElement = first;
      w.descriptorCount = count;
      if (w.descriptorType == VK_DESCRIPTOR_TYPE_UNIFORM_TEXEL_BUFFER)
        w.pTexelBufferView = roundBuffers_[r].data() + first;
      else
        w.pImageInfo = roundImages_[r].data() + first;
      writes.push_back(w);
    }
    w.pTexelBufferView = nullptr;
    w.descriptorCount = views;
    if (!separate) continue;
    // The round's first sampler goes to the array's last used element.
    w.dstBinding = 1;
    w.dstArrayElement = pipelineSlots_ - uint32_t(round.views.size());
    w.descriptorType = VK_DESCRIPTOR_TYPE_SAMPLER;
    w.pImageInfo = roundSamplers_[r].data();
    writes.push_back(w);
  }
  // An update-after-bind batch writes its image sets after record() has bound them (the writes
  // point into the round vectors, members); the last element of each array stays unwritten
  // (partially bound) and no probe reads it.
  if (updateAfterBind)
    imageWrites_ = std::move(writes);
  else
    vkUpdateDescriptorSets(device.handle(), uint32_t(writes.size()), writes.data(), 0, nullptr);
}

void BatchResources::record(VkCommandBuffer cmd, const vk::TimestampQueries& timestamps,
                            const std::vector<VkPipeline>& roundPipelines) const {
  timestamps.reset(cmd);
  timestamps.write(cmd, 0, VK_PIPELINE_STAGE_TOP_OF_PIPE_BIT);
  for (const ImageSlot& s : images_) {
    if (!s.gpu) continue;  // texel buffers need no upload commands
    if (s.fill) {
      recordFill(cmd, s);
      continue;
    }
    if (s.clear) {
      recordClear(cmd, s);
      continue;
    }
    imageBarrier(cmd, s.gpu->handle(), s.aspects, VK_IMAGE_LAYOUT_UNDEFINED,
                 VK_IMAGE_LAYOUT_TRANSFER_DST_OPTIMAL, 0, VK_ACCESS_TRANSFER_WRITE_BIT,
                 VK_PIPELINE_STAGE_TOP_OF_PIPE_BIT, VK_PIPELINE_STAGE_TRANSFER_BIT);
    if (!s.copies.empty())  // a sparse image with no page bound has nothing to copy (regionCount > 0)
      vkCmdCopyBufferToImage(cmd, staging_->handle(), s.gpu->handle(), VK_IMAGE_LAYOUT_TRANSFER_DST_OPTIMAL,
                             uint32_t(s.copies.size()), s.copies.data());
    imageBarrier(cmd, s.gpu->handle(), s.aspects, VK_IMAGE_LAYOUT_TRANSFER_DST_OPTIMAL,
                 VK_IMAGE_LAYOUT_SHADER_READ_ONLY_OPTIMAL, VK_ACCESS_TRANSFER_WRITE_BIT,
                 VK_ACCESS_SHADER_READ_BIT, VK_PIPELINE_STAGE_TRANSFER_BIT,
                 VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT);
  }
  timestamps.write(cmd, 1, VK_PIPELINE_STAGE_ALL_COMMANDS_BIT);
  VkPipeline bound = pipeline_.handle();
  vkCmdBindPipeline(cmd, VK_PIPELINE_BIND_POINT_COMPUTE, bound);
  if (descriptorBuffer_) {
    descriptorBuffer_->bind(cmd);
    descriptorBuffer_->setOffset(cmd, pipeline_.layout(), 0, 0);
  } else {
    vkCmdBindDescriptorSets(cmd, VK_PIPELINE_BIND_POINT_COMPUTE, pipeline_.layout(), 0, 1, &bufferSet_, 0,
                            nullptr);
  }
  for (size_t r = 0; r < rounds_.size(); ++r) {
    const Round& round = rounds_[r];
    if (r < roundPipelines.size() && roundPipelines[r] != bound) {  // same layout: the sets stay bound
      bound = roundPipelines[r];
      vkCmdBindPipeline(cmd, VK_PIPELINE_BIND_POINT_COMPUTE, bound);
    }
    if (descriptorBuffer_)
      descriptorBuffer_->setOffset(cmd, pipeline_.layout(), 1, 1 + r);
    else
      vkCmdBindDescriptorSets(cmd, VK_PIPELINE_BIND_POINT_COMPUTE, pipeline_.layout(), 1, 1, &round.set, 0,
                              nullptr);
    vkCmdPushConstants(cmd, pipeline_.layout(), VK_SHADER_STAGE_COMPUTE_BIT, 0, sizeof(round.range),
                       &round.range);
    auto label = vk::makeStruct<VkDebugUtilsLabelEXT>(VK_STRUCTURE_TYPE_DEBUG_UTILS_LABEL_EXT);
    label.pLabelName = round.label.c_str();
    if (debugLabels_) vkCmdBeginDebugUtilsLabelEXT(cmd, &label);
    vkCmdDispatch(
        cmd,
        (round.range.count + vk::ComputePipeline::kWorkgroupSize - 1) / vk::ComputePipeline::kWorkgroupSize,
        1, 1);
    if (debugLabels_) vkCmdEndDebugUtilsLabelEXT(cmd);
    timestamps.write(cmd, uint32_t(r) + 2, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT);
  }
  auto toHost = vk::makeStruct<VkMemoryBarrier>(VK_STRUCTURE_TYPE_MEMORY_BARRIER);
  toHost.srcAccessMask = VK_ACCESS_SHADER_WRITE_BIT;
  toHost.dstAccessMask = VK_ACCESS_HOST_READ_BIT;
  vkCmdPipelineBarrier(cmd, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT, VK_PIPELINE_STAGE_HOST_BIT, 0, 1, &toHost,
                       0, nullptr, 0, nullptr);
  if (!imageWrites_.empty())  // after every bind, before the submission (UPDATE_AFTER_BIND)
    vkUpdateDescriptorSets(device_, uint32_t(imageWrites_.size()), imageWrites_.data(), 0, nullptr);
}

// Multisample images cannot be buffer-copied: render every sample (SEMANTICS §6.3).
void BatchResources::recordFill(VkCommandBuffer cmd, const ImageSlot& s) const {
  const bool ds = s.fill->depthStencil();
  const VkAccessFlags write =
      ds ? VK_ACCESS_DEPTH_STENCIL_ATTACHMENT_WRITE_BIT : VK_ACCESS_COLOR_ATTACHMENT_WRITE_BIT;
  const VkPipelineStageFlags stages =
      ds ? VkPipelineStageFlags(VK_PIPELINE_STAGE_EARLY_FRAGMENT_TESTS_BIT |
                                VK_PIPELINE_STAGE_LATE_FRAGMENT_TESTS_BIT)
         : VkPipelineStageFlags(VK_PIPELINE_STAGE_COLOR_ATTACHMENT_OUTPUT_BIT);
  imageBarrier(cmd, s.gpu->handle(), s.aspects, VK_IMAGE_LAYOUT_UNDEFINED, s.fill->attachmentLayout(), 0,
               write, VK_PIPELINE_STAGE_TOP_OF_PIPE_BIT, stages);
  const model::Extent e = s.host->extent(0);
  const uint32_t perLayer = e.width * e.height * s.host->spec().samples;
  for (size_t layer = 0; layer < s.attachments.size(); ++layer)
    s.fill->record(cmd, s.attachments[layer]->handle(), e.width, e.height, fillSet_,
                   s.fillFirst + uint32_t(layer) * perLayer, s.stencilRefs[layer]);
  imageBarrier(cmd, s.gpu->handle(), s.aspects, s.fill->attachmentLayout(),
               VK_IMAGE_LAYOUT_SHADER_READ_ONLY_OPTIMAL, write, VK_ACCESS_SHADER_READ_BIT, stages,
               VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT);
}

void BatchResources::recordClear(VkCommandBuffer cmd, const ImageSlot& s) const {
  imageBarrier(cmd, s.gpu->handle(), s.aspects, VK_IMAGE_LAYOUT_UNDEFINED,
               VK_IMAGE_LAYOUT_TRANSFER_DST_OPTIMAL, 0, VK_ACCESS_TRANSFER_WRITE_BIT,
               VK_PIPELINE_STAGE_TOP_OF_PIPE_BIT, VK_PIPELINE_STAGE_TRANSFER_BIT);
  const VkImageSubresourceRange range{s.aspects, 0, 1, 0, s.host->spec().layers};
  if (s.host->format().isDepthStencil())
    vkCmdClearDepthStencilImage(cmd, s.gpu->handle(), VK_IMAGE_LAYOUT_TRANSFER_DST_OPTIMAL,
                                &s.clear->depthStencil, 1, &range);
  else
    vkCmdClearColorImage(cmd, s.gpu->handle(), VK_IMAGE_LAYOUT_TRANSFER_DST_OPTIMAL, &s.clear->color, 1,
                         &range);
  imageBarrier(cmd, s.gpu->handle(), s.aspects, VK_IMAGE_LAYOUT_TRANSFER_DST_OPTIMAL,
               VK_IMAGE_LAYOUT_SHADER_READ_ONLY_OPTIMAL, VK_ACCESS_TRANSFER_WRITE_BIT,
               VK_ACCESS_SHADER_READ_BIT, VK_PIPELINE_STAGE_TRANSFER_BIT,
               VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT);
}

const model::RawResult* BatchResources::results() const {
  return static_cast<const model::RawResult*>(results_->data());
}

}  // namespace vktexel
