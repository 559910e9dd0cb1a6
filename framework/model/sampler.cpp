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
  return std::string(toString(u)) + "," + toString(v) + "," + toString(border) +
         (depthCompare ? std::string(",compare_") + toString(compareOp) : "");
}

std::string SamplerSpec::compiledStateKey() const {
  return std::string(toString(u)) + "," + toString(v) +
         (depthCompare ? std::string(",compare_") + toString(compareOp) : "");
}

const char* toString(CompareOp op) {
  switch (op) {
    case CompareOp::Never: return "never";
    case CompareOp::Less: return "less";
    case CompareOp::Equal: return "equal";
    case CompareOp::LessOrEqual: return "less_or_equal";
    case CompareOp::Greater: return "greater";
    case CompareOp::NotEqual: return "not_equal";
    case CompareOp::GreaterOrEqual: return "greater_or_equal";
    case CompareOp::Always: return "always";
  }
  return "?";
}

bool compare(CompareOp op, double reference, double test) {
  switch (op) {
    case CompareOp::Never: return false;
    case CompareOp::Less: return reference < test;
    case CompareOp::Equal: return reference == test;
    case CompareOp::LessOrEqual: return reference <= test;
    case CompareOp::Greater: return reference > test;
    case CompareOp::NotEqual: return reference != test;
    case CompareOp::GreaterOrEqual: return reference >= test;
    case CompareOp::Always: return true;
  }
  return false;
}

}  // namespace vktexel::model
