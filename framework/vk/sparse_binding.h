// Memory for a sparse-residency image (SEMANTICS §8): the pages the case binds, and the mip tail
// when it binds it, in one allocation bound with vkQueueBindSparse on the device's queue; the
// pages it leaves unbound get none. The driver's page shape and mip tail must be the model's
// (model/sparse.h), which the gates check first: a mismatch here is an error, never a guess.
#pragma once

#include "model/image.h"
#include "vk/device.h"

namespace vktexel::vk {

// Binds and waits for the binding. Returns the memory (VK_NULL_HANDLE when nothing is bound),
// which the caller frees after destroying the image. Throws std::runtime_error.
VkDeviceMemory bindSparseMemory(const Device& device, VkImage image, const model::ImageSpec& spec);

}  // namespace vktexel::vk
