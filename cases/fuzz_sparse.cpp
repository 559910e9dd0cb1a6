// Sparse cases drawn by `vktexel fuzz` (issue 66; SEMANTICS §8; PTX tex/tld4 with the predicate p,
// P-08, P-24, P-25): an image of a drawn format with standard sparse blocks ("pages"), one to four
// pages at level 0 (two in depth on 3D), a drawn share of its pages above the mip tail left unbound,
// the tail bound or not, residencyNonResidentStrict asked for or not, and a drawn view subrange.
// One read form a case: OpImageSparseFetch, OpImageSparseGather (a drawn component, address modes,
// border and offset form), OpImageSparseDrefGather on a depth format, OpImageSparseSampleExplicitLod
// through a drawn sampler, or the size queries of the sparse image. Reads land beside page edges
// most often (both texels of an edge, footprints straddling it, a quarter texel short of it) and
// anywhere otherwise; each runs twice, for its texel and its residency code.
#include "fuzz_families.h"
#include "fuzz_tex_parts.h"

#include "model/formats.h"
#include "model/sparse.h"
#include "tex_builders.h"

#include <array>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace vktexel::cases {
namespace {

using model::ViewType;

constexpr size_t kReads = 20;  // each read twice (texel, residency): 40 probes

enum class SparseForm { Fetch, Gather, DrefGather, Lookup, Queries };

SparseForm drawForm(model::SplitMix64& r) {
  const double x = r.uniform(0, 1);
  return x < 0.34   ? SparseForm::Fetch
         : x < 0.56 ? SparseForm::Gather
         : x < 0.62 ? SparseForm::DrefGather
         : x < 0.92 ? SparseForm::Lookup
                    : SparseForm::Queries;
}

bool hasStandardPages(const model::FormatInfo& f) {
  return !f.isCompressed() && model::standardPageShape(f.texelBytes, model::ImageDim::D2).valid();
}

// A format with standard sparse blocks (1, 2, 4, 8 or 16 bytes a texel); a depth format for the
// depth-compare gather.
const model::FormatInfo& drawSparseFormat(model::SplitMix64& r, SparseForm form) {
  if (form == SparseForm::DrefGather) {
    static const VkFormat kDepth[] = {VK_FORMAT_D32_SFLOAT, VK_FORMAT_D16_UNORM};
    return model::formatInfo(r.pick(kDepth));
  }
  for (;;) {
    const model::FormatInfo& f =
        drawFormat(r, form == SparseForm::Lookup ? FuzzFormats::Filterable : FuzzFormats::Sampled);
    if (hasStandardPages(f)) return f;
  }
}

// 2D, 2D array or 3D (gathers: 2D only); whole pages at level 0, so every level above the mip tail
// is whole pages too and devices with residencyAlignedMipSize start the tail where the model does.
FuzzGeometry drawSparseGeometry(model::SplitMix64& r, const model::FormatInfo& f, SparseForm form) {
  const bool gathers = form == SparseForm::Gather || form == SparseForm::DrefGather;
  const double kind = r.uniform(0, gathers ? 5 : 6.5);
  FuzzGeometry g;
  Shape& s = g.shape;
  s.viewType = kind < 3 ? ViewType::D2 : kind < 5 ? ViewType::D2Array : ViewType::D3;
  s.view = kind < 3 ? "2d" : kind < 5 ? "2d_array" : "3d";
  s.dim = s.viewType == ViewType::D3 ? model::ImageDim::D3 : model::ImageDim::D2;
  const model::PageShape page = model::standardPageShape(f.texelBytes, s.dim);
  static const uint32_t kPages[] = {1, 2, 2, 4};
  uint32_t px = 0, py = 0, pz = 0;
  do {
    px = r.pick(kPages);
    py = r.pick(kPages);
    pz = s.dim == model::ImageDim::D3 ? r.between(1, 2) : 1;
  } while (px * py * pz > 4);
  s.width = px * page.width;
  s.height = py * page.height;
  s.depth = pz * page.depth;
  s.layers = s.viewType == ViewType::D2Array                ? r.between(2, 3)
             : s.viewType == ViewType::D2 && r.chance(0.15) ? 2  // a one-layer view of a layered image
                                                            : 1;
  g.image = s.image(f.vk);
  g.image.levels = r.chance(0.5) ? s.levels() : r.between(1, s.levels());
  g.view.type = s.viewType;
  drawSubrange(r, g);
  return g;
}

// A drawn share of the pages above the mip tail unbound (none, a quarter, half, three quarters),
// the tail bound or not, and residencyNonResidentStrict asked for a fifth of the reads of texels.
std::string drawPages(model::SplitMix64& r, model::ImageSpec& image, bool readsTexels) {
  model::SparseSpec& s = image.sparse;
  s.sparse = true;
  static const double kShares[] = {0, 0.25, 0.5, 0.75};
  const double share = r.pick(kShares);
  const uint32_t tail = model::mipTailFirstLevel(image);
  for (uint32_t level = 0; level < tail && level < image.levels; ++level)
    for (const model::PageRegion& p : model::pagesOf(image, level))
      if (r.chance(share)) s.unbound.push_back(p.page);
  s.mipTailUnbound = tail < image.levels && r.chance(0.3);
  s.strict = readsTexels && r.chance(0.2);
  return "unbound" + std::to_string(s.unbound.size()) + (s.mipTailUnbound ? "_tail_unbound" : "") +
         (s.strict ? "_strict" : "");
}

// A texel index on an axis of `size` texels cut into pages of `page`: one of the two texels of a
// page edge most often, the axis' ends or anywhere otherwise.
int32_t drawPageTexel(model::SplitMix64& r, uint32_t size, uint32_t page) {
  if (size > page && r.chance(0.6))
    return int32_t(r.between(1, (size - 1) / page) * page) - int32_t(r.below(2));
  if (r.chance(0.3)) return r.chance(0.5) ? 0 : int32_t(size) - 1;
  return int32_t(r.below(size));
}

// A normalized coordinate on the same axis: a page edge, half or a quarter texel either side of it
// or a whole texel away most often (footprints straddling the edge, or just short of it), else
// drawCoordinate's centres, boundaries and uniform draws.
float drawPageCoordinate(model::SplitMix64& r, uint32_t size, uint32_t page) {
  if (size > page && r.chance(0.6)) {
    static const double kSteps[] = {-1, -0.5, -0.25, 0, 0.25, 0.5, 1};
    const double edge = double(r.between(1, (size - 1) / page) * page);
    return float((edge + r.pick(kSteps)) / size);
  }
  return drawCoordinate(r, size);
}

struct SparseDraw {
  const FuzzGeometry& g;
  model::PageShape page;
  model::SplitMix64& r;

  float layer() const {
    return model::isArrayed(g.view.type) ? drawNear(r, -1, float(g.view.layerCount), 0.5) : 0;
  }

  void fetches(CaseSpec& c) const {
    const int axes = model::spatialDims(g.view.type);
    for (size_t i = 0; i < kReads; ++i) {
      const uint32_t level = r.below(g.view.levelCount);
      const model::Extent e = g.viewExtent(level);
      const Position pos{drawPageTexel(r, e.width, page.width),
                         axes > 1 ? drawPageTexel(r, e.height, page.height) : 0,
                         axes > 2 ? drawPageTexel(r, e.depth, page.depth) : 0};
      const int32_t layer = model::isArrayed(g.view.type) ? int32_t(r.below(g.view.layerCount)) : 0;
      addTexelAndResidency(c, fetchAt(pos, layer, int32_t(level), "draw " + std::to_string(i)));
    }
  }

  // Gathers of the view's level 0, in one offset form for the case.
  std::string gathers(CaseSpec& c, bool dref) const {
    model::SamplerSpec& s = c.view.sampler;
    static const model::AddressMode kModes[] = {
        model::AddressMode::Repeat, model::AddressMode::MirroredRepeat, model::AddressMode::ClampToEdge,
        model::AddressMode::ClampToBorder};
    s.u = r.pick(kModes);
    s.v = r.pick(kModes);
    static const model::BorderColor kBorders[] = {model::BorderColor::TransparentBlack,
                                                  model::BorderColor::OpaqueBlack,
                                                  model::BorderColor::OpaqueWhite};
    s.border = r.pick(kBorders);
    const int component = dref ? 0 : int(r.below(4));
    std::string aspect = dref ? "dref_gather_" : std::string("gather_comp_") + "rgba"[component] + "_";
    aspect += std::string(model::toString(s.u)) + "_" + model::toString(s.v);
    if (dref) {
      s.depthCompare = true;
      s.compareOp = model::CompareOp(r.below(8));
      aspect += std::string("_") + model::toString(s.compareOp);
    }
    const double form = r.uniform(0, 1);
    const bool constOffset = form < 0.2, dynamicOffset = form >= 0.2 && form < 0.3;
    const std::array<int32_t, 3> offset{drawTexelOffset(r), drawTexelOffset(r), 0};
    if (constOffset) aspect += "_const_offset";
    if (dynamicOffset) aspect += "_offset_dynamic";
    const model::Extent e = g.viewExtent(0);
    static const float kDrefs[] = {0.0f, 1.0f, 0.5f, -0.5f, 1.5f};
    for (size_t i = 0; i < kReads; ++i) {
      Probe p;
      model::FetchQuery& q = p.query;
      q.op = model::ProbeOp::Gather;
      q.component = int8_t(component);
      q.st = {drawPageCoordinate(r, e.width, page.width), drawPageCoordinate(r, e.height, page.height), 0,
              layer()};
      if (dref) q.dref = r.chance(0.4) ? r.pick(kDrefs) : float(r.uniform(-0.25, 1.25));
      if (constOffset || dynamicOffset) {
        q.constOffset = constOffset;
        q.dynamicOffset = dynamicOffset;
        q.offset = dynamicOffset ? std::array<int32_t, 3>{drawTexelOffset(r), drawTexelOffset(r), 0} : offset;
      }
      p.label = "draw " + std::to_string(i);
      addTexelAndResidency(c, p);
    }
    return aspect;
  }

  // Explicit-Lod lookups on the page grid of a drawn view level.
  void lookups(CaseSpec& c) const {
    const int axes = model::spatialDims(g.view.type);
    for (size_t i = 0; i < kReads; ++i) {
      const uint32_t gridLevel = r.below(g.view.levelCount);
      const model::Extent e = g.viewExtent(gridLevel);
      const float s = drawPageCoordinate(r, e.width, page.width);
      const float t = axes > 1 ? drawPageCoordinate(r, e.height, page.height) : 0;
      const float q = axes > 2 ? drawPageCoordinate(r, e.depth, page.depth) : 0;
      const float lod = r.chance(0.25) ? float(r.uniform(-1, g.view.levelCount + 1))
                                       : drawNear(r, -1, float(g.view.levelCount), 0.25);
      addTexelAndResidency(c, sampleAt(s, t, q, layer(), lod,
                                       "draw " + std::to_string(i) + " (grid of view level " +
                                           std::to_string(gridLevel) + ")"));
    }
  }

  // Every level's size and the level count, as txq asks them.
  void queries(CaseSpec& c) const { c.probes = drawQueryProbes(r, g.view.levelCount, 2 * kReads); }
};

}  // namespace

CaseSpec drawSparseCase(uint64_t seed, uint64_t index, model::SplitMix64& r) {
  const SparseForm form = drawForm(r);
  const model::FormatInfo& f = drawSparseFormat(r, form);
  FuzzGeometry g = drawSparseGeometry(r, f, form);
  if (form != SparseForm::DrefGather) drawSwizzle(r, g.view);
  CaseSpec c;
  c.image = g.image;
  c.image.fill = form == SparseForm::Lookup ? model::FillPattern::Filterable : model::FillPattern::Ordinary;
  c.image.seed = r.between(1, 1u << 30);
  const std::string pages = drawPages(r, c.image, form != SparseForm::Queries);
  c.view = g.view;
  c.view.withSampler = true;  // GLSL's sparse reads take a combined sampler
  // A driver's sparse answer for one format (vk::DriverContractError) fails its whole batch:
  // batches of one format keep that to the format's own cases.
  c.batchGroup = std::string("sparse_") + f.name;
  const SparseDraw draw{g, model::pageShapeOf(c.image), r};
  std::string family = "sparse", aspect;
  std::string what;
  switch (form) {
    case SparseForm::Fetch:
      aspect = "fetch";
      c.clauses = {"P-08"};
      what = "OpImageSparseFetch beside page edges of every view level";
      draw.fetches(c);
      break;
    case SparseForm::Gather:
    case SparseForm::DrefGather: {
      const bool dref = form == SparseForm::DrefGather;
      aspect = draw.gathers(c, dref);
      c.clauses = {"P-24", "P-22", "P-23"};
      if (dref) c.clauses.push_back("P-25");
      what = std::string(dref ? "OpImageSparseDrefGather" : "OpImageSparseGather") +
             " with footprints straddling page edges of the view's level 0";
      break;
    }
    case SparseForm::Lookup:
      family = "tex";  // the fixed suite's sparse lookups are `tex` cases (tex_sparse.cpp)
      drawSampler(r, f, g, c.view.sampler);
      aspect = "sparse_" + samplerSummary(c.view.sampler);
      c.clauses = texClauses(g);
      c.clauses.insert(c.clauses.begin(), "P-08");
      what = "OpImageSparseSampleExplicitLod through a drawn sampler on the page grids of the view's levels";
      draw.lookups(c);
      break;
    case SparseForm::Queries:
      aspect = "queries";
      c.clauses = {"P-08", "P-05", "P-30", "P-33", "P-34"};
      what = "the size of every level of a drawn view of a sparse image and its level count";
      draw.queries(c);
      break;
  }
  c.name = fuzzCaseName(seed, index, family, g, f, aspect + "_" + pages);
  c.description = "drawn by vktexel fuzz (seed " + std::to_string(seed) + ", case " + std::to_string(index) +
                  "): " + what + ", on an image with " + std::to_string(c.image.sparse.unbound.size()) +
                  " pages unbound above the mip tail" +
                  (c.image.sparse.mipTailUnbound ? " and the tail unbound" : "") +
                  (c.image.sparse.strict ? "; unbound texels read zeros (residencyNonResidentStrict)" : "");
  return c;
}

}  // namespace vktexel::cases
