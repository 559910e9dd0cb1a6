#include "fuzz_extras.h"

#include "fuzz_space.h"
#include "shapes.h"

#include "model/formats.h"
#include "model/image.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <string>
#include <vector>

namespace vktexel::cases {
namespace {

using model::ViewType;

std::vector<const model::FormatInfo*> formatsWhere(bool (*keep)(const model::FormatInfo&)) {
  std::vector<const model::FormatInfo*> out;
  for (const model::FormatInfo& f : model::sampledFormats())
    if (keep(f)) out.push_back(&f);
  return out;
}

// The drawn name's format part ("fuzz.S.N.FAMILY.VIEW.FORMAT.SIZE...") becomes `to`.
void renameFormat(CaseSpec& c, const model::FormatInfo& to) {
  size_t at = 0;
  for (int dots = 0; dots < 5; ++dots) at = c.name.find('.', at) + 1;
  const size_t end = c.name.find('.', at);
  c.name.replace(at, end - at, to.name);
}

bool planar2D(ViewType t) {
  return t == ViewType::D2 || t == ViewType::D2Array;
}

}  // namespace

model::SplitMix64 extraStream(uint64_t seed, uint64_t index) {
  model::SplitMix64 mix(seed ^ 0x6a09e667f3bcc909ull);
  mix.next();
  return model::SplitMix64(mix.next() ^ (index * 0x9e3779b97f4a7c15ull));
}

void drawCompressedFormat(CaseSpec& c, model::SplitMix64& x) {
  static const std::vector<const model::FormatInfo*> compressed =
      formatsWhere([](const model::FormatInfo& f) { return f.isCompressed(); });
  if (!x.chance(0.125) || !planar2D(c.view.type) || c.image.samples > 1 || c.tier != model::Tier::None ||
      c.view.format != VK_FORMAT_UNDEFINED || model::formatInfo(c.image.format).isDepthStencil() ||
      c.view.sampler.depthCompare || c.image.sparse.sparse)  // compressed: no standard sparse blocks
    return;
  const model::FormatInfo& f = *compressed[x.below(uint32_t(compressed.size()))];
  c.image.format = f.vk;
  if (c.image.fill == model::FillPattern::EqualCubeCorners) c.image.fill = model::FillPattern::Ordinary;
  renameFormat(c, f);
}

void drawConstOffset(CaseSpec& c, model::SplitMix64& x) {
  if (c.probes.empty() || model::isCube(c.view.type) || c.view.type == ViewType::Buffer ||
      model::isMultisample(c.view.type) || c.tier != model::Tier::None)
    return;
  const model::ProbeOp op = c.probes.front().query.op;
  const bool fetch = op == model::ProbeOp::Fetch;
  if (!(fetch ? x.chance(1.0 / 6) : x.chance(0.2))) return;
  if (!fetch && op != model::ProbeOp::Sample && op != model::ProbeOp::SampleGrad) return;
  const int axes = model::spatialDims(c.view.type);
  std::array<int32_t, 3> offset{0, 0, 0};
  for (int a = 0; a < axes; ++a) offset[size_t(a)] = drawTexelOffset(x);
  std::string aspect = "_coff";
  for (int a = 0; a < axes; ++a) aspect += "_" + signedName(offset[size_t(a)]);
  std::vector<Probe> kept;
  for (Probe p : c.probes) {
    model::FetchQuery& q = p.query;
    q.constOffset = true;
    q.offset = offset;
    if (fetch) {  // texel + offset inside the level: the texel moves in, or the probe goes
      const model::Extent e = model::levelExtent(c.image, c.view.baseLevel + uint32_t(q.lod));
      const int32_t sizes[3] = {int32_t(e.width), int32_t(e.height), int32_t(e.depth)};
      bool inside = true;
      for (size_t a = 0; a < size_t(axes); ++a) {
        const int32_t lo = std::max(0, -offset[a]), hi = std::min(sizes[a] - 1, sizes[a] - 1 - offset[a]);
        inside = inside && lo <= hi;
        if (inside) q.coord[a] = std::clamp(q.coord[a], lo, hi);
      }
      if (!inside) continue;
    }
    kept.push_back(p);
  }
  if (kept.empty()) return;  // no level of the view takes the offset: the case keeps none
  for (size_t i = 0; kept.size() < 32; ++i) kept.push_back(kept[i]);
  c.probes = kept;
  c.name += aspect;
  c.clauses.push_back(fetch ? "LD-09" : "P-09");
}

void drawDrefGather(CaseSpec& c, model::SplitMix64& x) {
  static const std::vector<const model::FormatInfo*> depth =
      formatsWhere([](const model::FormatInfo& f) { return f.hasChannel(model::Channel::D); });
  if (!x.chance(1.0 / 6) || c.probes.empty() || c.probes.front().query.op != model::ProbeOp::Gather ||
      c.probes.front().query.constOffsets || c.image.sparse.sparse)  // sparse: draws its own depth gathers
    return;
  const model::FormatInfo& f = *depth[x.below(uint32_t(depth.size()))];
  c.image.format = f.vk;
  c.view.swizzle = {model::Swizzle::Identity, model::Swizzle::Identity, model::Swizzle::Identity,
                    model::Swizzle::Identity};
  model::SamplerSpec& s = c.view.sampler;
  s.depthCompare = true;
  s.compareOp = model::CompareOp(x.below(8));
  static const float kEdges[] = {0.0f, 1.0f, -0.5f, 1.5f, 0.5f};
  for (Probe& p : c.probes) {
    p.query.component = 0;
    p.query.dref = x.chance(0.4) ? x.pick(kEdges) : float(x.uniform(-0.25, 1.25));
  }
  renameFormat(c, f);
  c.name += std::string("_dref_") + model::toString(s.compareOp);
  c.clauses.insert(c.clauses.end(), {"P-25", "S-05"});
}

void drawHalfPacking(CaseSpec& c, model::SplitMix64& x) {
  if (!x.chance(1.0 / 6) || c.probes.empty()) return;
  const model::FetchQuery& first = c.probes.front().query;
  const bool dref = first.op == model::ProbeOp::SampleDref;
  if (first.op != model::ProbeOp::Gather && first.op != model::ProbeOp::Sample &&
      first.op != model::ProbeOp::SampleGrad && !dref)
    return;
  if (dref && (c.view.type == ViewType::D2Array || model::isCube(c.view.type))) return;
  for (const Probe& p : c.probes)
    if (p.query.sparse != model::SparseRead::No) return;
  const bool pairs = !dref && x.chance(0.5);
  for (Probe& p : c.probes) p.query.pack = pairs ? model::HalfPacking::Pairs : model::HalfPacking::Low;
  c.name += pairs ? "_f16x2" : "_f16";
  c.clauses.push_back("P-20");
  if (first.op == model::ProbeOp::Gather) c.clauses.push_back("S-09");
}

void drawRunTimeIndex(CaseSpec& c, model::SplitMix64& x) {
  using shadergen::SlotIndex;
  if (!x.chance(0.125) || c.image.sparse.sparse) return;
  SlotIndex form = x.pick(shadergen::kRunTimeSlotIndexes);
  // A form the view's binding cannot take (a combined image sampler in a mutable descriptor): the
  // plain uniform index instead.
  if (!shadergen::slotIndexHolds(form, c.view.withSampler, c.view.separateSampler)) form = SlotIndex::Uniform;
  c.slotIndex = form;
  c.name += shadergen::nameSuffix(form);
  c.clauses.push_back("P-21");
}

void drawTexelBuffer(CaseSpec& c, model::SplitMix64& x) {
  if (!x.chance(0.125) || c.probes.empty() || c.probes.front().query.op != model::ProbeOp::Fetch ||
      model::isMultisample(c.view.type) || c.view.type == ViewType::Buffer || c.view.null ||
      c.view.format != VK_FORMAT_UNDEFINED || c.image.sparse.sparse)
    return;
  const model::FormatInfo& f = model::formatInfo(c.image.format);
  if (f.isDepthStencil() || f.isCompressed()) return;  // never texel-buffer formats
  for (const Probe& p : c.probes)
    if (p.query.constOffset || p.query.shaderAddedOffset) return;  // buffers take no offsets
  static const uint32_t kFirst[] = {0, 256, 512}, kAfter[] = {0, 1, 7, 61};
  const uint32_t window = c.image.width, first = x.pick(kFirst), after = x.pick(kAfter);
  const bool whole = x.chance(0.25);
  const uint32_t elements = whole ? window + after : window;
  model::ImageSpec& image = c.image;
  image.dim = model::ImageDim::Buffer;
  image.width = first + window + after;
  image.height = image.depth = image.levels = image.layers = 1;
  image.cubeCompatible = false;
  image.fill = model::FillPattern::Ordinary;
  image.tailBytes = whole ? x.below(f.texelBytes) : 0;
  model::ViewSpec& view = c.view;
  view.type = ViewType::Buffer;
  view.baseLevel = view.baseLayer = 0;
  view.levelCount = view.layerCount = 1;
  view.swizzle = {model::Swizzle::Identity, model::Swizzle::Identity, model::Swizzle::Identity,
                  model::Swizzle::Identity};
  view.firstElement = first;
  view.elementCount = whole ? 0 : window;
  const int32_t n = int32_t(elements);
  for (Probe& p : c.probes) {
    const int32_t edges[] = {0, 1, n - 1, n - 2};
    int32_t i = x.chance(0.5) ? std::clamp(x.pick(edges), 0, n - 1) : int32_t(x.below(elements));
    if (c.tier != model::Tier::None && x.chance(0.5)) {
      const int32_t outside[] = {n, n + 1, n + int32_t(x.below(8)), -1, -int32_t(x.between(1, 64)), 1 << 20};
      i = x.pick(outside);
    }
    model::FetchQuery& q = p.query;
    q.coord = {i, 0, 0};
    q.layer = 0;
    q.lod = 0;
    q.sample = 0;
    p.label = ProbeLabel("element " + std::to_string(i));
  }
  // Half the buffers also answer OpImageQuerySize (txq on a buffer, P-30: the view's element
  // count) in every fifth probe, among the fetches; drawn last, so the fetches stay as drawn.
  const bool sizes = x.chance(0.5);
  if (sizes)
    for (size_t i = 4; i < c.probes.size(); i += 5)
      c.probes[i] = queryProbe(model::ProbeOp::QuerySizeLod, 0, "size");
  const std::string words =
      "_as_buffer_" + std::to_string(first) + "_" + std::to_string(window) + "_" + std::to_string(after) +
      (whole ? "_whole_tail" + std::to_string(image.tailBytes) : "") + (sizes ? "_size" : "");
  const size_t index = c.name.find(".index_");  // the run-time index's suffix stays last
  c.name.insert(index == std::string::npos ? c.name.size() : index, words);
  c.clauses.push_back("LD-18");
  if (sizes) c.clauses.push_back("P-30");
}

}  // namespace vktexel::cases
