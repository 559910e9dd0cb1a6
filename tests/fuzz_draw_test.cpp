// `vktexel fuzz`'s generator (cases/fuzz_draw.h, issue 66): a seed and an index draw the same case
// everywhere, a drawn name draws its case again (and nothing for a name this build would not draw),
// the stream covers every family and view type it claims, and every drawn case is one the model
// judges: each probe in bounds with an expectation, never a logic error (a generator bug).
#include "fuzz_draw.h"

#include "model/formats.h"
#include "model/image.h"
#include "model/sparse.h"
#include "report/case_parameters.h"
#include "run/case_digest.h"
#include "run/code_paths.h"
#include "run/judge.h"
#include "run/planner.h"
#include "shadergen/glsl_generator.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <map>
#include <optional>
#include <set>
#include <string>

namespace vktexel {
namespace {

TEST(FuzzDraw, ASeedAndIndexDrawTheSameCase) {
  for (uint64_t i = 0; i < 50; ++i) {
    const CaseSpec a = cases::drawFuzzCase(7, i), b = cases::drawFuzzCase(7, i);
    EXPECT_EQ(a.name, b.name);
    EXPECT_EQ(caseDigest(a, nullptr), caseDigest(b, nullptr)) << a.name;
  }
  // A known draw, so a change to the generator shows here before it breaks stored names.
  EXPECT_EQ(cases::drawFuzzCase(1, 0).name.rfind("fuzz.1.0.", 0), 0u);
}

TEST(FuzzDraw, IndicesAndSeedsDrawOtherCases) {
  std::set<std::string> names, digests;
  for (uint64_t seed : {1, 2})
    for (uint64_t i = 0; i < 100; ++i) {
      const CaseSpec c = cases::drawFuzzCase(seed, i);
      names.insert(c.name);
      digests.insert(caseDigest(c, nullptr));
    }
  EXPECT_EQ(names.size(), 200u);
  EXPECT_EQ(digests.size(), 200u);
}

TEST(FuzzDraw, ANameDrawsItsCaseAgain) {
  const CaseSpec c = cases::drawFuzzCase(42, 17);
  const std::optional<CaseSpec> again = cases::fuzzCaseNamed(c.name);
  ASSERT_TRUE(again);
  EXPECT_EQ(caseDigest(*again, nullptr), caseDigest(c, nullptr));
  // Wrong-answer twins: another index under this name, a name of the fixed suite, a malformed one.
  std::string other = c.name;
  other.replace(other.find(".17."), 4, ".18.");
  EXPECT_FALSE(cases::fuzzCaseNamed(other));
  EXPECT_FALSE(cases::fuzzCaseNamed("ld.2d.r8_unorm.17x9.level0"));
  EXPECT_FALSE(cases::fuzzCaseNamed("fuzz.x.1.tex"));
}

TEST(FuzzDraw, TheStreamCoversItsFamiliesAndViewTypes) {
  std::set<std::string> families;
  std::set<model::ViewType> views;
  for (uint64_t i = 0; i < 400; ++i) {
    const CaseSpec c = cases::drawFuzzCase(3, i);
    families.insert(caseFamily(c.name));
    views.insert(c.view.type);
    EXPECT_GE(c.probes.size(), 32u) << c.name;  // every family: the throughput is per such case
  }
  EXPECT_EQ(families, (std::set<std::string>{"ld", "ld2dms", "sparse", "tex", "tld4", "txq"}));
  for (model::ViewType v :
       {model::ViewType::D1, model::ViewType::D1Array, model::ViewType::D2, model::ViewType::D2Array,
        model::ViewType::D3, model::ViewType::Cube, model::ViewType::CubeArray})
    EXPECT_TRUE(views.count(v)) << model::toString(v);
}

TEST(FuzzDraw, EveryDrawnCaseHasTheModelsExpectations) {
  for (uint64_t seed : {1, 2})
    for (uint64_t i = 0; i < 150; ++i) {
      const CaseSpec c = cases::drawFuzzCase(seed, i);
      const model::HostImage image(c.image);
      for (const Probe& p : c.probes) {
        const model::FetchExpectation e = model::expectProbe(image, c.view, p.query, c.tier);
        if (c.tier == model::Tier::None) {  // out of bounds only under a robustness tier
          EXPECT_EQ(e.cls, model::FetchClass::InBounds) << c.name << " probe " << p.label;
        }
      }
      EXPECT_NO_THROW(expectationsOf(c, image, {}, model::SamplingLimits{8, 8})) << c.name;
    }
}

// The extras (cases/fuzz_extras.h) reach their cases, say so in the name, and give every probe the
// operand they name (every run-time index form, mutable descriptors never for a combined image
// sampler); each drawn case's shader generates (a generator's logic error throws).
TEST(FuzzDraw, EveryExtraIsDrawnAndNamedAndItsShaderGenerates) {
  std::map<std::string, int> seen;
  for (uint64_t i = 0; i < 1500; ++i) {
    const CaseSpec c = cases::drawFuzzCase(5, i);
    if (model::formatInfo(c.image.format).isCompressed()) ++seen["compressed"];
    const model::FetchQuery& q = c.probes.front().query;
    // The run-time index's suffix comes last (".index_FORM"), after the other extras' words.
    const size_t index = c.name.find(".index_");
    EXPECT_EQ(index == std::string::npos, c.slotIndex == shadergen::SlotIndex::Constant) << c.name;
    if (index != std::string::npos) {
      ++seen[c.name.substr(index)];
      EXPECT_EQ(c.name.substr(index), shadergen::nameSuffix(c.slotIndex)) << c.name;
      EXPECT_TRUE(shadergen::slotIndexHolds(c.slotIndex, c.view.withSampler, c.view.separateSampler))
          << c.name;
    }
    const std::string words = c.name.substr(0, index);
    const bool f16x2 = words.size() > 6 && words.compare(words.size() - 6, 6, "_f16x2") == 0;
    const bool f16 = !f16x2 && words.size() > 4 && words.compare(words.size() - 4, 4, "_f16") == 0;
    for (const Probe& p : c.probes) {
      EXPECT_EQ(p.query.pack, f16x2 ? model::HalfPacking::Pairs
                              : f16 ? model::HalfPacking::Low
                                    : model::HalfPacking::None)
          << c.name;
      if (q.op != model::ProbeOp::Gather) {  // the gather family draws its own offsets
        EXPECT_EQ(p.query.constOffset, c.name.find("_coff_") != std::string::npos) << c.name;
      }
    }
    if (f16x2 || f16) ++seen[q.op == model::ProbeOp::Gather ? "gather .f16" : "lookup .f16"];
    if (f16x2) ++seen[".f16x2"];
    if ((f16x2 || f16) && q.constOffsets) ++seen["ConstOffsets .f16"];
    if (c.name.find("_coff_") != std::string::npos) ++seen["ConstOffset"];
    if (c.view.sampler.depthCompare && q.op == model::ProbeOp::Gather) ++seen["Dref gather"];
    const bool buffer = c.view.type == model::ViewType::Buffer;
    EXPECT_EQ(buffer, words.find("_as_buffer_") != std::string::npos) << c.name;
    if (buffer) {
      ++seen["texel buffer"];
      if (c.view.elementCount == 0) ++seen["texel buffer to VK_WHOLE_SIZE"];
      if (c.tier != model::Tier::None) ++seen["texel buffer under a robustness tier"];
      EXPECT_EQ(c.view.firstElement % 256, 0u) << c.name;  // 256 bytes apart for every texel size
      bool sizes = false;
      for (const Probe& p : c.probes) sizes = sizes || p.query.op == model::ProbeOp::QuerySizeLod;
      EXPECT_EQ(sizes, words.substr(words.find("_as_buffer_")).find("_size") != std::string::npos) << c.name;
      if (sizes) ++seen["texel buffer size query"];
    }
    shadergen::ShaderKey key = shaderShapeOf(batchKeyOf(c));
    key.variants = variantsOf({&c});
    if (!key.longCoordinate && !key.needsMultisampleOffsetAssembly()) {
      EXPECT_NO_THROW(shadergen::generateGlsl(key)) << c.name;
    }
  }
  for (const char* extra :
       {"compressed", "gather .f16", "lookup .f16", ".f16x2", "ConstOffsets .f16", "ConstOffset",
        "Dref gather", ".index_uniform", ".index_nonuniform", ".index_nonuniform_runs",
        ".index_update_after_bind", ".index_mutable", ".index_descriptor_buffer",
        ".index_nonuniform_descriptor_buffer", "texel buffer", "texel buffer to VK_WHOLE_SIZE",
        "texel buffer under a robustness tier", "texel buffer size query"})
    EXPECT_GT(seen[extra], 0) << extra;
}

// Sparse cases (cases/fuzz_sparse.cpp): every read form is drawn, each read as a texel and a
// residency probe; level 0 is whole standard pages (so devices with residencyAlignedMipSize start
// the mip tail where the model does); strict only where texels are read; the model expects both
// residency answers somewhere (a check that always expects "resident" could not fail), and each
// case's shader generates.
TEST(FuzzDraw, SparseCasesDrawEveryReadOnWholePages) {
  std::map<std::string, int> seen;
  for (uint64_t i = 0; i < 6000; ++i) {
    const CaseSpec c = cases::drawFuzzCase(5, i);
    if (!c.image.sparse.sparse) continue;
    const model::FetchQuery& q = c.probes.front().query;
    ++seen[q.op == model::ProbeOp::Gather ? (c.view.sampler.depthCompare ? "dref gather" : "gather")
                                          : model::toString(q.op)];
    EXPECT_GE(c.probes.size(), 32u) << c.name;
    const model::PageShape page = model::pageShapeOf(c.image);
    EXPECT_EQ(c.image.width % page.width + c.image.height % page.height + c.image.depth % page.depth, 0u)
        << c.name;
    const bool queries = q.op == model::ProbeOp::QuerySizeLod || q.op == model::ProbeOp::QueryLevels;
    EXPECT_FALSE(queries && c.image.sparse.strict) << c.name;
    if (c.image.sparse.strict) ++seen["strict"];
    if (c.image.sparse.mipTailUnbound) ++seen["tail unbound"];
    if (c.view.baseLevel > 0) ++seen["view base level"];
    const model::HostImage image(c.image);
    const std::vector<model::FetchExpectation> expected =
        expectationsOf(c, image, {}, model::SamplingLimits{8, 8});
    size_t residency = 0, texels = 0;
    std::set<bool> answers;
    for (size_t p = 0; p < c.probes.size(); ++p) {
      if (c.probes[p].query.sparse == model::SparseRead::Texel) ++texels;
      if (c.probes[p].query.sparse != model::SparseRead::Residency) continue;
      ++residency;
      for (const model::VecCheck& v : expected[p].expect.anyOf) answers.insert(v.c[0].bits != 0);
    }
    EXPECT_EQ(residency, queries ? 0u : texels) << c.name;
    if (answers.count(false)) ++seen["non-resident expected"];
    if (answers.count(true)) ++seen["resident expected"];
    shadergen::ShaderKey key = shaderShapeOf(batchKeyOf(c));
    key.variants = variantsOf({&c});
    EXPECT_NO_THROW(shadergen::generateGlsl(key)) << c.name;
  }
  for (const char* what : {"fetch", "gather", "dref gather", "sample", "query_size_lod", "strict",
                           "tail unbound", "view base level", "non-resident expected", "resident expected"})
    EXPECT_GT(seen[what], 0) << what;
}

}  // namespace
}  // namespace vktexel
