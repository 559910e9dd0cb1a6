// The identity of the device a run would use, read in a child process: a process that forks
// workers makes no Vulkan instance of its own (a driver's threads and locks do not survive fork).
#pragma once

#include "model/fetch.h"
#include "report/baseline_match.h"

#include <string>

namespace vktexel {

struct ProbedDevice {
  DeviceIdentity identity;
  model::SamplingLimits sampling;  // subTexelPrecisionBits and mipmapPrecisionBits
};

// `selector` as --device takes it. Throws std::runtime_error with the child's message (no driver,
// no device matching the selector) or when the child dies.
ProbedDevice probeDevice(const std::string& selector);
inline DeviceIdentity probeDeviceIdentity(const std::string& selector) {
  return probeDevice(selector).identity;
}

}  // namespace vktexel
