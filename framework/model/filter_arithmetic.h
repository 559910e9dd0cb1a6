// How far a LINEAR filter's result may sit from the exact weighted sum: the oracle's arithmetic
// policy (SEMANTICS §14.2, "No precision rule for the arithmetic"). The spec bounds the weights
// (subTexelPrecisionBits) but sets no precision for the weighted sum; its only general bound on
// sampling arithmetic is "about 1 part in 10^5" (fundamentals, "Floating-Point Computation"). So
// the oracle allows, per lerp stage (a 1D footprint is one stage, 2D two: along rows, then between
// them; 3D three), an error of one unit of the precision hardware filters that class of component
// in, and no more: a weight one step of a 2^-8 grid off moves a result by 1/256 of the texels'
// difference, which must still fail wherever the texels differ enough.
//
// - Normalized components of up to 8 bits (UNORM, SNORM; BC1-BC5, BC7 and ETC2 decode to 8 bits):
//   one 8-bit code per stage (1/255, SNORM 1/127). Hardware filters these in fixed point with
//   8-bit texels and weights, rounding each stage's result to a code: Mesa llvmpipe's 8.8 lerp
//   truncates or rounds to 8 bits after each stage; SwiftShader's 16-bit path truncates its products.
// - sRGB: texels are decoded to linear before filtering (Vulkan "Texel Decode"), each within its
//   own decode tolerance; the sum may err by 2^-12 per stage, the linear precision hardware keeps
//   (SwiftShader's 16-bit linear table, llvmpipe's floats).
// - Normalized components of 9 to 16 bits (UNORM16, SNORM16, 10-bit, EAC's 11 bits, D16): one code
//   of the component's bits per stage, and 2^-16 besides (SwiftShader's 16-bit weights sum to
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

}  // namespace vktexel::model
