#include "model/cube_gradient.h"

#include <array>
#include <cmath>
#include <stdexcept>

namespace vktexel::model {
namespace {

// s_c, t_c and r_c of a face as linear maps of (x, y, z) (the face-selection table; r_c signed).
struct FaceAxes {
  std::array<double, 3> s, t, r;
};

FaceAxes axesOf(uint32_t face) {
  switch (face) {
    case 0: return {{0, 0, -1}, {0, -1, 0}, {1, 0, 0}};
    case 1: return {{0, 0, 1}, {0, -1, 0}, {1, 0, 0}};
    case 2: return {{1, 0, 0}, {0, 0, 1}, {0, 1, 0}};
    case 3: return {{1, 0, 0}, {0, 0, -1}, {0, 1, 0}};
    case 4: return {{1, 0, 0}, {0, -1, 0}, {0, 0, 1}};
    case 5: return {{-1, 0, 0}, {0, -1, 0}, {0, 0, 1}};
  }
  throw std::invalid_argument("cube face outside 0..5");
}

double dot(const std::array<double, 3>& a, const std::array<double, 3>& b) {
  return a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
}

// d(c / |r_c|)/dx / 2 for face coordinate c, drSign = sign(r_c): d|r_c| = sign(r_c) d(r_c).
double project(double c, double dc, double rc, double drc, double drSign) {
  return 0.5 * (std::fabs(rc) * dc - c * drSign * drc) / (rc * rc);
}

}  // namespace

std::vector<Gradients> faceGradients(const Direction& d, const Gradients& g, uint32_t face,
                                     bool signedMajor) {
  const FaceAxes a = axesOf(face);
  const double sc = dot(a.s, d), tc = dot(a.t, d), rc = dot(a.r, d);
  // The Derivative Selection table gives d(r_c)/dx = -d(r_x)/dx on -X (likewise -Y, -Z): d|r_c|,
  // the exact derivative of s_c / |r_c|. Signed r_c here, so its sign turns d(r_c) into d|r_c|.
  const double drSign = rc < 0 && !signedMajor ? -1.0 : 1.0;
  Gradients f;
  for (int k = 0; k < 2; ++k) {
    const std::array<double, 3>& v = k == 0 ? g.dx : g.dy;
    std::array<double, 3>& into = k == 0 ? f.dx : f.dy;
    into[0] = project(sc, dot(a.s, v), rc, dot(a.r, v), drSign);
    into[1] = project(tc, dot(a.t, v), rc, dot(a.r, v), drSign);
  }
  return {f};
}

}  // namespace vktexel::model
