// How a standalone repro binds the case's view (P-21): the descriptor array's size and the binding
// path of the case's run-time index (update-after-bind, mutable, descriptor buffer), as
// case_data.h constants that repro_template/repro.cpp and descriptor_buffer.h read.
#pragma once

#include "run/case.h"

#include <cstdint>
#include <string>

namespace vktexel {

// texelBufferRange: a texel buffer's bytes in whole texels (0 for images): the range a descriptor
// buffer's texel buffer descriptor gives, as the buffer view of the set path does.
std::string reproBindingHeader(const CaseSpec& c, uint64_t texelBufferRange);

}  // namespace vktexel
