#include "model/gather.h"

#include "model/cube.h"
#include "model/depth_compare.h"
#include "model/half_packing.h"
#include "model/lookup_texel.h"
#include "model/sample_coordinates.h"
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
struct Placement : LookupPlace {
  double u = 0, v = 0;    // u - 0.5 and v - 0.5 with the offset applied, in texels
  double su = 0, sv = 0;  // s x width and t x height: what the coordinate accuracy reading scales
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
  p.su = s * p.w;
  p.sv = t * p.h;
  p.u = p.su + (offset ? dx : 0) - 0.5;
  p.v = p.sv + (offset ? q.offset[1] : 0) - 0.5;
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

// Every accepted result of one footprint, appended to `anyOf`.
void addTexels(const HostImage& image, const ViewSpec& view, const SamplerSpec& sampler, const FetchQuery& q,
               const Placement& p, const std::array<std::array<int32_t, 2>, 4>& texels,
               const ModelFaults& faults, std::vector<VecCheck>& anyOf, std::vector<GatherSource>* sources) {
  const FormatInfo& f = viewFormat(image, view);
  VecCheck check;
  std::vector<int> ambiguous;  // depth-compare components a depth-precision compare may flip
  for (int k = 0; k < 4; ++k) {
    const LookupTexel s = lookupTexel(image, view, sampler, p, texels[k][0], texels[k][1], 0, faults);
    if (sources) sources->push_back(s.source);
    if (!s.defined) continue;  // ComponentCheck's default: Any
    if (!sampler.depthCompare) {
      const Scalar& v = s.rgba.c[q.component];
      // A corner is computed from three texels (their average, Cube Map Edge Handling): with an
      // infinite or NaN input it is undefined ("Any computation which does not support either Inf
      // or NaN, for which that value is an input or output will yield an undefined value",
      // Floating-Point Computation), even where the three are equal.
      const bool corner = s.source.kind == GatherSource::Kind::CubeCorner;
      if (corner && v.kind == Scalar::Kind::Float && !std::isfinite(v.real)) continue;
      check.c[k] = corner ? widenByOneUlp(checkFor(v)) : checkFor(v);
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

// Under kCoordinateAccuracyReading (model/sample_coordinates.h): u - 1/2 anywhere within
// |u| x 10^-5 of the exact value (u = s x size, before or after the offset, whichever is larger),
// so a footprint across a boundary the letter keeps exact.
void widen(std::vector<int32_t>& candidates, double x, double scaled) {
  const double slack = coordinateAccuracySlack(scaled, x + 0.5);
  for (double end : {x - slack, x + slack}) {
    const int32_t f = int32_t(std::floor(end));
    if (std::find(candidates.begin(), candidates.end(), f) == candidates.end()) candidates.push_back(f);
  }
}

// ConstOffsets under the reading: each texel's coordinate is its own computation, so each may
// land on either side of a boundary apart from the others (lavapipe adds each offset to the float
// coordinate). Every combination is one branch; at most 256 (two candidates per axis and texel).
void addIndependentTexels(const HostImage& image, const ViewSpec& view, const SamplerSpec& sampler,
                          const FetchQuery& q, const Placement& p, const std::vector<int32_t>& is,
                          const std::vector<int32_t>& js, const ModelFaults& faults,
                          std::vector<VecCheck>& anyOf) {
  std::vector<std::array<int32_t, 2>> bases;
  for (int32_t j0 : js)
    for (int32_t i0 : is) bases.push_back({i0, j0});
  const size_t n = bases.size();
  if (n > 4) return;  // three candidates on an axis: the footprints above are what the letter allows
  size_t combos = 1;
  for (int k = 0; k < 4; ++k) combos *= n;
  for (size_t c = 0; c < combos; ++c) {
    std::array<std::array<int32_t, 2>, 4> texels;
    size_t pick = c;
    for (int k = 0; k < 4; ++k, pick /= n)
      texels[k] = footprint(q, bases[pick % n][0], bases[pick % n][1], faults)[k];
    addTexels(image, view, sampler, q, p, texels, faults, anyOf, nullptr);
  }
}

}  // namespace

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
  std::vector<int32_t> is = floorCandidates(p.u), js = floorCandidates(p.v);
  const bool accuracy = faults.cites(CitedBoundKind::CoordinateAccuracy);
  if (accuracy) {
    widen(is, p.u, p.su);
    widen(js, p.v, p.sv);
  }
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
      addTexels(image, view, sampler, q, p, footprint(q, i0, j0, faults), faults, r.expect.anyOf,
                r.gathered.empty() ? &r.gathered : nullptr);
  if (accuracy && q.constOffsets && is.size() * js.size() > 1)
    addIndependentTexels(image, view, sampler, q, p, is, js, faults, r.expect.anyOf);
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
