// Runs batches on one logical device: one pipeline per shader key (kept across batches; on
// devices whose CompileTraits ask for it, a sibling per bound view-state set), one command buffer and
// one submission per batch, every probe compared with the CPU model.
#pragma once

#include "model/fetch.h"
#include "run/batch_resources.h"
#include "run/phase_times.h"
#include "run/planner.h"
#include "run/verdict.h"
#include "shadergen/compiler.h"
#include "vk/commands.h"
#include "vk/compute.h"
#include "vk/device.h"

#include <functional>
#include <map>
#include <memory>
#include <set>
#include <string>
#include <vector>

namespace vktexel {

struct ExecutorOptions {
  uint64_t timeoutMs = 60000;           // per submission: a hang detector (software drivers JIT inside it)
  model::ModelFaults faults;            // deliberately wrong model rules (self-test only)
  bool fillSample1IntoSample2 = false;  // a deliberately wrong multisample fill (self-test only)
  size_t failuresShown = 4;             // probe failures kept per case
  size_t gatherDiagnoses = 8;           // failing gather cases re-run on one-hot images, per device
  // Failing cases, per device, that keep every probe's result, expected value and verdict in
  // CaseResult::probeData (the HTML report); 0: none.
  size_t keepProbeData = 0;
  // Every probe's returned bits and the digest of each case's inputs in CaseResult::raw (run --raw).
  bool keepRaw = false;
  // A new pipeline for every batch and no pipeline cache, the way per-case suites run (bench).
  bool isolated = false;
  // Views bound per dispatch (run/slot_plan.h); 1: one view per dispatch; kAutoImageSlots: each
  // batch's slotsFor(its code paths). --slots.
  uint32_t maxSlots = kAutoImageSlots;
  // Texel data seed (--seed): 0 keeps each case's own (fixed) seed; equal seeds give equal runs.
  uint32_t seed = 0;
  // Self-test only: rewrites each generated module before its pipeline is made (a mutation that
  // breaks a documented semantic must make the cases that check it fail).
  std::function<void(const shadergen::ShaderKey&, std::vector<uint32_t>&)> mutateSpirv;
};

// The batch's shader: every distinct code path its cases' probes need is one run-time variant.
shadergen::ShaderKey shaderKeyFor(const BatchKey& batch, const std::vector<DispatchedCase>& cases);

class DeviceRunner {
 public:
  // pipelineCacheDir: where the on-disk VkPipelineCache lives (empty: in memory only).
  DeviceRunner(const vk::PhysicalDeviceInfo& physical, vk::DeviceProfile profile,
               shadergen::ShaderCache& shaders, const std::string& pipelineCacheDir = "");
  ~DeviceRunner();
  DeviceRunner(const DeviceRunner&) = delete;
  DeviceRunner& operator=(const DeviceRunner&) = delete;

  const vk::Device& device() const { return *device_; }
  // run/view_states.h, timed as preparation.
  void registerViewStates(const std::vector<const CaseSpec*>& cases);
  // Results in the order of batch.cases.
  std::vector<CaseResult> run(const Batch& batch, const ExecutorOptions& options);
  bool lost() const { return lost_; }  // after a timeout or device loss: make a new runner
  size_t pipelineCount() const {
    return pipelines_.size() + releasedPipelines_ + isolatedPipelines_ + siblingPipelinesMade_;
  }
  // Before cases that bind none of the pipelines made so far (a lane worker's next parcel:
  // run/parcels.h): frees those pipelines and resets the limits on gather diagnoses and kept
  // probe data, so those cases get what a new runner would give them. The device and its
  // multisample fill pipelines stay.
  void startAfresh();
  const PhaseTimes& times() const { return times_; }

 private:
  const vk::SampleFillPipeline& fillPipelineFor(const model::FormatInfo& format, uint32_t samples,
                                                bool sampleShading);

  // Work the driver never finished (a timeout): its memory may still be in use, so it is never
  // freed, and neither is the device.
  struct InFlight {
    std::unique_ptr<vk::ComputePipeline> pipeline;  // isolated mode: the batch's own pipeline
    std::vector<vk::OwnedPipeline> statePipelines;  // one per bound view-state set but the first
    std::unique_ptr<BatchResources> resources;
    std::unique_ptr<vk::OneShotCommands> commands;
  };
  // The key's pipeline for a batch of `tier`: cached, or (options.isolated) new and owned by
  // `work`. `fresh`: just created, from the module as options.mutateSpirv leaves it. On a
  // per-pipeline device the tier is part of the cache key (each asks for its own robustness).
  const vk::ComputePipeline& pipelineFor(const shadergen::ShaderKey& key, model::Tier tier,
                                         const ExecutorOptions& options, InFlight& work, bool& fresh);
  // Lays the cases' views out in slots (key.slots follows), uploads, dispatches and waits.
  // Anything but VK_SUCCESS abandons the work and marks the device lost.
  VkResult execute(shadergen::ShaderKey key, model::Tier tier, std::vector<DispatchedCase>& cases,
                   const ExecutorOptions& options, InFlight& work);
  // Per round, the pipeline to bind: one per distinct set of bound view states where the device's
  // CompileTraits ask for it (lavapipe 22.3 keys its disk cache on NIR it rewrites after each
  // compile, vk::ComputePipeline::createSibling), the batch's own for the first set when no
  // dispatch has used it yet. Empty (the batch's own for every round) in isolated mode, on other
  // devices and with Mesa's disk cache off, where another pipeline per set would only cost its
  // creation (~4 ms on lavapipe 22.3; on lavapipe 25 a shader variant each).
  // stateSets: per round, the view states it binds (one string per round).
  std::vector<VkPipeline> pipelinesPerStateSet(const vk::ComputePipeline& pipeline,
                                               const std::vector<std::string>& stateSets, bool fresh,
                                               const ExecutorOptions& options, InFlight& work);
  void diagnoseGather(const BatchKey& batch, const CaseSpec& c,
                      const std::vector<model::FetchExpectation>& expect, const ExecutorOptions& options,
                      CaseResult& r);

  std::unique_ptr<vk::Device> device_;
  shadergen::ShaderCache& shaders_;
  VkPipelineCache pipelineCache_ = VK_NULL_HANDLE;
  std::string pipelineCachePath_;
  std::map<std::string, std::unique_ptr<vk::ComputePipeline>> pipelines_;
  std::map<std::string, std::unique_ptr<vk::SampleFillPipeline>> fillPipelines_;
  // Per pipeline key: the sets of view states (slot signatures, one per slot) bound so far.
  std::map<std::string, std::set<std::string>> stateSetsBound_;
  // Static view states and lookup triples this device has taken (PhaseTimes::viewStates).
  std::set<std::string> viewStates_, lookupStates_;
  bool lost_ = false;
  // CompileTraits::pipelinePerViewStateSet with Mesa's disk cache on (pipelinesPerStateSet).
  bool siblingPipelines_ = false;
  size_t siblingPipelinesMade_ = 0;
  std::vector<InFlight> abandoned_;
  size_t gatherDiagnosesDone_ = 0;
  size_t probeDataKept_ = 0;
  size_t isolatedPipelines_ = 0;
  size_t releasedPipelines_ = 0;
  size_t batchesRun_ = 0;  // names each batch in CaseResult::raw
  PhaseTimes times_;
};

}  // namespace vktexel
