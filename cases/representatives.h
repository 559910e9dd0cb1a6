// One format per texel layout, for behaviour that happens before any texel is decoded.
//
// The seeds' clauses split in two. Some depend on the format: decoding, missing components,
// border colours, out-of-bounds replacement, swizzles, depth-compare precision; those run on
// every format. Others are coordinate arithmetic that Vulkan defines the same way for every
// format: address modes ("Wrapping Operation"), offsets, bounds, cube face selection and edges;
// those run on one format per texel layout a driver decodes differently. On a software driver
// each (format, view state, code path) costs JIT (docs/speed.md, "Coverage and
// JIT"), so the cross product bought compile time rather than coverage:
// - gathers: offsets and address modes; border colours and view swizzles on every format's 2D
//   view, on 2D arrays on the representatives; cube faces, edges and corners on the
//   representatives, depth compares on cubes on every depth format;
// - `ld` ConstOffsets: the representatives' sweep on every shape, one offset non-zero on every
//   axis on every other format and shape (a driver that scales offsets by a texel size still
//   fails on that format); coordinates an offset takes out of bounds on the representatives;
// - `ld` out of bounds under each robustness tier (each a device, so each tier compiles every
//   view again): every format on one 2D shape (cases/shapes.h formatSweepShape), the
//   representatives on every shape;
// - `ld` view swizzles: every format gets every mapping value (two rotations), every value on
//   every component (seven rotations) runs on the representatives: where a value lands is
//   routing, what it is depends on the format.
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
