// --baseline auto: the baseline folder of the device a run uses, chosen by the device.txt files
// under the source tree's expected/ folder (report/baseline_match.h), never by code that names a
// driver.
#pragma once

#include "report/baseline_match.h"

#include <string>

namespace vktexel::tools {

constexpr const char* kAutoBaseline = "auto";

// Where `--baseline auto` looks: VKTEXEL_BASELINES_DIR, else the expected/ folder of the source
// tree this binary was built from.
std::string baselinesRoot();

// `given` unchanged unless it is "auto"; then the folder whose device.txt matches the device
// `deviceSelector` chooses, or "" when none does. Prints which, and why, on stdout. Throws
// std::runtime_error when the device cannot be looked up or the device.txt files are malformed.
std::string chooseBaselineDir(const std::string& given, const std::string& deviceSelector);
// The same for a device known by its identity (`rejudge`: the device a raw results file names).
std::string chooseBaselineDir(const std::string& given, const DeviceIdentity& device);

}  // namespace vktexel::tools
