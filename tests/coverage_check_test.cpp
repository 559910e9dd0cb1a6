// The clause table against the cases (cases/coverage_check.h): the suite's own table must be
// consistent, and each kind of fault, planted in a small table, must be reported.
#include "coverage_check.h"
#include "clauses.h"
#include "registry.h"

#include <gtest/gtest.h>

namespace vktexel {
namespace {

using cases::checkCoverage;
using cases::Clause;

CaseSpec named(std::string name, std::vector<std::string> clauses) {
  CaseSpec c;
  c.name = std::move(name);
  c.clauses = std::move(clauses);
  return c;
}

// Problems that mention `what`, as one string for the failure message.
std::string problemsWith(const cases::CoverageCheck& check, const std::string& what) {
  std::string s;
  for (const std::string& p : check.problems)
    if (p.find(what) != std::string::npos) s += p + "\n";
  return s;
}

const std::vector<CaseSpec> kCases = {
    named("ld.2d.r8.level0", {"LD-01", "LD-04"}),
    named("ld.2d.r8.level1", {"LD-01", "LD-04"}),
    named("ld.2d.r8.oob_x", {"LD-03"}),
};

TEST(CoverageCheck, SuiteTableIsConsistentWithTheCases) {
  const cases::CoverageCheck check = checkCoverage(cases::allClauses(), cases::all());
  for (const std::string& p : check.problems) ADD_FAILURE() << p;
}

// A table with one fault must produce exactly that fault's problem.
void expectOnly(const std::vector<Clause>& table, const std::string& problem) {
  const cases::CoverageCheck check = checkCoverage(table, kCases);
  ASSERT_EQ(check.problems.size(), 1u) << problemsWith(check, "");
  EXPECT_EQ(check.problems[0], problem);
}

// The passing table; each wrong-answer twin below changes one thing in it.
std::vector<Clause> passingTable() {
  return {
      {"LD-01", "fetch", "", {"ld.*.level*"}},
      {"LD-03", "oob", "", {"ld.*.oob_*"}},
      {"LD-04", "level", "", {"ld.*", "!ld.*.oob_*"}},  // the exclusion drops the case without LD-04
      {"LD-12", "offsets", "not expressible: static", {}},
  };
}

TEST(CoverageCheck, ExactClaimsPass) {
  const cases::CoverageCheck check = checkCoverage(passingTable(), kCases);
  EXPECT_TRUE(check.problems.empty()) << problemsWith(check, "");
  ASSERT_EQ(check.rows.size(), 4u);
  EXPECT_EQ(check.rows[0].carrying, 2u);
  EXPECT_EQ(check.rows[0].claimed, 2u);
  EXPECT_EQ(check.rows[2].claimed, 2u);
  EXPECT_EQ(check.rows[3].carrying, 0u);
}

TEST(CoverageCheck, ClaimOnACaseWithoutTheIdIsReported) {
  std::vector<Clause> table = passingTable();
  table[0].claims.push_back("ld.*.oob_x");  // oob_x does not carry LD-01
  expectOnly(table, "LD-01: 1 claimed cases do not carry the ID, e.g. ld.2d.r8.oob_x");
}

TEST(CoverageCheck, ClaimMatchingNoCaseIsReported) {
  std::vector<Clause> table = passingTable();
  table[0].claims.push_back("ld.*.levels_typo");
  table[1].claims.push_back("!ld.*.oob_layer");  // an exclusion that removes nothing
  const cases::CoverageCheck check = checkCoverage(table, kCases);
  EXPECT_NE(problemsWith(check, "LD-01: claim 'ld.*.levels_typo' matches no case"), "");
  EXPECT_NE(problemsWith(check, "LD-03: claim '!ld.*.oob_layer' matches no case"), "");
  EXPECT_EQ(check.problems.size(), 2u) << problemsWith(check, "");
}

TEST(CoverageCheck, CoveredRowWithoutClaimsIsReported) {
  std::vector<Clause> table = passingTable();
  table[0].claims.clear();
  expectOnly(table, "LD-01: 2 cases carry it but it claims none");
}

TEST(CoverageCheck, ClaimsThatLeaveNoCaseAreReported) {
  std::vector<Clause> table = passingTable();
  table[0].claims.push_back("!ld.2d.*");
  expectOnly(table, "LD-01: its claims leave no case");
}

TEST(CoverageCheck, StaleReasonOnARowWithCasesIsReported) {
  for (const char* reason : {"planned: ConstOffset with Sample", "not expressible: static"}) {
    std::vector<Clause> table = passingTable();
    table[1].withoutCases = reason;
    expectOnly(table, std::string("LD-03: 1 cases carry it, yet it says \"") + reason + "\"");
  }
}

TEST(CoverageCheck, UnknownIdAndUncoveredRowAreReported) {
  std::vector<Clause> table = passingTable();
  table.erase(table.begin() + 1);                  // LD-03 is no row any more
  table.push_back({"LD-05", "trailing", "", {}});  // no case, no reason
  const cases::CoverageCheck check = checkCoverage(table, kCases);
  ASSERT_EQ(check.unknownIds.size(), 1u);
  EXPECT_EQ(check.unknownIds[0].first, "LD-03");
  EXPECT_NE(problemsWith(check, "LD-03: 1 cases carry this ID, which is no clause row"), "");
  EXPECT_NE(problemsWith(check, "LD-05: UNCOVERED"), "");
  EXPECT_EQ(check.problems.size(), 2u) << problemsWith(check, "");
}

}  // namespace
}  // namespace vktexel
