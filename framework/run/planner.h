// Bins cases into batches: one pipeline and one submission per batch. Cases share a batch when
// they need the same device tier and the same shader shape (view type, sampled type), and
// their views need the same code paths (fetch, ConstOffsets, queries ...): a view's dispatch
// runs the whole shader's code, which a software driver compiles once per bound view state,
// so a path no view of the batch needs is compile time wasted on every view. Views of one slot
// state (run/slot_plan.h) all take the union of their paths, so that state compiles once. The
// format, size and coordinates never split a batch; its views are bound several at a time.
#pragma once

#include "run/case.h"
#include "run/code_paths.h"
#include "run/slot_plan.h"
#include "shadergen/shader_key.h"

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace vktexel {

struct BatchKey {
  model::Tier tier = model::Tier::None;  // None: the device without robustness
  bool nullDescriptor = false;           // the device enables nullDescriptor (a view is null)
  model::ViewType view = model::ViewType::D2;
  model::SampledType type = model::SampledType::Float;
  bool withSampler = false;
  bool separateSampler = false;
  bool longCoordinate = false;
  std::string group;           // CaseSpec::batchGroup
  bool shadowSampler = false;  // depth-compare gathers
  bool sparse = false;         // sparse-residency images: the device with sparse features
  bool devicePath = false;     // robustness on a device made for the tier (run/robustness_path.h)
  // Views whose shader variants llvmpipe compiles again on every run (jitUncachedOnLlvmpipe):
  // in batches of their own, their shader binds as many slots as they need, not as many as the
  // cached views beside them would (a 16-slot fetch compiled 16 BC6H slots for 4 signatures).
  // On every driver (planning does not know the driver): elsewhere it costs a few batches.
  bool jitUncached = false;
  shadergen::SlotIndex slotIndex = shadergen::SlotIndex::Constant;  // CaseSpec::slotIndex
  std::string paths;  // the code paths its views need (their variants' text)
  bool operator<(const BatchKey& o) const;
  std::string text() const;
};

// The shader's shape for a batch key: everything but its variants and slots.
shadergen::ShaderKey shaderShapeOf(const BatchKey& batch);

// paths: what the case's view needs (BatchKey::paths); empty: the case's own probes'.
BatchKey batchKeyOf(const CaseSpec& c, model::Tier defaultTier = model::Tier::None,
                    const std::string& paths = "");

struct Batch {
  BatchKey key;
  std::vector<const CaseSpec*> cases;
};

struct PlanLimits {
  // Views per submission. Smaller batches cost more: each batch's variant union is its own
  // shader key, so splitting a group compiles more pipelines.
  size_t maxViews = 512;
  size_t maxImageBytes = size_t(256) << 20;  // texel bytes uploaded per submission
  size_t maxCases = SIZE_MAX;                // 1: every case alone (the isolated mode of vktexel bench)
  // The tier of the default device, where tier-None cases run: cases of that tier then share
  // their batches and pipelines (a software driver JITs once per pipeline and view state).
  model::Tier defaultTier = model::Tier::None;
};

std::vector<Batch> planBatches(const std::vector<const CaseSpec*>& cases, const PlanLimits& limits = {});
// codePaths: made from these cases or more (read once by the caller for every plan of a run).
std::vector<Batch> planBatches(const std::vector<const CaseSpec*>& cases, const PlanLimits& limits,
                               const CodePaths& codePaths);

}  // namespace vktexel
