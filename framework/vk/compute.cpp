#include "vk/compute.h"
#include "vk/structs.h"

#include "vk/check.h"

namespace vktexel::vk {
namespace {

VkDescriptorSetLayout makeSetLayout(VkDevice device, const std::vector<VkDescriptorType>& types,
                                    uint32_t count = 1, ImageBindingKind kind = ImageBindingKind::Plain) {
  std::vector<VkDescriptorSetLayoutBinding> bindings;
  for (uint32_t i = 0; i < types.size(); ++i)
    bindings.push_back(VkDescriptorSetLayoutBinding{i, layoutType(types[i], i, kind), count,
                                                    VK_SHADER_STAGE_COMPUTE_BIT, nullptr});
  auto info =
      makeStruct<VkDescriptorSetLayoutCreateInfo>(VK_STRUCTURE_TYPE_DESCRIPTOR_SET_LAYOUT_CREATE_INFO);
  info.bindingCount = uint32_t(bindings.size());
  info.pBindings = bindings.data();
  const std::vector<VkDescriptorBindingFlags> flags(
      types.size(), VK_DESCRIPTOR_BINDING_UPDATE_AFTER_BIND_BIT | VK_DESCRIPTOR_BINDING_PARTIALLY_BOUND_BIT);
  auto bindingFlags = makeStruct<VkDescriptorSetLayoutBindingFlagsCreateInfo>(
      VK_STRUCTURE_TYPE_DESCRIPTOR_SET_LAYOUT_BINDING_FLAGS_CREATE_INFO);
  bindingFlags.bindingCount = uint32_t(flags.size());
  bindingFlags.pBindingFlags = flags.data();
  if (kind == ImageBindingKind::UpdateAfterBind) {
    info.flags = VK_DESCRIPTOR_SET_LAYOUT_CREATE_UPDATE_AFTER_BIND_POOL_BIT;
    info.pNext = &bindingFlags;
  }
  std::vector<VkDescriptorType> bindingTypes;
  for (const VkDescriptorSetLayoutBinding& b : bindings) bindingTypes.push_back(b.descriptorType);
  const std::vector<VkMutableDescriptorTypeListEXT> lists = mutableTypeLists(bindingTypes);
  auto mutableLists = makeStruct<VkMutableDescriptorTypeCreateInfoEXT>(
      VK_STRUCTURE_TYPE_MUTABLE_DESCRIPTOR_TYPE_CREATE_INFO_EXT);
  mutableLists.mutableDescriptorTypeListCount = uint32_t(lists.size());
  mutableLists.pMutableDescriptorTypeLists = lists.data();
  if (kind == ImageBindingKind::Mutable) info.pNext = &mutableLists;
  if (kind == ImageBindingKind::DescriptorBuffer)
    info.flags = VK_DESCRIPTOR_SET_LAYOUT_CREATE_DESCRIPTOR_BUFFER_BIT_EXT;
  VkDescriptorSetLayout layout = VK_NULL_HANDLE;
  check(vkCreateDescriptorSetLayout(device, &info, nullptr, &layout), "vkCreateDescriptorSetLayout");
  return layout;
}

}  // namespace

ComputePipeline::ComputePipeline(const Device& device, const std::vector<uint32_t>& spirv,
                                 const std::vector<VkDescriptorType>& imageBindings, uint32_t imageSlots,
                                 VkPipelineCache cache, ImageBindingKind kind, model::Tier tier)
    : device_(device), descriptorBuffer_(kind == ImageBindingKind::DescriptorBuffer), tier_(tier) {
  try {  // no destructor runs for a constructor that throws
    const VkDevice d = device.handle();
    // A pipeline reads all its sets from descriptor buffers or none
    // (VUID-VkPipelineLayoutCreateInfo-pSetLayouts-08008).
    setLayouts_[0] = makeSetLayout(d, {VK_DESCRIPTOR_TYPE_STORAGE_BUFFER, VK_DESCRIPTOR_TYPE_STORAGE_BUFFER},
                                   1, descriptorBuffer_ ? kind : ImageBindingKind::Plain);
    setLayouts_[1] = makeSetLayout(d, imageBindings, imageSlots, kind);

    const VkPushConstantRange range{VK_SHADER_STAGE_COMPUTE_BIT, 0, sizeof(ProbeRange)};
    auto layoutInfo = makeStruct<VkPipelineLayoutCreateInfo>(VK_STRUCTURE_TYPE_PIPELINE_LAYOUT_CREATE_INFO);
    layoutInfo.setLayoutCount = 2;
    layoutInfo.pSetLayouts = setLayouts_;
    layoutInfo.pushConstantRangeCount = 1;
    layoutInfo.pPushConstantRanges = &range;
    check(vkCreatePipelineLayout(d, &layoutInfo, nullptr, &layout_), "vkCreatePipelineLayout");

    auto moduleInfo = makeStruct<VkShaderModuleCreateInfo>(VK_STRUCTURE_TYPE_SHADER_MODULE_CREATE_INFO);
    moduleInfo.codeSize = spirv.size() * sizeof(uint32_t);
    moduleInfo.pCode = spirv.data();
    check(vkCreateShaderModule(d, &moduleInfo, nullptr, &module_), "vkCreateShaderModule");
    cache_ = cache;
    pipeline_ = createSibling();
  } catch (...) {
    destroy();
    throw;
  }
}

VkPipeline ComputePipeline::createSibling() const {
  auto info = makeStruct<VkComputePipelineCreateInfo>(VK_STRUCTURE_TYPE_COMPUTE_PIPELINE_CREATE_INFO);
  info.stage =
      makeStruct<VkPipelineShaderStageCreateInfo>(VK_STRUCTURE_TYPE_PIPELINE_SHADER_STAGE_CREATE_INFO);
  info.stage.stage = VK_SHADER_STAGE_COMPUTE_BIT;
  info.stage.module = module_;
  info.stage.pName = "main";
  info.layout = layout_;
  if (descriptorBuffer_) info.flags = VK_PIPELINE_CREATE_DESCRIPTOR_BUFFER_BIT_EXT;
  const VkPipelineRobustnessCreateInfoEXT robustness = device_.pipelineRobustness(tier_);
  if (device_.perPipelineRobustness()) info.pNext = &robustness;
  VkPipeline pipeline = VK_NULL_HANDLE;
  check(vkCreateComputePipelines(device_.handle(), cache_, 1, &info, nullptr, &pipeline),
        "vkCreateComputePipelines");
  return pipeline;
}

OwnedPipeline::~OwnedPipeline() {
  if (pipeline_) vkDestroyPipeline(device_->handle(), pipeline_, nullptr);
}

ComputePipeline::~ComputePipeline() {
  destroy();
}

void ComputePipeline::destroy() {
  const VkDevice d = device_.handle();
  if (pipeline_) vkDestroyPipeline(d, pipeline_, nullptr);
  if (module_) vkDestroyShaderModule(d, module_, nullptr);
  if (layout_) vkDestroyPipelineLayout(d, layout_, nullptr);
  for (VkDescriptorSetLayout l : setLayouts_)
    if (l) vkDestroyDescriptorSetLayout(d, l, nullptr);
}

}  // namespace vktexel::vk
