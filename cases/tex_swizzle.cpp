// View component mappings in sampled lookups (issue 54, item 5; SEMANTICS §4.3, §14.2): the mapping
// applies to each texel after Conversion to RGBA, before filtering (model/lookup_texel.cpp), so a
// LINEAR lookup weighs the mapped components and a NEAREST one returns the mapped texel. In-bounds
// footprints only, clamped to the edge: an opaque-black (or custom) border colour under a
// non-identity mapping is undefined without borderColorSwizzle (docs/sampled-lookups.md), so no
// probe reads a border. Two mappings that
// between them put every value (identity, 0, 1, r, g, b, a) on every component, on the layout
// representatives; depth/stencil views take none (ONE is undefined there, as for ld).
#include "registry.h"
#include "representatives.h"
#include "tex_builders.h"

#include <array>
#include <string>

namespace vktexel::cases {
namespace {

using model::Swizzle;

const std::array<Swizzle, 4> kMappings[] = {
    {Swizzle::A, Swizzle::One, Swizzle::R, Swizzle::Zero},
    {Swizzle::G, Swizzle::B, Swizzle::Identity, Swizzle::R},
};
const char* const kNames[] = {"swizzle_a1r0", "swizzle_gbir"};

}  // namespace

void addTexSwizzle(std::vector<CaseSpec>& out) {
  for (const model::FormatInfo& f : model::sampledFormats()) {
    if (!isLayoutRepresentative(f) || f.isDepthStencil() || f.isCompressed()) continue;
    for (size_t m = 0; m < 2; ++m) {
      CaseSpec c =
          makeTexCase(kTex2D, f, kNames[m], {"LD-14", "P-06"},
                      "a view component mapping in sampled lookups: applied to each texel after "
                      "Conversion to RGBA, before filtering; in-bounds footprints, clamped to the edge");
      c.view.swizzle = kMappings[m];
      const double uv[][2] = {{3.75, 2.25}, {6.5, 4.5}, {9.625, 1.375}, {0.25, 7.75}};
      for (const auto& p : uv)
        c.probes.push_back(sampleAtTexel(kTex2D, p[0], p[1], 0, 0, 0,
                                         "(" + std::to_string(p[0]) + ", " + std::to_string(p[1]) + ")"));
      out.push_back(c);
    }
  }
}

}  // namespace vktexel::cases
