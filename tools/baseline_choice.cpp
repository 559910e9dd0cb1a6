#include "baseline_choice.h"

#include "report/baseline_match.h"
#include "run/device_probe.h"

#include <cstdio>
#include <cstdlib>

namespace vktexel::tools {

std::string baselinesRoot() {
  const char* env = std::getenv("VKTEXEL_BASELINES_DIR");
  return env && *env ? env : VKTEXEL_SOURCE_BASELINES_DIR;
}

std::string chooseBaselineDir(const std::string& given, const std::string& deviceSelector) {
  if (given != kAutoBaseline) return given;
  return chooseBaselineDir(given, probeDeviceIdentity(deviceSelector));
}

std::string chooseBaselineDir(const std::string& given, const DeviceIdentity& device) {
  if (given != kAutoBaseline) return given;
  const std::string root = baselinesRoot();
  const std::string dir = baselineFor(root, device);
  const std::string who = device.deviceName + ", driver " + device.driverName +
                          (device.driverInfo.empty() ? "" : ", " + device.driverInfo);
  if (dir.empty())
    std::printf("baseline auto: no folder of %s claims this device (%s): every failure counts\n",
                root.c_str(), who.c_str());
  else
    std::printf("baseline auto: %s (its device.txt matches %s)\n", dir.c_str(), who.c_str());
  return dir;
}

}  // namespace vktexel::tools
