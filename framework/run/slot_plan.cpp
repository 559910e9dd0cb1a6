#include "run/slot_plan.h"

#include <algorithm>
#include <map>
#include <set>

namespace vktexel {
namespace {

bool powerOfTwo(uint32_t v) {
  return v && !(v & (v - 1));
}

}  // namespace

std::string slotSignature(const CaseSpec& c) {
  const model::ImageSpec& i = c.image;
  const model::ViewSpec& v = c.view;
  const VkFormat format = viewFormatOf(c);
  std::string s = std::string(model::formatInfo(format).name) + "|" + model::toString(v.type) +
                  (v.null ? "|null" : "") + "|aspect" + std::to_string(int(v.aspect)) + "|swizzle";
  for (size_t i = 0; i < v.swizzle.size(); ++i) {  // IDENTITY is the component itself: R, G, B, A
    const model::Swizzle c =
        v.swizzle[i] == model::Swizzle::Identity ? model::Swizzle(int(model::Swizzle::R) + i) : v.swizzle[i];
    s += char('0' + int(c));
  }
  // llvmpipe keys the image's format too (a view of another format has its own state).
  if (format != i.format) s += "|image:" + std::string(model::formatInfo(i.format).name);
  // Not the border colour: a format's three border colours share a slot and one JIT.
  if (v.withSampler) s += "|" + v.sampler.compiledStateKey();
  // Level 0 alone lets a driver skip mipmap selection; the rest of the level and layer range is
  // run-time state.
  s += v.baseLevel + v.levelCount == 1 ? "|level0" : "|levels";
  // The image's power-of-two sizes; for an array view type, whether the image has layers (an
  // array view of a one-layer image has the image's non-array target). Not the layer count,
  // cube compatibility or samples: the driver takes the target from a 1D, 2D or cube view.
  const bool arrayView = v.type == model::ViewType::D1Array || v.type == model::ViewType::D2Array ||
                         v.type == model::ViewType::D2MSArray;
  return s + "|dim" + std::to_string(int(i.dim)) + (powerOfTwo(i.width) ? "W" : "w") +
         (powerOfTwo(i.height) ? "H" : "h") + (powerOfTwo(i.depth) ? "D" : "d") +
         (arrayView ? (i.layers > 1 ? "A" : "a") : "");
}

bool jitUncachedOnLlvmpipe(std::string_view signature) {
  return signature.substr(0, 5) == "bc6h_" || signature.substr(0, 4) == "bc7_";
}

bool jitUncachedOnLlvmpipe(const CaseSpec& c) {
  return jitUncachedOnLlvmpipe(model::viewFormat(c.image.format, c.view).name);  // a signature starts with it
}

uint32_t slotsFor(size_t codePaths) {
  return uint32_t(std::clamp<size_t>(kMaxImageSlots / std::max<size_t>(codePaths, 1), 4, kMaxImageSlots));
}

SlotPlan planSlots(const std::vector<std::string>& signatures, uint32_t maxSlots) {
  maxSlots = std::max<uint32_t>(maxSlots, 1);
  SlotPlan plan;
  plan.slotOf.resize(signatures.size());
  plan.roundOf.resize(signatures.size());
  // Distinct signatures in order of appearance, then those no software-driver cache keeps, from
  // a chunk of their own on: the chunks that hold them compile on every run, so they hold
  // nothing else.
  std::vector<std::string> distinct;
  std::set<std::string> seen;
  for (const std::string& s : signatures)
    if (seen.insert(s).second) distinct.push_back(s);
  const auto cached = std::stable_partition(distinct.begin(), distinct.end(),
                                            [](const std::string& s) { return !jitUncachedOnLlvmpipe(s); });
  // As few chunks as maxSlots allows, and as few slots as those chunks need: the driver compiles
  // every slot of a chunk, so 17 signatures bind as 9 + 8, not 16 + 1 and 15 stand-ins.
  const auto slotsNeeded = [maxSlots](size_t signatures) -> size_t {
    if (signatures == 0) return 1;
    const size_t chunks = (signatures + maxSlots - 1) / maxSlots;
    return (signatures + chunks - 1) / chunks;
  };
  plan.slots = uint32_t(
      std::max(slotsNeeded(size_t(cached - distinct.begin())), slotsNeeded(size_t(distinct.end() - cached))));
  // Signature i takes slot i % slots of chunk i / slots; a chunk's rounds follow the last's.
  std::map<std::string, size_t> signatureIndex;
  size_t next = 0;
  for (auto s = distinct.begin(); s != distinct.end(); ++s) {
    if (s == cached && next % plan.slots) next += plan.slots - next % plan.slots;
    signatureIndex.emplace(*s, next++);
  }
  std::vector<std::vector<std::vector<size_t>>> chunks;  // chunk -> slot -> views
  for (size_t v = 0; v < signatures.size(); ++v) {
    const size_t index = signatureIndex.at(signatures[v]);
    const size_t chunk = index / plan.slots;
    if (chunk >= chunks.size()) chunks.resize(chunk + 1, std::vector<std::vector<size_t>>(plan.slots));
    plan.slotOf[v] = uint32_t(index % plan.slots);
    chunks[chunk][index % plan.slots].push_back(v);
  }
  for (const auto& slots : chunks) {
    size_t rounds = 0;
    for (const auto& views : slots) rounds = std::max(rounds, views.size());
    for (size_t r = 0; r < rounds; ++r) {
      std::vector<size_t> bound(plan.slots, slots[0].back());  // a chunk short of signatures: any view
      for (uint32_t s = 0; s < plan.slots; ++s) {
        if (slots[s].empty()) continue;
        bound[s] = slots[s][std::min(r, slots[s].size() - 1)];
        if (r < slots[s].size()) plan.roundOf[slots[s][r]] = uint32_t(plan.bound.size());
      }
      plan.bound.push_back(std::move(bound));
    }
  }
  return plan;
}

}  // namespace vktexel
