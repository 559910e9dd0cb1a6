// A tied cube direction reads one face whatever the Lod (run/tied_face.h; issue 54, item 4), on the
// registry's ties_across_lods case: NEAREST on a face-constant image, so each result names its face.
#include "run/tied_face.h"
#include "case_named.h"
#include "run/judge.h"

#include <gtest/gtest.h>

namespace vktexel {
namespace {

struct Ties {
  const CaseSpec& c = caseNamed("tex.cube.r8g8b8a8_unorm.8x8.ties_across_lods");
  model::HostImage image{c.image};
  std::vector<model::FetchExpectation> expect = expectationsOf(c, image, {}, {8, 4});

  // Probe p's result as face `face` gives it.
  model::RawResult onFace(size_t p, int face) const {
    for (const model::VecCheck& v : expect[p].expect.anyOf)
      if (v.face == face) {
        model::Expectation one;
        one.anyOf = {v};
        return representativeValue(one);
      }
    throw std::logic_error("no branch of face " + std::to_string(face));
  }
};

TEST(TiedFace, OneFaceAtEveryLodPasses) {
  const Ties t;
  ASSERT_EQ(t.c.probes[0].query.st[0], 2.0f);  // (2, 2, 1): +X (0) and +Y (2) tie
  std::vector<model::RawResult> raw;
  for (size_t p = 0; p < t.c.probes.size(); ++p) raw.push_back(t.onFace(p, t.expect[p].expect.anyOf[0].face));
  CaseResult r;
  judgeCase(DispatchedCase{&t.c, nullptr}, t.expect, raw.data(), 4, false, {}, r);
  EXPECT_EQ(r.outcome, Outcome::Pass);
}

// +X at Lod 0 and 2 but +Y at Lod 1: each result on its own is a tied face's, so only the rule
// that the face depends on the direction alone catches it (repeats of one query never differ here).
TEST(TiedFace, AFaceThatDependsOnTheLodFails) {
  const Ties t;
  std::vector<model::RawResult> raw;
  for (size_t p = 0; p < t.c.probes.size(); ++p) raw.push_back(t.onFace(p, t.expect[p].expect.anyOf[0].face));
  raw[1] = t.onFace(1, t.expect[1].expect.anyOf[0].face == 0 ? 2 : 0);
  for (size_t p = 0; p < 3; ++p) EXPECT_TRUE(t.expect[p].expect.accepts(raw[p])) << p;
  CaseResult r;
  checkTiedFaces(t.c, t.expect, raw.data(), 4, r);
  EXPECT_EQ(r.failedProbes, 1u);
  ASSERT_EQ(r.failures.size(), 1u);
  EXPECT_EQ(r.failures[0].probe, 1u);
  EXPECT_NE(r.failures[0].expected.find("whatever the Lod"), std::string::npos);
}

}  // namespace
}  // namespace vktexel
