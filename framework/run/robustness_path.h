// Which cases keep a device made for their robustness tier where the driver could select it per
// pipeline (issue 57). Applications mostly enable robustness per device, and a driver may
// implement the two paths differently, so a representative set stays on the device path: every
// format's 2D fetches with a tier (`ld.2d.*.ria`, `ld.2d.*.ria2`: the out-of-bounds cases),
// texel-buffer fetches with a tier, and every case that binds a null descriptor. Everything else
// with a tier runs on the one per-pipeline device, its pipeline asking for the tier
// (VkPipelineRobustnessCreateInfoEXT). A driver without pipelineRobustness runs every case on a
// device per tier. docs/speed.md, "Robustness per pipeline".
#pragma once

#include "run/case.h"

namespace vktexel {

bool takesDevicePath(const CaseSpec& c);

// "per device" or "per pipeline (where the device has pipelineRobustness)": the path a case takes,
// as `explain` and the HTML report print it.
const char* robustnessPathOf(const CaseSpec& c);

}  // namespace vktexel
