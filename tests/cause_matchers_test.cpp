// Baseline cause matchers (report/cause_matchers.h, issue 66 item 5): a `# match:` line claims the
// cases whose parameters it finds, a bad expression or a matcher without a cause tag is refused with
// its line, and every matcher in expected/ claims, before any other group, each case its group lists
// (so `vktexel fuzz` calls a drawn case's failure known for the cause that explains the fixed ones).
#include "report/cause_matchers.h"
#include "report/case_parameters.h"

#include "registry.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <map>
#include <stdexcept>
#include <string>
#include <vector>

namespace vktexel {
namespace {

std::string writeFails(const std::string& name, const std::string& text) {
  const std::string dir = ::testing::TempDir() + name;
  std::filesystem::create_directories(dir);
  std::ofstream(dir + "/fails.csv") << text;
  return dir;
}

TEST(CauseMatchers, AMatchLineClaimsTheCasesItFinds) {
  const std::string dir = writeFails("vktexel_matchers",
                                     "# cause: five-bit (a driver bug)\n# match: \\bbits=\\S*\\b5\\b\n"
                                     "# match: \\bformat=r5g6b5_unorm_pack16\\b\na,Fail\n\n"
                                     "# cause: no-matcher\nb,Fail\n");
  const CauseMatchers m = CauseMatchers::load(dir);
  ASSERT_EQ(m.all().size(), 1u);
  EXPECT_EQ(m.all()[0].listed, std::vector<std::string>{"a"});
  const CauseMatcher* hit = m.match("family=tex format=a1r5g5b5_unorm_pack16 bits=1,5,5,5 tier=none");
  ASSERT_TRUE(hit);
  EXPECT_EQ(hit->cause, "five-bit (a driver bug)");
  EXPECT_FALSE(m.match("family=tex format=r8g8b8a8_unorm bits=8,8,8,8 tier=none"));  // the wrong-answer twin
  EXPECT_FALSE(m.match("family=tex format=r15_unorm bits=15"));                      // 5 inside a number
  EXPECT_TRUE(CauseMatchers::load("").all().empty());
}

TEST(CauseMatchers, BadLinesAreRefusedWithTheirLine) {
  try {
    CauseMatchers::load(writeFails("vktexel_matchers_bad", "# cause: x\n# match: (unclosed\na,Fail\n"));
    FAIL() << "a bad expression was accepted";
  } catch (const std::runtime_error& e) {
    EXPECT_NE(std::string(e.what()).find("fails.csv:2: '# match: (unclosed' is no regular expression"),
              std::string::npos)
        << e.what();
  }
  EXPECT_THROW(CauseMatchers::load(writeFails("vktexel_matchers_untagged", "# no tag\n# match: x\na,Fail\n")),
               std::runtime_error);
}

TEST(CauseMatchers, EveryMatcherInExpectedClaimsTheCasesItsGroupLists) {
  std::map<std::string, const CaseSpec*> byName;
  const std::vector<const CaseSpec*> all = cases::select(CaseFilter{});
  for (const CaseSpec* c : all) byName[c->name] = c;
  size_t checked = 0;
  for (const auto& entry : std::filesystem::directory_iterator(VKTEXEL_EXPECTED_DIR)) {
    if (!std::filesystem::exists(entry.path() / "fails.csv")) continue;
    const CauseMatchers matchers = CauseMatchers::load(entry.path().string());
    for (const CauseMatcher& m : matchers.all()) {
      EXPECT_FALSE(m.listed.empty()) << m.where << ": a matcher for a group that lists no case";
      for (const std::string& name : m.listed) {
        const auto it = byName.find(name);
        if (it == byName.end()) continue;  // a case of another build (the baseline check names it)
        const std::string parameters = caseParameters(*it->second);
        const CauseMatcher* first = matchers.match(parameters);
        EXPECT_EQ(first, &m) << m.where << ": " << name << " (" << parameters << ") is claimed by "
                             << (first ? first->where : std::string("no matcher"));
        ++checked;
      }
    }
  }
  EXPECT_GT(checked, 20u);
}

}  // namespace
}  // namespace vktexel
