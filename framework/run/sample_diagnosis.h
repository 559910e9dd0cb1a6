// Which weighting of its footprint a wrong LINEAR result is: the report says what the driver did
// instead (SEMANTICS §14.3), as gathers name the texels a wrong footprint read.
#pragma once

#include "model/expectation.h"
#include "model/fetch.h"

#include <string>

namespace vktexel {

// The weights, on a grid of 2^-10 per axis (2^-6 on 3D footprints), whose weighted sum of the
// footprint's texels lies nearest `got`, and how far it is: "is the footprint at (3, 2) weighted
// alpha = 0.2627, beta = 0.5 (largest difference 1.5e-07); the model: alpha 0.25, beta 0.5".
// Empty where the footprint holds no float texel values.
std::string diagnoseLinearLookup(const model::LinearFootprint& f, const model::RawResult& got);

}  // namespace vktexel
