// The identity of the device a run would use, read in a child process: a process that forks
// workers makes no Vulkan instance of its own (a driver's threads and locks do not survive fork).
#pragma once

#include "model/fetch.h"
#include "report/baseline_match.h"

#include <string>
#include <utility>
#include <vector>

namespace vktexel {

struct ProbedDevice {
  DeviceIdentity identity;
  model::SamplingLimits sampling;  // subTexelPrecisionBits and mipmapPrecisionBits
  // What a record of the run keeps of the device (a raw results file's header): names, versions,
  // the limits the oracle reads, robustness and sample counts, as (key, value) in a fixed order.
  std::vector<std::pair<std::string, std::string>> properties;
};

// `selector` as --device takes it. Throws std::runtime_error with the child's message (no driver,
// no device matching the selector) or when the child dies.
ProbedDevice probeDevice(const std::string& selector);
inline DeviceIdentity probeDeviceIdentity(const std::string& selector) {
  return probeDevice(selector).identity;
}

}  // namespace vktexel
