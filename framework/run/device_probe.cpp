#include "run/device_probe.h"

#include "run/fork_lock.h"
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

// One message on the pipe: fields separated by tabs (no field holds a tab: Vulkan names are text).
void childWrites(int fd, const std::string& selector) {
  std::string message;
  try {
    vk::Instance instance(false);
    const vk::PhysicalDeviceInfo& d = instance.choose(selector);
    message = std::string("OK\t") + d.properties.deviceName + "\t" + d.driverName + "\t" + d.driverInfo +
              "\t" + std::to_string(d.properties.limits.subTexelPrecisionBits) + "\t" +
              std::to_string(d.properties.limits.mipmapPrecisionBits);
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
  if (f[0] == "OK" && f.size() == 6)
    return {{f[1], f[2], f[3]}, {uint32_t(std::stoul(f[4])), uint32_t(std::stoul(f[5]))}};
  if (f[0] == "ERR" && f.size() >= 2) throw std::runtime_error(text.substr(4));
  throw std::runtime_error("the process that looks up the Vulkan device died (wait status " +
                           std::to_string(status) + ")");
}

}  // namespace vktexel
