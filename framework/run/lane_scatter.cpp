#include "run/lane_scatter.h"

#include <numeric>
#include <set>
#include <stdexcept>

namespace vktexel {
namespace {

constexpr uint32_t kWindow = 8;  // lavapipe's subgroup on 256-bit vectors; wider ones hold several windows
constexpr uint32_t kRunsOf = 4;  // SlotIndex::NonUniformRuns

// How well a permutation spreads slots: per pair of neighbouring invocations that both read a
// probe, 1 when their slots differ; per window of kWindow invocations, the slots it reads.
uint64_t scoreOf(const std::vector<int>& slotOfProbe, LanePermutation p) {
  const uint32_t count = uint32_t(slotOfProbe.size());
  uint64_t score = 0;
  int previous = -1;
  std::set<int> window;
  for (uint32_t i = 0; i < count; ++i) {
    const int slot = slotOfProbe[probeOfInvocation(i, count, p)];
    if (slot >= 0 && previous >= 0 && slot != previous) ++score;
    if (slot >= 0) window.insert(slot);
    if ((i + 1) % kWindow == 0) {
      score += window.size();
      window.clear();
    }
    previous = slot;
  }
  return score;
}

}  // namespace

uint32_t probeOfInvocation(uint32_t i, uint32_t count, LanePermutation p) {
  return (i / p.run) * p.stride % (count / p.run) * p.run + i % p.run;
}

LanePermutation choosePermutation(const std::vector<int>& slotOfProbe, shadergen::SlotIndex mode) {
  LanePermutation best;
  if (!shadergen::isNonUniform(mode) || slotOfProbe.empty()) return best;
  const uint32_t count = uint32_t(slotOfProbe.size());
  best.run = mode == shadergen::SlotIndex::NonUniformRuns ? kRunsOf : 1;
  if (count % best.run) throw std::logic_error("a round's probes fill whole workgroups");
  const uint32_t blocks = count / best.run;
  uint64_t bestScore = scoreOf(slotOfProbe, best);
  std::set<int> slots(slotOfProbe.begin(), slotOfProbe.end());
  slots.erase(-1);
  // Strides near blocks / k put the k-th neighbour about a k-th of the round away: near the same
  // offset in another case, for k up to a few times the slots bound.
  const uint32_t most = uint32_t(std::min<uint64_t>(blocks, 0xffffffffull / blocks));  // no overflow
  for (uint32_t k = 2; k <= 4 * slots.size() + 2; ++k)
    for (uint32_t s = blocks / k; s < blocks / k + 8 && s < most; ++s) {
      if (s < 2 || std::gcd(s, blocks) != 1) continue;
      const LanePermutation candidate{s, best.run};
      const uint64_t score = scoreOf(slotOfProbe, candidate);
      if (score > bestScore) {
        bestScore = score;
        best = candidate;
      }
    }
  return best;
}

}  // namespace vktexel
