// Feature gates: what a case needs from the device beyond its robustness tier. A missing gate
// makes the case NotSupported, naming what is missing; it never passes.
#pragma once

#include "run/case.h"
#include "vk/device.h"

#include <string>

namespace vktexel {

struct Gate {
  std::string missing;  // empty: the device can run the case; else the feature, format feature or limit
  bool violatesSpec =
      false;  // the spec requires what is missing (a mandatory format): Fail, not NotSupported
};

Gate checkGates(const vk::Device& device, const CaseSpec& c);

}  // namespace vktexel
