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
#include <string_view>
#include <vector>

namespace vktexel {

// The least maxPerStageDescriptorSampledImages (and ...Samplers) every Vulkan device offers.
constexpr uint32_t kMaxImageSlots = 16;
// --slots not given: each batch binds slotsFor(its code paths).
constexpr uint32_t kAutoImageSlots = 0;

// Slots for a shader of `codePaths` paths: 16 / paths, at least 4. Measured on lavapipe
// (docs/speed.md): each JIT costs ~22 ms beside ~7 ms per slot and path, so a
// one-path shader shares that cost among 16 views; shaders of many paths compile no faster per
// view with more than 4 slots (8 or 16 were 0-20 % slower on cube and multi-path batches).
uint32_t slotsFor(size_t codePaths);

// What a driver may specialise a shader on for a bound view (llvmpipe 22.3 keys a variant on
// lp_sampler_static_texture_state and, for the samplers a shader uses, _sampler_state): the view's
// format and the image's, aspect, view type, swizzle, the sampler's address modes and compare op
// (not its border colour, read at run time), whether the view reaches level 0 alone, the image's
// power-of-two sizes and, for an array view type, whether it has layers; never its exact size,
// layer count, cube compatibility, samples or texels. Views with equal signatures can take each
// other's place in a slot without a new JIT.
std::string slotSignature(const CaseSpec& c);

// Views whose shader variants llvmpipe 22.3 JITs again on every run, its shader cache never
// keeping them: BC6H and BC7 (a warm run compiled 11 of 11 such variants again, none of BC1-BC5;
// docs/speed.md, "Warm runs"). planSlots binds them in chunks of their own.
bool jitUncachedOnLlvmpipe(std::string_view signature);
bool jitUncachedOnLlvmpipe(const CaseSpec& c);  // of the case's view

struct SlotPlan {
  uint32_t slots = 1;
  // Per view (in the order given): its slot and round.
  std::vector<uint32_t> slotOf, roundOf;
  // Per round, per slot: the view bound there. A slot whose signature has run out of views
  // binds its last view again (a stand-in no probe reads), so the round's state repeats.
  std::vector<std::vector<size_t>> bound;
};

// signatures: one per view. Views of equal signature share a slot and follow each other in
// rounds; jitUncachedOnLlvmpipe signatures take the last chunks. The signatures are shared evenly among the
// fewest chunks of at most maxSlots (slots: the most a chunk holds); each chunk's rounds follow the
// previous chunk's, so one shader serves any number of states. maxSlots = 1: one view per round.
SlotPlan planSlots(const std::vector<std::string>& signatures, uint32_t maxSlots = kMaxImageSlots);

}  // namespace vktexel
