#include "vk/resources.h"
#include "vk/structs.h"

#include "vk/check.h"
#include "vk/sparse_binding.h"

namespace vktexel::vk {
namespace {

VkDeviceMemory allocate(const Device& device, const VkMemoryRequirements& req, VkMemoryPropertyFlags props,
                        bool deviceAddress = false) {
  auto info = makeStruct<VkMemoryAllocateInfo>(VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_INFO);
  auto flags = makeStruct<VkMemoryAllocateFlagsInfo>(VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_FLAGS_INFO);
  flags.flags = VK_MEMORY_ALLOCATE_DEVICE_ADDRESS_BIT;
  if (deviceAddress) info.pNext = &flags;
  info.allocationSize = req.size;
  info.memoryTypeIndex = device.memoryType(req.memoryTypeBits, props);
  VkDeviceMemory memory = VK_NULL_HANDLE;
  check(vkAllocateMemory(device.handle(), &info, nullptr, &memory), "vkAllocateMemory");
  return memory;
}

}  // namespace

Buffer::Buffer(const Device& device, VkDeviceSize size, VkBufferUsageFlags usage)
    : device_(device), size_(size) {
  auto info = makeStruct<VkBufferCreateInfo>(VK_STRUCTURE_TYPE_BUFFER_CREATE_INFO);
  info.size = size;
  info.usage = usage;
  info.sharingMode = VK_SHARING_MODE_EXCLUSIVE;
  check(vkCreateBuffer(device.handle(), &info, nullptr, &buffer_), "vkCreateBuffer");
  VkMemoryRequirements req;
  vkGetBufferMemoryRequirements(device.handle(), buffer_, &req);
  const bool deviceAddress = usage & VK_BUFFER_USAGE_SHADER_DEVICE_ADDRESS_BIT;
  memory_ = allocate(device, req, VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT | VK_MEMORY_PROPERTY_HOST_COHERENT_BIT,
                     deviceAddress);
  check(vkBindBufferMemory(device.handle(), buffer_, memory_, 0), "vkBindBufferMemory");
  check(vkMapMemory(device.handle(), memory_, 0, VK_WHOLE_SIZE, 0, &mapped_), "vkMapMemory");
  if (deviceAddress) {
    auto where = makeStruct<VkBufferDeviceAddressInfo>(VK_STRUCTURE_TYPE_BUFFER_DEVICE_ADDRESS_INFO);
    where.buffer = buffer_;
    address_ = vkGetBufferDeviceAddress(device.handle(), &where);
  }
}

Buffer::~Buffer() {
  if (buffer_) vkDestroyBuffer(device_.handle(), buffer_, nullptr);
  if (memory_) vkFreeMemory(device_.handle(), memory_, nullptr);  // unmaps implicitly
}

Image::Image(const Device& device, const VkImageCreateInfo& info, const model::ImageSpec* sparse)
    : device_(device), info_(info) {
  info_.pNext = nullptr;
  check(vkCreateImage(device.handle(), &info_, nullptr, &image_), "vkCreateImage");
  if (sparse) {
    try {
      memory_ = bindSparseMemory(device, image_, *sparse);
    } catch (...) {
      vkDestroyImage(device.handle(), image_, nullptr);
      throw;
    }
    return;
  }
  VkMemoryRequirements req;
  vkGetImageMemoryRequirements(device.handle(), image_, &req);
  memory_ = allocate(device, req, VK_MEMORY_PROPERTY_DEVICE_LOCAL_BIT);
  check(vkBindImageMemory(device.handle(), image_, memory_, 0), "vkBindImageMemory");
}

Image::~Image() {
  if (image_) vkDestroyImage(device_.handle(), image_, nullptr);
  if (memory_) vkFreeMemory(device_.handle(), memory_, nullptr);
}

BufferView::BufferView(const Device& device, VkBuffer buffer, VkFormat format, VkDeviceSize offset,
                       VkDeviceSize range)
    : device_(device) {
  auto info = makeStruct<VkBufferViewCreateInfo>(VK_STRUCTURE_TYPE_BUFFER_VIEW_CREATE_INFO);
  info.buffer = buffer;
  info.format = format;
  info.offset = offset;
  info.range = range ? range : VK_WHOLE_SIZE;
  check(vkCreateBufferView(device.handle(), &info, nullptr, &view_), "vkCreateBufferView");
}

BufferView::~BufferView() {
  if (view_) vkDestroyBufferView(device_.handle(), view_, nullptr);
}

namespace {

VkSamplerAddressMode addressMode(model::AddressMode m) {
  switch (m) {
    case model::AddressMode::Repeat: return VK_SAMPLER_ADDRESS_MODE_REPEAT;
    case model::AddressMode::MirroredRepeat: return VK_SAMPLER_ADDRESS_MODE_MIRRORED_REPEAT;
    case model::AddressMode::ClampToEdge: return VK_SAMPLER_ADDRESS_MODE_CLAMP_TO_EDGE;
    case model::AddressMode::ClampToBorder: return VK_SAMPLER_ADDRESS_MODE_CLAMP_TO_BORDER;
    case model::AddressMode::MirrorClampToEdge: return VK_SAMPLER_ADDRESS_MODE_MIRROR_CLAMP_TO_EDGE;
  }
  return VK_SAMPLER_ADDRESS_MODE_CLAMP_TO_EDGE;
}

VkBorderColor borderColor(model::BorderColor b, bool integer) {
  switch (b) {
    case model::BorderColor::TransparentBlack:
      return integer ? VK_BORDER_COLOR_INT_TRANSPARENT_BLACK : VK_BORDER_COLOR_FLOAT_TRANSPARENT_BLACK;
    case model::BorderColor::OpaqueBlack:
      return integer ? VK_BORDER_COLOR_INT_OPAQUE_BLACK : VK_BORDER_COLOR_FLOAT_OPAQUE_BLACK;
    case model::BorderColor::OpaqueWhite:
      return integer ? VK_BORDER_COLOR_INT_OPAQUE_WHITE : VK_BORDER_COLOR_FLOAT_OPAQUE_WHITE;
  }
  return VK_BORDER_COLOR_FLOAT_TRANSPARENT_BLACK;
}

}  // namespace

Sampler::Sampler(const Device& device, const model::SamplerSpec& spec, bool integerBorder) : device_(device) {
  auto info = makeStruct<VkSamplerCreateInfo>(VK_STRUCTURE_TYPE_SAMPLER_CREATE_INFO);
  const auto filter = [](model::Filter f) {
    return f == model::Filter::Linear ? VK_FILTER_LINEAR : VK_FILTER_NEAREST;
  };
  info.magFilter = filter(spec.magFilter);
  info.minFilter = filter(spec.minFilter);
  info.mipmapMode = spec.mipmapMode == model::MipmapMode::Linear ? VK_SAMPLER_MIPMAP_MODE_LINEAR
                                                                 : VK_SAMPLER_MIPMAP_MODE_NEAREST;
  info.mipLodBias = spec.mipLodBias;
  info.minLod = spec.minLod;
  info.addressModeU = addressMode(spec.u);
  info.addressModeV = addressMode(spec.v);
  info.addressModeW = addressMode(spec.w);
  info.borderColor = borderColor(spec.border, integerBorder);
  info.compareEnable = spec.depthCompare;
  info.compareOp = VkCompareOp(spec.compareOp);  // model::CompareOp follows VkCompareOp's order
  // Unnormalized coordinates need minLod = maxLod = 0
  // (VUID-VkSamplerCreateInfo-unnormalizedCoordinates-01074).
  info.unnormalizedCoordinates = spec.unnormalized;
  info.maxLod = spec.unnormalized                     ? 0.0f
                : spec.maxLod == model::kLodClampNone ? VK_LOD_CLAMP_NONE
                                                      : spec.maxLod;
  check(vkCreateSampler(device.handle(), &info, nullptr, &sampler_), "vkCreateSampler");
}

Sampler::~Sampler() {
  if (sampler_) vkDestroySampler(device_.handle(), sampler_, nullptr);
}

ImageView::ImageView(const Device& device, const VkImageViewCreateInfo& info) : device_(device) {
  check(vkCreateImageView(device.handle(), &info, nullptr, &view_), "vkCreateImageView");
}

ImageView::~ImageView() {
  if (view_) vkDestroyImageView(device_.handle(), view_, nullptr);
}

}  // namespace vktexel::vk
