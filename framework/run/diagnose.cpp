#include "run/diagnose.h"

#include <vector>

namespace vktexel {

std::string diagnoseFetch(const model::HostImage& image, const model::ViewSpec& view,
                          const model::RawResult& got) {
  constexpr size_t kMaxShown = 3;
  const model::ImageSpec& spec = image.spec();
  std::vector<std::string> matches;
  size_t total = 0;
  for (uint32_t level = 0; level < spec.levels; ++level) {
    const model::Extent e = image.extent(level);
    for (uint32_t layer = 0; layer < spec.layers; ++layer)
      for (uint32_t z = 0; z < e.depth; ++z)
        for (uint32_t y = 0; y < e.height; ++y)
          for (uint32_t x = 0; x < e.width; ++x)
            for (uint32_t sample = 0; sample < spec.samples; ++sample) {
              const model::TexelAddress a{level, layer, x, y, z, sample};
              if (!model::checkFor(model::texelRgba(image, view, a)).accepts(got)) continue;
              if (++total <= kMaxShown) matches.push_back(a.describe());
            }
  }
  const model::FormatInfo& f = model::viewFormat(image, view);
  if (model::checkFor(model::applySwizzle(view.swizzle, model::zeroTexelRgba(f), f.sampledType()))
          .accepts(got))
    matches.insert(matches.begin(), "the out-of-bounds value (zero + defaults)");
  if (matches.empty()) return "matches no texel of the image";
  std::string s = "matches ";
  for (size_t i = 0; i < matches.size(); ++i) s += (i ? ", " : "") + matches[i];
  if (total > kMaxShown) s += " and " + std::to_string(total - kMaxShown) + " more texels";
  return s;
}

}  // namespace vktexel
