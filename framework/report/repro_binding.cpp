#include "report/repro_binding.h"

namespace vktexel {

std::string reproBindingHeader(const CaseSpec& c, const model::BufferViewWindow& texels,
                               uint32_t texelBytes) {
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
  h += "constexpr VkDeviceSize kTexelBufferBytes = " + std::to_string(texels.bufferBytes) +
       ";  // the texel buffer's size: image.bin, then a ragged tail of fewer bytes than a texel\n";
  h += "constexpr VkDeviceSize kTexelBufferOffset = " + std::to_string(texels.offset) +
       ";  // the buffer view's offset (LD-18: its window on the buffer)\n";
  h += "constexpr VkDeviceSize kTexelBufferViewRange = " + std::to_string(texels.range) +
       ";  // the buffer view's range; 0: VK_WHOLE_SIZE\n";
  h +=
      "constexpr VkDeviceSize kTexelBufferRange = " + std::to_string(uint64_t(texels.elements) * texelBytes) +
      ";  // the view's bytes in whole texels (a descriptor buffer's texel descriptor)\n";
  if (descriptorBuffer) h += "#define REPRO_DESCRIPTOR_BUFFER 1\n";
  return h + "\n";
}

}  // namespace vktexel
