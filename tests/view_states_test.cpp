// The view states registered before pipelines (run/view_states.h): one stand-in per static state,
// whatever the case's size and levels, and none for views a small plain image cannot play.
#include "run/view_states.h"

#include "model/codec.h"
#include "registry.h"
#include "shapes.h"

#include <gtest/gtest.h>

#include <map>

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

TEST(ViewStates, CubesKeepSixLayersMultisampleKeepsSamplesSparseAndNullLeftOut) {
  const CaseSpec cube = caseOf(kCube, VK_FORMAT_R8G8B8A8_UNORM);
  CaseSpec sparse = caseOf(kWide2D, VK_FORMAT_R8_UNORM), multisample = caseOf(k2D, VK_FORMAT_R8_UNORM),
           null = caseOf(k2D, VK_FORMAT_R8_UNORM), buffer = caseOf(k2D, VK_FORMAT_R16G16_UINT);
  sparse.image.sparse.sparse = true;
  multisample.image.samples = 4;
  multisample.view.type = ViewType::D2MS;
  multisample.view.levelCount = 1;
  null.view.null = true;
  buffer.view.type = ViewType::Buffer;
  const std::vector<ViewStandIn> s = viewStandIns({&cube, &sparse, &multisample, &null, &buffer});
  ASSERT_EQ(s.size(), 3u);
  EXPECT_EQ(s[0].image.layers, 6u);
  EXPECT_EQ(s[0].view.layerCount, 6u);
  EXPECT_EQ(s[0].image.width, s[0].image.height);
  EXPECT_EQ(s[1].image.samples, 4u);
  EXPECT_EQ(s[1].image.levels, 1u);
  EXPECT_EQ(s[1].image.width, 2u);
  EXPECT_EQ(s[2].view.type, ViewType::Buffer);
  EXPECT_EQ(s[2].image.format, VK_FORMAT_R16G16_UINT);
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

// bench's compile points: a view state is the view's static state, whatever its size; a lookup
// triple names whether a gather has an offset, not which one, and plain fetches have none.
TEST(ViewStates, StatesAndLookupTriplesOfCases) {
  const CaseSpec a = caseOf(k2D, VK_FORMAT_R8G8B8A8_UNORM), b = caseOf(kWide2D, VK_FORMAT_R8G8B8A8_UNORM);
  CaseSpec level0 = a;
  level0.view.levelCount = 1;
  EXPECT_EQ(viewStateOf(a), viewStateOf(b));
  EXPECT_NE(viewStateOf(a), viewStateOf(level0));
  EXPECT_NE(viewStateOf(a), viewStateOf(caseOf(k2D, VK_FORMAT_R8G8B8A8_SRGB)));
  EXPECT_TRUE(lookupStatesOf(a).empty());

  CaseFilter gathers;
  gathers.include = {"tld4.2d.r8g8b8a8_unorm.16x8.*"};
  std::map<std::string, const CaseSpec*> byName;
  for (const CaseSpec* c : cases::select(gathers)) byName[c->name] = c;
  const auto triples = [&](const std::string& name) {
    return lookupStatesOf(*byName.at("tld4.2d.r8g8b8a8_unorm.16x8." + name));
  };
  EXPECT_EQ(triples("offset_m8_0"), triples("offset_7_0"));
  EXPECT_NE(triples("offset_m8_0"), triples("comp_r"));
  EXPECT_NE(triples("comp_r"), triples("comp_g"));
  EXPECT_NE(triples("address_repeat"), triples("address_clamp_to_edge"));     // the sampler's state
  EXPECT_EQ(triples("border_opaque_black"), triples("border_opaque_white"));  // read at run time
  EXPECT_EQ(triples("comp_r").size(), 1u);
}

}  // namespace
}  // namespace vktexel
