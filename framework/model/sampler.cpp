#include "model/sampler.h"

namespace vktexel::model {

const char* toString(AddressMode m) {
  switch (m) {
    case AddressMode::Repeat: return "repeat";
    case AddressMode::MirroredRepeat: return "mirrored_repeat";
    case AddressMode::ClampToEdge: return "clamp_to_edge";
    case AddressMode::ClampToBorder: return "clamp_to_border";
    case AddressMode::MirrorClampToEdge: return "mirror_clamp_to_edge";
  }
  return "?";
}

const char* toString(BorderColor b) {
  switch (b) {
    case BorderColor::TransparentBlack: return "transparent_black";
    case BorderColor::OpaqueBlack: return "opaque_black";
    case BorderColor::OpaqueWhite: return "opaque_white";
  }
  return "?";
}

std::string SamplerSpec::key() const {
  return std::string(toString(u)) + "," + toString(v) + "," + toString(border);
}

}  // namespace vktexel::model
