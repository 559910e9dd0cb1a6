// The invocation-to-probe map of NonUniform dispatches (run/lane_scatter.h): one to one, and
// neighbouring invocations read different slots.
#include "run/lane_scatter.h"

#include <gtest/gtest.h>

#include <set>

namespace vktexel {
namespace {

using shadergen::SlotIndex;

// Cases of `probes` probes each at slots 0, 1, 2 ... in turn, unpadded, the round padded to 64.
std::vector<int> roundOf(const std::vector<uint32_t>& probes) {
  std::vector<int> slots;
  for (size_t c = 0; c < probes.size(); ++c) slots.insert(slots.end(), probes[c], int(c % 16));
  slots.resize((slots.size() + 63) / 64 * 64, -1);
  return slots;
}

void expectOneToOne(const std::vector<int>& slots, LanePermutation p) {
  std::set<uint32_t> probes;
  for (uint32_t i = 0; i < slots.size(); ++i) probes.insert(probeOfInvocation(i, uint32_t(slots.size()), p));
  EXPECT_EQ(probes.size(), slots.size()) << "stride " << p.stride << " run " << p.run;
  EXPECT_EQ(*probes.rbegin(), slots.size() - 1);
}

// Neighbouring invocations that both read a probe and read the same slot.
size_t sameSlotNeighbours(const std::vector<int>& slots, LanePermutation p) {
  size_t same = 0;
  for (uint32_t i = 0; i + 1 < slots.size(); ++i) {
    const int a = slots[probeOfInvocation(i, uint32_t(slots.size()), p)];
    const int b = slots[probeOfInvocation(i + 1, uint32_t(slots.size()), p)];
    if (a >= 0 && a == b && (i + 1) % p.run) continue;  // inside a run: the same slot on purpose
    if (a >= 0 && a == b) ++same;
  }
  return same;
}

TEST(LaneScatter, ConstantAndUniformIndicesKeepTheIdentity) {
  const std::vector<int> slots = roundOf({40, 40, 40});
  for (SlotIndex s : {SlotIndex::Constant, SlotIndex::Uniform}) {
    const LanePermutation p = choosePermutation(slots, s);
    EXPECT_EQ(p.stride, 1u);
    EXPECT_EQ(p.run, 1u);
  }
}

TEST(LaneScatter, ScatteredNeighboursReadDifferentSlots) {
  for (const auto& layout : {std::vector<uint32_t>{40, 40, 40, 40}, std::vector<uint32_t>{1, 4, 4, 1, 4},
                             std::vector<uint32_t>{153, 10, 257, 43, 9, 24, 32, 5}}) {
    const std::vector<int> slots = roundOf(layout);
    const LanePermutation p = choosePermutation(slots, SlotIndex::NonUniformScattered);
    EXPECT_EQ(p.run, 1u);
    EXPECT_GT(p.stride, 1u);
    expectOneToOne(slots, p);
    // The identity puts whole cases side by side; the chosen stride leaves few neighbours alike.
    EXPECT_LT(sameSlotNeighbours(slots, p), sameSlotNeighbours(slots, LanePermutation{}) / 4 + 2);
  }
}

TEST(LaneScatter, RunsKeepFourInvocationsOnOneCase) {
  const std::vector<int> slots = roundOf({64, 64, 64, 64});
  const LanePermutation p = choosePermutation(slots, SlotIndex::NonUniformRuns);
  EXPECT_EQ(p.run, 4u);
  expectOneToOne(slots, p);
  for (uint32_t i = 0; i < slots.size(); i += 4)  // each run reads 4 consecutive probes
    EXPECT_EQ(probeOfInvocation(i + 3, uint32_t(slots.size()), p),
              probeOfInvocation(i, uint32_t(slots.size()), p) + 3);
  EXPECT_EQ(sameSlotNeighbours(slots, p), 0u);  // runs meet runs of other slots
}

// A wrong map (no coprimality) would run some probes twice and others never: the test above would
// catch it, as it does this one.
TEST(LaneScatter, AStrideSharingAFactorWithTheCountIsNotOneToOne) {
  const std::vector<int> slots = roundOf({64, 64});
  std::set<uint32_t> probes;
  for (uint32_t i = 0; i < slots.size(); ++i) probes.insert(probeOfInvocation(i, 128, LanePermutation{2, 1}));
  EXPECT_LT(probes.size(), slots.size());
}

}  // namespace
}  // namespace vktexel
