// PTX `tex` addressing with filtering (SEMANTICS §14.2; P-03, P-07): every address mode on each
// axis, LINEAR footprints that straddle each edge and corner and lookups beyond the image, on a
// power-of-two size and, for the wrapping modes, an odd one (a mask and a division), on the layout
// representatives; border colours (a border texel carries only the format's own components) on every
// filterable format, all three on the representatives.
#include "registry.h"
#include "representatives.h"
#include "tex_builders.h"

#include <string>

namespace vktexel::cases {
namespace {

using model::AddressMode;
using model::BorderColor;

// At Lod 0 (magFilter) footprints across each edge and corner (u = 0 and u = size put half the
// footprint outside); at Lod 1 (minFilter, NEAREST) level 1's texels beyond the image, up to two
// widths away.
void addEdgeProbes(const Shape& s, bool linear, CaseSpec& c) {
  const double w = s.width, h = s.height;
  const double us[] = {0.0, 0.25, w - 0.25, w}, vs[] = {0.0, 0.75, h - 0.5, h};
  for (double u : us)
    for (double v : vs) {
      if (s.width % 2 && (u != 0 && u != w)) continue;  // odd sizes: only exact u / width
      if (s.height % 2 && (v != 0 && v != h)) continue;
      c.probes.push_back(sampleAtTexel(s, u, v, 0, 0, 0,
                                       std::string(linear ? "LINEAR" : "NEAREST") +
                                           " across the edge at (u, v) = (" + std::to_string(u) + ", " +
                                           std::to_string(v) + ")"));
    }
  // Beyond the image by up to two widths, each at least an eighth of a texel from a texel boundary
  // on every level-1 size here (8, 6, 4, 3: s = m/16 with m odd and not a multiple of 8), so the
  // texel read depends on the address mode alone.
  for (float sCoord : {-25.0f / 16, -7.0f / 16, 21.0f / 16, 35.0f / 16})
    for (float tCoord : {-9.0f / 16, 27.0f / 16})
      c.probes.push_back(sampleAt(sCoord, tCoord, 0, 0, 1,
                                  "NEAREST (Lod 1) beyond the image at (s, t) = (" + std::to_string(sCoord) +
                                      ", " + std::to_string(tCoord) + ")"));
}

}  // namespace

CaseSpec makeAddressCase(const Shape& s, const model::FormatInfo& f, AddressMode m, BorderColor b) {
  const bool border = m == AddressMode::ClampToBorder;
  const bool linear = linearFilterable(f);
  const std::string aspect =
      border ? std::string("border_") + model::toString(b) : std::string("address_") + model::toString(m);
  CaseSpec c =
      makeTexCase(s, f, aspect, {"P-03", "P-07"},
                  std::string("address mode ") + model::toString(m) +
                      (border ? std::string(" (") + model::toString(b) + ")" : "") +
                      " on both axes: every texel of a LINEAR footprint through it (a border texel in the "
                      "format's components only), NEAREST beyond the image at Lod 1");
  c.view.sampler.u = c.view.sampler.v = m;
  c.view.sampler.border = b;
  addEdgeProbes(s, linear, c);
  return c;
}

void addTexAddress(std::vector<CaseSpec>& out) {
  for (const model::FormatInfo& f : model::sampledFormats()) {
    const bool representative = isLayoutRepresentative(f);
    // Every mode on a power-of-two size; the modes that take a remainder (repeat, mirrored repeat)
    // on an odd size too, where it is a division and not a mask.
    if (representative)
      for (AddressMode m : {AddressMode::Repeat, AddressMode::MirroredRepeat, AddressMode::ClampToEdge,
                            AddressMode::MirrorClampToEdge}) {
        out.push_back(makeAddressCase(kTex2D, f, m, BorderColor::TransparentBlack));
        if (m == AddressMode::Repeat || m == AddressMode::MirroredRepeat)
          out.push_back(makeAddressCase(kTexOdd2D, f, m, BorderColor::TransparentBlack));
      }
    // The border colour depends on the format's components: opaque white (R8 reads (1, 0, 0, 1))
    // on every format that filters, all three on the representatives.
    if (representative)
      for (BorderColor b :
           {BorderColor::TransparentBlack, BorderColor::OpaqueBlack, BorderColor::OpaqueWhite})
        out.push_back(makeAddressCase(kTex2D, f, AddressMode::ClampToBorder, b));
    else if (linearFilterable(f))
      out.push_back(makeAddressCase(kTex2D, f, AddressMode::ClampToBorder, BorderColor::OpaqueWhite));
  }
}

}  // namespace vktexel::cases
