#include "model/sample.h"

#include "model/cube.h"
#include "model/cube_gradient.h"
#include "model/depth_compare.h"
#include "model/filter.h"
#include "model/filter_arithmetic.h"
#include "model/gradient_lod.h"
#include "model/half_packing.h"
#include "model/lod_selection.h"
#include "model/lookup_texel.h"
#include "model/mip_blend.h"
#include "model/sample_coordinates.h"
#include "model/srgb_lookup_bound.h"
#include "model/weight_span.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <limits>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

namespace vktexel::model {
namespace {

// lambda and what it selects (model/lod_selection.h) with the sampler's bias, clamps (maxLod 0
// with unnormalized coordinates) and mipmap mode. Compute shaders have no Bias operand, and a
// sampler's |mipLodBias| is at most maxSamplerLodBias (VUID-VkSamplerCreateInfo-mipLodBias-01069,
// gated in run/gates.cpp), so the bias clamp cannot act: the model takes |mipLodBias| as the bound.
// One way the lookup may go: the filter lambda chooses and the levels it reads. lambda <= 0 takes
// magFilter on the base level alone ("Texel Filtering": d' = baseMipLevel, no blend); lambda > 0
// takes minFilter with every blend of selectLevels. A branch never pairs magFilter with a blend
// (issue 54, item 2), also where a Grad lookup's lambda range straddles 0.
struct LevelBranch {
  Filter filter;
  LevelBlend blend;  // NEAREST mips: ceil(d' + 1/2) - 1 (preferred) or floor(d' + 1/2)
};
struct LevelChoice {
  std::vector<LevelBranch> branches;
};

// lambda_base: the Lod operand, or the range a Grad operand's derivatives allow (scaled by the
// view's base level). `onlyFace` >= 0: a cube lookup that reads that face (its derivatives are
// projected onto it).
LambdaRange lambdaBaseOf(const HostImage& image, const ViewSpec& view, const FetchQuery& q,
                         const ModelFaults& faults, int onlyFace) {
  if (q.op != ProbeOp::SampleGrad) return {q.sampleLod(), q.sampleLod()};
  const Extent e = image.extent(faults.gradScaleLevel0 ? 0 : view.baseLevel);
  if (view.type != ViewType::Cube && view.type != ViewType::CubeArray)
    return lambdaBaseRange(q.sampleGrad(), {e.width, e.height, e.depth}, spatialDims(view.type));
  if (faults.cubeGradUnprojected) return lambdaBaseRange(q.sampleGrad(), {e.width, e.width, e.width}, 3);
  // Cubes: the derivatives on every face the direction may select, in every reading of the
  // projection (model/cube_gradient.h): the union of their ranges.
  const Direction d{q.st[0], q.st[1], q.st[2]};
  std::optional<LambdaRange> all;
  for (const FaceCoord& fc : tiedFaces(d)) {
    if (onlyFace >= 0 && int(fc.face) != onlyFace) continue;
    for (const Gradients& g : faceGradients(d, q.sampleGrad(), fc.face, faults.cubeGradSignedMajor)) {
      const LambdaRange r = lambdaBaseRange(g, {e.width, e.height, 1}, 2);
      all = all ? LambdaRange{std::min(all->lo, r.lo), std::max(all->hi, r.hi)} : r;
    }
  }
  return *all;
}

LevelChoice chooseLevel(const HostImage& image, const ViewSpec& view, const FetchQuery& q,
                        const SamplingLimits& limits, const ModelFaults& faults, int onlyFace = -1) {
  const SamplerSpec& s = view.sampler;
  LodTerms terms;
  terms.samplerBias = faults.lodBiasIgnored ? 0.0f : s.mipLodBias;
  terms.maxSamplerLodBias = std::fabs(s.mipLodBias);
  terms.samplerMinLod = faults.lodMinIgnored ? 0.0 : s.minLod;
  terms.operandMinLod = faults.minLodOperandIgnored ? 0.0 : q.sampleMinLod();
  terms.samplerMaxLod = s.unnormalized ? 0.0 : s.maxLod;
  const LambdaRange base = lambdaBaseOf(image, view, q, faults, onlyFace);
  const uint32_t baseLevel = faults.levelBaseIgnored ? 0 : view.baseLevel;
  const LevelSelection selection =
      selectLevelsOver(lambdaOf(base.lo, terms), lambdaOf(base.hi, terms), baseLevel, view.levelCount,
                       s.mipmapMode, limits.mipmapBits);
  LevelChoice c;
  const Filter mag = faults.magMinSwapped ? s.minFilter : s.magFilter;
  const Filter min = faults.magMinSwapped ? s.magFilter : s.minFilter;
  // With equal filters the minified branches already hold the base level alone (delta 0, or the
  // NEAREST level below d' = base + 1/2): the magnified branch would repeat one of them.
  const bool nextLevel = baseLevel + 1 < view.baseLevel + view.levelCount;
  if (faults.magBlended && selection.magnified && s.mipmapMode == MipmapMode::Linear && nextLevel) {
    const double step = std::ldexp(1.0, -int(limits.mipmapBits));  // the fault: a blend magFilter never has
    c.branches.push_back({mag, {baseLevel, baseLevel + 1, step, step}});
  } else if (selection.magnified && !(selection.minified && mag == min)) {
    c.branches.push_back({mag, {baseLevel, baseLevel, 0, 0}});
  }
  if (selection.minified)
    for (const LevelBlend& b : selection.blends) c.branches.push_back({min, b});
  return c;
}

// A depth-compared result: x, with y, z and w 0.
VecCheck scalarResult(ComponentCheck x) {
  VecCheck v;
  v.c[0] = x;
  for (int k = 1; k < 4; ++k) v.c[k] = ComponentCheck::exactFloat(0.0f);
  return v;
}

// A coordinate the model computed in double: exact where binary32 holds it, else either neighbour.
AxisRange binary32Range(double u) {
  const float f = float(u);
  if (double(f) == u) return {u, u};
  const float inf = std::numeric_limits<float>::infinity();
  return {double(f) < u ? f : std::nextafter(f, -inf), double(f) > u ? f : std::nextafter(f, inf)};
}

// A cube face coordinate times the face's size. s_face = 1/2 s_c / |r_c| + 1/2 takes a division,
// which the spec gives no precision of its own; the oracle allows it the precision Vulkan gives
// OpFDiv (2.5 ULP), so 3 ULP of s either way, then the product's binary32 rounding.
// Where |r_c| is a power of two the division is an exact scaling (s_c a binary32, so is s_c / |r_c|),
// and s_face exact wherever binary32 holds it: no allowance then (issue 54, item 5).
AxisRange faceAxis(double s, uint32_t size, bool exactDivision) {
  if (exactDivision && double(float(s)) == s) return binary32Range(s * size);
  const float f = float(s), inf = std::numeric_limits<float>::infinity();
  const double ulp = double(std::nextafter(std::fabs(f), inf)) - std::fabs(f);
  return {binary32Range((s - 3 * ulp) * size).lo, binary32Range((s + 3 * ulp) * size).hi};
}

int spatialAxes(ViewType v) {
  switch (v) {
    case ViewType::D1:
    case ViewType::D1Array: return 1;
    case ViewType::D3: return 3;
    default: return 2;
  }
}

// One place a lookup may read from (a level, a layer or face) and its texel coordinates there.
struct Candidate {
  LookupPlace place;
  std::vector<AxisRange> axes;  // u, v, w as the view type has them
  std::string where;            // for the rule text
};

// The layers a coordinate selects; the fault floors it.
std::vector<uint32_t> layersOf(float a, uint32_t count, const ModelFaults& faults) {
  if (!faults.layerFloored) return layerCandidates(a, count);
  return {uint32_t(std::clamp(std::floor(double(a)), 0.0, double(count) - 1))};
}

std::vector<Candidate> candidatesAt(const HostImage& image, const ViewSpec& view, const FetchQuery& q,
                                    uint32_t level, const ModelFaults& faults, int onlyFace = -1) {
  const Extent e = image.extent(level);
  const SamplerSpec& s = view.sampler;
  std::vector<Candidate> out;
  if (view.type == ViewType::Cube || view.type == ViewType::CubeArray) {
    const std::vector<uint32_t> cubes = view.type == ViewType::CubeArray
                                            ? layersOf(q.st[3], view.layerCount / 6, faults)
                                            : std::vector<uint32_t>{0};
    const double major = std::max({std::fabs(q.st[0]), std::fabs(q.st[1]), std::fabs(q.st[2])});
    int exponent = 0;
    const bool powerOfTwo = std::frexp(major, &exponent) == 0.5;
    std::vector<FaceCoord> faces = tiedFaces({q.st[0], q.st[1], q.st[2]});
    if (faults.tiedFaceByLod && faces.size() > 1)  // the fault: the tied face chosen by the level
      faces = {level % 2 ? faces.back() : faces.front()};
    if (onlyFace >= 0)
      faces.erase(std::remove_if(faces.begin(), faces.end(),
                                 [&](const FaceCoord& fc) { return int(fc.face) != onlyFace; }),
                  faces.end());
    for (const FaceCoord& fc : faces)
      for (uint32_t cube : cubes) {
        Candidate c;
        c.place = {level, view.baseLayer + 6 * cube, true, fc.face, int32_t(e.width), int32_t(e.height), 1};
        c.axes = {faceAxis(fc.s, e.width, powerOfTwo), faceAxis(fc.t, e.height, powerOfTwo)};
        c.where = "level " + std::to_string(level) + " cube " + std::to_string(cube) + " face " +
                  std::to_string(fc.face);
        out.push_back(c);
      }
    return out;
  }
  const std::vector<uint32_t> layers =
      isArrayed(view.type) ? layersOf(q.st[3], view.layerCount, faults) : std::vector<uint32_t>{0};
  const uint32_t sizes[3] = {e.width, e.height, e.depth};
  for (uint32_t layer : layers) {
    Candidate c;
    c.place = {level,           view.baseLayer + layer, false, 0, int32_t(e.width), int32_t(e.height),
               int32_t(e.depth)};
    for (int a = 0; a < spatialAxes(view.type); ++a)
      c.axes.push_back(texelCoordinate(q.st[a], sizes[a], !s.unnormalized,
                                       q.constOffset && !faults.lookupOffsetIgnored ? q.offset[a] : 0,
                                       faults.cites(CitedBoundKind::CoordinateAccuracy)));
    c.where =
        "level " + std::to_string(level) + (isArrayed(view.type) ? " layer " + std::to_string(layer) : "");
    out.push_back(c);
  }
  return out;
}

// The value range a filter may take a texel component to hold; nullopt where filtering it is
// undefined (NaN, infinity: "Any computation which does not support either Inf or NaN ... will yield
// an undefined value") or the spec leaves it free.
std::optional<ValueRange> filterableRange(const Scalar& s) {
  return finiteRangeOf(checkFor(s));
}

// Every combination of one entry per axis.
template <typename T>
std::vector<std::vector<T>> product(const std::vector<std::vector<T>>& perAxis) {
  std::vector<std::vector<T>> out{{}};
  for (const std::vector<T>& axis : perAxis) {
    std::vector<std::vector<T>> next;
    for (const std::vector<T>& prefix : out)
      for (const T& v : axis) {
        next.push_back(prefix);
        next.back().push_back(v);
      }
    out = next;
  }
  return out;
}

// NEAREST: every texel (i, j, k) a candidate's coordinates may select; a cube face clamps to its
// edge.
std::vector<std::vector<int32_t>> nearestChoices(const Candidate& c, uint32_t subTexelBits) {
  std::vector<std::vector<int32_t>> perAxis;
  for (const AxisRange& u : c.axes) {
    std::vector<int32_t> texels = nearestTexels(u, subTexelBits);
    if (c.place.cube)
      for (int32_t& i : texels) i = std::clamp(i, 0, c.place.w - 1);
    perAxis.push_back(texels);
  }
  return product(perAxis);
}

// LINEAR: texel t of a footprint, bit a of t choosing the second texel on axis a (axis 0 fastest).
std::vector<int32_t> footprintTexel(const std::vector<LinearAxis>& axes, uint32_t t) {
  std::vector<int32_t> ijk;
  for (size_t a = 0; a < axes.size(); ++a) ijk.push_back(axes[a].i0 + int32_t((t >> a) & 1));
  return ijk;
}

// R and B of `low`, G and A of `high`, with no span that holds them to one weight: a driver with no
// one weight for the texel (the faults channel_alpha_split and channel_delta_split).
VecCheck splitChannels(VecCheck low, const VecCheck& high) {
  low.c[1] = high.c[1];
  low.c[3] = high.c[3];
  low.span = nullptr;
  return low;
}

class Sampler {
 public:
  Sampler(const HostImage& image, const ViewSpec& view, const FetchQuery& q, const SamplingLimits& limits,
          const ModelFaults& faults)
      : image_(image),
        view_(view),
        q_(q),
        limits_(limits),
        faults_(faults),
        format_(viewFormat(image, view)),
        citedSrgbSlack_(faults.cites(CitedBoundKind::SrgbLookup) && isSrgbFormat(format_)
                            ? ctsSrgbLinearLookupThreshold(format_)
                            : 0) {}

  // NEAREST: each texel any candidate coordinate reads, exactly as fetched (or compared).
  void nearest(const Candidate& c, Expectation& e) const {
    for (const std::vector<int32_t>& ijk : nearestChoices(c, limits_.subTexelBits)) {
      const LookupTexel t = texel(c.place, ijk);
      if (q_.op == ProbeOp::SampleDref) {
        addCompared(t, e.anyOf);
        continue;
      }
      e.anyOf.push_back(t.defined ? checkFor(t.rgba) : VecCheck{});
    }
  }

  // LINEAR: every footprint and weight range on the grid, the weighted sum's hull, widened.
  void linear(const Candidate& c, FetchExpectation& r) const {
    Expectation& e = r.expect;
    if (format_.sampledType() != SampledType::Float)
      throw std::logic_error("LINEAR filtering of an integer format (no FILTER_LINEAR; never run)");
    std::vector<std::vector<LinearAxis>> perAxis;
    for (const AxisRange& u : c.axes) {
      std::vector<LinearAxis> footprints = linearFootprints(u, limits_.subTexelBits);
      if (faults_.sampleWeightStepUp)  // the fault: one grid step past either rounding
        for (LinearAxis& a : footprints) {
          a.alphaLo += std::ldexp(1.0, -int(limits_.subTexelBits));
          a.alphaHi += std::ldexp(1.0, -int(limits_.subTexelBits));
        }
      perAxis.push_back(footprints);
    }
    for (const std::vector<LinearAxis>& axes : product(perAxis)) {
      std::vector<LookupTexel> texels;
      for (uint32_t t = 0; t < (1u << axes.size()); ++t)
        texels.push_back(texel(c.place, footprintTexel(axes, t)));
      std::vector<WeightRange> weights;
      for (const LinearAxis& a : axes) weights.push_back({a.alphaLo, a.alphaHi});
      if (r.footprint.texels.empty()) keepFootprint(texels, axes, r.footprint);
      if (q_.op == ProbeOp::SampleDref) {
        addComparedFootprint(texels, weights, e);
      } else if (faults_.channelAlphaSplit) {  // the fault: no one alpha for the texel
        std::vector<WeightRange> down, up;
        for (const WeightRange& w : weights) {
          down.push_back({w.alphaLo, w.alphaLo});
          up.push_back({w.alphaHi, w.alphaHi});
        }
        e.anyOf.push_back(splitChannels(filtered(texels, down), filtered(texels, up)));
      } else {
        e.anyOf.push_back(filtered(texels, weights));
      }
    }
  }

 private:
  static void keepFootprint(const std::vector<LookupTexel>& texels, const std::vector<LinearAxis>& axes,
                            LinearFootprint& out) {
    for (const LookupTexel& t : texels) {
      out.texels.push_back(t.source);
      out.values.push_back(t.rgba);
    }
    for (size_t a = 0; a < axes.size(); ++a) {
      out.alpha.push_back({axes[a].alphaLo, axes[a].alphaHi});
      out.first[a] = axes[a].i0;
    }
  }

  LookupTexel texel(const LookupPlace& p, const std::vector<int32_t>& ijk) const {
    return lookupTexel(image_, view_, view_.sampler, p, ijk[0], ijk.size() > 1 ? ijk[1] : 0,
                       ijk.size() > 2 ? ijk[2] : 0, faults_);
  }

  // One branch's check: per channel the hull over its weights (for printing and a quick rejection)
  // and, where a weight is free between grid points, the span that holds all four channels to one
  // weight per axis (model/weight_span.h).
  VecCheck filtered(const std::vector<LookupTexel>& texels, const std::vector<WeightRange>& weights) const {
    VecCheck v;
    std::array<std::vector<ValueRange>, 4> perChannel;
    std::array<bool, 4> bound{};
    std::array<double, 4> slacks{};
    bool srgbFault = false;
    for (int ch = 0; ch < 4; ++ch) {
      std::vector<ValueRange> values;
      for (const LookupTexel& t : texels) {
        const std::optional<ValueRange> r = t.defined ? filterableRange(t.rgba.c[ch]) : std::nullopt;
        if (!r) break;
        values.push_back(*r);
      }
      if (values.size() != texels.size()) continue;  // Any
      // Of the texels that may weigh: one of weight 0 adds nothing (issue 64).
      const double magnitude = weighingMagnitude(values, weights);
      // Each stage that blends adds its arithmetic; a footprint that blends nowhere (a texel
      // centre) returns its texel, within the class's representation alone.
      size_t blending = 0;
      for (const WeightRange& w : weights) blending += w.blends();
      const double slack =
          blending ? double(blending) * filterStageTolerance(format_, ch, magnitude, filterReading_) +
                         citedSrgbSlack_
                   : texelRepresentationTolerance(format_, ch, magnitude, filterReading_);
      if (faults_.srgbAfterFiltering && srgbCodes(texels, ch, values)) {  // the fault: codes weighted first
        const ValueRange codes = weightedSumRange(values, weights);
        v.c[ch] =
            ComponentCheck::floatRangeOutward(srgbToLinear(codes.lo) - slack, srgbToLinear(codes.hi) + slack);
        srgbFault = true;
        continue;
      }
      const ValueRange sum = weightedSumRange(values, weights);
      v.c[ch] = ComponentCheck::floatRangeOutward(sum.lo - slack, sum.hi + slack);
      perChannel[ch] = values;
      bound[ch] = true;
      slacks[ch] = slack;
    }
    if (!srgbFault) v.span = footprintSpan(perChannel, bound, weights, slacks);
    return v;
  }

  // The texels' sRGB codes as UNORM values, where the channel is an sRGB component of each (the
  // fault that filters before decoding); false where it is not.
  static bool srgbCodes(const std::vector<LookupTexel>& texels, int ch, std::vector<ValueRange>& out) {
    std::vector<ValueRange> codes;
    for (const LookupTexel& t : texels) {
      const Scalar& s = t.rgba.c[ch];
      if (s.cls != NumClass::Srgb || !s.fromFormat || t.source.kind != GatherSource::Kind::Texel)
        return false;
      codes.push_back({s.code / 255.0, s.code / 255.0});
    }
    out = codes;
    return true;
  }

  // The compared texel's result, 0.0 or 1.0 (either near a tie), in x; y, z, w stay 0.
  std::vector<double> compared(const LookupTexel& t) const {
    bool ambiguous = false;
    const ComponentCheck c =
        compareDepth(format_, view_.sampler, q_.dref, t.rgba.c[0].real, faults_, ambiguous);
    if (ambiguous) return {0.0, 1.0};
    return {double(c.lo)};
  }

  void addCompared(const LookupTexel& t, std::vector<VecCheck>& anyOf) const {
    for (double r : compared(t)) anyOf.push_back(scalarResult(ComponentCheck::exactFloat(float(r))));
  }

  // LINEAR with a compare: "must be in the range [0, 1]" (anyOf) and "should be proportional to, or
  // a weighted average of, the number of comparison passes" (preferred): the weighted count of every
  // allowed weight and every allowed per-texel result, widened as 8-bit normalized values.
  void addComparedFootprint(const std::vector<LookupTexel>& texels, const std::vector<WeightRange>& weights,
                            Expectation& e) const {
    if (faults_.compareAfterFiltering) {  // the fault: the depths weighted, then one comparison
      std::vector<ValueRange> depths;
      for (const LookupTexel& t : texels) depths.push_back({t.rgba.c[0].real, t.rgba.c[0].real});
      const ValueRange d = weightedSumRange(depths, weights);
      for (double depth : {d.lo, d.hi}) {
        bool ambiguous = false;
        const ComponentCheck r = compareDepth(format_, view_.sampler, q_.dref, depth, faults_, ambiguous);
        e.anyOf.push_back(scalarResult(r));
      }
      return;
    }
    if (e.anyOf.empty()) e.anyOf.push_back(scalarResult(ComponentCheck::floatRange(0.0f, 1.0f)));
    std::vector<std::vector<double>> perTexel;
    for (const LookupTexel& t : texels) perTexel.push_back(compared(t));
    const double slack = double(weights.size()) / 255;
    for (const std::vector<double>& results : product(perTexel)) {
      std::vector<ValueRange> values;
      for (double r : results) values.push_back({r, r});
      const ValueRange sum = weightedSumRange(values, weights);
      e.preferred.push_back(scalarResult(
          ComponentCheck::floatRangeOutward(std::max(0.0, sum.lo - slack), std::min(1.0, sum.hi + slack))));
    }
  }

  const HostImage& image_;
  const ViewSpec& view_;
  const FetchQuery& q_;
  const SamplingLimits& limits_;
  const ModelFaults& faults_;
  const FormatInfo& format_;
  // With the cited bounds, a LINEAR footprint of an sRGB view that blends may err by CTS's
  // threshold besides (model/srgb_lookup_bound.h), on every component as CTS allows it; one that
  // blends nowhere returns its texel, and the fetch's decode rule alone judges it.
  const double citedSrgbSlack_;
  // With the cited bounds, the stated reading of filter arithmetic beyond the format's precision.
  const bool filterReading_ = faults_.cites(CitedBoundKind::FilterReading);
};

}  // namespace

namespace {

// The lookup's branches, on one tied cube face where `onlyFace` >= 0.
FetchExpectation expectSampleOn(const HostImage& image, const ViewSpec& view, const FetchQuery& q,
                                const SamplingLimits& limits, const ModelFaults& faults, int onlyFace) {
  const FormatInfo& f = viewFormat(image, view);
  const bool dref = q.op == ProbeOp::SampleDref;
  // Depth compare: the result is implementation-dependent (must be in [0, 1], should be a weighted
  // count of passes) when either filter of the sampler is LINEAR, whichever lambda chooses; with both
  // NEAREST it must be the compared texel's 0 or 1, and with LINEAR mips the blend of the two levels'
  // (SEMANTICS §14.3, issue 54, item 8). The fault compare_after_filtering asks exactly its values.
  const bool drefFree = dref && !faults.compareAfterFiltering && view.sampler.filtersLinearly();
  FetchExpectation r;
  r.expect.type = dref ? SampledType::Float : f.sampledType();
  const LevelChoice choice = chooseLevel(image, view, q, limits, faults, onlyFace);
  const Sampler sampler(image, view, q, limits, faults);
  std::string places;
  // One candidate place (a layer, or a tied face of a cube) on one level.
  const auto atPlace = [&](Filter filter, const Candidate& c, FetchExpectation& into) {
    places += (places.empty() ? "" : "; ") + c.where;
    if (filter == Filter::Linear)
      sampler.linear(c, into);
    else
      sampler.nearest(c, into.expect);
    if (c.place.cube)
      for (std::vector<VecCheck>* checks : {&into.expect.anyOf, &into.expect.preferred})
        for (VecCheck& v : *checks) v.face = int8_t(c.place.face);
  };
  // Depth-compared results blend as the LINEAR compare's "should" does: 8-bit normalized stages.
  const auto stageSlack = [&](int ch, double magnitude) {
    return dref ? 1.0 / 255
                : filterStageTolerance(f, ch, magnitude, faults.cites(CitedBoundKind::FilterReading));
  };
  // What a depth-compared part should give: its preferred results, else (NEAREST) its 0s and 1s.
  const auto shouldOf = [](const Expectation& e) { return e.preferred.empty() ? e.anyOf : e.preferred; };
  const auto add = [&](const std::vector<VecCheck>& results, bool must) {
    std::vector<VecCheck>& to = must ? r.expect.anyOf : r.expect.preferred;
    for (VecCheck v : results) {
      // A depth-compared result is x alone: y, z and w are 0 through any blend, with no slack.
      if (dref)
        for (int k = 1; k < 4; ++k) v.c[k] = ComponentCheck::exactFloat(0.0f);
      to.push_back(std::move(v));
    }
  };
  std::string blendText;
  for (const LevelBranch& branch : choice.branches) {
    const LevelBlend& b = branch.blend;
    const std::vector<Candidate> fineAt = candidatesAt(image, view, q, b.fine, faults, onlyFace);
    if (b.fine == b.coarse) {
      for (const Candidate& c : fineAt) {
        FetchExpectation part;
        atPlace(branch.filter, c, part);
        if (r.footprint.texels.empty()) r.footprint = part.footprint;
        if (!dref) {
          add(part.expect.anyOf, true);
        } else {
          add(drefFree ? shouldOf(part.expect) : part.expect.anyOf, !drefFree);
        }
      }
      continue;
    }
    // One lookup has one layer and one face: both levels of a blend read the same candidate place
    // (issue 54, item 3). Levels list their places in one order (the layer and face rules depend on
    // the coordinates alone), so the k-th of one level is the k-th of the other.
    const std::vector<Candidate> coarseAt = candidatesAt(image, view, q, b.coarse, faults, onlyFace);
    if (fineAt.size() != coarseAt.size())
      throw std::logic_error("two levels of a blend list different places");
    const WeightRange delta{b.deltaLo, b.deltaHi};
    for (size_t k = 0; k < fineAt.size(); ++k) {
      // The fault layer_per_level: at a tied layer the coarser level reads the next candidate.
      const size_t coarsePlace = faults.layerPerLevel && fineAt.size() == 2 ? 1 - k : k;
      FetchExpectation fine, coarse;
      atPlace(branch.filter, fineAt[k], fine);
      atPlace(branch.filter, coarseAt[coarsePlace], coarse);
      if (r.footprint.texels.empty()) r.footprint = fine.footprint;
      if (dref && !drefFree && faults.drefMipsUnblended) {  // the fault: either level alone
        add(fine.expect.anyOf, true);
        add(coarse.expect.anyOf, true);
        continue;
      }
      const auto blend = [&](const WeightRange& d) {
        return !dref || !drefFree
                   ? blendLevels(fine.expect.anyOf, coarse.expect.anyOf, d, stageSlack)
                   : blendLevels(shouldOf(fine.expect), shouldOf(coarse.expect), d, stageSlack);
      };
      std::vector<VecCheck> blended;
      if (faults.channelDeltaSplit && !dref) {  // the fault: no one delta for the result
        const std::vector<VecCheck> down = blend({b.deltaLo, b.deltaLo}), up = blend({b.deltaHi, b.deltaHi});
        for (size_t i = 0; i < down.size(); ++i) blended.push_back(splitChannels(down[i], up[i]));
      } else {
        blended = blend(delta);
      }
      if (fineAt[k].place.cube)
        for (VecCheck& v : blended) v.face = int8_t(fineAt[k].place.face);
      // Depth compare with NEAREST filters and LINEAR mips: the 0/1 results blended by delta, a must.
      add(blended, !dref || !drefFree);
    }
    char text[96];
    std::snprintf(text, sizeof text, ", levels %u and %u blended with delta [%g, %g]", b.fine, b.coarse,
                  b.deltaLo, b.deltaHi);
    blendText += text;
  }
  if (drefFree) r.expect.anyOf = {scalarResult(ComponentCheck::floatRange(0.0f, 1.0f))};
  std::string filters;
  bool linear = false;
  for (const LevelBranch& branch : choice.branches) {
    const std::string name = toString(branch.filter);
    if (filters.find(name) == std::string::npos) filters += (filters.empty() ? "" : " or ") + name;
    linear = linear || branch.filter == Filter::Linear;
  }
  r.expect.rule =
      std::string(dref ? "depth-compared " : "") + filters + " lookup at " + places + blendText + " with " +
      view.sampler.key() + ", " + std::to_string(limits.subTexelBits) + " sub-texel bits, " +
      std::to_string(limits.mipmapBits) + " mipmap bits" +
      (dref ? ", Dref " + std::to_string(q.dref) + " " + toString(view.sampler.compareOp) + " texel depth"
            : "");
  if (linear && !dref) r.expect.rule += std::string(", ") + toString(filterClassOf(f, 0)) + " arithmetic";
  if (q.pack != HalfPacking::None) r.expect = packHalves(r.expect, q.pack);  // P-20: .f16x2, .f16
  return r;
}

}  // namespace

FetchExpectation expectSample(const HostImage& image, const ViewSpec& view, const FetchQuery& q,
                              const SamplingLimits& limits, const ModelFaults& faults) {
  // Grad on a tied cube direction: lambda comes from the derivatives projected onto the face the
  // lookup reads, so each tied face is its own set of branches, never one face's texels at another
  // face's lambda (issue 64, item 10). (The fault tied_face_by_lod chooses the face by the level.)
  const bool cube = view.type == ViewType::Cube || view.type == ViewType::CubeArray;
  const std::vector<FaceCoord> faces =
      cube && q.op == ProbeOp::SampleGrad && !faults.tiedFaceByLod && !faults.cubeGradUnprojected
          ? tiedFaces({q.st[0], q.st[1], q.st[2]})
          : std::vector<FaceCoord>{};
  if (faces.size() < 2) return expectSampleOn(image, view, q, limits, faults, -1);
  std::vector<FetchExpectation> parts;
  bool anyPreferred = false;
  for (const FaceCoord& fc : faces) {
    parts.push_back(expectSampleOn(image, view, q, limits, faults, int(fc.face)));
    anyPreferred = anyPreferred || !parts.back().expect.preferred.empty();
  }
  FetchExpectation r = parts.front();
  r.expect.anyOf.clear();
  r.expect.preferred.clear();
  r.expect.rule.clear();
  for (const FetchExpectation& p : parts) {
    r.expect.anyOf.insert(r.expect.anyOf.end(), p.expect.anyOf.begin(), p.expect.anyOf.end());
    // Empty preferred: every accepted result of that part is preferred.
    const std::vector<VecCheck>& preferred = p.expect.preferred.empty() ? p.expect.anyOf : p.expect.preferred;
    if (anyPreferred) r.expect.preferred.insert(r.expect.preferred.end(), preferred.begin(), preferred.end());
    r.expect.rule += (r.expect.rule.empty() ? "" : "; or ") + p.expect.rule;
  }
  return r;
}

namespace {

// The texels of one footprint (LINEAR: 2^axes texels, each `maybe` where its weight may be 0;
// NEAREST: one, sure) as the ways of one place and level.
std::vector<TexelAccess> accessesAt(const ViewSpec& view, const Candidate& c, Filter filter,
                                    const SamplingLimits& limits) {
  std::vector<TexelAccess> out;
  const auto add = [&](TexelAccess& a, const std::vector<int32_t>& ijk, bool maybe) {
    const std::optional<TexelAddress> t =
        planarTexel(view.sampler, c.place, ijk[0], ijk.size() > 1 ? ijk[1] : 0, ijk.size() > 2 ? ijk[2] : 0);
    if (t) (maybe ? a.maybe : a.sure).push_back(*t);
  };
  if (filter == Filter::Nearest) {
    for (const std::vector<int32_t>& ijk : nearestChoices(c, limits.subTexelBits)) {
      TexelAccess a;
      add(a, ijk, false);
      out.push_back(a);
    }
    return out;
  }
  std::vector<std::vector<LinearAxis>> perAxis;
  for (const AxisRange& u : c.axes) perAxis.push_back(linearFootprints(u, limits.subTexelBits));
  for (const std::vector<LinearAxis>& axes : product(perAxis)) {
    TexelAccess a;
    for (uint32_t t = 0; t < (1u << axes.size()); ++t) {
      bool maybe = false;  // the texel's weight, a product over the axes, may be 0
      for (size_t k = 0; k < axes.size(); ++k)
        maybe = maybe || ((t >> k) & 1 ? axes[k].alphaLo <= 0 : axes[k].alphaHi >= 1);
      add(a, footprintTexel(axes, t), maybe);
    }
    out.push_back(a);
  }
  return out;
}

// The ways of one level, every texel `maybe` where the level's weight in the blend may be 0.
std::vector<TexelAccess> levelAccesses(const HostImage& image, const ViewSpec& view, const FetchQuery& q,
                                       uint32_t level, Filter filter, bool maybe,
                                       const SamplingLimits& limits, const ModelFaults& faults) {
  std::vector<TexelAccess> out;
  for (const Candidate& c : candidatesAt(image, view, q, level, faults))
    for (TexelAccess a : accessesAt(view, c, filter, limits)) {
      if (maybe) {
        a.maybe.insert(a.maybe.end(), a.sure.begin(), a.sure.end());
        a.sure.clear();
      }
      out.push_back(a);
    }
  return out;
}

}  // namespace

std::vector<TexelAccess> sampleAccesses(const HostImage& image, const ViewSpec& view, const FetchQuery& q,
                                        const SamplingLimits& limits, const ModelFaults& faults) {
  if (view.type == ViewType::Cube || view.type == ViewType::CubeArray)
    throw std::logic_error("the texels a cube lookup accesses are not modelled (no sparse cube case)");
  const LevelChoice choice = chooseLevel(image, view, q, limits, faults);
  std::vector<TexelAccess> out;
  for (const LevelBranch& branch : choice.branches) {
    const Filter filter = branch.filter;
    const LevelBlend& b = branch.blend;
    // LINEAR mips with delta 0 (a whole d', magnified) weight the next level 0: maybe accessed.
    const bool nextLevel = view.sampler.mipmapMode == MipmapMode::Linear && b.fine == b.coarse &&
                           b.fine + 1 < view.baseLevel + view.levelCount;
    if (b.fine == b.coarse && !nextLevel) {
      for (const TexelAccess& a : levelAccesses(image, view, q, b.fine, filter, false, limits, faults))
        out.push_back(a);
      continue;
    }
    const uint32_t coarseLevel = nextLevel ? b.fine + 1 : b.coarse;
    for (const TexelAccess& fine :
         levelAccesses(image, view, q, b.fine, filter, b.deltaHi >= 1, limits, faults))
      for (const TexelAccess& coarse :
           levelAccesses(image, view, q, coarseLevel, filter, b.deltaLo <= 0, limits, faults)) {
        TexelAccess a = fine;
        if (faults.lookupResidencyFineOnly) {  // the fault: the coarser level never checked
          out.push_back(a);
          continue;
        }
        a.sure.insert(a.sure.end(), coarse.sure.begin(), coarse.sure.end());
        a.maybe.insert(a.maybe.end(), coarse.maybe.begin(), coarse.maybe.end());
        out.push_back(a);
      }
  }
  return out;
}

}  // namespace vktexel::model
