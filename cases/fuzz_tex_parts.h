// What the drawn sampled-lookup forms share (fuzz_tex.cpp: explicit Lod; fuzz_tex_grad.cpp: Grad;
// fuzz_tex_dref.cpp: depth compare): the sampler, the coordinates and the name's sampler part.
#pragma once

#include "fuzz_space.h"

#include <array>
#include <string>
#include <vector>

namespace vktexel::cases {

// One normalized coordinate on an axis of `size` texels (of the view level the probe's grid is on):
// uniform a quarter past the edges, a texel centre, a boundary or a 1/16 step.
float drawCoordinate(model::SplitMix64& r, uint32_t size);

// A whole sampler: filters (LINEAR where `f` filters), mipmap mode, address modes (not on cubes),
// border colour, LOD bias, minLod and maxLod.
void drawSampler(model::SplitMix64& r, const model::FormatInfo& f, const FuzzGeometry& g,
                 model::SamplerSpec& s);

// s, t, r and the layer of a lookup on the grid of view level `gridLevel` (cubes: a direction on
// 1/8 steps, ties included).
std::array<float, 4> drawLookupCoordinates(model::SplitMix64& r, const FuzzGeometry& g, uint32_t gridLevel);

// "linear_nearest_mip_linear_repeat_..._bias3q": the sampler's part of a case name.
std::string samplerSummary(const model::SamplerSpec& s);

// A sampled case's format, geometry, component mapping, image (Filterable fill) and whole sampler,
// combined or separate, with its clauses: what the explicit-Lod and Grad forms share before their
// names and probes.
struct SampledDraw {
  const model::FormatInfo& format;
  FuzzGeometry geometry;
  CaseSpec spec;
};
SampledDraw drawSampledCase(model::SplitMix64& r);

// P-03, P-06, P-07, and the view type's own clauses.
std::vector<std::string> texClauses(const FuzzGeometry& g);

}  // namespace vktexel::cases
