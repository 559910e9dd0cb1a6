// How far a LINEAR filter's result may sit from the exact weighted sum: the oracle's arithmetic
// policy (SEMANTICS §14.2, "The arithmetic: a vague rule, read per format class"). The spec bounds
// the weights (subTexelPrecisionBits); for the weighted sum its only rule is "Floating-Point
// Computation"'s, which covers texture sampling: "accurate to about 1 part in 10^5". Fixed-point
// filters cannot meet that on 8-bit formats, so this is the suite's stated reading of a vague rule
// (D3D11.3 7.18.16.2: fixed-point filtering with at least the format's precision; VK-GL-CTS passes
// format-precision filtering), not the letter. The oracle allows, per lerp stage (a 1D footprint
// is one stage, 2D two: along rows, then between them; 3D three), an error of one unit of the
// precision hardware filters that class of component in, and no more: a weight one step of a
// 2^-8 grid off moves a result by 1/256 of the texels' difference, which must still fail wherever
// the texels differ enough.
//
// - Normalized components of up to 8 bits (UNORM, SNORM; BC1-BC3, BC7 and ETC2 decode to 8 bits):
//   one 8-bit code per stage (1/255, SNORM 1/127). Hardware filters these in fixed point with
//   8-bit texels and weights, rounding each stage's result to a code: Mesa llvmpipe's 8.8 lerp
//   truncates or rounds to 8 bits after each stage; SwiftShader's 16-bit path truncates its products.
// - sRGB: texels are decoded to linear before filtering (Vulkan "Texel Decode"), each within its
//   own decode tolerance; the sum may err by 2^-12 per stage, the linear precision hardware keeps
//   (SwiftShader's 16-bit linear table, llvmpipe's floats).
// - Normalized components of 9 to 16 bits (UNORM16, SNORM16, 10-bit, EAC's 11 bits, D16; BC4 and
//   BC5 as 16 bits, the internal resolution D3D11.3 19.5.2's 1/65535 asks): one code of the
//   component's bits per stage, and 2^-16 besides (SwiftShader's 16-bit weights sum to
//   65535/65536).
// - Half-precision floats (binary16, B10G11R11, E5B9G9R9, BC6H, ASTC UNORM's decode_float16):
//   2^-10 of the footprint's largest magnitude per stage, binary16's precision, and never less than
//   2^-24, binary16's subnormal spacing: a result near zero filtered in binary16 lands on that grid
//   (an NVIDIA H200 returns 2^-23 for an E5B9G9R9 sum of 1.5 x 2^-24).
// - binary32 and wider integers of depth (D32_SFLOAT, X8_D24): 2^-16 of the largest magnitude per
//   stage, the spec's 1 in 10^5.
#pragma once

#include "model/formats.h"

namespace vktexel::model {

enum class FilterClass : uint8_t { Normalized8, Srgb8, Normalized16, Half, Single };
const char* toString(FilterClass c);

// The class of the view format's component feeding `channel` (0..3 = R, G, B, A; depth reads as R).
FilterClass filterClassOf(const FormatInfo& f, int channel);

// The error allowed per lerp stage for a footprint whose largest texel magnitude is `magnitude`.
double filterStageTolerance(const FormatInfo& f, int channel, double magnitude);

// The error allowed where no stage blends (every weight exactly 0 or 1: a texel centre on every
// axis): the texel enters the filter rounded to the nearest unit of its class's precision, half a
// stage's unit, and no arithmetic follows. A decode that fails a fetch by more (5- and 6-bit
// components widened by bit replication: up to 0.71 of an 8-bit code) fails here too, where a
// stage's whole unit would hide it (issue 55, item 2; docs/oracle.md).
double texelRepresentationTolerance(const FormatInfo& f, int channel, double magnitude);

}  // namespace vktexel::model
