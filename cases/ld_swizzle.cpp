// Swizzles on `ld` (LD-14; SEMANTICS §4.3): the view's VkComponentMapping, applied after
// Conversion to RGBA and, out of bounds, after replacement; and the shader-side swizzle and write
// mask (D3D `srcResource.swizzle` and `dest.mask`).
#include "registry.h"
#include "representatives.h"
#include "shapes.h"

namespace vktexel::cases {
namespace {

using model::Swizzle;
using model::Tier;

const Swizzle kAllSwizzles[7] = {Swizzle::Identity, Swizzle::Zero, Swizzle::One, Swizzle::R,
                                 Swizzle::G,        Swizzle::B,    Swizzle::A};

// Rotation k puts kAllSwizzles[(k + i) % 7] on component i: seven cases cover every value on
// every component.
std::array<Swizzle, 4> rotation(int k) {
  std::array<Swizzle, 4> m;
  for (int i = 0; i < 4; ++i) m[i] = kAllSwizzles[(k + i) % 7];
  return m;
}

std::string mappingName(const std::array<Swizzle, 4>& m) {
  std::string s = "swizzle_";
  for (Swizzle c : m) s += model::swizzleLetter(c);
  return s;
}

void addTexelProbes(CaseSpec& c, const Shape& s) {
  for (uint32_t level = 0; level < 2; ++level) {
    const int32_t w = s.axisSize(level, 0), h = s.axisSize(level, 1);
    for (const Position& p :
         {Position{0, 0, 0}, Position{w - 1, 0, 0}, Position{0, h - 1, 0}, Position{w / 2, h / 2, 0}})
      c.probes.push_back(fetchAt(p, 0, int32_t(level), "texel"));
  }
}

struct ShaderSwizzle {
  const char* aspect;
  const char* swizzle;
  const char* mask;
};

const ShaderSwizzle kShaderSwizzles[] = {
    {"shader_swizzle_wzyx", "wzyx", "xyzw"},
    {"shader_mask_z_from_y", "y", "z"},
    {"shader_mask_yw_from_xx", "xx", "yw"},
};

}  // namespace

void addLdSwizzles(std::vector<CaseSpec>& out) {
  const Shape& s = formatSweepShape();
  for (const model::FormatInfo& f : model::sampledFormats()) {
    // ONE on a depth/stencil view is undefined without maintenance5's depthStencilSwizzleOneSupport
    // (SEMANTICS §4.3): those formats get the shader-side swizzles only.
    for (int k = 0; k < 7 && !f.isDepthStencil(); ++k) {
      // Which value a mapping yields depends on the format (missing components, integer ONE);
      // which component it lands on does not. Every format gets every value (rotations 0 and 4
      // hold all seven between them); every value on every component runs on the
      // representatives (cases/representatives.h).
      if (!isLayoutRepresentative(f) && k != 0 && k != 4) continue;
      const std::array<Swizzle, 4> m = rotation(k);
      CaseSpec c = makeCase("ld", s, f, mappingName(m), Tier::None, {"LD-14", "LD2DMS-20"},
                            "view component mapping applied after Conversion to RGBA (i = identity)");
      c.view.swizzle = m;
      addTexelProbes(c, s);
      out.push_back(c);

      CaseSpec oob = makeCase("ld", s, f, mappingName(m) + "_oob", Tier::RIA2, {"LD-14", "LD-03"},
                              "out of bounds with a component mapping: replacement first, then the mapping "
                              "(spec order; rarely exercised)");
      oob.view.swizzle = m;
      oob.probes.push_back(fetchAt({s.axisSize(0, 0), 0, 0}, 0, 0, "x = width"));
      oob.probes.push_back(fetchAt({0, -1, 0}, 0, 1, "y = -1"));
      out.push_back(oob);
    }
    for (const ShaderSwizzle& sw : kShaderSwizzles) {
      CaseSpec c = makeCase("ld", s, f, sw.aspect, Tier::None, {"LD-14", "LD2DMS-21"},
                            std::string("dest.") + sw.mask + " = fetched." + sw.swizzle +
                                "; components outside the mask keep their previous value");
      addTexelProbes(c, s);
      for (Probe& p : c.probes) {
        p.query.swizzle = sw.swizzle;
        p.query.mask = sw.mask;
      }
      out.push_back(c);
    }
  }
}

}  // namespace vktexel::cases
