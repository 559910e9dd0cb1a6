// A tied cube direction reads one face whatever the Lod (run/tied_face.h; issue 54, item 4), on the
// registry's ties_across_lods case: NEAREST on a face-constant image, so each result names its face.
#include "run/tied_face.h"
#include "case_named.h"
#include "run/judge.h"

#include <gtest/gtest.h>

namespace vktexel {
namespace {

// Probe p's result as face `face` gives it.
model::RawResult resultOnFace(const std::vector<model::FetchExpectation>& expect, size_t p, int face) {
  for (const model::VecCheck& v : expect[p].expect.anyOf)
    if (v.face == face) {
      model::Expectation one;
      one.anyOf = {v};
      return representativeValue(one);
    }
  throw std::logic_error("no branch of face " + std::to_string(face));
}

struct Ties {
  const CaseSpec& c = caseNamed("tex.cube.r8g8b8a8_unorm.8x8.ties_across_lods");
  model::HostImage image{c.image};
  std::vector<model::FetchExpectation> expect = expectationsOf(c, image, {}, {8, 4});

  model::RawResult onFace(size_t p, int face) const { return resultOnFace(expect, p, face); }
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

// Issue 64, item 10: the face rule depends on (r_x, r_y, r_z) alone, not on the cube: the same tied
// direction read in cube 1 as +X and in cube 0 as +Y fails, though each cube alone is consistent.
TEST(TiedFace, OneFaceInEveryCubeOfAnArray) {
  CaseSpec c = caseNamed("tex.cube_array.r8g8b8a8_unorm.8x8_12faces.ties_across_lods");
  ASSERT_EQ(c.probes[0].query.st[3], 1.0f);
  c.probes[1].query.st[3] = 0.0f;  // the direction's Lod 1 probe reads cube 0
  const model::HostImage image(c.image);
  const std::vector<model::FetchExpectation> expect = expectationsOf(c, image, {}, {8, 4});
  const auto onFace = [&](size_t p, int face) { return resultOnFace(expect, p, face); };
  std::vector<model::RawResult> raw;
  for (size_t p = 0; p < c.probes.size(); ++p) raw.push_back(onFace(p, expect[p].expect.anyOf[0].face));
  CaseResult same;
  checkTiedFaces(c, expect, raw.data(), 4, same);
  EXPECT_EQ(same.failedProbes, 0u);
  raw[1] = onFace(1, expect[1].expect.anyOf[0].face == 0 ? 2 : 0);
  EXPECT_TRUE(expect[1].expect.accepts(raw[1]));
  CaseResult r;
  checkTiedFaces(c, expect, raw.data(), 4, r);
  EXPECT_EQ(r.failedProbes, 1u);
  ASSERT_EQ(r.failures.size(), 1u);
  EXPECT_EQ(r.failures[0].probe, 1u);
}

}  // namespace
}  // namespace vktexel
