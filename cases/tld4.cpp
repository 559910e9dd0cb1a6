// PTX tld4 / SASS TLD4S (seeds/ptx-texture-instructions.md, seeds/sass-tld4s.txt) as
// OpImageGather through a combined image sampler: each component, the footprint order, constant
// offsets, address modes and border colours at the edges, and array-layer rounding. Clause IDs:
// SEMANTICS §11.3 (P-22..P-28) and §11.4 (S-*).
#include "gather_probes.h"
#include "registry.h"
#include "representatives.h"

#include <array>
#include <cmath>
#include <cstdio>
#include <limits>
#include <utility>

namespace vktexel::cases {
namespace {

using model::AddressMode;
using model::BorderColor;
using model::Tier;

const Shape kShapes[] = {
    {"2d", model::ViewType::D2, model::ImageDim::D2, 16, 8, 1, 1},
    {"2d_array", model::ViewType::D2Array, model::ImageDim::D2, 16, 8, 1, 3},
};
// Address modes also on odd sizes: wrapping a power-of-two size is a mask, any other size a
// division, and drivers specialise on it (llvmpipe keys its shaders on power-of-two sizes).
const Shape kOddShape{"2d", model::ViewType::D2, model::ImageDim::D2, 13, 7, 1, 1};
const std::array<int32_t, 2> kOffsets[] = {{-8, 0}, {7, 0}, {0, -8}, {0, 7}, {-1, 1}, {-8, 7}};

class Tld4Builder {
 public:
  Tld4Builder(const model::FormatInfo& f, const Shape& s) : f_(f), s_(s) {}

  // Format-dependent behaviour on every format; offsets and address modes, which move the
  // footprint before any texel is decoded, on the layout representatives (representatives.h).
  // Border colours and view swizzles depend on the format but not on the view type: every
  // format runs them on 2D views, and 2D arrays add what is theirs, the layer, on every format.
  void build(std::vector<CaseSpec>& out) const {
    const bool representative = isLayoutRepresentative(f_);
    const bool bordersAndSwizzles = !s_.arrayed() || representative;
    for (int k = 0; k < 4; ++k) out.push_back(componentCase(k));
    if (representative) {
      for (const auto& o : kOffsets) out.push_back(offsetCase(o));
      addAddressModes(out);
    }
    if (bordersAndSwizzles)
      for (BorderColor b :
           {BorderColor::TransparentBlack, BorderColor::OpaqueBlack, BorderColor::OpaqueWhite})
        out.push_back(addressCase(AddressMode::ClampToBorder, b));
    if (s_.arrayed()) out.push_back(layerCase());
    out.push_back(viewBaseCase());
    out.push_back(ambiguousCase());
    // ONE on depth needs maintenance5.
    if (!f_.isDepthStencil() && bordersAndSwizzles) out.push_back(viewSwizzleCase());
  }

  void addAddressModes(std::vector<CaseSpec>& out) const {
    for (AddressMode m : {AddressMode::Repeat, AddressMode::MirroredRepeat, AddressMode::ClampToEdge,
                          AddressMode::MirrorClampToEdge})
      out.push_back(addressCase(m, BorderColor::TransparentBlack));
  }

 private:
  CaseSpec make(const std::string& aspect, std::vector<std::string> clauses, std::string text) const {
    CaseSpec c = makeCase("tld4", s_, f_, aspect, Tier::None, std::move(clauses), std::move(text));
    c.view.withSampler = true;
    return c;
  }

  float layer() const { return s_.arrayed() ? float(s_.layers - 1) : 0.0f; }

  // S-02 (a missing component reads 0, alpha one) only where component k is missing.
  std::vector<std::string> componentClauses(int k) const {
    std::vector<std::string> c = {"P-22", "P-23", "S-01", "S-13"};
    const model::Channel channels[4] = {model::Channel::R, model::Channel::G, model::Channel::B,
                                        model::Channel::A};
    if (k > 0 && !f_.hasChannel(channels[k])) c.push_back("S-02");
    return c;
  }

  CaseSpec componentCase(int k) const {
    CaseSpec c = make(std::string("comp_") + kComponentNames[k], componentClauses(k),
                      std::string("gather of component ") + kComponentNames[k] +
                          " over interior footprints: x, y, z, w = (i0,j1), (i1,j1), (i1,j0), (i0,j0); a "
                          "missing component reads 0, or one for alpha");
    for (int32_t j0 : {0, 3, int32_t(s_.height) - 2})
      for (int32_t i0 : {0, 5, int32_t(s_.width) - 2})
        c.probes.push_back(gatherAt(s_, i0, j0, layer(), k,
                                    "footprint at (" + std::to_string(i0) + "," + std::to_string(j0) + ")"));
    return c;
  }

  CaseSpec offsetCase(const std::array<int32_t, 2>& o) const {
    CaseSpec c = make("offset_" + signedName(o[0]) + "_" + signedName(o[1]), {"P-26", "S-03", "P-23"},
                      "ConstOffset (" + std::to_string(o[0]) + ", " + std::to_string(o[1]) +
                          ") moves the footprint by whole texels; gated by [minTexelGatherOffset, "
                          "maxTexelGatherOffset]");
    for (int k : {0, 3})
      for (int32_t j : {0, int32_t(s_.height) - 2})
        for (int32_t i : {0, int32_t(s_.width) - 2}) {
          // The footprint after the offset is (i, j): before it, (i - dx, j - dy).
          Probe p = gatherAt(s_, i - o[0], j - o[1], layer(), k,
                             "moved footprint at (" + std::to_string(i) + "," + std::to_string(j) + ")");
          p.query.offset = {o[0], o[1], 0};
          p.query.constOffset = true;
          c.probes.push_back(p);
        }
    return c;
  }

  // Footprints straddling each edge and corner: the address mode picks the texels outside.
  CaseSpec addressCase(AddressMode m, BorderColor b) const {
    const bool border = m == AddressMode::ClampToBorder;
    CaseSpec c = make(
        std::string(border ? "border_" : "address_") + (border ? model::toString(b) : model::toString(m)),
        border && !f_.hasChannel(model::Channel::A) ? std::vector<std::string>{"P-03", "S-02"}
                                                    : std::vector<std::string>{"P-03"},
        border ? std::string("clamp to border with ") + model::toString(b) +
                     ": outside texels read the border colour in the format's own components only"
               : std::string("address mode ") + model::toString(m) + " at every edge and corner");
    c.view.sampler = {m, m, b};
    const int32_t w = int32_t(s_.width), h = int32_t(s_.height);
    for (int k = 0; k < 4; ++k)
      for (int32_t j0 : {-1, 2, h - 1})
        for (int32_t i0 : {-1, 6, w - 1})
          if (i0 == -1 || i0 == w - 1 || j0 == -1 || j0 == h - 1)
            c.probes.push_back(gatherAt(s_, i0, j0, layer(), k, "edge footprint"));
    return c;
  }

  // u - 0.5 within 2^-10 of a texel boundary: sub-texel quantization (subTexelPrecisionBits >= 4)
  // may carry the footprint across, so either footprint is accepted, and nothing else.
  CaseSpec ambiguousCase() const {
    CaseSpec c =
        make("ambiguous_coordinates", {"P-22", "P-23"},
             "coordinates within 2^-10 of a texel boundary on each axis: the footprint on either side "
             "of the boundary is accepted (sub-texel precision is implementation-defined)");
    const double e = 1.0 / 1024;
    for (int k : {0, 3})
      for (double y : {2.5, 3.0 - e, 3.0 + e})
        for (double x : {4.0 - e, 4.0 + e, 5.5, double(s_.width) - 1 - e})
          c.probes.push_back(gatherAtTexels(s_, x, y, layer(), k, "near a boundary"));
    return c;
  }

  // S-01: the component is chosen after the view's component mapping (SEMANTICS §4.3).
  CaseSpec viewSwizzleCase() const {
    using model::Swizzle;
    CaseSpec c = make("view_swizzle_a_r_one_zero", {"S-01", "P-22"},
                      "a view mapping (A, R, ONE, ZERO): gather component k reads the k-th mapped component");
    c.view.swizzle = {Swizzle::A, Swizzle::R, Swizzle::One, Swizzle::Zero};
    for (int k = 0; k < 4; ++k)
      for (int32_t i0 : {0, 7}) c.probes.push_back(gatherAt(s_, i0, 3, layer(), k, "swizzled view"));
    return c;
  }

  // S-12: TLD4S reads level 0; a Vulkan gather reads the view's base level. A view starting at
  // level 1 (and, on arrays, at layer 1) must gather from there: coordinates normalize over
  // level 1's size and layer a is image layer 1 + a.
  CaseSpec viewBaseCase() const {
    const bool layered = s_.arrayed();
    CaseSpec c = make(layered ? "view_base_level_layer" : "view_base_level", {"S-12", "P-22", "P-23"},
                      std::string("a view with baseMipLevel 1") + (layered ? " and baseArrayLayer 1" : "") +
                          ": the gather reads the view's base level, the image's level 1" +
                          (layered ? ", and view layer a is image layer 1 + a" : ""));
    const model::ViewSpec window = s_.windowView();  // ending before the image's last level and layer
    c.view.baseLevel = window.baseLevel;
    c.view.levelCount = window.levelCount;
    c.view.baseLayer = window.baseLayer;
    c.view.layerCount = window.layerCount;
    Shape base = s_;  // the view's level 0: coordinates normalize over its size
    base.width = s_.width / 2;
    base.height = s_.height / 2;
    for (int k : {0, 3})
      // Layer layerCount clamps to the view's last layer: the image's next one exists (P-12).
      for (float a :
           layered ? std::vector<float>{0.0f, 1.0f, float(c.view.layerCount)} : std::vector<float>{0.0f})
        for (const auto& [i0, j0] :
             {std::pair{0, 0}, {3, 1}, {int32_t(base.width) - 2, int32_t(base.height) - 2}})
          c.probes.push_back(
              gatherAt(base, i0, j0, a, k, "view level 0, view layer " + std::to_string(int(a))));
    return c;
  }

  CaseSpec layerCase() const {
    CaseSpec c =
        make("layer_rounding", {"P-27", "P-12"},
             "the array layer is the last coordinate, rounded to nearest even and clamped to the view's "
             "layers (never out of bounds for a gather)");
    for (float a : {0.25f, 1.4f, 1.6f, 2.0f, 7.0f, -3.0f})
      c.probes.push_back(gatherAt(s_, 4, 2, a, 0, "layer " + std::to_string(a)));
    return c;
  }

  const model::FormatInfo& f_;
  const Shape& s_;
};

// A Dref one depth step past `depth` (direction +1 or -1), rounded away from it so that no
// conversion can bring it back: on UNORM depth at least 2^-15 away (two D16 codes; beyond the
// "1 part in 10^5" that sampling arithmetic may lose), on D32_SFLOAT the next binary32 (the
// smallest normal one beside 0.0: a denormal Dref may be flushed to 0, SPIR-V precision rules).
float drefBeside(const model::FormatInfo& f, double depth, int direction) {
  const auto inf = float(direction) * std::numeric_limits<float>::infinity();
  if (f.components[0].cls != model::NumClass::Unorm) {  // never a denormal Dref: shaders may flush it
    const float next = std::nextafter(float(depth), inf);
    return std::fabs(next) < std::numeric_limits<float>::min()
               ? std::copysign(std::numeric_limits<float>::min(), float(direction))
               : next;
  }
  const double target = depth + direction * std::ldexp(1.0, -15);
  const float rounded = float(target);
  return (direction > 0 ? rounded < target : rounded > target) ? std::nextafter(rounded, inf) : rounded;
}

std::string drefText(float dref) {
  char text[32];
  std::snprintf(text, sizeof text, "Dref %.9g", double(dref));
  return text;
}

// OpImageDrefGather (P-25, S-05; P-10's compare): 1.0 where Dref <op> the texel's depth, else 0.0;
// UNORM depth clamps Dref to [0, 1] first (trap 14). Ties decide between each op and its
// neighbour (LESS/LEQUAL, GREATER/GEQUAL, EQUAL/NEVER, NOT_EQUAL/ALWAYS), so every footprint is
// compared with each of its texels' depths, a step above and below each, and Dref outside
// [0, 1]. The footprints include the edge texels (model/edge_codes.h): depth 0.0 and 1.0 are
// exact ties, and -0.5 and 1.5 meet them through the clamp on UNORM depth, not on D32_SFLOAT.
CaseSpec drefCase(const model::FormatInfo& f, const Shape& s, model::CompareOp op) {
  CaseSpec c =
      makeCase("tld4", s, f, std::string("dref_") + model::toString(op), Tier::None, {"P-25", "S-05", "P-10"},
               std::string("depth-compare gather, compare op ") + model::toString(op) +
                   ": reference = Dref, test = texel depth, each of the four texels 1.0 or 0.0; Dref "
                   "equal to each texel's depth, a step above and below it, and outside [0, 1]");
  c.view.withSampler = true;
  c.view.sampler.depthCompare = true;
  c.view.sampler.compareOp = op;
  const model::HostImage image(c.image);
  const float layer = s.arrayed() ? 1.0f : 0.0f;
  for (const auto& [i0, j0] : {std::pair{0, 0}, {2, 0}, {4, 0}, {7, 3}, {int32_t(s.width) - 2, 3}}) {
    std::vector<float> drefs = {-0.5f, 0.0f, 1.0f, 1.5f};
    for (const auto& [di, dj] : {std::pair{0, 0}, {1, 0}, {0, 1}, {1, 1}}) {
      const model::TexelAddress a{0, uint32_t(layer), uint32_t(i0 + di), uint32_t(j0 + dj), 0, 0};
      const double depth = model::texelRgba(image, c.view, a).c[0].real;
      drefs.insert(drefs.end(), {float(depth), drefBeside(f, depth, +1), drefBeside(f, depth, -1)});
    }
    for (float dref : drefs) {
      Probe p = gatherAt(s, i0, j0, layer, 0, drefText(dref));
      p.query.dref = dref;
      c.probes.push_back(p);
    }
  }
  return c;
}

// Depth-compare gathers with offsets: GLSL puts Dref before the offset; the footprint moves as
// for OpImageGather (P-25 with P-26). The dynamic Offset needs shaderImageGatherExtended.
CaseSpec drefOffsetCase(const model::FormatInfo& f, const Shape& s, bool dynamic) {
  CaseSpec c = makeCase("tld4", s, f, dynamic ? "dref_less_offset_dynamic" : "dref_less_offset_m3_2",
                        Tier::None, {"P-25", "P-26", "S-03", "S-05"},
                        std::string("depth-compare gather (LESS) with ") +
                            (dynamic ? "a run-time Offset" : "ConstOffset (-3, 2)") +
                            ": the compared footprint moves");
  c.view.withSampler = true;
  c.view.sampler.depthCompare = true;
  c.view.sampler.compareOp = model::CompareOp::Less;
  for (float dref : {0.3f, 0.7f})
    for (int32_t j0 : {0, 3})
      for (int32_t i0 : {3, 7, int32_t(s.width) - 2}) {
        Probe p = gatherAt(s, i0, j0, s.arrayed() ? 1.0f : 0.0f, 0, "Dref " + std::to_string(dref));
        p.query.dref = dref;
        p.query.offset =
            dynamic ? std::array<int32_t, 3>{i0 - 6, 1 - j0, 0} : std::array<int32_t, 3>{-3, 2, 0};
        (dynamic ? p.query.dynamicOffset : p.query.constOffset) = true;
        c.probes.push_back(p);
      }
  return c;
}

// S-08 (a texture header index beyond the pool) has its closest Vulkan analog in a null
// descriptor: with nullDescriptor, every gather reads (0,0,0,0). One format per sampled type.
CaseSpec nullDescriptorCase(const model::FormatInfo& f) {
  const Shape& s = kShapes[0];
  CaseSpec c =
      makeCase("tld4", s, f, "null_descriptor", Tier::None, {"S-08"},
               "a combined image sampler whose view is VK_NULL_HANDLE (nullDescriptor): every gather "
               "reads (0,0,0,0), whatever the component or the address mode");
  c.view.withSampler = true;
  c.view.null = true;
  c.view.sampler = {AddressMode::ClampToBorder, AddressMode::ClampToBorder, BorderColor::OpaqueWhite};
  for (int k = 0; k < 4; ++k)
    for (int32_t i0 : {-1, 3, int32_t(s.width) - 1}) c.probes.push_back(gatherAt(s, i0, 2, 0, k, "null"));
  return c;
}

}  // namespace

void addTld4(std::vector<CaseSpec>& out) {
  for (const model::FormatInfo& f : model::sampledFormats()) {
    if (f.aspect == model::Aspect::Depth)
      for (const Shape& s : kShapes) {
        for (int op = 0; op < 8; ++op) out.push_back(drefCase(f, s, model::CompareOp(op)));
        for (bool dynamic : {false, true}) out.push_back(drefOffsetCase(f, s, dynamic));
      }
    // Plain gathers of depth and stencil aspects too: (D, 0, 0, 1) and (S, 0, 0, 1) per texel.
    for (const Shape& s : kShapes) Tld4Builder(f, s).build(out);
    if (isLayoutRepresentative(f)) Tld4Builder(f, kOddShape).addAddressModes(out);
    if (isGatherRepresentative(f)) out.push_back(nullDescriptorCase(f));
  }
}

}  // namespace vktexel::cases
