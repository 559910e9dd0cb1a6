// CaseSpec::repeatsAgree (run/repeats_agree.h): a repeated query must get the earlier result back,
// bit for bit; a driver that alternates between two allowed answers (two tied cube faces) fails
// where each answer alone passes the probe's own check.
#include "run/repeats_agree.h"

#include "model/floatbits.h"

#include <gtest/gtest.h>

#include <cmath>

namespace vktexel {
namespace {

CaseSpec tiedDirections() {
  CaseSpec c;
  c.name = "tex.cube.r32_sfloat.8x8.ties";
  c.view.type = model::ViewType::Cube;
  for (int k = 0; k < 3; ++k) {
    Probe p;
    p.query.op = model::ProbeOp::Sample;
    p.query.st = {2, 2, 1, 0};
    c.probes.push_back(p);
  }
  Probe other;
  other.query.op = model::ProbeOp::Sample;
  other.query.st = {2, 1, 1, 0};
  c.probes.push_back(other);
  return c;
}

model::RawResult value(float x) {
  return {model::floatToBits(x), 0, 0, model::floatToBits(1)};
}

TEST(RepeatsAgree, EqualRepeatsPass) {
  const CaseSpec c = tiedDirections();
  const model::RawResult raw[] = {value(0.25f), value(0.25f), value(0.25f), value(0.75f)};
  CaseResult r;
  checkRepeatsAgree(c, model::SampledType::Float, raw, 8, r);
  EXPECT_EQ(r.failedProbes, 0u);  // a different query may read another value
}

TEST(RepeatsAgree, AnAlternatingFaceFails) {
  const CaseSpec c = tiedDirections();
  // +x's value, then +y's: each one of the tied faces, so each probe alone would pass.
  const model::RawResult raw[] = {value(0.25f), value(0.5f), value(0.25f), value(0.75f)};
  CaseResult r;
  checkRepeatsAgree(c, model::SampledType::Float, raw, 8, r);
  ASSERT_EQ(r.failedProbes, 1u);
  EXPECT_EQ(r.failures[0].probe, 1u);
  EXPECT_NE(r.failures[0].expected.find("the result of probe 0"), std::string::npos);
  // One ULP is a different result too: the same face gives the same arithmetic.
  const model::RawResult ulp[] = {value(0.25f), value(std::nextafter(0.25f, 1.0f)), value(0.25f),
                                  value(0.75f)};
  CaseResult u;
  checkRepeatsAgree(c, model::SampledType::Float, ulp, 8, u);
  EXPECT_EQ(u.failedProbes, 1u);
}

}  // namespace
}  // namespace vktexel
