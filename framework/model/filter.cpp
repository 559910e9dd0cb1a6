#include "model/filter.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <stdexcept>

namespace vktexel::model {

ValueRange weightedSumRange(const std::vector<ValueRange>& texels, const std::vector<WeightRange>& axes) {
  const size_t n = axes.size();
  if (texels.size() != (size_t(1) << n)) throw std::invalid_argument("a footprint needs 2^axes texels");
  ValueRange out{std::numeric_limits<double>::infinity(), -std::numeric_limits<double>::infinity()};
  for (uint32_t corner = 0; corner < (1u << n); ++corner) {  // bit a: axis a's alpha at its hi
    double lo = 0, hi = 0;
    for (uint32_t t = 0; t < texels.size(); ++t) {
      double w = 1;
      for (size_t a = 0; a < n; ++a) {
        const double alpha = (corner >> a) & 1 ? axes[a].alphaHi : axes[a].alphaLo;
        w *= (t >> a) & 1 ? alpha : 1 - alpha;
      }
      lo += w * texels[t].lo;
      hi += w * texels[t].hi;
    }
    out.lo = std::min(out.lo, lo);
    out.hi = std::max(out.hi, hi);
  }
  return out;
}

namespace {

// Whether texel `t` of the footprint may weigh more than 0.
bool mayWeigh(uint32_t t, const std::vector<WeightRange>& axes) {
  for (size_t a = 0; a < axes.size(); ++a)
    if ((t >> a) & 1 ? axes[a].exactlyZero() : axes[a].exactlyOne()) return false;
  return true;
}

}  // namespace

double weighingMagnitude(const std::vector<ValueRange>& texels, const std::vector<WeightRange>& axes) {
  double magnitude = 0;
  for (uint32_t t = 0; t < texels.size(); ++t)
    if (mayWeigh(t, axes))
      magnitude = std::max({magnitude, std::fabs(texels[t].lo), std::fabs(texels[t].hi)});
  return magnitude;
}

}  // namespace vktexel::model
