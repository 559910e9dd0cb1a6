// The cited bound for LINEAR lookups of sRGB formats (issue 55): VK-GL-CTS's pipeline image
// sampling threshold. The letter decodes each texel by the KDFS sRGB EOTF before filtering and
// filters to about 1 part in 10^5 ("Floating-Point Computation"); CTS's
// vktPipelineImageSamplingInstance.cpp accepts, per component, computeFixedPointError(min(bits, 8)
// - 2) (7 bits for compressed formats) plus 4/255 "to account for sRGB conversion precision". A
// LINEAR sRGB result outside the letter but within that much of a branch of the exact set is a
// QualityWarning naming it; the bound holds one branch's result (all components, one weight per
// axis), as the letter does, and CTS's coordinate allowances (uvBits 5) are not adopted.
#pragma once

#include "model/formats.h"

namespace vktexel::model {

extern const char* const kCtsSrgbLookupThreshold;  // the bound, as reports name it

// True where `f` is sRGB-encoded (a component decoded by the EOTF).
bool isSrgbFormat(const FormatInfo& f);

// The threshold's value for a LINEAR lookup of `f`: 2^-6 + 4/255 (less 2^-23) for 8-bit formats,
// 2^-5 + 4/255 for compressed ones.
double ctsSrgbLinearLookupThreshold(const FormatInfo& f);

}  // namespace vktexel::model
