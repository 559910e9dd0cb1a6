// The device limits that expectations computed outside a run's workers assume (`explain`,
// `repro`, a run's --html pages and --repro-dir folders): a sampled lookup's accepted set depends
// on subTexelPrecisionBits and mipmapPrecisionBits (SEMANTICS §14.2).
#pragma once

#include "model/fetch.h"

#include <string>

namespace vktexel {

struct SamplingChoice {
  model::SamplingLimits limits;
  std::string source;  // "8 sub-texel bits, 8 mipmap bits: llvmpipe (...)", or why the minimums
};

// The limits of the device `deviceSelector` picks (--device), read in a child process. Without a
// usable device, the spec's minimums (4 and 4): on the minimum grid every accepted set contains
// the set of any device, which has at least as many bits, so nothing a device may return is
// rejected; `source` says so. A named device that cannot be read throws std::runtime_error.
SamplingChoice chooseSamplingLimits(const std::string& deviceSelector);

// "8 sub-texel bits, 8 mipmap bits".
std::string describeSamplingLimits(const model::SamplingLimits& l);

}  // namespace vktexel
