// The texel a CLAMP_TO_BORDER lookup reads outside the image (SEMANTICS §5.1, §12 trap 4): the
// border colour in the format's own components only, then Conversion to RGBA supplies the rest.
#pragma once

#include "model/codec.h"
#include "model/formats.h"
#include "model/sampler.h"

namespace vktexel::model {

// R8 with opaque white reads (1, 0, 0, 1): the missing G and B are 0, alpha one. `everyComponent`
// is the border_all_components fault: all four from the border colour, (1, 1, 1, 1).
// `rgba4Swapped`: OPAQUE_BLACK with alpha swapped with red (R4G4B4A4) or blue (B4G4R4A4), the
// reading 1.4.323 lets a driver take (model/rgba4_border.h); no effect on other formats or colours.
Rgba borderRgba(const FormatInfo& f, BorderColor b, bool everyComponent = false, bool rgba4Swapped = false);

}  // namespace vktexel::model
