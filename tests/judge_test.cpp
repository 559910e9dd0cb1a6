// The judging step run and rejudge share (run/judge.h), on a real case of the registry: the model's
// own accepted values pass, and one wrong component of one probe fails that probe alone.
#include "run/judge.h"

#include "case_named.h"

#include <gtest/gtest.h>

namespace vktexel {
namespace {

struct Judged {
  CaseResult result;
  std::vector<model::RawResult> bits;
};

// The case judged on bits the model accepts, after `damage` had its way with them.
Judged judgeAccepted(const std::string& name,
                     const std::function<void(std::vector<model::RawResult>&)>& damage) {
  const CaseSpec& c = caseNamed(name.c_str());
  auto image = std::make_shared<const model::HostImage>(c.image);
  const model::SamplingLimits sampling{8, 8};
  const std::vector<model::FetchExpectation> expect = expectationsOf(c, *image, {}, sampling);
  Judged j;
  for (const model::FetchExpectation& e : expect) j.bits.push_back(representativeValue(e.expect));
  damage(j.bits);
  j.result.name = c.name;
  j.result.probes = c.probes.size();
  judgeCase(DispatchedCase{&c, image}, expect, j.bits.data(), 4, true, {}, j.result);
  return j;
}

TEST(Judge, TheModelsOwnValuesPass) {
  const Judged j = judgeAccepted("ld.2d.r32_uint.17x9.level0", [](auto&) {});
  EXPECT_EQ(j.result.outcome, Outcome::Pass);
  EXPECT_EQ(j.result.failedProbes, 0u);
  EXPECT_TRUE(j.result.probeData.empty());  // kept for failing cases only
}

TEST(Judge, OneWrongComponentFailsItsProbeAlone) {
  const Judged j = judgeAccepted("ld.2d.r32_uint.17x9.level0", [](auto& bits) { bits[2][0] ^= 1; });
  EXPECT_EQ(j.result.outcome, Outcome::Fail);
  EXPECT_EQ(j.result.failedProbes, 1u);
  ASSERT_EQ(j.result.failures.size(), 1u);
  EXPECT_EQ(j.result.failures[0].probe, 2u);
  ASSERT_EQ(j.result.probeData.size(), j.bits.size());  // keepAll: every probe's data for the report
  EXPECT_EQ(j.result.probeData[2].verdict, ProbeVerdict::Fail);
  EXPECT_EQ(j.result.probeData[1].verdict, ProbeVerdict::Pass);
}

TEST(Judge, ACaseWithoutProbesIsRefused) {
  CaseSpec c = caseNamed("ld.2d.r32_uint.17x9.level0");
  c.probes.clear();
  const model::HostImage image(c.image);
  EXPECT_THROW(expectationsOf(c, image, {}, {}), std::logic_error);
}

}  // namespace
}  // namespace vktexel
