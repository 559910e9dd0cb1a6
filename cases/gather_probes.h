// Probe builders shared by the gather families (tld4*.cpp): coordinates placed so that sub-texel
// rounding cannot move the footprint (SEMANTICS §5.1, trap 7) unless a case wants it to.
#pragma once

#include "shapes.h"

#include <string>

namespace vktexel::cases {

extern const char* const kComponentNames[4];  // "r", "g", "b", "a"

// The gather families' one format per sampled type, for cases too many to run on every format
// (r8g8b8a8_unorm, r32_uint, r16g16_sint).
bool isGatherRepresentative(const model::FormatInfo& f);

// A 2D (array) gather whose u - 0.5 and v - 0.5 are (x, y) texels: x = i0 + 0.5 puts the
// footprint's upper-left texel at i0 as far from a rounding edge as it gets.
Probe gatherAtTexels(const Shape& s, double x, double y, float layer, int component, std::string label);

// The same with the footprint's upper-left texel (i0, j0).
Probe gatherAt(const Shape& s, int32_t i0, int32_t j0, float layer, int component, std::string label);

// A cube gather on `face` of an n x n cube whose face-local u - 0.5, v - 0.5 are (x, y): the
// direction is the face table inverted (|major| = 1, never a tie); `cube` is the cube index.
Probe cubeGatherAt(uint32_t face, double x, double y, uint32_t n, float cube, int component,
                   std::string label);

}  // namespace vktexel::cases
