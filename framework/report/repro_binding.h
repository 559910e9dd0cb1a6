// How a standalone repro binds the case's view (P-21): the descriptor array's size and the binding
// path of the case's run-time index (update-after-bind, mutable, descriptor buffer), as
// case_data.h constants that repro_template/repro.cpp and descriptor_buffer.h read.
#pragma once

#include "model/buffer_view.h"
#include "run/case.h"

#include <cstdint>
#include <string>

namespace vktexel {

// `texels`: a texel buffer's window (model/buffer_view.h; all 0 for images): the buffer's size, the
// buffer view's offset and range, and the range in whole texels a descriptor buffer's texel
// buffer descriptor gives, as the buffer view of the set path does.
std::string reproBindingHeader(const CaseSpec& c, const model::BufferViewWindow& texels, uint32_t texelBytes);

}  // namespace vktexel
