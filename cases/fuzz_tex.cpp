// `tex` cases drawn by `vktexel fuzz` (issue 66; SEMANTICS §14): OpImageSampleExplicitLod through a
// sampler drawn whole (filters, mipmap mode, address mode per axis, border colour, LOD bias, minLod
// and maxLod, combined or separate), on a drawn geometry and view, at coordinates that mix uniform
// draws with the grids where rules change (texel centres and boundaries, sub-texel steps, half
// layers, Lods on quarter steps) and a little past the edges.
#include "fuzz_families.h"
#include "fuzz_tex_parts.h"

#include "tex_builders.h"

#include <algorithm>
#include <cstdint>
#include <string>

namespace vktexel::cases {

using model::AddressMode;
using model::Filter;
using model::MipmapMode;

namespace {

constexpr size_t kProbes = 40;

}  // namespace

float drawCoordinate(model::SplitMix64& r, uint32_t size) {
  const double n = size;
  switch (r.below(4)) {
    case 0: return float(r.uniform(-0.25, 1.25));
    case 1: return float((double(int32_t(r.between(0, size + 1)) - 1) + 0.5) / n);    // a texel centre
    case 2: return float(double(r.between(0, size)) / n);                             // a boundary
    default: return float((double(r.below(size)) + double(r.below(16)) / 16.0) / n);  // a 1/16 step
  }
}

namespace {

AddressMode drawAddress(model::SplitMix64& r) {
  static const AddressMode kModes[] = {AddressMode::Repeat, AddressMode::MirroredRepeat,
                                       AddressMode::ClampToEdge, AddressMode::ClampToBorder};
  return r.chance(0.1) ? AddressMode::MirrorClampToEdge : r.pick(kModes);
}

}  // namespace

void drawSampler(model::SplitMix64& r, const model::FormatInfo& f, const FuzzGeometry& g,
                 model::SamplerSpec& s) {
  const bool blends = linearFilterable(f);
  s.magFilter = blends && r.chance(0.5) ? Filter::Linear : Filter::Nearest;
  s.minFilter = blends && r.chance(0.5) ? Filter::Linear : Filter::Nearest;
  s.mipmapMode = blends && r.chance(0.5) ? MipmapMode::Linear : MipmapMode::Nearest;
  const bool cube = model::isCube(g.view.type);
  if (!cube) {  // cube lookups ignore the address modes: they stay at their default
    s.u = drawAddress(r);
    s.v = drawAddress(r);
    s.w = drawAddress(r);
  }
  static const model::BorderColor kBorders[] = {
      model::BorderColor::TransparentBlack, model::BorderColor::OpaqueBlack, model::BorderColor::OpaqueWhite};
  s.border = r.pick(kBorders);
  if (r.chance(0.4)) s.mipLodBias = drawNear(r, -2, 2, 0.25);
  if (r.chance(0.4)) {
    const float levels = float(g.view.levelCount);
    s.minLod = drawNear(r, 0, levels, 0.25);
    s.maxLod = r.chance(0.5) ? model::kLodClampNone : s.minLod + drawNear(r, 0, levels, 0.25);
  }
}

std::string samplerSummary(const model::SamplerSpec& s) {
  std::string name = std::string(model::toString(s.magFilter)) + "_" + model::toString(s.minFilter) +
                     "_mip_" + model::toString(s.mipmapMode) + "_" + model::toString(s.u) + "_" +
                     model::toString(s.v) + "_" + model::toString(s.w);
  if (s.u == AddressMode::ClampToBorder || s.v == AddressMode::ClampToBorder ||
      s.w == AddressMode::ClampToBorder)
    name += std::string("_") + model::toString(s.border);
  if (s.mipLodBias != 0) name += "_bias" + std::to_string(int(s.mipLodBias * 4)) + "q";
  if (s.minLod != 0 || s.maxLod != model::kLodClampNone)
    name +=
        "_lod" + std::to_string(int(s.minLod * 4)) + "q_" +
        (s.maxLod == model::kLodClampNone ? std::string("none") : std::to_string(int(s.maxLod * 4)) + "q");
  return name;
}

std::array<float, 4> drawLookupCoordinates(model::SplitMix64& r, const FuzzGeometry& g, uint32_t gridLevel) {
  const model::ViewSpec& v = g.view;
  const model::Extent e = g.viewExtent(gridLevel);
  float s = 0, t = 0, q = 0, layer = 0;
  if (model::isCube(v.type)) {
    s = drawNear(r, -1, 1, 0.125);
    t = drawNear(r, -1, 1, 0.125);
    q = drawNear(r, -1, 1, 0.125);
    if (s == 0 && t == 0 && q == 0) s = 1;  // a direction
    if (v.type == model::ViewType::CubeArray) layer = drawNear(r, -1, float(v.layerCount / 6), 0.5);
  } else {
    const int axes = model::spatialDims(v.type);
    s = drawCoordinate(r, e.width);
    if (axes > 1) t = drawCoordinate(r, e.height);
    if (axes > 2) q = drawCoordinate(r, e.depth);
    if (model::isArrayed(v.type)) layer = drawNear(r, -1, float(v.layerCount), 0.5);
  }
  return {s, t, q, layer};
}

namespace {

Probe drawProbe(model::SplitMix64& r, const FuzzGeometry& g, size_t i) {
  const model::ViewSpec& v = g.view;
  const uint32_t gridLevel = r.below(v.levelCount);
  const auto [s, t, q, layer] = drawLookupCoordinates(r, g, gridLevel);
  const float lod =
      r.chance(0.25) ? float(r.uniform(-1, v.levelCount + 1)) : drawNear(r, -1, float(v.levelCount), 0.25);
  return sampleAt(s, t, q, layer, lod,
                  "draw " + std::to_string(i) + " (grid of view level " + std::to_string(gridLevel) + ")");
}

}  // namespace

std::vector<std::string> texClauses(const FuzzGeometry& g) {
  std::vector<std::string> clauses = {"P-03", "P-06", "P-07"};
  if (model::isCube(g.view.type)) clauses.push_back(g.view.type == model::ViewType::Cube ? "P-13" : "P-15");
  if (model::isArrayed(g.view.type) && g.view.type != model::ViewType::CubeArray) clauses.push_back("P-12");
  return clauses;
}

SampledDraw drawSampledCase(model::SplitMix64& r) {
  const model::FormatInfo& f = drawFormat(r, r.chance(0.85) ? FuzzFormats::Filterable : FuzzFormats::Sampled);
  SampledDraw d{f, drawGeometry(r, f.vk), {}};
  drawSwizzle(r, d.geometry.view);
  CaseSpec& c = d.spec;
  c.image = d.geometry.image;
  c.image.fill = model::FillPattern::Filterable;
  c.image.seed = r.between(1, 1u << 30);
  c.view = d.geometry.view;
  c.view.withSampler = true;
  c.view.separateSampler = r.chance(0.2);
  drawSampler(r, f, d.geometry, c.view.sampler);
  c.clauses = texClauses(d.geometry);
  return d;
}

CaseSpec drawTexCase(uint64_t seed, uint64_t index, model::SplitMix64& r) {
  SampledDraw d = drawSampledCase(r);
  const FuzzGeometry& g = d.geometry;
  const model::FormatInfo& f = d.format;
  CaseSpec& c = d.spec;
  c.name = fuzzCaseName(seed, index, "tex", g, f,
                        samplerSummary(c.view.sampler) + (c.view.separateSampler ? "_separate" : ""));
  c.description =
      "drawn by vktexel fuzz (seed " + std::to_string(seed) + ", case " + std::to_string(index) +
      "): sampled lookups with an explicit Lod through a drawn sampler, view and image, at coordinates "
      "mixing uniform draws with texel centres, boundaries and 1/16 steps";
  for (size_t i = 0; i < kProbes; ++i) c.probes.push_back(drawProbe(r, g, i));
  return c;
}

}  // namespace vktexel::cases
