// D3D `ld` on a Buffer (LD-01, LD-18) as OpImageFetch on a uniform texel buffer: no level
// ("srcAddress.a is ignored for buffers"), no offsets, and out-of-bounds under the buffer
// robustness features (SEMANTICS §3.2): robustBufferAccess2 exact, robustBufferAccess any of a
// set. Plus PTX txq width of a buffer (OpImageQuerySize) and null texel buffers (LD-08).
#include "registry.h"
#include "shapes.h"

namespace vktexel::cases {
namespace {

using model::Tier;

// 257 texels: not a multiple of any vector or block size.
const Shape kBuffer{"buffer", model::ViewType::Buffer, model::ImageDim::Buffer, 257, 1, 1, 1};

Probe element(int32_t i, std::string label) {
  Probe p = fetchAt({i, 0, 0}, 0, 7, std::move(label));  // lod 7 is ignored for buffers: it is never passed
  return p;
}

CaseSpec texelsCase(const model::FormatInfo& f) {
  CaseSpec c =
      makeCase("ld", kBuffer, f, "texels", Tier::None, {"LD-01", "LD-14", "LD-16"},
               "every element of a uniform texel buffer, converted to RGBA with the format's defaults");
  for (int32_t i = 0; i < int32_t(kBuffer.width); ++i)
    c.probes.push_back(element(i, "element " + std::to_string(i)));
  return c;
}

CaseSpec oobCase(const model::FormatInfo& f, Tier tier) {
  CaseSpec c =
      makeCase("ld", kBuffer, f, "oob", tier, {"LD-18", "LD-03"},
               tier == Tier::RIA2 ? "elements past either end: zero plus defaults under robustBufferAccess2"
                                  : "elements past either end under robustBufferAccess: any element of the "
                                    "buffer, or (0,0,0,x) with x in {0, 1, the largest positive integer}");
  const int32_t n = int32_t(kBuffer.width);
  for (int32_t i : {n, n + 7, n + 100000, -1, -8})
    c.probes.push_back(element(i, "element " + std::to_string(i)));
  return c;
}

CaseSpec sizeCase(const model::FormatInfo& f) {
  CaseSpec c = makeCase("txq", kBuffer, f, "size", Tier::None, {"P-30"},
                        "txq width of a buffer: OpImageQuerySize gives the view's range in texels");
  c.probes.push_back(queryProbe(model::ProbeOp::QuerySizeLod, 0, "size"));
  return c;
}

CaseSpec nullCase(const model::FormatInfo& f) {
  CaseSpec c = makeCase("ld", kBuffer, f, "null_descriptor", Tier::None, {"LD-08"},
                        "a null uniform texel buffer: every element reads (0,0,0,0) and the size is 0");
  c.view.null = true;
  c.probes.push_back(element(0, "element 0"));
  c.probes.push_back(element(300, "element 300"));
  c.probes.push_back(queryProbe(model::ProbeOp::QuerySizeLod, 0, "size"));
  return c;
}

}  // namespace

void addLdBuffer(std::vector<CaseSpec>& out) {
  for (const model::FormatInfo& f : model::allFormats()) {
    if (f.isDepthStencil() || f.isCompressed()) continue;  // never texel-buffer formats
    out.push_back(texelsCase(f));
    out.push_back(oobCase(f, Tier::RIA2));
    out.push_back(oobCase(f, Tier::RIA));
    if (f.vk == VK_FORMAT_R8_UNORM || f.vk == VK_FORMAT_R32_UINT || f.vk == VK_FORMAT_R16G16_SINT)
      out.push_back(nullCase(f));
  }
}

void addTxqBuffer(std::vector<CaseSpec>& out) {
  for (const model::FormatInfo& f : model::allFormats())
    if (!f.isDepthStencil() && !f.isCompressed()) out.push_back(sizeCase(f));
}

}  // namespace vktexel::cases
