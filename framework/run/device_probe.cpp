#include "run/device_probe.h"

#include "run/fork_lock.h"
#include "run/session.h"
#include "vk/device.h"
#include "vk/instance.h"

#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <mutex>
#include <stdexcept>
#include <vector>

namespace vktexel {
namespace {

std::string versionText(uint32_t v) {
  return std::to_string(VK_API_VERSION_MAJOR(v)) + "." + std::to_string(VK_API_VERSION_MINOR(v)) + "." +
         std::to_string(VK_API_VERSION_PATCH(v));
}

std::string hex(uint32_t v) {
  char text[16];
  std::snprintf(text, sizeof text, "0x%x", v);
  return text;
}

// The properties of ProbedDevice::properties, each "key=value".
std::vector<std::string> propertiesOf(const vk::PhysicalDeviceInfo& d) {
  const VkPhysicalDeviceLimits& l = d.properties.limits;
  return {"device=" + d.describe(),
          "device.name=" + std::string(d.properties.deviceName),
          "device.vendorID=" + hex(d.properties.vendorID),
          "device.deviceID=" + hex(d.properties.deviceID),
          "device.type=" + std::to_string(int(d.properties.deviceType)),
          "api.version=" + versionText(d.properties.apiVersion),
          "driver.name=" + d.driverName,
          "driver.info=" + d.driverInfo,
          "driver.version=" + hex(d.properties.driverVersion),
          "limits.subTexelPrecisionBits=" + std::to_string(l.subTexelPrecisionBits),
          "limits.mipmapPrecisionBits=" + std::to_string(l.mipmapPrecisionBits),
          "limits.sampledImageColorSampleCounts=" + hex(l.sampledImageColorSampleCounts),
          "limits.sampledImageIntegerSampleCounts=" + hex(l.sampledImageIntegerSampleCounts),
          "limits.sampledImageDepthSampleCounts=" + hex(l.sampledImageDepthSampleCounts),
          "limits.sampledImageStencilSampleCounts=" + hex(l.sampledImageStencilSampleCounts),
          "robustness=" + describeRobustness(vk::queryRobustness(d))};
}

// One message on the pipe: fields separated by tabs (no field holds a tab: Vulkan names are text).
void childWrites(int fd, const std::string& selector) {
  std::string message;
  try {
    vk::Instance instance(false);
    const vk::PhysicalDeviceInfo& d = instance.choose(selector);
    message = std::string("OK\t") + d.properties.deviceName + "\t" + d.driverName + "\t" + d.driverInfo +
              "\t" + std::to_string(d.properties.limits.subTexelPrecisionBits) + "\t" +
              std::to_string(d.properties.limits.mipmapPrecisionBits);
    for (const std::string& p : propertiesOf(d)) message += "\t" + p;
  } catch (const std::exception& e) {
    message = std::string("ERR\t") + e.what();
  }
  for (size_t done = 0; done < message.size();) {
    const ssize_t n = ::write(fd, message.data() + done, message.size() - done);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) break;
    done += size_t(n);
  }
}

std::vector<std::string> splitTabs(const std::string& s) {
  std::vector<std::string> fields(1);
  for (char c : s)
    if (c == '\t')
      fields.emplace_back();
    else
      fields.back() += c;
  return fields;
}

}  // namespace

ProbedDevice probeDevice(const std::string& selector) {
  int fds[2];
  if (pipe(fds) != 0) throw std::runtime_error(std::string("pipe: ") + std::strerror(errno));
  std::fflush(stdout);
  std::fflush(stderr);
  pid_t pid;
  {
    std::lock_guard<std::mutex> lock(forkLock());
    pid = fork();
  }
  if (pid < 0) {
    const int error = errno;
    ::close(fds[0]);
    ::close(fds[1]);
    throw std::runtime_error(std::string("fork: ") + std::strerror(error));
  }
  if (pid == 0) {
    ::close(fds[0]);
    childWrites(fds[1], selector);
    _exit(0);
  }
  ::close(fds[1]);
  std::string text;
  char buffer[512];
  for (ssize_t n; (n = ::read(fds[0], buffer, sizeof buffer)) != 0;) {
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) break;
    text.append(buffer, size_t(n));
  }
  ::close(fds[0]);
  int status = 0;
  while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {
  }
  const std::vector<std::string> f = splitTabs(text);
  if (f[0] == "OK" && f.size() >= 6) {
    ProbedDevice d{{f[1], f[2], f[3]}, {uint32_t(std::stoul(f[4])), uint32_t(std::stoul(f[5]))}, {}};
    for (size_t i = 6; i < f.size(); ++i) {
      const size_t equals = f[i].find('=');
      d.properties.emplace_back(f[i].substr(0, equals), f[i].substr(equals + 1));
    }
    return d;
  }
  if (f[0] == "ERR" && f.size() >= 2) throw std::runtime_error(text.substr(4));
  throw std::runtime_error("the process that looks up the Vulkan device died (wait status " +
                           std::to_string(status) + ")");
}

}  // namespace vktexel
