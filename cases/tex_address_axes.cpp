// PTX `tex` with a different address mode on each axis (SEMANTICS §14.2; P-03, P-07; issue 43): the
// address-mode cases of tex_address.cpp set u and v alike and never w, so a driver that wraps v with
// u's mode, or ignores addressModeW, passed them. Here 2D views take two of REPEAT, MIRRORED_REPEAT
// and CLAMP_TO_BORDER and 3D views all three, each axis each mode in turn, and lookups land beyond
// the image on every axis at once (NEAREST, Lod 1) and in LINEAR footprints across each corner.
#include "registry.h"
#include "representatives.h"
#include "tex_builders.h"

#include <string>

namespace vktexel::cases {
namespace {

using model::AddressMode;

const Shape kTex3D{"3d", model::ViewType::D3, model::ImageDim::D3, 8, 8, 4, 1};
constexpr AddressMode kModes[3] = {AddressMode::Repeat, AddressMode::MirroredRepeat,
                                   AddressMode::ClampToBorder};

std::string text(float v) {
  return std::to_string(v);
}

// Level 1 of 16x8 and 8x8x4 is 8x4 and 4x4x2: s = m/16 (m odd) and r = m/16 put each texel
// coordinate at least an eighth of a texel from a boundary, 1 or 2 texels beyond either edge, so
// the texel read depends on the axis's address mode alone.
void addBeyondProbes(const Shape& s, CaseSpec& c) {
  const float ss[] = {-25.0f / 16, -7.0f / 16, 21.0f / 16, 35.0f / 16}, ts[] = {-9.0f / 16, 27.0f / 16};
  const float rs3d[] = {-13.0f / 16, -5.0f / 16, 21.0f / 16, 29.0f / 16}, rs2d[] = {0.0f};
  const bool is3d = s.dim == model::ImageDim::D3;
  for (float sc : ss)
    for (float tc : ts)
      for (float rc : is3d ? std::vector<float>(rs3d, rs3d + 4) : std::vector<float>(rs2d, rs2d + 1))
        c.probes.push_back(sampleAt(sc, tc, rc, 0, 1,
                                    "NEAREST (Lod 1) beyond the image at (s, t" +
                                        std::string(is3d ? ", r" : "") + ") = (" + text(sc) + ", " +
                                        text(tc) + (is3d ? ", " + text(rc) : "") + ")"));
}

// Lod 0 (magFilter): footprints across each corner, half of them outside on every axis.
void addCornerProbes(const Shape& s, CaseSpec& c) {
  const bool is3d = s.dim == model::ImageDim::D3;
  for (double u : {0.0, double(s.width)})
    for (double v : {0.0, double(s.height)})
      for (double w : is3d ? std::vector<double>{0.0, double(s.depth)} : std::vector<double>{0.0})
        c.probes.push_back(sampleAtTexel(s, u, v, w, 0, 0,
                                         "across the corner at (u, v" + std::string(is3d ? ", w" : "") +
                                             ") = (" + text(float(u)) + ", " + text(float(v)) +
                                             (is3d ? ", " + text(float(w)) : "") + ")"));
}

CaseSpec axesCase(const Shape& s, const model::FormatInfo& f, int rotation) {
  const bool is3d = s.dim == model::ImageDim::D3;
  const AddressMode u = kModes[rotation % 3], v = kModes[(rotation + 1) % 3], w = kModes[(rotation + 2) % 3];
  const std::string modes = std::string(model::toString(u)) + "_" + model::toString(v) +
                            (is3d ? std::string("_") + model::toString(w) : "");
  CaseSpec c = makeTexCase(s, f, "address_axes_" + modes, {"P-03", "P-07"},
                           std::string("addressModeU ") + model::toString(u) + ", V " + model::toString(v) +
                               (is3d ? std::string(", W ") + model::toString(w) : "") +
                               ": lookups beyond the image on every axis at once and footprints across each "
                               "corner, every axis through its own mode");
  c.view.sampler.u = u;
  c.view.sampler.v = v;
  if (is3d) c.view.sampler.w = w;
  c.view.sampler.border = model::BorderColor::OpaqueWhite;  // differs from every texel of the fill's corners
  addBeyondProbes(s, c);
  if (linearFilterable(f)) addCornerProbes(s, c);
  return c;
}

}  // namespace

void addTexAddressAxes(std::vector<CaseSpec>& out) {
  for (const model::FormatInfo& f : model::sampledFormats()) {
    if (!isLayoutRepresentative(f) || f.isDepthStencil()) continue;
    for (int rotation = 0; rotation < 3; ++rotation) {
      out.push_back(axesCase(kTex2D, f, rotation));
      if (!f.isCompressed()) out.push_back(axesCase(kTex3D, f, rotation));  // block formats: 2D images only
    }
  }
}

}  // namespace vktexel::cases
