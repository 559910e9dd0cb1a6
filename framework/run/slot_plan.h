// Which views of a batch share one dispatch. The shader binds an array of image slots; every
// dispatch ("round") binds one view per slot, and a probe picks its slot with a constant index
// in its code path. Software drivers JIT one shader variant per pipeline and bound view state
// (lavapipe: ~30 ms each plus a few ms per code path), so a round that binds views of the same
// states as the round before reuses its JIT, and one JIT serves several views.
#pragma once

#include "run/case.h"

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace vktexel {

// The least maxPerStageDescriptorSampledImages (and ...Samplers) every Vulkan device offers.
constexpr uint32_t kMaxImageSlots = 16;
// Measured on lavapipe (expected/lavapipe/README.md): more slots save JIT time cold up to a
// point (gather shaders with 8 or 16 slots compile slower), and a filled Mesa cache runs
// slotted shaders slower than single-view ones.
constexpr uint32_t kDefaultImageSlots = 4;

// What a driver may specialise a shader on for a bound view: its format, aspect, view type,
// swizzle, the sampler's address modes and compare op (not its border colour: GPUs and llvmpipe
// read that at run time), and the image's shape class (power-of-two sizes, layers, cube
// compatibility, samples), never its exact size or texels. Views with equal signatures can
// take each other's place in a slot without a new JIT.
std::string slotSignature(const CaseSpec& c);

struct SlotPlan {
  uint32_t slots = 1;
  // Per view (in the order given): its slot and round.
  std::vector<uint32_t> slotOf, roundOf;
  // Per round, per slot: the view bound there. A slot whose signature has run out of views
  // binds its last view again (a stand-in no probe reads), so the round's state repeats.
  std::vector<std::vector<size_t>> bound;
};

// signatures: one per view. Views of equal signature share a slot and follow each other in
// rounds. Every maxSlots signatures make a chunk whose rounds follow the previous chunk's, so
// one pipeline serves any number of states. maxSlots = 1: one view per round.
SlotPlan planSlots(const std::vector<std::string>& signatures, uint32_t maxSlots = kMaxImageSlots);

}  // namespace vktexel
