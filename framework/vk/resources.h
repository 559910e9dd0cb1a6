// RAII wrappers for the few Vulkan objects the suite creates: buffers, images and views.
#pragma once

#include "model/image.h"
#include "model/sampler.h"
#include "vk/device.h"

namespace vktexel::vk {

class Buffer {
 public:
  // A host-visible, coherent buffer (probes, results, staging): simple and portable. A usage with
  // SHADER_DEVICE_ADDRESS gets memory allocated for device addresses (descriptor buffers).
  Buffer(const Device& device, VkDeviceSize size, VkBufferUsageFlags usage);
  ~Buffer();
  Buffer(const Buffer&) = delete;
  Buffer& operator=(const Buffer&) = delete;

  VkBuffer handle() const { return buffer_; }
  VkDeviceSize size() const { return size_; }
  void* data() const { return mapped_; }
  VkDeviceAddress address() const { return address_; }  // 0 without SHADER_DEVICE_ADDRESS usage

 private:
  const Device& device_;
  VkBuffer buffer_ = VK_NULL_HANDLE;
  VkDeviceAddress address_ = 0;
  VkDeviceMemory memory_ = VK_NULL_HANDLE;
  VkDeviceSize size_;
  void* mapped_ = nullptr;
};

class Image {
 public:
  // `sparse`: the spec of a sparse-residency image (info has the SPARSE flags): memory goes to the
  // pages it does not leave unbound, through vkQueueBindSparse, before the constructor returns.
  Image(const Device& device, const VkImageCreateInfo& info, const model::ImageSpec* sparse = nullptr);
  ~Image();
  Image(const Image&) = delete;
  Image& operator=(const Image&) = delete;

  VkImage handle() const { return image_; }
  const VkImageCreateInfo& info() const { return info_; }

 private:
  const Device& device_;
  VkImageCreateInfo info_;
  VkImage image_ = VK_NULL_HANDLE;
  VkDeviceMemory memory_ = VK_NULL_HANDLE;
};

// A NEAREST sampler with the case's address modes and border colour: fetches ignore it; gathers
// read their footprint through it (the filter does not matter to a gather).
class Sampler {
 public:
  Sampler(const Device& device, const model::SamplerSpec& spec, bool integerBorder);
  ~Sampler();
  Sampler(const Sampler&) = delete;
  Sampler& operator=(const Sampler&) = delete;

  VkSampler handle() const { return sampler_; }

 private:
  const Device& device_;
  VkSampler sampler_ = VK_NULL_HANDLE;
};

class BufferView {
 public:
  // `range` 0 is VK_WHOLE_SIZE: from `offset` to the buffer's end.
  BufferView(const Device& device, VkBuffer buffer, VkFormat format, VkDeviceSize offset, VkDeviceSize range);
  ~BufferView();
  BufferView(const BufferView&) = delete;
  BufferView& operator=(const BufferView&) = delete;

  VkBufferView handle() const { return view_; }

 private:
  const Device& device_;
  VkBufferView view_ = VK_NULL_HANDLE;
};

class ImageView {
 public:
  ImageView(const Device& device, const VkImageViewCreateInfo& info);
  ~ImageView();
  ImageView(const ImageView&) = delete;
  ImageView& operator=(const ImageView&) = delete;

  VkImageView handle() const { return view_; }

 private:
  const Device& device_;
  VkImageView view_ = VK_NULL_HANDLE;
};

}  // namespace vktexel::vk
