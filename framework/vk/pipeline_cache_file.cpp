#include "vk/pipeline_cache_file.h"

#include <unistd.h>

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

void writePipelineCache(const std::string& path, VkDevice device, VkPipelineCache cache) {
  size_t size = 0;
  if (vkGetPipelineCacheData(device, cache, &size, nullptr) != VK_SUCCESS || size == 0) return;
  std::vector<uint8_t> data(size);
  if (vkGetPipelineCacheData(device, cache, &size, data.data()) != VK_SUCCESS) return;
  std::error_code ignored;
  std::filesystem::create_directories(std::filesystem::path(path).parent_path(), ignored);
  const std::string temporary = path + "." + std::to_string(getpid()) + ".tmp";
  {
    std::ofstream out(temporary, std::ios::binary);
    out.write(reinterpret_cast<const char*>(data.data()), std::streamsize(size));
    if (!out) return;
  }
  std::filesystem::rename(temporary, path, ignored);
}

}  // namespace vktexel::vk
