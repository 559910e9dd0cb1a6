#include "run/executor.h"
#include "vk/structs.h"

#include "run/diagnose.h"
#include "run/gates.h"
#include "vk/check.h"
#include "vk/commands.h"
#include "vk/descriptors.h"
#include "vk/model_mapping.h"
#include "vk/resources.h"

#include <algorithm>
#include <cstring>
#include <numeric>
#include <set>

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

constexpr uint32_t kCanary = 0xcdcdcdcdu;  // results not written by the shader keep this

// A case that got past its gates and will be dispatched.
struct ActiveCase {
  size_t result;  // index into the batch's results
  const CaseSpec* spec;
  std::shared_ptr<const model::HostImage> image;
  std::vector<model::FetchExpectation> expect;
  size_t view = 0;          // index into views
  uint32_t firstProbe = 0;  // index into the probe buffer
};

struct ImageSlot {
  std::shared_ptr<const model::HostImage> host;
  std::unique_ptr<vk::Image> gpu;
  VkDeviceSize stagingOffset = 0;
  std::vector<VkDeviceSize> levelOffsets;
};

struct ViewSlot {
  size_t image;
  model::ViewSpec spec;
  std::unique_ptr<vk::ImageView> gpu;
  VkDescriptorSet set = VK_NULL_HANDLE;
  vk::ProbeRange range{0, 0};
};

std::string queryText(const model::FetchQuery& q, model::ViewType v) {
  std::string s = "coord (" + std::to_string(q.coord[0]);
  for (int a = 1; a < model::spatialDims(v); ++a) s += ", " + std::to_string(q.coord[a]);
  s += ")";
  if (model::isArrayed(v)) s += " layer " + std::to_string(q.layer);
  s += " lod " + std::to_string(q.lod);
  if (q.constOffset) {
    s += " ConstOffset (" + std::to_string(q.offset[0]);
    for (int a = 1; a < model::spatialDims(v); ++a) s += ", " + std::to_string(q.offset[a]);
    s += ")";
  }
  return s;
}

VkDeviceSize alignUp(VkDeviceSize v, VkDeviceSize a) {
  return (v + a - 1) / a * a;
}

void imageBarrier(VkCommandBuffer cmd, VkImage image, VkImageLayout from, VkImageLayout to,
                  VkAccessFlags srcAccess, VkAccessFlags dstAccess, VkPipelineStageFlags srcStage,
                  VkPipelineStageFlags dstStage) {
  auto b = vk::makeStruct<VkImageMemoryBarrier>(VK_STRUCTURE_TYPE_IMAGE_MEMORY_BARRIER);
  b.srcAccessMask = srcAccess;
  b.dstAccessMask = dstAccess;
  b.oldLayout = from;
  b.newLayout = to;
  b.srcQueueFamilyIndex = VK_QUEUE_FAMILY_IGNORED;
  b.dstQueueFamilyIndex = VK_QUEUE_FAMILY_IGNORED;
  b.image = image;
  b.subresourceRange = {VK_IMAGE_ASPECT_COLOR_BIT, 0, VK_REMAINING_MIP_LEVELS, 0, VK_REMAINING_ARRAY_LAYERS};
  vkCmdPipelineBarrier(cmd, srcStage, dstStage, 0, 0, nullptr, 0, nullptr, 1, &b);
}

void fail(std::vector<CaseResult>& results, const std::vector<ActiveCase>& active, Outcome o,
          const std::string& why) {
  for (const ActiveCase& a : active) {
    results[a.result].outcome = o;
    results[a.result].message = why;
  }
}

}  // namespace

DeviceRunner::DeviceRunner(const vk::PhysicalDeviceInfo& physical, model::Tier tier,
                           shadergen::ShaderCache& shaders)
    : device_(std::make_unique<vk::Device>(physical, tier)), shaders_(shaders) {
  auto info = vk::makeStruct<VkPipelineCacheCreateInfo>(VK_STRUCTURE_TYPE_PIPELINE_CACHE_CREATE_INFO);
  vk::check(vkCreatePipelineCache(device_->handle(), &info, nullptr, &pipelineCache_),
            "vkCreatePipelineCache");
}

DeviceRunner::~DeviceRunner() {
  pipelines_.clear();
  if (pipelineCache_) vkDestroyPipelineCache(device_->handle(), pipelineCache_, nullptr);
}

const vk::ComputePipeline& DeviceRunner::pipelineFor(const shadergen::ShaderKey& key) {
  const std::string text = key.text();
  auto it = pipelines_.find(text);
  if (it != pipelines_.end()) return *it->second;
  auto module = shaders_.get(key);
  auto pipeline = std::make_unique<vk::ComputePipeline>(*device_, module->spirv, pipelineCache_);
  return *pipelines_.emplace(text, std::move(pipeline)).first->second;
}

std::vector<CaseResult> DeviceRunner::run(const Batch& batch, const ExecutorOptions& options) {
  std::vector<CaseResult> results(batch.cases.size());
  std::vector<ActiveCase> active;
  std::map<std::string, std::shared_ptr<const model::HostImage>> hostImages;

  // 1. Gates and model expectations.
  for (size_t i = 0; i < batch.cases.size(); ++i) {
    const CaseSpec& c = *batch.cases[i];
    CaseResult& r = results[i];
    r.name = c.name;
    r.probes = c.probes.size();
    const std::string missing = missingGate(*device_, c);
    if (!missing.empty()) {
      r.outcome = Outcome::NotSupported;
      r.message = missing;
      continue;
    }
    try {
      auto& image = hostImages[c.image.key()];
      if (!image) image = std::make_shared<const model::HostImage>(c.image);
      ActiveCase a{i, &c, image, {}};
      for (size_t p = 0; p < c.probes.size(); ++p) {
        a.expect.push_back(model::expectProbe(*image, c.view, c.probes[p].query, c.tier, options.faults));
        if (a.expect.back().expect.kind == model::Expectation::Kind::DontRun)
          throw std::logic_error("probe " + std::to_string(p) + " (" + c.probes[p].label + ") is " +
                                 model::toString(a.expect.back().cls) +
                                 " but the case declares no robustness tier");
      }
      active.push_back(std::move(a));
    } catch (const std::exception& e) {
      r.outcome = Outcome::InternalError;
      r.message = e.what();
    }
  }
  if (active.empty()) return results;

  // 2. The shader: every distinct code path the batch's probes need becomes one run-time variant.
  shadergen::ShaderKey key{batch.key.view, batch.key.type, {}};
  std::set<shadergen::Variant> variants;
  for (const ActiveCase& a : active)
    for (const Probe& p : a.spec->probes) variants.insert(shadergen::Variant::of(p.query));
  key.variants.assign(variants.begin(), variants.end());
  const vk::ComputePipeline* pipeline = nullptr;
  try {
    pipeline = &pipelineFor(key);
  } catch (const shadergen::ShaderError& e) {
    fail(results, active, Outcome::InternalError, e.what());
    return results;
  }

  // 3. Unique images and views; probes laid out view by view so each view is one dispatch.
  std::vector<ImageSlot> images;
  std::vector<ViewSlot> views;
  std::map<std::string, size_t> imageIndex, viewIndex;
  for (ActiveCase& a : active) {
    const std::string ik = a.spec->image.key();
    auto [it, fresh] = imageIndex.emplace(ik, images.size());
    if (fresh) images.push_back(ImageSlot{a.image, nullptr, 0, {}});
    const std::string vkey = ik + "|" + a.spec->view.key();
    auto [vit, vfresh] = viewIndex.emplace(vkey, views.size());
    if (vfresh) views.push_back(ViewSlot{it->second, a.spec->view, nullptr, VK_NULL_HANDLE, {}});
    a.view = vit->second;
  }
  std::vector<GpuProbe> probes;
  for (size_t v = 0; v < views.size(); ++v) {
    views[v].range.first = uint32_t(probes.size());
    for (ActiveCase& a : active) {
      if (a.view != v) continue;
      a.firstProbe = uint32_t(probes.size());
      for (const Probe& p : a.spec->probes) {
        const model::FetchQuery& q = p.query;
        probes.push_back(
            GpuProbe{{q.coord[0], q.coord[1], q.coord[2], q.layer}, q.lod, key.variantOf(q), 0, 0});
      }
    }
    views[v].range.count = uint32_t(probes.size()) - views[v].range.first;
  }

  try {
    const vk::Device& dev = *device_;
    VkDeviceSize stagingSize = 0;
    for (ImageSlot& s : images) {
      s.gpu = std::make_unique<vk::Image>(dev, vk::imageCreateInfo(s.host->spec()));
      for (uint32_t level = 0; level < s.host->spec().levels; ++level) {
        // vkCmdCopyBufferToImage: offsets are multiples of the texel size and of 4 (3-, 6-, 12-byte texels).
        stagingSize = alignUp(stagingSize, std::lcm<VkDeviceSize>(s.host->format().texelBytes, 4));
        s.levelOffsets.push_back(stagingSize);
        stagingSize += s.host->levelBytes(level).size();
      }
    }
    vk::Buffer staging(dev, std::max<VkDeviceSize>(stagingSize, 16), VK_BUFFER_USAGE_TRANSFER_SRC_BIT);
    for (ImageSlot& s : images)
      for (uint32_t level = 0; level < s.host->spec().levels; ++level)
        std::memcpy(static_cast<uint8_t*>(staging.data()) + s.levelOffsets[level],
                    s.host->levelBytes(level).data(), s.host->levelBytes(level).size());
    vk::Buffer probeBuffer(dev, probes.size() * sizeof(GpuProbe), VK_BUFFER_USAGE_STORAGE_BUFFER_BIT);
    std::memcpy(probeBuffer.data(), probes.data(), probes.size() * sizeof(GpuProbe));
    const VkDeviceSize resultBytes = probes.size() * sizeof(model::RawResult);
    vk::Buffer resultBuffer(dev, resultBytes, VK_BUFFER_USAGE_STORAGE_BUFFER_BIT);
    std::memset(resultBuffer.data(), kCanary & 0xff, resultBytes);

    vk::DescriptorPool pool(dev, uint32_t(1 + views.size()), 2, uint32_t(views.size()));
    const VkDescriptorSet bufferSet = pool.allocate(pipeline->bufferSetLayout());
    const VkDescriptorBufferInfo bufferInfos[2] = {{probeBuffer.handle(), 0, VK_WHOLE_SIZE},
                                                   {resultBuffer.handle(), 0, VK_WHOLE_SIZE}};
    std::vector<VkWriteDescriptorSet> writes;
    for (uint32_t b = 0; b < 2; ++b) {
      auto w = vk::makeStruct<VkWriteDescriptorSet>(VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET);
      w.dstSet = bufferSet;
      w.dstBinding = b;
      w.descriptorCount = 1;
      w.descriptorType = VK_DESCRIPTOR_TYPE_STORAGE_BUFFER;
      w.pBufferInfo = &bufferInfos[b];
      writes.push_back(w);
    }
    std::vector<VkDescriptorImageInfo> imageInfos(views.size());
    for (size_t v = 0; v < views.size(); ++v) {
      ViewSlot& view = views[v];
      const ImageSlot& image = images[view.image];
      view.gpu = std::make_unique<vk::ImageView>(
          dev, vk::imageViewCreateInfo(image.gpu->handle(), image.host->spec(), view.spec));
      view.set = pool.allocate(pipeline->imageSetLayout());
      imageInfos[v] = {VK_NULL_HANDLE, view.gpu->handle(), VK_IMAGE_LAYOUT_SHADER_READ_ONLY_OPTIMAL};
      auto w = vk::makeStruct<VkWriteDescriptorSet>(VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET);
      w.dstSet = view.set;
      w.dstBinding = 0;
      w.descriptorCount = 1;
      w.descriptorType = VK_DESCRIPTOR_TYPE_SAMPLED_IMAGE;
      w.pImageInfo = &imageInfos[v];
      writes.push_back(w);
    }
    vkUpdateDescriptorSets(dev.handle(), uint32_t(writes.size()), writes.data(), 0, nullptr);

    // 4. One command buffer: uploads, then one dispatch per view.
    vk::OneShotCommands commands(dev);
    VkCommandBuffer cmd = commands.begin();
    for (ImageSlot& s : images) {
      imageBarrier(cmd, s.gpu->handle(), VK_IMAGE_LAYOUT_UNDEFINED, VK_IMAGE_LAYOUT_TRANSFER_DST_OPTIMAL, 0,
                   VK_ACCESS_TRANSFER_WRITE_BIT, VK_PIPELINE_STAGE_TOP_OF_PIPE_BIT,
                   VK_PIPELINE_STAGE_TRANSFER_BIT);
      std::vector<VkBufferImageCopy> regions;
      for (uint32_t level = 0; level < s.host->spec().levels; ++level) {
        const model::Extent e = s.host->extent(level);
        VkBufferImageCopy region{};
        region.bufferOffset = s.levelOffsets[level];
        region.imageSubresource = {VK_IMAGE_ASPECT_COLOR_BIT, level, 0, s.host->spec().layers};
        region.imageExtent = {e.width, e.height, e.depth};
        regions.push_back(region);
      }
      vkCmdCopyBufferToImage(cmd, staging.handle(), s.gpu->handle(), VK_IMAGE_LAYOUT_TRANSFER_DST_OPTIMAL,
                             uint32_t(regions.size()), regions.data());
      imageBarrier(cmd, s.gpu->handle(), VK_IMAGE_LAYOUT_TRANSFER_DST_OPTIMAL,
                   VK_IMAGE_LAYOUT_SHADER_READ_ONLY_OPTIMAL, VK_ACCESS_TRANSFER_WRITE_BIT,
                   VK_ACCESS_SHADER_READ_BIT, VK_PIPELINE_STAGE_TRANSFER_BIT,
                   VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT);
    }
    vkCmdBindPipeline(cmd, VK_PIPELINE_BIND_POINT_COMPUTE, pipeline->handle());
    vkCmdBindDescriptorSets(cmd, VK_PIPELINE_BIND_POINT_COMPUTE, pipeline->layout(), 0, 1, &bufferSet, 0,
                            nullptr);
    for (const ViewSlot& view : views) {
      vkCmdBindDescriptorSets(cmd, VK_PIPELINE_BIND_POINT_COMPUTE, pipeline->layout(), 1, 1, &view.set, 0,
                              nullptr);
      vkCmdPushConstants(cmd, pipeline->layout(), VK_SHADER_STAGE_COMPUTE_BIT, 0, sizeof(vk::ProbeRange),
                         &view.range);
      const uint32_t groups =
          (view.range.count + vk::ComputePipeline::kWorkgroupSize - 1) / vk::ComputePipeline::kWorkgroupSize;
      vkCmdDispatch(cmd, groups, 1, 1);
    }
    auto toHost = vk::makeStruct<VkMemoryBarrier>(VK_STRUCTURE_TYPE_MEMORY_BARRIER);
    toHost.srcAccessMask = VK_ACCESS_SHADER_WRITE_BIT;
    toHost.dstAccessMask = VK_ACCESS_HOST_READ_BIT;
    vkCmdPipelineBarrier(cmd, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT, VK_PIPELINE_STAGE_HOST_BIT, 0, 1, &toHost,
                         0, nullptr, 0, nullptr);
    const VkResult submitted = commands.submitAndWait(options.timeoutMs * 1000000ull);
    if (submitted != VK_SUCCESS) {
      lost_ = true;
      fail(results, active, submitted == VK_TIMEOUT ? Outcome::Timeout : Outcome::Crash,
           std::string("batch ") + key.text() + ": " + vk::resultName(submitted));
      return results;
    }

    // 5. Compare every probe with the model.
    const auto* raw = static_cast<const model::RawResult*>(resultBuffer.data());
    for (const ActiveCase& a : active) {
      CaseResult& r = results[a.result];
      size_t unchecked = 0;
      for (size_t p = 0; p < a.expect.size(); ++p) {
        const model::Expectation& e = a.expect[p].expect;
        const model::RawResult& got = raw[a.firstProbe + p];
        if (e.kind == model::Expectation::Kind::Unchecked) {
          ++unchecked;
          continue;
        }
        if (e.accepts(got)) continue;
        ++r.failedProbes;
        if (r.failures.size() >= options.failuresShown) continue;
        const Probe& probe = a.spec->probes[p];
        r.failures.push_back(ProbeFailure{p, probe.label, queryText(probe.query, a.spec->view.type),
                                          e.describe() + " [" + e.rule + "]", model::describeRaw(got, e.type),
                                          diagnoseFetch(*a.image, a.spec->view, got)});
      }
      r.outcome = r.failedProbes ? Outcome::Fail
                                 : (unchecked == a.expect.size() ? Outcome::Unchecked : Outcome::Pass);
    }
  } catch (const vk::VkError& e) {
    if (e.result == VK_ERROR_DEVICE_LOST) lost_ = true;
    fail(results, active, e.result == VK_ERROR_DEVICE_LOST ? Outcome::Crash : Outcome::InternalError,
         e.what());
  } catch (const std::exception& e) {
    fail(results, active, Outcome::InternalError, e.what());
  }
  return results;
}

}  // namespace vktexel
