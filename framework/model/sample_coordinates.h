// Texel coordinates of a sampled lookup (Vulkan "Texel Coordinate Operations"; SEMANTICS §14.2):
// from a float coordinate to the texels NEAREST reads and the footprint and weights LINEAR reads,
// on one axis, as the set of answers the spec allows on a device with `subTexelBits` of sub-texel
// precision.
//
// The oracle's reading of the spec, stated once:
// - u = s x size for normalized coordinates, u = s otherwise, then ConstOffset added. The product
//   is taken as a binary32 operation: exact where s x size is a binary32 value (every probe of the
//   suite makes it one), else either binary32 neighbour of the exact product.
// - LINEAR: i0 = floor(u - 1/2), alpha = frac(u - 1/2) "where the number of fraction bits retained
//   is specified by subTexelPrecisionBits". The spec does not say how alpha is rounded to that grid,
//   so both grid neighbours are allowed, and every alpha between them: the limit is a minimum and a
//   device may keep more bits. Where u - 1/2 is on the grid, alpha is exact.
// - NEAREST: i = floor(u). Sub-texel values "snap to these locations" for every filter, so where u
//   lies within one grid step of a texel boundary the texel across it is allowed too; a u on the
//   grid (a boundary included) reads exactly floor(u).
// - Array layers: RNE(a) (preferred) or floor(a + 1/2) (allowed), clamped to the view's layers.
// - Beyond the letter, a cited reading (kCoordinateAccuracyReading, a QualityWarning): Vulkan's
//   "Floating-Point Computation" asks the arithmetic of sampling to be "accurate to about 1 part in
//   10^5", which a driver may spend on s x size: u within |u| x 10^-5 of the exact product (|u|
//   before or after a ConstOffset, whichever is larger: u = 0 + offset -5 may read -5.00005). At a
//   u on a texel boundary the texel across it is then allowed, as a mirrored wrap of the float
//   coordinate (u' = 2 size - u, then floor) reads it (issue 66: lavapipe and SwiftShader alike).
#pragma once

#include <cstdint>
#include <vector>

namespace vktexel::model {

// The values the device may take for u on one axis.
struct AxisRange {
  double lo = 0, hi = 0;
};
// `accuracyReading`: widened by kCoordinateAccuracyReading (normalized coordinates only).
AxisRange texelCoordinate(float s, uint32_t size, bool normalized, int32_t offset,
                          bool accuracyReading = false);
extern const char* const kCoordinateAccuracyReading;  // the bound, as reports name it
// How far u may lie from its exact value under that reading: |u| x 10^-5, |u| taken before
// (`scaled`, s x size) or after (`offset`: s x size + the offset) the offset, whichever is larger.
double coordinateAccuracySlack(double scaled, double offset);

// NEAREST: the integer texel coordinates u may select, floor(u) first.
std::vector<int32_t> nearestTexels(const AxisRange& u, uint32_t subTexelBits);

// LINEAR: the footprint's first texel i0 (i1 = i0 + 1) and the range of alpha, the weight of i1.
struct LinearAxis {
  int32_t i0 = 0;
  double alphaLo = 0, alphaHi = 0;
};
// One entry, or two where the allowed values of u - 1/2 cross an integer (alpha reaching 1 on the
// first is alpha 0 on the second: the same filtered value).
std::vector<LinearAxis> linearFootprints(const AxisRange& u, uint32_t subTexelBits);

// The array layers (relative to the view's base) a float layer coordinate may select.
std::vector<uint32_t> layerCandidates(float a, uint32_t layerCount);

}  // namespace vktexel::model
