// What the `tex` case files share (PTX `tex` with f32 coordinates as OpImageSample*ExplicitLod;
// SEMANTICS §14): the case with its sampler, and probes whose coordinates are given in texels and
// converted to normalized ones exact in binary32, so the model's alpha is exact wherever u - 1/2
// lies on a 2^-4 grid (every device's).
#pragma once

#include "shapes.h"

#include <string>
#include <vector>

namespace vktexel::cases {

// The family's 2D shapes: a power-of-two size (wrapping is a mask) and an odd one (a division).
inline const Shape kTex2D{"2d", model::ViewType::D2, model::ImageDim::D2, 16, 8, 1, 1};
inline const Shape kTexOdd2D{"2d", model::ViewType::D2, model::ImageDim::D2, 13, 7, 1, 1};

// Whether the family LINEAR-filters a format: float-sampled colour formats (never integers; depth
// is filtered compared, tex_dref.cpp).
bool linearFilterable(const model::FormatInfo& f);

// A `tex` case through a combined image sampler whose magFilter and minFilter are both LINEAR where
// linearFilterable, else both NEAREST (the switch between them has cases of its own, tex.cpp's
// mag_min), the image filled Filterable (model/readout_fills.h).
CaseSpec makeTexCase(const Shape& s, const model::FormatInfo& f, const std::string& aspect,
                     std::vector<std::string> clauses, std::string description);

// A `tex` case named border_<colour> (ClampToBorder) or address_<mode> on both axes (P-03, P-07):
// LINEAR footprints across each edge and corner at Lod 0, NEAREST beyond the image at Lod 1
// (tex_address.cpp).
CaseSpec makeAddressCase(const Shape& s, const model::FormatInfo& f, model::AddressMode m,
                         model::BorderColor b);

// A Grad case (P-40, P-06) named grad_<mipmap mode>[_view_<base>] on a level read-out (level k one-hot
// in component k % 4), the view's levels from `baseLevel` on; `what` describes its probes.
CaseSpec makeGradCase(const Shape& s, const model::FormatInfo& f, model::MipmapMode mode, uint32_t baseLevel,
                      const std::string& what);

// A lookup at texel-space (u, v, w) of the view's level-0 size, Lod `lod`, array layer (or cube
// index) `layer`: s = u / width and so on. Throws std::logic_error where s is not exactly u / width
// in binary32 (a probe that would not mean what its label says).
Probe sampleAtTexel(const Shape& s, double u, double v, double w, float layer, float lod, std::string label);

// The same with normalized coordinates given directly.
Probe sampleAt(float s, float t, float r, float layer, float lod, std::string label);

// A depth-compared lookup (OpImageSampleDrefExplicitLod) at texel-space (u, v) against `dref`.
Probe sampleDrefAtTexel(const Shape& s, double u, double v, float layer, float lod, float dref,
                        std::string label);

// Dref values that tell a stored depth d from its neighbours: d, d -+ 1 ULP, 0, 1 and outside [0, 1].
std::vector<float> drefsAround(float d);

// The depth the case's fill stores at texel (x, y) of the view's level 0, layer (or face) `layer`.
float storedDepth(const CaseSpec& c, uint32_t x, uint32_t y, uint32_t layer);

}  // namespace vktexel::cases
