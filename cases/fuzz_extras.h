// Dimensions of the drawn space added after seeds were first recorded (issue 66): block-compressed
// formats, ConstOffset on sampled lookups and fetches, depth-compare gathers, .f16 results,
// run-time descriptor indices, texel buffers. Each is decided from a second stream of the case
// (extraStream), after its family has drawn the case from its own, so a case that takes none is
// drawn exactly as before: recorded seeds, the CI seed and the drawn names the baselines list keep
// their cases. A case that takes one is renamed by it.
#pragma once

#include "run/case.h"

#include "model/splitmix.h"

#include <cstdint>

namespace vktexel::cases {

// The case's second stream, apart from the one its family draws from.
model::SplitMix64 extraStream(uint64_t seed, uint64_t index);

// One fetch, lookup or gather case of a 2D or 2D-array view in eight reads a block-compressed
// format of the suite instead (BC, ETC2, EAC, ASTC: a device without the family reports
// NotSupported naming its feature). Sampled lookups of cube views keep theirs (their fill makes
// cube corners equal, which compressed blocks cannot).
void drawCompressedFormat(CaseSpec& c, model::SplitMix64& x);

// One explicit-Lod or Grad lookup case of a non-cube view in five, and one fetch case in six, gives
// every probe one ConstOffset in [-8, 7] per axis (every device's minTexelOffset and maxTexelOffset
// bounds; SEMANTICS P-09, LD-09). A fetch's texel moves so that texel + offset stays in its level.
void drawConstOffset(CaseSpec& c, model::SplitMix64& x);

// One gather case of a 2D, 2D-array or cube view in six becomes a depth-compare gather (P-25):
// a depth format (or aspect) of the suite, a drawn compare op, and per probe a Dref on 0, 1, outside
// [0, 1] or uniform.
void drawDrefGather(CaseSpec& c, model::SplitMix64& x);

// One gather or explicit-Lod or Grad lookup case in six returns PTX's `.f16x2` or `.f16` (P-20,
// S-09): the shader packs the vec4 with PackHalf2x16, (x, y) and (z, w), or x alone. A depth
// compare's single value packs as `.f16`; views whose depth compares are generated at Lod 0 only
// (2D array, cube) and sparse reads keep the plain result.
void drawHalfPacking(CaseSpec& c, model::SplitMix64& x);

// One case in eight reads its view through a descriptor array indexed at run time (P-21), in one of
// the forms of the fixed suite's `.index_*` twins (cases/indexed.cpp): dynamically uniform, NonUniform
// scattered or in runs, update-after-bind, mutable descriptors (not for combined image samplers),
// a descriptor buffer, uniform or NonUniform. The name ends in the twin's suffix.
void drawRunTimeIndex(CaseSpec& c, model::SplitMix64& x);

// One fetch case in eight without an offset operand reads a uniform texel buffer of its format
// instead (LD-01, LD-18; D3D `ld` on a Buffer): a view of as many elements as the image was wide,
// starting 0, 256 or 512 texels into the buffer (a multiple of every device's largest
// minTexelBufferOffsetAlignment for every texel size) with 0 to 61 texels after it, or
// VK_WHOLE_SIZE to the buffer's end over a ragged tail of fewer bytes than a texel. The probes are
// drawn again over the view's elements, edges half the time; under a robustness tier half of them
// lie outside the view (just past either end, far past), which robustBufferAccess(2) defines.
// Half of them ask OpImageQuerySize in every fifth probe (`_size`; txq on a buffer, P-30).
void drawTexelBuffer(CaseSpec& c, model::SplitMix64& x);

}  // namespace vktexel::cases
