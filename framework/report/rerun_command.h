// The command a report prints to rerun a case on the run's device: "[VK_DRIVER_FILES=... ]vktexel
// COMMAND --device NAME", every word quoted for a POSIX shell (run/shell_quote.h): the device name
// may come from a vendor's raw file.
#pragma once

#include <string>

namespace vktexel {

struct RerunCommand {
  std::string driverFiles;  // VK_DRIVER_FILES of the run, "" when unset
  std::string device;       // the --device selector; "" for the default device

  // `command` is vktexel's own words ("run --filter CASE"), quoted by the caller where needed.
  std::string line(const std::string& command) const;
};

}  // namespace vktexel
