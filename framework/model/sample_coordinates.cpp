#include "model/sample_coordinates.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace vktexel::model {

const char* const kCoordinateAccuracyReading =
    "Vulkan 1.4.360 \"Floating-Point Computation\" (sampling arithmetic \"accurate to about 1 part in "
    "10^5\", read as u = s x size within |u| x 10^-5)";

double coordinateAccuracySlack(double scaled, double offset) {
  return std::max(std::fabs(scaled), std::fabs(offset)) * 1e-5;
}

AxisRange texelCoordinate(float s, uint32_t size, bool normalized, int32_t offset, bool accuracyReading) {
  const double exact = normalized ? double(s) * size : double(s);
  AxisRange r{exact, exact};
  const float rounded = float(exact);
  if (double(rounded) != exact) {  // not a binary32 value: either neighbour of the product
    const float inf = std::numeric_limits<float>::infinity();
    r.lo = double(rounded) < exact ? double(rounded) : double(std::nextafter(rounded, -inf));
    r.hi = double(rounded) > exact ? double(rounded) : double(std::nextafter(rounded, inf));
  }
  if (accuracyReading && normalized) {
    // |u| before or after the ConstOffset: a driver that adds offset / size to s before scaling
    // (lavapipe) errs by a part of the sum, which is the offset alone where s x size is 0.
    const double slack = coordinateAccuracySlack(exact, exact + offset);
    r.lo -= slack;
    r.hi += slack;
  }
  r.lo += offset;
  r.hi += offset;
  return r;
}

std::vector<int32_t> nearestTexels(const AxisRange& u, uint32_t subTexelBits) {
  const double step = std::ldexp(1.0, -int(subTexelBits));
  // Snapped to the grid either way: anything from the grid point below lo to the one above hi.
  const double lo = std::floor(u.lo / step) * step, hi = std::ceil(u.hi / step) * step;
  std::vector<int32_t> texels{int32_t(std::floor(u.lo))};
  for (int32_t i = int32_t(std::floor(lo)); i <= int32_t(std::floor(hi)); ++i)
    if (i != texels.front()) texels.push_back(i);
  return texels;
}

std::vector<LinearAxis> linearFootprints(const AxisRange& u, uint32_t subTexelBits) {
  const double scale = std::ldexp(1.0, int(subTexelBits));
  const double lo = std::floor((u.lo - 0.5) * scale) / scale, hi = std::ceil((u.hi - 0.5) * scale) / scale;
  std::vector<LinearAxis> out;
  for (int32_t i0 = int32_t(std::floor(lo)); i0 <= int32_t(std::floor(hi)); ++i0) {
    const double from = std::max(lo, double(i0)), to = std::min(hi, double(i0) + 1);
    if (to - i0 == 0 && !out.empty()) continue;  // alpha 0 here is alpha 1 of the footprint before
    out.push_back({i0, from - i0, to - i0});
  }
  return out;
}

std::vector<uint32_t> layerCandidates(float a, uint32_t layerCount) {
  const auto clampLayer = [&](double l) { return uint32_t(std::clamp(l, 0.0, double(layerCount) - 1)); };
  const uint32_t even = clampLayer(std::nearbyint(double(a)));  // the default mode rounds to even
  const uint32_t up = clampLayer(std::floor(double(a) + 0.5));
  // floor(a + 1/2) with the sum in binary32, as a shader computes it: a just below k + 1/2 whose sum
  // is no binary32 value rounds up to k + 1 (a = 1/2 - 2^-25: a + 1/2 = 1 - 2^-25 rounds to 1). The
  // addition may err that far ("Floating-Point Computation"), so that layer is allowed too (issue 64,
  // item 10).
  const uint32_t upBinary32 = clampLayer(std::floor(double(a + 0.5f)));
  std::vector<uint32_t> out{even};
  for (uint32_t l : {up, upBinary32})
    if (std::find(out.begin(), out.end(), l) == out.end()) out.push_back(l);
  return out;
}

}  // namespace vktexel::model
