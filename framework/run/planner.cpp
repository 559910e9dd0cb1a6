#include "run/planner.h"

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

}  // namespace

bool BatchKey::operator<(const BatchKey& o) const {
  return std::tie(tier, view, type, combinedSampler, longCoordinate, group, shadowSampler) <
         std::tie(o.tier, o.view, o.type, o.combinedSampler, o.longCoordinate, o.group, o.shadowSampler);
}

std::string BatchKey::text() const {
  return std::string(model::toString(view)) + "." + model::toString(type) +
         (combinedSampler ? ".combined" : "") + (shadowSampler ? ".shadow" : "") +
         (longCoordinate ? ".long_coordinate" : "") + "@" +
         (tier == model::Tier::None ? "default" : model::toString(tier)) + (group.empty() ? "" : "/" + group);
}

BatchKey batchKeyOf(const CaseSpec& c, model::Tier defaultTier) {
  const model::SampledType type = model::viewFormat(c.image.format, c.view).sampledType();
  BatchKey key{c.tier == model::Tier::None ? defaultTier : c.tier,
               c.view.type,
               type,
               c.view.combinedSampler,
               c.longCoordinate,
               c.batchGroup};
  key.shadowSampler = c.view.sampler.depthCompare;
  return key;
}

std::vector<Batch> planBatches(const std::vector<const CaseSpec*>& cases, const PlanLimits& limits) {
  std::map<BatchKey, std::vector<const CaseSpec*>> groups;
  for (const CaseSpec* c : cases) groups[batchKeyOf(*c, limits.defaultTier)].push_back(c);

  std::vector<Batch> batches;
  for (auto& [key, members] : groups) {
    Batch current{key, {}};
    std::set<std::string> views, images;
    size_t bytes = 0;
    for (const CaseSpec* c : members) {
      const std::string imageKey = c->image.key();
      const std::string viewKey = imageKey + "|" + c->view.key();
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
