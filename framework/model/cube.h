// Cube map addressing (SEMANTICS §5.2, §5.3; P-13, P-28): face selection from a direction, the
// inverse used to build directions that hit a chosen texel, and the seamless edge rule that maps
// a texel just outside a face onto its neighbour face.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <vector>

namespace vktexel::model {

using Direction = std::array<double, 3>;  // x, y, z

struct FaceCoord {
  uint32_t face = 0;    // 0..5 = +X, -X, +Y, -Y, +Z, -Z (the layer within a cube)
  double s = 0, t = 0;  // face coordinates in [0, 1]
};

// The Vulkan face-selection table. Ties between major axes are only "should" rules in the spec,
// so this throws std::invalid_argument on a tie: tests must never use one.
FaceCoord selectFace(const Direction& d);

// Every face a direction may select: the one of its major axis, or on a tie each tied axis's face
// (the spec prefers z over y over x, "should", and requires only a deterministic rule of the
// direction alone: the same direction always picks the same face). In the spec's order of
// preference, z first. Throws std::invalid_argument for (0, 0, 0).
std::vector<FaceCoord> tiedFaces(const Direction& d);

// The direction with |major| = 1 whose face coordinates on `face` are (s, t): the table inverted.
Direction faceDirection(uint32_t face, double s, double t);

struct FaceTexel {
  uint32_t face;
  int32_t i, j;
};

// Texel (i, j) of `face`, an N x N face: itself when inside; the neighbour face's texel when it
// lies outside in exactly one axis (§5.3); nothing for a corner (outside in both axes), whose
// value is implementation-defined.
std::optional<FaceTexel> seamlessTexel(uint32_t face, int32_t i, int32_t j, int32_t n);

// The three texels that meet at a corner texel (outside face `face` in both axes): the face's
// own corner texel and the two edge neighbours on the adjacent faces.
std::array<FaceTexel, 3> cornerNeighbours(uint32_t face, int32_t i, int32_t j, int32_t n);

}  // namespace vktexel::model
