// PTX `tex` with depth compare, then filtering (SEMANTICS §14.4; P-10): OpImageSampleDrefExplicitLod
// on every depth format and aspect with DEPTH_COMPARISON, every compare op; Dref equal to stored
// depths (0.0, 1.0 and the texel's own value: ties), just above and below them, and outside [0, 1]
// (clamped for fixed-point depth). NEAREST must give exactly 0 or 1; LINEAR must lie in [0, 1] and
// should be the weighted count of the passes (a result that is not is reported as a quality
// warning). 2D, 1D and 1D-array views (GLSL can say textureLod on those shadow samplers only).
#include "registry.h"
#include "tex_builders.h"

#include "model/codec.h"

#include <string>

namespace vktexel::cases {
namespace {

using model::CompareOp;
using model::Filter;

const Shape kShapes[] = {
    {"2d", model::ViewType::D2, model::ImageDim::D2, 16, 8, 1, 1},
    {"1d_array", model::ViewType::D1Array, model::ImageDim::D1, 16, 1, 1, 3},
};

bool hasDepth(const model::FormatInfo& f) {
  return f.hasChannel(model::Channel::D);
}

CaseSpec drefCase(const Shape& s, const model::FormatInfo& f, CompareOp op, Filter filter) {
  const bool linear = filter == Filter::Linear;
  CaseSpec c =
      makeTexCase(s, f, std::string(linear ? "dref_linear_" : "dref_") + model::toString(op), {"P-10"},
                  std::string("OpImageSampleDrefExplicitLod, ") + model::toString(op) + ", " +
                      (linear ? "LINEAR: each texel compared, then weighted (must be in [0, 1], should be "
                                "the weighted count of passes)"
                              : "NEAREST: exactly 0 or 1") +
                      "; Dref on, above and below stored depths and outside [0, 1]");
  c.view.sampler.depthCompare = true;
  c.view.sampler.compareOp = op;
  c.view.sampler.magFilter = c.view.sampler.minFilter = filter;
  const float layer = s.arrayed() ? float(s.layers - 1) : 0.0f;
  // Texel centres (NEAREST reads one texel; LINEAR weighs it alone), then footprints halfway.
  const double points[][2] = {{2.5, 1.5}, {9.5, 0.5}, {6.0, 3.0}, {13.25, 5.75}};
  for (const auto& p : points) {
    const uint32_t x = uint32_t(p[0]), y = s.dims() > 1 ? uint32_t(p[1]) : 0;
    const float d = storedDepth(c, x, y, uint32_t(layer));
    for (float dref : drefsAround(d))
      c.probes.push_back(sampleDrefAtTexel(s, p[0], p[1], layer, 0, dref,
                                           "Dref " + model::floatText(dref) + " at (" + std::to_string(p[0]) +
                                               ", " + std::to_string(p[1]) + ")"));
  }
  return c;
}

}  // namespace

// Every compare op with NEAREST on 2D (the per-texel comparison, ties included); LINEAR (compare,
// then filter) with an op of each direction and each tie rule, LESS and GREATER_OR_EQUAL; 1D arrays
// (the layer, the shadow coordinate's other form) with two more. Each op is sampler state: a compile
// per format on software drivers.
void addTexDref(std::vector<CaseSpec>& out) {
  const CompareOp every[] = {CompareOp::Never,          CompareOp::Less,    CompareOp::Equal,
                             CompareOp::LessOrEqual,    CompareOp::Greater, CompareOp::NotEqual,
                             CompareOp::GreaterOrEqual, CompareOp::Always};
  for (const model::FormatInfo& f : model::sampledFormats()) {
    if (!hasDepth(f)) continue;
    for (CompareOp op : every) out.push_back(drefCase(kShapes[0], f, op, Filter::Nearest));
    for (CompareOp op : {CompareOp::Less, CompareOp::GreaterOrEqual})
      out.push_back(drefCase(kShapes[0], f, op, Filter::Linear));
    for (CompareOp op : {CompareOp::LessOrEqual, CompareOp::Greater})
      out.push_back(drefCase(kShapes[1], f, op, Filter::Nearest));
  }
}

}  // namespace vktexel::cases
