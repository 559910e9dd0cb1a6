// Which baseline folder belongs to a device: the driver is data. Each folder under the baselines
// root (expected/) that claims devices has a device.txt of "key: regular expression" lines,
//
//   driverName: llvmpipe
//   driverInfo: Mesa 25\..*
//
// keys deviceName, driverName and driverInfo (VkPhysicalDeviceProperties and
// VkPhysicalDeviceDriverProperties, as `vktexel devices` prints them); each expression is
// ECMAScript and must match the whole field. A folder is the device's when every line matches.
// `#` starts a comment line; blank lines are ignored.
#pragma once

#include <optional>
#include <string>
#include <vector>

namespace vktexel {

struct DeviceIdentity {
  std::string deviceName, driverName, driverInfo;
};

// The device a results file's "# device:" line names ("0: NAME (driver DRIVER, Vulkan X.Y.Z,
// INFO)", vk/instance.h); none when the line does not read so.
std::optional<DeviceIdentity> deviceOfLine(const std::string& line);

// Throws std::runtime_error naming the file and line of a malformed device.txt.
bool deviceTxtMatches(const std::string& deviceTxtPath, const DeviceIdentity& device);

// The folders under `root` whose device.txt matches, sorted. Throws std::runtime_error when `root`
// cannot be read or a device.txt is malformed.
std::vector<std::string> baselinesFor(const std::string& root, const DeviceIdentity& device);

// The one folder of baselinesFor, "" when none matches; throws std::runtime_error when several do
// (their device.txt files overlap: a data error).
std::string baselineFor(const std::string& root, const DeviceIdentity& device);

}  // namespace vktexel
