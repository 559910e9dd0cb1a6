// How far a LINEAR filter's result may sit from the exact weighted sum: the oracle's arithmetic
// policy (SEMANTICS §14.2). The spec bounds the weights (subTexelPrecisionBits); for the weighted sum
// its rule is "Floating-Point Computation"'s, which covers texture sampling ("accurate to about 1
// part in 10^5"), and Vulkan 1.3.280 (and 1.4.360) "Numeric Representation and Computation" adds:
// "In some cases, the representation and/or precision of operations is implicitly limited by the
// specified format of vertex or texel data consumed by Vulkan." The letter (Pass) is read from that
// sentence: per lerp stage (a 1D footprint is one stage, 2D two, 3D three) one unit of the texel
// format's own precision, and no more (issue 64, item 5). A weight one step of a 2^-8 grid off moves
// a result by 1/256 of the texels' difference, which must still fail wherever the texels differ.
//
// - Normalized components of up to 8 bits (UNORM, SNORM; BC1-BC3, BC7 and ETC2 decode to 8 bits):
//   one 8-bit code per stage (1/255, SNORM 1/127), the format's precision (Mesa llvmpipe's 8.8 lerp
//   rounds each stage to a code).
// - sRGB: texels are decoded to linear before filtering (Vulkan "Texel Decode"), each within its
//   own decode tolerance; the sum may err by 2^-12 per stage, finer than any linear step of an
//   8-bit sRGB code.
// - Normalized components of 9 to 16 bits (UNORM16, SNORM16, 10-bit, EAC's 11 bits, D16; BC4 and
//   BC5 as 16 bits, the internal resolution D3D11.3 19.5.2's 1/65535 asks): one code of the
//   component's bits per stage.
// - Half-precision floats (binary16, B10G11R11, E5B9G9R9, BC6H, ASTC UNORM's decode_float16): one
//   binary16 ULP of the footprint's largest magnitude per stage, and never less than 2^-24,
//   binary16's subnormal spacing (an NVIDIA H200 returns 2^-23 for an E5B9G9R9 sum of 1.5 x 2^-24).
// - binary32 and wider integers of depth (D32_SFLOAT, X8_D24): 2^-16 of the largest magnitude per
//   stage, the spec's 1 in 10^5.
//
// The stated reading beyond the letter (kFilterArithmeticReading, a cited bound: QualityWarning):
// one code + 2^-16 for 9-16-bit normalized components (SwiftShader's 16-bit weights sum to
// 65535/65536) and 2^-10 of the largest magnitude for half-precision classes (up to two ULPs).
#pragma once

#include "model/formats.h"

namespace vktexel::model {

enum class FilterClass : uint8_t { Normalized8, Srgb8, Normalized16, Half, Single };
const char* toString(FilterClass c);

// The class of the view format's component feeding `channel` (0..3 = R, G, B, A; depth reads as R).
FilterClass filterClassOf(const FormatInfo& f, int channel);

// The error allowed per lerp stage for a footprint whose largest texel magnitude is `magnitude`: the
// letter, or with `reading` the stated reading beyond it.
double filterStageTolerance(const FormatInfo& f, int channel, double magnitude, bool reading = false);

// Whether the stated reading allows more than the letter for any channel of `f`.
bool filterReadingWidens(const FormatInfo& f);

// The reading, as reports name it.
extern const char* const kFilterArithmeticReading;

// The error allowed where no stage blends (every weight exactly 0 or 1: a texel centre on every
// axis): the texel enters the filter rounded to the nearest unit of its class's precision, half a
// stage's unit, and no arithmetic follows. A decode that fails a fetch by more (5- and 6-bit
// components widened by bit replication: up to 0.71 of an 8-bit code) fails here too, where a
// stage's whole unit would hide it (issue 55, item 2; docs/oracle.md).
double texelRepresentationTolerance(const FormatInfo& f, int channel, double magnitude, bool reading = false);

}  // namespace vktexel::model
