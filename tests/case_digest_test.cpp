// A case's input digest (run/case_digest.h) tells a case whose inputs changed since a raw results
// file was written: every input it covers must move it, and nothing else may.
#include "run/case_digest.h"

#include "case_named.h"

#include <gtest/gtest.h>

namespace vktexel {
namespace {

TEST(CaseDigest, StableForTheSameInputs) {
  const CaseSpec& c = caseNamed("tld4.2d.r8g8b8a8_unorm.16x8.comp_g");
  const model::HostImage a(c.image), b(c.image);
  EXPECT_EQ(caseDigest(c, &a), caseDigest(c, &b));
  EXPECT_EQ(caseDigest(c, nullptr), caseDigest(CaseSpec(c), nullptr));
  EXPECT_EQ(caseDigest(c, &a).size(), 16u);
  EXPECT_NE(caseDigest(c, &a), caseDigest(c, nullptr));  // texels in or out are told apart
}

TEST(CaseDigest, EveryInputMovesIt) {
  const CaseSpec& original = caseNamed("tld4.2d.r8g8b8a8_unorm.16x8.comp_g");
  const std::string before = caseDigest(original, nullptr);
  const std::vector<std::function<void(CaseSpec&)>> changes = {
      [](CaseSpec& c) { c.probes[0].query.st[0] += 1.0f / 1024; },
      [](CaseSpec& c) { c.probes[0].query.component = 2; },
      [](CaseSpec& c) { c.probes[0].query.offset[1] = 1; },
      [](CaseSpec& c) { c.probes.pop_back(); },
      [](CaseSpec& c) { c.view.baseLevel = 1; },
      [](CaseSpec& c) { c.view.sampler.u = model::AddressMode::MirroredRepeat; },
      [](CaseSpec& c) { c.image.width = 17; },
      [](CaseSpec& c) { c.tier = model::Tier::RIA2; },
      [](CaseSpec& c) { c.slotIndex = shadergen::SlotIndex::Uniform; },
      [](CaseSpec& c) { c.longCoordinate = true; },
  };
  for (size_t i = 0; i < changes.size(); ++i) {
    CaseSpec changed = original;
    changes[i](changed);
    EXPECT_NE(caseDigest(changed, nullptr), before) << "change " << i;
  }
}

TEST(CaseDigest, TexelBytesMoveIt) {
  const CaseSpec& c = caseNamed("tld4.2d.r8g8b8a8_unorm.16x8.comp_g");
  const model::HostImage image(c.image);
  model::HostImage changed(c.image);
  changed.texel(0, 0, 3, 2, 0)[1] ^= 1;  // one bit of one texel
  EXPECT_NE(caseDigest(c, &image), caseDigest(c, &changed));
  model::ImageSpec seeded = c.image;
  seeded.seed += 1;  // --seed: other texels, another digest
  const model::HostImage other(seeded);
  EXPECT_NE(caseDigest(c, &image), caseDigest(c, &other));
}

}  // namespace
}  // namespace vktexel
