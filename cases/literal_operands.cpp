// The Lod and Sample operands as SPIR-V constants (issue 43, docs/fixed-state.md): every other
// case reads them from the probe buffer, so one shader serves thousands of cases, and a compiler
// that folds a constant Lod or sample index into another instruction (a "level 0" fast path, an
// immediate sample index) was never exercised. The seeds have both forms (LD2DMS: "sampleIndex does
// not have to be a literal"). Each case here is a twin of a case of its family, same image, view,
// probes and model expectation, named .literal_operands, whose shader has a code path per Lod (and
// sample) value with that value as an OpConstant: texelFetch(img, p, 2), textureSize(img, 3),
// textureLod(s, uv, 1.0). The originals are chosen away from the cases the end-to-end tests select
// by glob, whose counts those tests check.
#include "registry.h"
#include "twins.h"

#include <string>

namespace vktexel::cases {
namespace {

void addTwins(const CaseSpec* family, size_t count, std::vector<CaseSpec>& out,
              std::initializer_list<const char*> names) {
  for (CaseSpec& twin : originalsNamed(family, count, names, "literal_operands.cpp")) {
    // Before the robustness tier, which ends every tiered name (cases_test.cpp).
    const size_t tier = twin.tier == model::Tier::None ? twin.name.size() : twin.name.rfind('.');
    twin.name.insert(tier, ".literal_operands");
    twin.description += "; the Lod (and sample index) as constant operands of the shader";
    for (Probe& p : twin.probes) p.query.setLiteralOperands();
    out.push_back(std::move(twin));
  }
}

}  // namespace

void addLdLiteral(const CaseSpec* family, size_t count, std::vector<CaseSpec>& out) {
  addTwins(family, count, out,
           {"ld.2d.b8g8r8a8_unorm.17x9.level0", "ld.2d.b8g8r8a8_unorm.17x9.level4",
            "ld.2d.r16g16_uint.17x9.level2", "ld.3d.b8g8r8a8_unorm.10x9x9.level2",
            "ld.2d.b8g8r8a8_unorm.32x32.view_subrange", "ld.2d.b8g8r8a8_unorm.17x9.level_oob.ria2",
            "ld.2d.b8g8r8a8_unorm.17x9.offset_m8_7"});
}

void addLd2dmsLiteral(const CaseSpec* family, size_t count, std::vector<CaseSpec>& out) {
  addTwins(
      family, count, out,
      {"ld2dms.2d_ms.b8g8r8a8_unorm.8x5_s2.every_sample", "ld2dms.2d_ms.b8g8r8a8_unorm.8x5_s4.every_sample",
       "ld2dms.2d_ms.b8g8r8a8_unorm.8x5_s8.every_sample", "ld2dms.2d_ms.b8g8r8a8_unorm.8x5_s16.every_sample",
       "ld2dms.2d_ms.r32g32b32a32_sfloat.8x5_s4.every_sample"});
}

void addTxqLiteral(const CaseSpec* family, size_t count, std::vector<CaseSpec>& out) {
  addTwins(
      family, count, out,
      {"txq.2d.b8g8r8a8_unorm.32x32.size_lod0", "txq.2d.b8g8r8a8_unorm.32x32.size_lod5",
       "txq.3d.r8g8b8a8_unorm.10x9x9.size_lod1", "txq.3d.r8g8b8a8_unorm.10x9x9.view_subrange_size_lod1"});
}

void addTexLiteral(const CaseSpec* family, size_t count, std::vector<CaseSpec>& out) {
  addTwins(family, count, out,
           {"tex.2d.r8g8b8a8_unorm.16x8.filter", "tex.2d.r8g8b8a8_unorm.16x8.address_repeat",
            "tex.2d.r32g32b32a32_sfloat.16x8.level_nearest", "tex.2d.d32_sfloat.16x8.dref_less_or_equal"});
}

}  // namespace vktexel::cases
