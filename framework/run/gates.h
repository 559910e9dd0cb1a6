// Feature gates: what a case needs from the device beyond its robustness tier. A missing gate
// makes the case NotSupported, naming what is missing; it never passes. A missing format feature
// that the Vulkan spec requires makes it a Fail instead, citing the spec.
#pragma once

#include "run/case.h"
#include "vk/device.h"

#include <string>

namespace vktexel {

struct Gate {
  std::string missing;  // empty: the device can run the case; else the feature, format feature or limit
  bool violatesSpec =
      false;  // the spec requires what is missing (a mandatory format): Fail, not NotSupported
};

Gate checkGates(const vk::Device& device, const CaseSpec& c);

// What a device reports for one format, as the format gates below read it.
struct FormatSupport {
  VkFormatFeatureFlags optimalTiling = 0;
  VkFormatFeatureFlags buffer = 0;
  // VK_FORMAT_FEATURE_2_SAMPLED_IMAGE_DEPTH_COMPARISON_BIT; before Vulkan 1.3 Device::depthComparison
  // reports SAMPLED_IMAGE, which then implies it.
  bool depthComparison = false;
  // Block-compressed formats: the device has the family's feature (model::compressionFeature).
  bool compressionFamily = false;
  // ASTC: the device supports HDR decoding (textureCompressionASTC_HDR).
  bool astcHdrDecoding = false;
};

// The format gates, without a device: SAMPLED_IMAGE (optimal tiling; for a block-compressed
// format first its family's feature, which makes SAMPLED_IMAGE mandatory), depth comparison and
// UNIFORM_TEXEL_BUFFER. Empty when supported; violatesSpec where the spec requires the feature
// ("Required Format Support"), the message then naming the table or rule.
Gate sampledImageGate(const model::FormatInfo& f, const FormatSupport& s);
Gate depthComparisonGate(const model::FormatInfo& f, const FormatSupport& s);
Gate uniformTexelBufferGate(const model::FormatInfo& f, const FormatSupport& s);

}  // namespace vktexel
