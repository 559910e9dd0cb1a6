// PTX `tex` with depth compare on the layered views (SEMANTICS §14.4, §5.2; P-10, P-13, P-15):
// OpImageSampleDrefExplicitLod on 2D-array, cube and cube-array views of every depth format. The
// layer (from a float coordinate) and the face (from a direction) choose which texel is compared, so
// Dref sits on the depth stored at the chosen texel, one ULP either side, and at 0, 1 and outside
// [0, 1]: comparing against a texel of another layer or face gives the other answer. Debian 12's
// glslang has no textureLod on these shadow samplers; GLSL's `texture` is OpImageSampleDrefExplicitLod
// at Lod 0.0 in a compute shader, so these probes ask for Lod 0 (shadergen/glsl_generator.cpp).
#include "registry.h"
#include "tex_builders.h"

#include "model/codec.h"
#include "model/cube.h"

#include <cmath>
#include <string>

namespace vktexel::cases {
namespace {

using model::CompareOp;
using model::Filter;

const Shape k2DArray{"2d_array", model::ViewType::D2Array, model::ImageDim::D2, 16, 8, 1, 5};
const Shape kCube{"cube", model::ViewType::Cube, model::ImageDim::D2, 8, 8, 1, 6, true};
const Shape kCubeArray{"cube_array", model::ViewType::CubeArray, model::ImageDim::D2, 8, 8, 1, 12, true};

CaseSpec layeredDrefCase(const Shape& s, const model::FormatInfo& f, CompareOp op, Filter filter) {
  const bool linear = filter == Filter::Linear;
  CaseSpec c =
      makeTexCase(s, f, std::string(linear ? "dref_linear_" : "dref_") + model::toString(op), {"P-10"},
                  std::string("OpImageSampleDrefExplicitLod (Lod 0) on a ") + model::toString(s.viewType) +
                      " view, " + model::toString(op) + (linear ? ", LINEAR" : ", NEAREST") +
                      ": Dref on, one ULP either side of the depth stored at the chosen " +
                      (s.cube ? "face's texel" : "layer's texel") + ", at 0 and 1 and outside [0, 1]");
  c.view.sampler.depthCompare = true;
  c.view.sampler.compareOp = op;
  c.view.sampler.magFilter = c.view.sampler.minFilter = filter;
  return c;
}

std::string drefLabel(float dref, const std::string& where) {
  return "Dref " + model::floatText(dref) + " " + where;
}

// Layers 0, 2 and 4 at texel centres, and the layer coordinate 1.25 (layer 1 under either
// rounding rule) at a footprint halfway between texels.
CaseSpec arrayCase(const model::FormatInfo& f, CompareOp op, Filter filter) {
  CaseSpec c = layeredDrefCase(k2DArray, f, op, filter);
  c.clauses.push_back("P-07");
  const struct {
    double u, v;
    float layer;
  } points[] = {{2.5, 1.5, 0}, {9.5, 6.5, 2}, {13.5, 3.5, 4}, {6.0, 4.0, 1.25f}};
  for (const auto& p : points) {
    const float d = storedDepth(c, uint32_t(p.u), uint32_t(p.v), uint32_t(std::lround(p.layer)));
    for (float dref : drefsAround(d))
      c.probes.push_back(
          sampleDrefAtTexel(k2DArray, p.u, p.v, p.layer, 0, dref,
                            drefLabel(dref, "at (" + std::to_string(p.u) + ", " + std::to_string(p.v) +
                                                ") layer " + model::floatText(p.layer))));
  }
  return c;
}

// A texel centre on every face (of cube 1 in a cube array): the direction's major axis is 2.
CaseSpec cubeCase(const Shape& s, const model::FormatInfo& f, CompareOp op, Filter filter) {
  CaseSpec c = layeredDrefCase(s, f, op, filter);
  c.clauses.push_back(s.viewType == model::ViewType::CubeArray ? "P-15" : "P-13");
  const uint32_t cube = s.viewType == model::ViewType::CubeArray ? 1 : 0;
  for (uint32_t face = 0; face < 6; ++face) {
    const uint32_t x = (2 + 3 * face) % 8, y = (5 + face) % 8;
    const model::Direction dir = model::faceDirection(face, (x + 0.5) / 8, (y + 0.5) / 8);
    const float d = storedDepth(c, x, y, 6 * cube + face);
    for (float dref : drefsAround(d)) {
      Probe p = sampleAt(float(2 * dir[0]), float(2 * dir[1]), float(2 * dir[2]), float(cube), 0,
                         drefLabel(dref, "face " + std::to_string(face) + " texel (" + std::to_string(x) +
                                             ", " + std::to_string(y) + ")"));
      p.query.op = model::ProbeOp::SampleDref;
      p.query.dref = dref;
      c.probes.push_back(p);
    }
  }
  return c;
}

}  // namespace

// On every depth format: NEAREST with an op of each tie rule per view (LESS_OR_EQUAL on 2D arrays,
// GREATER on cubes, EQUAL on cube arrays: ties decide EQUAL alone), and LINEAR with LESS on cubes,
// where compare-then-filter meets the face choice.
void addTexDrefViews(std::vector<CaseSpec>& out) {
  for (const model::FormatInfo& f : model::sampledFormats()) {
    if (!f.hasChannel(model::Channel::D)) continue;
    out.push_back(arrayCase(f, CompareOp::LessOrEqual, Filter::Nearest));
    out.push_back(cubeCase(kCube, f, CompareOp::Greater, Filter::Nearest));
    out.push_back(cubeCase(kCube, f, CompareOp::Less, Filter::Linear));
    out.push_back(cubeCase(kCubeArray, f, CompareOp::Equal, Filter::Nearest));
  }
}

}  // namespace vktexel::cases
