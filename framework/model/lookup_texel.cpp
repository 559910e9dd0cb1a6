#include "model/lookup_texel.h"

#include "model/border.h"
#include "model/cube.h"
#include "model/sparse.h"

#include <algorithm>

namespace vktexel::model {
namespace {

int32_t floorMod(int32_t a, int32_t b) {
  return ((a % b) + b) % b;
}
int32_t mirror(int32_t n) {
  return n >= 0 ? n : -(1 + n);
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

LookupTexel cubeTexel(const HostImage& image, const ViewSpec& view, const LookupPlace& p, int32_t i,
                      int32_t j, const ModelFaults& faults) {
  LookupTexel r;
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

std::optional<TexelAddress> planarTexel(const SamplerSpec& sampler, const LookupPlace& p, int32_t i,
                                        int32_t j, int32_t k) {
  const int32_t wi = wrapIndex(sampler.u, i, p.w), wj = wrapIndex(sampler.v, j, p.h),
                wk = wrapIndex(sampler.w, k, p.d);
  if (wi < 0 || wj < 0 || wk < 0) return std::nullopt;
  return TexelAddress{p.level, p.layer, uint32_t(wi), uint32_t(wj), uint32_t(wk), 0};
}

LookupTexel lookupTexel(const HostImage& image, const ViewSpec& view, const SamplerSpec& sampler,
                        const LookupPlace& p, int32_t i, int32_t j, int32_t k, const ModelFaults& faults) {
  if (p.cube) return cubeTexel(image, view, p, i, j, faults);
  const FormatInfo& f = viewFormat(image, view);
  LookupTexel r;
  SamplerSpec modes = sampler;
  if (faults.addressWAsU) modes.w = modes.u;
  const std::optional<TexelAddress> at = planarTexel(modes, p, i, j, k);
  if (!at) {
    r.rgba = borderRgba(f, sampler.border, faults.borderAllComponents, sampler.rgba4BlackSwapped);
    if (!faults.borderUnmapped) r.rgba = applySwizzle(view.swizzle, r.rgba, f.sampledType());
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

}  // namespace vktexel::model
