// `tex` cases with depth compare drawn by `vktexel fuzz` (issue 66; SEMANTICS §14.4, P-10):
// OpImageSampleDrefExplicitLod on a drawn depth format (or depth aspect) and compare op, NEAREST or
// LINEAR filters and mipmap mode, drawn address modes, border and Lod clamps, on 1D, 1D-array and 2D
// views (the shadow samplers GLSL's textureLod takes), with Dref values on stored depths (ties), a
// binary32 step either side, at 0, 1 and outside [0, 1], and uniform.
#include "fuzz_families.h"
#include "fuzz_tex_parts.h"
#include "tex_builders.h"

#include "model/formats.h"

#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

namespace vktexel::cases {
namespace {

constexpr size_t kProbes = 40;

const model::FormatInfo& drawDepthFormat(model::SplitMix64& r) {
  static const std::vector<const model::FormatInfo*> depth = [] {
    std::vector<const model::FormatInfo*> out;
    for (const model::FormatInfo& f : model::sampledFormats())
      if (f.hasChannel(model::Channel::D)) out.push_back(&f);
    return out;
  }();
  return *depth[r.below(uint32_t(depth.size()))];
}

bool takesDref(model::ViewType t) {
  return t == model::ViewType::D1 || t == model::ViewType::D1Array || t == model::ViewType::D2;
}

// The depth the view's level stores at the texel under (s, t), layer `layer` (clamped in).
float depthUnder(const model::HostImage& image, const model::ViewSpec& v, const model::Extent& e, float s,
                 float t, float layer) {
  const auto texel = [](float x, uint32_t n) {
    return uint32_t(std::clamp(std::floor(double(x) * n), 0.0, n - 1.0));
  };
  const uint32_t l = uint32_t(std::clamp(std::nearbyint(double(layer)), 0.0, double(v.layerCount - 1)));
  model::TexelAddress a{v.baseLevel,
                        v.baseLayer + (model::isArrayed(v.type) ? l : 0),
                        texel(s, e.width),
                        e.height > 1 ? texel(t, e.height) : 0,
                        0,
                        0};
  return float(model::texelRgba(image, v, a).c[0].real);
}

float drawDref(model::SplitMix64& r, float stored) {
  static const float kEdges[] = {0.0f, 1.0f, -0.5f, 1.5f};
  switch (r.below(6)) {
    case 0:
    case 1: return stored;
    case 2: return std::nextafter(stored, r.chance(0.5) ? -1.0f : 2.0f);
    case 3: return r.pick(kEdges);
    default: return float(r.uniform(-0.25, 1.25));
  }
}

}  // namespace

CaseSpec drawTexDrefCase(uint64_t seed, uint64_t index, model::SplitMix64& r) {
  const model::FormatInfo& f = drawDepthFormat(r);
  FuzzGeometry g = drawGeometry(r, f.vk);
  while (!takesDref(g.view.type)) g = drawGeometry(r, f.vk);
  CaseSpec c;
  c.image = g.image;
  c.image.fill = model::FillPattern::Filterable;
  c.image.seed = r.between(1, 1u << 30);
  c.view = g.view;
  c.view.aspect = f.aspect == model::Aspect::DepthStencil ? model::Aspect::Color : f.aspect;
  c.view.withSampler = true;
  c.view.separateSampler = r.chance(0.2);
  model::SamplerSpec& s = c.view.sampler;
  drawSampler(r, f, g, s);  // a depth format filters nothing there: the compare's filters follow
  s.magFilter = r.chance(0.5) ? model::Filter::Linear : model::Filter::Nearest;
  s.minFilter = r.chance(0.5) ? model::Filter::Linear : model::Filter::Nearest;
  s.mipmapMode = r.chance(0.5) ? model::MipmapMode::Linear : model::MipmapMode::Nearest;
  s.depthCompare = true;
  s.compareOp = model::CompareOp(r.below(8));
  c.name = fuzzCaseName(seed, index, "tex", g, f,
                        std::string("dref_") + model::toString(s.compareOp) + "_" + samplerSummary(s) +
                            (c.view.separateSampler ? "_separate" : ""));
  c.clauses = texClauses(g);
  c.clauses.push_back("P-10");
  c.description = "drawn by vktexel fuzz (seed " + std::to_string(seed) + ", case " + std::to_string(index) +
                  "): depth-compared lookups with an explicit Lod, Dref on stored depths, a step either "
                  "side, at 0, 1, outside [0, 1] and uniform, through a drawn sampler, view and image";
  const model::HostImage image(c.image);
  for (size_t i = 0; i < kProbes; ++i) {
    const uint32_t gridLevel = r.below(g.view.levelCount);
    const auto [x, y, z, layer] = drawLookupCoordinates(r, g, gridLevel);
    const float lod = drawNear(r, -1, float(g.view.levelCount), 0.25);
    Probe p =
        sampleAt(x, y, z, layer, lod,
                 "draw " + std::to_string(i) + " (grid of view level " + std::to_string(gridLevel) + ")");
    p.query.op = model::ProbeOp::SampleDref;
    p.query.dref = drawDref(r, depthUnder(image, c.view, g.viewExtent(0), x, y, layer));
    c.probes.push_back(p);
  }
  return c;
}

}  // namespace vktexel::cases
