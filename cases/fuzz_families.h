// The families `vktexel fuzz` draws (issue 66): each takes the case's own stream and returns a whole
// case, named fuzz.SEED.INDEX.FAMILY... (fuzz_space.h).
#pragma once

#include "fuzz_space.h"

namespace vktexel::cases {

CaseSpec drawTexCase(uint64_t seed, uint64_t index, model::SplitMix64& r);       // fuzz_tex.cpp
CaseSpec drawLdCase(uint64_t seed, uint64_t index, model::SplitMix64& r);        // fuzz_ld.cpp
CaseSpec drawTxqCase(uint64_t seed, uint64_t index, model::SplitMix64& r);       // fuzz_txq.cpp
CaseSpec drawTld4Case(uint64_t seed, uint64_t index, model::SplitMix64& r);      // fuzz_tld4.cpp
CaseSpec drawTexGradCase(uint64_t seed, uint64_t index, model::SplitMix64& r);   // fuzz_tex_grad.cpp
CaseSpec drawTexDrefCase(uint64_t seed, uint64_t index, model::SplitMix64& r);   // fuzz_tex_dref.cpp
CaseSpec drawLdRobustCase(uint64_t seed, uint64_t index, model::SplitMix64& r);  // fuzz_ld_robust.cpp
CaseSpec drawLd2dmsCase(uint64_t seed, uint64_t index, model::SplitMix64& r);    // fuzz_ld2dms.cpp
CaseSpec drawSparseCase(uint64_t seed, uint64_t index, model::SplitMix64& r);    // fuzz_sparse.cpp

// The size of every level of a view of `viewLevels` levels and its level count, asked again until
// there are `atLeast` probes, in a drawn order (fuzz_txq.cpp; the sparse family's queries too).
std::vector<Probe> drawQueryProbes(model::SplitMix64& r, uint32_t viewLevels, size_t atLeast);

}  // namespace vktexel::cases
