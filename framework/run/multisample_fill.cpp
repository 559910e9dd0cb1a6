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

LayerFill layerFillValues(const model::HostImage& image, uint32_t layer, bool sample1IntoSample2) {
  const model::ImageSpec& spec = image.spec();
  const model::FormatInfo& f = image.format();
  const model::FormatInfo& render = model::fillRenderFormat(spec);
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
          fill.values.push_back(c.kind == model::Scalar::Kind::Int ? c.intBits
                                                                   : model::floatToBits(float(c.real)));
      }
  fill.stencilRefs.assign(stencils.begin(), stencils.end());
  return fill;
}

}  // namespace vktexel
