// Issue 65, item 1: by default the console prints a result the baseline does not expect in full and
// only counts the expected ones (per fails.csv cause, flakes.txt line and cited bound).
#include "report/console_digest.h"

#include <gtest/gtest.h>

#include <cstdio>
#include <filesystem>
#include <fstream>

namespace vktexel {
namespace {

CaseResult failing(const std::string& name, Outcome o = Outcome::Fail, const std::string& message = "") {
  CaseResult r;
  r.name = name;
  r.outcome = o;
  r.message = message;
  r.probes = 4;
  r.failedProbes = o == Outcome::Fail ? 1 : 0;
  ProbeFailure f;
  f.probe = 1;
  f.label = "texel (1, 0)";
  f.expected = "(0, 0, 0, 1)";
  f.got = "(1, 0, 0, 1)";
  r.failures.push_back(f);
  return r;
}

struct Folder {
  std::string dir = (std::filesystem::temp_directory_path() / "vktexel_console_digest").string();
  Folder() {
    std::filesystem::create_directories(dir);
    std::ofstream(dir + "/fails.csv")
        << "#\n# cause: rgtc-8-bit-decode\n# Why.\nld.2d.a,Fail\nld.2d.b,Fail\n";
  }
};

const std::string kSrgbWarning =
    "8 of 8 probes outside the letter of the spec, inside D3D11.3 3.2.3.7 (sRGB to float: within 0.5 of an "
    "sRGB code; 0 and 1 exact); largest error 0.000932 (0.24 of 1/255)";

TEST(ConsoleDigest, ExpectedResultsAreCountedUnexpectedOnesPrinted) {
  const Folder f;
  const Baseline baseline = Baseline::load(f.dir);
  const BaselineCauses causes(f.dir);
  ConsoleDigest d(baseline, causes, false);
  EXPECT_EQ(d.onResult(failing("ld.2d.a"), BaselineVerdict::ExpectedFailure), "");
  EXPECT_EQ(d.onResult(failing("ld.2d.b"), BaselineVerdict::ExpectedFailure), "");
  const std::string unexpected = d.onResult(failing("ld.2d.c"), BaselineVerdict::UnexpectedFailure);
  EXPECT_NE(unexpected.find("Fail ld.2d.c (1 of 4 probes wrong)\n  probe 1 [texel (1, 0)]"),
            std::string::npos)
      << unexpected;
  EXPECT_EQ(
      d.onResult(failing("ld.2d.w", Outcome::QualityWarning, kSrgbWarning), BaselineVerdict::AsExpected), "");
  EXPECT_EQ(
      d.summary(),
      "expected failures by cause (2; --verbose prints them):\n  2  rgtc-8-bit-decode\n"
      "warnings by bound (1; --verbose prints them):\n  1  D3D11.3 3.2.3.7 (sRGB to float) (not listed)\n");
}

TEST(ConsoleDigest, VerbosePrintsEveryResult) {
  const Folder f;
  const Baseline baseline = Baseline::load(f.dir);
  const BaselineCauses causes(f.dir);
  ConsoleDigest d(baseline, causes, true);
  EXPECT_NE(d.onResult(failing("ld.2d.a"), BaselineVerdict::ExpectedFailure), "");
  CaseResult pass;
  pass.name = "ld.2d.p";
  pass.outcome = Outcome::Pass;
  EXPECT_EQ(d.onResult(pass, BaselineVerdict::AsExpected), "Pass ld.2d.p\n");
}

TEST(ConsoleDigest, BoundNamesKeepCitationAndTitle) {
  CaseResult r =
      failing("x", Outcome::QualityWarning,
              "3 of 9 probes outside the letter of the spec, inside D3D11.3 19.5.2 (BC1-BC5 error "
              "tolerance): |g - r| < e; 0, 1 and -1 exact; D3D11.3 3.2.3.7 (sRGB to float: within 0.5); "
              "largest error 0.01");
  EXPECT_EQ(ConsoleDigest::boundOf(r),
            "D3D11.3 19.5.2 (BC1-BC5 error tolerance) + D3D11.3 3.2.3.7 (sRGB to float)");
}

}  // namespace
}  // namespace vktexel
