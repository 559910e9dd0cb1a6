#include "vk/timestamps.h"

#include "vk/check.h"
#include "vk/structs.h"

namespace vktexel::vk {

TimestampQueries::TimestampQueries(const Device& device, uint32_t count) : device_(device), count_(count) {
  if (!device.timestampValidBits() || count == 0) return;
  auto info = makeStruct<VkQueryPoolCreateInfo>(VK_STRUCTURE_TYPE_QUERY_POOL_CREATE_INFO);
  info.queryType = VK_QUERY_TYPE_TIMESTAMP;
  info.queryCount = count;
  check(vkCreateQueryPool(device.handle(), &info, nullptr, &pool_), "vkCreateQueryPool");
}

TimestampQueries::~TimestampQueries() {
  if (pool_) vkDestroyQueryPool(device_.handle(), pool_, nullptr);
}

void TimestampQueries::reset(VkCommandBuffer cmd) const {
  if (pool_) vkCmdResetQueryPool(cmd, pool_, 0, count_);
}

void TimestampQueries::write(VkCommandBuffer cmd, uint32_t index, VkPipelineStageFlagBits stage) const {
  if (pool_ && index < count_) vkCmdWriteTimestamp(cmd, stage, pool_, index);
}

std::vector<double> TimestampQueries::read() const {
  if (!pool_) return {};
  std::vector<uint64_t> ticks(count_);
  const VkResult r =
      vkGetQueryPoolResults(device_.handle(), pool_, 0, count_, ticks.size() * sizeof(uint64_t), ticks.data(),
                            sizeof(uint64_t), VK_QUERY_RESULT_64_BIT);
  if (r != VK_SUCCESS) return {};
  const uint32_t bits = device_.timestampValidBits();
  const uint64_t mask = bits >= 64 ? ~uint64_t(0) : (uint64_t(1) << bits) - 1;
  const double period = double(device_.limits().timestampPeriod) * 1e-9;
  std::vector<double> seconds(count_);
  for (uint32_t i = 0; i < count_; ++i) seconds[i] = double((ticks[i] - ticks[0]) & mask) * period;
  return seconds;
}

}  // namespace vktexel::vk
