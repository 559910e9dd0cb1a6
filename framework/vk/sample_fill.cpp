#include "vk/sample_fill.h"

#include "vk/check.h"
#include "vk/structs.h"

namespace vktexel::vk {
namespace {

VkShaderModule makeModule(VkDevice device, const std::vector<uint32_t>& spirv) {
  auto info = makeStruct<VkShaderModuleCreateInfo>(VK_STRUCTURE_TYPE_SHADER_MODULE_CREATE_INFO);
  info.codeSize = spirv.size() * sizeof(uint32_t);
  info.pCode = spirv.data();
  VkShaderModule module = VK_NULL_HANDLE;
  check(vkCreateShaderModule(device, &info, nullptr, &module), "vkCreateShaderModule");
  return module;
}

}  // namespace

SampleFillPipeline::SampleFillPipeline(const Device& device, const model::FormatInfo& formatInfo,
                                       uint32_t samples, bool sampleShading,
                                       const std::vector<uint32_t>& vertex,
                                       const std::vector<uint32_t>& fragment)
    : device_(device),
      samples_(samples),
      sampleShading_(sampleShading),
      depth_(formatInfo.hasChannel(model::Channel::D)),
      stencil_(formatInfo.hasChannel(model::Channel::S)) {
  const VkFormat format = formatInfo.vk;
  const VkDevice d = device.handle();
  const VkDescriptorSetLayoutBinding binding{0, VK_DESCRIPTOR_TYPE_STORAGE_BUFFER, 1,
                                             VK_SHADER_STAGE_FRAGMENT_BIT, nullptr};
  auto setInfo =
      makeStruct<VkDescriptorSetLayoutCreateInfo>(VK_STRUCTURE_TYPE_DESCRIPTOR_SET_LAYOUT_CREATE_INFO);
  setInfo.bindingCount = 1;
  setInfo.pBindings = &binding;
  check(vkCreateDescriptorSetLayout(d, &setInfo, nullptr, &setLayout_), "vkCreateDescriptorSetLayout");
  const VkPushConstantRange push{VK_SHADER_STAGE_FRAGMENT_BIT, 0, sizeof(FillPush)};
  auto layoutInfo = makeStruct<VkPipelineLayoutCreateInfo>(VK_STRUCTURE_TYPE_PIPELINE_LAYOUT_CREATE_INFO);
  layoutInfo.setLayoutCount = 1;
  layoutInfo.pSetLayouts = &setLayout_;
  layoutInfo.pushConstantRangeCount = 1;
  layoutInfo.pPushConstantRanges = &push;
  check(vkCreatePipelineLayout(d, &layoutInfo, nullptr, &layout_), "vkCreatePipelineLayout");

  const VkShaderModule vs = makeModule(d, vertex), fs = makeModule(d, fragment);
  VkPipelineShaderStageCreateInfo stages[2];
  for (int i = 0; i < 2; ++i) {
    stages[i] =
        makeStruct<VkPipelineShaderStageCreateInfo>(VK_STRUCTURE_TYPE_PIPELINE_SHADER_STAGE_CREATE_INFO);
    stages[i].stage = i == 0 ? VK_SHADER_STAGE_VERTEX_BIT : VK_SHADER_STAGE_FRAGMENT_BIT;
    stages[i].module = i == 0 ? vs : fs;
    stages[i].pName = "main";
  }
  auto vertexInput = makeStruct<VkPipelineVertexInputStateCreateInfo>(
      VK_STRUCTURE_TYPE_PIPELINE_VERTEX_INPUT_STATE_CREATE_INFO);
  auto assembly = makeStruct<VkPipelineInputAssemblyStateCreateInfo>(
      VK_STRUCTURE_TYPE_PIPELINE_INPUT_ASSEMBLY_STATE_CREATE_INFO);
  assembly.topology = VK_PRIMITIVE_TOPOLOGY_TRIANGLE_LIST;
  auto viewport =
      makeStruct<VkPipelineViewportStateCreateInfo>(VK_STRUCTURE_TYPE_PIPELINE_VIEWPORT_STATE_CREATE_INFO);
  viewport.viewportCount = 1;
  viewport.scissorCount = 1;
  auto raster = makeStruct<VkPipelineRasterizationStateCreateInfo>(
      VK_STRUCTURE_TYPE_PIPELINE_RASTERIZATION_STATE_CREATE_INFO);
  raster.polygonMode = VK_POLYGON_MODE_FILL;
  raster.cullMode = VK_CULL_MODE_NONE;
  raster.lineWidth = 1.0f;
  auto multisample = makeStruct<VkPipelineMultisampleStateCreateInfo>(
      VK_STRUCTURE_TYPE_PIPELINE_MULTISAMPLE_STATE_CREATE_INFO);
  multisample.rasterizationSamples = VkSampleCountFlagBits(samples);
  multisample.sampleShadingEnable = sampleShading;  // gl_SampleID forces it anyway; say so
  multisample.minSampleShading = 1.0f;
  VkPipelineColorBlendAttachmentState blendAttachment{};
  blendAttachment.colorWriteMask = VK_COLOR_COMPONENT_R_BIT | VK_COLOR_COMPONENT_G_BIT |
                                   VK_COLOR_COMPONENT_B_BIT | VK_COLOR_COMPONENT_A_BIT;
  auto blend = makeStruct<VkPipelineColorBlendStateCreateInfo>(
      VK_STRUCTURE_TYPE_PIPELINE_COLOR_BLEND_STATE_CREATE_INFO);
  blend.attachmentCount = depthStencil() ? 0 : 1;
  blend.pAttachments = &blendAttachment;
  // Depth: always pass and write gl_FragDepth. Stencil: always pass and replace with the reference.
  auto depthStencilState = makeStruct<VkPipelineDepthStencilStateCreateInfo>(
      VK_STRUCTURE_TYPE_PIPELINE_DEPTH_STENCIL_STATE_CREATE_INFO);
  depthStencilState.depthTestEnable = depth_;
  depthStencilState.depthWriteEnable = depth_;
  depthStencilState.depthCompareOp = VK_COMPARE_OP_ALWAYS;
  depthStencilState.stencilTestEnable = stencil_;
  depthStencilState.front = {
      VK_STENCIL_OP_KEEP, VK_STENCIL_OP_REPLACE, VK_STENCIL_OP_REPLACE, VK_COMPARE_OP_ALWAYS, 0xff, 0xff, 0};
  depthStencilState.back = depthStencilState.front;
  const VkDynamicState dynamics[3] = {VK_DYNAMIC_STATE_VIEWPORT, VK_DYNAMIC_STATE_SCISSOR,
                                      VK_DYNAMIC_STATE_STENCIL_REFERENCE};
  auto dynamic =
      makeStruct<VkPipelineDynamicStateCreateInfo>(VK_STRUCTURE_TYPE_PIPELINE_DYNAMIC_STATE_CREATE_INFO);
  dynamic.dynamicStateCount = stencil_ ? 3 : 2;
  dynamic.pDynamicStates = dynamics;
  auto rendering =
      makeStruct<VkPipelineRenderingCreateInfo>(VK_STRUCTURE_TYPE_PIPELINE_RENDERING_CREATE_INFO);
  if (depthStencil()) {
    rendering.depthAttachmentFormat = depth_ ? format : VK_FORMAT_UNDEFINED;
    rendering.stencilAttachmentFormat = stencil_ ? format : VK_FORMAT_UNDEFINED;
  } else {
    rendering.colorAttachmentCount = 1;
    rendering.pColorAttachmentFormats = &format;
  }

  auto info = makeStruct<VkGraphicsPipelineCreateInfo>(VK_STRUCTURE_TYPE_GRAPHICS_PIPELINE_CREATE_INFO);
  info.pNext = &rendering;
  info.stageCount = 2;
  info.pStages = stages;
  info.pVertexInputState = &vertexInput;
  info.pInputAssemblyState = &assembly;
  info.pViewportState = &viewport;
  info.pRasterizationState = &raster;
  info.pMultisampleState = &multisample;
  info.pColorBlendState = &blend;
  info.pDepthStencilState = depthStencil() ? &depthStencilState : nullptr;
  info.pDynamicState = &dynamic;
  info.layout = layout_;
  const VkResult r = vkCreateGraphicsPipelines(d, VK_NULL_HANDLE, 1, &info, nullptr, &pipeline_);
  vkDestroyShaderModule(d, vs, nullptr);
  vkDestroyShaderModule(d, fs, nullptr);
  check(r, "vkCreateGraphicsPipelines (multisample fill)");
}

SampleFillPipeline::~SampleFillPipeline() {
  const VkDevice d = device_.handle();
  if (pipeline_) vkDestroyPipeline(d, pipeline_, nullptr);
  if (layout_) vkDestroyPipelineLayout(d, layout_, nullptr);
  if (setLayout_) vkDestroyDescriptorSetLayout(d, setLayout_, nullptr);
}

VkImageLayout SampleFillPipeline::attachmentLayout() const {
  return depthStencil() ? VK_IMAGE_LAYOUT_DEPTH_STENCIL_ATTACHMENT_OPTIMAL
                        : VK_IMAGE_LAYOUT_COLOR_ATTACHMENT_OPTIMAL;
}

void SampleFillPipeline::record(VkCommandBuffer cmd, VkImageView attachment, uint32_t width, uint32_t height,
                                VkDescriptorSet values, uint32_t firstValue,
                                const std::vector<uint32_t>& stencilRefs) const {
  auto target = makeStruct<VkRenderingAttachmentInfo>(VK_STRUCTURE_TYPE_RENDERING_ATTACHMENT_INFO);
  target.imageView = attachment;
  target.imageLayout = attachmentLayout();
  target.loadOp = VK_ATTACHMENT_LOAD_OP_CLEAR;  // every sample is then written by exactly one draw
  target.storeOp = VK_ATTACHMENT_STORE_OP_STORE;
  auto rendering = makeStruct<VkRenderingInfo>(VK_STRUCTURE_TYPE_RENDERING_INFO);
  rendering.renderArea = {{0, 0}, {width, height}};
  rendering.layerCount = 1;
  if (depthStencil()) {
    rendering.pDepthAttachment = depth_ ? &target : nullptr;
    rendering.pStencilAttachment = stencil_ ? &target : nullptr;
  } else {
    rendering.colorAttachmentCount = 1;
    rendering.pColorAttachments = &target;
  }
  vkCmdBeginRendering(cmd, &rendering);
  vkCmdBindPipeline(cmd, VK_PIPELINE_BIND_POINT_GRAPHICS, pipeline_);
  const VkViewport viewport{0, 0, float(width), float(height), 0, 1};
  const VkRect2D scissor{{0, 0}, {width, height}};
  vkCmdSetViewport(cmd, 0, 1, &viewport);
  vkCmdSetScissor(cmd, 0, 1, &scissor);
  vkCmdBindDescriptorSets(cmd, VK_PIPELINE_BIND_POINT_GRAPHICS, layout_, 0, 1, &values, 0, nullptr);
  const std::vector<uint32_t> noStencil = {0};
  for (uint32_t s = 0; s < (sampleShading_ ? 1u : samples_); ++s)
    for (uint32_t ref : stencil_ ? stencilRefs : noStencil) {
      const FillPush push{firstValue, width, samples_, s, ref, stencil_ ? 1u : 0u};
      vkCmdPushConstants(cmd, layout_, VK_SHADER_STAGE_FRAGMENT_BIT, 0, sizeof(push), &push);
      if (stencil_) vkCmdSetStencilReference(cmd, VK_STENCIL_FACE_FRONT_AND_BACK, ref);
      vkCmdDraw(cmd, 3, 1, 0, 0);
    }
  vkCmdEndRendering(cmd);
}

}  // namespace vktexel::vk
