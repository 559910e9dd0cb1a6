#include "model/gather.h"

#include "model/cube.h"
#include "model/half_packing.h"
#include "model/sparse.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <optional>
#include <stdexcept>
#include <vector>

namespace vktexel::model {
namespace {

// subTexelPrecisionBits >= 4: a coordinate within 2^-4 of a texel boundary may land either side.
constexpr double kSubTexel = 1.0 / 16;

int32_t floorMod(int32_t a, int32_t b) {
  return ((a % b) + b) % b;
}
int32_t mirror(int32_t n) {
  return n >= 0 ? n : -(1 + n);
}

// The border colour's value in a component the format has (0 or one; SEMANTICS §5.1).
uint32_t borderValue(BorderColor b, int channel) {
  if (b == BorderColor::OpaqueWhite) return 1;
  if (b == BorderColor::OpaqueBlack) return channel == 3 ? 1 : 0;
  return 0;
}

// A border texel: the border colour replaces only the format's own components, then Conversion
// to RGBA supplies the rest (R8 + opaque white -> (1, 0, 0, 1)).
Rgba borderRgba(const FormatInfo& f, BorderColor b) {
  Rgba rgba = zeroTexelRgba(f);
  const SampledType t = f.sampledType();
  for (int k = 0; k < f.componentCount; ++k) {
    const int channel = channelIndex(f.components[k].channel);
    rgba.c[channel] = constantScalar(t, borderValue(b, channel));
  }
  return rgba;
}

bool sameValue(const Rgba& a, const Rgba& b) {
  for (int k = 0; k < 4; ++k) {
    const Scalar &x = a.c[k], &y = b.c[k];
    if (x.kind != y.kind || x.intBits != y.intBits || !(x.real == y.real) || x.ranged != y.ranged ||
        x.zeroAlso != y.zeroAlso || x.nanAlso != y.nanAlso || x.open != y.open || x.lo != y.lo ||
        x.hi != y.hi)
      return false;
  }
  return true;
}

// A cube corner texel is synthesized: the spec's method averages the three texels meeting there,
// which binary32 arithmetic may round by one ULP even when they are equal (seen on lavapipe:
// (3a)/3). Integer results stay exact.
ComponentCheck widenByOneUlp(ComponentCheck c) {
  if (c.kind != ComponentCheck::Kind::FloatRange && c.kind != ComponentCheck::Kind::FloatRangeOrZero)
    return c;
  const float inf = std::numeric_limits<float>::infinity();
  ComponentCheck w = ComponentCheck::floatRange(std::nextafter(c.lo, -inf), std::nextafter(c.hi, inf));
  w.kind = c.kind;
  return w;
}

// floor(x), plus the neighbouring floor where x is so close to a texel boundary that sub-texel
// quantization or coordinate rounding may carry it across (an exact integer stays exact).
std::vector<int32_t> floorCandidates(double x) {
  const double f = std::floor(x), frac = x - f;
  std::vector<int32_t> r{int32_t(f)};
  if (frac > 1 - kSubTexel) r.push_back(int32_t(f) + 1);
  if (frac > 0 && frac < kSubTexel) r.push_back(int32_t(f) - 1);
  return r;
}

// Where a gather's footprint lies, before the per-texel rules.
struct Placement {
  uint32_t level = 0, layer = 0;  // layer: of the view's first face for cubes
  bool cube = false;
  uint32_t face = 0;
  int32_t w = 0, h = 0;
  double u = 0, v = 0;  // u - 0.5 and v - 0.5 with the offset applied, in texels
};

Placement place(const HostImage& image, const ViewSpec& view, const FetchQuery& q,
                const ModelFaults& faults) {
  Placement p;
  p.level = faults.ignoreViewBase ? 0 : view.baseLevel;  // gather always reads the view's base level (S-12)
  const Extent e = image.extent(p.level);
  p.w = int32_t(e.width);
  p.h = int32_t(e.height);
  p.layer = faults.ignoreViewBase ? 0 : view.baseLayer;
  double s = q.st[0], t = q.st[1];
  p.cube = view.type == ViewType::Cube || view.type == ViewType::CubeArray;
  if (p.cube) {  // P-13: the major axis picks the face; offsets are invalid on cubes (S-04)
    const FaceCoord fc = selectFace({q.st[0], q.st[1], q.st[2]});
    p.face = fc.face;
    s = fc.s;
    t = fc.t;
  }
  const int32_t dx = q.offset[0] + (faults.gatherOffsetPlusOne && (q.constOffset || q.dynamicOffset) ? 1 : 0);
  const bool offset = q.constOffset || q.dynamicOffset;
  p.u = s * p.w + (offset ? dx : 0) - 0.5;
  p.v = t * p.h + (offset ? q.offset[1] : 0) - 0.5;
  // The layer (cube arrays: the cube) rounds to nearest even and clamps (P-12, P-15, P-27).
  const int32_t units = view.type == ViewType::CubeArray
                            ? int32_t(view.layerCount / 6)
                            : int32_t(isArrayed(view.type) ? view.layerCount : 1);
  if (isArrayed(view.type)) {
    const int32_t a = std::clamp(int32_t(std::nearbyint(q.st[3])), 0, units - 1);
    p.layer += uint32_t(view.type == ViewType::CubeArray ? 6 * a : a);
  }
  return p;
}

// The four texels of a footprint whose upper-left is (i0, j0): x, y, z, w (P-23), or the
// ConstOffsets pattern (i0, j0) + offsets[k].
std::array<std::array<int32_t, 2>, 4> footprint(const FetchQuery& q, int32_t i0, int32_t j0,
                                                const ModelFaults& faults) {
  std::array<std::array<int32_t, 2>, 4> t;
  for (int k = 0; k < 4; ++k) {
    const int order = faults.gatherSwapXW && (k == 0 || k == 3) ? 3 - k : k;
    if (q.constOffsets) {
      const int32_t extra = faults.gatherOffsetPlusOne ? 1 : 0;
      t[k] = {i0 + q.offsets[order][0] + extra, j0 + q.offsets[order][1]};
    } else {
      t[k] = footprintTexel(order, i0, j0);
    }
  }
  return t;
}

// One footprint texel's value (after the view swizzle) and its source; nullopt value: free.
struct Sourced {
  bool defined = true;
  Rgba rgba;
  GatherSource source;
};

// The texel (i, j) of a 2D (array) footprint reads through the address modes; nullopt: the border.
std::optional<TexelAddress> planarTexel(const SamplerSpec& sampler, const Placement& p, int32_t i,
                                        int32_t j) {
  const int32_t wi = wrapIndex(sampler.u, i, p.w), wj = wrapIndex(sampler.v, j, p.h);
  if (wi < 0 || wj < 0) return std::nullopt;
  return TexelAddress{p.level, p.layer, uint32_t(wi), uint32_t(wj), 0, 0};
}

Sourced resolveTexel(const HostImage& image, const ViewSpec& view, const SamplerSpec& sampler,
                     const Placement& p, int32_t i, int32_t j, const ModelFaults& faults) {
  const FormatInfo& f = viewFormat(image, view);
  Sourced r;
  if (!p.cube) {
    const std::optional<TexelAddress> at = planarTexel(sampler, p, i, j);
    if (!at) {
      r.rgba = applySwizzle(view.swizzle, borderRgba(f, sampler.border), f.sampledType());
      r.source.kind = GatherSource::Kind::Border;
      return r;
    }
    r.source.address = *at;
    r.rgba = texelRgba(image, view, r.source.address, faults);
    switch (residencyOf(image.spec(), r.source.address, faults)) {  // SEMANTICS §8
      case Residency::Resident: break;
      case Residency::UnboundZero:
        r.rgba = applySwizzle(view.swizzle, zeroTexelRgba(f), f.sampledType());
        break;
      case Residency::UnboundUndefined: r.defined = false; break;
    }
    return r;
  }
  const auto at = [&](const FaceTexel& t) {
    return TexelAddress{p.level, p.layer + t.face, uint32_t(t.i), uint32_t(t.j), 0, 0};
  };
  if (const auto t = seamlessTexel(p.face, i, j, p.w)) {  // seamless edges (§5.3)
    r.source.address = at(*t);
    r.rgba = texelRgba(image, view, r.source.address, faults);
    return r;
  }
  // A corner: implementation-defined ("implementations may replace the cube map corner texel by
  // other methods", Cube Map Edge Handling). The one constraint, three equal neighbours giving
  // their value, is stated "for linear filtering", which integer and stencil texels never get, so
  // their corner texel is free whatever its neighbours.
  r.source.kind = GatherSource::Kind::CubeCorner;
  const auto n = cornerNeighbours(p.face, i, j, p.w);
  r.source.address = at(n[0]);
  r.rgba = texelRgba(image, view, at(n[0]), faults);
  const bool filterable = r.rgba.c[0].kind == Scalar::Kind::Float;
  r.defined = filterable && sameValue(r.rgba, texelRgba(image, view, at(n[1]), faults)) &&
              sameValue(r.rgba, texelRgba(image, view, at(n[2]), faults));
  return r;
}

// The compare op a faulty model uses: each op swapped with the neighbour it differs from only on
// a tie (LESS/LEQUAL, GREATER/GEQUAL, EQUAL/NEVER, NOT_EQUAL/ALWAYS).
CompareOp faultyOp(CompareOp op, const ModelFaults& faults) {
  const std::pair<bool, std::array<CompareOp, 2>> swaps[] = {
      {faults.compareLessAsLequal, {CompareOp::Less, CompareOp::LessOrEqual}},
      {faults.compareGreaterAsGequal, {CompareOp::Greater, CompareOp::GreaterOrEqual}},
      {faults.compareEqualAsNever, {CompareOp::Equal, CompareOp::Never}},
      {faults.compareNotEqualAsAlways, {CompareOp::NotEqual, CompareOp::Always}},
  };
  for (const auto& [on, pair] : swaps)
    if (on && (op == pair[0] || op == pair[1])) return op == pair[0] ? pair[1] : pair[0];
  return op;
}

// OpImageDrefGather's per-texel result: 1.0 where the comparison passes, else 0.0 (SEMANTICS
// §5.1). UNORM depth clamps Dref to [0, 1] first. `ambiguous` says that either answer is
// accepted: on UNORM depth when Dref is within one depth code of the texel but not on it
// exactly (Dref may be converted to the depth's fixed point, rounding either way, or the texel
// to float, within the conversion's ULP), which includes a Dref equal to the float nearest a
// code whose value binary32 cannot hold. Exact ties (0.0, 1.0, clamped Dref; any D32_SFLOAT
// depth) and Dref a whole code or more away are exact.
ComponentCheck compareDepth(const FormatInfo& f, const SamplerSpec& sampler, float dref, double depth,
                            const ModelFaults& faults, bool& ambiguous) {
  const ComponentLayout& d = f.components[0];
  const bool unorm = d.cls == NumClass::Unorm;
  const double ref = unorm && !faults.drefNoClamp ? std::clamp(double(dref), 0.0, 1.0) : double(dref);
  const double gap = std::fabs(ref - depth);
  if (unorm) {
    const double code = 1.0 / double((uint64_t(1) << d.bits) - 1);
    const double conversionSlack = 2 * std::fabs(depth) * std::ldexp(1.0, -24);  // 1 binary32 ULP
    ambiguous = gap > 0 && (gap < code * (1 - 1e-9) || gap <= conversionSlack);
  } else {
    ambiguous = false;  // D32_SFLOAT: both are binary32, fetched exactly
  }
  return ComponentCheck::exactFloat(compare(faultyOp(sampler.compareOp, faults), ref, depth) ? 1.0f : 0.0f);
}

// Every accepted result of one footprint, appended to `anyOf`.
void addFootprint(const HostImage& image, const ViewSpec& view, const SamplerSpec& sampler,
                  const FetchQuery& q, const Placement& p, int32_t i0, int32_t j0, const ModelFaults& faults,
                  std::vector<VecCheck>& anyOf, std::vector<GatherSource>* sources) {
  const FormatInfo& f = viewFormat(image, view);
  VecCheck check;
  std::vector<int> ambiguous;  // depth-compare components a depth-precision compare may flip
  const auto texels = footprint(q, i0, j0, faults);
  for (int k = 0; k < 4; ++k) {
    const Sourced s = resolveTexel(image, view, sampler, p, texels[k][0], texels[k][1], faults);
    if (sources) sources->push_back(s.source);
    if (!s.defined) continue;  // ComponentCheck's default: Any
    if (!sampler.depthCompare) {
      check.c[k] = checkFor(s.rgba.c[q.component]);
      if (s.source.kind == GatherSource::Kind::CubeCorner) check.c[k] = widenByOneUlp(check.c[k]);
      continue;
    }
    bool near = false;
    check.c[k] = compareDepth(f, sampler, q.dref, s.rgba.c[0].real, faults, near);
    if (near) ambiguous.push_back(k);
  }
  const size_t first = anyOf.size();
  anyOf.push_back(check);
  for (int k : ambiguous) {  // each near-tie doubles the accepted results
    const size_t n = anyOf.size();
    for (size_t a = first; a < n; ++a) {
      VecCheck flipped = anyOf[a];
      flipped.c[k] = ComponentCheck::exactFloat(flipped.c[k].lo == 1.0f ? 0.0f : 1.0f);
      anyOf.push_back(flipped);
    }
  }
}

}  // namespace

int32_t wrapIndex(AddressMode m, int32_t i, int32_t size) {
  switch (m) {
    case AddressMode::Repeat: return floorMod(i, size);
    case AddressMode::MirroredRepeat: return (size - 1) - mirror(floorMod(i, 2 * size) - size);
    case AddressMode::ClampToEdge: return std::clamp(i, 0, size - 1);
    case AddressMode::ClampToBorder: return i < 0 || i >= size ? -1 : i;
    case AddressMode::MirrorClampToEdge: return std::clamp(mirror(i), 0, size - 1);
  }
  return i;
}

std::array<int32_t, 2> footprintTexel(int k, int32_t i0, int32_t j0) {
  switch (k) {
    case 0: return {i0, j0 + 1};      // x: lower left
    case 1: return {i0 + 1, j0 + 1};  // y: lower right
    case 2: return {i0 + 1, j0};      // z: upper right
    default: return {i0, j0};         // w: upper left
  }
}

FetchExpectation expectGather(const HostImage& image, const ViewSpec& view, const SamplerSpec& sampler,
                              const FetchQuery& q, const ModelFaults& faults) {
  const FormatInfo& f = viewFormat(image, view);
  if (q.component < 0 || q.component > 3) throw std::invalid_argument("gather component outside 0..3");
  if (view.null) {  // S-08: nothing bound (nullDescriptor) reads (0,0,0,0), no defaults, no swizzle
    FetchExpectation r;
    r.expect.type = f.sampledType();
    r.expect.rule = "S-08, LD-08: a gather of a null descriptor reads (0,0,0,0)";
    VecCheck zero;
    for (ComponentCheck& c : zero.c) c = checkFor(constantScalar(f.sampledType(), 0));
    r.expect.anyOf.push_back(zero);
    r.expect = packHalves(r.expect, q.pack);
    return r;
  }
  const Placement p = place(image, view, q, faults);
  const std::vector<int32_t> is = floorCandidates(p.u), js = floorCandidates(p.v);
  FetchExpectation r;
  r.expect.type = sampler.depthCompare ? SampledType::Float : f.sampledType();
  r.expect.rule = std::string(sampler.depthCompare ? "depth-compare gather"
                                                   : "gather of component " + std::to_string(q.component)) +
                  " around (i0, j0) = (" + std::to_string(is[0]) + ", " + std::to_string(js[0]) + ")" +
                  (p.cube ? " on cube face " + std::to_string(p.face) : "") + " with " + sampler.key();
  if (is.size() > 1 || js.size() > 1) r.expect.rule += " (near a texel boundary: either footprint)";
  if (sampler.depthCompare)
    r.expect.rule += ", Dref " + std::to_string(q.dref) + " " + toString(sampler.compareOp) + " texel depth";
  for (int32_t j0 : js)
    for (int32_t i0 : is)
      addFootprint(image, view, sampler, q, p, i0, j0, faults, r.expect.anyOf,
                   r.gathered.empty() ? &r.gathered : nullptr);
  r.expect = packHalves(r.expect, q.pack);
  return r;
}

std::vector<std::vector<FootprintTexel>> gatherFootprints(const HostImage& image, const ViewSpec& view,
                                                          const SamplerSpec& sampler, const FetchQuery& q,
                                                          const ModelFaults& faults) {
  if (view.type == ViewType::Cube || view.type == ViewType::CubeArray)
    throw std::invalid_argument("gather footprints of cube views are not modelled");
  std::vector<std::vector<FootprintTexel>> out;
  if (view.null) return out;
  const Placement p = place(image, view, q, faults);
  for (int32_t j0 : floorCandidates(p.v))
    for (int32_t i0 : floorCandidates(p.u)) {
      const auto texels = footprint(q, i0, j0, faults);
      std::vector<FootprintTexel> read;
      for (int k = 0; k < 4; ++k)
        if (const auto at = planarTexel(sampler, p, texels[k][0], texels[k][1])) read.push_back({k, *at});
      out.push_back(read);
    }
  return out;
}

}  // namespace vktexel::model
