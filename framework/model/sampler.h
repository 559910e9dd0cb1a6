// The sampler state a gather reads through (SEMANTICS §5.1): address modes and border colour.
#pragma once

#include <cstdint>
#include <string>

namespace vktexel::model {

enum class AddressMode : uint8_t { Repeat, MirroredRepeat, ClampToEdge, ClampToBorder, MirrorClampToEdge };
enum class BorderColor : uint8_t { TransparentBlack, OpaqueBlack, OpaqueWhite };
const char* toString(AddressMode m);
const char* toString(BorderColor b);

struct SamplerSpec {
  AddressMode u = AddressMode::ClampToEdge, v = AddressMode::ClampToEdge;
  BorderColor border = BorderColor::TransparentBlack;  // INT_ or FLOAT_ by the format's sampled type
  std::string key() const;
};

}  // namespace vktexel::model
