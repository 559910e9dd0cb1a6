#include "model/cited_bounds.h"

#include "model/bc.h"
#include "model/srgb_decode.h"
#include "model/srgb_lookup_bound.h"

namespace vktexel::model {

namespace {

bool isBc1To5(const FormatInfo& f) {
  switch (f.compression) {
    case Compression::BC1Rgb:
    case Compression::BC1Rgba:
    case Compression::BC2:
    case Compression::BC3:
    case Compression::BC4:
    case Compression::BC5: return true;
    default: return false;
  }
}

}  // namespace

std::string citedBoundOf(const FormatInfo& f, const SamplerSpec& s) {
  std::string bounds;
  const auto add = [&](const char* bound) { bounds += (bounds.empty() ? "" : "; ") + std::string(bound); };
  if (isBc1To5(f)) add(kBcErrorTolerance);
  if (!isSrgbFormat(f)) return bounds;
  add(kD3dSrgbConversion);
  if (s.filtersLinearly()) add(kCtsSrgbLookupThreshold);
  return bounds;
}

}  // namespace vktexel::model
