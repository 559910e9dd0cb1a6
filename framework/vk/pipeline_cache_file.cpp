#include "vk/pipeline_cache_file.h"

#include "vk/structs.h"

#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>

namespace vktexel::vk {

std::string pipelineCachePath(const std::string& dir, const Device& device) {
  std::string uuid;
  char hex[3];
  for (uint8_t b : device.info().properties.pipelineCacheUUID) {
    std::snprintf(hex, sizeof hex, "%02x", b);
    uuid += hex;
  }
  return dir + "/pipelines-" + uuid + "-" + device.profile().name() + ".bin";
}

std::vector<uint8_t> readPipelineCache(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return {};
  return std::vector<uint8_t>(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

namespace {

// An exclusive flock on PATH.lock for its lifetime (none where the file cannot be opened).
class FileLock {
 public:
  explicit FileLock(const std::string& path)
      : fd_(::open((path + ".lock").c_str(), O_CREAT | O_RDWR | O_CLOEXEC, 0644)) {
    if (fd_ >= 0)
      while (::flock(fd_, LOCK_EX) != 0 && errno == EINTR) {
      }
  }
  ~FileLock() {
    if (fd_ >= 0) ::close(fd_);  // releases the lock
  }
  FileLock(const FileLock&) = delete;
  FileLock& operator=(const FileLock&) = delete;

 private:
  int fd_;
};

// Adds to `cache` what the file at `path` holds now.
void mergeFromFile(const std::string& path, VkDevice device, VkPipelineCache cache) {
  const std::vector<uint8_t> data = readPipelineCache(path);
  if (data.empty()) return;
  auto info = makeStruct<VkPipelineCacheCreateInfo>(VK_STRUCTURE_TYPE_PIPELINE_CACHE_CREATE_INFO);
  info.initialDataSize = data.size();
  info.pInitialData = data.data();
  VkPipelineCache stored = VK_NULL_HANDLE;
  if (vkCreatePipelineCache(device, &info, nullptr, &stored) != VK_SUCCESS) return;
  vkMergePipelineCaches(device, cache, 1, &stored);
  vkDestroyPipelineCache(device, stored, nullptr);
}

}  // namespace

void writePipelineCache(const std::string& path, VkDevice device, VkPipelineCache cache) {
  std::error_code ignored;
  std::filesystem::create_directories(std::filesystem::path(path).parent_path(), ignored);
  const FileLock oneWriterAtATime(path);
  mergeFromFile(path, device, cache);
  size_t size = 0;
  if (vkGetPipelineCacheData(device, cache, &size, nullptr) != VK_SUCCESS || size == 0) return;
  std::vector<uint8_t> data(size);
  if (vkGetPipelineCacheData(device, cache, &size, data.data()) != VK_SUCCESS) return;
  const std::string temporary = path + "." + std::to_string(getpid()) + ".tmp";
  {
    std::ofstream out(temporary, std::ios::binary);
    out.write(reinterpret_cast<const char*>(data.data()), std::streamsize(size));
    if (!out) return;
  }
  std::filesystem::rename(temporary, path, ignored);
}

}  // namespace vktexel::vk
