// PTX `tex.grad` (seeds/ptx-texture-instructions.md, "Mipmaps"; SEMANTICS §14.2, P-40): the Grad
// operand of OpImageSampleExplicitLod on 1D, 1D-array, 2D, 2D-array and 3D views. The derivatives
// are scaled by the view's base level (w, h and d: a 3D image with a shallower depth tells d from
// w), and rho may be approximated anywhere between max(m) and sqrt(2) sum(m), so the oracle accepts
// the whole lambda range (model/gradient_lod.h). Probes that collapse it: one non-zero component
// with log2 m = k - 1/4 (NEAREST mips: level k under every approximation), zero derivatives
// (magnified, the base level), derivatives past the last level; and diagonal ones that reach the
// sqrt(2) bound. A level read-out image (level k one-hot in component k % 4) shows which levels were
// read and how they were weighted. Cubes: tex_grad_cube.cpp.
#include "registry.h"
#include "tex_builders.h"

#include "model/codec.h"

#include <algorithm>
#include <cmath>
#include <string>

namespace vktexel::cases {
namespace {

using model::MipmapMode;

const Shape kShapes[] = {
    {"1d", model::ViewType::D1, model::ImageDim::D1, 32, 1, 1, 1},
    {"1d_array", model::ViewType::D1Array, model::ImageDim::D1, 32, 1, 1, 3},
    {"2d", model::ViewType::D2, model::ImageDim::D2, 16, 16, 1, 1},
    {"2d_array", model::ViewType::D2Array, model::ImageDim::D2, 16, 16, 1, 3},
    {"3d", model::ViewType::D3, model::ImageDim::D3, 16, 16, 4, 1},
};

// A probe whose dP/dx is gx on the axes of maskX and dP/dy gy on those of maskY.
Probe gradProbe(const Shape& s, float gx, uint32_t maskX, float gy, uint32_t maskY,
                const std::string& label) {
  Probe p = sampleAt(0.40625f, 0.59375f, 0.53125f, s.arrayed() ? 1.0f : 0.0f, 0, label);
  p.query.setSampleGrad(gx, maskX, gy, maskY);
  return p;
}

CaseSpec gradCase(const Shape& s, const model::FormatInfo& f, MipmapMode mode, uint32_t baseLevel) {
  CaseSpec c = makeGradCase(s, f, mode, baseLevel,
                            "Grad derivatives scaled by the view's base level, one component with log2 m = "
                            "k - 1/4 on each axis, zero, past the last level, diagonal (the sqrt(2) bound)");
  const uint32_t sizes[3] = {s.width >> baseLevel, std::max(1u, s.height >> baseLevel),
                             std::max(1u, s.depth >> baseLevel)};
  for (int axis = 0; axis < s.dims(); ++axis)
    for (int k = 1; k <= 3; ++k) {
      if (std::exp2(k) > sizes[axis]) continue;
      const float g = float(std::exp2(k - 0.25) / sizes[axis]);
      const uint32_t mask = 1u << axis;
      // dx on even k, dy on odd k: both derivatives are read.
      c.probes.push_back(k % 2 ? gradProbe(s, 0, 0, g, mask,
                                           "dP/dy on axis " + std::to_string(axis) +
                                               ", log2 m = " + std::to_string(k) + " - 1/4")
                               : gradProbe(s, g, mask, 0, 0,
                                           "dP/dx on axis " + std::to_string(axis) +
                                               ", log2 m = " + std::to_string(k) + " - 1/4"));
    }
  c.probes.push_back(gradProbe(s, 0, 0, 0, 0, "zero derivatives: magnified, the base level"));
  c.probes.push_back(gradProbe(s, 4.0f, 1, 0, 0, "dP/dx 4 on axis 0: past the last level"));
  if (s.dims() > 1)
    c.probes.push_back(
        gradProbe(s, 1.0f / float(sizes[0]), 3, 0, 0, "diagonal dP/dx: rho in [m, 2 sqrt(2) m]"));
  return c;
}

}  // namespace

// NEAREST and LINEAR mips on every geometry but cubes (tex_grad_cube.cpp) (RGBA32F: float filtering, no 8-bit
// slack), RGBA8 UNORM on 2D, and a 2D view whose base is level 1 (the derivatives scale by its size; both mip
// modes).
void addTexGrad(std::vector<CaseSpec>& out) {
  const model::FormatInfo& rgba32f = model::formatInfo(VK_FORMAT_R32G32B32A32_SFLOAT);
  for (const Shape& s : kShapes)
    for (MipmapMode mode : {MipmapMode::Nearest, MipmapMode::Linear})
      out.push_back(gradCase(s, rgba32f, mode, 0));
  out.push_back(gradCase(kShapes[2], model::formatInfo(VK_FORMAT_R8G8B8A8_UNORM), MipmapMode::Linear, 0));
  for (MipmapMode mode : {MipmapMode::Nearest, MipmapMode::Linear})
    out.push_back(gradCase(kShapes[2], rgba32f, mode, 1));
}

}  // namespace vktexel::cases
