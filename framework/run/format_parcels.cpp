#include "run/parcels.h"

#include "run/planner.h"
#include "run/slot_plan.h"

#include <algorithm>
#include <map>
#include <set>
#include <string>

namespace vktexel {

std::vector<Parcel> makeFormatParcels(const std::vector<const CaseSpec*>& cases, size_t lanes,
                                      const CodePaths& paths) {
  // Each family's cases and estimated work by format.
  std::map<BatchKey, std::map<VkFormat, Parcel>> families;
  std::map<VkFormat, double> formatWeight;
  for (const Batch& b : planBatches(cases, {}, paths)) {
    std::map<VkFormat, std::vector<const CaseSpec*>> byFormat;
    std::map<VkFormat, std::set<std::string>> states;
    for (const CaseSpec* c : b.cases) {
      const VkFormat format = viewFormatOf(*c);
      byFormat[format].push_back(c);
      states[format].insert(slotSignature(*c));
    }
    std::map<VkFormat, Parcel>& family = families[parcelFamilyOf(b)];
    for (auto& [format, list] : byFormat) {
      Parcel& bin = family[format];
      bin.cases.insert(bin.cases.end(), list.begin(), list.end());
      const double w = batchWeight(states[format].size(), paths.unionOf(list));
      bin.weight += w;
      formatWeight[format] += w;
    }
  }
  // Formats to lanes, heaviest first to the lightest lane (by the same estimate makeParcels orders by).
  std::vector<std::pair<double, VkFormat>> order;
  for (const auto& [f, w] : formatWeight) order.push_back({w, f});
  std::stable_sort(order.begin(), order.end(),
                   [](const auto& a, const auto& b) { return a.first > b.first; });
  std::vector<double> load(lanes, 0);
  std::map<VkFormat, size_t> laneOf;
  for (const auto& [w, f] : order) {
    const size_t lane = size_t(std::min_element(load.begin(), load.end()) - load.begin());
    laneOf[f] = lane;
    load[lane] += w;
  }
  std::vector<std::vector<Parcel>> perLane(lanes);
  for (auto& [family, bins] : families) {
    std::vector<Parcel> parts(lanes);
    for (auto& [format, bin] : bins) {
      Parcel& p = parts[laneOf.at(format)];
      p.cases.insert(p.cases.end(), bin.cases.begin(), bin.cases.end());
      p.weight += bin.weight;
    }
    for (size_t lane = 0; lane < lanes; ++lane)
      if (!parts[lane].cases.empty()) {
        parts[lane].lane = lane;
        perLane[lane].push_back(std::move(parts[lane]));
      }
  }
  // As makeParcels: a lane's light families travel together, about kParcelsPerLane a lane.
  double total = 0;
  for (double l : load) total += l;
  const double target = total / double(lanes * kParcelsPerLane);
  std::vector<Parcel> parcels;
  for (std::vector<Parcel>& list : perLane)
    for (Parcel& p : packParcels(std::move(list), target)) parcels.push_back(std::move(p));
  sortHeaviestFirst(parcels);
  return parcels;
}

}  // namespace vktexel
