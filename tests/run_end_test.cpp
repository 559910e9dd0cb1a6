// Issue 65, item 2: the last line and the exit status come from one decision, so "baseline
// matches" is printed only with status 0, and every other status names what failed the run.
#include "run_end.h"

#include <gtest/gtest.h>

namespace vktexel::tools {
namespace {

BaselineComparison matching() {
  BaselineComparison c;
  c.expectedFailures = 199;
  c.expectedWarnings = 1424;
  return c;
}

bool saysMatches(const Verdict& v) {
  return v.sentence.find("baseline matches") != std::string::npos;
}

TEST(RunEnd, BaselineMatchesOnlyWithStatusZero) {
  RunEnd end;
  end.baseline = matching();
  const Verdict v = verdictOf(end);
  EXPECT_EQ(v.status, 0);
  EXPECT_EQ(v.sentence,
            "baseline matches: 199 expected failures, 0 unexpected failures, 0 unexpected passes, 0 flakes, "
            "1424 expected warnings");
}

TEST(RunEnd, StrictWarningsFailAMatchingBaselineAndSaySo) {
  RunEnd end;
  end.baseline = matching();
  end.unlistedWarnings = 3;
  const Verdict v = verdictOf(end);
  EXPECT_EQ(v.status, 1);
  EXPECT_FALSE(saysMatches(v));
  EXPECT_EQ(v.sentence.rfind("FAIL: 3 warnings the baseline does not list (--strict)", 0), 0u) << v.sentence;
}

TEST(RunEnd, ValidationMessagesFailTheRun) {
  RunEnd end;
  end.baseline = matching();
  end.validationMessages = 2;
  const Verdict v = verdictOf(end);
  EXPECT_EQ(v.status, 1);
  EXPECT_FALSE(saysMatches(v));
  EXPECT_NE(v.sentence.find("2 validation messages"), std::string::npos);
}

TEST(RunEnd, AnInterruptionIsIncompleteWithItsStatus) {
  RunEnd end;
  end.baseline = matching();
  end.incomplete = "interrupted by signal 15: 10 of 20 cases have results";
  end.incompleteStatus = 128 + 15;
  const Verdict v = verdictOf(end);
  EXPECT_EQ(v.status, 143);
  EXPECT_EQ(v.sentence, "INCOMPLETE: interrupted by signal 15: 10 of 20 cases have results");
}

TEST(RunEnd, AMissingShardIsAUsageErrorAndSaidLast) {
  RunEnd end;
  end.baseline = matching();
  end.usageErrors = {"merge: shard 1/2 missing: the files hold 1 of 2 shards"};
  const Verdict v = verdictOf(end);
  EXPECT_EQ(v.status, 2);
  EXPECT_FALSE(saysMatches(v));
  EXPECT_NE(v.sentence.find("shard 1/2 missing"), std::string::npos);
}

TEST(RunEnd, UnexpectedResultsDiffer) {
  RunEnd end;
  end.baseline = matching();
  end.baseline->unexpectedFailures = {"tex.x,Fail"};
  end.unlistedWarnings = 1;
  const Verdict v = verdictOf(end);
  EXPECT_EQ(v.status, 1);
  EXPECT_EQ(v.sentence.rfind("baseline DIFFERS: 199 expected failures, 1 unexpected failures", 0), 0u);
  EXPECT_NE(v.sentence.find("and 1 warnings the baseline does not list"), std::string::npos);
}

TEST(RunEnd, WithoutABaselineFailuresDecide) {
  RunEnd end;
  end.cases = 12;
  EXPECT_EQ(verdictOf(end).status, 0);
  EXPECT_EQ(verdictOf(end).sentence, "PASS: no case of 12 failed (no baseline)");
  end.failed = 2;
  EXPECT_EQ(verdictOf(end).status, 1);
  EXPECT_EQ(verdictOf(end).sentence, "FAIL: 2 of 12 cases failed (no baseline)");
}

}  // namespace
}  // namespace vktexel::tools
