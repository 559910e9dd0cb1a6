// Grad derivatives projected onto a cube face (model/cube_gradient.h), beside the answers of the
// bugs the tex.cube*.grad_* probes tell apart: the r_c term dropped, its sign flipped, the
// direction's derivatives taken unprojected.
#include "model/cube_gradient.h"

#include <gtest/gtest.h>

namespace vktexel::model {
namespace {

Gradients alongX(double x, double y, double z) {
  Gradients g;
  g.dx = {x, y, z};
  return g;
}

// +z at s_c = 1/2 (direction (1/2, 0, 1)): dP/dx = (a, 0, -a) gives d(s_face)/dx = 1/2 (a + a/2) =
// 3/4 a, where a flipped r_c term gives 1/4 a and a dropped one 1/2 a; t_face does not move.
TEST(CubeGradient, OffCentreTheMajorAxisDerivativeCounts) {
  const std::vector<Gradients> f = faceGradients({0.5, 0, 1}, alongX(1, 0, -1), 4);
  ASSERT_EQ(f.size(), 1u);  // a positive face: one reading
  EXPECT_DOUBLE_EQ(f[0].dx[0], 0.75);
  EXPECT_NE(f[0].dx[0], 0.25);
  EXPECT_NE(f[0].dx[0], 0.5);
  EXPECT_DOUBLE_EQ(f[0].dx[1], 0);
  // The major axis alone still moves s_face: -1/2 x 1/2.
  EXPECT_DOUBLE_EQ(faceGradients({0.5, 0, 1}, alongX(0, 0, 1), 4)[0].dx[0], -0.25);
}

// |r_c| = 2 halves the face coordinate's rate and quarters the r_c term: (1/2)(2 a - 1 x b) / 4.
TEST(CubeGradient, TheDirectionsLengthDivides) {
  EXPECT_DOUBLE_EQ(faceGradients({1, 0, 2}, alongX(1, 0, 0), 4)[0].dx[0], 0.25);
  EXPECT_DOUBLE_EQ(faceGradients({1, 0, 2}, alongX(0, 0, 1), 4)[0].dx[0], -0.125);
}

// Face tables: -x at its centre, dP/dx = (0, a, 0): t_c = -y, so d(t_face)/dx = -a/2; +y with
// dP/dx along z moves t_face (t_c = z there).
TEST(CubeGradient, EachFaceUsesItsOwnAxes) {
  const std::vector<Gradients> negX = faceGradients({-1, 0, 0}, alongX(0, 1, 0), 1);
  ASSERT_EQ(negX.size(), 1u);  // one reading on every face (the Derivative Selection table)
  for (const Gradients& g : negX) {
    EXPECT_DOUBLE_EQ(g.dx[0], 0);
    EXPECT_DOUBLE_EQ(g.dx[1], -0.5);
  }
  const Gradients posY = faceGradients({0, 1, 0}, alongX(0, 0, 1), 2)[0];
  EXPECT_DOUBLE_EQ(posY.dx[0], 0);
  EXPECT_DOUBLE_EQ(posY.dx[1], 0.5);
}

// On a negative face off its centre the Derivative Selection table's d(r_c) = -d(r_x) (d|r_c|) and
// the derivative of the signed r_c differ in sign; only the first is allowed (issue 54, item 6).
// -z at s_c = 1/2 (direction (-1/2, 0, -1)), dP/dx = (0, 0, a): |r_c| shrinks as z grows, so
// s_face = 1/2 s_c / |r_c| + 1/2 grows: 1/2 (0 + 1/2 a), never 1/2 (0 - 1/2 a).
TEST(CubeGradient, NegativeFacesOffCentreTakeTheDerivativeOfAbsRc) {
  const std::vector<Gradients> f = faceGradients({-0.5, 0, -1}, alongX(0, 0, 1), 5);
  ASSERT_EQ(f.size(), 1u);
  EXPECT_DOUBLE_EQ(f[0].dx[0], 0.25);
  EXPECT_NE(f[0].dx[0], -0.25);  // the signed reading, no longer allowed
  // -x at s_c = 1/2 (direction (-1, 0, 1/2)), dP/dx = (a, 0, 0): the same, on another face.
  const std::vector<Gradients> negX = faceGradients({-1, 0, 0.5}, alongX(1, 0, 0), 1);
  ASSERT_EQ(negX.size(), 1u);
  EXPECT_DOUBLE_EQ(negX[0].dx[0], 0.25);
}

// The probes tex.cube*.grad_* take on negative faces, beside the wrong driver the fault
// cube_grad_signed_major plays: -z at s_c = -1/2 with dP/dx (a, 0, a) weighs 3/4 (signed: 1/4);
// -x at t_c = -1/2 with dP/dx (a, -a, 0) weighs 1/4 (signed: 3/4): lambda 1.6 levels apart either way.
TEST(CubeGradient, NegativeFaceProbesTellTheSignedReadingApart) {
  EXPECT_DOUBLE_EQ(faceGradients({0.5, 0, -1}, alongX(1, 0, 1), 5)[0].dx[0], -0.75);
  EXPECT_DOUBLE_EQ(faceGradients({0.5, 0, -1}, alongX(1, 0, 1), 5, true)[0].dx[0], -0.25);
  EXPECT_DOUBLE_EQ(faceGradients({-1, 0.5, 0}, alongX(1, -1, 0), 1)[0].dx[1], 0.25);
  EXPECT_DOUBLE_EQ(faceGradients({-1, 0.5, 0}, alongX(1, -1, 0), 1, true)[0].dx[1], 0.75);
  EXPECT_DOUBLE_EQ(faceGradients({-1, 0.5, 0}, alongX(1, -1, 0), 1)[0].dx[0], 0);
}

}  // namespace
}  // namespace vktexel::model
