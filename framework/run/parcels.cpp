#include "run/parcels.h"

#include "run/planner.h"
#include "run/slot_plan.h"

#include <algorithm>
#include <map>
#include <set>
#include <string>

namespace vktexel {

// The batch key without its tier: cases that differ by tier alone travel together (each tier
// runs on a device and pipelines of its own; one worker then makes all of a shape's).
// Multisample batches of one sampled type travel together whatever their view type and paths:
// they fill their images with the same per-format draw pipelines, which each worker compiles
// for itself (two workers: 274 fill pipelines instead of 129, 18 s of upload instead of 8 s).
BatchKey parcelFamilyOf(const Batch& b) {
  BatchKey key = b.key;
  key.tier = model::Tier::None;
  // Views llvmpipe compiles on every run travel with their shape's other views, as they did
  // when they shared its batches: as a family of their own, all of them fell into one light
  // parcel and a warm run's every BC6H/BC7 compile (3.5 s) landed on one lane.
  key.jitUncached = false;
  if (model::isMultisample(key.view)) {
    key.view = model::ViewType::D2MS;
    key.paths.clear();
    key.group.clear();
    key.longCoordinate = false;
  }
  return key;
}

double batchWeight(size_t viewStates, const std::vector<shadergen::Variant>& codePaths) {
  // lavapipe: ~30 ms per variant, shared by the slots bound at once; ~3 ms per fetch path and
  // ~10 ms per gather path.
  double paths = 0;
  for (const shadergen::Variant& v : codePaths) paths += v.op == model::ProbeOp::Gather ? 4.0 : 1.0;
  return double(viewStates) * (2.0 + paths);
}

std::vector<Parcel> makeParcels(const std::vector<const CaseSpec*>& cases, size_t lanes,
                                const CodePaths* codePaths) {
  if (cases.empty()) return {};
  if (lanes <= 1) return {Parcel{cases, 0}};
  std::map<BatchKey, Parcel> families;
  const CodePaths own = codePaths ? CodePaths() : CodePaths(cases);
  const CodePaths& paths = codePaths ? *codePaths : own;
  for (const Batch& b : planBatches(cases, {}, paths)) {
    std::set<std::string> states;
    for (const CaseSpec* c : b.cases) states.insert(slotSignature(*c));
    Parcel& p = families[parcelFamilyOf(b)];
    p.cases.insert(p.cases.end(), b.cases.begin(), b.cases.end());
    p.weight += batchWeight(states.size(), paths.unionOf(b.cases));
  }
  std::vector<Parcel> parts;
  double total = 0;
  for (auto& [family, p] : families) {
    total += p.weight;
    parts.push_back(std::move(p));
  }
  return packParcels(std::move(parts), total / double(lanes * kParcelsPerLane));
}

void sortHeaviestFirst(std::vector<Parcel>& parcels) {
  std::stable_sort(parcels.begin(), parcels.end(),
                   [](const Parcel& a, const Parcel& b) { return a.weight > b.weight; });
}

std::vector<Parcel> packParcels(std::vector<Parcel> parts, double target) {
  sortHeaviestFirst(parts);
  std::vector<Parcel> parcels;
  for (Parcel& p : parts) {
    if (parcels.empty() || parcels.back().weight >= target) {
      parcels.push_back(std::move(p));
    } else {
      Parcel& last = parcels.back();
      last.cases.insert(last.cases.end(), p.cases.begin(), p.cases.end());
      last.weight += p.weight;
    }
  }
  return parcels;
}

}  // namespace vktexel
