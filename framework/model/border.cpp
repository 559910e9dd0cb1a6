#include "model/border.h"

#include "model/rgba4_border.h"

#include <utility>

namespace vktexel::model {
namespace {

// The border colour's value in a component the format has (0 or one).
uint32_t borderValue(BorderColor b, int channel) {
  if (b == BorderColor::OpaqueWhite) return 1;
  if (b == BorderColor::OpaqueBlack) return channel == 3 ? 1 : 0;
  return 0;
}

}  // namespace

Rgba borderRgba(const FormatInfo& f, BorderColor b, bool everyComponent, bool rgba4Swapped) {
  const int swapped = rgba4SwapChannel(f);
  if (rgba4Swapped && b == BorderColor::OpaqueBlack && swapped >= 0) {
    Rgba rgba = borderRgba(f, b, everyComponent);
    std::swap(rgba.c[3], rgba.c[swapped]);
    return rgba;
  }
  Rgba rgba = zeroTexelRgba(f);
  const SampledType t = f.sampledType();
  if (everyComponent) {
    for (int channel = 0; channel < 4; ++channel)
      rgba.c[channel] = constantScalar(t, borderValue(b, channel));
    return rgba;
  }
  for (int k = 0; k < f.componentCount; ++k) {
    const int channel = channelIndex(f.components[k].channel);
    rgba.c[channel] = constantScalar(t, borderValue(b, channel));
  }
  return rgba;
}

}  // namespace vktexel::model
