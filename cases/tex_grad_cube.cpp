// PTX `tex.grad` on `.cube` and `.acube` (seeds/ptx-texture-instructions.md, "Mipmaps"; SEMANTICS
// §14.2, P-40): the Grad operand's derivatives are those of the direction, and the level comes from
// their projection onto the chosen face (model/cube_gradient.h): d(s_face)/dx = 1/2 (|r_c| ds_c/dx -
// s_c dr_c/dx) / r_c^2. Each probe leaves one face derivative non-zero with log2 m = k - 1/4, so
// every rho approximation selects level k, and tells the projection from its neighbouring wrong
// answers: off the face's centre (s_c = 1/2) a derivative along r_c alone moves s_face (a driver
// that drops the second term magnifies), and one along s_c and r_c together weighs 3/4 where the
// term's sign flipped weighs 1/4 (1.6 levels apart). On negative faces the Derivative Selection
// table's d(r_c)/dx = -d(r_x)/dx (d|r_c|) and a driver's signed d(r_c) differ only off centre:
// probes there weigh 3/4 against 1/4 on -Z and 1/4 against 3/4 on -X (issue 54, item 6).
#include "registry.h"
#include "tex_builders.h"

#include "model/codec.h"

#include <cmath>
#include <string>

namespace vktexel::cases {
namespace {

using model::MipmapMode;

const Shape kCube{"cube", model::ViewType::Cube, model::ImageDim::D2, 16, 16, 1, 6, true};
const Shape kCubeArray{"cube_array", model::ViewType::CubeArray, model::ImageDim::D2, 16, 16, 1, 12, true};

// A direction, the derivative along it (signs per axis: 1, -1 or 0; dP/dx or dP/dy) and the
// factor f with |d(s_face or t_face)| = f x the derivative's scale.
struct CubeGrad {
  float x, y, z;
  int axes[3];
  bool dy;
  double faceFactor;
  const char* what;
};

const CubeGrad kGrads[] = {
    {0.5f,
     0,
     1,
     {1, 0, -1},
     false,
     0.75,
     "+z at s_c 1/2, dP/dx (g, 0, -g): d(s_face) 3/4 g (sign flipped: 1/4 g)"},
    {0.5f, 0, 1, {0, 0, 1}, true, 0.25, "+z at s_c 1/2, dP/dy (0, 0, g): d(s_face) -1/4 g from r_c alone"},
    {0.5f, 1, 0, {0, 1, 0}, true, 0.25, "+y at s_c 1/2, dP/dy (0, g, 0): d(s_face) -1/4 g from r_c alone"},
    {-1, 0, 0, {0, 1, 0}, false, 0.5, "-x centre, dP/dx (0, g, 0): d(t_face) -1/2 g"},
    {0, 0, -1, {1, 0, 0}, true, 0.5, "-z centre, dP/dy (g, 0, 0): d(s_face) -1/2 g"},
    {0.5f,
     0,
     -1,
     {1, 0, 1},
     false,
     0.75,
     "-z at s_c -1/2, dP/dx (g, 0, g): d(s_face) -3/4 g by d|r_c| (signed d(r_c): -1/4 g)"},
    {-1,
     0.5f,
     0,
     {1, -1, 0},
     true,
     0.25,
     "-x at t_c -1/2, dP/dy (g, -g, 0): d(t_face) 1/4 g by d|r_c| (signed d(r_c): 3/4 g)"},
};

Probe cubeGradProbe(const Shape& s, const CubeGrad& g, float scale, const std::string& label) {
  Probe p = sampleAt(g.x, g.y, g.z, s.arrayed() ? 1.0f : 0.0f, 0, label);
  uint32_t mask = 0, neg = 0;
  for (int a = 0; a < 3; ++a) {
    if (g.axes[a]) mask |= 1u << a;
    if (g.axes[a] < 0) neg |= 1u << a;
  }
  if (g.dy)
    p.query.setSampleGrad(0, 0, scale, mask, 0, neg);
  else
    p.query.setSampleGrad(scale, mask, 0, 0, neg, 0);
  return p;
}

CaseSpec cubeGradCase(const Shape& s, MipmapMode mode, uint32_t baseLevel) {
  CaseSpec c = makeGradCase(s, model::formatInfo(VK_FORMAT_R32G32B32A32_SFLOAT), mode, baseLevel,
                            "Grad derivatives of the direction projected onto the face and scaled by the "
                            "view's base level, one face derivative with log2 m = k - 1/4, off centre (the "
                            "r_c term and its sign, on positive and negative faces) and at negative faces' "
                            "centres");
  const uint32_t size = s.width >> baseLevel;
  for (const CubeGrad& g : kGrads)
    for (int k = 1; k <= 3; ++k) {
      if (std::exp2(k) > size) continue;
      const float scale = float(std::exp2(k - 0.25) / (g.faceFactor * size));
      c.probes.push_back(
          cubeGradProbe(s, g, scale, std::string(g.what) + ", log2 m = " + std::to_string(k) + " - 1/4"));
    }
  c.probes.push_back(cubeGradProbe(s, kGrads[0], 0, "zero derivatives: magnified, the base level"));
  c.probes.push_back(cubeGradProbe(s, kGrads[4], 4.0f, "-z centre, dP/dy (4, 0, 0): past the last level"));
  return c;
}

}  // namespace

// Cubes and cube arrays (16 x 16 faces, five levels; RGBA32F), NEAREST and LINEAR mips, and a cube
// view whose base is level 1 (the face derivatives scale by its size).
void addTexGradCube(std::vector<CaseSpec>& out) {
  for (const Shape* s : {&kCube, &kCubeArray})
    for (MipmapMode mode : {MipmapMode::Nearest, MipmapMode::Linear})
      out.push_back(cubeGradCase(*s, mode, 0));
  out.push_back(cubeGradCase(kCube, MipmapMode::Nearest, 1));
}

}  // namespace vktexel::cases
