// OPAQUE_BLACK on R4G4B4A4 and B4G4R4A4 (Vulkan 1.4.323, "Border Replacement"): "Implementations
// may swap the blue and alpha channels when sampling non-custom border colors with the
// VK_FORMAT_B4G4R4A4_UNORM_PACK16 format, or the red and alpha channels with the
// VK_FORMAT_R4G4B4A4_UNORM_PACK16 format", so opaque black "will instead be sampled as transparent
// red or blue"; a device with rgba4OpaqueBlackSwizzled "will correctly produce an opaque black
// border color". 1.3.302 has no such permission. The oracle accepts the swap (every later spec
// allows it on a device that does not report the property, and no device here can) but does not
// prefer it: a swapped result is the "allowed, not preferred" outcome, never a plain pass
// (docs/sampled-lookups.md, "Border colours and view swizzles in lookups").
#pragma once

#include "model/fetch.h"

#include <functional>

namespace vktexel::model {

// The RGBA channel swapped with alpha: 0 (red) on R4G4B4A4, 2 (blue) on B4G4R4A4, else -1.
int rgba4SwapChannel(const FormatInfo& f);

// `expect` of the view as it is; where the format and an OPAQUE_BLACK border sampler allow the swap,
// also of the swapped reading, merged: accepted either way, preferred as the spec's opaque black.
FetchExpectation withRgba4BorderSwap(const FormatInfo& f, const ViewSpec& view,
                                     const std::function<FetchExpectation(const ViewSpec&)>& expect);

}  // namespace vktexel::model
