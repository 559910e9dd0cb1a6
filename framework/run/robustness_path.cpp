#include "run/robustness_path.h"

namespace vktexel {

bool takesDevicePath(const CaseSpec& c) {
  if (c.view.null) return true;
  if (c.tier == model::Tier::None) return false;
  return c.view.type == model::ViewType::Buffer || c.name.rfind("ld.2d.", 0) == 0;
}

const char* robustnessPathOf(const CaseSpec& c) {
  if (c.tier == model::Tier::None && !c.view.null) return "none needed (no tier, no null descriptor)";
  return takesDevicePath(c) ? "per device: a device made for the tier (the device path's representative set)"
                            : "per pipeline where the device has pipelineRobustness, else per device";
}

}  // namespace vktexel
