// PTX `txq` (seeds/ptx-texture-instructions.md; SEMANTICS §7, §11.3) as OpImageQuerySizeLod and
// OpImageQueryLevels. Vulkan and PTX differ where a query has no Vulkan component or returns 1
// instead of 0; each case says which rule it checks.
#include "registry.h"
#include "shapes.h"

namespace vktexel::cases {
namespace {

using model::ProbeOp;
using model::Tier;

// A view of levels [1, n - 1) and, for arrays, layers [1, n - 1) (Shape::windowView): the queries
// must answer the view's level count and layer count, not the image's. Size queries keep levels
// [1, n) (the last level's size is a case of its own) and the window's layers.
model::ViewSpec subrange(const Shape& s, bool toLastLevel) {
  model::ViewSpec v = s.windowView();
  if (toLastLevel) v.levelCount = s.levels() - 1;
  if (s.viewType == model::ViewType::CubeArray) {  // whole cubes: faces [6, 12)
    v.baseLayer = 6;
    v.layerCount = s.layers - 6;
  }
  return v;
}

class TxqBuilder {
 public:
  TxqBuilder(const model::FormatInfo& f, const Shape& s) : f_(f), s_(s) {}

  void build(std::vector<CaseSpec>& out) const {
    for (uint32_t lod = 0; lod < s_.levels(); ++lod) out.push_back(sizeCase(lod, false));
    for (uint32_t lod = 0; lod + 1 < s_.levels(); ++lod) out.push_back(sizeCase(lod, true));
    out.push_back(levelsCase(false));
    out.push_back(levelsCase(true));
    out.push_back(beyondCase());
    if (f_.vk == VK_FORMAT_R8_UNORM) out.push_back(varyingLodCase());
  }

 private:
  CaseSpec make(const std::string& aspect, std::vector<std::string> clauses, std::string text) const {
    return makeCase("txq", s_, f_, aspect, Tier::None, std::move(clauses), std::move(text));
  }

  // Which rows a size query checks: P-30 is the base level's size (Lod 0), P-05 needs a level
  // past level 0 of the image, P-33 a layer component (arrays only).
  std::vector<std::string> sizeClauses(uint32_t lod, bool viewSubrange) const {
    std::vector<std::string> c = {"P-36"};
    if (lod == 0) c.push_back("P-30");
    if (lod > 0 || viewSubrange) c.push_back("P-05");
    if (s_.arrayed()) c.push_back("P-33");
    return c;
  }

  // One Lod per case, the same in every invocation.
  CaseSpec sizeCase(uint32_t lod, bool viewSubrange) const {
    CaseSpec c = make(
        (viewSubrange ? "view_subrange_size_lod" : "size_lod") + std::to_string(lod),
        sizeClauses(lod, viewSubrange),
        "txq.level width/height/depth = max(1, size >> level) (P-05, P-30, P-36) and array_size = "
        "layerCount as the last component (P-33; PTX's 0 for non-arrays has no Vulkan "
        "component)" +
            std::string(viewSubrange ? ", through a view of levels [1, n) (and layers [1, n - 1))" : ""));
    if (viewSubrange) c.view = subrange(s_, true);
    for (int i = 0; i < 4; ++i)
      c.probes.push_back(queryProbe(ProbeOp::QuerySizeLod, int32_t(lod), "lod " + std::to_string(lod)));
    return c;
  }

  CaseSpec levelsCase(bool viewSubrange) const {
    CaseSpec c =
        // P-04's formula holds for a view of every level, not for a subrange.
        make(viewSubrange ? "view_subrange_levels" : "levels",
             viewSubrange ? std::vector<std::string>{"P-34"} : std::vector<std::string>{"P-04", "P-34"},
             "txq.num_mipmap_levels = the view's levelCount; a full chain has 1 + floor(log2(max size)) "
             "levels (P-04). Vulkan counts 1 where PTX returns 0 for a texture without mipmaps (P-34)");
    if (viewSubrange) c.view = subrange(s_, false);
    c.probes.push_back(queryProbe(ProbeOp::QueryLevels, 0, "levels"));
    return c;
  }

  CaseSpec beyondCase() const {
    CaseSpec c = make("size_lod_beyond_levels", {"P-36"},
                      "txq.level with a lod at or past levelCount: the value is undefined, so it runs "
                      "unchecked and must not disturb the other results");
    for (int32_t lod : {int32_t(s_.levels()), int32_t(s_.levels()) + 2})
      c.probes.push_back(queryProbe(ProbeOp::QuerySizeLod, lod, "lod " + std::to_string(lod)));
    return c;
  }

  // Every level in one dispatch: SPIR-V does not require the Lod of OpImageQuerySizeLod to be
  // dynamically uniform. The minimal repro of a driver that answers one lane's Lod for all.
  CaseSpec varyingLodCase() const {
    CaseSpec c = make("size_varying_lod", {"P-36", "P-05"},
                      "one size query per level in the same dispatch: Lod differs between invocations");
    for (uint32_t lod = 0; lod < s_.levels(); ++lod)
      c.probes.push_back(queryProbe(ProbeOp::QuerySizeLod, int32_t(lod), "lod " + std::to_string(lod)));
    return c;
  }

  const model::FormatInfo& f_;
  const Shape& s_;
};

}  // namespace

// Cube and cube-array views can be queried though not fetched: a cube array's size counts cubes
// (P-33, SEMANTICS §7), its level count is the view's.
const std::vector<Shape>& cubeViewShapes() {
  using model::ImageDim;
  using model::ViewType;
  static const std::vector<Shape> shapes = {
      {"cube", ViewType::Cube, ImageDim::D2, 16, 16, 1, 6, true},
      {"cube_array", ViewType::CubeArray, ImageDim::D2, 16, 16, 1, 12, true},
  };
  return shapes;
}

void addTxq(std::vector<CaseSpec>& out) {
  for (const model::FormatInfo& f : model::sampledFormats()) {
    for (const Shape& s : fetchShapes()) TxqBuilder(f, s).build(out);
    for (const Shape& s : cubeViewShapes()) TxqBuilder(f, s).build(out);
  }
}

}  // namespace vktexel::cases
