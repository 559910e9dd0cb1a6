// PTX `tex` with both the offset `e` and the depth compare `f` (P-09 with P-10; issue 43): the
// operand forms of tex_dref.cpp and tex_offsets.cpp never met, so OpImageSampleDrefExplicitLod never
// had a ConstOffset. Here the offset moves the compared texels (after scaling, before the address
// mode), and Dref sits on, above and below the depth of the texel the offset selects: a driver that
// drops the offset compares the wrong texel, one that applies it after the comparison weighs the
// wrong results.
#include "registry.h"
#include "tex_builders.h"

#include "model/codec.h"

#include <algorithm>
#include <array>
#include <string>

namespace vktexel::cases {
namespace {

using model::CompareOp;
using model::Filter;

CaseSpec drefOffsetCase(const model::FormatInfo& f, CompareOp op, Filter filter,
                        const std::array<int32_t, 2>& o) {
  const bool linear = filter == Filter::Linear;
  CaseSpec c = makeTexCase(kTex2D, f,
                           std::string(linear ? "dref_linear_" : "dref_") + model::toString(op) + "_offset_" +
                               signedName(o[0]) + "_" + signedName(o[1]),
                           {"P-10", "P-09"},
                           std::string("OpImageSampleDrefExplicitLod with ConstOffset (") +
                               std::to_string(o[0]) + ", " + std::to_string(o[1]) + "), " +
                               model::toString(op) + ", " + (linear ? "LINEAR" : "NEAREST") +
                               ": the offset picks the compared texels; Dref on, above and below the depth "
                               "of the texel it picks");
  c.view.sampler.depthCompare = true;
  c.view.sampler.compareOp = op;
  c.view.sampler.magFilter = c.view.sampler.minFilter = filter;
  const double points[][2] = {{8.5, 4.5}, {3.5, 6.5}, {12.25, 1.75}};
  for (const auto& p : points) {
    // The texel the offset selects (clamp to edge), whose depth the Dref values bracket.
    const uint32_t x = uint32_t(std::clamp(int32_t(p[0]) + o[0], 0, int32_t(kTex2D.width) - 1));
    const uint32_t y = uint32_t(std::clamp(int32_t(p[1]) + o[1], 0, int32_t(kTex2D.height) - 1));
    for (float dref : drefsAround(storedDepth(c, x, y, 0))) {
      Probe probe = sampleDrefAtTexel(kTex2D, p[0], p[1], 0, 0, dref,
                                      "Dref " + model::floatText(dref) + " at (" + std::to_string(p[0]) +
                                          ", " + std::to_string(p[1]) + ") + offset");
      probe.query.constOffset = true;
      probe.query.offset = {o[0], o[1], 0};
      c.probes.push_back(probe);
    }
  }
  return c;
}

}  // namespace

void addTexDrefOffsets(std::vector<CaseSpec>& out) {
  for (const model::FormatInfo& f : model::sampledFormats()) {
    if (!f.hasChannel(model::Channel::D)) continue;
    for (const std::array<int32_t, 2>& o : {std::array<int32_t, 2>{-8, 7}, std::array<int32_t, 2>{3, -5}}) {
      out.push_back(drefOffsetCase(f, CompareOp::LessOrEqual, Filter::Nearest, o));
      out.push_back(drefOffsetCase(f, CompareOp::Less, Filter::Linear, o));
    }
  }
}

}  // namespace vktexel::cases
