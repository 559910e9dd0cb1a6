// Reports: baselines with flakes and skips, results files and their merge, JUnit XML, the
// progress line and `explain`.
#include "registry.h"
#include "report/baseline.h"
#include "report/explain.h"
#include "report/junit.h"
#include "report/progress.h"
#include "report/results.h"

#include <gtest/gtest.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>

namespace vktexel {
namespace {

namespace fs = std::filesystem;

// A fresh directory under the system's temporary directory, removed afterwards.
class TempDir {
 public:
  TempDir() {
    const std::string name = ::testing::UnitTest::GetInstance()->current_test_info()->name();
    path_ = fs::temp_directory_path() / ("vktexel_report_test_" + name);
    fs::remove_all(path_);
    fs::create_directories(path_);
  }
  ~TempDir() { fs::remove_all(path_); }
  std::string file(const std::string& name, const std::string& text = "") const {
    const std::string p = (path_ / name).string();
    if (!text.empty()) std::ofstream(p) << text;
    return p;
  }
  std::string path() const { return path_.string(); }

 private:
  fs::path path_;
};

std::string readAll(const std::string& path) {
  std::ifstream in(path);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

CaseResult result(const std::string& name, Outcome o, const std::string& message = "") {
  CaseResult r;
  r.name = name;
  r.outcome = o;
  r.message = message;
  return r;
}

TEST(Baseline, ReadsFailsFlakesAndSkips) {
  TempDir d;
  d.file("fails.csv", "# comment\n\nld.a,Fail\r\nld.b,Crash\n");
  d.file("flakes.txt", "# flaky\n\n  ^tld4\\.  \n");
  d.file("skips.txt", "ld2dms\n#x\n\\.big$\n");
  const Baseline b = Baseline::load(d.path());
  EXPECT_EQ(b.fails.size(), 2u);
  EXPECT_EQ(b.fails.at("ld.b"), Outcome::Crash);
  ASSERT_EQ(b.flakes.size(), 1u);
  EXPECT_EQ(b.flakes[0].text, "^tld4\\.");
  EXPECT_EQ(b.flakes[0].where, "flakes.txt:3");
  EXPECT_TRUE(b.flakeOf("tld4.2d.x"));
  EXPECT_FALSE(b.flakeOf("ld.tld4.x"));  // anchored by its ^
  ASSERT_TRUE(b.skipOf("ld.x.big"));
  EXPECT_EQ(b.skipOf("ld.x.big")->where, "skips.txt:3");
  EXPECT_TRUE(b.skipOf("xx.ld2dms.yy"));  // unanchored: a search, as in deqp-runner
  EXPECT_FALSE(b.skipOf("ld.x.bigger"));
  EXPECT_EQ(Baseline::skipMessage(*b.skipOf("ld.x.big")), "skipped by baseline (skips.txt:3: \\.big$)");
}

TEST(Baseline, FlakesAndSkipsAreOptional) {
  TempDir d;
  d.file("fails.csv", "# nothing\n");
  const Baseline b = Baseline::load(d.path());
  EXPECT_TRUE(b.flakes.empty());
  EXPECT_TRUE(b.skips.empty());
}

TEST(Baseline, MalformedRegexNamesFileAndLine) {
  TempDir d;
  d.file("fails.csv", "# nothing\n");
  d.file("flakes.txt", "# one\nok\nbad(\n");
  try {
    Baseline::load(d.path());
    FAIL() << "a malformed regular expression was accepted";
  } catch (const std::runtime_error& e) {
    EXPECT_NE(std::string(e.what()).find("flakes.txt:3: malformed regular expression 'bad('"),
              std::string::npos)
        << e.what();
  }
}

TEST(Baseline, MissingFailsCsvIsAnError) {
  TempDir d;
  EXPECT_THROW(Baseline::load(d.path()), std::runtime_error);
}

TEST(Baseline, Judges) {
  TempDir d;
  d.file("fails.csv", "f.listed,Fail\nf.crash,Crash\nf.unsupported,Fail\nflaky.listed,Fail\n");
  d.file("flakes.txt", "^flaky\\.\n");
  const Baseline b = Baseline::load(d.path());
  EXPECT_EQ(judge(b, result("f.listed", Outcome::Fail)), BaselineVerdict::ExpectedFailure);
  EXPECT_EQ(judge(b, result("f.crash", Outcome::Fail)),
            BaselineVerdict::UnexpectedFailure);  // another status
  EXPECT_EQ(judge(b, result("f.listed", Outcome::Pass)), BaselineVerdict::UnexpectedPass);
  EXPECT_EQ(judge(b, result("f.listed", Outcome::Unchecked)), BaselineVerdict::UnexpectedPass);
  EXPECT_EQ(judge(b, result("f.unsupported", Outcome::NotSupported)), BaselineVerdict::AsExpected);
  EXPECT_EQ(judge(b, result("other", Outcome::Fail)), BaselineVerdict::UnexpectedFailure);
  EXPECT_EQ(judge(b, result("other", Outcome::Pass)), BaselineVerdict::AsExpected);
  EXPECT_EQ(judge(b, result("flaky.a", Outcome::Timeout)), BaselineVerdict::Flake);
  EXPECT_EQ(judge(b, result("flaky.a", Outcome::Pass)), BaselineVerdict::AsExpected);
  EXPECT_EQ(judge(b, result("flaky.listed", Outcome::Pass)), BaselineVerdict::AsExpected);  // it may pass
  EXPECT_EQ(judge(b, result("flaky.listed", Outcome::Unchecked)), BaselineVerdict::UnexpectedPass);
  EXPECT_EQ(statusOf(b, result("flaky.a", Outcome::Fail)).word(), "Flake");
  EXPECT_EQ(statusOf(b, result("f.listed", Outcome::Fail)).word(), "ExpectedFail");  // deqp-runner's word
  EXPECT_EQ(judge(Baseline{}, result("any", Outcome::Crash)), BaselineVerdict::UnexpectedFailure);

  const BaselineComparison c =
      compareWithBaseline(b, {result("f.listed", Outcome::Fail), result("f.crash", Outcome::Pass),
                              result("flaky.a", Outcome::Fail), result("new", Outcome::InternalError)});
  EXPECT_FALSE(c.matches());
  EXPECT_EQ(c.expectedFailures, 1u);
  EXPECT_EQ(c.unexpectedFailures, std::vector<std::string>{"new,InternalError"});
  EXPECT_EQ(c.unexpectedPasses, std::vector<std::string>{"f.crash,Pass (baseline: Crash)"});
  EXPECT_EQ(c.flakes, std::vector<std::string>{"flaky.a,Fail (flakes.txt:1)"});
  EXPECT_TRUE(compareWithBaseline(b, {result("f.listed", Outcome::Fail), result("flaky.b", Outcome::Crash)})
                  .matches());
}

// Issue 64, item 4: a baseline lists warnings; a listed warning is expected (and --strict takes
// it), an unlisted one is no failure, a listed one that passes is an unexpected pass, and a listed
// Fail that comes back as a warning is an unexpected pass too (its bug is gone, or has moved).
TEST(Baseline, ListsWarnings) {
  TempDir d;
  d.file("fails.csv",
         "w.quality,QualityWarning\nw.compat,CompatibilityWarning\nf.listed,Fail\nu.listed,Undecided\n");
  const Baseline b = Baseline::load(d.path());
  EXPECT_EQ(judge(b, result("w.quality", Outcome::QualityWarning)), BaselineVerdict::ExpectedFailure);
  EXPECT_EQ(judge(b, result("w.compat", Outcome::CompatibilityWarning)), BaselineVerdict::ExpectedFailure);
  EXPECT_EQ(judge(b, result("w.quality", Outcome::Pass)), BaselineVerdict::UnexpectedPass);
  EXPECT_EQ(judge(b, result("w.quality", Outcome::CompatibilityWarning)), BaselineVerdict::UnexpectedPass);
  EXPECT_EQ(judge(b, result("w.quality", Outcome::Fail)), BaselineVerdict::UnexpectedFailure);
  EXPECT_EQ(judge(b, result("f.listed", Outcome::QualityWarning)), BaselineVerdict::UnexpectedPass);
  EXPECT_EQ(judge(b, result("other", Outcome::QualityWarning)), BaselineVerdict::AsExpected);
  EXPECT_EQ(judge(b, result("u.listed", Outcome::Undecided)), BaselineVerdict::ExpectedFailure);
  EXPECT_EQ(judge(b, result("other", Outcome::Undecided)), BaselineVerdict::UnexpectedFailure);
  EXPECT_FALSE(compareWithBaseline(b, {result("f.listed", Outcome::QualityWarning)}).matches());
  EXPECT_TRUE(compareWithBaseline(b, {result("w.quality", Outcome::QualityWarning)}).matches());
  EXPECT_EQ(compareWithBaseline(b, {result("w.quality", Outcome::QualityWarning)}).expectedWarnings, 1u);
  // deqp-runner's Warn: either warning is expected.
  TempDir runner;
  runner.file("fails.csv", "w.any,Warn\n");
  const Baseline r = Baseline::load(runner.path());
  EXPECT_EQ(judge(r, result("w.any", Outcome::QualityWarning)), BaselineVerdict::ExpectedFailure);
  EXPECT_EQ(judge(r, result("w.any", Outcome::CompatibilityWarning)), BaselineVerdict::ExpectedFailure);
  EXPECT_EQ(judge(r, result("w.any", Outcome::Pass)), BaselineVerdict::UnexpectedPass);
  EXPECT_EQ(compareWithBaseline(r, {result("w.any", Outcome::Pass)}).unexpectedPasses,
            std::vector<std::string>{"w.any,Pass (baseline: Warn)"});
  TempDir bad;
  bad.file("fails.csv", "x,Pass\n");
  EXPECT_THROW(Baseline::load(bad.path()), std::runtime_error);  // a Pass is no expectation
}

TEST(Results, StatusWords) {
  for (const char* word : {"Pass", "Fail", "NotSupported", "Unchecked", "Crash", "Timeout", "InternalError",
                           "QualityWarning", "CompatibilityWarning", "Undecided", "Flake"}) {
    ResultStatus s;
    ASSERT_TRUE(ResultStatus::parse(word, &s)) << word;
    EXPECT_EQ(s.word(), word);
  }
  ResultStatus s;
  EXPECT_FALSE(ResultStatus::parse("Skip", &s));  // the suite's word is NotSupported
  EXPECT_FALSE(ResultStatus::parse("pass", &s));
  EXPECT_TRUE(ResultStatus::parse("Flake", &s));
  EXPECT_FALSE(s.failed());
  EXPECT_TRUE((ResultStatus{Outcome::Timeout, false}).failed());
}

// deqp-runner's word for a Fail the baseline lists (issue 65, item 1): written, read back as a Fail
// that was expected, and no other outcome takes it (a listed Crash stays Crash, a warning its word).
TEST(Results, AListedFailIsWrittenExpectedFail) {
  Baseline baseline;
  baseline.fails["ld.a"] = Outcome::Fail;
  baseline.fails["ld.c"] = Outcome::Crash;
  CaseResult failed;
  failed.name = "ld.a";
  failed.outcome = Outcome::Fail;
  EXPECT_EQ(statusOf(baseline, failed).word(), "ExpectedFail");
  CaseResult crashed;
  crashed.name = "ld.c";
  crashed.outcome = Outcome::Crash;
  EXPECT_EQ(statusOf(baseline, crashed).word(), "Crash");
  failed.name = "ld.unlisted";
  EXPECT_EQ(statusOf(baseline, failed).word(), "Fail");
  ResultStatus s;
  ASSERT_TRUE(ResultStatus::parse("ExpectedFail", &s));
  EXPECT_EQ(s.outcome, Outcome::Fail);
  EXPECT_TRUE(s.expected);
  EXPECT_TRUE(s.failed());  // a failure still, which the baseline forgives: merge judges it again
  EXPECT_EQ(s.word(), "ExpectedFail");
  EXPECT_EQ(s.outcomeWord(), "Fail");
  EXPECT_NE(s, (ResultStatus{Outcome::Fail, false}));
}

TEST(Results, WriterFlushesEachLine) {
  TempDir d;
  const std::string path = d.file("r.csv");
  ResultsCsvWriter w(path);
  w.add("ld.a", ResultStatus{Outcome::Pass, false});
  EXPECT_EQ(readAll(path), "ld.a,Pass\n");  // on disk before the writer closes
  w.add("ld.b", ResultStatus{Outcome::Fail, true});
  EXPECT_EQ(readAll(path), "ld.a,Pass\nld.b,Flake\n");
  w.close();
}

// A warning's line carries its bound and error as a third field, on one line; it survives a read,
// a merge and a write. Only a warning may have one.
TEST(Results, AWarningKeepsItsBoundAndError) {
  TempDir d;
  const std::string path = d.file("w.csv");
  ResultsCsvWriter w(path);
  w.add("ld.q", ResultStatus{Outcome::QualityWarning, false}, "inside D3D11.3 19.5.2,\nerror 0.002");
  w.add("ld.p", ResultStatus{Outcome::Pass, false});
  w.close();
  EXPECT_EQ(readAll(path), "ld.p,Pass\nld.q,QualityWarning,inside D3D11.3 19.5.2, error 0.002\n");
  const auto read = readResultsCsv(path);
  ASSERT_EQ(read.size(), 2u);
  EXPECT_EQ(read[1].detail, "inside D3D11.3 19.5.2, error 0.002");
  const std::string out = d.file("out.csv");
  writeResultsCsv(out, mergeResults({read}));
  EXPECT_EQ(readAll(out), readAll(path));
  EXPECT_THROW(readResultsCsv(d.file("bad.csv", "x,Fail,some detail\n")), std::runtime_error);
}

TEST(Results, UnwritablePathIsAnError) {
  EXPECT_THROW(ResultsCsvWriter("/nonexistent-dir/r.csv"), ReportFileError);
  EXPECT_THROW(JunitWriter("/nonexistent-dir/j.xml"), ReportFileError);
}

TEST(Results, ReadsAndMerges) {
  TempDir d;
  const std::string a = d.file("a.csv", "# shard 0\nb.case,Fail\na.case,Pass\n");
  const std::string b = d.file("b.csv", "c.case,NotSupported\r\na.case,Pass\n\nd.case,Flake\n");
  const auto merged = mergeResults({readResultsCsv(a), readResultsCsv(b)});
  ASSERT_EQ(merged.size(), 4u);
  EXPECT_EQ(merged[0].name, "a.case");
  EXPECT_EQ(merged[1].name, "b.case");
  EXPECT_EQ(merged[1].status.word(), "Fail");
  EXPECT_EQ(merged[2].status.word(), "NotSupported");
  EXPECT_EQ(merged[3].status.word(), "Flake");
  const std::string out = d.file("out.csv");
  writeResultsCsv(out, merged);
  EXPECT_EQ(readAll(out), "a.case,Pass\nb.case,Fail\nc.case,NotSupported\nd.case,Flake\n");
}

TEST(Results, ConflictingDuplicatesAreAnError) {
  TempDir d;
  const std::string a = d.file("a.csv", "x,Pass\n");
  const std::string b = d.file("b.csv", "y,Pass\nx,Crash\n");
  try {
    mergeResults({readResultsCsv(a), readResultsCsv(b)});
    FAIL() << "conflicting results were merged";
  } catch (const std::runtime_error& e) {
    EXPECT_NE(
        std::string(e.what()).find("conflicting results for x: Pass (" + a + ":1) and Crash (" + b + ":2)"),
        std::string::npos)
        << e.what();
  }
}

TEST(Results, MalformedLinesNameFileAndLine) {
  TempDir d;
  for (const char* bad : {"x;Pass\n", ",Pass\n", "x,Skip\n", "x,\n"}) {
    const std::string p = d.file("bad.csv", std::string("ok,Pass\n") + bad);
    try {
      readResultsCsv(p);
      FAIL() << "accepted " << bad;
    } catch (const std::runtime_error& e) {
      EXPECT_NE(std::string(e.what()).find(p + ":2: expected 'case,Status'"), std::string::npos) << e.what();
    }
  }
  EXPECT_THROW(readResultsCsv(d.path() + "/missing.csv"), std::runtime_error);
}

TEST(Junit, Escapes) {
  EXPECT_EQ(xmlEscape("a<b>&\"c'", false), "a&lt;b&gt;&amp;&quot;c&apos;");
  EXPECT_EQ(xmlEscape("l1\nl2\tx", false), "l1\nl2\tx");
  EXPECT_EQ(xmlEscape("l1\nl2\tx", true), "l1&#10;l2&#9;x");
  EXPECT_EQ(xmlEscape(std::string("a\x01z\x1b") + "\xc2\xa7", false),
            "a\\x01z\\x1b\xc2\xa7");  // § stays UTF-8
}

TEST(Junit, Document) {
  TempDir d;
  const std::string path = d.file("j.xml");
  JunitWriter w(path);
  CaseResult fail = result("ld.2d.x", Outcome::Fail);
  fail.probes = 4;
  fail.failedProbes = 1;
  ProbeFailure probe;
  probe.probe = 2;
  probe.label = "x = width";
  probe.query = "coord (17, 0)";
  probe.expected = "(0, 0, 0, 1) [<rule> & more]";
  probe.got = "(1, 0, 0, 1)";
  probe.footprint = "x (i0,j1)";
  fail.failures.push_back(probe);
  fail.diagnosis = "x and w swapped";
  w.add(fail, BaselineVerdict::UnexpectedFailure);
  w.add(result("txq.2d.y", Outcome::NotSupported, "VK_FORMAT_FEATURE_SAMPLED_IMAGE_BIT for \"X\""),
        BaselineVerdict::AsExpected);
  w.add(result("txq.2d.z", Outcome::Pass), BaselineVerdict::AsExpected);
  CaseResult expected = result("tld4.2d.w", Outcome::Fail, "known");
  expected.failures.push_back(probe);
  w.add(expected, BaselineVerdict::ExpectedFailure, "rgtc-8-bit-decode");
  w.add(result("tld4.2d.v", Outcome::Pass), BaselineVerdict::UnexpectedPass);
  w.add(result("ld.2d.u", Outcome::Unchecked), BaselineVerdict::AsExpected);
  w.finish("vktexel", {{"device", "llvmpipe <cpu>"}}, 1.5);
  const std::string xml = readAll(path);
  EXPECT_NE(xml.find("<testsuite name=\"vktexel\" tests=\"6\" failures=\"2\" errors=\"0\" skipped=\"2\" "
                     "time=\"1.500\">"),
            std::string::npos)
      << xml;
  EXPECT_NE(xml.find("<property name=\"device\" value=\"llvmpipe &lt;cpu&gt;\"/>"), std::string::npos) << xml;
  EXPECT_NE(
      xml.find(
          "<testcase classname=\"ld\" name=\"ld.2d.x\">\n      <failure type=\"Fail\" message=\"Fail "
          "ld.2d.x (1 of 4 probes wrong)\">Fail ld.2d.x (1 of 4 probes wrong)\n  probe 2 [x = width] "
          "coord (17, 0)\n    expected (0, 0, 0, 1) [&lt;rule&gt; &amp; more]\n    got      (1, 0, 0, 1)\n"
          "    footprint x (i0,j1)\n  diagnosis: x and w swapped\n</failure>"),
      std::string::npos)
      << xml;
  EXPECT_NE(xml.find("<testcase classname=\"txq\" name=\"txq.2d.y\">\n      <skipped message=\"NotSupported: "
                     "VK_FORMAT_FEATURE_SAMPLED_IMAGE_BIT for &quot;X&quot;\"/>"),
            std::string::npos)
      << xml;
  EXPECT_NE(xml.find("<testcase classname=\"txq\" name=\"txq.2d.z\"/>"), std::string::npos) << xml;
  // An expected failure: one line with its cause, as deqp-runner says it, never the probe dump.
  EXPECT_NE(xml.find("<testcase classname=\"tld4\" name=\"tld4.2d.w\">\n      <system-out>ExpectedFail "
                     "(baseline fails.csv, cause: rgtc-8-bit-decode): Fail tld4.2d.w: known\n</system-out>"),
            std::string::npos)
      << xml;
  EXPECT_NE(xml.find("<failure type=\"UnexpectedPass\""), std::string::npos) << xml;
  EXPECT_NE(xml.find("<testcase classname=\"ld\" name=\"ld.2d.u\">\n      <skipped message=\"Unchecked"),
            std::string::npos)
      << xml;
  EXPECT_EQ(xml.substr(xml.size() - 29), "  </testsuite>\n</testsuites>\n");
}

TEST(Progress, Formats) {
  EXPECT_EQ(formatProgress(0, 200, 0.0), "[  0/200]   0.0%  -- cases/s  ETA --");
  EXPECT_EQ(formatProgress(50, 200, 2.0), "[ 50/200]  25.0%  25 cases/s  ETA 0:06");
  EXPECT_EQ(formatProgress(200, 200, 4.0), "[200/200] 100.0%  50 cases/s  ETA 0:00");
  EXPECT_EQ(formatProgress(1, 100000, 1.0), "[     1/100000]   0.0%  1 cases/s  ETA 27:46:39");
}

TEST(Progress, LineOnTerminalPlainTextOtherwise) {
  TempDir d;
  const std::string path = d.file("progress.txt");
  {
    std::FILE* f = std::fopen(path.c_str(), "w");
    ASSERT_TRUE(f);
    {
      ProgressLine p(f, 3, true);
      p.advance();
      p.print("Fail a.b\n");
      p.advance(2);
    }
    std::fclose(f);
  }
  const std::string drawn = readAll(path);
  // The failure goes on a line of its own (the ticker thread may or may not have drawn the
  // progress line before it: then it is erased first), the line is drawn again after it, and
  // erased at the end.
  const size_t failure = drawn.find("Fail a.b\n\r\033[K[1/3]  33.3%");
  ASSERT_NE(failure, std::string::npos) << drawn;
  EXPECT_TRUE(failure == 0 || drawn.substr(0, failure).rfind("\r\033[K") == failure - 4) << drawn;
  EXPECT_EQ(drawn.substr(drawn.size() - 4), "\r\033[K");
  {
    std::FILE* f = std::fopen(path.c_str(), "w");
    ASSERT_TRUE(f);
    {
      ProgressLine p(f, 3, false);
      p.advance();
      p.print("Fail a.b\n");
    }
    std::fclose(f);
  }
  EXPECT_EQ(readAll(path), "Fail a.b\n");
}

TEST(Explain, SaysEverythingAboutACase) {
  const CaseSpec* spec = nullptr;
  for (const CaseSpec& c : cases::all())
    if (c.name == "ld.2d.r8_unorm.17x9.level0") spec = &c;
  ASSERT_TRUE(spec);
  const std::string text = explainCase(*spec, [](const std::string& id) { return "summary of " + id; }, {});
  EXPECT_EQ(text.rfind("case ld.2d.r8_unorm.17x9.level0\ndescription: " + spec->description + "\n", 0), 0u)
      << text;
  for (const std::string& id : spec->clauses)
    EXPECT_NE(text.find("  " + id + "  summary of " + id + "\n"), std::string::npos);
  EXPECT_NE(text.find("#version 450"), std::string::npos);
  EXPECT_NE(text.find("probes (" + std::to_string(spec->probes.size()) + ")"), std::string::npos);
  EXPECT_NE(text.find("  probe " + std::to_string(spec->probes.size() - 1) + " ["), std::string::npos);
  EXPECT_NE(text.find("    expected ("), std::string::npos);
  EXPECT_EQ(text.find("sampled lookups assume"), std::string::npos);  // no lookup, nothing to assume
}

// A sampled lookup's accepted set depends on the device's sub-texel bits: explain says which it
// assumes, and 8 bits accept less than the minimum 4 off the grid of 4.
TEST(Explain, SampledLookupsUseTheGivenLimits) {
  const CaseSpec* spec = nullptr;
  for (const CaseSpec& c : cases::all())
    if (c.name == "tex.2d.r32g32b32a32_sfloat.16x8.weights") spec = &c;
  ASSERT_TRUE(spec);
  const SamplingChoice minimum{{4, 4}, "the minimums"}, device{{8, 8}, "8 bits of a test device"};
  const std::string coarse = explainCase(*spec, nullptr, minimum), fine = explainCase(*spec, nullptr, device);
  EXPECT_NE(coarse.find("(sampled lookups assume the minimums)"), std::string::npos) << coarse;
  EXPECT_NE(fine.find("(sampled lookups assume 8 bits of a test device)"), std::string::npos);
  EXPECT_NE(coarse.find("4 sub-texel bits"), std::string::npos);
  EXPECT_NE(fine.find("8 sub-texel bits"), std::string::npos);
  EXPECT_NE(coarse.substr(coarse.find("probes (")), fine.substr(fine.find("probes (")));
}

}  // namespace
}  // namespace vktexel
