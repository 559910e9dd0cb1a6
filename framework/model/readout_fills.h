// The read-out images of sampled lookups (SEMANTICS §14.3): fills whose texels make a wrong filter,
// level, layer or face visible in the result itself.
#pragma once

#include "model/formats.h"

#include <cstdint>

namespace vktexel::model {

class HostImage;

// WeightReadout, a 2x2-periodic one-hot pattern for RGBA float formats: texel (x, y, z) is one in
// component (x & 1) | (y & 1) << 1 and zero in the others, two instead of one where z is odd. A
// LINEAR lookup then returns its footprint's four weights (each component the weight of the texel
// of that parity), and on a 3D image their sum is 1 + gamma.
void fillWeightReadout(HostImage& image);

// LayerConstant: every texel of a level and layer holds one value, the Ordinary fill's code of
// that level and layer's texel (0, 0, 0), so a lookup on the wrong level, layer or cube face reads
// another value whatever its coordinates.
void fillLayerConstant(HostImage& image);

// LevelReadout, for RGBA formats sampled as floats: every texel of level k holds one component,
// k % 4, and zero in the others, so a LINEAR mip blend of levels k and k + 1 *is* the two weights
// (1 - delta, delta) in two components. On float formats the component holds 1 + the layer (cube
// face), so a wrong layer or face reads another magnitude; UNORM formats hold 1.
void fillLevelReadout(HostImage& image);

// Filterable is the Ordinary fill without its edge codes, float components kept to magnitudes in
// [2^-8, 2^8): a filter of infinities or NaNs is undefined ("Any computation which does not
// support either Inf or NaN ... will yield an undefined value"), and the difference of two values
// near the largest float overflows the lerp every implementation computes, so sampled lookups
// filter only texels whose every weighted sum is representable. The component's code, from an
// Ordinary one; other classes keep it. (Shared-exponent texels keep theirs: 9-bit mantissas under
// one 5-bit exponent stay below 2^16.) On cube-compatible images the three texels meeting at each
// corner are made equal, as EqualCubeCorners does, so a seamless footprint there has a value.
uint32_t filterableCode(const ComponentLayout& c, uint32_t ordinary);

}  // namespace vktexel::model
