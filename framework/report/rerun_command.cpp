#include "report/rerun_command.h"

#include "run/shell_quote.h"

namespace vktexel {

std::string RerunCommand::line(const std::string& command) const {
  return (driverFiles.empty() ? "" : "VK_DRIVER_FILES=" + shellQuote(driverFiles) + " ") + "vktexel " +
         command + (device.empty() ? "" : " --device " + shellQuote(device));
}

}  // namespace vktexel
