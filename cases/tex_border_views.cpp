// Border colours in sampled lookups beyond the plain view (issue 54, item 5; SEMANTICS §5.1, §14.2;
// docs/sampled-lookups.md, "Border colours and view swizzles in lookups"):
// - TRANSPARENT_BLACK and OPAQUE_WHITE under a view component mapping: defined (only the opaque
//   blacks and custom colours are undefined under a mapping), and mapped like any texel: the border
//   texel is the format's components of the colour, expanded by Conversion to RGBA, then swizzled
//   (R8 with OPAQUE_WHITE under (A, ONE, R, ZERO) reads (1, 1, 1, 0)). On the layout
//   representatives, both mappings of tex_swizzle.h.
// - OPAQUE_BLACK on R4G4B4A4 and B4G4R4A4, whose alpha 1.4.323 lets a driver swap with red or blue
//   (model/rgba4_border.h): accepted, not preferred.
#include "registry.h"
#include "representatives.h"
#include "tex_builders.h"
#include "tex_swizzle.h"

#include "model/rgba4_border.h"

#include <string>

namespace vktexel::cases {

void addTexBorderViews(std::vector<CaseSpec>& out) {
  using model::AddressMode;
  using model::BorderColor;
  for (const model::FormatInfo& f : model::sampledFormats()) {
    if (model::rgba4SwapChannel(f) >= 0 && !isLayoutRepresentative(f))
      out.push_back(makeAddressCase(kTex2D, f, AddressMode::ClampToBorder, BorderColor::OpaqueBlack));
    if (!isLayoutRepresentative(f) || f.isDepthStencil() || f.isCompressed()) continue;
    for (const LookupMapping& m : lookupMappings())
      for (BorderColor b : {BorderColor::TransparentBlack, BorderColor::OpaqueWhite}) {
        CaseSpec c = makeAddressCase(kTex2D, f, AddressMode::ClampToBorder, b);
        c.name += std::string("_") + m.name;
        c.clauses.push_back("LD-14");
        c.description += "; under the view mapping " + std::string(m.name) +
                         ", which maps the border texel as any other (a defined colour under a mapping)";
        c.view.swizzle = m.mapping;
        out.push_back(c);
      }
  }
}

}  // namespace vktexel::cases
