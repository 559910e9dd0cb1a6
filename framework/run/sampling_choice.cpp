#include "run/sampling_choice.h"

#include "run/device_probe.h"

#include <stdexcept>

namespace vktexel {

std::string describeSamplingLimits(const model::SamplingLimits& l) {
  return std::to_string(l.subTexelBits) + " sub-texel bits, " + std::to_string(l.mipmapBits) + " mipmap bits";
}

SamplingChoice chooseSamplingLimits(const std::string& deviceSelector) {
  SamplingChoice out;
  try {
    const ProbedDevice d = probeDevice(deviceSelector);
    out.limits = d.sampling;
    out.source = describeSamplingLimits(out.limits) + " of " + d.identity.deviceName + " (driver " +
                 d.identity.driverName + ")";
  } catch (const std::runtime_error& e) {
    if (!deviceSelector.empty()) throw;  // a device named on the command line must be there
    out.source = describeSamplingLimits(out.limits) +
                 ", the spec's minimums (a superset of every device's accepted results): no device to read "
                 "them from (" +
                 e.what() + ")";
  }
  return out;
}

}  // namespace vktexel
