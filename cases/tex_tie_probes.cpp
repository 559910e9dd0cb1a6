// Where a lookup's place is chosen by a rule the spec states on the coordinates alone (SEMANTICS
// §14.2; P-12, P-13, P-15, P-40; issue 64, item 10): a tied cube direction picks one face, the same
// in every cube of a cube array; a Grad lookup on a tied direction takes lambda from the face it
// reads (the derivatives are projected onto that face), not from another tied face; and the layer
// (cube index) floor(a + 1/2) may be summed in binary32, where a = 1/2 - 2^-25 rounds to 1, but a
// = 1/2 - 2^-24 may not.
#include "registry.h"
#include "representatives.h"
#include "tex_builders.h"

#include <array>
#include <cmath>
#include <cstdio>
#include <string>

namespace vktexel::cases {
namespace {

const Shape kCube{"cube", model::ViewType::Cube, model::ImageDim::D2, 16, 16, 1, 6, true};
const Shape kCubeArray{"cube_array", model::ViewType::CubeArray, model::ImageDim::D2, 8, 8, 1, 18, true};
const Shape kArray2D{"2d_array", model::ViewType::D2Array, model::ImageDim::D2, 16, 8, 1, 4};

std::string text(float v) {
  char s[48];
  std::snprintf(s, sizeof s, "%.9g", double(v));
  return s;
}

// Tied directions (two and three axes) sampled in cubes 0, 1 and 2 at Lods 0 and 1, NEAREST on a
// face-constant image: the face depends on (r_x, r_y, r_z) alone, so one face in every cube
// (run/tied_face.h keys the check on the direction, not the cube).
CaseSpec tiesAcrossCubesCase(const model::FormatInfo& f) {
  CaseSpec c = makeTexCase(kCubeArray, f, "ties_across_cubes", {"P-13", "P-15"},
                           "directions whose largest components tie, NEAREST, in cubes 0, 1 and 2 of a cube "
                           "array at Lods 0 and 1: any tied face, the same in every cube; every face of "
                           "every cube holds its own value per level");
  c.image.fill = model::FillPattern::LayerConstant;
  c.view.sampler.magFilter = c.view.sampler.minFilter = model::Filter::Nearest;
  c.repeatsAgree = true;
  const float dirs[][3] = {{2, 2, 1}, {-2, 0.5f, 2}, {2, -2, -2}, {-1, -1, -1}};
  for (const auto& d : dirs)
    for (float cube : {0.0f, 1.0f, 2.0f})
      for (float lod : {0.0f, 1.0f})
        c.probes.push_back(sampleAt(d[0], d[1], d[2], cube, lod,
                                    "tie (" + text(d[0]) + ", " + text(d[1]) + ", " + text(d[2]) + ") cube " +
                                        text(cube) + " Lod " + text(lod)));
  return c;
}

// Layer (or cube index) coordinates either side of k + 1/2 by one binary32 step: floor(a + 1/2)
// summed in binary32 rounds 1/2 - 2^-25 up to layer 1 (the sum 1 - 2^-25 is a tie, to even: 1);
// 1/2 - 2^-24 sums exactly to 1 - 2^-24 (layer 0 only), as 3/2 - 2^-23 does to 2 - 2^-23 (layer 1).
const float kLayerCoordinates[] = {0.5f - 0x1p-25f, 0.5f - 0x1p-24f, 0.5f + 0x1p-24f,  1.5f - 0x1p-23f,
                                   1.5f + 0x1p-23f, 2.5f - 0x1p-22f, -0.5f + 0x1p-25f, 0.5f};

CaseSpec layerBinary32Case(const Shape& s, const model::FormatInfo& f) {
  const bool cube = s.viewType == model::ViewType::CubeArray;
  CaseSpec c =
      makeTexCase(s, f, "layer_binary32", {cube ? "P-15" : "P-12"},
                  std::string("the ") + (cube ? "cube index" : "array layer") +
                      " one binary32 step either side of k + 1/2: RNE, or floor(a + 1/2) with the sum "
                      "exact or in binary32 (1/2 - 2^-25 may read 1; 1/2 - 2^-24 reads 0); every " +
                      (cube ? "face of every cube" : "layer") + " holds its own value");
  c.image.fill = model::FillPattern::LayerConstant;
  for (float a : kLayerCoordinates)
    c.probes.push_back(cube ? sampleAt(0.5f, 0.25f, 2, a, 0, "+z, cube index " + text(a))
                            : sampleAtTexel(s, 1.5, 0.5, 0, a, 0, "layer " + text(a)));
  return c;
}

// Grad at tied directions, NEAREST filters and LINEAR mips on a face-constant image (each face its
// own value per level, so a result names its face and its delta). On (1, 1, 1), dP/dx = (g, g, 0)
// projects onto +x and +y as one face derivative of g/2 (rho exactly g/2 x size), onto +z as two
// of g/2 (rho from g/2 to g x size, by the approximation): a driver reading +x or +y at +z's larger
// lambda (k + 5/4) is wrong, which a lambda taken over all tied faces would accept. g puts +x's
// lambda at k + 1/4.
CaseSpec gradTiesCase(const Shape& s, const model::FormatInfo& f) {
  CaseSpec c =
      makeTexCase(s, f, "grad_ties", {"P-40", "P-13"},
                  "Grad at tied directions, NEAREST filters, LINEAR mips, every face of every level its "
                  "own value: the face any tied one, lambda the one of that face (the derivatives "
                  "projected onto it), never another tied face's");
  c.view.sampler.mipmapMode = model::MipmapMode::Linear;
  c.view.levelCount = s.levels();
  c.image.fill = model::FillPattern::LayerConstant;
  c.view.sampler.magFilter = c.view.sampler.minFilter = model::Filter::Nearest;
  c.repeatsAgree = true;
  const float layer = s.arrayed() ? 1.0f : 0.0f;
  for (int k = 1; k <= 3; ++k) {
    const float g = float(std::exp2(k + 0.25) * 2 / s.width);  // rho = g / 2 x size = 2^(k + 1/4)
    for (const auto& d : {std::array<float, 3>{1, 1, 1}, std::array<float, 3>{-1, -1, -1}}) {
      Probe p = sampleAt(d[0], d[1], d[2], layer, 0,
                         "tie (" + text(d[0]) + ", " + text(d[1]) + ", " + text(d[2]) +
                             "), dP/dx (g, g, 0): +-x and +-y lambda from " + std::to_string(k) +
                             ".25, +-z up to " + std::to_string(k + 1) + ".25");
      p.query.setSampleGrad(g, 0b011, 0, 0);
      c.probes.push_back(p);
    }
  }
  return c;
}

}  // namespace

void addTexTieProbes(std::vector<CaseSpec>& out) {
  for (const model::FormatInfo& f : model::sampledFormats()) {
    if (!isLayoutRepresentative(f) || f.isCompressed()) continue;
    out.push_back(tiesAcrossCubesCase(f));
    out.push_back(layerBinary32Case(kArray2D, f));
    out.push_back(layerBinary32Case(kCubeArray, f));
  }
  for (VkFormat format : {VK_FORMAT_R32G32B32A32_SFLOAT, VK_FORMAT_R8G8B8A8_UNORM})
    for (const Shape* s : {&kCube, &kCubeArray}) out.push_back(gradTiesCase(*s, model::formatInfo(format)));
}

}  // namespace vktexel::cases
