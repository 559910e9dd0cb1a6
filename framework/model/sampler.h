// The sampler state a gather reads through (SEMANTICS §5.1): address modes and border colour.
#pragma once

#include <cstdint>
#include <string>

namespace vktexel::model {

enum class AddressMode : uint8_t { Repeat, MirroredRepeat, ClampToEdge, ClampToBorder, MirrorClampToEdge };
enum class BorderColor : uint8_t { TransparentBlack, OpaqueBlack, OpaqueWhite };
// VkCompareOp order. Reference = Dref, test = the texel's depth: Less means Dref < D (trap 14).
enum class CompareOp : uint8_t { Never, Less, Equal, LessOrEqual, Greater, NotEqual, GreaterOrEqual, Always };
const char* toString(CompareOp op);
bool compare(CompareOp op, double reference, double test);
const char* toString(AddressMode m);
const char* toString(BorderColor b);

struct SamplerSpec {
  AddressMode u = AddressMode::ClampToEdge, v = AddressMode::ClampToEdge;
  BorderColor border = BorderColor::TransparentBlack;  // INT_ or FLOAT_ by the format's sampled type
  bool depthCompare = false;                           // a shadow sampler: OpImageDrefGather (P-25, S-05)
  CompareOp compareOp = CompareOp::Less;
  std::string key() const;
  // key() without the border colour: the state drivers compile into a shader (GPUs and llvmpipe
  // read the border colour from the sampler at run time).
  std::string compiledStateKey() const;
};

}  // namespace vktexel::model
