// View component mappings in sampled lookups (issue 54, item 5; SEMANTICS §4.3, §14.2): the mapping
// applies to each texel after Conversion to RGBA, before filtering (model/lookup_texel.cpp), so a
// LINEAR lookup weighs the mapped components and a NEAREST one returns the mapped texel. In-bounds
// footprints only, clamped to the edge: an opaque-black (or custom) border colour under a
// non-identity mapping is undefined without borderColorSwizzle (docs/sampled-lookups.md), so these
// probes read no border (the defined border colours under a mapping: tex_border_views.cpp). Two
// mappings (tex_swizzle.h) on the layout representatives; depth/stencil views take none (ONE is
// undefined there, as for ld).
#include "tex_swizzle.h"

#include "registry.h"
#include "representatives.h"
#include "tex_builders.h"

#include <string>

namespace vktexel::cases {

const std::vector<LookupMapping>& lookupMappings() {
  using model::Swizzle;
  static const std::vector<LookupMapping> mappings = {
      {"swizzle_a1r0", {Swizzle::A, Swizzle::One, Swizzle::R, Swizzle::Zero}},
      {"swizzle_gbir", {Swizzle::G, Swizzle::B, Swizzle::Identity, Swizzle::R}},
  };
  return mappings;
}

void addTexSwizzle(std::vector<CaseSpec>& out) {
  for (const model::FormatInfo& f : model::sampledFormats()) {
    if (!isLayoutRepresentative(f) || f.isDepthStencil() || f.isCompressed()) continue;
    for (const LookupMapping& m : lookupMappings()) {
      CaseSpec c =
          makeTexCase(kTex2D, f, m.name, {"LD-14", "P-06"},
                      "a view component mapping in sampled lookups: applied to each texel after "
                      "Conversion to RGBA, before filtering; in-bounds footprints, clamped to the edge");
      c.view.swizzle = m.mapping;
      const double uv[][2] = {{3.75, 2.25}, {6.5, 4.5}, {9.625, 1.375}, {0.25, 7.75}};
      for (const auto& p : uv)
        c.probes.push_back(sampleAtTexel(kTex2D, p[0], p[1], 0, 0, 0,
                                         "(" + std::to_string(p[0]) + ", " + std::to_string(p[1]) + ")"));
      out.push_back(c);
    }
  }
}

}  // namespace vktexel::cases
