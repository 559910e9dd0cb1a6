// `vktexel compare` (report/compare_runs.h): each kind of change lands in its group, equal runs
// give nothing, and a baseline's cause is the one written above the entry.
#include "report/compare_runs.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

namespace vktexel {
namespace {

RunVerdicts runOf(std::initializer_list<std::tuple<const char*, Outcome, const char*>> cases,
                  bool ran = true) {
  RunVerdicts v;
  for (const auto& [name, outcome, inputs] : cases)
    v.cases[name] = RunVerdicts::Entry{ResultStatus{outcome, false}, inputs, ran, {}};
  return v;
}

TEST(CompareRuns, EqualRunsDifferNowhere) {
  const RunVerdicts a = runOf({{"a", Outcome::Pass, "1"}, {"b", Outcome::Fail, "2"}});
  EXPECT_TRUE(compareRuns(a, a).empty());
}

TEST(CompareRuns, EachChangeInItsGroup) {
  const RunVerdicts a = runOf({{"fixed", Outcome::Fail, "1"},
                               {"broken", Outcome::Pass, "2"},
                               {"gone", Outcome::Pass, "3"},
                               {"back", Outcome::NotSupported, "4"},
                               {"crashes", Outcome::Fail, "5"},
                               {"redefined", Outcome::Pass, "6"},
                               {"only_a", Outcome::Pass, "7"}});
  const RunVerdicts b = runOf({{"fixed", Outcome::Pass, "1"},
                               {"broken", Outcome::Fail, "2"},
                               {"gone", Outcome::NotSupported, "3"},
                               {"back", Outcome::Pass, "4"},
                               {"crashes", Outcome::Crash, "5"},
                               {"redefined", Outcome::Pass, "66"},
                               {"only_b", Outcome::Pass, "8"}});
  const std::vector<VerdictChange> c = compareRuns(a, b);
  ASSERT_EQ(c.size(), 8u);
  const std::vector<std::pair<ChangeKind, std::string>> want = {
      {ChangeKind::NewFailure, "broken"},      {ChangeKind::Fix, "fixed"},
      {ChangeKind::NewlyNotSupported, "gone"}, {ChangeKind::NewlySupported, "back"},
      {ChangeKind::OtherChange, "crashes"},    {ChangeKind::DefinitionChanged, "redefined"},
      {ChangeKind::OnlyInA, "only_a"},         {ChangeKind::OnlyInB, "only_b"}};
  for (size_t i = 0; i < want.size(); ++i) {
    EXPECT_EQ(c[i].kind, want[i].first) << i;
    EXPECT_EQ(c[i].name, want[i].second) << i;
  }
  EXPECT_EQ(c[0].a, "Pass");
  EXPECT_EQ(c[0].b, "Fail");
}

// Issue 55's tiers: a failure that is now a QualityWarning, a pass that is now one, and a warning
// that is now a pass each have a group; a warning that fails is a new failure.
TEST(CompareRuns, WarningsHaveTheirOwnGroups) {
  const RunVerdicts a = runOf({{"tolerated", Outcome::Fail, "1"},
                               {"warned", Outcome::Pass, "2"},
                               {"cleared", Outcome::CompatibilityWarning, "3"},
                               {"worse", Outcome::QualityWarning, "4"}});
  const RunVerdicts b = runOf({{"tolerated", Outcome::QualityWarning, "1"},
                               {"warned", Outcome::QualityWarning, "2"},
                               {"cleared", Outcome::Pass, "3"},
                               {"worse", Outcome::Fail, "4"}});
  const std::vector<VerdictChange> c = compareRuns(a, b);
  ASSERT_EQ(c.size(), 4u);
  EXPECT_EQ(c[0].kind, ChangeKind::NewFailure);
  EXPECT_EQ(c[0].name, "worse");
  EXPECT_EQ(c[1].kind, ChangeKind::NewWarning);  // a regression: before the fixes
  EXPECT_EQ(c[2].kind, ChangeKind::FailureToWarning);
  EXPECT_EQ(c[3].kind, ChangeKind::WarningCleared);
  EXPECT_EQ(groupOf(c[0].kind), ChangeGroup::Regressions);
  EXPECT_EQ(groupOf(c[1].kind), ChangeGroup::Regressions);
  EXPECT_EQ(groupOf(c[2].kind), ChangeGroup::Fixes);
  EXPECT_EQ(groupOf(c[3].kind), ChangeGroup::Fixes);
  EXPECT_STREQ(describe(ChangeKind::FailureToWarning), "failures now warnings");
}

TEST(CompareRuns, DigestsOfDifferentKindsAreNotCompared) {
  // A case that ran on one device and was NotSupported on another has a texel digest on one side
  // and a spec digest on the other: its verdict changed, its definition did not.
  RunVerdicts a = runOf({{"c", Outcome::Pass, "texels"}}, true);
  RunVerdicts b = runOf({{"c", Outcome::NotSupported, "spec"}}, false);
  const std::vector<VerdictChange> c = compareRuns(a, b);
  ASSERT_EQ(c.size(), 1u);
  EXPECT_EQ(c[0].kind, ChangeKind::NewlyNotSupported);
}

// Issue 65: a case that was NotSupported and now fails is a regression, never "newly supported".
TEST(CompareRuns, NotSupportedToFailIsARegression) {
  const RunVerdicts a =
      runOf({{"sparse", Outcome::NotSupported, "1"}, {"ok", Outcome::NotSupported, "2"}}, false);
  const RunVerdicts b = runOf({{"sparse", Outcome::Fail, "1"}, {"ok", Outcome::Pass, "2"}}, false);
  const std::vector<VerdictChange> c = compareRuns(a, b);
  ASSERT_EQ(c.size(), 2u);
  EXPECT_EQ(c[0].kind, ChangeKind::NewFailure);
  EXPECT_EQ(c[0].name, "sparse");
  EXPECT_EQ(c[1].kind, ChangeKind::NewlySupported);
}

// The same verdict from other bits is its own group, naming the probes that changed; equal bits
// and a baseline's reading of one verdict (ExpectedFail against Fail) are no change.
TEST(CompareRuns, ChangedBitsWithTheSameVerdict) {
  RunVerdicts a =
      runOf({{"moved", Outcome::Pass, "1"}, {"same", Outcome::Pass, "2"}, {"listed", Outcome::Fail, "3"}});
  RunVerdicts b = a;
  a.cases["moved"].bits = {{1, 2, 3, 4}, {5, 6, 7, 8}, {9, 9, 9, 9}};
  b.cases["moved"].bits = {{1, 2, 3, 4}, {5, 6, 7, 0}, {9, 9, 9, 1}};
  a.cases["same"].bits = b.cases["same"].bits = {{1, 1, 1, 1}};
  b.cases["listed"].status.expected = true;
  EXPECT_EQ(b.cases["listed"].status.word(), "ExpectedFail");
  const std::vector<VerdictChange> c = compareRuns(a, b);
  ASSERT_EQ(c.size(), 1u);
  EXPECT_EQ(c[0].kind, ChangeKind::ChangedBits);
  EXPECT_EQ(c[0].name, "moved");
  EXPECT_EQ(c[0].changedProbes, (std::vector<size_t>{1, 2}));
  EXPECT_EQ(c[0].probes, 3u);
  EXPECT_EQ(groupOf(c[0].kind), ChangeGroup::Rest);
}

// A results file's "# device:" line gives the device its causes are looked up by.
TEST(CompareRuns, DeviceOfAResultsFileLine) {
  const auto d = deviceOfLine(
      "0: llvmpipe (LLVM 15.0.6, 256 bits) (driver llvmpipe, Vulkan 1.3.230, Mesa 22.3.6 (LLVM 15.0.6))");
  ASSERT_TRUE(d);
  EXPECT_EQ(d->deviceName, "llvmpipe (LLVM 15.0.6, 256 bits)");
  EXPECT_EQ(d->driverName, "llvmpipe");
  EXPECT_EQ(d->driverInfo, "Mesa 22.3.6 (LLVM 15.0.6)");
  const auto h = deviceOfLine("0: NVIDIA H200 (driver NVIDIA, Vulkan 1.4.312)");
  ASSERT_TRUE(h);
  EXPECT_EQ(h->deviceName, "NVIDIA H200");
  EXPECT_EQ(h->driverName, "NVIDIA");
  EXPECT_EQ(h->driverInfo, "");
  EXPECT_FALSE(deviceOfLine(""));
  EXPECT_FALSE(deviceOfLine("llvmpipe"));
}

TEST(BaselineCauses, TheCauseAboveTheEntry) {
  const std::string dir = ::testing::TempDir() + "vktexel_causes";
  std::filesystem::create_directories(dir);
  std::ofstream(dir + "/fails.csv")
      << "# Header of the file.\n#\n# cause: first-cause\n# details\na,Fail\nb,Fail\n"
         "\n# Second group, no cause line.\n# more\nc,Crash\n";
  const BaselineCauses causes(dir);
  EXPECT_EQ(causes.of("a"), "first-cause");
  EXPECT_EQ(causes.of("b"), "first-cause");
  EXPECT_EQ(causes.of("c"), "Second group, no cause line. more");  // whole, never cut
  EXPECT_EQ(causes.of("d"), "");
  EXPECT_EQ(BaselineCauses("").of("a"), "");
}

}  // namespace
}  // namespace vktexel
