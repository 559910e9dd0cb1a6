#include "model/sampler.h"

#include <cstdio>

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

const char* toString(Filter f) {
  return f == Filter::Linear ? "linear" : "nearest";
}

const char* toString(MipmapMode m) {
  return m == MipmapMode::Linear ? "linear" : "nearest";
}

namespace {

// What sampled lookups add to a key, empty for a gather's sampler.
std::string lookupStateKey(const SamplerSpec& s) {
  std::string k;
  if (s.w != AddressMode::ClampToEdge) k += std::string(",w_") + toString(s.w);
  if (s.magFilter != Filter::Nearest || s.minFilter != Filter::Nearest)
    k += std::string(",mag_") + toString(s.magFilter) + ",min_" + toString(s.minFilter);
  if (s.unnormalized) k += ",unnormalized";
  if (s.mipmapMode != MipmapMode::Nearest) k += std::string(",mip_") + toString(s.mipmapMode);
  const auto number = [](float x) {
    char text[32];
    std::snprintf(text, sizeof text, "%g", double(x));
    return std::string(text);
  };
  if (s.mipLodBias != 0) k += ",bias_" + number(s.mipLodBias);
  if (s.minLod != 0) k += ",minlod_" + number(s.minLod);
  if (s.maxLod != kLodClampNone) k += ",maxlod_" + number(s.maxLod);
  return k;
}

}  // namespace

std::string SamplerSpec::key() const {
  return std::string(toString(u)) + "," + toString(v) + "," + toString(border) +
         (depthCompare ? std::string(",compare_") + toString(compareOp) : "") + lookupStateKey(*this);
}

std::string SamplerSpec::compiledStateKey() const {
  return std::string(toString(u)) + "," + toString(v) +
         (depthCompare ? std::string(",compare_") + toString(compareOp) : "") + lookupStateKey(*this);
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
