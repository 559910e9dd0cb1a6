// Cube and cube-array gathers (P-13, P-15, P-28; SEMANTICS §5.2, §5.3): face selection by the
// major axis, seamless edges that read the neighbour face, corners only where the three texels
// meeting there are equal (otherwise the spec leaves them implementation-defined), the cube index
// of cube arrays, and depth-compare gathers on cubes.
#include "gather_probes.h"
#include "registry.h"
#include "representatives.h"

namespace vktexel::cases {
namespace {

using model::Tier;

constexpr uint32_t kFace = 8;  // a power of two: face coordinates and directions are exact
const Shape kShapes[] = {
    {"cube", model::ViewType::Cube, model::ImageDim::D2, kFace, kFace, 1, 6, true},
    {"cube_array", model::ViewType::CubeArray, model::ImageDim::D2, kFace, kFace, 1, 12, true},
};
const char* const kFaceNames[6] = {"+x", "-x", "+y", "-y", "+z", "-z"};

// u - 0.5 for a footprint straddling the low edge (i0 = -1) and the high edge (i1 = N).
constexpr double kLowEdge = -0.25, kHighEdge = kFace - 0.75;

float lastCube(const Shape& s) {
  return s.viewType == model::ViewType::CubeArray ? float(s.layers / 6 - 1) : 0.0f;
}

CaseSpec make(const model::FormatInfo& f, const Shape& s, const std::string& aspect,
              std::vector<std::string> clauses, std::string text) {
  CaseSpec c = makeCase("tld4", s, f, aspect, Tier::None, std::move(clauses), std::move(text));
  c.view.withSampler = true;
  return c;
}

std::string at(uint32_t face, double x, double y) {
  return std::string("face ") + kFaceNames[face] + " at (" + std::to_string(x) + ", " + std::to_string(y) +
         ")";
}

void addFacePositions(std::vector<Probe>& out, const Shape& s, int component) {
  for (uint32_t face = 0; face < 6; ++face)
    for (const auto& [x, y] : {std::pair{1.5, 1.5}, std::pair{3.5, 5.5}, std::pair{6.5, 2.5}})
      out.push_back(cubeGatherAt(face, x, y, kFace, lastCube(s), component, at(face, x, y)));
}

// Footprints straddling each edge of each face, away from the corners.
void addEdgePositions(std::vector<Probe>& out, const Shape& s, int component) {
  for (uint32_t face = 0; face < 6; ++face)
    for (double along : {1.5, 4.5})
      for (const auto& [x, y] : {std::pair{kLowEdge, along}, std::pair{kHighEdge, along},
                                 std::pair{along, kLowEdge}, std::pair{along, kHighEdge}})
        out.push_back(cubeGatherAt(face, x, y, kFace, lastCube(s), component, "edge, " + at(face, x, y)));
}

CaseSpec facesCase(const model::FormatInfo& f, const Shape& s) {
  CaseSpec c = make(f, s, "faces", {"P-13", "P-28", "P-22", "P-23"},
                    "each component gathered inside every face: the major axis picks the face, "
                    "s_face = s_c / |r_c| / 2 + 1/2 (never a tie)");
  for (int k = 0; k < 4; ++k) addFacePositions(c.probes, s, k);
  return c;
}

CaseSpec edgesCase(const model::FormatInfo& f, const Shape& s) {
  CaseSpec c = make(f, s, "seamless_edges", {"P-28", "P-13"},
                    "footprints across every face edge: the texels outside the face come from the "
                    "neighbour face (Cube Map Edge Handling)");
  for (int k = 0; k < 4; ++k) addEdgePositions(c.probes, s, k);
  return c;
}

// The same edges through a view whose first layer is image layer 1: a view's faces are its own
// layers from baseArrayLayer ("Array Layer Selection"), so an implementation that keeps seamless
// borders per six image layers from layer 0 reads another cube's neighbours (SwiftShader,
// found by vktexel fuzz: expected/swiftshader, cube-view-base-layer).
CaseSpec baseLayerEdgesCase(const model::FormatInfo& f, const Shape& s) {
  CaseSpec c = make(f, s, "seamless_edges_base_layer_1", {"P-28", "P-13"},
                    "footprints across every face edge of a view whose baseArrayLayer is 1: the texels "
                    "outside the face come from the neighbour face among the view's layers");
  c.image.layers = s.layers + 1;
  c.view.baseLayer = 1;
  c.view.layerCount = s.layers;
  for (int k : {0, 3}) addEdgePositions(c.probes, s, k);
  return c;
}

CaseSpec cornersCase(const model::FormatInfo& f, const Shape& s) {
  CaseSpec c = make(f, s, "corners_equal_neighbours", {"P-28"},
                    "footprints across every cube corner, on an image whose three texels at each corner are "
                    "equal: the corner texel must then have their value where the format can be filtered "
                    "linearly (integer and stencil corner texels are free), the other three are exact");
  c.image.fill = model::FillPattern::EqualCubeCorners;
  for (int k : {0, 3})
    for (uint32_t face = 0; face < 6; ++face)
      for (double y : {kLowEdge, kHighEdge})
        for (double x : {kLowEdge, kHighEdge})
          c.probes.push_back(cubeGatherAt(face, x, y, kFace, lastCube(s), k, "corner, " + at(face, x, y)));
  return c;
}

CaseSpec cubeIndexCase(const model::FormatInfo& f, const Shape& s) {
  CaseSpec c = make(f, s, "cube_index", {"P-15", "P-28"},
                    "the cube index is the fourth coordinate, rounded to nearest even and clamped to the "
                    "view's cubes");
  for (float a : {0.0f, 0.4f, 0.6f, 1.4f, 7.0f, -3.0f})
    c.probes.push_back(cubeGatherAt(2, 3.5, 4.5, kFace, a, 0, "cube " + std::to_string(a)));
  return c;
}

CaseSpec drefCase(const model::FormatInfo& f, const Shape& s, model::CompareOp op) {
  CaseSpec c = make(f, s, std::string("dref_") + model::toString(op), {"P-25", "P-28", "S-05"},
                    std::string("depth-compare gather on a cube, compare op ") + model::toString(op) +
                        ", inside faces and across edges");
  c.view.sampler.depthCompare = true;
  c.view.sampler.compareOp = op;
  std::vector<Probe> positions;
  addFacePositions(positions, s, 0);
  addEdgePositions(positions, s, 0);
  for (float dref : {-0.5f, 0.3f, 0.7f, 1.5f})
    for (Probe p : positions) {
      p.query.dref = dref;
      p.label += ", Dref " + std::to_string(dref);
      c.probes.push_back(p);
    }
  return c;
}

}  // namespace

void addTld4Cube(std::vector<CaseSpec>& out) {
  for (const model::FormatInfo& f : model::sampledFormats())
    for (const Shape& s : kShapes) {
      // Face selection, seamless edges and the cube index are coordinate arithmetic, the same for
      // every format: they run on the layout representatives. Depth compares depend on the
      // depth format's precision: every depth format runs them.
      if (isLayoutRepresentative(f)) {
        out.push_back(facesCase(f, s));
        out.push_back(edgesCase(f, s));
        out.push_back(baseLayerEdgesCase(f, s));
        if (!f.isCompressed()) out.push_back(cornersCase(f, s));
        if (s.viewType == model::ViewType::CubeArray) out.push_back(cubeIndexCase(f, s));
      }
      if (f.aspect == model::Aspect::Depth)
        for (int op = 0; op < 8; ++op) out.push_back(drefCase(f, s, model::CompareOp(op)));
    }
}

}  // namespace vktexel::cases
