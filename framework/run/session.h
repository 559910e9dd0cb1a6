// One run of the suite on one physical device: the instance, a device per robustness tier
// (created when first needed), the shader cache, and the batches in order.
#pragma once

#include "run/executor.h"
#include "run/phase_times.h"
#include "run/planner.h"
#include "run/verdict.h"
#include "shadergen/compiler.h"
#include "vk/device.h"
#include "vk/instance.h"

#include <functional>
#include <map>
#include <memory>
#include <string>
#include <vector>

namespace vktexel {

struct SessionOptions {
  std::string device;  // --device INDEX | NAME-SUBSTRING
  bool validation = false;
  // --pipeline-cache DIR: an on-disk VkPipelineCache per device and tier, and compiled SPIR-V in
  // DIR/spirv (shadergen/spirv_disk_cache.h)
  std::string pipelineCacheDir;
  ExecutorOptions executor;
  // The code paths of the cases `run` will get, read by the caller (ProcessRunner reads them once
  // in the parent; its forked workers inherit them), or null. Where null or not covering every
  // case, `run` reads its cases' own. Must outlive the session.
  const CodePaths* codePaths = nullptr;
};

struct SessionStats {
  size_t batches = 0;
  size_t pipelines = 0;
  size_t shaders = 0;
  PhaseTimes times;  // summed over every device of the run
};

class Session {
 public:
  explicit Session(const SessionOptions& options);  // throws std::runtime_error / invalid_argument
  ~Session();

  const vk::PhysicalDeviceInfo& physical() const { return *physical_; }
  const vk::RobustnessSupport& robustness() const { return robustness_; }
  uint64_t validationMessages() const { return instance_->validationMessages(); }
  const SessionStats& stats() const { return stats_; }

  // Runs the cases; results come back in the order given. `onResult` sees each as it completes.
  std::vector<CaseResult> run(const std::vector<const CaseSpec*>& cases,
                              const std::function<void(const CaseResult&)>& onResult,
                              const std::function<void(const Batch&)>& onBatchStart = {});
  // Before a `run` whose cases share no shader key with the earlier ones (a lane worker's next
  // parcel, run/parcels.h): every device's DeviceRunner::startAfresh. Devices stay.
  void startAfresh();
  // Whether a device was lost (a timeout or device loss) in any `run` so far: a worker that lost
  // one ends, rather than run more cases beside work the driver never finished.
  bool lostADevice() const;

 private:
  DeviceRunner* runnerFor(const vk::DeviceProfile& profile, std::string* error);
  // The device a batch runs on: the per-pipeline one where the driver has pipelineRobustness and
  // the batch takes no device path (run/robustness_path.h), else one made for its tier.
  vk::DeviceProfile profileFor(const BatchKey& key) const;

  SessionOptions options_;
  std::unique_ptr<vk::Instance> instance_;
  const vk::PhysicalDeviceInfo* physical_ = nullptr;
  vk::RobustnessSupport robustness_;
  std::string sparseLacking_;  // what a sparse device profile lacks here (vk::missingSparse), or ""
  shadergen::ShaderCache shaders_;
  std::map<vk::DeviceProfile, std::unique_ptr<DeviceRunner>> runners_;
  SessionStats stats_;
  PhaseTimes retiredTimes_;  // of runners dropped after a device loss
  size_t retiredPipelines_ = 0;
  size_t devicesLost_ = 0;  // runners dropped after a device loss
};

// One-line description of a device's robustness, e.g. "robustImageAccess2 + nullDescriptor (tier ria2)".
std::string describeRobustness(const vk::RobustnessSupport& r);

}  // namespace vktexel
