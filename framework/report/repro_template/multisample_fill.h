// Part of repro.cpp, included after its Vulkan helpers when the case's image is multisample.
// Multisample images cannot be filled by a buffer copy, so vktexel renders every sample
// (SEMANTICS §6.3) and so does this program, the same way: a full-screen triangle (fill.vert.spv)
// whose fragment shader reads the CPU model's value of its pixel and sample from a storage buffer
// (the fill path's values file: four 32-bit words per sample, in the order layer, y, x, sample).
// The portable fill draws once per sample with gl_SampleMask limited to it; the sample-shading
// fill draws once with one invocation per sample. Depth goes through gl_FragDepth; stencil through
// VK_STENCIL_OP_REPLACE, one pass per stencil value present in the layer, each pass discarding the
// fragments whose model stencil differs. Dynamic rendering, one single-layer view per layer.

// The FillPush of vktexel's framework/vk/sample_fill.h: the fill shaders' push constants.
struct FillPush {
  uint32_t first, width, samples, sampleIndex, stencilRef, hasStencil;
};

bool sampleCountIn(VkSampleCountFlags counts) {
  return (counts & kImageSamples) != 0;
}

// The device's sample counts for sampling the image (VkPhysicalDeviceLimits::sampledImage*).
void requireSampledCounts(const VkPhysicalDeviceLimits& limits) {
  const char* names[] = {"sampledImageColorSampleCounts", "sampledImageIntegerSampleCounts",
                         "sampledImageDepthSampleCounts", "sampledImageStencilSampleCounts"};
  const VkSampleCountFlags counts[] = {
      limits.sampledImageColorSampleCounts, limits.sampledImageIntegerSampleCounts,
      limits.sampledImageDepthSampleCounts, limits.sampledImageStencilSampleCounts};
  if (!sampleCountIn(counts[kSampledCounts]))
    throw Failure(std::string("NOT SUPPORTED: ") + names[kSampledCounts] + " lacks " +
                  std::to_string(kImageSamples) + " samples");
}

// The first fill path the device can render (vktexel's run/multisample_fill.cpp chooses the same
// way: the integer alias where it renders at this sample count, else the format itself).
const FillPath& chooseFillPath(const Context& ctx) {
  uint32_t integerCounts = ctx.properties.limits.framebufferColorSampleCounts;
  if (ctx.properties.apiVersion >= VK_API_VERSION_1_2) {
    auto v12 =
        make<VkPhysicalDeviceVulkan12Properties>(VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_2_PROPERTIES);
    auto query = make<VkPhysicalDeviceProperties2>(VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_PROPERTIES_2);
    query.pNext = &v12;
    vkGetPhysicalDeviceProperties2(ctx.physical, &query);
    integerCounts = v12.framebufferIntegerColorSampleCounts;
  }
  const VkPhysicalDeviceLimits& limits = ctx.properties.limits;
  std::string missing;
  for (uint32_t i = 0; i < kFillPathCount; ++i) {
    const FillPath& path = kFillPaths[i];
    VkFormatProperties props;
    vkGetPhysicalDeviceFormatProperties(ctx.physical, path.format, &props);
    const VkFormatFeatureFlags attachment = path.depthStencil ? VK_FORMAT_FEATURE_DEPTH_STENCIL_ATTACHMENT_BIT
                                                              : VK_FORMAT_FEATURE_COLOR_ATTACHMENT_BIT;
    const bool counts = path.depthStencil
                            ? (!path.depth || sampleCountIn(limits.framebufferDepthSampleCounts)) &&
                                  (!path.stencil || sampleCountIn(limits.framebufferStencilSampleCounts))
                        : path.integer ? sampleCountIn(integerCounts)
                                       : sampleCountIn(limits.framebufferColorSampleCounts);
    if ((props.optimalTilingFeatures & attachment) && counts) return path;
    missing += std::string(missing.empty() ? "" : "; ") + path.formatName + " does not render at " +
               std::to_string(kImageSamples) + " samples (attachment feature or framebuffer sample counts)";
  }
  throw Failure("NOT SUPPORTED: the multisample fill cannot render: " + missing);
}

VkShaderModule shaderModule(VkDevice d, const std::string& path) {
  const std::vector<char> code = readFile(path);
  if (code.size() % 4) throw Failure(path + " is not SPIR-V");
  std::vector<uint32_t> words(code.size() / 4);
  std::memcpy(words.data(), code.data(), code.size());
  auto info = make<VkShaderModuleCreateInfo>(VK_STRUCTURE_TYPE_SHADER_MODULE_CREATE_INFO);
  info.codeSize = code.size();
  info.pCode = words.data();
  VkShaderModule module;
  check(vkCreateShaderModule(d, &info, nullptr, &module), "vkCreateShaderModule");
  return module;
}

// The graphics pipeline, its layout, the values buffer and its descriptor set; one view per layer.
class MultisampleFill {
 public:
  MultisampleFill(const Context& ctx, const FillPath& path, VkImage image, const std::string& dataDir)
      : ctx_(ctx), path_(path) {
    const VkDevice d = ctx.device;
    const std::vector<char> values = readFile(dataDir + "/" + path.valuesFile);
    const size_t expected =
        size_t(kImageExtent.width) * kImageExtent.height * kImageSamples * kImageLayers * 16;
    if (values.size() != expected)
      throw Failure(std::string(path.valuesFile) + " does not hold every sample");
    values_ = makeBuffer(ctx, values.size(), VK_BUFFER_USAGE_STORAGE_BUFFER_BIT);
    std::memcpy(values_.data, values.data(), values.size());

    const VkDescriptorSetLayoutBinding binding{0, VK_DESCRIPTOR_TYPE_STORAGE_BUFFER, 1,
                                               VK_SHADER_STAGE_FRAGMENT_BIT, nullptr};
    auto setInfo = make<VkDescriptorSetLayoutCreateInfo>(VK_STRUCTURE_TYPE_DESCRIPTOR_SET_LAYOUT_CREATE_INFO);
    setInfo.bindingCount = 1;
    setInfo.pBindings = &binding;
    check(vkCreateDescriptorSetLayout(d, &setInfo, nullptr, &setLayout_), "vkCreateDescriptorSetLayout");
    const VkPushConstantRange push{VK_SHADER_STAGE_FRAGMENT_BIT, 0, sizeof(FillPush)};
    auto layoutInfo = make<VkPipelineLayoutCreateInfo>(VK_STRUCTURE_TYPE_PIPELINE_LAYOUT_CREATE_INFO);
    layoutInfo.setLayoutCount = 1;
    layoutInfo.pSetLayouts = &setLayout_;
    layoutInfo.pushConstantRangeCount = 1;
    layoutInfo.pPushConstantRanges = &push;
    check(vkCreatePipelineLayout(d, &layoutInfo, nullptr, &layout_), "vkCreatePipelineLayout");
    createPipeline(dataDir);

    const VkDescriptorPoolSize size{VK_DESCRIPTOR_TYPE_STORAGE_BUFFER, 1};
    auto poolInfo = make<VkDescriptorPoolCreateInfo>(VK_STRUCTURE_TYPE_DESCRIPTOR_POOL_CREATE_INFO);
    poolInfo.maxSets = 1;
    poolInfo.poolSizeCount = 1;
    poolInfo.pPoolSizes = &size;
    check(vkCreateDescriptorPool(d, &poolInfo, nullptr, &pool_), "vkCreateDescriptorPool");
    auto alloc = make<VkDescriptorSetAllocateInfo>(VK_STRUCTURE_TYPE_DESCRIPTOR_SET_ALLOCATE_INFO);
    alloc.descriptorPool = pool_;
    alloc.descriptorSetCount = 1;
    alloc.pSetLayouts = &setLayout_;
    check(vkAllocateDescriptorSets(d, &alloc, &set_), "vkAllocateDescriptorSets");
    const VkDescriptorBufferInfo bufferInfo{values_.buffer, 0, VK_WHOLE_SIZE};
    auto write = make<VkWriteDescriptorSet>(VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET);
    write.dstSet = set_;
    write.descriptorCount = 1;
    write.descriptorType = VK_DESCRIPTOR_TYPE_STORAGE_BUFFER;
    write.pBufferInfo = &bufferInfo;
    vkUpdateDescriptorSets(d, 1, &write, 0, nullptr);

    for (uint32_t layer = 0; layer < kImageLayers; ++layer) {
      auto view = make<VkImageViewCreateInfo>(VK_STRUCTURE_TYPE_IMAGE_VIEW_CREATE_INFO);
      view.image = image;
      view.viewType = VK_IMAGE_VIEW_TYPE_2D;
      view.format = path.format;
      view.subresourceRange = {kImageAspects, 0, 1, layer, 1};
      VkImageView v;
      check(vkCreateImageView(d, &view, nullptr, &v), "vkCreateImageView (fill attachment)");
      attachments_.push_back(v);
    }
  }

  ~MultisampleFill() {
    const VkDevice d = ctx_.device;
    for (VkImageView v : attachments_) vkDestroyImageView(d, v, nullptr);
    vkDestroyDescriptorPool(d, pool_, nullptr);
    vkDestroyPipeline(d, pipeline_, nullptr);
    vkDestroyPipelineLayout(d, layout_, nullptr);
    vkDestroyDescriptorSetLayout(d, setLayout_, nullptr);
    vkDestroyBuffer(d, values_.buffer, nullptr);
    vkFreeMemory(d, values_.memory, nullptr);
  }
  MultisampleFill(const MultisampleFill&) = delete;
  MultisampleFill& operator=(const MultisampleFill&) = delete;

  // Renders every sample of every layer and leaves the image ready for the compute shader.
  void record(VkCommandBuffer cmd, VkImage image) const {
    const VkAccessFlags write = path_.depthStencil ? VK_ACCESS_DEPTH_STENCIL_ATTACHMENT_WRITE_BIT
                                                   : VK_ACCESS_COLOR_ATTACHMENT_WRITE_BIT;
    const VkPipelineStageFlags stages =
        path_.depthStencil ? VkPipelineStageFlags(VK_PIPELINE_STAGE_EARLY_FRAGMENT_TESTS_BIT |
                                                  VK_PIPELINE_STAGE_LATE_FRAGMENT_TESTS_BIT)
                           : VkPipelineStageFlags(VK_PIPELINE_STAGE_COLOR_ATTACHMENT_OUTPUT_BIT);
    imageBarrier(cmd, image, VK_IMAGE_LAYOUT_UNDEFINED, attachmentLayout(), 0, write,
                 VK_PIPELINE_STAGE_TOP_OF_PIPE_BIT, stages);
    const uint32_t perLayer = kImageExtent.width * kImageExtent.height * kImageSamples;
    for (uint32_t layer = 0; layer < kImageLayers; ++layer) recordLayer(cmd, layer, layer * perLayer);
    imageBarrier(cmd, image, attachmentLayout(), VK_IMAGE_LAYOUT_SHADER_READ_ONLY_OPTIMAL, write,
                 VK_ACCESS_SHADER_READ_BIT, stages, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT);
  }

 private:
  VkImageLayout attachmentLayout() const {
    return path_.depthStencil ? VK_IMAGE_LAYOUT_DEPTH_STENCIL_ATTACHMENT_OPTIMAL
                              : VK_IMAGE_LAYOUT_COLOR_ATTACHMENT_OPTIMAL;
  }

  void createPipeline(const std::string& dataDir) {
    const VkDevice d = ctx_.device;
    const VkShaderModule vs = shaderModule(d, dataDir + "/" + kFillVertexFile);
    const VkShaderModule fs = shaderModule(d, dataDir + "/" + path_.fragmentFile);
    VkPipelineShaderStageCreateInfo stages[2];
    for (int i = 0; i < 2; ++i) {
      stages[i] = make<VkPipelineShaderStageCreateInfo>(VK_STRUCTURE_TYPE_PIPELINE_SHADER_STAGE_CREATE_INFO);
      stages[i].stage = i == 0 ? VK_SHADER_STAGE_VERTEX_BIT : VK_SHADER_STAGE_FRAGMENT_BIT;
      stages[i].module = i == 0 ? vs : fs;
      stages[i].pName = "main";
    }
    auto vertexInput =
        make<VkPipelineVertexInputStateCreateInfo>(VK_STRUCTURE_TYPE_PIPELINE_VERTEX_INPUT_STATE_CREATE_INFO);
    auto assembly = make<VkPipelineInputAssemblyStateCreateInfo>(
        VK_STRUCTURE_TYPE_PIPELINE_INPUT_ASSEMBLY_STATE_CREATE_INFO);
    assembly.topology = VK_PRIMITIVE_TOPOLOGY_TRIANGLE_LIST;
    auto viewport =
        make<VkPipelineViewportStateCreateInfo>(VK_STRUCTURE_TYPE_PIPELINE_VIEWPORT_STATE_CREATE_INFO);
    viewport.viewportCount = 1;
    viewport.scissorCount = 1;
    auto raster = make<VkPipelineRasterizationStateCreateInfo>(
        VK_STRUCTURE_TYPE_PIPELINE_RASTERIZATION_STATE_CREATE_INFO);
    raster.polygonMode = VK_POLYGON_MODE_FILL;
    raster.cullMode = VK_CULL_MODE_NONE;
    raster.lineWidth = 1.0f;
    auto multisample =
        make<VkPipelineMultisampleStateCreateInfo>(VK_STRUCTURE_TYPE_PIPELINE_MULTISAMPLE_STATE_CREATE_INFO);
    multisample.rasterizationSamples = kImageSamples;
    multisample.sampleShadingEnable = kFillBySampleShading;
    multisample.minSampleShading = 1.0f;
    VkPipelineColorBlendAttachmentState blendAttachment{};
    blendAttachment.colorWriteMask = VK_COLOR_COMPONENT_R_BIT | VK_COLOR_COMPONENT_G_BIT |
                                     VK_COLOR_COMPONENT_B_BIT | VK_COLOR_COMPONENT_A_BIT;
    auto blend =
        make<VkPipelineColorBlendStateCreateInfo>(VK_STRUCTURE_TYPE_PIPELINE_COLOR_BLEND_STATE_CREATE_INFO);
    blend.attachmentCount = path_.depthStencil ? 0 : 1;
    blend.pAttachments = &blendAttachment;
    // Depth: always pass and write gl_FragDepth. Stencil: always pass and replace with the reference.
    auto depthStencil = make<VkPipelineDepthStencilStateCreateInfo>(
        VK_STRUCTURE_TYPE_PIPELINE_DEPTH_STENCIL_STATE_CREATE_INFO);
    depthStencil.depthTestEnable = path_.depth;
    depthStencil.depthWriteEnable = path_.depth;
    depthStencil.depthCompareOp = VK_COMPARE_OP_ALWAYS;
    depthStencil.stencilTestEnable = path_.stencil;
    depthStencil.front = {VK_STENCIL_OP_KEEP,
                          VK_STENCIL_OP_REPLACE,
                          VK_STENCIL_OP_REPLACE,
                          VK_COMPARE_OP_ALWAYS,
                          0xff,
                          0xff,
                          0};
    depthStencil.back = depthStencil.front;
    const VkDynamicState dynamics[3] = {VK_DYNAMIC_STATE_VIEWPORT, VK_DYNAMIC_STATE_SCISSOR,
                                        VK_DYNAMIC_STATE_STENCIL_REFERENCE};
    auto dynamic =
        make<VkPipelineDynamicStateCreateInfo>(VK_STRUCTURE_TYPE_PIPELINE_DYNAMIC_STATE_CREATE_INFO);
    dynamic.dynamicStateCount = path_.stencil ? 3 : 2;
    dynamic.pDynamicStates = dynamics;
    auto rendering = make<VkPipelineRenderingCreateInfo>(VK_STRUCTURE_TYPE_PIPELINE_RENDERING_CREATE_INFO);
    if (path_.depthStencil) {
      rendering.depthAttachmentFormat = path_.depth ? path_.format : VK_FORMAT_UNDEFINED;
      rendering.stencilAttachmentFormat = path_.stencil ? path_.format : VK_FORMAT_UNDEFINED;
    } else {
      rendering.colorAttachmentCount = 1;
      rendering.pColorAttachmentFormats = &path_.format;
    }
    auto info = make<VkGraphicsPipelineCreateInfo>(VK_STRUCTURE_TYPE_GRAPHICS_PIPELINE_CREATE_INFO);
    info.pNext = &rendering;
    info.stageCount = 2;
    info.pStages = stages;
    info.pVertexInputState = &vertexInput;
    info.pInputAssemblyState = &assembly;
    info.pViewportState = &viewport;
    info.pRasterizationState = &raster;
    info.pMultisampleState = &multisample;
    info.pColorBlendState = &blend;
    info.pDepthStencilState = path_.depthStencil ? &depthStencil : nullptr;
    info.pDynamicState = &dynamic;
    info.layout = layout_;
    const VkResult r = vkCreateGraphicsPipelines(d, VK_NULL_HANDLE, 1, &info, nullptr, &pipeline_);
    vkDestroyShaderModule(d, vs, nullptr);
    vkDestroyShaderModule(d, fs, nullptr);
    check(r, "vkCreateGraphicsPipelines (multisample fill)");
  }

  void recordLayer(VkCommandBuffer cmd, uint32_t layer, uint32_t firstValue) const {
    auto target = make<VkRenderingAttachmentInfo>(VK_STRUCTURE_TYPE_RENDERING_ATTACHMENT_INFO);
    target.imageView = attachments_[layer];
    target.imageLayout = attachmentLayout();
    target.loadOp = VK_ATTACHMENT_LOAD_OP_CLEAR;  // every sample is then written by exactly one draw
    target.storeOp = VK_ATTACHMENT_STORE_OP_STORE;
    auto rendering = make<VkRenderingInfo>(VK_STRUCTURE_TYPE_RENDERING_INFO);
    rendering.renderArea = {{0, 0}, {kImageExtent.width, kImageExtent.height}};
    rendering.layerCount = 1;
    if (path_.depthStencil) {
      rendering.pDepthAttachment = path_.depth ? &target : nullptr;
      rendering.pStencilAttachment = path_.stencil ? &target : nullptr;
    } else {
      rendering.colorAttachmentCount = 1;
      rendering.pColorAttachments = &target;
    }
    vkCmdBeginRendering(cmd, &rendering);
    vkCmdBindPipeline(cmd, VK_PIPELINE_BIND_POINT_GRAPHICS, pipeline_);
    const VkViewport viewport{0, 0, float(kImageExtent.width), float(kImageExtent.height), 0, 1};
    const VkRect2D scissor{{0, 0}, {kImageExtent.width, kImageExtent.height}};
    vkCmdSetViewport(cmd, 0, 1, &viewport);
    vkCmdSetScissor(cmd, 0, 1, &scissor);
    vkCmdBindDescriptorSets(cmd, VK_PIPELINE_BIND_POINT_GRAPHICS, layout_, 0, 1, &set_, 0, nullptr);
    std::vector<uint32_t> refs(kStencilRefs + kStencilRefFirst[layer],
                               kStencilRefs + kStencilRefFirst[layer + 1]);
    if (!path_.stencil) refs = {0};
    for (uint32_t s = 0; s < (kFillBySampleShading ? 1u : uint32_t(kImageSamples)); ++s)
      for (uint32_t ref : refs) {
        const FillPush push{firstValue, kImageExtent.width,     uint32_t(kImageSamples), s,
                            ref,        path_.stencil ? 1u : 0u};
        vkCmdPushConstants(cmd, layout_, VK_SHADER_STAGE_FRAGMENT_BIT, 0, sizeof push, &push);
        if (path_.stencil) vkCmdSetStencilReference(cmd, VK_STENCIL_FACE_FRONT_AND_BACK, ref);
        vkCmdDraw(cmd, 3, 1, 0, 0);
      }
    vkCmdEndRendering(cmd);
  }

  const Context& ctx_;
  const FillPath& path_;
  Buffer values_;
  VkDescriptorSetLayout setLayout_ = VK_NULL_HANDLE;
  VkPipelineLayout layout_ = VK_NULL_HANDLE;
  VkPipeline pipeline_ = VK_NULL_HANDLE;
  VkDescriptorPool pool_ = VK_NULL_HANDLE;
  VkDescriptorSet set_ = VK_NULL_HANDLE;
  std::vector<VkImageView> attachments_;
};
