// The shrink steps of `vktexel fuzz --findings` (cases/fuzz_shrink_steps.h, issue 66, item 4): each
// takes something away and never makes a larger case, and a case with a probe the model cannot
// judge (out of bounds, so undefined) is refused before it reaches a device.
#include "fuzz_draw.h"
#include "fuzz_shrink_steps.h"

#include "run/case_digest.h"

#include <gtest/gtest.h>

namespace vktexel {
namespace {

TEST(FuzzShrink, EveryStepTakesSomethingAwayAndNeverGrows) {
  size_t applied = 0;
  for (uint64_t i = 0; i < 120; ++i) {
    const CaseSpec c = cases::drawFuzzCase(5, i);
    ASSERT_TRUE(cases::isJudgeableCase(c)) << c.name;
    for (const cases::ShrinkStep& step : cases::shrinkSteps()) {
      const std::optional<CaseSpec> s = step.apply(c, {0, 1});
      if (!s) continue;
      ++applied;
      EXPECT_NE(caseDigest(*s, nullptr), caseDigest(c, nullptr)) << step.what << " on " << c.name;
      EXPECT_LE(cases::caseSize(*s), cases::caseSize(c)) << step.what << " on " << c.name;
    }
  }
  EXPECT_GT(applied, 1000u);
}

TEST(FuzzShrink, ProbeStepsKeepTheFailingProbes) {
  const CaseSpec c = cases::drawFuzzCase(5, 1);
  ASSERT_GE(c.probes.size(), 32u);
  const std::optional<CaseSpec> one = cases::shrinkSteps()[0].apply(c, {7, 9});
  ASSERT_TRUE(one);
  ASSERT_EQ(one->probes.size(), 1u);
  EXPECT_EQ(one->probes[0].label, c.probes[7].label);
  const std::optional<CaseSpec> both = cases::shrinkSteps()[1].apply(c, {7, 9});
  ASSERT_TRUE(both);
  ASSERT_EQ(both->probes.size(), 2u);
  EXPECT_EQ(both->probes[1].label, c.probes[9].label);
}

// The twin of the check the shrinker leans on: an out-of-bounds fetch is no judgeable case.
TEST(FuzzShrink, AProbeOutOfBoundsIsNoJudgeableCase) {
  for (uint64_t i = 0; i < 60; ++i) {
    CaseSpec c = cases::drawFuzzCase(5, i);
    if (c.probes[0].query.op != model::ProbeOp::Fetch) continue;
    ASSERT_TRUE(cases::isJudgeableCase(c)) << c.name;
    c.probes[0].query.coord[0] = int32_t(c.image.width);
    c.probes[0].query.lod = 0;
    EXPECT_FALSE(cases::isJudgeableCase(c)) << c.name;
    return;
  }
  FAIL() << "no fetch case drawn";
}

}  // namespace
}  // namespace vktexel
