#include "model/cube.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>

namespace vktexel::model {

FaceCoord selectFace(const Direction& d) {
  const double ax = std::fabs(d[0]), ay = std::fabs(d[1]), az = std::fabs(d[2]);
  if (ax == ay || ay == az || ax == az) {
    // Only a tie between the two largest magnitudes matters.
    const double top = std::max({ax, ay, az});
    const int atTop = (ax == top) + (ay == top) + (az == top);
    if (atTop > 1) throw std::invalid_argument("cube direction with tied major axes");
  }
  double sc, tc, rc;
  uint32_t face;
  if (ax > ay && ax > az) {
    face = d[0] > 0 ? 0 : 1;
    sc = d[0] > 0 ? -d[2] : d[2];
    tc = -d[1];
    rc = ax;
  } else if (ay > az) {
    face = d[1] > 0 ? 2 : 3;
    sc = d[0];
    tc = d[1] > 0 ? d[2] : -d[2];
    rc = ay;
  } else {
    face = d[2] > 0 ? 4 : 5;
    sc = d[2] > 0 ? d[0] : -d[0];
    tc = -d[1];
    rc = az;
  }
  return {face, 0.5 * sc / rc + 0.5, 0.5 * tc / rc + 0.5};
}

Direction faceDirection(uint32_t face, double s, double t) {
  const double sc = 2 * s - 1, tc = 2 * t - 1;
  switch (face) {
    case 0: return {1, -tc, -sc};
    case 1: return {-1, -tc, sc};
    case 2: return {sc, 1, tc};
    case 3: return {sc, -1, -tc};
    case 4: return {sc, -tc, 1};
    case 5: return {-sc, -tc, -1};
  }
  throw std::invalid_argument("cube face outside 0..5");
}

std::optional<FaceTexel> seamlessTexel(uint32_t face, int32_t i, int32_t j, int32_t n) {
  const bool outI = i < 0 || i >= n, outJ = j < 0 || j >= n;
  if (!outI && !outJ) return FaceTexel{face, i, j};
  if (outI && outJ) return std::nullopt;
  // §5.3: the texel centre's direction selects the neighbour face; its centre maps strictly
  // inside a neighbour texel, so floor() is exact.
  const FaceCoord c = selectFace(faceDirection(face, (i + 0.5) / n, (j + 0.5) / n));
  const auto index = [n](double x) { return std::clamp(int32_t(std::floor(x * n)), 0, n - 1); };
  return FaceTexel{c.face, index(c.s), index(c.t)};
}

std::array<FaceTexel, 3> cornerNeighbours(uint32_t face, int32_t i, int32_t j, int32_t n) {
  const int32_t ci = std::clamp(i, 0, n - 1), cj = std::clamp(j, 0, n - 1);
  return {FaceTexel{face, ci, cj}, *seamlessTexel(face, i, cj, n), *seamlessTexel(face, ci, j, n)};
}

}  // namespace vktexel::model
