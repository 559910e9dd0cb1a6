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

enum class Filter : uint8_t { Nearest, Linear };
const char* toString(Filter f);
enum class MipmapMode : uint8_t { Nearest, Linear };
const char* toString(MipmapMode m);

// VK_LOD_CLAMP_NONE as the model's maxLod: larger than any level count.
constexpr float kLodClampNone = 1000.0f;

struct SamplerSpec {
  AddressMode u = AddressMode::ClampToEdge, v = AddressMode::ClampToEdge;
  BorderColor border = BorderColor::TransparentBlack;  // INT_ or FLOAT_ by the format's sampled type
  bool depthCompare = false;  // a shadow sampler: OpImageDrefGather (P-25, S-05), OpImageSampleDref* (P-10)
  CompareOp compareOp = CompareOp::Less;
  // Sampled lookups (SEMANTICS §14): λ <= 0 takes magFilter, λ > 0 minFilter. Gathers ignore both.
  Filter magFilter = Filter::Nearest, minFilter = Filter::Nearest;
  bool unnormalized = false;  // unnormalizedCoordinates (P-07): 1D/2D, one level, clamp modes only
  AddressMode w = AddressMode::ClampToEdge;  // 3D views (sampled lookups)
  // Level of detail (model/lod_selection.h): mipmapMode, mipLodBias, minLod and maxLod (0 with
  // unnormalized coordinates, which the sampler is then created with).
  MipmapMode mipmapMode = MipmapMode::Nearest;
  // A LINEAR magFilter or minFilter: some lookup through the sampler may blend texels.
  bool filtersLinearly() const { return magFilter == Filter::Linear || minFilter == Filter::Linear; }
  float mipLodBias = 0, minLod = 0, maxLod = kLodClampNone;
  // The model's reading of a driver that swaps OPAQUE_BLACK's alpha on R4G4B4A4 / B4G4R4A4
  // (model/rgba4_border.h); never a sampler created on a device, never in key().
  bool rgba4BlackSwapped = false;
  // The sampler's key; the fields gathers never vary are named only when they differ from their
  // defaults, so the keys of earlier cases stay as they were.
  std::string key() const;
  // key() without the border colour: the state drivers compile into a shader (GPUs and llvmpipe
  // read the border colour from the sampler at run time).
  std::string compiledStateKey() const;
};

}  // namespace vktexel::model
