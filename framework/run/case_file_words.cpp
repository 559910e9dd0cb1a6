#include "run/case_file_words.h"

namespace vktexel::case_file {
namespace {

// Each list follows its enumeration's order (static_asserts below keep the counts in step).
constexpr const char* kImageDimWords[] = {"1d", "2d", "3d", "buffer"};
constexpr const char* kFillWords[] = {
    "ordinary", "float_specials", "equal_cube_corners", "one_hot",    "every_block_mode",
    "cleared",  "weight_readout", "layer_constant",     "filterable", "level_readout"};
constexpr const char* kTierWords[] = {"none", "ria", "ria2"};
constexpr const char* kViewTypeWords[] = {"1d",     "1d_array", "2d",         "2d_array", "3d",
                                          "buffer", "cube",     "cube_array", "2d_ms",    "2d_ms_array"};
constexpr const char* kAspectWords[] = {"color", "depth", "stencil", "depth_stencil"};
constexpr const char* kAddressModeWords[] = {"repeat", "mirrored_repeat", "clamp_to_edge", "clamp_to_border",
                                             "mirror_clamp_to_edge"};
constexpr const char* kBorderColorWords[] = {"transparent_black", "opaque_black", "opaque_white"};
constexpr const char* kCompareOpWords[] = {
    "never", "less", "equal", "less_or_equal", "greater", "not_equal", "greater_or_equal", "always"};
constexpr const char* kFilterWords[] = {"nearest", "linear"};
constexpr const char* kProbeOpWords[] = {"fetch",  "query_size_lod", "query_levels", "query_samples",
                                         "gather", "sample",         "sample_dref",  "sample_grad"};
constexpr const char* kHalfPackingWords[] = {"none", "pairs", "low"};
constexpr const char* kSparseReadWords[] = {"no", "texel", "residency"};
constexpr const char* kSlotIndexWords[] = {
    "constant",          "uniform", "nonuniform_scattered", "nonuniform_runs",
    "update_after_bind", "mutable", "descriptor_buffer",    "nonuniform_descriptor_buffer"};

static_assert(size_t(model::FillPattern::LevelReadout) + 1 == std::size(kFillWords));
static_assert(size_t(model::ViewType::D2MSArray) + 1 == std::size(kViewTypeWords));
static_assert(size_t(model::AddressMode::MirrorClampToEdge) + 1 == std::size(kAddressModeWords));
static_assert(size_t(model::CompareOp::Always) + 1 == std::size(kCompareOpWords));
static_assert(size_t(model::ProbeOp::SampleGrad) + 1 == std::size(kProbeOpWords));
static_assert(size_t(model::ProbeOp::SampleDref) == 6 && size_t(model::ProbeOp::Sample) == 5);
static_assert(size_t(shadergen::SlotIndex::NonUniformDescriptorBuffer) + 1 == std::size(kSlotIndexWords));
static_assert(size_t(model::Aspect::DepthStencil) + 1 == std::size(kAspectWords));

template <typename E, size_t N>
constexpr Words<E> words(const char* const (&w)[N]) {
  return Words<E>{w, N};
}

constexpr char kSwizzleLetters[] = {'i', '0', '1', 'r', 'g', 'b', 'a'};

}  // namespace

template <typename E>
std::string Words<E>::list() const {
  std::string s;
  for (size_t i = 0; i < count; ++i) s += std::string(i ? (i + 1 == count ? " or " : ", ") : "") + words[i];
  return s;
}

const Words<model::ImageDim> kImageDims = words<model::ImageDim>(kImageDimWords);
const Words<model::FillPattern> kFills = words<model::FillPattern>(kFillWords);
const Words<model::Tier> kTiers = words<model::Tier>(kTierWords);
const Words<model::ViewType> kViewTypes = words<model::ViewType>(kViewTypeWords);
const Words<model::Aspect> kAspects = words<model::Aspect>(kAspectWords);
const Words<model::AddressMode> kAddressModes = words<model::AddressMode>(kAddressModeWords);
const Words<model::BorderColor> kBorderColors = words<model::BorderColor>(kBorderColorWords);
const Words<model::CompareOp> kCompareOps = words<model::CompareOp>(kCompareOpWords);
const Words<model::Filter> kFilters = words<model::Filter>(kFilterWords);
const Words<model::MipmapMode> kMipmapModes = words<model::MipmapMode>(kFilterWords);
const Words<model::ProbeOp> kProbeOps = words<model::ProbeOp>(kProbeOpWords);
const Words<model::HalfPacking> kHalfPackings = words<model::HalfPacking>(kHalfPackingWords);
const Words<model::SparseRead> kSparseReads = words<model::SparseRead>(kSparseReadWords);
const Words<shadergen::SlotIndex> kSlotIndexes = words<shadergen::SlotIndex>(kSlotIndexWords);

template struct Words<model::ImageDim>;
template struct Words<model::FillPattern>;
template struct Words<model::Tier>;
template struct Words<model::ViewType>;
template struct Words<model::Aspect>;
template struct Words<model::AddressMode>;
template struct Words<model::BorderColor>;
template struct Words<model::CompareOp>;
template struct Words<model::Filter>;
template struct Words<model::MipmapMode>;
template struct Words<model::ProbeOp>;
template struct Words<model::HalfPacking>;
template struct Words<model::SparseRead>;
template struct Words<shadergen::SlotIndex>;

char swizzleWord(model::Swizzle s) {
  return size_t(s) < std::size(kSwizzleLetters) ? kSwizzleLetters[size_t(s)] : '?';
}

std::optional<model::Swizzle> readSwizzle(char c) {
  for (size_t i = 0; i < std::size(kSwizzleLetters); ++i)
    if (kSwizzleLetters[i] == c) return model::Swizzle(i);
  return std::nullopt;
}

}  // namespace vktexel::case_file
