// Grad derivatives of a cube lookup projected onto the chosen face (Vulkan "Cube Map Derivative
// Transformation"; SEMANTICS §14.2, P-40): s_face = 1/2 s_c / |r_c| + 1/2, so
// d(s_face)/dx = 1/2 (|r_c| d(s_c)/dx - s_c d(r_c)/dx) / r_c^2, likewise t and dy, where the
// Derivative Selection table gives d(r_c)/dx = -d(r_x)/dx on -X (likewise -Y, -Z): d|r_c|, the
// exact derivative. The derivative of the signed r_c, which differs in the second term's sign on a
// negative face, is not allowed.
#pragma once

#include "model/cube.h"
#include "model/gradient_lod.h"

#include <vector>

namespace vktexel::model {

// The face derivatives (components 0 and 1: s_face and t_face; 2 is 0) of `g`, the direction's
// derivatives, at direction d on face `face`: one reading (a vector, as the callers take a union).
// signedMajor plays the wrong driver (the fault cube_grad_signed_major): d(r_c) taken signed.
std::vector<Gradients> faceGradients(const Direction& d, const Gradients& g, uint32_t face,
                                     bool signedMajor = false);

}  // namespace vktexel::model
