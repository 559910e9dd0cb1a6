// lambda_base from explicit derivatives (the Grad operand; Vulkan "Scale Factor Operation";
// SEMANTICS §14.2, P-40): m_ux = |ds/dx| x width of the view's base level (likewise v with the
// height, w with the depth, and y), rho_x and rho_y may be any f with
// max(m_ux, m_vx, m_wx) <= f_x <= sqrt(2) (m_ux + m_vx + m_wx), and lambda_base = log2 max(rho_x,
// rho_y) without anisotropy. The model keeps the whole range the approximations allow.
#pragma once

#include <array>
#include <cstdint>

namespace vktexel::model {

struct Gradients {
  std::array<double, 3> dx{0, 0, 0}, dy{0, 0, 0};  // d(s, t, r)/dx and /dy, normalized coordinates
};

// lambda_base's least and greatest values (-infinity where every derivative is 0: rho = 0).
struct LambdaRange {
  double lo = 0, hi = 0;
};

// baseSize: width, height and depth of the view's base level; axes: the view's spatial axes (1 to
// 3: a layer coordinate has no derivative).
LambdaRange lambdaBaseRange(const Gradients& g, const std::array<uint32_t, 3>& baseSize, int axes);

}  // namespace vktexel::model
