// Which probe each invocation of a NonUniform dispatch runs (P-21, issue 40). A driver lowers a
// NonUniform descriptor index to a loop over the distinct indices of a subgroup; that loop is only
// exercised when neighbouring invocations name different descriptors. A NonUniform round lays its
// cases' probes out one after the other, unpadded (run/batch_resources.cpp), so invocation i runs probe
//   ((i / run) * stride) % (count / run) * run + i % run
// (shaders/fetch.comp): run consecutive invocations read consecutive probes of one case, and
// neighbouring runs read probes `stride` runs apart, in other cases bound at other slots. The map
// is one to one when stride and count / run are coprime, so every probe still runs exactly once
// and its result lands where the host reads it.
#pragma once

#include "shadergen/shader_key.h"

#include <cstdint>
#include <vector>

namespace vktexel {

struct LanePermutation {
  uint32_t stride = 1;
  uint32_t run = 1;
};

// The probe invocation i runs, as the shader computes it.
uint32_t probeOfInvocation(uint32_t i, uint32_t count, LanePermutation p);

// For a round whose probe k reads slot slotOfProbe[k] (-1: padding, reads nothing; the size is a
// multiple of 64): Scattered takes runs of 1 and the stride under which the most neighbouring
// invocations read different slots and each window of 8 invocations reads the most slots;
// Runs takes runs of 4 and scores the runs the same way. Uniform and Constant: the identity.
LanePermutation choosePermutation(const std::vector<int>& slotOfProbe, shadergen::SlotIndex mode);

}  // namespace vktexel
