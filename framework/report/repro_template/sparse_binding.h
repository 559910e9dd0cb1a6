// Part of repro.cpp, included after its Vulkan helpers when the case's image is sparse-resident.
// vktexel binds memory to the pages the case names and leaves the others unbound (SEMANTICS §8),
// and so does this program, the same way (vktexel's vk/sparse_plan.cpp): each bound page of the
// levels before the driver's mip tail by vkQueueBindSparse, the mip tail (once, or per layer) when
// the case binds it, and any metadata, in one allocation. The page shape is the format's standard
// sparse block shape, which the model assumes: a driver that reports another is not guessed at.

std::string extentText(const VkExtent3D& e) {
  return std::to_string(e.width) + "x" + std::to_string(e.height) + "x" + std::to_string(e.depth);
}

std::string aspectText(VkImageAspectFlags a) {
  std::string out;
  const std::pair<VkImageAspectFlags, const char*> names[] = {{VK_IMAGE_ASPECT_COLOR_BIT, "COLOR"},
                                                              {VK_IMAGE_ASPECT_DEPTH_BIT, "DEPTH"},
                                                              {VK_IMAGE_ASPECT_STENCIL_BIT, "STENCIL"},
                                                              {VK_IMAGE_ASPECT_METADATA_BIT, "METADATA"}};
  for (const auto& [bit, name] : names)
    if (a & bit) out += (out.empty() ? "" : "|") + std::string(name);
  return out.empty() ? "none" : out;
}

// What vktexel's run/gates.cpp requires before creating the image: residencyNonResidentStrict where
// the case reads unbound texels, and a texel entry of the format with the standard block shape
// (which aspect it names is checked when binding, where a wrong one is the driver's failure).
void requireSparseProperties(const Context& ctx) {
  if (kNeedsResidencyNonResidentStrict && !ctx.properties.sparseProperties.residencyNonResidentStrict)
    throw Failure(
        "NOT SUPPORTED: the device lacks residencyNonResidentStrict (the case reads unbound texels)");
  uint32_t count = 0;
  vkGetPhysicalDeviceSparseImageFormatProperties(ctx.physical, kImageFormat, kImageType, kImageSamples,
                                                 kImageUsage, VK_IMAGE_TILING_OPTIMAL, &count, nullptr);
  std::vector<VkSparseImageFormatProperties> props(count);
  vkGetPhysicalDeviceSparseImageFormatProperties(ctx.physical, kImageFormat, kImageType, kImageSamples,
                                                 kImageUsage, VK_IMAGE_TILING_OPTIMAL, &count, props.data());
  for (const VkSparseImageFormatProperties& p : props)
    if (!(p.aspectMask & VK_IMAGE_ASPECT_METADATA_BIT) &&
        !(p.flags & VK_SPARSE_IMAGE_FORMAT_NONSTANDARD_BLOCK_SIZE_BIT) &&
        p.imageGranularity.width == kPageExtent.width && p.imageGranularity.height == kPageExtent.height &&
        p.imageGranularity.depth == kPageExtent.depth)
      return;
  throw Failure(std::string("NOT SUPPORTED: sparse residency of ") + kImageFormatName +
                " with the standard block shape " + extentText(kPageExtent));
}

// Binds the case's pages and waits. Returns the memory (VK_NULL_HANDLE when nothing is bound).
VkDeviceMemory bindSparseMemory(const Context& ctx, VkImage image) {
  const VkDevice d = ctx.device;
  VkMemoryRequirements memory;
  vkGetImageMemoryRequirements(d, image, &memory);
  uint32_t count = 0;
  vkGetImageSparseMemoryRequirements(d, image, &count, nullptr);
  std::vector<VkSparseImageMemoryRequirements> all(count);
  vkGetImageSparseMemoryRequirements(d, image, &count, all.data());
  const VkSparseImageMemoryRequirements* texels = nullptr;
  std::vector<VkSparseImageMemoryRequirements> metadata;
  std::string reported;
  for (const VkSparseImageMemoryRequirements& r : all) {
    const VkImageAspectFlags mask = r.formatProperties.aspectMask;
    reported += (reported.empty() ? "" : ", ") + aspectText(mask);
    if (mask & VK_IMAGE_ASPECT_METADATA_BIT)
      metadata.push_back(r);
    else if ((mask & kImageAspects) == kImageAspects)
      texels = &r;
  }
  if (!texels)
    throw ContractFailure("vkGetImageSparseMemoryRequirements reports aspects " +
                          (reported.empty() ? std::string("none") : reported) +
                          ", none of them the image's " + aspectText(kImageAspects) + " aspect" +
                          " (VkSparseImageFormatProperties::aspectMask: \"which aspects of the image the "
                          "properties apply to\")");
  const VkExtent3D g = texels->formatProperties.imageGranularity;
  if (g.width != kPageExtent.width || g.height != kPageExtent.height || g.depth != kPageExtent.depth)
    throw Failure("sparse image granularity " + extentText(g) + " is not the standard block shape " +
                  extentText(kPageExtent) + " the case assumes");
  if (texels->imageMipTailFirstLod < kMipTailFirstLevel)
    throw Failure("the mip tail starts at level " + std::to_string(texels->imageMipTailFirstLod) +
                  ", before level " + std::to_string(kMipTailFirstLevel) +
                  ", the first level smaller than a page (\"Sparse Image Mip Tail\")");

  // Lavapipe 25 reports no mip tail at all (imageMipTailFirstLod = mipLevels): then its small
  // levels are bound one by one, each a page of its own extent.
  const uint32_t driverTail = std::min(texels->imageMipTailFirstLod, kImageLevels);
  const VkDeviceSize pageBytes = memory.alignment;  // a sparse resource's alignment is its page size
  VkDeviceSize size = 0;
  std::vector<VkSparseImageMemoryBind> pages;
  for (const BoundPage& p : kBoundPages) {
    if (p.level >= driverTail) continue;
    VkSparseImageMemoryBind b{};
    b.subresource = {kImageAspects, p.level, p.layer};
    b.offset = p.offset;
    b.extent = p.extent;
    b.memoryOffset = size;
    pages.push_back(b);
    size += pageBytes;
  }
  std::vector<VkSparseMemoryBind> opaque;
  const auto bindTails = [&](const VkSparseImageMemoryRequirements& t, VkSparseMemoryBindFlags flags) {
    const bool single = t.formatProperties.flags & VK_SPARSE_IMAGE_FORMAT_SINGLE_MIPTAIL_BIT;
    for (uint32_t layer = 0; layer < (single ? 1 : kImageLayers); ++layer) {
      opaque.push_back({t.imageMipTailOffset + layer * t.imageMipTailStride, t.imageMipTailSize,
                        VK_NULL_HANDLE, size, flags});
      size += (t.imageMipTailSize + pageBytes - 1) / pageBytes * pageBytes;
    }
  };
  if (driverTail < kImageLevels && kMipTailBound) bindTails(*texels, 0);
  for (const VkSparseImageMemoryRequirements& m : metadata) bindTails(m, VK_SPARSE_MEMORY_BIND_METADATA_BIT);
  if (size == 0) return VK_NULL_HANDLE;

  auto alloc = make<VkMemoryAllocateInfo>(VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_INFO);
  alloc.allocationSize = size;
  alloc.memoryTypeIndex = memoryType(ctx, memory.memoryTypeBits, VK_MEMORY_PROPERTY_DEVICE_LOCAL_BIT);
  VkDeviceMemory bound;
  check(vkAllocateMemory(d, &alloc, nullptr, &bound), "vkAllocateMemory (sparse pages)");
  for (VkSparseImageMemoryBind& b : pages) b.memory = bound;
  for (VkSparseMemoryBind& b : opaque) b.memory = bound;
  const VkSparseImageMemoryBindInfo imageBinds{image, uint32_t(pages.size()), pages.data()};
  const VkSparseImageOpaqueMemoryBindInfo opaqueBinds{image, uint32_t(opaque.size()), opaque.data()};
  auto bind = make<VkBindSparseInfo>(VK_STRUCTURE_TYPE_BIND_SPARSE_INFO);
  bind.imageBindCount = pages.empty() ? 0 : 1;
  bind.pImageBinds = &imageBinds;
  bind.imageOpaqueBindCount = opaque.empty() ? 0 : 1;
  bind.pImageOpaqueBinds = &opaqueBinds;
  auto fenceInfo = make<VkFenceCreateInfo>(VK_STRUCTURE_TYPE_FENCE_CREATE_INFO);
  VkFence fence;
  check(vkCreateFence(d, &fenceInfo, nullptr, &fence), "vkCreateFence");
  check(vkQueueBindSparse(ctx.queue, 1, &bind, fence), "vkQueueBindSparse");
  check(vkWaitForFences(d, 1, &fence, VK_TRUE, 60ull * 1000 * 1000 * 1000),
        "vkWaitForFences (sparse binding)");
  vkDestroyFence(d, fence, nullptr);
  std::printf("sparse: %zu pages and %zu tail or metadata ranges bound, %llu bytes\n", pages.size(),
              opaque.size(), static_cast<unsigned long long>(size));
  return bound;
}
