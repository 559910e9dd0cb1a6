#include "model/srgb_lookup_bound.h"

#include <algorithm>
#include <cmath>

namespace vktexel::model {

const char* const kCtsSrgbLookupThreshold =
    "VK-GL-CTS's sRGB lookup threshold (vktPipelineImageSamplingInstance.cpp: "
    "computeFixedPointThreshold(bits - 2) + 4/255 for LINEAR filters)";

bool isSrgbFormat(const FormatInfo& f) {
  for (int k = 0; k < f.componentCount; ++k)
    if (f.components[k].cls == NumClass::Srgb) return true;
  return false;
}

double ctsSrgbLinearLookupThreshold(const FormatInfo& f) {
  // CTS's "Approximation for almost all compressed formats": 7 bits; else the component's, at most 8.
  const int bits = f.isCompressed() ? 7 : std::min<int>(f.components[0].bits, 8);
  const int accurate = std::max(bits - 2, 0);
  // tcu::computeFixedPointError(n): the binary32 span of 1.0's low 23 - n mantissa bits.
  const double fixedPoint = (std::ldexp(1.0, 23 - accurate) - 1) * std::ldexp(1.0, -23);
  return fixedPoint + 4.0 / 255;
}

}  // namespace vktexel::model
