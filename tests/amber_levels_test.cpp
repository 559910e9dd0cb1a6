// The mip levels of exported Amber scripts (report/amber_levels.h), with wrong-answer twins: the
// fill Amber makes of DATA, and which cases get MIP_LEVELS, a cut chain, or a reason.
#include "report/amber_levels.h"
#include "case_named.h"

#include <gtest/gtest.h>

#include <cstring>

namespace vktexel {
namespace {

TEST(AmberLevels, LevelsPastZeroHoldThePrefixOfData) {
  const model::HostImage image(caseNamed("ld.2d.r8g8b8a8_unorm.32x32.level3").image);
  const model::HostImage amber = amberFilledImage(image, 4);
  const size_t bytes = image.format().texelBytes;
  bool differsFromLevel0AtXY = false;
  for (uint32_t level = 1; level < 4; ++level) {
    const uint32_t w = 32 >> level;
    for (uint32_t y = 0; y < w; ++y)
      for (uint32_t x = 0; x < w; ++x) {
        const uint32_t n = y * w + x;
        EXPECT_EQ(std::memcmp(amber.texel(level, 0, x, y, 0), image.texel(0, 0, n % 32, n / 32, 0), bytes),
                  0);
        differsFromLevel0AtXY |=
            std::memcmp(amber.texel(level, 0, x, y, 0), image.texel(0, 0, x, y, 0), bytes) != 0;
      }
  }
  EXPECT_TRUE(differsFromLevel0AtXY);  // twin: a fill that copied level 0's (x, y) would be caught
  EXPECT_EQ(std::memcmp(amber.levelBytes(0).data(), image.levelBytes(0).data(), image.levelBytes(0).size()),
            0);
  EXPECT_NE(amber.levelBytes(1), image.levelBytes(1));  // vktexel's own level 1 is other texels
}

TEST(AmberLevels, PlansMipLevelsWhereAmbersCopiesAreValid) {
  const auto plan = [](const std::string& name) {
    const CaseSpec& c = caseNamed(name.c_str());
    return planAmberLevels(c, model::HostImage(c.image));
  };
  const AmberLevels level0 = plan("ld.2d.r8g8b8a8_unorm.17x9.level0");  // level 0 only: no MIP_LEVELS
  EXPECT_EQ(level0.mipLevels, 1u);
  EXPECT_FALSE(level0.refilled);
  const AmberLevels subrange = plan("ld.2d.b8g8r8a8_srgb.32x32.view_subrange");
  EXPECT_TRUE(subrange.whyNot.empty()) << subrange.whyNot;
  EXPECT_TRUE(subrange.refilled);
  EXPECT_EQ(subrange.baseMipLevel, 1u);
  EXPECT_GT(subrange.mipLevels, 2u);
  // 17x9: Amber's level 4 would be 1x0; a fetch of level 1 needs levels 0 and 1 only.
  const AmberLevels cut = plan("ld.2d.b8g8r8a8_srgb.17x9.level1");
  EXPECT_TRUE(cut.whyNot.empty()) << cut.whyNot;
  EXPECT_TRUE(cut.truncated);
  EXPECT_EQ(cut.mipLevels, 2u);
  // A level-count query depends on every level of its view: no cut, a reason where the view reaches
  // Amber's 1x0 level 4. A view of levels [1, 4) (Shape::windowView) never does: it exports.
  EXPECT_NE(plan("txq.2d.r8g8b8a8_unorm.17x9.levels").whyNot.find("1x0"), std::string::npos);
  const AmberLevels window = plan("txq.2d.r8g8b8a8_unorm.17x9.view_subrange_levels");
  EXPECT_TRUE(window.whyNot.empty()) << window.whyNot;
  EXPECT_EQ(window.baseMipLevel, 1u);
  EXPECT_NE(plan("ld.1d.r8g8b8a8_unorm.37.level1").whyNot.find("1D image"), std::string::npos);
  EXPECT_NE(plan("ld.3d.r8g8b8a8_unorm.10x9x9.level1").whyNot.find("3D image"), std::string::npos);
}

}  // namespace
}  // namespace vktexel
