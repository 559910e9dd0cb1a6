#include "report/baseline_match.h"

#include "report/baseline.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <regex>
#include <stdexcept>

namespace vktexel {
namespace {

const std::string* fieldOf(const DeviceIdentity& d, const std::string& key) {
  if (key == "deviceName") return &d.deviceName;
  if (key == "driverName") return &d.driverName;
  if (key == "driverInfo") return &d.driverInfo;
  return nullptr;
}

}  // namespace

bool deviceTxtMatches(const std::string& path, const DeviceIdentity& device) {
  std::ifstream in(path);
  if (!in) throw std::runtime_error("cannot read " + path);
  bool all = true;
  size_t lines = 0, rules = 0;
  for (std::string line; std::getline(in, line);) {
    ++lines;
    line = baselineLineText(line);
    if (line.empty() || line[0] == '#') continue;
    const std::string where = path + ":" + std::to_string(lines);
    const size_t colon = line.find(':');
    const std::string key = baselineLineText(line.substr(0, colon));
    const std::string* field = colon == std::string::npos ? nullptr : fieldOf(device, key);
    if (!field)
      throw std::runtime_error(where + ": expected 'deviceName|driverName|driverInfo: REGEX', got '" + line +
                               "'");
    std::regex pattern;
    try {
      pattern = std::regex(baselineLineText(line.substr(colon + 1)));
    } catch (const std::regex_error& e) {
      throw std::runtime_error(where + ": bad regular expression: " + e.what());
    }
    ++rules;
    all = all && std::regex_match(*field, pattern);
  }
  if (!rules) throw std::runtime_error(path + ": names no device (no 'key: REGEX' line)");
  return all;
}

std::vector<std::string> baselinesFor(const std::string& root, const DeviceIdentity& device) {
  namespace fs = std::filesystem;
  std::error_code ec;
  fs::directory_iterator it(root, ec);
  if (ec) throw std::runtime_error("cannot read the baselines folder " + root + ": " + ec.message());
  std::vector<std::string> found;
  for (const fs::directory_entry& e : it) {
    const fs::path txt = e.path() / "device.txt";
    if (e.is_directory() && fs::exists(txt) && deviceTxtMatches(txt.string(), device))
      found.push_back(e.path().string());
  }
  std::sort(found.begin(), found.end());
  return found;
}

std::string baselineFor(const std::string& root, const DeviceIdentity& device) {
  const std::vector<std::string> found = baselinesFor(root, device);
  if (found.size() > 1) {
    std::string list;
    for (const std::string& f : found) list += (list.empty() ? "" : ", ") + f;
    throw std::runtime_error("several baselines claim this device (their device.txt files overlap): " + list);
  }
  return found.empty() ? "" : found.front();
}

std::optional<DeviceIdentity> deviceOfLine(const std::string& line) {
  const size_t colon = line.find(": "), driver = line.rfind(" (driver ");
  if (colon == std::string::npos || driver == std::string::npos || driver < colon || line.back() != ')')
    return std::nullopt;
  DeviceIdentity d;
  d.deviceName = line.substr(colon + 2, driver - colon - 2);
  const std::string rest = line.substr(driver + 9, line.size() - driver - 10);  // "D, Vulkan X[, INFO]"
  const size_t vulkan = rest.find(", Vulkan ");
  if (vulkan == std::string::npos) return std::nullopt;
  d.driverName = rest.substr(0, vulkan);
  const size_t info = rest.find(", ", vulkan + 9);
  if (info != std::string::npos) d.driverInfo = rest.substr(info + 2);
  return d;
}

}  // namespace vktexel
