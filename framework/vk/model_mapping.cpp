#include "vk/model_mapping.h"

#include <stdexcept>
#include "vk/structs.h"

namespace vktexel::vk {
namespace {

VkImageType imageType(model::ImageDim d) {
  switch (d) {
    case model::ImageDim::D1: return VK_IMAGE_TYPE_1D;
    case model::ImageDim::D2: return VK_IMAGE_TYPE_2D;
    case model::ImageDim::D3: return VK_IMAGE_TYPE_3D;
    case model::ImageDim::Buffer: break;  // texel buffers are VkBuffers, never images
  }
  throw std::logic_error("a texel buffer has no VkImageType");
}

VkImageViewType viewType(model::ViewType v) {
  switch (v) {
    case model::ViewType::D1: return VK_IMAGE_VIEW_TYPE_1D;
    case model::ViewType::D1Array: return VK_IMAGE_VIEW_TYPE_1D_ARRAY;
    case model::ViewType::D2: return VK_IMAGE_VIEW_TYPE_2D;
    case model::ViewType::D2Array: return VK_IMAGE_VIEW_TYPE_2D_ARRAY;
    case model::ViewType::D3: return VK_IMAGE_VIEW_TYPE_3D;
    case model::ViewType::D2MS: return VK_IMAGE_VIEW_TYPE_2D;
    case model::ViewType::D2MSArray: return VK_IMAGE_VIEW_TYPE_2D_ARRAY;
    case model::ViewType::Cube: return VK_IMAGE_VIEW_TYPE_CUBE;
    case model::ViewType::CubeArray: return VK_IMAGE_VIEW_TYPE_CUBE_ARRAY;
    case model::ViewType::Buffer: break;  // a VkBufferView instead
  }
  throw std::logic_error("a texel buffer has no VkImageViewType");
}

VkComponentSwizzle swizzle(model::Swizzle s) {
  switch (s) {
    case model::Swizzle::Identity: return VK_COMPONENT_SWIZZLE_IDENTITY;
    case model::Swizzle::Zero: return VK_COMPONENT_SWIZZLE_ZERO;
    case model::Swizzle::One: return VK_COMPONENT_SWIZZLE_ONE;
    case model::Swizzle::R: return VK_COMPONENT_SWIZZLE_R;
    case model::Swizzle::G: return VK_COMPONENT_SWIZZLE_G;
    case model::Swizzle::B: return VK_COMPONENT_SWIZZLE_B;
    case model::Swizzle::A: return VK_COMPONENT_SWIZZLE_A;
  }
  return VK_COMPONENT_SWIZZLE_IDENTITY;
}

}  // namespace

VkImageCreateInfo imageCreateInfo(const model::ImageSpec& spec) {
  auto info = makeStruct<VkImageCreateInfo>(VK_STRUCTURE_TYPE_IMAGE_CREATE_INFO);
  info.imageType = imageType(spec.dim);
  if (spec.cubeCompatible) info.flags |= VK_IMAGE_CREATE_CUBE_COMPATIBLE_BIT;
  if (spec.sparse.sparse)  // SEMANTICS §8: memory bound page by page (vk/sparse_binding.h)
    info.flags |= VK_IMAGE_CREATE_SPARSE_BINDING_BIT | VK_IMAGE_CREATE_SPARSE_RESIDENCY_BIT;
  if (spec.mutableFormat || model::fillAlias(spec))
    info.flags |= VK_IMAGE_CREATE_MUTABLE_FORMAT_BIT;  // the fill may render through an alias
  info.format = spec.format;
  info.extent = {spec.width, spec.height, spec.depth};
  info.mipLevels = spec.levels;
  info.arrayLayers = spec.layers;
  info.samples = VkSampleCountFlagBits(spec.samples);
  info.tiling = VK_IMAGE_TILING_OPTIMAL;
  // Multisample images cannot be buffer-copied: they are filled by rendering (SEMANTICS §6.3).
  const VkImageUsageFlags attachment = model::formatInfo(spec.format).isDepthStencil()
                                           ? VK_IMAGE_USAGE_DEPTH_STENCIL_ATTACHMENT_BIT
                                           : VK_IMAGE_USAGE_COLOR_ATTACHMENT_BIT;
  info.usage = VK_IMAGE_USAGE_SAMPLED_BIT |
               (spec.samples > 1 ? attachment : VkImageUsageFlags(VK_IMAGE_USAGE_TRANSFER_DST_BIT));
  if (spec.samples > 1 && spec.fill == model::FillPattern::Cleared)
    info.usage |= VK_IMAGE_USAGE_TRANSFER_DST_BIT;  // vkCmdClear*Image instead of rendering
  info.sharingMode = VK_SHARING_MODE_EXCLUSIVE;
  info.initialLayout = VK_IMAGE_LAYOUT_UNDEFINED;
  return info;
}

VkImageViewCreateInfo imageViewCreateInfo(VkImage image, const model::ImageSpec& spec,
                                          const model::ViewSpec& view) {
  auto info = makeStruct<VkImageViewCreateInfo>(VK_STRUCTURE_TYPE_IMAGE_VIEW_CREATE_INFO);
  info.image = image;
  info.viewType = viewType(view.type);
  info.format = view.format == VK_FORMAT_UNDEFINED ? spec.format : view.format;
  info.components = {swizzle(view.swizzle[0]), swizzle(view.swizzle[1]), swizzle(view.swizzle[2]),
                     swizzle(view.swizzle[3])};
  const model::FormatInfo& f = model::viewFormat(spec.format, view);
  info.subresourceRange = {aspectBit(f.aspect), view.baseLevel, view.levelCount, view.baseLayer,
                           view.layerCount};
  return info;
}

VkImageAspectFlags aspectBit(model::Aspect a) {
  switch (a) {
    case model::Aspect::Color: return VK_IMAGE_ASPECT_COLOR_BIT;
    case model::Aspect::Depth: return VK_IMAGE_ASPECT_DEPTH_BIT;
    case model::Aspect::Stencil: return VK_IMAGE_ASPECT_STENCIL_BIT;
    case model::Aspect::DepthStencil: return VK_IMAGE_ASPECT_DEPTH_BIT | VK_IMAGE_ASPECT_STENCIL_BIT;
  }
  return VK_IMAGE_ASPECT_COLOR_BIT;
}

VkImageAspectFlags imageAspects(const model::FormatInfo& f) {
  return aspectBit(f.aspect);
}

std::vector<model::Aspect> copyAspects(const model::FormatInfo& f) {
  if (f.aspect == model::Aspect::DepthStencil) return {model::Aspect::Depth, model::Aspect::Stencil};
  return {f.aspect};
}

}  // namespace vktexel::vk
