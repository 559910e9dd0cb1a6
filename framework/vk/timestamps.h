// Device timestamps around the parts of a submission (vktexel bench): where the device's time goes
// between uploads, the first dispatch (which carries a software driver's JIT) and the rest.
#pragma once

#include "vk/device.h"

#include <cstdint>
#include <vector>

namespace vktexel::vk {

class TimestampQueries {
 public:
  // `count` timestamps; unsupported when the queue has no timestamp bits (then every call is a no-op).
  TimestampQueries(const Device& device, uint32_t count);
  ~TimestampQueries();
  TimestampQueries(const TimestampQueries&) = delete;
  TimestampQueries& operator=(const TimestampQueries&) = delete;

  bool supported() const { return pool_ != VK_NULL_HANDLE; }
  void reset(VkCommandBuffer cmd) const;
  void write(VkCommandBuffer cmd, uint32_t index, VkPipelineStageFlagBits stage) const;
  // Seconds since timestamp 0, after the submission completed; empty when unsupported.
  std::vector<double> read() const;

 private:
  const Device& device_;
  uint32_t count_;
  VkQueryPool pool_ = VK_NULL_HANDLE;
};

}  // namespace vktexel::vk
