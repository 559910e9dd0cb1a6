// The dEQP protocol of report/deqp_protocol.h against deqp-runner's status-line rule
// (src/parse_deqp.rs: "^  (\S*) \(.*\)" after "Test case '(.*)'.."), with wrong-answer twins.
#include "report/deqp_protocol.h"

#include <gtest/gtest.h>

#include <regex>

namespace vktexel {
namespace {

CaseResult result(Outcome o, const std::string& message = "") {
  CaseResult r;
  r.name = "ld.2d.r8_unorm.17x9.level0";
  r.outcome = o;
  r.message = message;
  r.probes = 153;
  return r;
}

TEST(DeqpProtocol, TwoLinesPerCaseInDeqpRunnersShape) {
  const std::regex lines("Test case '([^']*)'\\.\\.\n  (\\S*) \\((.*)\\)\n");
  std::smatch m;
  CaseResult failed = result(Outcome::Fail, "line one\nline two");
  failed.failedProbes = 2;
  const std::string text = deqpProtocolLines(failed);
  ASSERT_TRUE(std::regex_match(text, m, lines)) << text;
  EXPECT_EQ(m[1], "ld.2d.r8_unorm.17x9.level0");
  EXPECT_EQ(m[2], "Fail");
  EXPECT_EQ(m[3], "2 of 153 probes wrong: line one line two");  // one line: a newline would end it
  EXPECT_FALSE(std::regex_match(std::string("Test case 'x'..\n Pass (ok)\n"), lines));  // one space
}

TEST(DeqpProtocol, OutcomesMapOntoDeqpWords) {
  EXPECT_STREQ(deqpStatusOf(result(Outcome::Pass)).word, "Pass");
  EXPECT_STREQ(deqpStatusOf(result(Outcome::NotSupported, "imageCubeArray")).word, "NotSupported");
  EXPECT_EQ(deqpStatusOf(result(Outcome::NotSupported, "imageCubeArray")).detail, "imageCubeArray");
  // Unchecked checked nothing: a skip, not a Pass.
  const DeqpStatus unchecked = deqpStatusOf(result(Outcome::Unchecked));
  EXPECT_STREQ(unchecked.word, "NotSupported");
  EXPECT_EQ(unchecked.detail.rfind("Unchecked", 0), 0u);
  EXPECT_STREQ(deqpStatusOf(result(Outcome::QualityWarning)).word, "QualityWarning");
  EXPECT_STREQ(deqpStatusOf(result(Outcome::CompatibilityWarning)).word, "CompatibilityWarning");
  EXPECT_STREQ(deqpStatusOf(result(Outcome::Crash, "signal 6")).word, "Crash");
  EXPECT_STREQ(deqpStatusOf(result(Outcome::Timeout)).word, "Timeout");
  EXPECT_STREQ(deqpStatusOf(result(Outcome::InternalError)).word, "InternalError");
}

TEST(DeqpProtocol, QpaSectionHoldsTheResultBetweenItsMarkers) {
  CaseResult failed = result(Outcome::Fail);
  failed.failedProbes = 1;
  failed.failures.push_back({3, "texel (1,2)", "fetch coord (1, 2) lod 0", "0x01 <&>", "0x02", "", "", ""});
  const std::string s = qpaSection(failed);
  EXPECT_EQ(s.rfind("#beginTestCaseResult ld.2d.r8_unorm.17x9.level0\n", 0), 0u);
  EXPECT_NE(s.find("\n#endTestCaseResult\n"), std::string::npos);
  EXPECT_NE(s.find("<Result StatusCode=\"Fail\">"), std::string::npos);
  EXPECT_NE(s.find("expected 0x01 &lt;&amp;&gt;"), std::string::npos) << s;  // escaped, not raw
  EXPECT_EQ(s.find("<&>"), std::string::npos);
  EXPECT_EQ(qpaSection(result(Outcome::Pass)).find("<Text>"), std::string::npos);
}

}  // namespace
}  // namespace vktexel
