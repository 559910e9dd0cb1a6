// `tld4` cases drawn by `vktexel fuzz` (issue 66; SEMANTICS §5, §11.3, §11.4): OpImageGather of one
// drawn component through a sampler with drawn address modes and border colour, on a drawn 2D,
// 2D-array, cube or cube-array view (subrange and component mapping), with no offset, a ConstOffset,
// a run-time Offset per probe or ConstOffsets, at coordinates mixing uniform draws with texel centres
// and boundaries (where sub-texel rounding may move the footprint: the model accepts each side).
#include "fuzz_families.h"

#include "model/cube.h"
#include "model/formats.h"

#include <cstdint>
#include <string>

namespace vktexel::cases {
namespace {

using model::AddressMode;
using model::ViewType;

constexpr size_t kProbes = 40;

enum class OffsetForm { None, Const, Dynamic, ConstOffsets };

bool gathers(ViewType t) {
  return t == ViewType::D2 || t == ViewType::D2Array || model::isCube(t);
}

// A coordinate on an axis of `size` texels: uniform a quarter past each edge, a texel centre (the
// footprint's corner texel, far from rounding) or a boundary (where rounding decides).
float drawGatherCoordinate(model::SplitMix64& r, uint32_t size) {
  const double n = size;
  switch (r.below(3)) {
    case 0: return float(r.uniform(-0.25, 1.25));
    case 1: return float(double(r.between(0, size)) / n);  // u - 1/2 on a half texel: mid-footprint
    default: return float((double(int32_t(r.between(0, size + 1)) - 1) + 0.5) / n);  // u - 1/2 whole
  }
}

// A face-local coordinate strictly inside (0, 1): a texel centre, an inner boundary or uniform.
double drawFaceCoordinate(model::SplitMix64& r, uint32_t size) {
  switch (size > 1 ? r.below(3) : 0) {
    case 0: return (double(r.below(size)) + 0.5) / size;
    case 1: return double(r.between(1, size - 1)) / size;
    default: return r.uniform(1.0 / 64, 63.0 / 64);
  }
}

const char* offsetName(OffsetForm f) {
  switch (f) {
    case OffsetForm::None: return "";
    case OffsetForm::Const: return "_const_offset";
    case OffsetForm::Dynamic: return "_offset_dynamic";
    case OffsetForm::ConstOffsets: return "_const_offsets";
  }
  return "";
}

}  // namespace

CaseSpec drawTld4Case(uint64_t seed, uint64_t index, model::SplitMix64& r) {
  const model::FormatInfo& f = drawFormat(r, FuzzFormats::Sampled);
  FuzzGeometry g = drawGeometry(r, f.vk);
  while (!gathers(g.view.type)) g = drawGeometry(r, f.vk);  // OpImageGather: 2D and cube views only
  drawSwizzle(r, g.view);
  const bool cube = model::isCube(g.view.type);
  CaseSpec c;
  c.image = g.image;
  // Cube corners: the spec's value is the average of three texels, made equal so any of them is it.
  c.image.fill = cube ? model::FillPattern::EqualCubeCorners : model::FillPattern::Ordinary;
  c.image.seed = r.between(1, 1u << 30);
  c.view = g.view;
  c.view.withSampler = true;
  c.view.separateSampler = r.chance(0.2);
  model::SamplerSpec& s = c.view.sampler;
  if (!cube) {
    static const AddressMode kModes[] = {AddressMode::Repeat, AddressMode::MirroredRepeat,
                                         AddressMode::ClampToEdge, AddressMode::ClampToBorder,
                                         AddressMode::MirrorClampToEdge};
    s.u = r.pick(kModes);
    s.v = r.pick(kModes);
  }
  static const model::BorderColor kBorders[] = {
      model::BorderColor::TransparentBlack, model::BorderColor::OpaqueBlack, model::BorderColor::OpaqueWhite};
  s.border = r.pick(kBorders);
  const int component = int(r.below(4));
  const double form = r.uniform(0, 1);
  const OffsetForm offsets = cube          ? OffsetForm::None  // no offsets on cubes (S-04)
                             : form < 0.5  ? OffsetForm::None
                             : form < 0.7  ? OffsetForm::Const
                             : form < 0.85 ? OffsetForm::Dynamic
                                           : OffsetForm::ConstOffsets;
  const std::array<int32_t, 3> constOffset{drawTexelOffset(r), drawTexelOffset(r), 0};
  model::GatherOffsets fourOffsets{};
  for (auto& xy : fourOffsets) xy = {int8_t(drawTexelOffset(r)), int8_t(drawTexelOffset(r))};

  std::string aspect =
      std::string("comp_") + "rgba"[component] + "_" + model::toString(s.u) + "_" + model::toString(s.v);
  if (s.u == AddressMode::ClampToBorder || s.v == AddressMode::ClampToBorder)
    aspect += std::string("_") + model::toString(s.border);
  aspect += offsetName(offsets);
  if (c.view.separateSampler) aspect += "_separate";
  c.name = fuzzCaseName(seed, index, "tld4", g, f, aspect);
  c.clauses = {"P-22", "P-23", "S-01", "S-13", "P-03"};
  if (offsets != OffsetForm::None) c.clauses.insert(c.clauses.end(), {"P-26", "S-03"});
  if (cube) c.clauses.push_back("P-28");
  if (g.view.type == ViewType::D2Array) c.clauses.push_back("P-27");
  c.description = "drawn by vktexel fuzz (seed " + std::to_string(seed) + ", case " + std::to_string(index) +
                  "): gathers of one component through a drawn sampler, view and image, at coordinates "
                  "mixing uniform draws with texel centres and boundaries";
  const model::Extent e = g.viewExtent(0);  // a gather reads the view's base level
  for (size_t i = 0; i < kProbes; ++i) {
    Probe p;
    model::FetchQuery& q = p.query;
    q.op = model::ProbeOp::Gather;
    q.component = int8_t(component);
    if (cube) {
      // A face and a point inside it: the major axis is never tied (a tie picks the face by
      // choice, which gathers do not model; the sampled-lookup family draws ties).
      const model::Direction d =
          model::faceDirection(r.below(6), drawFaceCoordinate(r, e.width), drawFaceCoordinate(r, e.width));
      const float layer =
          g.view.type == ViewType::CubeArray ? drawNear(r, -1, float(g.view.layerCount / 6), 0.5) : 0;
      q.st = {float(d[0]), float(d[1]), float(d[2]), layer};
    } else {
      const float layer = model::isArrayed(g.view.type) ? drawNear(r, -1, float(g.view.layerCount), 0.5) : 0;
      q.st = {drawGatherCoordinate(r, e.width), drawGatherCoordinate(r, e.height), 0, layer};
    }
    switch (offsets) {
      case OffsetForm::None: break;
      case OffsetForm::Const:
        q.constOffset = true;
        q.offset = constOffset;
        break;
      case OffsetForm::Dynamic:
        q.dynamicOffset = true;
        q.offset = {drawTexelOffset(r), drawTexelOffset(r), 0};
        break;
      case OffsetForm::ConstOffsets:
        q.constOffsets = true;
        q.offsets = fourOffsets;
        break;
    }
    p.label = "draw " + std::to_string(i);
    c.probes.push_back(p);
  }
  return c;
}

}  // namespace vktexel::cases
