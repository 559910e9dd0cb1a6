#include "run/multisample_fill.h"

#include "model/codec.h"
#include "model/floatbits.h"

#include <set>

namespace vktexel {
namespace {

uint32_t depthBits(const model::FormatInfo& f, const uint8_t* texel) {
  return model::floatToBits(
      float(model::convertToRgba(model::aspectFormat(f, model::Aspect::Depth), texel).c[0].real));
}

uint32_t stencilValue(const model::FormatInfo& f, const uint8_t* texel) {
  return model::convertToRgba(model::aspectFormat(f, model::Aspect::Stencil), texel).c[0].intBits;
}

}  // namespace

const model::FormatInfo& fillFormatOn(const vk::Device& device, const model::ImageSpec& spec) {
  const model::FormatInfo* alias = model::fillAlias(spec);
  const bool integerRendering =
      alias && (device.optimalFeatures(alias->vk) & VK_FORMAT_FEATURE_COLOR_ATTACHMENT_BIT) &&
      (device.info().framebufferIntegerColorSampleCounts & spec.samples);
  return model::fillRenderFormat(spec, integerRendering);
}

LayerFill layerFillValues(const model::HostImage& image, const model::FormatInfo& render, uint32_t layer,
                          bool sample1IntoSample2) {
  const model::ImageSpec& spec = image.spec();
  const model::FormatInfo& f = image.format();
  const model::Extent e = image.extent(0);
  LayerFill fill;
  std::set<uint32_t> stencils;
  for (uint32_t y = 0; y < e.height; ++y)
    for (uint32_t x = 0; x < e.width; ++x)
      for (uint32_t sample = 0; sample < spec.samples; ++sample) {
        const uint32_t from = sample1IntoSample2 && sample == 2 ? 1 : sample;
        const uint8_t* texel = image.texel(0, layer, x, y, 0, from);
        if (f.isDepthStencil()) {
          const uint32_t depth = f.hasChannel(model::Channel::D) ? depthBits(f, texel) : 0u;
          const uint32_t stencil = f.hasChannel(model::Channel::S) ? stencilValue(f, texel) : 0u;
          fill.values.insert(fill.values.end(), {depth, stencil, 0u, 0u});
          stencils.insert(stencil);
          continue;
        }
        for (const model::Scalar& c : model::convertToRgba(render, texel).c)
          fill.values.push_back(model::resultBits(c));
      }
  fill.stencilRefs.assign(stencils.begin(), stencils.end());
  return fill;
}

VkClearValue clearValueOf(const model::HostImage& image) {
  const model::FormatInfo& f = image.format();
  const uint8_t* texel = image.texel(0, 0, 0, 0, 0);  // every texel and sample holds the same value
  VkClearValue v{};
  if (f.isDepthStencil()) {
    v.depthStencil.depth = f.hasChannel(model::Channel::D) ? model::bitsToFloat(depthBits(f, texel)) : 0.0f;
    v.depthStencil.stencil = f.hasChannel(model::Channel::S) ? stencilValue(f, texel) : 0u;
    return v;
  }
  const model::Rgba rgba = model::convertToRgba(f, texel);
  for (int k = 0; k < 4; ++k)  // the union's float, int and uint members share these bits
    v.color.uint32[k] = model::resultBits(rgba.c[k]);
  return v;
}

}  // namespace vktexel
