// Names the texel a driver returned instead of the expected one, by searching the model image
// for texels whose value matches the raw result (fills make texels distinct where bits allow).
#pragma once

#include "model/expectation.h"
#include "model/fetch.h"
#include "model/image.h"

#include <string>

namespace vktexel {

std::string diagnoseFetch(const model::HostImage& image, const model::ViewSpec& view,
                          const model::RawResult& got);

}  // namespace vktexel
