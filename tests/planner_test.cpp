// Binning: formats, sizes and coordinates never split a batch; sampled type, view type and
// device tier do.
#include "run/planner.h"
#include "run/filter.h"

#include <gtest/gtest.h>

namespace vktexel {
namespace {

CaseSpec makeCase(const std::string& name, VkFormat format, uint32_t size,
                  model::Tier tier = model::Tier::None) {
  CaseSpec c;
  c.name = name;
  c.image.format = format;
  c.image.width = c.image.height = size;
  c.view.levelCount = 1;
  c.tier = tier;
  c.probes.push_back(Probe{});
  return c;
}

TEST(Planner, FormatsAndSizesShareABatch) {
  const CaseSpec a = makeCase("a", VK_FORMAT_R8_UNORM, 4),
                 b = makeCase("b", VK_FORMAT_R16G16B16A16_SFLOAT, 32),
                 c = makeCase("c", VK_FORMAT_B10G11R11_UFLOAT_PACK32, 8);
  const auto batches = planBatches({&a, &b, &c});
  ASSERT_EQ(batches.size(), 1u);
  EXPECT_EQ(batches[0].cases.size(), 3u);
}

TEST(Planner, SampledTypeAndTierSplit) {
  const CaseSpec f = makeCase("f", VK_FORMAT_R8_UNORM, 4), u = makeCase("u", VK_FORMAT_R8_UINT, 4),
                 s = makeCase("s", VK_FORMAT_R8_SINT, 4),
                 r = makeCase("r", VK_FORMAT_R8_UNORM, 4, model::Tier::RIA);
  EXPECT_EQ(planBatches({&f, &u, &s, &r}).size(), 4u);
}

TEST(Planner, ViewLimitSplitsLargeGroups) {
  std::vector<CaseSpec> cases;
  for (uint32_t i = 0; i < 10; ++i)
    cases.push_back(makeCase("c" + std::to_string(i), VK_FORMAT_R8_UNORM, 4 + i));
  std::vector<const CaseSpec*> ptrs;
  for (const CaseSpec& c : cases) ptrs.push_back(&c);
  PlanLimits limits;
  limits.maxViews = 4;
  const auto batches = planBatches(ptrs, limits);
  ASSERT_EQ(batches.size(), 3u);
  EXPECT_EQ(batches[0].cases.size(), 4u);
  EXPECT_EQ(batches[2].cases.size(), 2u);
}

TEST(Filter, GlobIncludeAndExclude) {
  CaseFilter f;
  EXPECT_TRUE(f.matches("ld.2d.r8_unorm.17x9.level0"));
  f.include = {"ld.2d.r8_*"};
  f.exclude = {"*.ria"};
  EXPECT_TRUE(f.matches("ld.2d.r8_unorm.17x9.oob_x.ria2"));
  EXPECT_FALSE(f.matches("ld.2d.r8_unorm.17x9.oob_x.ria"));
  EXPECT_FALSE(f.matches("ld.2d.r16_unorm.17x9.level0"));
}

}  // namespace
}  // namespace vktexel
