#include "model/gradient_lod.h"

#include <algorithm>
#include <cmath>

namespace vktexel::model {

LambdaRange lambdaBaseRange(const Gradients& g, const std::array<uint32_t, 3>& baseSize, int axes) {
  double largest[2] = {0, 0}, sum[2] = {0, 0};
  for (int d = 0; d < 2; ++d)
    for (int a = 0; a < axes; ++a) {
      const double m = std::fabs((d == 0 ? g.dx : g.dy)[a]) * baseSize[a];
      largest[d] = std::max(largest[d], m);
      sum[d] += m;
    }
  // log2(0) is -infinity: no derivative at all magnifies from the base level.
  return {std::log2(std::max(largest[0], largest[1])), std::log2(std::sqrt(2.0) * std::max(sum[0], sum[1]))};
}

}  // namespace vktexel::model
