// PTX `tex` and `tld4` with the predicate p (seeds/ptx-texture-instructions.md; SEMANTICS §8, P-08,
// P-24) as OpImageSparseFetch / OpImageSparseGather and OpImageSparseTexelsResident on images whose
// memory is bound page by page. Each image is two standard sparse blocks ("pages") on each axis
// at level 0, one page at level 1, and the mip tail below; the case leaves one page of level 0
// unbound (and one of layer 1 on arrays), and the tail bound or not. Every probe runs twice:
// once storing the texel, once storing whether it was resident. Residency is exact everywhere;
// texels are exact where bound and unchecked where not (residencyNonResidentStrict would make
// them zeros: the `strict` cases check that). D32_SFLOAT images check OpImageSparseDrefGather.
#include "model/sparse.h"
#include "gather_probes.h"
#include "registry.h"
#include "shapes.h"

namespace vktexel::cases {
namespace {

using model::Tier;

// The sparse formats: 1, 4 and 16 bytes a texel (pages of 256x256, 128x128 and 64x64 in 2D), one
// per sampled type between them, and D32_SFLOAT for OpImageSparseDrefGather (2D only: a depth
// format has no 3D image, and OpImageDrefGather no 3D form).
const VkFormat kFormats[] = {VK_FORMAT_R8_UNORM, VK_FORMAT_R8G8B8A8_UNORM, VK_FORMAT_R32G32B32A32_UINT,
                             VK_FORMAT_D32_SFLOAT};

// Two pages a side at level 0 (and in depth for 3D).
Shape sparseShape(const char* view, model::ViewType type, model::ImageDim dim, const model::PageShape& page,
                  uint32_t layers) {
  const uint32_t depth = dim == model::ImageDim::D3 ? 2 * page.depth : 1;
  return Shape{view, type, dim, 2 * page.width, 2 * page.height, depth, layers};
}

struct Layout {
  Shape shape;
  model::PageShape page;
};

std::vector<Layout> layoutsFor(const model::FormatInfo& f) {
  std::vector<Layout> out;
  const model::PageShape p2 = model::standardPageShape(f.texelBytes, model::ImageDim::D2);
  const model::PageShape p3 = model::standardPageShape(f.texelBytes, model::ImageDim::D3);
  out.push_back({sparseShape("2d", model::ViewType::D2, model::ImageDim::D2, p2, 1), p2});
  out.push_back({sparseShape("2d_array", model::ViewType::D2Array, model::ImageDim::D2, p2, 2), p2});
  if (f.aspect != model::Aspect::Depth)
    out.push_back({sparseShape("3d", model::ViewType::D3, model::ImageDim::D3, p3, 1), p3});
  return out;
}

class SparseBuilder {
 public:
  SparseBuilder(const model::FormatInfo& f, const Layout& l) : f_(f), s_(l.shape), page_(l.page) {}

  void build(std::vector<CaseSpec>& out) const {
    if (f_.aspect == model::Aspect::Depth) {  // the depth-compare gather and a plain fetch beside it
      out.push_back(fetchCase(false, false));
      out.push_back(drefGatherCase());
      return;
    }
    for (bool tailUnbound : {false, true}) out.push_back(fetchCase(tailUnbound, false));
    out.push_back(fetchCase(false, true));
    if (s_.viewType != model::ViewType::D3) {
      out.push_back(gatherCase());
      out.push_back(gatherRepeatCase());
    }
    model::ImageSpec image = s_.image(f_.vk);
    image.sparse = sparse(true, false);
    for (uint32_t lod : {0u, 1u, model::mipTailFirstLevel(image)}) out.push_back(queryCase(lod));
    for (Tier tier : {Tier::RIA, Tier::RIA2}) out.push_back(outOfBoundsCase(tier));
  }

 private:
  model::SparseSpec sparse(bool tailUnbound, bool strict) const {
    model::SparseSpec s;
    s.sparse = true;
    s.unbound = {model::PageAddress{0, 0, 1, 0, 0}};  // level 0: the upper-right page
    if (s_.layers > 1) s.unbound.push_back(model::PageAddress{0, 1, 0, 1, 0});  // layer 1: lower-left
    s.mipTailUnbound = tailUnbound;
    s.strict = strict;
    return s;
  }

  CaseSpec make(const std::string& aspect, std::vector<std::string> clauses, std::string text,
                const model::SparseSpec& sparse, Tier tier = Tier::None) const {
    CaseSpec c = makeCase("sparse", s_, f_, aspect, tier, std::move(clauses), std::move(text));
    c.image.sparse = sparse;
    c.view.withSampler = true;  // GLSL's sparse reads take a sampler
    // A driver's sparse answer for one format (vk::DriverContractError) fails its whole batch:
    // batches of one format keep that to the format's own cases.
    c.batchGroup = std::string("sparse_") + f_.name;
    return c;
  }

  // Level 0: both texels on each side of every page edge, and each page's far corner; level 1:
  // its corners; the mip tail: its first and last level. On every layer.
  CaseSpec fetchCase(bool tailUnbound, bool strict) const {
    const std::string aspect = strict ? "fetch_strict" : tailUnbound ? "fetch_tail_unbound" : "fetch";
    CaseSpec c =
        make(aspect, {"P-08"},
             "tex with predicate p: OpImageSparseFetch's residency is false exactly on unbound pages "
             "(one page of level 0, one of layer 1 on arrays" +
                 std::string(tailUnbound ? ", and the mip tail" : "") +
                 "), and the texel is the stored one where bound" +
                 (strict ? "; unbound texels read zero bits through Conversion to RGBA "
                           "(residencyNonResidentStrict; PTX's all zeros differs in alpha)"
                         : ""),
             sparse(tailUnbound, strict));
    const uint32_t tail = model::mipTailFirstLevel(c.image);
    const int32_t pw = int32_t(page_.width), ph = int32_t(page_.height), pd = int32_t(page_.depth);
    const bool is3D = s_.dim == model::ImageDim::D3;
    for (int32_t layer = 0; layer < int32_t(s_.layers); ++layer) {
      const std::string on = s_.layers > 1 ? " layer " + std::to_string(layer) : "";
      std::vector<Position> level0 = {{pw - 1, 0, 0},
                                      {pw, 0, 0},
                                      {0, ph - 1, 0},
                                      {0, ph, 0},
                                      {pw - 1, ph - 1, 0},
                                      {pw, ph, 0},
                                      {2 * pw - 1, 2 * ph - 1, 0},
                                      {2 * pw - 1, 0, 0},
                                      {0, 2 * ph - 1, 0}};
      if (is3D) level0.insert(level0.end(), {{pw, 0, pd - 1}, {pw, 0, pd}, {0, 0, 2 * pd - 1}});
      for (const Position& p : level0)
        addTexelAndResidency(c, fetchAt(p, layer, 0,
                                        "level 0 (" + std::to_string(p[0]) + ", " + std::to_string(p[1]) +
                                            ", " + std::to_string(p[2]) + ")" + on));
      const model::Extent e1 = s_.extent(1);
      addTexelAndResidency(c, fetchAt({0, 0, 0}, layer, 1, "level 1 (0, 0, 0)" + on));
      addTexelAndResidency(c, fetchAt({int32_t(e1.width) - 1, int32_t(e1.height) - 1, int32_t(e1.depth) - 1},
                                      layer, 1, "level 1 far corner" + on));
      for (uint32_t level : {tail, s_.levels() - 1}) {
        const model::Extent e = s_.extent(level);
        addTexelAndResidency(c, fetchAt({int32_t(e.width) - 1, 0, int32_t(e.depth) - 1}, layer,
                                        int32_t(level), "mip tail level " + std::to_string(level) + on));
      }
    }
    return c;
  }

  struct Footprint {
    int32_t i0, j0;
    const char* what;
  };

  // Footprints inside a bound page, inside the unbound one, straddling its left edge in x, the
  // page row's edge in y, and both (four pages).
  std::vector<Footprint> footprints() const {
    const int32_t pw = int32_t(page_.width), ph = int32_t(page_.height);
    return {{pw / 2, ph / 2, "inside page (0, 0)"},
            {pw + pw / 2, ph / 2, "inside page (1, 0)"},
            {pw - 1, ph / 2, "straddling x = page width"},
            {pw / 2, ph - 1, "straddling y = page height"},
            {pw - 1, ph - 1, "on four pages"},
            {pw + pw / 2, ph - 1, "straddling y on the right"}};
  }

  // The footprints above, and a ConstOffset that moves a bound footprint onto the edge.
  CaseSpec gatherCase() const {
    CaseSpec c = make("gather", {"P-24"},
                      "tld4 with predicate p: OpImageSparseGather's residency is false when any of the four "
                      "texels is on an unbound page, including footprints that straddle a page edge by one "
                      "texel in x, y or both, and one moved across it by ConstOffset",
                      sparse(false, false));
    const int32_t pw = int32_t(page_.width), ph = int32_t(page_.height);
    for (int32_t layer = 0; layer < int32_t(s_.layers); ++layer) {
      const std::string on = s_.layers > 1 ? " layer " + std::to_string(layer) : "";
      for (const Footprint& a : footprints())
        addTexelAndResidency(c, gatherAt(s_, a.i0, a.j0, float(layer), 0, a.what + on));
      Probe moved =
          gatherAt(s_, pw - 2, ph / 2, float(layer), 0, "moved across x by ConstOffset (1, 0)" + on);
      moved.query.constOffset = true;
      moved.query.offset = {1, 0, 0};
      addTexelAndResidency(c, moved);
    }
    return c;
  }

  // OpImageSparseDrefGather (P-24 with P-25): the same footprints through a LESS compare, Dref
  // once equal to w's depth (a tie: 0.0 there) and once 0.5, plus a REPEAT footprint whose only
  // unbound texel is w. Residency is false when any texel is unbound; bound texels' compare
  // results are exact, unbound ones unchecked.
  CaseSpec drefGatherCase() const {
    CaseSpec c = make("dref_gather", {"P-24", "P-25"},
                      "tld4 depth compare with predicate p: OpImageSparseDrefGather's residency is false "
                      "when any of the four texels is on an unbound page, including footprints that "
                      "straddle a page edge; bound texels compare exactly",
                      sparse(false, false));
    c.view.sampler.depthCompare = true;
    c.view.sampler.compareOp = model::CompareOp::Less;
    c.view.sampler.u = c.view.sampler.v = model::AddressMode::Repeat;
    const model::HostImage image(c.image);
    std::vector<Footprint> all = footprints();
    all.push_back({int32_t(2 * page_.width) - 1, int32_t(page_.height) - 1, "wrapped on x, only w unbound"});
    for (int32_t layer = 0; layer < int32_t(s_.layers); ++layer) {
      const std::string on = s_.layers > 1 ? " layer " + std::to_string(layer) : "";
      for (const Footprint& a : all) {
        const model::TexelAddress w{0, uint32_t(layer), uint32_t(a.i0), uint32_t(a.j0), 0, 0};
        const float wDepth = float(model::texelRgba(image, c.view, w).c[0].real);
        for (float dref : wDepth == 0.5f ? std::vector<float>{wDepth} : std::vector<float>{wDepth, 0.5f}) {
          const std::string at = dref == wDepth ? ", Dref = w's depth" : ", Dref 0.5";
          Probe p = gatherAt(s_, a.i0, a.j0, float(layer), 0, a.what + on + at);
          p.query.dref = dref;
          addTexelAndResidency(c, p);
        }
      }
    }
    return c;
  }

  // REPEAT wraps a footprint across the image's right edge: its texels come from both ends, and
  // residency must follow the wrapped texels. At (2 pw - 1, ph - 1) only w = (i0, j0) is on the
  // unbound page; the other three wrap or step onto bound pages.
  CaseSpec gatherRepeatCase() const {
    CaseSpec c = make("gather_repeat", {"P-24"},
                      "tld4 with predicate p through a REPEAT sampler: residency of the wrapped footprint, "
                      "including one whose only unbound texel is w = (i0, j0)",
                      sparse(false, false));
    c.view.sampler.u = c.view.sampler.v = model::AddressMode::Repeat;
    const int32_t pw = int32_t(page_.width), ph = int32_t(page_.height);
    addTexelAndResidency(c, gatherAt(s_, 2 * pw - 1, ph - 1, 0, 0, "wrapped on x, only w unbound"));
    addTexelAndResidency(c, gatherAt(s_, 2 * pw - 1, ph / 2, 0, 0, "wrapped on x, w and x unbound"));
    addTexelAndResidency(c, gatherAt(s_, 2 * pw - 1, 2 * ph - 1, 0, 0, "wrapped on both axes, x unbound"));
    return c;
  }

  // Queries of a sparse image answer as on any other (SEMANTICS §8): a level's size (level 0 with
  // an unbound page, level 1, the first small level, unbound) and the level count. One Lod a case,
  // as txq does: lavapipe mixes up Lods that differ within a dispatch (expected/lavapipe).
  CaseSpec queryCase(uint32_t lod) const {
    CaseSpec c =
        make("queries_lod" + std::to_string(lod), {"P-08"},
             "txq on a sparse image with unbound pages and unbound small levels: the size of level " +
                 std::to_string(lod) + " and the level count, as on an image bound whole",
             sparse(true, false));
    for (int i = 0; i < 4; ++i)
      c.probes.push_back(
          queryProbe(model::ProbeOp::QuerySizeLod, int32_t(lod), "lod " + std::to_string(lod)));
    c.probes.push_back(queryProbe(model::ProbeOp::QueryLevels, 0, "levels"));
    return c;
  }

  // Out-of-bounds sparse fetches by robustness tier: the texel reads as on an ordinary image
  // (robustImageAccess2: zero plus defaults; robustImageAccess: zero with alpha 0 or 1), next to
  // an unbound page and past it; residency there is undefined.
  CaseSpec outOfBoundsCase(Tier tier) const {
    CaseSpec c = make("oob", {"P-08"},
                      std::string("OpImageSparseFetch out of bounds beside an unbound page under ") +
                          (tier == Tier::RIA2 ? "robustImageAccess2: the texel reads zero plus defaults"
                                              : "robustImageAccess: the texel reads zero, alpha 0 or 1") +
                          " as on any image; residency is not defined there",
                      sparse(false, false), tier);
    const int32_t w = int32_t(s_.width), h = int32_t(s_.height);
    for (const Position& p : std::vector<Position>{{w, 0, 0}, {w + 7, 3, 0}, {-1, 0, 0}, {0, h, 0}})
      addTexelAndResidency(
          c, fetchAt(p, 0, 0, "(" + std::to_string(p[0]) + ", " + std::to_string(p[1]) + ") outside"));
    addTexelAndResidency(c, fetchAt({0, 0, 0}, 0, int32_t(s_.levels()), "Lod = levels"));
    return c;
  }

  const model::FormatInfo& f_;
  Shape s_;
  model::PageShape page_;
};

}  // namespace

void addSparse(std::vector<CaseSpec>& out) {
  for (VkFormat format : kFormats) {
    const model::FormatInfo& f = model::formatInfo(format);
    for (const Layout& l : layoutsFor(f)) SparseBuilder(f, l).build(out);
  }
}

}  // namespace vktexel::cases
