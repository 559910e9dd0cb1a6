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
  r.failures.push_back(
      ProbeFailure{3, "label", "query", "expected\t1", "got\n2", "", "x: model ...", " ^^^"});
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
  EXPECT_EQ(back.failures[0].marks, " ^^^");
  EXPECT_EQ(encodeResult(r).find('\n'), std::string::npos);  // one line on the pipe
  EXPECT_TRUE(back.probeData.empty());
}

TEST(ResultWire, ProbeDataOfTheHtmlReportCrossesThePipe) {
  CaseResult r;
  r.name = "ld.2d.r8_unorm.17x9.level0";
  r.outcome = Outcome::Fail;
  r.failures.push_back(ProbeFailure{1, "l", "q", "e", "g", "", "", ""});
  r.probeData = {ProbeData{{1, 2, 3, 0xffffffffu}, {0x3f800000u, 0, 0, 1}, ProbeVerdict::Pass},
                 ProbeData{{0, 0, 0, 0}, {5, 6, 7, 8}, ProbeVerdict::Fail},
                 ProbeData{{9, 9, 9, 9}, {0, 0, 0, 0}, ProbeVerdict::Unchecked}};
  const CaseResult back = decodeResult(encodeResult(r));
  ASSERT_EQ(back.failures.size(), 1u);
  ASSERT_EQ(back.probeData.size(), 3u);
  for (size_t i = 0; i < 3; ++i) {
    EXPECT_EQ(back.probeData[i].got, r.probeData[i].got);
    EXPECT_EQ(back.probeData[i].expected, r.probeData[i].expected);
    EXPECT_EQ(back.probeData[i].verdict, r.probeData[i].verdict);
  }
  EXPECT_THROW(decodeResult(encodeResult(r) + "0"), std::runtime_error);  // a truncated record
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

TEST(ResultWire, PhaseTimesCrossThePipeExactly) {
  PhaseTimes t;
  t.model = 0.1;
  t.compile = 1.0 / 3;
  t.submit = 163.0123456789;
  t.dispatch = 2e-9;
  t.firstDispatch = {0.068, 1.1026, 0.030000000000000002};
  t.probes = 1412802;
  t.submissions = 170;
  t.viewStates = 2071;
  t.lookupStates = 3153;
  t.dispatches = 1725;
  t.newStateSetDispatch = {0.0571, 0.1443};
  std::vector<std::string> fields = {"S", "x"};
  for (const std::string& f : encodeTimes(t)) fields.push_back(f);
  const PhaseTimes back = decodeTimes(splitFields(joinFields(fields)), 2);
  EXPECT_EQ(back.model, t.model);
  EXPECT_EQ(back.compile, t.compile);
  EXPECT_EQ(back.submit, t.submit);
  EXPECT_EQ(back.dispatch, t.dispatch);
  EXPECT_EQ(back.firstDispatch, t.firstDispatch);
  EXPECT_EQ(back.probes, t.probes);
  EXPECT_EQ(back.submissions, t.submissions);
  EXPECT_EQ(back.viewStates, t.viewStates);
  EXPECT_EQ(back.lookupStates, t.lookupStates);
  EXPECT_EQ(back.dispatches, t.dispatches);
  EXPECT_EQ(back.newStateSetDispatch, t.newStateSetDispatch);
  EXPECT_TRUE(decodeTimes(encodeTimes(PhaseTimes{}), 0).firstDispatch.empty());
  EXPECT_TRUE(decodeTimes(encodeTimes(PhaseTimes{}), 0).newStateSetDispatch.empty());
  fields.pop_back();
  EXPECT_THROW(decodeTimes(fields, 2), std::runtime_error);  // a missing field
  std::vector<std::string> bad = encodeTimes(t);
  bad[0] = "fast";
  EXPECT_THROW(decodeTimes(bad, 0), std::invalid_argument);
  bad[0] = "1.5s";
  EXPECT_THROW(decodeTimes(bad, 0), std::runtime_error);
}

// A worker hands a raw results file its bits through the pipe (run --raw): they must cross intact,
// and damaged ones must be refused.
TEST(ResultWire, RawCaptureCrossesIntact) {
  CaseResult r;
  r.name = "tld4.2d.r8_unorm.16x8.comp_r";
  r.outcome = Outcome::Fail;
  r.probeData = {ProbeData{{1, 2, 3, 4}, {5, 6, 7, 8}, ProbeVerdict::Fail}};
  r.raw.inputs = "0123456789abcdef";
  r.raw.batch = "4711.3";
  r.raw.bits = {{0, 0xffffffffu, 0x3f800000u, 0x80000000u}, {1, 2, 3, 4}};
  r.raw.oneHotProbes = {0, 7};
  r.raw.oneHotBits = {{9, 9, 9, 9}, {0, 0, 0, 1}, {5, 5, 5, 5}, {6, 6, 6, 6}};
  const CaseResult back = decodeResult(encodeResult(r));
  EXPECT_EQ(back.raw.inputs, r.raw.inputs);
  EXPECT_EQ(back.raw.batch, r.raw.batch);
  EXPECT_EQ(back.raw.bits, r.raw.bits);
  EXPECT_EQ(back.raw.oneHotProbes, r.raw.oneHotProbes);
  EXPECT_EQ(back.raw.oneHotBits, r.raw.oneHotBits);
  ASSERT_EQ(back.probeData.size(), 1u);
  EXPECT_EQ(back.probeData[0].got, r.probeData[0].got);
  const CaseResult none = decodeResult(encodeResult(CaseResult{}));
  EXPECT_TRUE(none.raw.bits.empty() && none.raw.inputs.empty() && none.raw.oneHotProbes.empty());
  std::string line = encodeResult(r);
  line.replace(line.find("R:") + 2, 1, "g");  // not a hex digit
  EXPECT_THROW(decodeResult(line), std::runtime_error);
  EXPECT_THROW(decodeResult(encodeResult(CaseResult{}) + "\tZ:what"),
               std::runtime_error);  // an unknown field
}

}  // namespace
}  // namespace vktexel
