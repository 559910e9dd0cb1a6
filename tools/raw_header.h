// The header a run's raw results file starts with, and the limits a re-judging reads back from it.
#pragma once

#include "cli.h"
#include "model/fetch.h"
#include "report/raw_file.h"
#include "run/device_probe.h"

namespace vktexel::tools {

// The build, the device as probed (its properties), --seed, --model-fault and the baseline.
RawFileHeader rawHeaderFor(const Options& o, const ProbedDevice& device);

// The sub-texel and mipmap precision bits the run's device reported. Throws std::runtime_error
// when the header lacks them (the oracle of sampled lookups depends on them).
model::SamplingLimits samplingOf(const RawFileHeader& h);

}  // namespace vktexel::tools
