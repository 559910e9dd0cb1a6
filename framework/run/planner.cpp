#include "run/planner.h"

#include "run/robustness_path.h"

#include <algorithm>
#include <map>
#include <set>
#include <tuple>

namespace vktexel {
namespace {

size_t imageBytes(const model::ImageSpec& spec) {
  size_t bytes = 0;
  for (uint32_t level = 0; level < spec.levels; ++level) {
    const model::Extent e = model::levelExtent(spec, level);
    bytes += size_t(e.width) * e.height * e.depth * spec.layers * model::formatInfo(spec.format).texelBytes;
  }
  return bytes;
}

// Variants, sorted and unique, as text: a batch key's paths.
std::string textOf(const std::vector<shadergen::Variant>& variants) {
  std::string s;
  for (const shadergen::Variant& v : variants) s += ":" + v.text();
  return s;
}

// The tier of the device a case runs on: untiered cases run on the default device.
model::Tier deviceTierOf(const CaseSpec& c, model::Tier defaultTier) {
  return c.tier == model::Tier::None ? defaultTier : c.tier;
}

// A view as one device sees it: the same image and view under another robustness tier runs on
// another device, in another pipeline, so it shares no JIT with this one and must not take the
// other tier's paths (the in-bounds ConstOffsets gave the out-of-bounds tiers' plain fetches
// 9-16 paths: a cold whole-suite run compiled 361 state sets on those tiers instead of 214).
std::string deviceViewKeyOf(const CaseSpec& c, model::Tier defaultTier) {
  return std::string(model::toString(deviceTierOf(c, defaultTier))) + "@" + viewKeyOf(c);
}

// A case's batch key without its paths: the device tier and the shader's shape.
BatchKey shapeKeyOf(const CaseSpec& c, model::Tier defaultTier) {
  return {deviceTierOf(c, defaultTier),
          c.view.null,
          c.view.type,
          model::viewFormat(c.image.format, c.view).sampledType(),
          c.view.withSampler,
          c.view.separateSampler,
          c.longCoordinate,
          c.batchGroup,
          c.view.sampler.depthCompare,
          c.image.sparse.sparse,
          takesDevicePath(c),
          jitUncachedOnLlvmpipe(c),
          c.slotIndex,
          ""};
}

// Views of one slot signature that need different paths would land in different batches, and a
// software driver would compile the signature's state once in each. Giving every such view the
// union of their paths puts them in one batch, where they follow each other in one slot and
// share one JIT: the union costs a few paths, each extra batch a whole view state.
void shareSlotPaths(const std::map<std::string, std::vector<const CaseSpec*>>& casesOfView,
                    const CodePaths& codePaths, model::Tier defaultTier,
                    std::map<std::string, std::string>& pathsOfView) {
  std::map<std::pair<BatchKey, std::string>, std::vector<const CaseSpec*>> casesOfState;
  std::map<std::string, std::pair<BatchKey, std::string>> stateOfView;
  for (const auto& [view, members] : casesOfView) {
    auto state = std::make_pair(shapeKeyOf(*members.front(), defaultTier), slotSignature(*members.front()));
    auto& cases = casesOfState[state];
    cases.insert(cases.end(), members.begin(), members.end());
    stateOfView.emplace(view, std::move(state));
  }
  std::map<std::pair<BatchKey, std::string>, std::string> pathsOfState;
  for (const auto& [state, cases] : casesOfState) pathsOfState[state] = textOf(codePaths.unionOf(cases));
  for (auto& [view, paths] : pathsOfView) paths = pathsOfState.at(stateOfView.at(view));
}

}  // namespace

bool BatchKey::operator<(const BatchKey& o) const {
  return std::tie(tier, nullDescriptor, view, type, withSampler, separateSampler, longCoordinate, group,
                  shadowSampler, sparse, devicePath, jitUncached, slotIndex,
                  paths) < std::tie(o.tier, o.nullDescriptor, o.view, o.type, o.withSampler,
                                    o.separateSampler, o.longCoordinate, o.group, o.shadowSampler, o.sparse,
                                    o.devicePath, o.jitUncached, o.slotIndex, o.paths);
}

std::string BatchKey::text() const {
  return std::string(model::toString(view)) + "." + model::toString(type) +
         (withSampler ? (separateSampler ? ".separate" : ".combined") : "") +
         (shadowSampler ? ".shadow" : "") + (longCoordinate ? ".long_coordinate" : "") + "@" +
         model::toString(tier) + (nullDescriptor ? "+null" : "") + (sparse ? "+sparse" : "") +
         (devicePath && tier != model::Tier::None ? "+device" : "") + (jitUncached ? "+uncached" : "") +
         (group.empty() ? "" : "/" + group) + shadergen::nameSuffix(slotIndex);
}

shadergen::ShaderKey shaderShapeOf(const BatchKey& batch) {
  shadergen::ShaderKey key{batch.view, batch.type, batch.withSampler, batch.longCoordinate, {}};
  key.shadowSampler = batch.shadowSampler;
  key.separateSampler = batch.separateSampler;
  key.slotIndex = batch.slotIndex;
  return key;
}

BatchKey batchKeyOf(const CaseSpec& c, model::Tier defaultTier, const std::string& paths) {
  BatchKey key = shapeKeyOf(c, defaultTier);
  key.paths = paths.empty() ? textOf(variantsOf({&c})) : paths;
  return key;
}

std::vector<Batch> planBatches(const std::vector<const CaseSpec*>& cases, const PlanLimits& limits) {
  return planBatches(cases, limits, CodePaths(cases));
}

std::vector<Batch> planBatches(const std::vector<const CaseSpec*>& cases, const PlanLimits& limits,
                               const CodePaths& codePaths) {
  // The cases of each view (image and view spec), and the paths the view needs.
  std::map<std::string, std::vector<const CaseSpec*>> casesOfView;
  for (const CaseSpec* c : cases) casesOfView[deviceViewKeyOf(*c, limits.defaultTier)].push_back(c);
  std::map<std::string, std::string> pathsOfView;
  for (const auto& [view, members] : casesOfView) pathsOfView[view] = textOf(codePaths.unionOf(members));
  if (limits.maxCases > 1) shareSlotPaths(casesOfView, codePaths, limits.defaultTier, pathsOfView);
  std::map<BatchKey, std::vector<const CaseSpec*>> groups;
  for (const CaseSpec* c : cases)
    groups[batchKeyOf(*c, limits.defaultTier, pathsOfView[deviceViewKeyOf(*c, limits.defaultTier)])]
        .push_back(c);

  std::vector<Batch> batches;
  for (auto& [key, members] : groups) {
    // Views of one state next to each other: they share a slot (run/slot_plan.h).
    std::map<const CaseSpec*, std::string> signatureOf;
    for (const CaseSpec* c : members) signatureOf[c] = slotSignature(*c);
    std::stable_sort(members.begin(), members.end(),
                     [&](const CaseSpec* a, const CaseSpec* b) { return signatureOf[a] < signatureOf[b]; });
    Batch current{key, {}};
    std::set<std::string> views, images;
    size_t bytes = 0;
    for (const CaseSpec* c : members) {
      const std::string imageKey = c->image.key();
      const std::string viewKey = viewKeyOf(*c);
      const bool newView = !views.count(viewKey);
      const size_t newBytes = images.count(imageKey) ? 0 : imageBytes(c->image);
      if (!current.cases.empty() &&
          ((newView && views.size() >= limits.maxViews) || bytes + newBytes > limits.maxImageBytes ||
           current.cases.size() >= limits.maxCases)) {
        batches.push_back(std::move(current));
        current = Batch{key, {}};
        views.clear();
        images.clear();
        bytes = 0;
      }
      views.insert(viewKey);
      if (images.insert(imageKey).second) bytes += imageBytes(c->image);
      current.cases.push_back(c);
    }
    if (!current.cases.empty()) batches.push_back(std::move(current));
  }
  return batches;
}

}  // namespace vktexel
