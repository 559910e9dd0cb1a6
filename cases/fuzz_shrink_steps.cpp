#include "fuzz_shrink_steps.h"

#include "model/formats.h"
#include "model/image.h"
#include "run/judge.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>

namespace vktexel::cases {
namespace {

using model::AddressMode;
// The image keeps a level chain that fits its size, and the view's levels within it.
std::optional<CaseSpec> withChainFitted(CaseSpec c) {
  const uint32_t full = model::fullMipLevels(c.image.width, c.image.height, c.image.depth);
  c.image.levels = std::min(c.image.levels, full);
  if (c.view.baseLevel >= c.image.levels) return std::nullopt;
  c.view.levelCount = std::min(c.view.levelCount, c.image.levels - c.view.baseLevel);
  return c;
}

std::optional<CaseSpec> keepProbes(const CaseSpec& c, const std::vector<size_t>& which) {
  if (which.empty() || which.size() >= c.probes.size()) return std::nullopt;
  CaseSpec s = c;
  s.probes.clear();
  for (size_t i : which) s.probes.push_back(c.probes.at(i));
  return s;
}

std::optional<CaseSpec> oneFailingProbe(const CaseSpec& c, const std::vector<size_t>& failing) {
  return failing.empty() ? std::nullopt : keepProbes(c, {failing.front()});
}

std::optional<CaseSpec> failingProbes(const CaseSpec& c, const std::vector<size_t>& failing) {
  return keepProbes(c, failing);
}

// Halves of the probes, for failures that need company: a driver that shares state across the
// invocations of a group (a Lod, a filter choice) fails a probe only beside others.
template <int Half>
std::optional<CaseSpec> probeHalf(const CaseSpec& c, const std::vector<size_t>&) {
  if (c.probes.size() < 2) return std::nullopt;
  std::vector<size_t> which;
  const size_t middle = c.probes.size() / 2;
  for (size_t i = Half == 0 ? 0 : middle; i < (Half == 0 ? middle : c.probes.size()); ++i) which.push_back(i);
  return keepProbes(c, which);
}

std::optional<CaseSpec> halveSize(const CaseSpec& c, const std::vector<size_t>&) {
  if (c.image.width == 1 && c.image.height == 1 && c.image.depth == 1) return std::nullopt;
  CaseSpec s = c;
  s.image.width = std::max(1u, c.image.width / 2);
  s.image.height = std::max(1u, c.image.height / 2);
  s.image.depth = std::max(1u, c.image.depth / 2);
  return withChainFitted(s);
}

// One axis to 1 (not a cube's: its faces stay square).
template <int Axis>
std::optional<CaseSpec> axisToOne(const CaseSpec& c, const std::vector<size_t>&) {
  uint32_t model::ImageSpec::*axis = Axis == 0   ? &model::ImageSpec::width
                                     : Axis == 1 ? &model::ImageSpec::height
                                                 : &model::ImageSpec::depth;
  if (c.image.*axis == 1 || model::isCube(c.view.type) || c.image.cubeCompatible) return std::nullopt;
  CaseSpec s = c;
  s.image.*axis = 1;
  return withChainFitted(s);
}

std::optional<CaseSpec> levelsAboveTheView(const CaseSpec& c, const std::vector<size_t>&) {
  const uint32_t needed = c.view.baseLevel + c.view.levelCount;
  if (c.image.levels <= needed) return std::nullopt;
  CaseSpec s = c;
  s.image.levels = needed;
  return s;
}

std::optional<CaseSpec> layersAboveTheView(const CaseSpec& c, const std::vector<size_t>&) {
  const uint32_t needed = c.view.baseLayer + c.view.layerCount;
  if (c.image.layers <= needed || (c.image.cubeCompatible && needed % 6)) return std::nullopt;
  CaseSpec s = c;
  s.image.layers = needed;
  return s;
}

std::optional<CaseSpec> layersBelowTheView(const CaseSpec& c, const std::vector<size_t>&) {
  if (c.view.baseLayer == 0 || (c.image.cubeCompatible && c.view.baseLayer % 6)) return std::nullopt;
  CaseSpec s = c;
  s.image.layers -= c.view.baseLayer;
  s.view.baseLayer = 0;
  return s;
}

std::optional<CaseSpec> oneViewLevel(const CaseSpec& c, const std::vector<size_t>&) {
  if (c.view.levelCount == 1) return std::nullopt;
  CaseSpec s = c;
  s.view.levelCount = 1;
  return s;
}

std::optional<CaseSpec> viewFromLevelZero(const CaseSpec& c, const std::vector<size_t>&) {
  if (c.view.baseLevel == 0) return std::nullopt;
  CaseSpec s = c;
  s.view.baseLevel = 0;
  return s;
}

std::optional<CaseSpec> oneViewLayer(const CaseSpec& c, const std::vector<size_t>&) {
  if (c.view.layerCount == 1 || model::isCube(c.view.type) || !model::isArrayed(c.view.type))
    return std::nullopt;
  CaseSpec s = c;
  s.view.layerCount = 1;
  return s;
}

std::optional<CaseSpec> identitySwizzle(const CaseSpec& c, const std::vector<size_t>&) {
  CaseSpec s = c;
  s.view.swizzle.fill(model::Swizzle::Identity);
  if (s.view.swizzle == c.view.swizzle) return std::nullopt;
  return s;
}

// A sampler field to its default (model/sampler.h), where the case has a sampler.
template <typename T, T model::SamplerSpec::*Field>
std::optional<CaseSpec> samplerDefault(const CaseSpec& c, const std::vector<size_t>&) {
  const model::SamplerSpec defaults;
  if (!c.view.withSampler || c.view.sampler.*Field == defaults.*Field) return std::nullopt;
  CaseSpec s = c;
  s.view.sampler.*Field = defaults.*Field;
  return s;
}

std::optional<CaseSpec> combinedSampler(const CaseSpec& c, const std::vector<size_t>&) {
  if (!c.view.separateSampler) return std::nullopt;
  CaseSpec s = c;
  s.view.separateSampler = false;
  return s;
}

// Every probe without its offset operand (ConstOffset, Offset, ConstOffsets): a fetch's texel
// stays inside its level (drawn texels are, the offset moved none out).
std::optional<CaseSpec> noOffset(const CaseSpec& c, const std::vector<size_t>&) {
  CaseSpec s = c;
  bool any = false;
  for (Probe& p : s.probes) {
    model::FetchQuery& q = p.query;
    any = any || q.hasOffsetOperand();
    q.constOffset = q.dynamicOffset = q.constOffsets = false;
    q.offset = {0, 0, 0};
    q.offsets = {};
  }
  if (!any) return std::nullopt;
  return s;
}

// The plain vec4 result instead of PTX's .f16 / .f16x2 packing.
std::optional<CaseSpec> noHalfPacking(const CaseSpec& c, const std::vector<size_t>&) {
  CaseSpec s = c;
  bool any = false;
  for (Probe& p : s.probes) {
    any = any || p.query.pack != model::HalfPacking::None;
    p.query.pack = model::HalfPacking::None;
  }
  if (!any) return std::nullopt;
  return s;
}

// The view's descriptor indexed by a constant instead of a run-time index (P-21).
std::optional<CaseSpec> constantIndex(const CaseSpec& c, const std::vector<size_t>&) {
  if (c.slotIndex == shadergen::SlotIndex::Constant) return std::nullopt;
  CaseSpec s = c;
  s.slotIndex = shadergen::SlotIndex::Constant;
  return s;
}

// Half of a sparse image's unbound pages bound again (the first or the second half of the list).
template <int Half>
std::optional<CaseSpec> unboundHalf(const CaseSpec& c, const std::vector<size_t>&) {
  const std::vector<model::PageAddress>& unbound = c.image.sparse.unbound;
  if (unbound.size() < (Half == 0 ? 1u : 2u)) return std::nullopt;  // each takes at least one away
  CaseSpec s = c;
  const size_t middle = unbound.size() / 2;
  s.image.sparse.unbound.assign(unbound.begin() + (Half == 0 ? 0 : middle),
                                Half == 0 ? unbound.begin() + middle : unbound.end());
  return s;
}

std::optional<CaseSpec> mipTailBound(const CaseSpec& c, const std::vector<size_t>&) {
  if (!c.image.sparse.mipTailUnbound) return std::nullopt;
  CaseSpec s = c;
  s.image.sparse.mipTailUnbound = false;
  return s;
}

// Unbound texels' values unchecked: the case no longer needs residencyNonResidentStrict.
std::optional<CaseSpec> notStrict(const CaseSpec& c, const std::vector<size_t>&) {
  if (!c.image.sparse.strict) return std::nullopt;
  CaseSpec s = c;
  s.image.sparse.strict = false;
  return s;
}

// The simplest format of the first component's class and the same sampled type: RGBA8 or RGBA32
// of it, so a failure that needs the odd format stays with it.
std::optional<CaseSpec> simplerFormat(const CaseSpec& c, const std::vector<size_t>&) {
  const model::FormatInfo& f = model::formatInfo(c.image.format);
  if (f.isCompressed() || f.isDepthStencil() || c.view.format != VK_FORMAT_UNDEFINED) return std::nullopt;
  static const VkFormat kSimple[] = {VK_FORMAT_R8G8B8A8_UNORM,     VK_FORMAT_R8G8B8A8_SNORM,
                                     VK_FORMAT_R8G8B8A8_UINT,      VK_FORMAT_R8G8B8A8_SINT,
                                     VK_FORMAT_R8G8B8A8_SRGB,      VK_FORMAT_R16G16B16A16_SFLOAT,
                                     VK_FORMAT_R32G32B32A32_SFLOAT};
  for (VkFormat simple : kSimple) {
    const model::FormatInfo& g = model::formatInfo(simple);
    if (g.components[0].cls != f.components[0].cls || g.sampledType() != f.sampledType()) continue;
    if (simple == c.image.format) return std::nullopt;
    CaseSpec s = c;
    s.image.format = simple;
    return s;
  }
  return std::nullopt;
}

// Normalized coordinates to the nearest multiple of 1/(2 x the level-0 size): texel centres and
// boundaries; Lods to quarter steps; integer coordinates stay.
std::optional<CaseSpec> gridCoordinates(const CaseSpec& c, const std::vector<size_t>&) {
  CaseSpec s = c;
  const uint32_t size[3] = {c.image.width, c.image.height, c.image.depth};
  for (Probe& p : s.probes) {
    model::FetchQuery& q = p.query;
    if (!model::isSampledLookup(q.op) && q.op != model::ProbeOp::Gather) continue;
    const bool cube = model::isCube(c.view.type);
    for (int a = 0; a < 3; ++a) {
      const float steps = cube ? 8.0f : 2.0f * float(size[a]);
      q.st[a] = std::round(q.st[a] * steps) / steps;
    }
    if (q.op == model::ProbeOp::Sample || q.op == model::ProbeOp::SampleDref)
      q.setSampleLod(std::round(q.sampleLod() * 4) / 4);
  }
  if (caseSize(s) == caseSize(c)) {  // nothing moved: compare the coordinates themselves
    bool moved = false;
    for (size_t i = 0; i < s.probes.size(); ++i)
      moved = moved || s.probes[i].query.st != c.probes[i].query.st ||
              s.probes[i].query.lod != c.probes[i].query.lod;
    if (!moved) return std::nullopt;
  }
  return s;
}

}  // namespace

const std::vector<ShrinkStep>& shrinkSteps() {
  static const std::vector<ShrinkStep> steps = {
      {"one failing probe", oneFailingProbe},
      {"the failing probes", failingProbes},
      {"the first half of the probes", probeHalf<0>},
      {"the second half of the probes", probeHalf<1>},
      {"halve the size", halveSize},
      {"width 1", axisToOne<0>},
      {"height 1", axisToOne<1>},
      {"depth 1", axisToOne<2>},
      {"no levels above the view", levelsAboveTheView},
      {"no layers above the view", layersAboveTheView},
      {"no layers below the view", layersBelowTheView},
      {"one view level", oneViewLevel},
      {"view from level 0", viewFromLevelZero},
      {"one view layer", oneViewLayer},
      {"identity swizzle", identitySwizzle},
      {"combined sampler", combinedSampler},
      {"no offset", noOffset},
      {"no .f16 packing", noHalfPacking},
      {"a constant descriptor index", constantIndex},
      {"half the unbound pages bound (the second half unbound)", unboundHalf<1>},
      {"half the unbound pages bound (the first half unbound)", unboundHalf<0>},
      {"the mip tail bound", mipTailBound},
      {"no residencyNonResidentStrict", notStrict},
      {"u clamp_to_edge", samplerDefault<AddressMode, &model::SamplerSpec::u>},
      {"v clamp_to_edge", samplerDefault<AddressMode, &model::SamplerSpec::v>},
      {"w clamp_to_edge", samplerDefault<AddressMode, &model::SamplerSpec::w>},
      {"border transparent_black", samplerDefault<model::BorderColor, &model::SamplerSpec::border>},
      {"no LOD bias", samplerDefault<float, &model::SamplerSpec::mipLodBias>},
      {"minLod 0", samplerDefault<float, &model::SamplerSpec::minLod>},
      {"no maxLod", samplerDefault<float, &model::SamplerSpec::maxLod>},
      {"mipmapMode nearest", samplerDefault<model::MipmapMode, &model::SamplerSpec::mipmapMode>},
      {"magFilter nearest", samplerDefault<model::Filter, &model::SamplerSpec::magFilter>},
      {"minFilter nearest", samplerDefault<model::Filter, &model::SamplerSpec::minFilter>},
      {"a simpler format", simplerFormat},
      {"coordinates on the grid", gridCoordinates},
  };
  return steps;
}

bool isJudgeableCase(const CaseSpec& c) {
  if (c.probes.empty()) return false;
  try {
    const model::HostImage image(c.image);
    // Out of bounds only where the case's robustness tier defines it.
    for (const Probe& p : c.probes)
      if (c.tier == model::Tier::None &&
          model::expectProbe(image, c.view, p.query, c.tier).cls != model::FetchClass::InBounds)
        return false;
    expectationsOf(c, image, {}, model::SamplingLimits{8, 8});
  } catch (const std::exception&) {
    return false;
  }
  return true;
}

std::vector<uint64_t> caseSize(const CaseSpec& c) {
  const model::SamplerSpec defaults;
  const model::SamplerSpec& s = c.view.sampler;
  uint64_t state = 0;
  for (model::Swizzle w : c.view.swizzle) state += w != model::Swizzle::Identity;
  if (c.view.withSampler)
    state += (s.u != defaults.u) + (s.v != defaults.v) + (s.w != defaults.w) + (s.border != defaults.border) +
             (s.mipLodBias != 0) + (s.minLod != 0) + (s.maxLod != defaults.maxLod) +
             (s.mipmapMode != defaults.mipmapMode) + (s.magFilter != defaults.magFilter) +
             (s.minFilter != defaults.minFilter) + c.view.separateSampler;
  return {c.probes.size(), uint64_t(c.image.width) * c.image.height * c.image.depth * c.image.layers,
          c.image.levels + c.view.levelCount, c.view.baseLevel + c.view.baseLayer + c.view.layerCount, state};
}

}  // namespace vktexel::cases
