// The random-coordinate lookups (cases/tex_random.h) are reproducible: equal seeds give equal probes,
// bit for bit, and another seed gives others.
#include "tex_random.h"

#include "tex_builders.h"

#include <gtest/gtest.h>

#include "model/floatbits.h"

#include <cstring>

namespace vktexel::cases {
namespace {

bool sameProbes(const CaseSpec& a, const CaseSpec& b) {
  if (a.probes.size() != b.probes.size()) return false;
  for (size_t p = 0; p < a.probes.size(); ++p) {
    const model::FetchQuery &x = a.probes[p].query, &y = b.probes[p].query;
    if (std::memcmp(x.st.data(), y.st.data(), sizeof x.st) != 0 || x.lod != y.lod) return false;
  }
  return true;
}

TEST(TexRandom, EqualSeedsGiveEqualProbes) {
  const model::FormatInfo& f = model::formatInfo(VK_FORMAT_R8G8B8A8_UNORM);
  const CaseSpec a = randomLookupCase(kTex2D, f, model::Filter::Linear, model::MipmapMode::Linear, 7, 64);
  const CaseSpec b = randomLookupCase(kTex2D, f, model::Filter::Linear, model::MipmapMode::Linear, 7, 64);
  const CaseSpec other = randomLookupCase(kTex2D, f, model::Filter::Linear, model::MipmapMode::Linear, 8, 64);
  ASSERT_EQ(a.probes.size(), 64u);
  EXPECT_TRUE(sameProbes(a, b));
  EXPECT_FALSE(sameProbes(a, other));
  EXPECT_NE(a.name.find("seed7"), std::string::npos);  // the seed is in the case's name
  // The first draw, pinned: a change of generator would change every recorded case's probes.
  EXPECT_EQ(model::floatToBits(a.probes[0].query.sampleLod()), 0x3fb97db5u);  // 1.44914877: splitmix64(7)
  for (const Probe& p : a.probes) {
    EXPECT_GE(p.query.sampleLod(), -0.5f);
    EXPECT_LE(p.query.sampleLod(), float(kTex2D.levels()) - 0.5f);
  }
}

}  // namespace
}  // namespace vktexel::cases
