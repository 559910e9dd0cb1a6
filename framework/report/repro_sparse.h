// The sparse binding of a standalone repro (repro_template/sparse_binding.h): which pages of a
// sparse-resident image the case binds (SEMANTICS §8), as case_data.h constants.
#pragma once

#include "model/image.h"

#include <string>

namespace vktexel {

// case_data.h's sparse section (defines REPRO_SPARSE): the page shape, the model's mip tail, and
// every page the case binds, in every level.
std::string reproSparseHeader(const model::ImageSpec& spec);

}  // namespace vktexel
