// The identity of the device a run would use, read in a child process: a process that forks
// workers makes no Vulkan instance of its own (a driver's threads and locks do not survive fork).
#pragma once

#include "report/baseline_match.h"

#include <string>

namespace vktexel {

// `selector` as --device takes it. Throws std::runtime_error with the child's message (no driver,
// no device matching the selector) or when the child dies.
DeviceIdentity probeDeviceIdentity(const std::string& selector);

}  // namespace vktexel
