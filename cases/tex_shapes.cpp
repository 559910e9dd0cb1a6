// PTX `tex` on every geometry but cubes (SEMANTICS §14.2; P-06, P-07, P-12): 1D, 1D array, 2D array
// and 3D on the layout representatives, LINEAR on each axis the view has (3D weighs w too), through
// views whose base level and layer are not 0 (the Lod counts from the view's base level), and array
// layers from float coordinates (RNE or floor(a + 1/2), clamped) on per-layer constant images.
#include "registry.h"
#include "representatives.h"
#include "tex_builders.h"

#include <string>

namespace vktexel::cases {
namespace {

const Shape kShapes[] = {
    {"1d", model::ViewType::D1, model::ImageDim::D1, 32, 1, 1, 1},
    {"1d_array", model::ViewType::D1Array, model::ImageDim::D1, 32, 1, 1, 5},
    {"2d_array", model::ViewType::D2Array, model::ImageDim::D2, 16, 8, 1, 5},
    {"3d", model::ViewType::D3, model::ImageDim::D3, 8, 8, 4, 1},
};

// LINEAR (or NEAREST) inside the image on every axis, alpha, beta and gamma on the 2^-3 grid, through
// a view whose base level and base layer are 1: Lod 0 reads the image's level 1 (half the size:
// level-0 texel coordinates s = u / width become u / 2 there, still exact), layer 0 its layer 1.
CaseSpec filterCase(const Shape& s, const model::FormatInfo& f) {
  CaseSpec c = makeTexCase(s, f, "filter", {"P-06", "P-07", "P-12"},
                           "f32 coordinates on every axis of a view whose base level (and base layer) is 1, "
                           "magFilter LINEAR where the format filters; Lod 0 reads the image's level 1, the "
                           "view's last layer its last");
  c.view.baseLevel = 1;
  c.view.levelCount = s.levels() - 1;
  if (s.arrayed()) {
    c.view.baseLayer = 1;
    c.view.layerCount = s.layers - 1;
  }
  const float layer = s.arrayed() ? float(c.view.layerCount - 1) : 0.0f;
  const double points[][3] = {{0.5, 0.5, 0.5}, {3.75, 2.125, 1.25}, {6.0, 5.5, 2.5}, {7.875, 7.625, 3.75}};
  for (const auto& p : points)
    c.probes.push_back(sampleAtTexel(s, p[0], p[1], p[2], layer, 0,
                                     "(u, v, w) = (" + std::to_string(p[0]) + ", " + std::to_string(p[1]) +
                                         ", " + std::to_string(p[2]) + ") of the image's level 0"));
  return c;
}

// Layers from float coordinates on an image whose every layer holds one value.
CaseSpec layerCase(const Shape& s, const model::FormatInfo& f) {
  CaseSpec c =
      makeTexCase(s, f, "layers", {"P-12"},
                  "the array layer is the last coordinate, a float rounded to nearest (ties to even, or "
                  "up), clamped to the view's layers; every layer holds its own constant");
  c.image.fill = model::FillPattern::LayerConstant;
  for (float a : {0.0f, 0.49f, 0.5f, 1.5f, 2.5f, 3.25f, -0.75f, 4.5f, 7.0f})
    c.probes.push_back(sampleAtTexel(s, 1.5, 0.5, 0, a, 0, "layer " + std::to_string(a)));
  return c;
}

}  // namespace

void addTexShapes(std::vector<CaseSpec>& out) {
  for (const model::FormatInfo& f : model::sampledFormats()) {
    if (!isLayoutRepresentative(f)) continue;
    for (const Shape& s : kShapes) {
      if (f.isCompressed() && s.dim != model::ImageDim::D2) continue;  // block formats: 2D images only
      if (f.isDepthStencil() && s.dim == model::ImageDim::D3) continue;
      out.push_back(filterCase(s, f));
      if (s.arrayed() && !f.isCompressed()) out.push_back(layerCase(s, f));
    }
  }
}

}  // namespace vktexel::cases
