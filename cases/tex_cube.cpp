// PTX `tex.cube` and `tex.acube` (SEMANTICS §5.2, §5.3, §14.2; P-13, P-15): a direction picks the
// face by its major axis, the minor axes over |major| give (s, t); directions whose major axis is a
// power of two, so (s, t) is exact. NEAREST clamps at the face's edges; LINEAR footprints across
// edges read the neighbouring face, across corners the texel the three meeting there agree on
// (the Filterable fill makes them equal). Exact ties may read any tied face but the same one each time: every
// tied direction is sampled by several probes, each compared with the model's tied faces (the model accepts a
// face per probe; the face-constant image makes a face read as another fail). Cube arrays round and clamp the
// cube index. On the layout representatives.
#include "registry.h"
#include "representatives.h"
#include "tex_builders.h"

#include "model/cube.h"

#include <string>

namespace vktexel::cases {
namespace {

const Shape kCube{"cube", model::ViewType::Cube, model::ImageDim::D2, 8, 8, 1, 6, true};
const Shape kCubeArray{"cube_array", model::ViewType::CubeArray, model::ImageDim::D2, 8, 8, 1, 12, true};

std::string faceName(uint32_t face) {
  static const char* const kNames[] = {"+x", "-x", "+y", "-y", "+z", "-z"};
  return kNames[face];
}

// A direction with |major| = 2 hitting `face` at face coordinates (s, t): exact in binary32 where
// s and t are dyadic.
Probe cubeAt(uint32_t face, double s, double t, float cube, float lod, std::string label) {
  const model::Direction d = model::faceDirection(face, s, t);
  return sampleAt(float(2 * d[0]), float(2 * d[1]), float(2 * d[2]), cube, lod, std::move(label));
}

// Each face's interior, edges and corners: LINEAR at Lod 0 (seamless), NEAREST at Lod 1 (clamped).
CaseSpec facesCase(const Shape& shape, const model::FormatInfo& f) {
  CaseSpec c =
      makeTexCase(shape, f, "faces", {"P-13"},
                  "a direction per face, its major axis 2, at the interior, the edges (LINEAR reads the "
                  "neighbouring face; NEAREST clamps to the face) and the corners (the three texels "
                  "meeting there are equal)");
  const float cube = shape.viewType == model::ViewType::CubeArray ? 1.0f : 0.0f;
  const double st[][2] = {{0.4375, 0.3125}, {0.0, 0.5625}, {1.0, 0.25}, {0.625, 0.0}, {0.0, 0.0}, {1.0, 1.0}};
  for (uint32_t face = 0; face < 6; ++face)
    for (const auto& p : st)
      for (float lod : {0.0f, 1.0f})
        c.probes.push_back(cubeAt(face, p[0], p[1], cube, lod,
                                  faceName(face) + " (s, t) = (" + std::to_string(p[0]) + ", " +
                                      std::to_string(p[1]) + ") Lod " + std::to_string(int(lod))));
  return c;
}

// Exact ties between major axes, each sampled three times in the dispatch, on face-constant images:
// NEAREST (Lod 1) reads one face's constant, LINEAR (Lod 0) across the tied edge weighs the two
// faces' texels, in an order that depends on the face chosen.
CaseSpec tiesCase(const Shape& shape, const model::FormatInfo& f) {
  CaseSpec c =
      makeTexCase(shape, f, "ties", {"P-13"},
                  "directions whose largest components tie (two or three axes): any tied face, the same "
                  "every time (the spec prefers z over y over x); every texel of a face holds that face's "
                  "value");
  c.image.fill = model::FillPattern::LayerConstant;
  c.repeatsAgree = true;
  const float cube = shape.viewType == model::ViewType::CubeArray ? 1.0f : 0.0f;
  const float dirs[][3] = {{2, 2, 1}, {-2, 2, 0.5f}, {1, -2, -2}, {2, 0.5f, -2}, {2, 2, 2}, {-2, -2, -2}};
  for (const auto& d : dirs)
    for (float lod : {0.0f, 1.0f})
      for (int k = 0; k < 3; ++k)
        c.probes.push_back(sampleAt(d[0], d[1], d[2], cube, lod,
                                    "tie (" + std::to_string(d[0]) + ", " + std::to_string(d[1]) + ", " +
                                        std::to_string(d[2]) + ") Lod " + std::to_string(int(lod)) + " #" +
                                        std::to_string(k)));
  return c;
}

// The same tied directions read with NEAREST filters and mips at Lods 0, 1 and 2 in one dispatch
// (issue 54, item 4): each tied face holds its own constant on every level, so a result names its
// face, and the face rule "depends on (r_x, r_y, r_z) alone": every Lod of a direction must read one
// face (run/tied_face.h), not only the repeats of one query.
CaseSpec tiesAcrossLodsCase(const Shape& shape, const model::FormatInfo& f) {
  CaseSpec c =
      makeTexCase(shape, f, "ties_across_lods", {"P-13"},
                  "directions whose largest components tie, NEAREST at Lods 0, 1 and 2: any tied face, "
                  "the same at every Lod; every texel of a face holds that face's value per level");
  c.image.fill = model::FillPattern::LayerConstant;
  c.view.sampler.magFilter = c.view.sampler.minFilter = model::Filter::Nearest;
  c.repeatsAgree = true;
  const float cube = shape.viewType == model::ViewType::CubeArray ? 1.0f : 0.0f;
  const float dirs[][3] = {{2, 2, 1}, {-2, 2, 0.5f}, {1, -2, -2}, {2, 0.5f, -2}, {2, 2, 2}, {-2, -2, -2}};
  for (const auto& d : dirs)
    for (float lod : {0.0f, 1.0f, 2.0f})
      c.probes.push_back(sampleAt(d[0], d[1], d[2], cube, lod,
                                  "tie (" + std::to_string(d[0]) + ", " + std::to_string(d[1]) + ", " +
                                      std::to_string(d[2]) + ") Lod " + std::to_string(int(lod))));
  return c;
}

// Cube arrays: the cube index rounds (ties to even, or up) and clamps.
CaseSpec cubeIndexCase(const model::FormatInfo& f) {
  CaseSpec c =
      makeTexCase(kCubeArray, f, "cube_index", {"P-15"},
                  "the cube index is the fourth coordinate, rounded to nearest (ties to even, or up) and "
                  "clamped to the cubes of the view; every face of every cube holds its own value");
  c.image.fill = model::FillPattern::LayerConstant;
  for (float a : {0.0f, 0.5f, 0.75f, 1.0f, 1.5f, -1.0f, 3.0f})
    c.probes.push_back(cubeAt(4, 0.5, 0.5, a, 0, "+z, cube " + std::to_string(a)));
  return c;
}

}  // namespace

void addTexCube(std::vector<CaseSpec>& out) {
  for (const model::FormatInfo& f : model::sampledFormats()) {
    if (!isLayoutRepresentative(f)) continue;
    for (const Shape* s : {&kCube, &kCubeArray}) {
      out.push_back(facesCase(*s, f));
      if (!f.isCompressed()) out.push_back(tiesCase(*s, f));
      if (!f.isCompressed()) out.push_back(tiesAcrossLodsCase(*s, f));
    }
    if (!f.isCompressed()) out.push_back(cubeIndexCase(f));
  }
}

}  // namespace vktexel::cases
