#include "report/repro_sparse.h"

#include "model/sparse.h"

namespace vktexel {

std::string reproSparseHeader(const model::ImageSpec& spec) {
  const model::PageShape page = model::pageShapeOf(spec);
  std::string pages;
  size_t count = 0;
  for (uint32_t level = 0; level < spec.levels; ++level)
    for (const model::PageRegion& p : model::pagesOf(spec, level)) {
      if (!model::isPageBound(spec, p.page)) continue;
      pages += "    {" + std::to_string(level) + ", " + std::to_string(p.page.layer) + ", {" +
               std::to_string(p.x) + ", " + std::to_string(p.y) + ", " + std::to_string(p.z) + "}, {" +
               std::to_string(p.width) + ", " + std::to_string(p.height) + ", " + std::to_string(p.depth) +
               "}},\n";
      ++count;
    }
  if (count == 0) pages = "    {~0u, 0, {0, 0, 0}, {0, 0, 0}},  // unused: the case binds no page\n";
  std::string h =
      "// Sparse residency (sparse_binding.h): memory for the pages the case binds, none for the others.\n"
      "#define REPRO_SPARSE 1\n";
  h += "constexpr VkExtent3D kPageExtent = {" + std::to_string(page.width) + ", " +
       std::to_string(page.height) + ", " + std::to_string(page.depth) +
       "};  // the format's standard sparse block shape\n";
  h += "constexpr uint32_t kMipTailFirstLevel = " + std::to_string(model::mipTailFirstLevel(spec)) +
       ";  // the first level smaller than a page\n";
  h += std::string("constexpr bool kMipTailBound = ") + (spec.sparse.mipTailUnbound ? "false" : "true") +
       ";\n";
  h += std::string("constexpr bool kNeedsResidencyNonResidentStrict = ") +
       (spec.sparse.strict ? "true" : "false") + ";\n";
  h += "struct BoundPage {\n  uint32_t level, layer;\n  VkOffset3D offset;\n  VkExtent3D extent;\n};\n";
  h += "// Every page the case binds, in every level; those from the driver's mip tail on are bound with "
       "it.\n";
  h += "const BoundPage kBoundPages[] = {\n" + pages + "};\n\n";
  return h;
}

}  // namespace vktexel
