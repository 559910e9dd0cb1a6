// PTX `tex` with the predicate p on sparse images (SEMANTICS §8 with §14; P-08): the Lod form of
// OpImageSparseSampleExplicitLod (GL_ARB_sparse_texture2's sparseTextureLod(Offset)ARB), LINEAR
// filtering and LINEAR mips. The image is two standard sparse blocks ("pages") a side at level 0
// (RGBA8: 128 x 128 texels), one page at level 1, then the mip tail; one page of level 0 is unbound
// (and one of layer 1 on arrays), and in one case the mip tail. Residency is false when any texel
// the lookup accesses is unbound: every texel of the footprint, on both levels of a mip blend
// (model/sample_residency.h). Probes put footprints inside a page, half a texel across an edge
// into the unbound page, a quarter texel short of it (the footprint stays bound), across an edge
// between bound pages, moved across by ConstOffset, and blend levels whose other level is unbound.
// Each probe runs twice: the texel (exact where every texel it reads is bound) and the residency.
// The Lod 0 case keeps 16 probes at one whole Lod, so some 8 consecutive invocations hold nothing
// else wherever the batch places them (lavapipe 25 loses the residency of a LINEAR-mip lookup
// when every lane of its 8-wide vector has a whole Lod: expected/lavapipe-25).
#include "registry.h"
#include "tex_builders.h"

#include "model/codec.h"

#include <string>

namespace vktexel::cases {
namespace {

const Shape k2D{"2d", model::ViewType::D2, model::ImageDim::D2, 256, 256, 1, 1};
const Shape k2DArray{"2d_array", model::ViewType::D2Array, model::ImageDim::D2, 256, 256, 1, 2};

enum class Aspect { Minified, Magnified, TailUnbound };

CaseSpec sparseLookupCase(const Shape& s, Aspect aspect) {
  const bool tailUnbound = aspect == Aspect::TailUnbound;
  const char* name = aspect == Aspect::Minified    ? "sparse_lookup"
                     : aspect == Aspect::Magnified ? "sparse_lookup_lod0"
                                                   : "sparse_lookup_tail_unbound";
  const char* what =
      aspect == Aspect::Minified ? "footprints at Lod 0.25 (levels 0 and 1 blended) and at the other blends"
      : aspect == Aspect::Magnified ? "footprints at Lod 0 (magnified: level 0, level 1 weighted 0)"
                                    : "blends with the mip tail unbound";
  CaseSpec c =
      makeTexCase(s, model::formatInfo(VK_FORMAT_R8G8B8A8_UNORM), name, {"P-08", "P-06"},
                  std::string("tex with predicate p: OpImageSparseSampleExplicitLod's residency is false "
                              "when a texel of the LINEAR footprint, on either level of a LINEAR mip "
                              "blend, is on an unbound page; the value is exact where every texel is "
                              "bound: ") +
                      what);
  c.image.sparse.sparse = true;
  c.image.sparse.unbound = {model::PageAddress{0, 0, 1, 0, 0}};  // level 0: the upper-right page
  if (s.layers > 1)
    c.image.sparse.unbound.push_back(model::PageAddress{0, 1, 0, 1, 0});  // layer 1: lower-left
  c.image.sparse.mipTailUnbound = tailUnbound;
  c.view.sampler.mipmapMode = model::MipmapMode::Linear;
  c.batchGroup = "sparse_r8g8b8a8_unorm";  // a driver's sparse answer fails its batch: one format a batch
  for (uint32_t layer = 0; layer < s.layers; ++layer) {
    const std::string on = s.layers > 1 ? " layer " + std::to_string(layer) : "";
    const auto at = [&](double u, double v, float lod, const std::string& label, int32_t offsetX = 0) {
      Probe p = sampleAtTexel(s, u, v, 0, float(layer), lod, label + on);
      if (offsetX) {
        p.query.constOffset = true;
        p.query.offset = {offsetX, 0, 0};
      }
      addTexelAndResidency(c, p);
    };
    if (aspect != Aspect::TailUnbound) {
      const float lod = aspect == Aspect::Magnified ? 0.0f : 0.25f;
      at(64.5, 64.5, lod, "inside page (0, 0)");
      at(192.5, 64.5, lod, "inside page (1, 0)");
      at(128, 64.5, lod, "half a texel across x = 128");
      at(127.25, 64.5, lod, "a quarter texel short of x = 128 (texels 126 and 127)");
      at(64.5, 128, lod, "half a texel across y = 128");
      at(126.5, 64.5, lod, "moved across x = 128 by ConstOffset (2, 0)", 2);
      at(64.5, 192.5, lod, "inside page (0, 1)");
      at(192.5, 192.5, lod, "inside page (1, 1)");
    }
    if (aspect == Aspect::Magnified) continue;
    at(192.5, 64.5, 0.5f, "levels 0 and 1 blended at page (1, 0) of level 0");
    at(64.5, 64.5, 0.5f, "levels 0 and 1 blended at page (0, 0) of level 0");
    at(192.5, 64.5, 1, "Lod 1 at page (1, 0)'s place: level 1, level 2 weighted 0");
    at(192.5, 64.5, 1.5f, "levels 1 and 2 (the mip tail) blended");
  }
  return c;
}

}  // namespace

// 2D minified, magnified and with the mip tail unbound; a 2D array minified.
void addTexSparse(std::vector<CaseSpec>& out) {
  for (Aspect a : {Aspect::Minified, Aspect::Magnified, Aspect::TailUnbound})
    out.push_back(sparseLookupCase(k2D, a));
  out.push_back(sparseLookupCase(k2DArray, Aspect::Minified));
}

}  // namespace vktexel::cases
