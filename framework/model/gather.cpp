#include "model/gather.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>
#include <vector>

namespace vktexel::model {
namespace {

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
  const SampledType t = f.sampledType();
  if (q.component < 0 || q.component > 3) throw std::invalid_argument("gather component outside 0..3");
  const uint32_t level = view.baseLevel;  // gather always reads the view's base level (S-12)
  const Extent e = image.extent(level);
  const int32_t w = int32_t(e.width), h = int32_t(e.height);
  // u = s*W + dx; i0 = floor(u - 0.5). Cases pick coordinates with frac(u - 0.5) = 0.5.
  const int32_t dx = q.offset[0] + (faults.gatherOffsetPlusOne && q.constOffset ? 1 : 0);
  const int32_t i0 = int32_t(std::floor(double(q.st[0]) * w + dx - 0.5));
  const int32_t j0 = int32_t(std::floor(double(q.st[1]) * h + q.offset[1] - 0.5));
  uint32_t layer = view.baseLayer;
  if (isArrayed(view.type))  // round to nearest even, then clamp to the view's layers
    layer += uint32_t(std::clamp(int32_t(std::nearbyint(q.st[2])), 0, int32_t(view.layerCount) - 1));
  FetchExpectation r;
  r.expect.type = t;
  r.expect.rule = "gather of component " + std::to_string(q.component) + " around (i0, j0) = (" +
                  std::to_string(i0) + ", " + std::to_string(j0) + ") with " + sampler.key();
  VecCheck check;
  std::vector<int> ambiguous;  // depth-compare components a depth-precision compare may flip
  for (int k = 0; k < 4; ++k) {
    const int order = faults.gatherSwapXW && (k == 0 || k == 3) ? 3 - k : k;
    const auto [i, j] = footprintTexel(order, i0, j0);
    const int32_t wi = wrapIndex(sampler.u, i, w), wj = wrapIndex(sampler.v, j, h);
    Rgba rgba = wi < 0 || wj < 0
                    ? borderRgba(f, sampler.border)
                    : texelRgba(image, view, TexelAddress{level, layer, uint32_t(wi), uint32_t(wj), 0});
    if (wi < 0 || wj < 0) rgba = applySwizzle(view.swizzle, rgba, t);
    if (!sampler.depthCompare) {
      check.c[k] = checkFor(rgba.c[q.component]);
      continue;
    }
    // OpImageDrefGather: 1.0 where the comparison passes, else 0.0 (SEMANTICS §5.1). UNORM depth
    // clamps Dref to [0, 1]; a Dref within one depth ULP of (but not equal to) the texel may be
    // compared at depth precision, so either answer is accepted there.
    const ComponentLayout& d = f.components[0];
    const double ref = d.cls == NumClass::Unorm ? std::clamp(double(q.dref), 0.0, 1.0) : double(q.dref);
    const double depth = rgba.c[0].real;
    const double ulp = d.cls == NumClass::Unorm
                           ? 1.0 / double((uint64_t(1) << d.bits) - 1)
                           : std::fabs(depth) * std::ldexp(1.0, -23) + std::ldexp(1.0, -149);
    check.c[k] = ComponentCheck::exactFloat(compare(sampler.compareOp, ref, depth) ? 1.0f : 0.0f);
    const double gap = std::fabs(ref - depth);  // an exact tie is exact: both values are representable
    if (gap > 0 && gap <= ulp) ambiguous.push_back(k);
  }
  r.expect.anyOf.push_back(check);
  for (int k : ambiguous) {  // each near-tie doubles the accepted results
    const size_t n = r.expect.anyOf.size();
    for (size_t a = 0; a < n; ++a) {
      VecCheck flipped = r.expect.anyOf[a];
      flipped.c[k] = ComponentCheck::exactFloat(flipped.c[k].lo == 1.0f ? 0.0f : 1.0f);
      r.expect.anyOf.push_back(flipped);
    }
  }
  if (sampler.depthCompare) {
    r.expect.type = SampledType::Float;
    r.expect.rule += ", Dref " + std::to_string(q.dref) + " " + toString(sampler.compareOp) + " texel depth";
  }
  return r;
}

}  // namespace vktexel::model
