#include "report/repro_binding.h"

namespace vktexel {

std::string reproBindingHeader(const CaseSpec& c, uint64_t texelBufferRange) {
  using shadergen::SlotIndex;
  const bool runTime = c.slotIndex != SlotIndex::Constant;
  const auto flag = [](bool b) { return b ? std::string("true") : std::string("false"); };
  std::string h = "// The binding path (P-21), as vktexel's run binds the case.\n";
  h += "constexpr uint32_t kArraySize = " +
       std::to_string(runTime ? shadergen::arraySize(1, c.slotIndex) : 1) +
       ";  // set 1's arrays: the shader's; a partially bound one has an element never written\n";
  h += "constexpr bool kUpdateAfterBind = " + flag(c.slotIndex == SlotIndex::UniformUpdateAfterBind) +
       ";  // UPDATE_AFTER_BIND | PARTIALLY_BOUND, set 1 written after it is bound\n";
  h += "constexpr bool kMutableDescriptor = " + flag(c.slotIndex == SlotIndex::UniformMutable) +
       ";  // set 1 binding 0 VK_DESCRIPTOR_TYPE_MUTABLE_EXT {SAMPLED_IMAGE, UNIFORM_TEXEL_BUFFER}\n";
  const bool descriptorBuffer = shadergen::isDescriptorBuffer(c.slotIndex);
  h += "constexpr bool kDescriptorBuffer = " + flag(descriptorBuffer) +
       ";  // both sets as bytes in a descriptor buffer (descriptor_buffer.h)\n";
  h += "constexpr VkDeviceSize kTexelBufferRange = " + std::to_string(texelBufferRange) +
       ";  // a texel buffer's bytes in whole texels\n";
  if (descriptorBuffer) h += "#define REPRO_DESCRIPTOR_BUFFER 1\n";
  return h + "\n";
}

}  // namespace vktexel
