// OpImageFetch semantics (SEMANTICS §2, §3, §4): the CPU oracle for D3D `ld` and PTX integer `tex`.
#pragma once

#include "model/expectation.h"
#include "model/faults.h"
#include "model/gradient_lod.h"
#include "model/image.h"
#include "model/sampler.h"

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace vktexel::model {

// The robustness features enabled on the device that runs a probe (SEMANTICS §3.1).
enum class Tier : uint8_t {
  None,  // no robustImageAccess: out-of-bounds fetches must not be issued
  RIA,   // robustImageAccess: coordinate OOB gives (0,0,0,0) or (0,0,0,one); level OOB undefined
  RIA2,  // robustImageAccess2: zero in present components, missing G,B -> 0, A -> one
};
const char* toString(Tier t);     // "none", "ria", "ria2": the case-name suffix
const char* featureName(Tier t);  // the Vulkan feature that provides the tier

// Buffer: a uniform texel buffer. Cube, CubeArray: queries only (a cube view cannot be fetched, LD-01).
// D2MS, D2MSArray: multisample views (fetch with a Sample operand, no level).
enum class ViewType : uint8_t { D1, D1Array, D2, D2Array, D3, Buffer, Cube, CubeArray, D2MS, D2MSArray };
bool isMultisample(ViewType v);
// The case-name suffix of a tier: texel buffers name the buffer features ("rba", "rba2"), which
// the same device tiers enable (robustBufferAccess, robustBufferAccess2).
const char* tierSuffix(Tier t, ViewType v);
bool isArrayed(ViewType v);
bool isCube(ViewType v);      // Cube or CubeArray
int spatialDims(ViewType v);  // components of ConstOffset
const char* toString(ViewType v);

enum class Swizzle : uint8_t { Identity, Zero, One, R, G, B, A };
// 'i', '0', '1', 'r', 'g', 'b', 'a': how case names and parameter lines spell a mapping.
char swizzleLetter(Swizzle s);

struct ViewSpec {
  ViewType type = ViewType::D2;
  VkFormat format =
      VK_FORMAT_UNDEFINED;  // the view's format; UNDEFINED: the image's (an alias needs MUTABLE_FORMAT)
  bool null = false;        // a null descriptor (nullDescriptor): nothing is bound (LD-08)
  // Read through `sampler` (P-01): bound as a COMBINED_IMAGE_SAMPLER, or with separateSampler as a
  // SAMPLED_IMAGE beside a SAMPLER that the shader joins to it (OpSampledImage). Without: a
  // SAMPLED_IMAGE alone.
  bool withSampler = false;
  bool separateSampler = false;
  Aspect aspect = Aspect::Color;  // Depth or Stencil for depth/stencil formats (Color: the format's own)
  // The sampler of a combined image sampler (gathers address through it; fetches ignore it).
  SamplerSpec sampler;
  uint32_t baseLevel = 0, levelCount = 1;
  uint32_t baseLayer = 0, layerCount = 1;
  std::array<Swizzle, 4> swizzle{Swizzle::Identity, Swizzle::Identity, Swizzle::Identity, Swizzle::Identity};
  // Texel buffers (LD-18): the view starts firstElement texels into the buffer and holds
  // elementCount texels; 0 is VK_WHOLE_SIZE, to the buffer's end (model/buffer_view.h).
  uint32_t firstElement = 0, elementCount = 0;

  std::string key() const;
};

// What one probe asks of the image.
enum class ProbeOp : uint8_t {
  Fetch,         // OpImageFetch (D3D ld, PTX tex with integer coordinates)
  QuerySizeLod,  // OpImageQuerySizeLod (PTX txq width/height/depth/array_size, txq.level)
  QueryLevels,   // OpImageQueryLevels (PTX txq num_mipmap_levels)
  QuerySamples,  // OpImageQuerySamples (PTX txq num_samples)
  Gather,        // OpImageGather (PTX tld4, SASS TLD4S): needs the case's sampler (model/gather.h)
  Sample,        // OpImageSampleExplicitLod (PTX tex with f32 coordinates): model/sample.h
  SampleDref,    // OpImageSampleDrefExplicitLod (PTX tex with depth compare, P-10): model/sample.h
  SampleGrad,    // OpImageSampleExplicitLod with Grad (PTX tex.grad, P-40): FetchQuery::sampleGrad
};
bool isSampledLookup(ProbeOp op);  // Sample, SampleDref or SampleGrad
const char* toString(ProbeOp op);

// The bits left in result components a write mask does not cover (LD-14).
constexpr uint32_t kUnwrittenBits = 0x5eed5eedu;

// PTX `.f16` / SASS `.F16` results have no Vulkan form; the suite emulates them after an f32
// gather (SEMANTICS §9): Pairs stores PackHalf2x16(x, y), PackHalf2x16(z, w), 0, 0; Low stores
// PackHalf2x16(x, 0), 0, 0, 0 (a single value: the unused upper half must be 0).
enum class HalfPacking : uint8_t { None, Pairs, Low };

// Sparse forms (SEMANTICS §8): OpImageSparseFetch / OpImageSparseGather in place of the plain
// read. Texel: the probe stores the texel; Residency: OpImageSparseTexelsResident of the code,
// as uvec4(resident ? 1 : 0, 0, 0, 0) (model/sparse.h).
enum class SparseRead : uint8_t { No, Texel, Residency };

// ConstOffsets' four (x, y) offsets. Gather offsets lie within [-32, 31] at most (the suite's
// widest range, cases/tld4_offsets.cpp), so a byte each keeps millions of probes small.
using GatherOffsets = std::array<std::array<int8_t, 2>, 4>;

// Static text (a string literal or a table entry that lives as long as the process) in one
// pointer: millions of probes carry the shader-side swizzle and mask.
class StaticText {
 public:
  constexpr StaticText(const char* text = "") : text_(text) {}   // NOLINT(google-explicit-constructor)
  constexpr operator std::string_view() const { return text_; }  // NOLINT(google-explicit-constructor)
  bool empty() const { return !*text_; }

 private:
  const char* text_;
};

// One probe: coordinates x, y, z and the array layer (each only where the view has it), an
// integer Lod and a ConstOffset on the spatial axes. Fields ordered to pack: the suite holds
// 5.1 million of these.
struct FetchQuery {
  // The flags that pick a probe's code path (shadergen::Variant::of) come first; the rest is
  // ordered to pack.
  ProbeOp op = ProbeOp::Fetch;
  bool constOffset = false;  // the shader passes `offset` as ConstOffset (a zero offset is still an operand)
  bool dynamicOffset = false;  // gathers: `offset` as a run-time Offset operand (P-26, S-03)
  bool constOffsets = false;   // gathers: ConstOffsets, texel k at (i0, j0) + offsets[k] (SEMANTICS §5.1)
  bool shaderAddedOffset = false;  // the shader adds `offset` to the coordinate itself (LD2DMS-12 fallback)
  HalfPacking pack = HalfPacking::None;  // gathers: the .F16 emulation (P-20, S-09)
  SparseRead sparse = SparseRead::No;
  int8_t component = 0;  // gathers: the constant Component operand, 0..3
  std::array<int32_t, 3> offset{0, 0, 0};
  GatherOffsets offsets{};
  float dref = 0;  // depth-compare gathers: the Dref operand
  // Shader-side swizzle and destination write mask (D3D `srcResource.swizzle`, `dest.mask`):
  // dest.<mask> = fetched.<swizzle>, other components keep kUnwrittenBits. Empty: plain store.
  StaticText swizzle, mask;
  std::array<int32_t, 3> coord{0, 0, 0};  // x, y, z
  int32_t layer = 0;
  // The integer Lod of fetches and queries; sampled lookups keep their f32 Lod operand's bits here
  // (sampleLod), as the probe buffer carries it to the shader.
  int32_t lod = 0;
  int32_t sample = 0;  // the Sample operand of multisample fetches, a run-time value (LD2DMS-03)
  // Gathers: normalized s, t, then r (a cube's direction is (s, t, r)), then the array layer
  // (for cube arrays the cube index), all as floats.
  std::array<float, 4> st{0, 0, 0, 0};

  float sampleLod() const;
  void setSampleLod(float lod);
  // Fetches, size queries and sampled lookups with a Lod: the shader takes this probe's Lod (and a
  // multisample fetch's Sample) as a constant operand, a code path per value, instead of reading
  // it from the probe buffer (SPIR-V's constant operand forms, docs/fixed-state.md). Kept in
  // `component`, which only gathers use: the struct stays within its size (5.1 million probes).
  bool literalOperands() const { return op != ProbeOp::Gather && component == kLiteralOperands; }
  // An offset operand of any form: ConstOffset, a run-time Offset, ConstOffsets.
  bool hasOffsetOperand() const { return constOffset || dynamicOffset || constOffsets; }
  void setLiteralOperands();  // std::logic_error for gathers
  static constexpr int8_t kLiteralOperands = 1;
  // A Grad lookup's derivatives: dP/dx = gx on the axes of maskX (bit a: axis a), negated on those
  // of negX, dP/dy = gy on those of maskY, negated on negY, in normalized coordinates (a cube's
  // direction has three axes). They travel in the probe's Lod word (gx), its sample word (the masks:
  // bits 0-2 maskX, 3-5 maskY, 6-8 negX, 9-11 negY) and `dref` (gy), which a Grad lookup of a
  // colour image does not use.
  void setSampleGrad(float gx, uint32_t maskX, float gy, uint32_t maskY, uint32_t negX = 0,
                     uint32_t negY = 0);
  Gradients sampleGrad() const;
  // A Grad lookup's MinLod image operand (shaderResourceMinLod): a multiple of 1/16 in [0, 16), in
  // the sample word (bit 12: present; bits 13-20: the value x 16). Throws std::invalid_argument
  // for other values or a probe that is no Grad lookup.
  void setSampleMinLod(float minLod);
  bool hasSampleMinLod() const;
  float sampleMinLod() const;
};

enum class FetchClass : uint8_t { InBounds, CoordOOB, LevelOOB, SampleOOB };
const char* toString(FetchClass c);

// The texel an in-bounds fetch reads, in image terms.
struct TexelAddress {
  uint32_t level = 0, layer = 0, x = 0, y = 0, z = 0, sample = 0;
  std::string describe() const;
};

// Where a gather component comes from (the first accepted footprint), for diagnosis.
struct GatherSource {
  enum class Kind : uint8_t { Texel, Border, CubeCorner };
  Kind kind = Kind::Texel;
  TexelAddress address;  // Texel: the texel read (its layer is the cube face for cubes)
  std::string describe() const;
};

// A LINEAR lookup's first footprint, for diagnosis: its 2, 4 or 8 texels (axis 0 varying fastest)
// and the weight range the model allows on each axis.
struct LinearFootprint {
  std::vector<GatherSource> texels;
  std::vector<Rgba> values;  // each texel after decode and swizzle (a border texel's too)
  std::vector<std::array<double, 2>> alpha;
  std::array<int32_t, 3> first{0, 0, 0};  // (i0, j0, k0)
};

struct FetchExpectation {
  FetchClass cls = FetchClass::InBounds;
  TexelAddress address;  // valid for InBounds
  Expectation expect;
  std::vector<GatherSource> gathered;  // gathers: the source of x, y, z, w
  LinearFootprint footprint;           // LINEAR sampled lookups (model/sample.h)
};

FetchExpectation expectFetch(const HostImage& image, const ViewSpec& view, const FetchQuery& q, Tier tier,
                             const ModelFaults& faults = {});

// What a device's limits allow a sampled lookup (SEMANTICS §14.2): data read from the device
// (VkPhysicalDeviceLimits), never a query the model makes. The defaults are the spec's minimums.
struct SamplingLimits {
  uint32_t subTexelBits = 4;
  uint32_t mipmapBits = 4;
};

// Any probe: dispatches on q.op (fetches here, queries in model/query.h, gathers in model/gather.h,
// sampled lookups in model/sample.h).
FetchExpectation expectProbe(const HostImage& image, const ViewSpec& view, const FetchQuery& q, Tier tier,
                             const ModelFaults& faults = {}, const SamplingLimits& limits = {});

// dest.<mask> = value.<swizzle> on every alternative of an expectation (LD-14).
Expectation applyShaderSwizzle(const Expectation& e, std::string_view swizzle, std::string_view mask);

// The format the view interprets texels with.
const FormatInfo& viewFormat(const HostImage& image, const ViewSpec& view);
const FormatInfo& viewFormat(VkFormat imageFormat, const ViewSpec& view);

// The RGBA value of a texel after Conversion to RGBA and the view swizzle (no tolerance applied).
Rgba texelRgba(const HostImage& image, const ViewSpec& view, const TexelAddress& a,
               const ModelFaults& faults = {});

Rgba applySwizzle(const std::array<Swizzle, 4>& swizzle, const Rgba& rgba, SampledType t);

}  // namespace vktexel::model
