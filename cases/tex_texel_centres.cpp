// One decode rule on every read path (issue 55, item 2; SEMANTICS §14.2 "Decode before
// filtering"): a LINEAR lookup at a texel centre weighs one texel by 1 on every axis, so its result
// is that texel's decoded value, within the class's representation alone
// (model/filter_arithmetic.h, texelRepresentationTolerance), never a lerp stage's whole unit. Every
// texel of level 0 and level 1 is read so, on every format the family LINEAR-filters: a decode
// that fails a fetch (5- and 6-bit components widened by bit replication, 8-bit RGTC) fails here
// too, wherever in the fill its large errors lie.
#include "registry.h"
#include "tex_builders.h"

#include <string>

namespace vktexel::cases {

void addTexTexelCentres(std::vector<CaseSpec>& out) {
  for (const model::FormatInfo& f : model::sampledFormats()) {
    if (!linearFilterable(f)) continue;
    CaseSpec c = makeTexCase(kTex2D, f, "texel_centres", {"P-06", "P-07"},
                             "LINEAR at every texel centre of levels 0 and 1 (weight 1 on one texel): "
                             "the texel's decode, as a fetch reads it, within the filter's "
                             "representation and no lerp stage");
    for (uint32_t level = 0; level < 2; ++level)
      for (uint32_t y = 0; y < (kTex2D.height >> level); ++y)
        for (uint32_t x = 0; x < (kTex2D.width >> level); ++x) {
          // In level-0 texel units, as sampleAtTexel takes them.
          const double u = (x + 0.5) * (1u << level), v = (y + 0.5) * (1u << level);
          c.probes.push_back(sampleAtTexel(kTex2D, u, v, 0, 0, float(level),
                                           "level " + std::to_string(level) + " texel (" + std::to_string(x) +
                                               ", " + std::to_string(y) + ")"));
        }
    out.push_back(c);
  }
}

}  // namespace vktexel::cases
