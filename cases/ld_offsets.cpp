// ConstOffset on `ld` (LD-09..LD-13): added on the spatial axes only, in the texels of the accessed
// level, before the bounds check. The layout representatives (cases/representatives.h) get a
// representative set on every shape (both ends of D3D's 4-bit aoffimmi range and the neighbours
// of zero, per axis and on the diagonals), coordinates an offset brings back inside and, under
// each robustness tier, in-range coordinates it takes outside; every other format gets one offset
// per shape. A few formats, one per sampled type, get every offset in [-32, 31] per axis on
// images large enough to keep each offset in bounds. The device's [minTexelOffset,
// maxTexelOffset] gates each case.
#include "registry.h"
#include "representatives.h"
#include "shapes.h"

#include <algorithm>
#include <set>

namespace vktexel::cases {
namespace {

using model::Tier;

const char* const kAxisNames[3] = {"x", "y", "z"};
const int32_t kRepresentative[] = {-8, -1, 1, 7};
constexpr int32_t kRangeMin = -32, kRangeMax = 31;  // lavapipe's range and SASS's 6-bit AOFFI

// The values t on one axis with both t - d and t inside [0, size): the extremes and the middle.
std::set<int32_t> targets(int32_t d, int32_t size) {
  const int32_t lo = std::max(0, d), hi = std::min(size - 1, size - 1 + d);
  if (lo > hi) return {};
  return {lo, hi, (lo + hi) / 2};
}

std::string offsetName(const Shape& s, const Position& o) {
  std::string axes, values;
  bool uniform = true;
  for (int a = 0; a < s.dims(); ++a) uniform = uniform && o[a] == o[0];
  if (uniform && s.dims() > 1) return "offset_all_" + signedName(o[0]);
  for (int a = 0; a < s.dims(); ++a) values += "_" + signedName(o[a]);
  return "offset" + values;
}

// Probes reading texels whose coordinate and coordinate + offset are both inside each level.
void addOffsetProbes(CaseSpec& c, const Shape& s, const Position& offset) {
  const int32_t layer = int32_t(s.layers) - 1;  // a non-zero layer: offsets must leave it alone (LD-11)
  for (uint32_t level = 0; level < s.levels(); ++level) {
    std::vector<std::set<int32_t>> t(3, std::set<int32_t>{0});
    for (int a = 0; a < s.dims(); ++a) t[a] = targets(offset[a], s.axisSize(level, a));
    for (int32_t z : t[2])
      for (int32_t y : t[1])
        for (int32_t x : t[0]) {
          const Position target{x, y, z};
          Position coord = target;
          for (int a = 0; a < s.dims(); ++a) coord[a] -= offset[a];
          c.probes.push_back(fetchWithOffset(
              coord, layer, int32_t(level), offset,
              "reads (" + std::to_string(x) + "," + std::to_string(y) + "," + std::to_string(z) + ")"));
        }
  }
}

CaseSpec offsetCase(const model::FormatInfo& f, const Shape& s, const Position& offset) {
  std::string text = "ConstOffset (";
  for (int a = 0; a < s.dims(); ++a) text += (a ? ", " : "") + std::to_string(offset[a]);
  text += ") at every mip level, counted in that level's texels";
  CaseSpec c = makeCase("ld", s, f, offsetName(s, offset), Tier::None, {"LD-09", "P-09"}, text);
  addOffsetProbes(c, s, offset);
  // LD-10 needs a non-zero offset read at a level past 0 (large offsets fit level 0 only), LD-11
  // a non-zero offset on an array.
  const bool moves = offset != Position{0, 0, 0};
  const bool pastLevel0 =
      std::any_of(c.probes.begin(), c.probes.end(), [](const Probe& p) { return p.query.lod > 0; });
  if (moves && pastLevel0) c.clauses.push_back("LD-10");
  if (moves && s.arrayed()) c.clauses.push_back("LD-11");
  return c;
}

std::vector<Position> representativeOffsets(const Shape& s) {
  std::vector<Position> out;
  for (int a = 0; a < s.dims(); ++a)
    for (int32_t v : kRepresentative) {
      Position o{0, 0, 0};
      o[a] = v;
      out.push_back(o);
    }
  if (s.dims() > 1) {
    out.push_back({-8, -8, s.dims() > 2 ? -8 : 0});
    out.push_back({7, 7, s.dims() > 2 ? 7 : 0});
    out.push_back({-8, 7, s.dims() > 2 ? -8 : 0});
  }
  out.push_back({0, 0, 0});  // a zero ConstOffset operand
  return out;
}

// Non-zero on every axis, of both signs where there are two: (7), (-8, 7) or (-8, 7, -8).
Position everyFormatOffset(const Shape& s) {
  if (s.dims() == 1) return {7, 0, 0};
  return {-8, 7, s.dims() > 2 ? -8 : 0};
}

// A coordinate outside the level that the offset brings back inside: the bounds check follows the
// offset (SEMANTICS §2; Vulkan-Docs issue #1416 leaves this implicit, the CTS tests it).
CaseSpec fromOutsideCase(const model::FormatInfo& f, const Shape& s) {
  CaseSpec c = makeCase("ld", s, f, "offset_from_outside", Tier::None, {"LD-09", "LD-10"},
                        "coordinates up to eight texels outside the level, brought inside by ConstOffset");
  for (uint32_t level = 0; level < s.levels(); ++level)
    for (int a = 0; a < s.dims(); ++a) {
      const int32_t n = s.axisSize(level, a);
      Position below{0, 0, 0}, above{0, 0, 0}, up{0, 0, 0}, down{0, 0, 0};
      below[a] = -1;
      up[a] = 1;
      above[a] = n + 7;
      down[a] = -8;
      c.probes.push_back(
          fetchWithOffset(below, 0, int32_t(level), up, std::string(kAxisNames[a]) + " = -1, +1"));
      c.probes.push_back(
          fetchWithOffset(above, 0, int32_t(level), down, std::string(kAxisNames[a]) + " = size + 7, -8"));
    }
  return c;
}

// In-range coordinates that the offset takes out of this level (but not out of level 0).
CaseSpec oobOffsetCase(const model::FormatInfo& f, const Shape& s, Tier tier, bool negative) {
  CaseSpec c = makeCase(
      "ld", s, f, negative ? "oob_offset_negative" : "oob_offset_positive", tier,
      negative ? std::vector<std::string>{"LD-13", "LD-03"} : std::vector<std::string>{"LD-10", "LD-03"},
      negative ? "an in-range coordinate that a negative ConstOffset takes below zero"
               : "an in-range coordinate that a positive ConstOffset takes past this level's size");
  for (uint32_t level = 0; level < s.levels(); ++level)
    for (int a = 0; a < s.dims(); ++a) {
      const int32_t n = s.axisSize(level, a);
      for (int32_t d : negative ? std::vector<int32_t>{-1, -8} : std::vector<int32_t>{1, 7}) {
        Position coord{0, 0, 0}, offset{0, 0, 0};
        coord[a] = negative ? std::min(n - 1, -d - 1) : std::max(0, n - d);
        offset[a] = d;
        c.probes.push_back(fetchWithOffset(coord, 0, int32_t(level), offset,
                                           std::string(kAxisNames[a]) + " + " + std::to_string(d)));
      }
    }
  return c;
}

// Shapes large enough for every offset in [-32, 31] on each axis.
const std::vector<Shape>& rangeShapes() {
  using model::ImageDim;
  using model::ViewType;
  static const std::vector<Shape> shapes = {
      {"1d", ViewType::D1, ImageDim::D1, 64, 1, 1, 1},
      {"1d_array", ViewType::D1Array, ImageDim::D1, 64, 1, 1, 3},
      {"2d", ViewType::D2, ImageDim::D2, 64, 64, 1, 1},
      {"2d_array", ViewType::D2Array, ImageDim::D2, 64, 40, 1, 3},
      {"3d", ViewType::D3, ImageDim::D3, 40, 40, 40, 1},
  };
  return shapes;
}

bool getsFullRange(const model::FormatInfo& f) {
  const std::string n = f.name;
  return n == "r8_unorm" || n == "r32_uint" || n == "r16g16_sint";  // one per sampled type
}

}  // namespace

void addLdOffsets(std::vector<CaseSpec>& out) {
  for (const model::FormatInfo& f : model::sampledFormats()) {
    for (const Shape& s : fetchShapes()) {
      if (!isLayoutRepresentative(f)) {
        // The offset moves the texel address before any texel is decoded: other formats read
        // one offset per shape, so a format whose fetch ignores ConstOffset still fails.
        out.push_back(offsetCase(f, s, everyFormatOffset(s)));
        continue;
      }
      for (const Position& o : representativeOffsets(s)) out.push_back(offsetCase(f, s, o));
      out.push_back(fromOutsideCase(f, s));
      for (Tier tier : {Tier::RIA2, Tier::RIA}) {
        out.push_back(oobOffsetCase(f, s, tier, true));
        out.push_back(oobOffsetCase(f, s, tier, false));
      }
    }
    if (!getsFullRange(f)) continue;
    for (const Shape& s : rangeShapes())
      for (int a = 0; a < s.dims(); ++a)
        for (int32_t v = kRangeMin; v <= kRangeMax; ++v) {
          if (v == 0 && a > 0) continue;  // the zero offset is the same case on every axis
          Position o{0, 0, 0};
          o[a] = v;
          out.push_back(offsetCase(f, s, o));
          out.back().batchGroup = "offset_range";
        }
  }
}

}  // namespace vktexel::cases
