#include "model/fetch.h"
#include "model/srgb_decode.h"

#include "model/buffer_view.h"
#include "model/compressed.h"
#include "model/gather.h"
#include "model/query.h"
#include "model/rgba4_border.h"
#include "model/sample.h"
#include "model/sample_residency.h"
#include "model/sparse.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <stdexcept>

namespace vktexel::model {
namespace {

Rgba constantRgba(SampledType t, uint32_t r, uint32_t g, uint32_t b, uint32_t a) {
  return Rgba{{constantScalar(t, r), constantScalar(t, g), constantScalar(t, b), constantScalar(t, a)}};
}

// "texel (x=.., level=..) stored 0x...": the rule of an in-bounds fetch, with the raw bytes a
// vendor needs to reproduce it.
std::string storedTexelText(const HostImage& image, const TexelAddress& a) {
  return "texel " + a.describe() + " stored " +
         describeTexel(image.format(), image.texel(a.level, a.layer, a.x, a.y, a.z));
}

Expectation exactly(const Rgba& rgba, SampledType t, std::string rule) {
  Expectation e;
  e.type = t;
  e.anyOf.push_back(checkFor(rgba));
  e.rule = std::move(rule);
  return e;
}

// Out-of-bounds result by tier (SEMANTICS §3.1). Replacement happens before the view swizzle.
Expectation outOfBounds(const FormatInfo& f, const ViewSpec& view, FetchClass cls, Tier tier,
                        const ModelFaults& faults) {
  const SampledType t = f.sampledType();
  const bool level = cls == FetchClass::LevelOOB;
  switch (tier) {
    case Tier::None:
      return Expectation::dontRun(
          t, "out-of-bounds fetch without robustImageAccess is undefined (SEMANTICS §3.1)");
    case Tier::RIA: {
      if (level)
        return Expectation::unchecked(t, "LD-04: level out of range is undefined under robustImageAccess");
      Expectation e;
      e.type = t;
      e.rule = "robustImageAccess: R,G,B = 0, A = 0 or one";
      e.anyOf.push_back(checkFor(applySwizzle(view.swizzle, constantRgba(t, 0, 0, 0, 0), t)));
      e.anyOf.push_back(checkFor(applySwizzle(view.swizzle, constantRgba(t, 0, 0, 0, 1), t)));
      return e;
    }
    case Tier::RIA2: {
      Rgba zero = zeroTexelRgba(f);
      if (faults.oobAlphaZero && !f.hasChannel(Channel::A)) zero.c[3] = constantScalar(t, 0);
      return exactly(applySwizzle(view.swizzle, zero, t), t,
                     "robustImageAccess2: zero in the format's components, missing G,B -> 0, A -> one");
    }
  }
  return Expectation{};
}

// Texel buffers (SEMANTICS §3.2, LD-18): no level operand ("srcAddress.a is ignored for
// buffers"), no offsets; the bound is the view's range in texels.
FetchExpectation expectBufferFetch(const HostImage& image, const ViewSpec& view, const FetchQuery& q,
                                   Tier tier, const ModelFaults& faults) {
  const FormatInfo& f = viewFormat(image, view);
  const SampledType t = f.sampledType();
  FetchExpectation r;
  if (const std::optional<uint32_t> x = bufferViewTexel(image.spec(), view, q.coord[0], faults)) {
    r.address = TexelAddress{0, 0, *x, 0, 0};
    r.expect = exactly(texelRgba(image, view, r.address, faults), t, storedTexelText(image, r.address));
    return r;
  }
  r.cls = FetchClass::CoordOOB;
  if (tier != Tier::RIA) {
    r.expect = outOfBounds(f, view, r.cls, tier, faults);  // RBA2: zero + defaults, as for images
    return r;
  }
  // robustBufferAccess: a value from the buffer's memory, zero, or (0,0,0,x) with x 0, 1 or the
  // largest positive integer (0.0 or 1.0 for floats).
  Expectation e;
  e.type = t;
  e.rule = "robustBufferAccess: any texel of the buffer, or (0,0,0,x) with x in {0, 1, INT_MAX/UINT_MAX}";
  std::vector<uint32_t> alphas = {0, 1};
  if (t == SampledType::Sint) alphas.push_back(0x7fffffffu);
  if (t == SampledType::Uint) alphas.push_back(0xffffffffu);
  for (uint32_t a : alphas)
    e.anyOf.push_back(checkFor(applySwizzle(view.swizzle, constantRgba(t, 0, 0, 0, a), t)));
  for (uint32_t x = 0; x < image.spec().width; ++x)
    e.anyOf.push_back(checkFor(texelRgba(image, view, TexelAddress{0, 0, x, 0, 0})));
  r.expect = e;
  return r;
}

}  // namespace

const char* toString(Tier t) {
  switch (t) {
    case Tier::None: return "none";
    case Tier::RIA: return "ria";
    case Tier::RIA2: return "ria2";
  }
  return "?";
}

const char* tierSuffix(Tier t, ViewType v) {
  if (v != ViewType::Buffer) return toString(t);
  return t == Tier::RIA2 ? "rba2" : t == Tier::RIA ? "rba" : "none";
}

const char* featureName(Tier t) {
  switch (t) {
    case Tier::None: return "(none)";
    case Tier::RIA: return "robustImageAccess";
    case Tier::RIA2: return "robustImageAccess2";
  }
  return "?";
}

bool isArrayed(ViewType v) {
  return v == ViewType::D1Array || v == ViewType::D2Array || v == ViewType::CubeArray ||
         v == ViewType::D2MSArray;
}

bool isCube(ViewType v) {
  return v == ViewType::Cube || v == ViewType::CubeArray;
}

bool isMultisample(ViewType v) {
  return v == ViewType::D2MS || v == ViewType::D2MSArray;
}

int spatialDims(ViewType v) {
  switch (v) {
    case ViewType::D1:
    case ViewType::D1Array: return 1;
    case ViewType::D2:
    case ViewType::D2Array: return 2;
    case ViewType::D3: return 3;
    case ViewType::Buffer: return 1;
    case ViewType::Cube:
    case ViewType::CubeArray:
    case ViewType::D2MS:
    case ViewType::D2MSArray: return 2;
  }
  return 0;
}

char swizzleLetter(Swizzle s) {
  switch (s) {
    case Swizzle::Identity: return 'i';
    case Swizzle::Zero: return '0';
    case Swizzle::One: return '1';
    case Swizzle::R: return 'r';
    case Swizzle::G: return 'g';
    case Swizzle::B: return 'b';
    case Swizzle::A: return 'a';
  }
  return '?';
}

const char* toString(ViewType v) {
  switch (v) {
    case ViewType::D1: return "1d";
    case ViewType::D1Array: return "1d_array";
    case ViewType::D2: return "2d";
    case ViewType::D2Array: return "2d_array";
    case ViewType::D3: return "3d";
    case ViewType::Buffer: return "buffer";
    case ViewType::Cube: return "cube";
    case ViewType::CubeArray: return "cube_array";
    case ViewType::D2MS: return "2d_ms";
    case ViewType::D2MSArray: return "2d_ms_array";
  }
  return "?";
}

const char* toString(ProbeOp op) {
  switch (op) {
    case ProbeOp::Fetch: return "fetch";
    case ProbeOp::QuerySizeLod: return "query_size_lod";
    case ProbeOp::QueryLevels: return "query_levels";
    case ProbeOp::QuerySamples: return "query_samples";
    case ProbeOp::Gather: return "gather";
    case ProbeOp::Sample: return "sample";
    case ProbeOp::SampleGrad: return "sample_grad";
    case ProbeOp::SampleDref: return "sample_dref";
  }
  return "?";
}

const char* toString(FetchClass c) {
  switch (c) {
    case FetchClass::InBounds: return "in-bounds";
    case FetchClass::CoordOOB: return "coordinate out of bounds";
    case FetchClass::LevelOOB: return "level out of range";
    case FetchClass::SampleOOB: return "sample index out of range";
  }
  return "?";
}

std::string ViewSpec::key() const {
  std::string s = std::string(toString(type)) + (null ? "/null" : "") +
                  (withSampler ? (separateSampler ? "/separate:" : "/combined:") + sampler.key() : "") +
                  (aspect == Aspect::Depth     ? "/depth"
                   : aspect == Aspect::Stencil ? "/stencil"
                                               : "") +
                  (format != VK_FORMAT_UNDEFINED ? std::string("/") + formatInfo(format).name : "") + "/l" +
                  std::to_string(baseLevel) + "+" + std::to_string(levelCount) + "/a" +
                  std::to_string(baseLayer) + "+" + std::to_string(layerCount) + "/s";
  for (Swizzle c : swizzle) s += char('0' + int(c));
  if (firstElement || elementCount)
    s += "/e" + std::to_string(firstElement) + "+" + std::to_string(elementCount);
  return s;
}

std::string TexelAddress::describe() const {
  return "(x=" + std::to_string(x) + ", y=" + std::to_string(y) + ", z=" + std::to_string(z) +
         ", layer=" + std::to_string(layer) + ", level=" + std::to_string(level) +
         (sample ? ", sample=" + std::to_string(sample) : "") + ")";
}

std::string GatherSource::describe() const {
  const std::string at = "(" + std::to_string(address.x) + ", " + std::to_string(address.y) + ") layer " +
                         std::to_string(address.layer);
  switch (kind) {
    case Kind::Texel: return "texel " + at;
    case Kind::Border: return "border";
    case Kind::CubeCorner: return "cube corner beside " + at;
  }
  return "?";
}

Rgba applySwizzle(const std::array<Swizzle, 4>& swizzle, const Rgba& rgba, SampledType t) {
  Rgba out;
  for (int i = 0; i < 4; ++i) {
    switch (swizzle[i]) {
      case Swizzle::Identity: out.c[i] = rgba.c[i]; break;
      case Swizzle::Zero: out.c[i] = constantScalar(t, 0); break;
      case Swizzle::One: out.c[i] = constantScalar(t, 1); break;
      case Swizzle::R: out.c[i] = rgba.c[0]; break;
      case Swizzle::G: out.c[i] = rgba.c[1]; break;
      case Swizzle::B: out.c[i] = rgba.c[2]; break;
      case Swizzle::A: out.c[i] = rgba.c[3]; break;
    }
  }
  return out;
}

const FormatInfo& viewFormat(VkFormat imageFormat, const ViewSpec& view) {
  const FormatInfo& f = formatInfo(view.format == VK_FORMAT_UNDEFINED ? imageFormat : view.format);
  return aspectFormat(f, view.aspect == Aspect::Color ? defaultAspect(f) : view.aspect);
}

const FormatInfo& viewFormat(const HostImage& image, const ViewSpec& view) {
  return viewFormat(image.format().vk, view);
}

namespace {

// The codes a multisample fill may have stored for `code` when it rendered through the format
// itself (model::fillRenderFormat): it writes the float nearest the code's value, and the
// attachment converts that back, rounding either way unless the product is an integer (Vulkan
// "Conversion from Floating-Point to Normalized Fixed-Point"; sRGB encoding: either neighbour,
// 0 and 255 exact). Integer-alias fills store the code itself, which the range includes.
std::array<int64_t, 2> renderedCodeRange(const ComponentLayout& c, int64_t code) {
  if (c.cls == NumClass::Srgb) {
    const int64_t max = (int64_t(1) << c.bits) - 1;
    if (code == 0 || code == max) return {code, code};
    return {code - 1, code + 1};
  }
  const bool snorm = c.cls == NumClass::Snorm;
  const int64_t scale = snorm ? (int64_t(1) << (c.bits - 1)) - 1 : (int64_t(1) << c.bits) - 1;
  const int64_t lowest = snorm ? -scale : 0;
  const int64_t stored = std::max(code, lowest);  // SNORM's most negative code reads -1.0 too
  const double product = double(float(double(stored) / double(scale))) * double(scale);  // exact
  if (product == double(stored)) return {stored, stored};
  return product > double(stored) ? std::array<int64_t, 2>{stored, std::min(stored + 1, scale)}
                                  : std::array<int64_t, 2>{std::max(stored - 1, lowest), stored};
}

// A multisample texel's normalized and sRGB components as a range over renderedCodeRange.
void widenToRenderedCodes(const FormatInfo& f, const uint8_t* texel, bool citedBounds, Rgba& rgba) {
  for (int k = 0; k < f.componentCount; ++k) {
    const ComponentLayout& c = f.components[k];
    if (c.cls != NumClass::Unorm && c.cls != NumClass::Snorm && c.cls != NumClass::Srgb) continue;
    int64_t code = readCode(f, texel, k);
    if (c.cls == NumClass::Snorm && code >= (int64_t(1) << (c.bits - 1))) code -= int64_t(1) << c.bits;
    const auto [first, last] = renderedCodeRange(c, code);
    if (first == last) continue;
    Scalar& s = rgba.c[channelIndex(c.channel)];
    if (c.cls == NumClass::Srgb) {
      setSrgbDecode(s, double(first) / 255.0, double(last) / 255.0, citedBounds);
    } else {
      s.ranged = true;
      const double scale =
          double(c.cls == NumClass::Snorm ? (int64_t(1) << (c.bits - 1)) - 1 : (int64_t(1) << c.bits) - 1);
      s.lo = double(first) / scale;
      s.hi = double(last) / scale;
    }
  }
}

// With the cited bounds, each sRGB component as any value that re-encodes to its code.
void widenSrgbToCitedBound(const FormatInfo& f, const uint8_t* texel, Rgba& rgba) {
  for (int k = 0; k < f.componentCount; ++k) {
    const ComponentLayout& c = f.components[k];
    if (c.cls != NumClass::Srgb) continue;
    const double v = double(readCode(f, texel, k)) / 255.0;
    setSrgbDecode(rgba.c[channelIndex(c.channel)], v, v, true);
  }
}

// Conversion to RGBA (of a texel the multisample fill `rendered`), as a driver with the
// conversion faults would do it (the faults are for the self-test only).
Rgba convertWithFaults(const FormatInfo& f, const uint8_t* texel, bool rendered, const ModelFaults& faults) {
  const FormatInfo* as = &f;
  std::string name = f.name;
  if (const size_t at = name.find("srgb"); faults.srgbNoDecode && at != std::string::npos) {
    name.replace(at, 4, "unorm");
    if (const FormatInfo* unorm = findFormat(name)) as = unorm;
  }
  Rgba rgba = convertToRgba(*as, texel);
  if (rendered && as == &f)
    widenToRenderedCodes(f, texel, faults.cites(CitedBoundKind::SrgbDecode), rgba);
  else if (faults.cites(CitedBoundKind::SrgbDecode))
    widenSrgbToCitedBound(*as, texel, rgba);
  for (int k = 0; k < f.componentCount && faults.snormMinBelowMinusOne; ++k) {
    const ComponentLayout& c = f.components[k];
    const uint32_t mostNegative = 1u << (c.bits - 1);
    if (c.cls == NumClass::Snorm && readCode(f, texel, k) == mostNegative)
      rgba.c[channelIndex(c.channel)].real = -double(mostNegative) / double(mostNegative - 1);
  }
  if (faults.packedSwapRB && std::string(f.name).find("_pack") != std::string::npos &&
      f.hasChannel(Channel::B))
    std::swap(rgba.c[0], rgba.c[2]);
  return rgba;
}

}  // namespace

Rgba texelRgba(const HostImage& image, const ViewSpec& view, const TexelAddress& a,
               const ModelFaults& faults) {
  const FormatInfo& f = viewFormat(image, view);
  if (f.isCompressed())
    return applySwizzle(view.swizzle,
                        decodeCompressedTexel(f, image.texel(a.level, a.layer, a.x, a.y, a.z),
                                              a.x % f.blockWidth, a.y % f.blockHeight, faults),
                        f.sampledType());
  const uint8_t* texel = image.texel(a.level, a.layer, a.x, a.y, a.z, a.sample);
  const bool rendered =  // a clear writes its exact codes (FillPattern::Cleared)
      image.spec().samples > 1 && fillAlias(image.spec()) && image.spec().fill != FillPattern::Cleared;
  return applySwizzle(view.swizzle, convertWithFaults(f, texel, rendered, faults), f.sampledType());
}

FetchExpectation expectFetch(const HostImage& image, const ViewSpec& view, const FetchQuery& q, Tier tier,
                             const ModelFaults& faults) {
  const FormatInfo& f = viewFormat(image, view);
  FetchExpectation r;
  if (view.null) {  // no view, so no defaults and no swizzle: every component is zero (LD-08, trap 2)
    r.expect = exactly(constantRgba(f.sampledType(), 0, 0, 0, 0), f.sampledType(),
                       "LD-08: a null descriptor reads (0,0,0,0)");
    return r;
  }
  if (view.type == ViewType::Buffer) return expectBufferFetch(image, view, q, tier, faults);
  // Level validation comes first: lod is relative to the view's base level (SEMANTICS §2).
  // Multisample fetches take no level (LD2DMS-10): the view's only level.
  if (!isMultisample(view.type) && (q.lod < 0 || uint32_t(q.lod) >= view.levelCount)) {
    r.cls = FetchClass::LevelOOB;
    r.expect = outOfBounds(f, view, r.cls, tier, faults);
    return r;
  }
  const uint32_t level = view.baseLevel + (isMultisample(view.type) ? 0u : uint32_t(q.lod));
  // The offset applies at the accessed level, on spatial axes only (LD-10, LD-11).
  const Extent e = image.extent(level);
  const int dims = spatialDims(view.type);
  const int64_t size[3] = {e.width, e.height, e.depth};
  int64_t pos[3] = {0, 0, 0};
  bool inside = true;
  for (int axis = 0; axis < dims; ++axis) {
    pos[axis] = int64_t(q.coord[axis]) + (faults.ignoreOffset ? 0 : q.offset[axis]);
    inside = inside && pos[axis] >= 0 && pos[axis] < size[axis];
  }
  const bool layered = isArrayed(view.type);
  if (layered) inside = inside && q.layer >= 0 && uint32_t(q.layer) < view.layerCount;
  if (!inside) {
    r.cls = FetchClass::CoordOOB;
    r.expect = outOfBounds(f, view, r.cls, tier, faults);
    return r;
  }
  // A sample index past the count, at a valid coordinate, is undefined under every tier; it is
  // issued only with robustness (memory safety) and never compared (SEMANTICS §3.1, LD2DMS-17).
  if (isMultisample(view.type) && (q.sample < 0 || uint32_t(q.sample) >= image.spec().samples)) {
    r.cls = FetchClass::SampleOOB;
    r.expect =
        tier == Tier::None
            ? Expectation::dontRun(f.sampledType(), "a sample index out of range needs robustness to be safe")
            : Expectation::unchecked(f.sampledType(), "LD2DMS-17: a sample index out of range is undefined");
    return r;
  }
  r.cls = FetchClass::InBounds;
  const bool ignoreBase = faults.ignoreViewBase && isMultisample(view.type);
  r.address = TexelAddress{level,
                           (ignoreBase ? 0u : view.baseLayer) + (layered ? uint32_t(q.layer) : 0u),
                           uint32_t(pos[0]),
                           uint32_t(pos[1]),
                           uint32_t(pos[2]),
                           isMultisample(view.type) ? uint32_t(q.sample) : 0u};
  switch (residencyOf(image.spec(), r.address, faults)) {  // SEMANTICS §8
    case Residency::Resident:
      r.expect = exactly(texelRgba(image, view, r.address, faults), f.sampledType(),
                         storedTexelText(image, r.address));
      break;
    case Residency::UnboundZero:
      r.expect = exactly(applySwizzle(view.swizzle, zeroTexelRgba(f), f.sampledType()), f.sampledType(),
                         "P-08: an unbound texel with residencyNonResidentStrict reads zero bits through "
                         "Conversion to RGBA");
      break;
    case Residency::UnboundUndefined:
      r.expect = Expectation::unchecked(
          f.sampledType(), "an unbound texel's value is undefined without residencyNonResidentStrict");
      break;
  }
  return r;
}

namespace {

int componentIndex(char c) {
  switch (c) {
    case 'x':
    case 'r': return 0;
    case 'y':
    case 'g': return 1;
    case 'z':
    case 'b': return 2;
    case 'w':
    case 'a': return 3;
  }
  throw std::invalid_argument(std::string("bad swizzle component '") + c + "'");
}

}  // namespace

Expectation applyShaderSwizzle(const Expectation& e, std::string_view swizzle, std::string_view mask) {
  if (swizzle.empty() || e.kind != Expectation::Kind::Checked) return e;
  if (swizzle.size() != mask.size()) throw std::invalid_argument("swizzle and write mask differ in length");
  Expectation out = e;
  for (VecCheck& v : out.anyOf) {
    VecCheck shuffled;
    for (ComponentCheck& c : shuffled.c) c = ComponentCheck::exactBits(kUnwrittenBits);
    for (size_t i = 0; i < mask.size(); ++i)
      shuffled.c[componentIndex(mask[i])] = v.c[componentIndex(swizzle[i])];
    v = shuffled;
  }
  out.rule += "; then dest." + std::string(mask) + " = ." + std::string(swizzle);
  return out;
}

bool isSampledLookup(ProbeOp op) {
  return op == ProbeOp::Sample || op == ProbeOp::SampleDref || op == ProbeOp::SampleGrad;
}

void FetchQuery::setLiteralOperands() {
  if (op == ProbeOp::Gather) throw std::logic_error("a gather's Component is its own constant operand");
  component = kLiteralOperands;
}

float FetchQuery::sampleLod() const {
  float f;
  std::memcpy(&f, &lod, sizeof f);
  return f;
}

void FetchQuery::setSampleLod(float f) {
  std::memcpy(&lod, &f, sizeof f);
}

void FetchQuery::setSampleGrad(float gx, uint32_t maskX, float gy, uint32_t maskY, uint32_t negX,
                               uint32_t negY) {
  op = ProbeOp::SampleGrad;
  setSampleLod(gx);
  dref = gy;
  sample = int32_t((maskX & 7) | (maskY & 7) << 3 | (negX & maskX & 7) << 6 | (negY & maskY & 7) << 9);
}

void FetchQuery::setSampleMinLod(float minLod) {
  const float sixteenths = minLod * 16;
  if (op != ProbeOp::SampleGrad || !(sixteenths >= 0 && sixteenths < 256) ||
      sixteenths != std::floor(sixteenths))
    throw std::invalid_argument(
        "a MinLod operand is given to Grad lookups, as a multiple of 1/16 in [0, 16)");
  sample = (sample & 0xfff) | 1 << 12 | int32_t(sixteenths) << 13;
}

bool FetchQuery::hasSampleMinLod() const {
  return op == ProbeOp::SampleGrad && (sample >> 12 & 1);
}

float FetchQuery::sampleMinLod() const {
  return hasSampleMinLod() ? float(sample >> 13 & 0xff) / 16 : 0.0f;
}

Gradients FetchQuery::sampleGrad() const {
  const auto component = [this](int mask, int neg, double g) {
    return (sample >> mask) & 1 ? ((sample >> neg) & 1 ? -g : g) : 0.0;
  };
  Gradients g;
  for (int a = 0; a < 3; ++a) {
    g.dx[a] = component(a, 6 + a, double(sampleLod()));
    g.dy[a] = component(3 + a, 9 + a, double(dref));
  }
  return g;
}

FetchExpectation expectProbe(const HostImage& image, const ViewSpec& view, const FetchQuery& q, Tier tier,
                             const ModelFaults& faults, const SamplingLimits& limits) {
  if (q.sparse == SparseRead::Residency && isSampledLookup(q.op))
    return expectSampleResidency(image, view, q, limits, faults);
  if (q.sparse == SparseRead::Residency) return expectResidency(image, view, q, tier, faults);
  if (q.op == ProbeOp::Gather || isSampledLookup(q.op)) {
    const auto expect = [&](const ViewSpec& v) {
      return q.op == ProbeOp::Gather ? expectGather(image, v, v.sampler, q, faults)
                                     : expectSample(image, v, q, limits, faults);
    };
    return withRgba4BorderSwap(viewFormat(image, view), view, expect);
  }
  if (q.op != ProbeOp::Fetch) {
    FetchExpectation r;
    r.expect = expectQuery(image.spec(), view, q);
    return r;
  }
  FetchExpectation r = expectFetch(image, view, q, tier, faults);
  r.expect = applyShaderSwizzle(r.expect, q.swizzle, q.mask);
  return r;
}

}  // namespace vktexel::model
