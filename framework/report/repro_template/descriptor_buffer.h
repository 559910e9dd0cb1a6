// Descriptor buffers (VK_EXT_descriptor_buffer, vktexel's P-21 path): both sets written as bytes
// (vkGetDescriptorEXT) into one host-visible buffer at the offsets their layouts give, then bound
// with vkCmdBindDescriptorBuffersEXT and vkCmdSetDescriptorBufferOffsetsEXT instead of descriptor
// sets (vktexel's framework/vk/descriptor_buffer.cpp does the same). Included by repro.cpp.

struct DescriptorBufferSets {
  Buffer bytes;
  VkBufferUsageFlags usage = 0;
  VkDeviceSize offsets[2] = {0, 0};
};

template <typename F>
F deviceFunction(const Context& ctx, const char* name) {
  auto f = reinterpret_cast<F>(vkGetDeviceProcAddr(ctx.device, name));
  if (!f) throw Failure(std::string("the device does not give ") + name);
  return f;
}

// The descriptor's bytes at element `element` of `binding` of the set at `setOffset`.
void putDescriptor(const Context& ctx, const DescriptorBufferSets& db, VkDescriptorSetLayout layout,
                   VkDeviceSize setOffset, uint32_t binding, uint32_t element,
                   const VkDescriptorGetInfoEXT& info) {
  auto props = make<VkPhysicalDeviceDescriptorBufferPropertiesEXT>(
      VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_DESCRIPTOR_BUFFER_PROPERTIES_EXT);
  auto props2 = make<VkPhysicalDeviceProperties2>(VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_PROPERTIES_2);
  props2.pNext = &props;
  vkGetPhysicalDeviceProperties2(ctx.physical, &props2);
  const bool robust = kTier >= 1;  // robustBufferAccess: the robust buffer descriptor sizes
  size_t size = 0;
  switch (info.type) {
    case VK_DESCRIPTOR_TYPE_SAMPLER: size = props.samplerDescriptorSize; break;
    case VK_DESCRIPTOR_TYPE_COMBINED_IMAGE_SAMPLER: size = props.combinedImageSamplerDescriptorSize; break;
    case VK_DESCRIPTOR_TYPE_SAMPLED_IMAGE: size = props.sampledImageDescriptorSize; break;
    case VK_DESCRIPTOR_TYPE_UNIFORM_TEXEL_BUFFER:
      size = robust ? props.robustUniformTexelBufferDescriptorSize : props.uniformTexelBufferDescriptorSize;
      break;
    default: size = robust ? props.robustStorageBufferDescriptorSize : props.storageBufferDescriptorSize;
  }
  VkDeviceSize bindingOffset = 0;
  deviceFunction<PFN_vkGetDescriptorSetLayoutBindingOffsetEXT>(
      ctx, "vkGetDescriptorSetLayoutBindingOffsetEXT")(ctx.device, layout, binding, &bindingOffset);
  std::vector<char> bytes(size);
  deviceFunction<PFN_vkGetDescriptorEXT>(ctx, "vkGetDescriptorEXT")(ctx.device, &info, size, bytes.data());
  char* at = static_cast<char*>(db.bytes.data) + setOffset + bindingOffset;
  if (info.type == VK_DESCRIPTOR_TYPE_COMBINED_IMAGE_SAMPLER &&
      !props.combinedImageSamplerDescriptorSingleArray) {
    // every image of the array, then every sampler
    std::memcpy(at + element * props.sampledImageDescriptorSize, bytes.data(),
                props.sampledImageDescriptorSize);
    std::memcpy(at + kArraySize * props.sampledImageDescriptorSize + element * props.samplerDescriptorSize,
                bytes.data() + props.sampledImageDescriptorSize, props.samplerDescriptorSize);
    return;
  }
  std::memcpy(at + element * size, bytes.data(), size);
}

VkDeviceAddress addressOf(const Context& ctx, VkBuffer buffer) {
  auto info = make<VkBufferDeviceAddressInfo>(VK_STRUCTURE_TYPE_BUFFER_DEVICE_ADDRESS_INFO);
  info.buffer = buffer;
  return vkGetBufferDeviceAddress(ctx.device, &info);
}

// Set 0: probes and results by address; set 1: the view (or texel buffer) at element 0 and, with a
// separate sampler, the sampler at binding 1 element 0 (the shader's smp[slots - 1 - slot], one slot).
DescriptorBufferSets writeDescriptorBuffer(const Context& ctx, const VkDescriptorSetLayout layouts[2],
                                           const Buffer& probes, VkDeviceSize probeBytes,
                                           const Buffer& results, VkDeviceSize resultBytes,
                                           const Buffer& texels, VkImageView view, VkSampler sampler) {
  auto props = make<VkPhysicalDeviceDescriptorBufferPropertiesEXT>(
      VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_DESCRIPTOR_BUFFER_PROPERTIES_EXT);
  auto props2 = make<VkPhysicalDeviceProperties2>(VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_PROPERTIES_2);
  props2.pNext = &props;
  vkGetPhysicalDeviceProperties2(ctx.physical, &props2);
  const auto layoutSize =
      deviceFunction<PFN_vkGetDescriptorSetLayoutSizeEXT>(ctx, "vkGetDescriptorSetLayoutSizeEXT");
  VkDeviceSize sizes[2];
  for (int s = 0; s < 2; ++s) layoutSize(ctx.device, layouts[s], &sizes[s]);
  const VkDeviceSize align =
      props.descriptorBufferOffsetAlignment ? props.descriptorBufferOffsetAlignment : 1;
  DescriptorBufferSets db;
  db.offsets[1] = (sizes[0] + align - 1) / align * align;
  const bool samplers = kSeparateSampler || kImageDescriptorType == VK_DESCRIPTOR_TYPE_COMBINED_IMAGE_SAMPLER;
  db.usage = VK_BUFFER_USAGE_RESOURCE_DESCRIPTOR_BUFFER_BIT_EXT |
             (samplers ? VK_BUFFER_USAGE_SAMPLER_DESCRIPTOR_BUFFER_BIT_EXT : 0);
  db.bytes = makeBuffer(ctx, db.offsets[1] + sizes[1], db.usage | VK_BUFFER_USAGE_SHADER_DEVICE_ADDRESS_BIT);
  std::memset(db.bytes.data, 0, size_t(db.offsets[1] + sizes[1]));

  const VkDescriptorAddressInfoEXT storage[2] = {
      {VK_STRUCTURE_TYPE_DESCRIPTOR_ADDRESS_INFO_EXT, nullptr, addressOf(ctx, probes.buffer), probeBytes,
       VK_FORMAT_UNDEFINED},
      {VK_STRUCTURE_TYPE_DESCRIPTOR_ADDRESS_INFO_EXT, nullptr, addressOf(ctx, results.buffer), resultBytes,
       VK_FORMAT_UNDEFINED}};
  for (uint32_t b = 0; b < 2; ++b) {
    auto info = make<VkDescriptorGetInfoEXT>(VK_STRUCTURE_TYPE_DESCRIPTOR_GET_INFO_EXT);
    info.type = VK_DESCRIPTOR_TYPE_STORAGE_BUFFER;
    info.data.pStorageBuffer = &storage[b];
    putDescriptor(ctx, db, layouts[0], 0, b, 0, info);
  }
  const VkDescriptorImageInfo image{kSeparateSampler ? VK_NULL_HANDLE : sampler, view,
                                    VK_IMAGE_LAYOUT_SHADER_READ_ONLY_OPTIMAL};
  const VkDescriptorAddressInfoEXT texelAddress{VK_STRUCTURE_TYPE_DESCRIPTOR_ADDRESS_INFO_EXT, nullptr,
                                                addressOf(ctx, texels.buffer) + kTexelBufferOffset, kTexelBufferRange,
                                                kViewFormat};
  auto info = make<VkDescriptorGetInfoEXT>(VK_STRUCTURE_TYPE_DESCRIPTOR_GET_INFO_EXT);
  info.type = kImageDescriptorType;
  if (kTexelBuffer)
    info.data.pUniformTexelBuffer = kNullDescriptor ? nullptr : &texelAddress;
  else if (kImageDescriptorType == VK_DESCRIPTOR_TYPE_COMBINED_IMAGE_SAMPLER)
    info.data.pCombinedImageSampler = &image;
  else
    info.data.pSampledImage = &image;
  putDescriptor(ctx, db, layouts[1], db.offsets[1], 0, 0, info);
  if (kSeparateSampler) {
    auto s = make<VkDescriptorGetInfoEXT>(VK_STRUCTURE_TYPE_DESCRIPTOR_GET_INFO_EXT);
    s.type = VK_DESCRIPTOR_TYPE_SAMPLER;
    s.data.pSampler = &sampler;
    putDescriptor(ctx, db, layouts[1], db.offsets[1], 1, 0, s);
  }
  return db;
}

void bindDescriptorBuffer(const Context& ctx, VkCommandBuffer cmd, VkPipelineLayout layout,
                          const DescriptorBufferSets& db) {
  auto binding = make<VkDescriptorBufferBindingInfoEXT>(VK_STRUCTURE_TYPE_DESCRIPTOR_BUFFER_BINDING_INFO_EXT);
  binding.address = addressOf(ctx, db.bytes.buffer);
  binding.usage = db.usage;
  deviceFunction<PFN_vkCmdBindDescriptorBuffersEXT>(ctx, "vkCmdBindDescriptorBuffersEXT")(cmd, 1, &binding);
  const uint32_t indices[2] = {0, 0};
  deviceFunction<PFN_vkCmdSetDescriptorBufferOffsetsEXT>(ctx, "vkCmdSetDescriptorBufferOffsetsEXT")(
      cmd, VK_PIPELINE_BIND_POINT_COMPUTE, layout, 0, 2, indices, db.offsets);
}
