// `vktexel fuzz` (issue 66): case number INDEX of the stream of SEED, the same on every machine. Each
// case draws from its own splitmix64 stream (seeded from SEED and INDEX), so a shard or a single
// index draws exactly what the whole stream does.
#pragma once

#include "run/case.h"

#include <cstdint>
#include <optional>
#include <string>

namespace vktexel::cases {

CaseSpec drawFuzzCase(uint64_t seed, uint64_t index);

// The drawn case a name "fuzz.SEED.INDEX...." names, drawn again; none when the name does not
// read so or this build draws another case there (its generator changed since the name was made).
std::optional<CaseSpec> fuzzCaseNamed(const std::string& name);

}  // namespace vktexel::cases
