#include "model/cube.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>
#include <vector>

namespace vktexel::model {

namespace {

// The face coordinates of d on the face of major axis `axis` (0, 1, 2 = x, y, z): the Vulkan table.
FaceCoord onMajorAxis(const Direction& d, int axis) {
  double sc, tc;
  uint32_t face;
  if (axis == 0) {
    face = d[0] > 0 ? 0 : 1;
    sc = d[0] > 0 ? -d[2] : d[2];
    tc = -d[1];
  } else if (axis == 1) {
    face = d[1] > 0 ? 2 : 3;
    sc = d[0];
    tc = d[1] > 0 ? d[2] : -d[2];
  } else {
    face = d[2] > 0 ? 4 : 5;
    sc = d[2] > 0 ? d[0] : -d[0];
    tc = -d[1];
  }
  const double rc = std::fabs(d[axis]);
  return {face, 0.5 * sc / rc + 0.5, 0.5 * tc / rc + 0.5};
}

}  // namespace

FaceCoord selectFace(const Direction& d) {
  const std::vector<FaceCoord> faces = tiedFaces(d);
  if (faces.size() > 1) throw std::invalid_argument("cube direction with tied major axes");
  return faces.front();
}

std::vector<FaceCoord> tiedFaces(const Direction& d) {
  const double top = std::max({std::fabs(d[0]), std::fabs(d[1]), std::fabs(d[2])});
  if (!(top > 0)) throw std::invalid_argument("cube direction (0, 0, 0) selects no face");
  std::vector<FaceCoord> faces;
  for (int axis = 2; axis >= 0; --axis)  // z, y, x: the order the spec prefers on a tie
    if (std::fabs(d[axis]) == top) faces.push_back(onMajorAxis(d, axis));
  return faces;
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
