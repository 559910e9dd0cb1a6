// PTX `tex` offset `e` as ConstOffset (SEMANTICS §14.2; P-09), -8..7 on each axis, gated by
// [minTexelOffset, maxTexelOffset]: added to i (NEAREST) or i0, i1 (LINEAR) after the coordinate is
// scaled, before the address mode; and PTX's integer addressing through an unnormalized-coordinate
// sampler (P-07: 1D and 2D views, one level, Lod 0, CLAMP_TO_EDGE or CLAMP_TO_BORDER, no offset,
// minFilter = magFilter; samplers.adoc VUIDs), where u is the coordinate itself. On the layout
// representatives.
#include "registry.h"
#include "representatives.h"
#include "tex_builders.h"

#include <array>
#include <string>

namespace vktexel::cases {
namespace {

using model::AddressMode;
using model::Filter;

const Shape k1D{"1d", model::ViewType::D1, model::ImageDim::D1, 32, 1, 1, 1};

CaseSpec offsetCase(const model::FormatInfo& f, const std::array<int32_t, 2>& o) {
  CaseSpec c =
      makeTexCase(kTex2D, f, "offset_" + signedName(o[0]) + "_" + signedName(o[1]), {"P-09", "P-07"},
                  "ConstOffset (" + std::to_string(o[0]) + ", " + std::to_string(o[1]) +
                      ") moves the texels read by whole texels, after scaling and before the address mode "
                      "(clamp to edge), on LINEAR footprints (Lod 0) and NEAREST texels (Lod 1)");
  const double points[][2] = {{8.25, 4.5}, {0.75, 0.25}, {15.5, 7.75}};
  for (const auto& p : points)
    for (float lod : {0.0f, 1.0f}) {
      Probe probe = sampleAtTexel(kTex2D, p[0], p[1], 0, 0, lod,
                                  "(u, v) = (" + std::to_string(p[0]) + ", " + std::to_string(p[1]) +
                                      ") Lod " + std::to_string(int(lod)));
      probe.query.constOffset = true;
      probe.query.offset = {o[0], o[1], 0};
      c.probes.push_back(probe);
    }
  return c;
}

CaseSpec unnormalizedCase(const Shape& s, const model::FormatInfo& f, AddressMode m) {
  CaseSpec c = makeTexCase(
      s, f, std::string("unnormalized_") + model::toString(m), {"P-07"},
      std::string("unnormalizedCoordinates: u is the coordinate itself (PTX integer addressing "
                  "at i + 0.5), ") +
          model::toString(m) + ", minFilter = magFilter = " + (linearFilterable(f) ? "LINEAR" : "NEAREST"));
  c.view.levelCount = 1;
  c.image.levels = 1;
  c.view.sampler.unnormalized = true;
  c.view.sampler.u = c.view.sampler.v = m;
  c.view.sampler.border = model::BorderColor::OpaqueBlack;
  c.view.sampler.magFilter = c.view.sampler.minFilter =
      linearFilterable(f) ? Filter::Linear : Filter::Nearest;
  const float points[][2] = {{0.5f, 0.5f}, {3.5f, 2.5f},  {5.25f, 1.75f},
                             {0.0f, 0.0f}, {-1.5f, 9.5f}, {15.75f, 7.5f}};
  for (const auto& p : points)
    c.probes.push_back(sampleAt(p[0], s.dims() > 1 ? p[1] : 0.0f, 0, 0, 0,
                                "(u, v) = (" + std::to_string(p[0]) + ", " + std::to_string(p[1]) + ")"));
  return c;
}

}  // namespace

void addTexOffsets(std::vector<CaseSpec>& out) {
  const std::array<int32_t, 2> offsets[] = {{-8, 0}, {7, 0}, {0, -8}, {0, 7}, {-1, 1}, {3, -5}};
  for (const model::FormatInfo& f : model::sampledFormats()) {
    if (!isLayoutRepresentative(f)) continue;
    for (const auto& o : offsets) out.push_back(offsetCase(f, o));
    // The two clamp modes on 2D; 1D (the same addressing on one axis) once.
    for (AddressMode m : {AddressMode::ClampToEdge, AddressMode::ClampToBorder})
      out.push_back(unnormalizedCase(kTex2D, f, m));
    out.push_back(unnormalizedCase(k1D, f, AddressMode::ClampToBorder));
  }
}

}  // namespace vktexel::cases
