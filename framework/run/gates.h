// Feature gates: what a case needs from the device beyond its robustness tier. A missing gate
// makes the case NotSupported, naming what is missing; it never passes.
#pragma once

#include "run/case.h"
#include "vk/device.h"

#include <string>

namespace vktexel {

// Empty when the device can run the case, else the missing feature, format feature or limit.
std::string missingGate(const vk::Device& device, const CaseSpec& c);

}  // namespace vktexel
