// What the multisample fill writes (SEMANTICS §6.3): the model's value of every sample of a
// layer, as the raw uvec4 bits the fill shaders read (shaders/fill_ms*.frag).
#pragma once

#include "model/image.h"
#include "vk/device.h"

#include <cstdint>
#include <vector>

namespace vktexel {

struct LayerFill {
  std::vector<uint32_t> values;       // four words per sample, in the model's order (y, x, sample)
  std::vector<uint32_t> stencilRefs;  // the stencil values present: one REPLACE pass each
};

// The format the fill renders `spec` through on this device (model::fillRenderFormat): the
// integer alias where the device renders it at the image's sample count.
const model::FormatInfo& fillFormatOn(const vk::Device& device, const model::ImageSpec& spec);

// Colour: the RGBA as written through `render` (float bits or integers). Depth/stencil: (depth as
// float bits, stencil, 0, 0). sample1IntoSample2: the self-test's deliberately broken fill.
LayerFill layerFillValues(const model::HostImage& image, const model::FormatInfo& render, uint32_t layer,
                          bool sample1IntoSample2);

// A Cleared image's one value as vkCmdClearColorImage or vkCmdClearDepthStencilImage takes it: the
// RGBA of its texels in the format's own numeric type, or its depth and stencil.
VkClearValue clearValueOf(const model::HostImage& image);

}  // namespace vktexel
