// How the suite stores its 5 million probes: interned labels, a compact query, and code paths
// read once per run. Each saving must keep the meaning: labels read back as written, and plans
// made from a shared CodePaths equal plans made from the probes.
#include "gather_probes.h"
#include "run/code_paths.h"
#include "run/planner.h"
#include "run/probe_label.h"

#include <gtest/gtest.h>

#include <thread>

namespace vktexel {
namespace {

TEST(ProbeLabel, ReadsBackAsWrittenAndComparesByText) {
  const ProbeLabel empty;
  EXPECT_TRUE(empty.empty());
  EXPECT_EQ(empty.str(), "");
  const ProbeLabel a = std::string("x = width"), b = "x = width", c = "x = width - 1";
  EXPECT_EQ(a.str(), "x = width");
  EXPECT_EQ(a, b);
  EXPECT_NE(a, c);  // a wrong label must not pass for the right one
  EXPECT_TRUE(a == "x = width");
  EXPECT_TRUE(a != "x = width - 1");
  EXPECT_TRUE(a == std::string("x = width"));
  EXPECT_FALSE(a == std::string("x = height"));
  EXPECT_EQ(&a.str(), &b.str()) << "one copy of each text per thread";
  EXPECT_EQ("[" + a + "]", "[x = width]");
  EXPECT_EQ(std::string("probe ") + a, "probe x = width");
}

TEST(ProbeLabel, AppendingMakesANewLabelAndLeavesOthersAlone) {
  ProbeLabel a = "edge";
  const ProbeLabel b = a;
  a += " texel";
  EXPECT_EQ(a.str(), "edge texel");
  EXPECT_EQ(b.str(), "edge");
}

TEST(ProbeLabel, ThreadsInternTheSameTextToEqualLabels) {
  ProbeLabel fromThread;
  std::thread([&] { fromThread = "texel (3,0)"; }).join();  // the case builders run on threads
  EXPECT_EQ(fromThread, ProbeLabel("texel (3,0)"));
  EXPECT_EQ(fromThread.str(), "texel (3,0)");
}

TEST(ProbeStorage, AProbeStaysSmallAndTriviallyCopyable) {
  // 5.1 million probes: each byte here is 5 MB of the parent's memory, copied by every fork.
  EXPECT_LE(sizeof(model::FetchQuery), 88u);
  EXPECT_LE(sizeof(Probe), 96u);
  EXPECT_TRUE(std::is_trivially_copyable_v<Probe>);
}

TEST(ProbeStorage, GatherOffsetsHoldTheWidestRange) {
  model::FetchQuery q;
  q.offsets = {{{-32, 31}, {-8, 7}, {0, 0}, {31, -32}}};
  EXPECT_EQ(q.offsets[0][0], -32);
  EXPECT_EQ(q.offsets[3][0], 31);
  const model::StaticText swizzle = "wzyx";
  q.swizzle = swizzle;
  EXPECT_EQ(std::string_view(q.swizzle), "wzyx");
  EXPECT_TRUE(q.mask.empty());
  EXPECT_FALSE(q.swizzle.empty());
}

TEST(ProbeStorage, AGatherComponentOutsideZeroToThreeIsACaseBug) {
  const cases::Shape s{"2d", model::ViewType::D2, model::ImageDim::D2, 16, 8, 1, 1};
  EXPECT_EQ(cases::gatherAt(s, 0, 0, 0, 3, "a").query.component, 3);
  EXPECT_THROW(cases::gatherAt(s, 0, 0, 0, 4, "x"), std::logic_error);    // would be stored as 4 ...
  EXPECT_THROW(cases::gatherAt(s, 0, 0, 0, 259, "x"), std::logic_error);  // ... or as 3 in a byte
  EXPECT_THROW(cases::gatherAt(s, 0, 0, 0, -1, "x"), std::logic_error);
}

CaseSpec caseWith(const std::string& name, VkFormat format, std::vector<model::FetchQuery> queries) {
  CaseSpec c;
  c.name = name;
  c.image.format = format;
  c.image.width = c.image.height = 8;
  c.view.levelCount = 1;
  for (const model::FetchQuery& q : queries) c.probes.push_back(Probe{q, "p"});
  return c;
}

TEST(CodePaths, HoldEachCasesOwnVariantsAndTheirUnion) {
  model::FetchQuery plain, offset;
  offset.constOffset = true;
  offset.offset = {1, 0, 0};
  const CaseSpec a = caseWith("a", VK_FORMAT_R8_UNORM, {plain, plain, offset, plain}),
                 b = caseWith("b", VK_FORMAT_R8_UNORM, {plain});
  const CodePaths paths({&a, &b});
  EXPECT_EQ(paths.of(a), variantsOf({&a}));
  EXPECT_EQ(paths.of(a).size(), 2u);
  EXPECT_EQ(paths.of(b).size(), 1u);
  EXPECT_EQ(paths.unionOf({&a, &b}), variantsOf({&a, &b}));
}

TEST(CodePaths, ACaseTheyWereNotMadeFromIsAnError) {
  const CaseSpec a = caseWith("a", VK_FORMAT_R8_UNORM, {{}}),
                 stranger = caseWith("x", VK_FORMAT_R8_UNORM, {{}});
  const CodePaths paths({&a});
  EXPECT_TRUE(paths.has(a));
  EXPECT_FALSE(paths.has(stranger));
  EXPECT_THROW(paths.of(stranger), std::logic_error);  // never an empty list that plans a wrong shader
}

TEST(CodePaths, APlanFromSharedPathsEqualsAPlanFromTheProbes) {
  model::FetchQuery plain, offset, query;
  offset.constOffset = true;
  offset.offset = {-1, 2, 0};
  query.op = model::ProbeOp::QueryLevels;
  const CaseSpec a = caseWith("a", VK_FORMAT_R8_UNORM, {plain, offset}),
                 b = caseWith("b", VK_FORMAT_R16_UNORM, {plain}),
                 c = caseWith("c", VK_FORMAT_R8_UINT, {query}),
                 d = caseWith("d", VK_FORMAT_R8_UNORM, {query});
  const std::vector<const CaseSpec*> all = {&a, &b, &c, &d};
  const CodePaths shared(all);
  const std::vector<const CaseSpec*> some = {&b, &c, &d};  // a subset, as a worker's parcel
  for (const auto& cases : {all, some}) {
    const std::vector<Batch> own = planBatches(cases), fromShared = planBatches(cases, {}, shared);
    ASSERT_EQ(own.size(), fromShared.size());
    for (size_t i = 0; i < own.size(); ++i) {
      EXPECT_EQ(own[i].key.text(), fromShared[i].key.text());
      EXPECT_EQ(own[i].key.paths, fromShared[i].key.paths);
      EXPECT_EQ(own[i].cases, fromShared[i].cases);
    }
  }
}

}  // namespace
}  // namespace vktexel
