#include "run/executor.h"

#include "run/case_digest.h"
#include "run/compile_traits.h"
#include "run/gates.h"
#include "run/gather_diagnosis.h"
#include "run/judge.h"
#include "run/parallel.h"
#include "run/view_states.h"
#include "shadergen/fill_shaders.h"
#include "vk/check.h"
#include "vk/pipeline_cache_file.h"
#include "vk/structs.h"
#include "vk/timestamps.h"

#include <unistd.h>

#include <cctype>
#include <cstdlib>

namespace vktexel {
namespace {

// Per round, the slot signatures it binds, joined: the view states a driver compiles for.
std::vector<std::string> stateSetsOf(const BatchLayout& layout) {
  std::vector<std::string> sets;
  for (const std::vector<size_t>& views : layout.plan.bound) {
    std::string states;
    for (size_t v : views) states += layout.signatures[v] + ";";
    sets.push_back(std::move(states));
  }
  return sets;
}

// Whether Mesa's disk cache is off by the environment (util/disk_cache.c): MESA_SHADER_CACHE_DISABLE,
// else the deprecated MESA_GLSL_CACHE_DISABLE, read as a boolean. Mesa 22.3 takes any value but
// a false word as true, later Mesa only true words: a value of neither kind counts as off, as on
// 22.3. A wrong guess costs speed (extra pipelines, or cache keys that drift), never a verdict.
bool mesaShaderCacheDisabled() {
  const char* v = std::getenv("MESA_SHADER_CACHE_DISABLE");
  if (!v) v = std::getenv("MESA_GLSL_CACHE_DISABLE");
  if (!v) return false;
  std::string word = v;
  for (char& c : word) c = char(std::tolower(static_cast<unsigned char>(c)));
  for (const char* no : {"n", "no", "0", "f", "false", "off"})
    if (word == no) return false;
  return true;
}

// A case that got past its gates: its model expectations and its place in the batch.
struct ActiveCase {
  size_t result;  // index into the batch's results
  std::vector<model::FetchExpectation> expect;
};

void failAll(std::vector<CaseResult>& results, const std::vector<ActiveCase>& active, Outcome o,
             const std::string& why) {
  for (const ActiveCase& a : active) {
    results[a.result].outcome = o;
    results[a.result].message = why;
  }
}

}  // namespace

shadergen::ShaderKey shaderKeyFor(const BatchKey& batch, const std::vector<DispatchedCase>& cases) {
  shadergen::ShaderKey key = shaderShapeOf(batch);
  std::vector<const CaseSpec*> specs;
  for (const DispatchedCase& d : cases) specs.push_back(d.spec);
  key.variants = variantsOf(specs);
  return key;
}

DeviceRunner::DeviceRunner(const vk::PhysicalDeviceInfo& physical, vk::DeviceProfile profile,
                           shadergen::ShaderCache& shaders, const std::string& pipelineCacheDir)
    : device_(std::make_unique<vk::Device>(physical, profile)),
      shaders_(shaders),
      siblingPipelines_(
          compileTraitsOf({physical.properties.deviceName, physical.driverName, physical.driverInfo})
              .pipelinePerViewStateSet &&
          !mesaShaderCacheDisabled()) {
  auto info = vk::makeStruct<VkPipelineCacheCreateInfo>(VK_STRUCTURE_TYPE_PIPELINE_CACHE_CREATE_INFO);
  std::vector<uint8_t> initial;
  if (!pipelineCacheDir.empty()) {
    pipelineCachePath_ = vk::pipelineCachePath(pipelineCacheDir, *device_);
    initial = vk::readPipelineCache(pipelineCachePath_);
    info.initialDataSize = initial.size();
    info.pInitialData = initial.data();
  }
  vk::check(vkCreatePipelineCache(device_->handle(), &info, nullptr, &pipelineCache_),
            "vkCreatePipelineCache");
}

DeviceRunner::~DeviceRunner() {
  if (lost_) {
    // The driver may still be executing abandoned work: leak it and the device rather than free
    // memory under a running shader (a clean exit matters less than not crashing the run).
    for (InFlight& f : abandoned_) {
      for (vk::OwnedPipeline& p : f.statePipelines) (void)p.release();
      (void)f.resources.release();
      (void)f.commands.release();
    }
    for (auto& [key, pipeline] : pipelines_) (void)pipeline.release();
    for (auto& [key, pipeline] : fillPipelines_) (void)pipeline.release();
    (void)device_.release();
    return;
  }
  pipelines_.clear();
  fillPipelines_.clear();
  if (pipelineCache_ && !pipelineCachePath_.empty())
    vk::writePipelineCache(pipelineCachePath_, device_->handle(), pipelineCache_);
  if (pipelineCache_) vkDestroyPipelineCache(device_->handle(), pipelineCache_, nullptr);
}

void DeviceRunner::startAfresh() {
  gatherDiagnosesDone_ = 0;
  probeDataKept_ = 0;
  if (lost_) return;  // abandoned work may still use the pipelines (~DeviceRunner)
  releasedPipelines_ += pipelines_.size();
  pipelines_.clear();
  stateSetsBound_.clear();
}

const vk::ComputePipeline& DeviceRunner::pipelineFor(const shadergen::ShaderKey& key, model::Tier tier,
                                                     const ExecutorOptions& options, InFlight& work,
                                                     bool& fresh) {
  const bool isolated = options.isolated;
  const bool perPipeline = device_->perPipelineRobustness();
  const std::string text = perPipeline ? key.text() + " robustness " + model::toString(tier) : key.text();
  auto it = pipelines_.find(text);
  fresh = isolated || it == pipelines_.end();
  if (!fresh) return *it->second;
  Stopwatch clock;
  auto module = shaders_.get(key);
  times_.compile += clock.lap();
  const std::vector<VkDescriptorType> image = imageBindings(key);
  // Isolated: a new pipeline per case and no pipeline cache, as a per-case suite would do.
  std::vector<uint32_t> spirv = module->spirv;
  if (options.mutateSpirv) options.mutateSpirv(key, spirv);
  auto pipeline = std::make_unique<vk::ComputePipeline>(
      *device_, spirv, image, shadergen::arraySize(key.slots, key.slotIndex),
      isolated ? VK_NULL_HANDLE : pipelineCache_, imageBindingKind(key.slotIndex), tier);
  times_.pipeline += clock.lap();
  if (isolated) {
    work.pipeline = std::move(pipeline);
    ++isolatedPipelines_;
    return *work.pipeline;
  }
  return *pipelines_.emplace(text, std::move(pipeline)).first->second;
}

const vk::SampleFillPipeline& DeviceRunner::fillPipelineFor(const model::FormatInfo& format, uint32_t samples,
                                                            bool sampleShading) {
  const std::string key =
      std::string(format.name) + "/" + std::to_string(samples) + (sampleShading ? "/shaded" : "");
  auto it = fillPipelines_.find(key);
  if (it != fillPipelines_.end()) return *it->second;
  const std::vector<uint32_t> vertex = shadergen::compileGlsl(shadergen::fillVertexShader(), "vert");
  const std::string source = format.isDepthStencil()
                                 ? shadergen::generateDepthStencilFillFragment(sampleShading)
                                 : shadergen::generateFillFragment(format.sampledType(), sampleShading);
  const std::vector<uint32_t> fragment = shadergen::compileGlsl(source, "frag");
  shadergen::validateSpirv(vertex);
  shadergen::validateSpirv(fragment);
  Stopwatch clock;
  auto pipeline =
      std::make_unique<vk::SampleFillPipeline>(*device_, format, samples, sampleShading, vertex, fragment);
  times_.pipeline += clock.lap();
  return *fillPipelines_.emplace(key, std::move(pipeline)).first->second;
}

std::vector<VkPipeline> DeviceRunner::pipelinesPerStateSet(const vk::ComputePipeline& pipeline,
                                                           const std::vector<std::string>& stateSets,
                                                           bool fresh, const ExecutorOptions& options,
                                                           InFlight& work) {
  if (options.isolated || !siblingPipelines_) return {};  // isolated: one view, one pipeline already
  std::vector<VkPipeline> perRound;
  std::map<std::string, VkPipeline> ofStates;
  for (const std::string& states : stateSets) {
    auto [it, isNew] = ofStates.emplace(states, VK_NULL_HANDLE);
    if (isNew) {
      if (fresh && ofStates.size() == 1) {
        it->second = pipeline.handle();  // a pipeline no dispatch has used yet serves the first set
      } else {
        work.statePipelines.emplace_back(*device_, pipeline.createSibling());
        it->second = work.statePipelines.back().handle();
        ++siblingPipelinesMade_;
      }
    }
    perRound.push_back(it->second);
  }
  return perRound;
}

void DeviceRunner::registerViewStates(const std::vector<const CaseSpec*>& cases) {
  Stopwatch clock;
  vktexel::registerViewStates(*device_, cases);
  for (const CaseSpec* c : cases) times_.viewStates += viewStates_.insert(viewStateOf(*c)).second;
  times_.prepare += clock.lap();
}

VkResult DeviceRunner::execute(shadergen::ShaderKey key, model::Tier tier, std::vector<DispatchedCase>& cases,
                               const ExecutorOptions& options, InFlight& work) {
  // Isolated: one view per dispatch, as per-case suites bind them.
  const uint32_t slots = options.isolated || key.needsSingleImage() ? 1
                         : options.maxSlots != kAutoImageSlots      ? options.maxSlots
                                                                    : slotsFor(key.variants.size());
  const BatchLayout layout = layoutBatch(cases, slots);
  key.slots = layout.plan.slots;
  bool fresh = false;
  const vk::ComputePipeline& pipeline = pipelineFor(key, tier, options, work, fresh);
  Stopwatch clock;
  const FillPipelineFor fill = [this](const model::FormatInfo& f, uint32_t samples,
                                      bool shading) -> const vk::SampleFillPipeline& {
    return fillPipelineFor(f, samples, shading);
  };
  const double pipelineSecondsBefore = times_.pipeline;
  work.resources = std::make_unique<BatchResources>(*device_, pipeline, key, cases, layout, fill,
                                                    options.fillSample1IntoSample2);
  // The fill pipelines made on the way count as pipeline time (fillPipelineFor), not preparation.
  times_.prepare += clock.lap() - (times_.pipeline - pipelineSecondsBefore);
  for (const DispatchedCase& d : cases) {
    times_.viewStates += viewStates_.insert(viewStateOf(*d.spec)).second;
    for (std::string& triple : lookupStatesOf(*d.spec))
      times_.lookupStates += lookupStates_.insert(triple).second;
  }
  const std::vector<std::string> stateSets = stateSetsOf(layout);
  const std::vector<VkPipeline> roundPipelines =
      pipelinesPerStateSet(pipeline, stateSets, fresh, options, work);
  times_.pipeline += clock.lap();
  work.commands = std::make_unique<vk::OneShotCommands>(*device_);
  const vk::TimestampQueries timestamps(*device_, uint32_t(work.resources->dispatchCount()) + 2);
  work.resources->record(work.commands->begin(), timestamps, roundPipelines);
  times_.prepare += clock.lap();
  const VkResult submitted = work.commands->submitAndWait(options.timeoutMs * 1000000ull);
  times_.submit += clock.lap();
  ++times_.submissions;
  times_.dispatches += work.resources->dispatchCount();
  if (submitted != VK_SUCCESS) {
    lost_ = true;
    abandoned_.push_back(std::move(work));
    return submitted;
  }
  const std::vector<double> t = timestamps.read();  // start, uploaded, after each dispatch
  if (t.size() >= 3) {
    times_.upload += t[1];
    times_.dispatch += t.back() - t[1];
    if (fresh) times_.firstDispatch.push_back(t[2] - t[1]);
    std::set<std::string>& bound = stateSetsBound_[key.text()];
    // New pipelines (isolated mode; with sibling pipelines every batch's own, pipelinesPerStateSet) see
    // every state set for the first time.
    if (fresh || !roundPipelines.empty()) bound.clear();
    for (size_t r = 0; r < stateSets.size() && r + 2 < t.size(); ++r)
      if (bound.insert(stateSets[r]).second) times_.newStateSetDispatch.push_back(t[r + 2] - t[r + 1]);
  }
  return submitted;
}

void DeviceRunner::diagnoseGather(const BatchKey& batch, const CaseSpec& c,
                                  const std::vector<model::FetchExpectation>& expect,
                                  const ExecutorOptions& options, CaseResult& r) {
  std::vector<size_t> failing;
  for (const ProbeFailure& f : r.failures) failing.push_back(f.probe);
  const OneHotPlan plan = planOneHot(c, failing, expect);
  if (plan.cases.empty()) return;
  ++gatherDiagnosesDone_;
  std::vector<DispatchedCase> cases;
  for (const CaseSpec& one : plan.cases)
    cases.push_back(DispatchedCase{&one, std::make_shared<const model::HostImage>(one.image)});
  InFlight work;
  const VkResult submitted = execute(shaderKeyFor(batch, cases), batch.tier, cases, options, work);
  if (submitted != VK_SUCCESS) {
    r.diagnosis = std::string("the one-hot re-run failed: ") + vk::resultName(submitted);
    return;
  }
  std::vector<const model::RawResult*> raw;
  for (const DispatchedCase& d : cases) raw.push_back(work.resources->results() + d.firstProbe);
  if (options.keepRaw) {
    r.raw.oneHotProbes = failing;
    for (const model::RawResult* bits : raw)
      r.raw.oneHotBits.insert(r.raw.oneHotBits.end(), bits, bits + plan.probes.size());
  }
  explainOneHot(plan, raw, expect, r);
}

std::vector<CaseResult> DeviceRunner::run(const Batch& batch, const ExecutorOptions& options) {
  Stopwatch clock;
  std::vector<CaseResult> results(batch.cases.size());

  // 1. Gates, then host images and model expectations on every core.
  std::vector<size_t> candidates;
  for (size_t i = 0; i < batch.cases.size(); ++i) {
    const CaseSpec& c = *batch.cases[i];
    CaseResult& r = results[i];
    r.name = c.name;
    r.probes = c.probes.size();
    const Gate gate = checkGates(*device_, c);
    if (!gate.missing.empty()) {
      r.outcome = gate.violatesSpec ? Outcome::Fail : Outcome::NotSupported;
      r.message = gate.missing;
      continue;
    }
    candidates.push_back(i);
  }
  std::map<std::string, std::shared_ptr<const model::HostImage>> hostImages;
  std::vector<const model::ImageSpec*> imageSpecs;
  for (size_t i : candidates)
    if (hostImages.emplace(batch.cases[i]->image.key(), nullptr).second)
      imageSpecs.push_back(&batch.cases[i]->image);
  std::vector<std::shared_ptr<const model::HostImage>> made(imageSpecs.size());
  std::vector<std::string> imageErrors(imageSpecs.size());
  parallelFor(imageSpecs.size(), [&](size_t k) {
    try {
      model::ImageSpec spec = *imageSpecs[k];
      if (options.seed) spec.seed = options.seed;
      made[k] = std::make_shared<const model::HostImage>(spec);
    } catch (const std::exception& e) {
      imageErrors[k] = e.what();
    }
  });
  for (size_t k = 0; k < imageSpecs.size(); ++k) hostImages[imageSpecs[k]->key()] = made[k];
  std::vector<ActiveCase> prepared(candidates.size());
  std::vector<std::string> errors(candidates.size());
  const model::SamplingLimits sampling{device_->limits().subTexelPrecisionBits,
                                       device_->limits().mipmapPrecisionBits};
  parallelFor(candidates.size(), [&](size_t k) {
    const CaseSpec& c = *batch.cases[candidates[k]];
    try {
      const auto& image = hostImages[c.image.key()];
      if (!image) throw std::runtime_error("image " + c.image.key() + " could not be made");
      ActiveCase& a = prepared[k];
      a.result = candidates[k];
      if (options.keepRaw) results[candidates[k]].raw.inputs = caseDigest(c, image.get());
      a.expect = expectationsOf(c, *image, options.faults, sampling);
    } catch (const std::exception& e) {
      errors[k] = e.what();
    }
  });
  std::vector<ActiveCase> active;
  std::vector<DispatchedCase> dispatched;
  for (size_t k = 0; k < candidates.size(); ++k) {
    const CaseSpec& c = *batch.cases[candidates[k]];
    if (!errors[k].empty()) {
      results[candidates[k]].outcome = Outcome::InternalError;
      results[candidates[k]].message = errors[k];
      continue;
    }
    times_.probes += c.probes.size();
    active.push_back(std::move(prepared[k]));
    dispatched.push_back(DispatchedCase{&c, hostImages[c.image.key()]});
  }
  times_.model += clock.lap();
  if (active.empty()) return results;

  // 2. The shader: every distinct code path the batch's probes need becomes one run-time variant.
  const shadergen::ShaderKey key = shaderKeyFor(batch.key, dispatched);
  try {
    // 3. Upload, dispatch once per case, wait.
    InFlight work;
    const VkResult submitted = execute(key, batch.key.tier, dispatched, options, work);
    if (submitted != VK_SUCCESS) {
      failAll(results, active, submitted == VK_TIMEOUT ? Outcome::Timeout : Outcome::Crash,
              "batch " + batch.key.text() + " (" + std::to_string(key.variants.size()) +
                  " variants): " + vk::resultName(submitted));
      return results;
    }
    // 4. Compare every probe with the model; find which texels failing gathers read.
    clock.lap();
    DescriptorSiblings siblings{nullptr, options.faults, sampling};
    if (key.slotIndex != shadergen::SlotIndex::Constant) siblings.cases = &dispatched;
    const std::string batchName = std::to_string(getpid()) + "." + std::to_string(++batchesRun_);
    for (size_t i = 0; i < active.size(); ++i) {
      CaseResult& r = results[active[i].result];
      const model::RawResult* raw = work.resources->results() + dispatched[i].firstProbe;
      if (options.keepRaw) {
        r.raw.batch = batchName;
        r.raw.bits.assign(raw, raw + active[i].expect.size());
      }
      judgeCase(dispatched[i], active[i].expect, raw, options.failuresShown,
                probeDataKept_ < options.keepProbeData, siblings, r);
      if (!r.probeData.empty()) ++probeDataKept_;
      if (r.outcome == Outcome::Fail && gatherDiagnosesDone_ < options.gatherDiagnoses)
        diagnoseGather(batch.key, *dispatched[i].spec, active[i].expect, options, r);
    }
    times_.compare += clock.lap();
  } catch (const shadergen::ShaderError& e) {
    failAll(results, active, Outcome::InternalError, e.what());
  } catch (const vk::DriverContractError& e) {
    failAll(results, active, Outcome::Fail, e.what());
  } catch (const vk::VkError& e) {
    if (e.result == VK_ERROR_DEVICE_LOST) lost_ = true;
    failAll(results, active, e.result == VK_ERROR_DEVICE_LOST ? Outcome::Crash : Outcome::InternalError,
            e.what());
  } catch (const std::exception& e) {
    failAll(results, active, Outcome::InternalError, e.what());
  }
  return results;
}

}  // namespace vktexel
