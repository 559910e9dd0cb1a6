// The view states registered before pipelines (run/view_states.h): one stand-in per static state,
// whatever the case's size and levels, and none for views a small plain image cannot play.
#include "run/view_states.h"

#include "model/codec.h"
#include "shapes.h"

#include <gtest/gtest.h>

namespace vktexel {
namespace {

using model::ViewType;

CaseSpec caseOf(const cases::Shape& s, VkFormat f) {
  return cases::makeCase("t", s, model::formatInfo(f), "x", model::Tier::None, {}, "");
}

const cases::Shape k2D{"2d", ViewType::D2, model::ImageDim::D2, 17, 9, 1, 1};
const cases::Shape kWide2D{"2d", ViewType::D2, model::ImageDim::D2, 64, 64, 1, 1};
const cases::Shape kCube{"cube", ViewType::Cube, model::ImageDim::D2, 8, 8, 1, 6, true};

TEST(ViewStates, OneStandInPerStaticState) {
  const CaseSpec a = caseOf(k2D, VK_FORMAT_R8G8B8A8_UNORM), b = caseOf(kWide2D, VK_FORMAT_R8G8B8A8_UNORM);
  CaseSpec level0 = a, swizzled = a, other = caseOf(k2D, VK_FORMAT_R32_SFLOAT);
  level0.view.levelCount = 1;  // ends at level 0: a state of its own
  swizzled.view.swizzle = {model::Swizzle::G, model::Swizzle::R, model::Swizzle::One, model::Swizzle::Zero};
  const std::vector<ViewStandIn> s = viewStandIns({&a, &b, &level0, &swizzled, &other});
  ASSERT_EQ(s.size(), 4u);  // a and b differ only in size and level count
  EXPECT_EQ(s[0].image.width, 2u);
  EXPECT_EQ(s[0].image.levels, 2u);
  EXPECT_EQ(s[0].view.levelCount, 2u);
  EXPECT_EQ(s[1].image.levels, 1u);
  EXPECT_EQ(s[2].view.swizzle, swizzled.view.swizzle);
}

TEST(ViewStates, CubesKeepSixLayersAndPlainImagesOnly) {
  const CaseSpec cube = caseOf(kCube, VK_FORMAT_R8G8B8A8_UNORM);
  CaseSpec sparse = caseOf(kWide2D, VK_FORMAT_R8_UNORM), multisample = caseOf(k2D, VK_FORMAT_R8_UNORM),
           null = caseOf(k2D, VK_FORMAT_R8_UNORM);
  sparse.image.sparse.sparse = true;
  multisample.image.samples = 4;
  null.view.null = true;
  const std::vector<ViewStandIn> s = viewStandIns({&cube, &sparse, &multisample, &null});
  ASSERT_EQ(s.size(), 1u);
  EXPECT_EQ(s[0].image.layers, 6u);
  EXPECT_EQ(s[0].view.layerCount, 6u);
  EXPECT_EQ(s[0].image.width, s[0].image.height);
}

// One face of a cube-compatible image viewed as 2D: six layers in the image, one in the view.
TEST(ViewStates, AFaceViewTakesOneLayer) {
  CaseSpec face = caseOf(kCube, VK_FORMAT_R8G8B8A8_UNORM);
  face.view.type = ViewType::D2;
  face.view.layerCount = 1;
  const std::vector<ViewStandIn> s = viewStandIns({&face});
  ASSERT_EQ(s.size(), 1u);
  EXPECT_EQ(s[0].image.layers, 6u);
  EXPECT_EQ(s[0].view.layerCount, 1u);
}

}  // namespace
}  // namespace vktexel
