// D3D `ld` (seeds/d3d-ld.txt) on 2D images as OpImageFetch: every mip level, ConstOffset at the
// accessed level, and out-of-bounds coordinates and levels under each robustness tier.
// Clause IDs refer to SEMANTICS.md §11.2.
#include "registry.h"

#include <algorithm>
#include <set>
#include <utility>

namespace vktexel::cases {
namespace {

using model::FetchQuery;
using model::Tier;

struct Size {
  uint32_t width, height;
  std::string name() const { return std::to_string(width) + "x" + std::to_string(height); }
};

// An odd non-power-of-two size (5 levels, down to 1x1 through 2x1) and a square power of two.
const Size kSizes[] = {{17, 9}, {32, 32}};
// A representative ConstOffset set: both ends of D3D's 4-bit aoffimmi range and the neighbours of 0.
const int32_t kOffsets[] = {-8, -1, 0, 1, 7};
const Tier kRobustTiers[] = {Tier::RIA2, Tier::RIA};

std::string signedName(int32_t v) {
  return v < 0 ? "m" + std::to_string(-v) : std::to_string(v);
}

Probe at(int32_t x, int32_t y, int32_t lod, std::string label) {
  Probe p;
  p.query.coord = {x, y, 0};
  p.query.lod = lod;
  p.label = std::move(label);
  return p;
}

Probe withOffset(int32_t x, int32_t y, int32_t lod, int32_t dx, int32_t dy, std::string label) {
  Probe p = at(x, y, lod, std::move(label));
  p.query.offset = {dx, dy, 0};
  p.query.constOffset = true;
  return p;
}

class Ld2dBuilder {
 public:
  Ld2dBuilder(const model::FormatInfo& format, Size size) : format_(format), size_(size) {
    image_.format = format.vk;
    image_.dim = model::ImageDim::D2;
    image_.width = size.width;
    image_.height = size.height;
    image_.levels = model::fullMipLevels(size.width, size.height, 1);
    image_.seed = 1;
    view_.type = model::ViewType::D2;
    view_.levelCount = image_.levels;
  }

  void build(std::vector<CaseSpec>& out) {
    for (uint32_t level = 0; level < image_.levels; ++level) out.push_back(levelCase(level));
    for (int32_t dx : kOffsets)
      for (int32_t dy : kOffsets) out.push_back(offsetCase(dx, dy));
    out.push_back(offsetFromOutsideCase());
    for (Tier tier : kRobustTiers) {
      out.push_back(oobAxisCase(tier, 0));
      out.push_back(oobAxisCase(tier, 1));
      out.push_back(oobCornerCase(tier));
      out.push_back(oobNegativeOffsetCase(tier));
      out.push_back(oobPositiveOffsetCase(tier));
      out.push_back(levelOobCase(tier));
    }
  }

 private:
  model::Extent extent(uint32_t level) const { return model::levelExtent(image_, level); }

  CaseSpec make(const std::string& aspect, Tier tier, std::vector<std::string> clauses,
                std::string description) const {
    CaseSpec c;
    c.name = "ld.2d." + std::string(format_.name) + "." + size_.name() + "." + aspect;
    if (tier != Tier::None) c.name += std::string(".") + model::toString(tier);
    c.description = std::move(description);
    c.clauses = std::move(clauses);
    c.image = image_;
    c.view = view_;
    c.tier = tier;
    return c;
  }

  // Every texel of a small level; edges and a 3-texel grid of a large one.
  CaseSpec levelCase(uint32_t level) const {
    CaseSpec c = make("level" + std::to_string(level), Tier::None, {"LD-01", "LD-04", "LD-14"},
                      "in-bounds fetch of mip level " + std::to_string(level) +
                          ": the texel at that level, converted to RGBA with the format's defaults");
    const model::Extent e = extent(level);
    const bool all = e.width * e.height <= 256;
    for (uint32_t y = 0; y < e.height; ++y)
      for (uint32_t x = 0; x < e.width; ++x) {
        const bool edge = x == 0 || y == 0 || x + 1 == e.width || y + 1 == e.height;
        if (all || edge || (x % 3 == 0 && y % 3 == 0))
          c.probes.push_back(
              at(int32_t(x), int32_t(y), int32_t(level), edge ? "edge texel" : "interior texel"));
      }
    return c;
  }

  // For each level, the texels whose coordinate and coordinate + offset are both inside that
  // level's extent, at the extremes of that range: the offset counts in the accessed level's texels.
  CaseSpec offsetCase(int32_t dx, int32_t dy) const {
    CaseSpec c = make("offset_" + signedName(dx) + "_" + signedName(dy), Tier::None, {"LD-09", "LD-10"},
                      "ConstOffset (" + std::to_string(dx) + ", " + std::to_string(dy) +
                          ") added to the coordinate at every mip level, in that level's texels");
    for (uint32_t level = 0; level < image_.levels; ++level) {
      const model::Extent e = extent(level);
      const auto targets = [](int32_t d, uint32_t size) {
        std::set<int32_t> t;
        const int32_t lo = std::max(0, d), hi = std::min(int32_t(size) - 1, int32_t(size) - 1 + d);
        if (lo <= hi) t = {lo, hi, (lo + hi) / 2};
        return t;
      };
      for (int32_t ty : targets(dy, e.height))
        for (int32_t tx : targets(dx, e.width))
          c.probes.push_back(
              withOffset(tx - dx, ty - dy, int32_t(level), dx, dy,
                         "reads texel (" + std::to_string(tx) + "," + std::to_string(ty) + ")"));
    }
    return c;
  }

  // A coordinate outside the level that the offset brings back inside: validation happens after
  // the offset (SEMANTICS §2; Vulkan-Docs issue #1416 leaves this implicit, the CTS tests it).
  CaseSpec offsetFromOutsideCase() const {
    CaseSpec c = make("offset_from_outside", Tier::None, {"LD-09", "LD-10"},
                      "coordinates one to eight texels outside the level, brought inside by ConstOffset");
    for (uint32_t level = 0; level < image_.levels; ++level) {
      const model::Extent e = extent(level);
      const int32_t w = int32_t(e.width), h = int32_t(e.height), lod = int32_t(level);
      c.probes.push_back(withOffset(-1, 0, lod, 1, 0, "x = -1, offset +1"));
      c.probes.push_back(withOffset(0, -7, lod, 0, 7, "y = -7, offset +7"));
      c.probes.push_back(withOffset(w, h - 1, lod, -1, 0, "x = width, offset -1"));
      c.probes.push_back(withOffset(w - 1, h + 7, lod, 0, -8, "y = height + 7, offset -8"));
    }
    return c;
  }

  CaseSpec oobAxisCase(Tier tier, int axis) const {
    const char* name = axis == 0 ? "oob_x" : "oob_y";
    CaseSpec c = make(name, tier, {"LD-03", "LD-10"},
                      std::string("coordinate out of range on ") + (axis == 0 ? "x" : "y") +
                          " at every level (the bound is that level's size)");
    for (uint32_t level = 0; level < image_.levels; ++level) {
      const model::Extent e = extent(level);
      const int32_t size = int32_t(axis == 0 ? e.width : e.height);
      const int32_t other = int32_t(axis == 0 ? e.height : e.width) - 1;
      for (int32_t v : {size, size + 7, -1, -8}) {
        const std::string label = (axis == 0 ? "x = " : "y = ") + std::to_string(v);
        c.probes.push_back(axis == 0 ? at(v, other, int32_t(level), label)
                                     : at(other, v, int32_t(level), label));
      }
    }
    return c;
  }

  CaseSpec oobCornerCase(Tier tier) const {
    CaseSpec c = make("oob_xy", tier, {"LD-03"}, "both coordinates out of range at every level");
    for (uint32_t level = 0; level < image_.levels; ++level) {
      const model::Extent e = extent(level);
      c.probes.push_back(at(int32_t(e.width), int32_t(e.height), int32_t(level), "(width, height)"));
      c.probes.push_back(at(-1, -1, int32_t(level), "(-1, -1)"));
    }
    return c;
  }

  CaseSpec oobNegativeOffsetCase(Tier tier) const {
    CaseSpec c = make("oob_offset_negative", tier, {"LD-13", "LD-03"},
                      "an in-range coordinate that a negative ConstOffset takes below zero");
    for (uint32_t level = 0; level < image_.levels; ++level) {
      const model::Extent e = extent(level);
      const int32_t lod = int32_t(level), w = int32_t(e.width), h = int32_t(e.height);
      c.probes.push_back(withOffset(0, h - 1, lod, -1, 0, "x = 0, offset -1"));
      c.probes.push_back(withOffset(w - 1, 0, lod, 0, -1, "y = 0, offset -1"));
      c.probes.push_back(withOffset(std::min(w - 1, 7), 0, lod, -8, -8, "offset (-8, -8)"));
    }
    return c;
  }

  CaseSpec oobPositiveOffsetCase(Tier tier) const {
    CaseSpec c = make("oob_offset_positive", tier, {"LD-10", "LD-03"},
                      "an in-range coordinate that a positive ConstOffset takes past this level's size "
                      "(still inside level 0)");
    for (uint32_t level = 0; level < image_.levels; ++level) {
      const model::Extent e = extent(level);
      const int32_t lod = int32_t(level), w = int32_t(e.width), h = int32_t(e.height);
      c.probes.push_back(withOffset(w - 1, 0, lod, 1, 0, "x = width - 1, offset +1"));
      c.probes.push_back(withOffset(0, h - 1, lod, 0, 1, "y = height - 1, offset +1"));
      c.probes.push_back(withOffset(std::max(0, w - 7), std::max(0, h - 7), lod, 7, 7, "offset (7, 7)"));
    }
    return c;
  }

  CaseSpec levelOobCase(Tier tier) const {
    CaseSpec c =
        make("level_oob", tier, {"LD-04"},
             tier == Tier::RIA2 ? "Lod outside [0, levels): zero plus defaults under robustImageAccess2"
                                : "Lod outside [0, levels): undefined under robustImageAccess alone; "
                                  "runs unchecked, must not disturb other probes");
    const int32_t levels = int32_t(image_.levels);
    for (int32_t lod : {levels, levels + 3, -1})
      for (auto [x, y] : {std::pair<int32_t, int32_t>{0, 0}, {1, 1}})
        c.probes.push_back(at(x, y, lod, "lod " + std::to_string(lod)));
    return c;
  }

  const model::FormatInfo& format_;
  Size size_;
  model::ImageSpec image_;
  model::ViewSpec view_;
};

}  // namespace

void addLd2d(std::vector<CaseSpec>& out) {
  for (const model::FormatInfo& f : model::allFormats())
    for (const Size& s : kSizes) Ld2dBuilder(f, s).build(out);
}

}  // namespace vktexel::cases
