#include "run/probe_text.h"

#include "model/expectation.h"

namespace vktexel {
namespace {

using model::floatText;

std::string dims(int n, const std::array<int32_t, 3>& v) {
  std::string s = "(" + std::to_string(v[0]);
  for (int a = 1; a < n; ++a) s += ", " + std::to_string(v[a]);
  return s + ")";
}

}  // namespace

std::string describeQuery(const model::FetchQuery& q, const model::ViewSpec& view) {
  const model::ViewType v = view.type;
  const int n = model::spatialDims(v);
  std::string s = model::toString(q.op);
  switch (q.op) {
    case model::ProbeOp::Fetch:
      s += " coord " + dims(n, q.coord);
      if (model::isArrayed(v)) s += " layer " + std::to_string(q.layer);
      s += model::isMultisample(v) ? " sample " + std::to_string(q.sample) : " lod " + std::to_string(q.lod);
      break;
    case model::ProbeOp::QuerySizeLod: s += " lod " + std::to_string(q.lod); break;
    case model::ProbeOp::QueryLevels:
    case model::ProbeOp::QuerySamples: break;
    case model::ProbeOp::Gather: {
      const bool cube = v == model::ViewType::Cube || v == model::ViewType::CubeArray;
      s += cube ? " direction (" + floatText(q.st[0]) + ", " + floatText(q.st[1]) + ", " +
                      floatText(q.st[2]) + ")"
                : " (s, t) = (" + floatText(q.st[0]) + ", " + floatText(q.st[1]) + ")";
      if (model::isArrayed(v))
        s += (cube ? " cube " : " layer ") + floatText(q.st[3]);  // st[3]: model/gather.cpp
      s += view.sampler.depthCompare ? " Dref " + floatText(q.dref)
                                     : " component " + std::to_string(q.component);
      if (q.dynamicOffset) s += " Offset " + dims(n, q.offset);
      if (q.constOffsets) {
        s += " ConstOffsets";
        for (const auto& o : q.offsets) s += " (" + std::to_string(o[0]) + ", " + std::to_string(o[1]) + ")";
      }
      if (q.pack != model::HalfPacking::None) s += q.pack == model::HalfPacking::Pairs ? " .f16x2" : " .f16";
      break;
    }
    case model::ProbeOp::Sample:
    case model::ProbeOp::SampleGrad:
    case model::ProbeOp::SampleDref: {
      const bool cube = v == model::ViewType::Cube || v == model::ViewType::CubeArray;
      const int axes = cube ? 3 : n;
      static const char* const kNames[] = {"s", "t", "r"};
      std::string names, values;
      for (int a = 0; a < axes; ++a) {
        names += std::string(a ? ", " : "") + kNames[a];
        values += (a ? ", " : "") + floatText(q.st[a]);
      }
      s += cube ? " direction (" + values + ")" : " (" + names + ") = (" + values + ")";
      if (model::isArrayed(v)) s += (cube ? " cube " : " layer ") + floatText(q.st[3]);
      if (q.op == model::ProbeOp::SampleGrad) {
        const model::Gradients g = q.sampleGrad();
        const auto vec = [&](const std::array<double, 3>& x) {
          std::string t;
          for (int a = 0; a < (cube ? 3 : n); ++a) t += (a ? ", " : "") + floatText(x[a]);
          return "(" + t + ")";
        };
        s += " Grad dP/dx " + vec(g.dx) + " dP/dy " + vec(g.dy);
      } else {
        s += " Lod " + floatText(q.sampleLod());
      }
      if (q.op == model::ProbeOp::SampleDref) s += " Dref " + floatText(q.dref);
      break;
    }
  }
  if (q.constOffset) s += " ConstOffset " + dims(n, q.offset);
  if (q.shaderAddedOffset) s += " offset added in the shader " + dims(n, q.offset);
  if (!q.swizzle.empty()) s += " dest." + std::string(q.mask) + " = ." + std::string(q.swizzle);
  return s;
}

}  // namespace vktexel
