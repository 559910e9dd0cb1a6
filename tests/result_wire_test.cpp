// Results cross the pipe from worker processes as text lines: every field must survive, and a
// damaged line must be refused rather than misread.
#include "run/result_wire.h"

#include <gtest/gtest.h>

#include <stdexcept>

namespace vktexel {
namespace {

TEST(ResultWire, RoundTripKeepsEveryField) {
  CaseResult r;
  r.name = "tld4.2d.r8_unorm.16x8.comp_r";
  r.outcome = Outcome::Fail;
  r.message = "tab\there, newline\nthere, backslash \\ too";
  r.probes = 36;
  r.failedProbes = 2;
  r.diagnosis = "footprint order: x and w swapped";
  r.failures.push_back(ProbeFailure{3, "label", "query", "expected\t1", "got\n2", "", "x: model ..."});
  const CaseResult back = decodeResult(encodeResult(r));
  EXPECT_EQ(back.name, r.name);
  EXPECT_EQ(back.outcome, r.outcome);
  EXPECT_EQ(back.message, r.message);
  EXPECT_EQ(back.probes, 36u);
  EXPECT_EQ(back.failedProbes, 2u);
  EXPECT_EQ(back.diagnosis, r.diagnosis);
  ASSERT_EQ(back.failures.size(), 1u);
  EXPECT_EQ(back.failures[0].probe, 3u);
  EXPECT_EQ(back.failures[0].expected, "expected\t1");
  EXPECT_EQ(back.failures[0].got, "got\n2");
  EXPECT_EQ(back.failures[0].footprint, "x: model ...");
  EXPECT_EQ(encodeResult(r).find('\n'), std::string::npos);  // one line on the pipe
}

TEST(ResultWire, DamagedLinesAreRefused) {
  CaseResult r;
  r.name = "x";
  r.outcome = Outcome::Pass;
  const std::string good = encodeResult(r);
  EXPECT_NO_THROW(decodeResult(good));
  EXPECT_THROW(decodeResult("x\tPass"), std::runtime_error);                     // too few fields
  EXPECT_THROW(decodeResult("x\tGreat\t\t0\t0\t\t0"), std::runtime_error);       // unknown outcome
  EXPECT_THROW(decodeResult("x\tPass\t\t0\t0\t\t1"), std::runtime_error);        // a missing probe
  EXPECT_THROW(decodeResult("x\tPass\t\tmany\t0\t\t0"), std::invalid_argument);  // not a number
}

}  // namespace
}  // namespace vktexel
