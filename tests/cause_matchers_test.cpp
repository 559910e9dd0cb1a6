// Baseline cause matchers (report/cause_matchers.h, issue 66 item 5): a `# match:` line claims the
// cases whose parameters it finds, a bad expression or a matcher without a cause tag is refused with
// its line, and every matcher in expected/ claims, before any other group, each case its group lists
// (so `vktexel fuzz` calls a drawn case's failure known for the cause that explains the fixed ones).
#include "report/cause_matchers.h"
#include "report/case_parameters.h"
#include "run/case_file.h"

#include "registry.h"

#include <gtest/gtest.h>

#include <array>
#include <filesystem>
#include <fstream>
#include <map>
#include <regex>
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

TEST(CauseMatchers, FlakesTxtGroupsMatchAfterFailsCsv) {
  const std::string dir =
      writeFails("vktexel_matchers_flakes", "# cause: listed\n# match: \\bview=cube\\b\na,Fail\n");
  std::ofstream(dir + "/flakes.txt") << "# cause: stale-memory\n# match: \\bview=cube_array\\b\n"
                                        "# match: \\bformat=bc1_\n^tex\\.cube_array\\.\n";
  const CauseMatchers m = CauseMatchers::load(dir);
  ASSERT_EQ(m.all().size(), 2u);
  EXPECT_FALSE(m.all()[0].flake);
  EXPECT_TRUE(m.all()[1].flake);
  EXPECT_EQ(m.all()[1].listed, std::vector<std::string>{"^tex\\.cube_array\\."});
  EXPECT_EQ(m.match("ops=sample view=cube format=r8_unorm"), &m.all()[0]);
  EXPECT_EQ(m.match("ops=sample view=cube_array format=r8_unorm"), &m.all()[1]);
  EXPECT_EQ(m.match("ops=fetch view=2d format=bc1_rgb_unorm_block"), &m.all()[1]);
  EXPECT_FALSE(m.match("ops=fetch view=2d format=r8_unorm"));  // the wrong-answer twin
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

// cube_ties names the most tied cube direction among the probes a result says failed, so a cause
// that only cube corners show claims a drawn case by its failures, not by a corner probe that passed.
TEST(CauseMatchers, CubeTiesDescribeTheFailingProbes) {
  CaseSpec c;
  c.name = "fuzz.1.2.tex.cube.r8g8b8a8_unorm";
  c.image.format = VK_FORMAT_R8G8B8A8_UNORM;
  c.view.type = model::ViewType::Cube;
  for (const std::array<float, 4>& st :
       {std::array<float, 4>{1, 0.5f, 0.25f, 0}, {-1, 1, 0.5f, 0}, {1, -1, 1, 0}}) {
    Probe p;
    p.query.op = model::ProbeOp::Sample;
    p.query.st = st;
    c.probes.push_back(p);
  }
  EXPECT_NE(caseParameters(c).find(" cube_ties=three "), std::string::npos);  // every probe
  CaseResult r;
  r.failedProbes = 1;
  r.failures.push_back(ProbeFailure{1, "", "", "", "", "", "", ""});  // the edge (-1, 1, 0.5) failed
  EXPECT_NE(caseParameters(c, &r).find(" cube_ties=two "), std::string::npos);
  r.failures[0].probe = 0;  // the wrong-answer twin: a face's inside
  EXPECT_NE(caseParameters(c, &r).find(" cube_ties=none "), std::string::npos);
  r.failedProbes = 2;  // a result that names only some of its failures describes every probe
  EXPECT_NE(caseParameters(c, &r).find(" cube_ties=three "), std::string::npos);
  c.view.type = model::ViewType::D2Array;  // no cube: no ties
  EXPECT_NE(caseParameters(c).find(" cube_ties=none "), std::string::npos);
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
      if (m.flake) {  // flakes.txt lists name patterns: the matcher accepts every case they name
        for (const std::string& pattern : m.listed) {
          const std::regex names(pattern, std::regex::ECMAScript);
          for (const CaseSpec* c : all)
            if (std::regex_search(c->name, names)) {
              EXPECT_TRUE(m.accepts(caseParameters(*c)))
                  << m.where << ": " << c->name << " (" << pattern << ")";
              ++checked;
            }
        }
        continue;
      }
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

// A fuzz finding kept beside a baseline (expected/DRIVER/fuzz/*.case, listed in fails.csv by its
// name) is claimed, first, by the matcher of the group that lists it: the fuzzer knows it again.
TEST(CauseMatchers, EveryKeptFuzzFindingIsClaimedByTheGroupListingIt) {
  size_t checked = 0;
  for (const auto& driver : std::filesystem::directory_iterator(VKTEXEL_EXPECTED_DIR)) {
    if (!std::filesystem::is_directory(driver.path() / "fuzz")) continue;
    const CauseMatchers matchers = CauseMatchers::load(driver.path().string());
    for (const auto& file : std::filesystem::directory_iterator(driver.path() / "fuzz")) {
      if (file.path().extension() != ".case") continue;
      for (const CaseSpec& c : readCaseFile(file.path().string())) {
        const CauseMatcher* lister = nullptr;
        for (const CauseMatcher& m : matchers.all())
          for (const std::string& name : m.listed)
            if (name == c.name) lister = &m;
        ASSERT_TRUE(lister) << file.path() << ": " << c.name << " is listed by no group with a matcher";
        EXPECT_EQ(matchers.match(caseParameters(c)), lister)
            << file.path() << ": " << caseParameters(c) << " is not claimed first by " << lister->where;
        ++checked;
      }
    }
  }
  EXPECT_GE(checked, 10u);
}

}  // namespace
}  // namespace vktexel
