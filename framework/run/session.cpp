#include "run/session.h"

#include "run/gates.h"
#include "run/view_states.h"

#include <algorithm>

namespace vktexel {

std::string describeRobustness(const vk::RobustnessSupport& r) {
  std::string s;
  auto add = [&s](bool on, const char* name) {
    if (on) s += (s.empty() ? "" : " + ") + std::string(name);
  };
  add(r.robustImageAccess, "robustImageAccess");
  add(r.robustImageAccess2, "robustImageAccess2");
  add(r.nullDescriptor, "nullDescriptor");
  add(r.robustBufferAccess2, "robustBufferAccess2");
  add(r.pipelineRobustness, "pipelineRobustness");
  if (s.empty()) s = "no robustness features";
  return s + " (tier " + model::toString(r.best()) + ")";
}

Session::Session(const SessionOptions& options)
    : options_(options),
      shaders_(options.pipelineCacheDir.empty() ? "" : options.pipelineCacheDir + "/spirv") {
  instance_ = std::make_unique<vk::Instance>(options.validation);
  physical_ = &instance_->choose(options.device);
  robustness_ = vk::queryRobustness(*physical_);
  sparseLacking_ = vk::missingSparse(*physical_);
}

namespace {

// The device a batch's tier and null descriptors ask for.
vk::DeviceProfile tierProfile(const BatchKey& key) {
  return vk::DeviceProfile{key.tier, key.nullDescriptor, key.sparse};
}

}  // namespace

vk::DeviceProfile Session::profileFor(const BatchKey& key) const {
  if (!robustness_.pipelineRobustness || key.sparse || key.devicePath) return tierProfile(key);
  vk::DeviceProfile profile;
  profile.perPipeline = true;
  profile.nullDescriptor = robustness_.nullDescriptor;  // changes nothing for non-null descriptors
  return profile;
}

Session::~Session() {
  runners_.clear();
}

DeviceRunner* Session::runnerFor(const vk::DeviceProfile& profile, std::string* error) {
  auto& runner = runners_[profile];
  if (runner && runner->lost()) {  // a hang or device loss poisons only its own device
    retiredTimes_.add(runner->times());
    retiredPipelines_ += runner->pipelineCount();
    ++devicesLost_;
    runner.reset();
  }
  if (!runner) {
    try {
      runner = std::make_unique<DeviceRunner>(*physical_, profile, shaders_, options_.pipelineCacheDir);
    } catch (const std::exception& e) {
      *error = e.what();
      return nullptr;
    }
  }
  return runner.get();
}

void Session::startAfresh() {
  for (auto& [profile, runner] : runners_)
    if (runner) runner->startAfresh();
}

bool Session::lostADevice() const {
  return devicesLost_ > 0 || std::any_of(runners_.begin(), runners_.end(), [](const auto& entry) {
           return entry.second && entry.second->lost();
         });
}

std::vector<CaseResult> Session::run(const std::vector<const CaseSpec*>& cases,
                                     const std::function<void(const CaseResult&)>& onResult,
                                     const std::function<void(const Batch&)>& onBatchStart) {
  std::map<const CaseSpec*, size_t> position;
  for (size_t i = 0; i < cases.size(); ++i) position[cases[i]] = i;
  std::vector<CaseResult> results(cases.size());

  PlanLimits limits;
  if (options_.executor.isolated) limits.maxCases = 1;
  const auto report = [&](const CaseResult& r, const CaseSpec* c) {
    results[position[c]] = r;
    if (onResult) onResult(r);
  };
  // Gates first, on each case's device: a case that cannot run joins no batch, so it changes no
  // batch's shader, views or submissions (10,808 NotSupported ASTC cases made lavapipe's cold run
  // 9-19 s slower when they were planned among the others).
  // The caller's code paths when they cover every case (hash lookups), else the cases' own.
  const bool given = options_.codePaths && std::all_of(cases.begin(), cases.end(), [&](const CaseSpec* c) {
                       return options_.codePaths->has(*c);
                     });
  const CodePaths own = given ? CodePaths() : CodePaths(cases);
  const CodePaths& codePaths = given ? *options_.codePaths : own;
  std::vector<const CaseSpec*> runnable;
  for (const Batch& batch : planBatches(cases, limits, codePaths)) {
    const vk::DeviceProfile profile = profileFor(batch.key);
    std::string lacking = tierProfile(batch.key).missing(robustness_);
    if (lacking.empty() && profile.sparse) lacking = sparseLacking_;
    // Making a device may crash or hang the driver: the batch that needs it is then in flight,
    // so the process runner blames its cases, not the next case without a result.
    const auto known = runners_.find(profile);
    const bool making = known == runners_.end() || !known->second || known->second->lost();
    if (lacking.empty() && making && onBatchStart) onBatchStart(batch);
    std::string error;
    DeviceRunner* runner = lacking.empty() ? runnerFor(profile, &error) : nullptr;
    for (const CaseSpec* c : batch.cases) {
      CaseResult r;
      r.name = c->name;
      r.probes = c->probes.size();
      if (!runner) {
        r.outcome = error.empty() ? Outcome::NotSupported : Outcome::InternalError;
        r.message = error.empty() ? lacking : "device creation failed: " + error;
      } else if (const Gate gate = checkGates(runner->device(), *c); !gate.missing.empty()) {
        r.outcome = gate.violatesSpec ? Outcome::Fail : Outcome::NotSupported;
        r.message = gate.missing;
      } else {
        runnable.push_back(c);
        continue;
      }
      report(r, c);
    }
  }
  const std::vector<Batch> batches = planBatches(runnable, limits, codePaths);
  // Every device's view states before its pipelines (run/view_states.h).
  std::map<vk::DeviceProfile, std::vector<const CaseSpec*>> ofProfile;
  for (const Batch& batch : batches) {
    std::vector<const CaseSpec*>& to = ofProfile[profileFor(batch.key)];
    to.insert(to.end(), batch.cases.begin(), batch.cases.end());
  }
  for (const auto& [profile, profileCases] : ofProfile) {
    std::string error;
    if (DeviceRunner* runner = runnerFor(profile, &error)) runner->registerViewStates(profileCases);
  }
  // Cases without a tier run on a device without robustness (issue 19, item 2), not on the most
  // robust one: an in-bounds path that only works with robustness on must fail.
  for (const Batch& batch : batches) {
    ++stats_.batches;
    if (onBatchStart) onBatchStart(batch);
    std::string error;
    DeviceRunner* runner = runnerFor(profileFor(batch.key), &error);
    std::vector<CaseResult> batchResults;
    if (runner) {
      batchResults = runner->run(batch, options_.executor);
    } else {  // the device was lost since, and could not be made again
      for (const CaseSpec* c : batch.cases) {
        CaseResult r;
        r.name = c->name;
        r.probes = c->probes.size();
        r.outcome = Outcome::InternalError;
        r.message = "device creation failed: " + error;
        batchResults.push_back(r);
      }
    }
    for (size_t i = 0; i < batch.cases.size(); ++i) report(batchResults[i], batch.cases[i]);
  }
  stats_.shaders = shaders_.size();
  stats_.pipelines = retiredPipelines_;
  stats_.times = retiredTimes_;
  for (const auto& [tier, runner] : runners_)
    if (runner) {
      stats_.pipelines += runner->pipelineCount();
      stats_.times.add(runner->times());
    }
  return results;
}

}  // namespace vktexel
