// One format per texel layout, for gather behaviour that happens before any texel is decoded.
//
// The seeds' clauses split in two. Some depend on the format: decoding, missing components,
// border colours, out-of-bounds replacement, swizzles; those run on every format. Others are
// coordinate arithmetic that Vulkan defines the same way for every format: address modes
// ("Wrapping Operation") and offsets, which move the footprint in texel space. For gathers those
// run on one format per texel layout a driver decodes differently: on a software driver each
// (format, gather path) pair costs a JIT of ~10 ms (expected/lavapipe/README.md, "Coverage and
// JIT"), so the cross product bought compile time rather than coverage. `ld` offsets stay on
// every format: a fetch path costs a quarter of that, and the cut measured 15 s of 71 s.
// Gather border colours and view swizzles depend on the format but not on the view type: they
// run on every format's 2D view, and on 2D arrays on the representatives only. `ld` coordinates
// that an offset takes out of bounds run on the representatives (the bounds check after the
// offset is arithmetic; every format keeps its plain out-of-bounds cases under each tier). `ld`
// view swizzles: every format gets every mapping value (two rotations), every value on every
// component (seven rotations) runs on the representatives: where a value lands is routing, what
// it is depends on the format.
#pragma once

#include "model/formats.h"

#include <vector>

namespace vktexel::cases {

// r8_unorm, r8g8b8a8_unorm, b8g8r8a8_srgb, r8g8b8_unorm, r16g16b16_unorm, r32g32b32_sfloat,
// r16g16_sint, r32_uint,
// r16g16b16a16_sfloat, r32g32b32a32_sfloat, r5g6b5_unorm_pack16, a2b10g10r10_unorm_pack32,
// b10g11r11_ufloat_pack32, e5b9g9r9_ufloat_pack32, bc1_rgba_unorm_block, bc3_unorm_block,
// d32_sfloat, s8_uint and the depth aspect of d24_unorm_s8_uint.
bool isLayoutRepresentative(const model::FormatInfo& f);

// Their names, in the order above (for tests and documentation).
const std::vector<const char*>& layoutRepresentativeNames();

}  // namespace vktexel::cases
