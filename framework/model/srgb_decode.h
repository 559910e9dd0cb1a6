// An sRGB component's accepted values (SEMANTICS §4.1, issue 55). The letter: Vulkan "Format
// Conversion" applies the KDFS sRGB EOTF, which is exact, and Vulkan gives no sRGB tolerance, so
// the result is the EOTF of the encoded value, rounded to a binary32 neighbour. The cited bound
// (ModelFaults::citedBounds): D3D11.3 §3.2.3.7's, half a code on the sRGB side, i.e. any value that
// re-encodes to the code; 0 and 255 exact.
#pragma once

#include "model/codec.h"

namespace vktexel::model {

extern const char* const kD3dSrgbConversion;  // the bound, as reports name it

// Sets `s` (class Srgb) to the values encoded [lo, hi] (each in [0, 1]; c / 255 for a stored code)
// decode to: the letter, EOTF(lo) to EOTF(hi); with `citedBound`, half a code beyond each end
// (within [0, 1]), except for an exact 0 or 1 (codes 0 and 255), which stays exact.
void setSrgbDecode(Scalar& s, double lo, double hi, bool citedBound);

}  // namespace vktexel::model
