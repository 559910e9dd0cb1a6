// The state audit's second use: VKTEXEL_STATE_IGNORE=FIELD[,FIELD...] makes the layer play a driver
// that ignores those fields, passing the driver their default value instead (the value the suite
// would send if it never varied them). A test then shows that the cases varying a field fail on
// such a driver (tests/state_inventory.cmake). One entry, invalid:VkSamplerCreateInfo.maxLod, makes
// every sampler invalid instead: the validation counter must count it (e2e.validation_counts).
#pragma once

#include <vulkan/vulkan.h>

#include <string>
#include <vector>

namespace state_audit {

// Whether VKTEXEL_STATE_IGNORE names at least one field.
bool ignoring();
// Why VKTEXEL_STATE_IGNORE cannot be used (a field the layer cannot ignore), or empty.
const std::string& ignoreError();

// The create info the driver gets: `info` with the ignored fields at their defaults.
VkImageViewCreateInfo ignoredImageView(const VkImageViewCreateInfo& info);
VkBufferViewCreateInfo ignoredBufferView(const VkBufferViewCreateInfo& info);
VkSamplerCreateInfo ignoredSampler(const VkSamplerCreateInfo& info);
std::vector<VkWriteDescriptorSet> ignoredWrites(uint32_t count, const VkWriteDescriptorSet* writes);

}  // namespace state_audit
