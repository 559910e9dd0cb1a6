// An on-disk VkPipelineCache (--pipeline-cache DIR): one file per device (its pipelineCacheUUID)
// and robustness tier, read when a device starts and written back when it ends cleanly. Drivers
// check the header themselves and ignore data from another driver or version.
#pragma once

#include "vk/device.h"

#include <cstdint>
#include <string>
#include <vector>

namespace vktexel::vk {

// DIR/pipelines-<uuid>-<tier>.bin
std::string pipelineCachePath(const std::string& dir, const Device& device);
std::vector<uint8_t> readPipelineCache(const std::string& path);  // empty when absent or unreadable
// Merged with what the file holds now (workers that ran side by side each add their own
// pipelines; the last to end no longer replaces the others'), one writer at a time (an flock on
// PATH.lock), through a temporary file renamed over it, so readers never see half a file.
void writePipelineCache(const std::string& path, VkDevice device, VkPipelineCache cache);

}  // namespace vktexel::vk
