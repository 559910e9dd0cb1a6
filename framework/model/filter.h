// LINEAR filtering's weighted sum (Vulkan "Linear Filtering"; SEMANTICS §14.2): over a footprint of
// 2, 4 or 8 texels, tau = sum of w_i w_j w_k tau_ijk with w_i0 = 1 - alpha, w_i1 = alpha on each axis,
// where each alpha may take any value of a range (model/sample_coordinates.h) and each texel any
// value its decode allows (its tolerance: sRGB's half code, block interpolation).
#pragma once

#include <cstdint>
#include <vector>

namespace vktexel::model {

struct ValueRange {
  double lo = 0, hi = 0;
};

struct WeightRange {
  double alphaLo = 0, alphaHi = 0;  // the weight of the axis's second texel
  // Exactly 0 on every branch: the stage returns its first value unchanged, with no arithmetic.
  bool exactlyZero() const { return alphaLo == 0 && alphaHi == 0; }
  // Exactly 1 on every branch: the stage returns its second value unchanged.
  bool exactlyOne() const { return alphaLo == 1 && alphaHi == 1; }
  // Whether the stage blends: "x * 0 = 0", "x + 0 = x" (Vulkan, "Floating-Point Computation"), so a
  // stage of weight exactly 0 or 1 adds no arithmetic.
  bool blends() const { return !exactlyZero() && !exactlyOne(); }
};

// The least and greatest weighted sum over every alpha of `axes` and every texel value. The sum is
// linear in each alpha apart, so its extremes lie at corners of the alpha box; weights are never
// negative, so at each corner the least sum takes every texel's lo and the greatest its hi.
// `texels` has 2^axes entries, axis 0 varying fastest (index = i + 2 j + 4 k).
ValueRange weightedSumRange(const std::vector<ValueRange>& texels, const std::vector<WeightRange>& axes);

// The largest magnitude among the texels of such a footprint that may weigh more than 0: a texel
// some axis gives weight exactly 0 on every branch (the second at alpha exactly 0, the first at
// alpha exactly 1) adds nothing to the sum, so nothing of it sizes the arithmetic allowance either.
// A LINEAR mip blend is the footprint of two levels on the delta axis.
double weighingMagnitude(const std::vector<ValueRange>& texels, const std::vector<WeightRange>& axes);

}  // namespace vktexel::model
