// Binning: formats, sizes and coordinates never split a batch; sampled type, view type and
// device tier do.
#include "run/planner.h"
#include "run/filter.h"
#include "run/slot_plan.h"

#include <algorithm>

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

TEST(Planner, ViewsNeedingOtherCodePathsGetTheirOwnBatch) {
  CaseSpec plain = makeCase("plain", VK_FORMAT_R8_UNORM, 4),
           sameView = makeCase("same", VK_FORMAT_R8_UNORM, 4),
           offset = makeCase("offset", VK_FORMAT_R16_UNORM, 8);
  sameView.probes[0].query.constOffset = true;  // shares plain's view: one dispatch, both paths
  sameView.probes[0].query.offset = {1, 0, 0};
  offset.probes[0].query.constOffset = true;  // another state that needs only the offset
  offset.probes[0].query.offset = {1, 0, 0};
  const auto batches = planBatches({&plain, &sameView, &offset});
  ASSERT_EQ(batches.size(), 2u);
  EXPECT_NE(batches[0].key.paths, batches[1].key.paths);
  for (const Batch& b : batches) {
    const bool hasPlain = std::count(b.cases.begin(), b.cases.end(), &plain) > 0;
    EXPECT_EQ(std::count(b.cases.begin(), b.cases.end(), &sameView) > 0, hasPlain);
    EXPECT_NE(std::count(b.cases.begin(), b.cases.end(), &offset) > 0, hasPlain);
  }
}

TEST(Planner, ViewsOfOneStateShareABatchWithTheUnionOfTheirPaths) {
  CaseSpec plain = makeCase("plain", VK_FORMAT_R8_UNORM, 4),
           offset = makeCase("offset", VK_FORMAT_R8_UNORM, 8),
           npot = makeCase("npot", VK_FORMAT_R8_UNORM, 5);  // another state: it keeps its own paths
  offset.probes[0].query.constOffset = true;
  offset.probes[0].query.offset = {1, 0, 0};
  const auto batches = planBatches({&plain, &offset, &npot});
  ASSERT_EQ(batches.size(), 2u);
  const Batch& shared = batches[0].cases.size() == 2 ? batches[0] : batches[1];
  EXPECT_EQ(shared.key.paths, ":fetch:fetch@1,0,0");
  EXPECT_EQ(std::count(shared.cases.begin(), shared.cases.end(), &npot), 0);
  // Isolated, as per-case suites run: each case compiles only its own paths.
  PlanLimits isolated;
  isolated.maxCases = 1;
  for (const Batch& b : planBatches({&plain, &offset, &npot}, isolated))
    EXPECT_EQ(b.key.paths, b.cases[0] == &offset ? ":fetch@1,0,0" : ":fetch");
}

TEST(Planner, AViewUnderAnotherTierKeepsItsOwnPaths) {
  // The same image and view, in bounds with an offset and out of bounds under RIA2: the RIA2
  // device has its own pipeline, so the offset path would only add compile time there.
  CaseSpec inBounds = makeCase("in", VK_FORMAT_R8_UNORM, 4),
           outOfBounds = makeCase("oob", VK_FORMAT_R8_UNORM, 4, model::Tier::RIA2);
  inBounds.probes[0].query.constOffset = true;
  inBounds.probes[0].query.offset = {1, 0, 0};
  const auto batches = planBatches({&inBounds, &outOfBounds});
  ASSERT_EQ(batches.size(), 2u);
  for (const Batch& b : batches)
    EXPECT_EQ(b.key.paths, b.key.tier == model::Tier::RIA2 ? ":fetch" : ":fetch@1,0,0");
}

TEST(Planner, ViewsLlvmpipeNeverCachesGetBatchesOfTheirOwn) {
  // Beside cached views, BC7's chunk would take the batch's slot count (16 for one fetch path)
  // and llvmpipe would compile every slot again on every run.
  const CaseSpec r8 = makeCase("r8", VK_FORMAT_R8_UNORM, 4),
                 bc5 = makeCase("bc5", VK_FORMAT_BC5_UNORM_BLOCK, 8),
                 bc7 = makeCase("bc7", VK_FORMAT_BC7_UNORM_BLOCK, 8),
                 bc6h = makeCase("bc6h", VK_FORMAT_BC6H_UFLOAT_BLOCK, 8);
  const auto batches = planBatches({&r8, &bc7, &bc5, &bc6h});
  ASSERT_EQ(batches.size(), 2u);
  EXPECT_FALSE(batches[0].key.jitUncached);
  EXPECT_EQ(batches[0].cases, (std::vector<const CaseSpec*>{&bc5, &r8}));  // sorted by slot signature
  EXPECT_TRUE(batches[1].key.jitUncached);
  EXPECT_EQ(batches[1].cases, (std::vector<const CaseSpec*>{&bc6h, &bc7}));  // sorted by slot signature
  EXPECT_NE(batches[0].key.text(), batches[1].key.text());
}

TEST(Planner, ViewsOfOneStateFollowEachOther) {
  const CaseSpec a = makeCase("a", VK_FORMAT_R8_UNORM, 5), b = makeCase("b", VK_FORMAT_R16_SFLOAT, 5),
                 c = makeCase("c", VK_FORMAT_R8_UNORM, 7);  // a's state: another non-power-of-two size
  const auto batches = planBatches({&a, &b, &c});
  ASSERT_EQ(batches.size(), 1u);
  const auto& in = batches[0].cases;
  ASSERT_EQ(in.size(), 3u);
  const auto at = [&](const CaseSpec* c) { return std::find(in.begin(), in.end(), c) - in.begin(); };
  EXPECT_EQ(std::abs(at(&a) - at(&c)), 1);
}

TEST(SlotPlan, EqualSignaturesShareASlotAndFollowInRounds) {
  const SlotPlan plan = planSlots({"a", "b", "a", "c", "a"});
  EXPECT_EQ(plan.slots, 3u);
  EXPECT_EQ(plan.slotOf, (std::vector<uint32_t>{0, 1, 0, 2, 0}));
  EXPECT_EQ(plan.roundOf, (std::vector<uint32_t>{0, 0, 1, 0, 2}));
  ASSERT_EQ(plan.bound.size(), 3u);
  EXPECT_EQ(plan.bound[0], (std::vector<size_t>{0, 1, 3}));
  // b and c have run out: their last views stand in, so the bound states repeat.
  EXPECT_EQ(plan.bound[1], (std::vector<size_t>{2, 1, 3}));
  EXPECT_EQ(plan.bound[2], (std::vector<size_t>{4, 1, 3}));
}

TEST(SlotPlan, MoreSignaturesThanSlotsMakeChunksOfRounds) {
  // a, b fill chunk 0; c starts chunk 1, whose empty slot binds c again.
  const SlotPlan plan = planSlots({"a", "b", "c", "a"}, 2);
  EXPECT_EQ(plan.slots, 2u);
  EXPECT_EQ(plan.slotOf, (std::vector<uint32_t>{0, 1, 0, 0}));
  EXPECT_EQ(plan.roundOf, (std::vector<uint32_t>{0, 0, 2, 1}));
  EXPECT_EQ(plan.bound, (std::vector<std::vector<size_t>>{{0, 1}, {3, 1}, {2, 2}}));
  const SlotPlan isolated = planSlots({"a", "b"}, 1);
  EXPECT_EQ(isolated.slots, 1u);
  EXPECT_EQ(isolated.bound, (std::vector<std::vector<size_t>>{{0}, {1}}));
  EXPECT_EQ(planSlots({}).slots, 1u);
  EXPECT_TRUE(planSlots({}).bound.empty());
}

TEST(SlotPlan, ViewsLlvmpipeNeverCachesTakeChunksOfTheirOwn) {
  EXPECT_TRUE(jitUncachedOnLlvmpipe("bc7_unorm_block|2d|aspect0|swizzle3456|levels|dim1WHD"));
  EXPECT_TRUE(jitUncachedOnLlvmpipe("bc6h_sfloat_block|2d|aspect0|swizzle3456|levels|dim1WHD"));
  EXPECT_FALSE(jitUncachedOnLlvmpipe("bc5_unorm_block|2d|aspect0|swizzle3456|levels|dim1WHD"));
  EXPECT_FALSE(jitUncachedOnLlvmpipe("r8_unorm|2d|aspect0|swizzle3456|levels|image:bc7_unorm_block"));
  // In order of appearance a, bc7, b would share chunk 0 and recompile with bc7 on every run:
  // bc7 moves to a chunk of its own (slot 0 of chunk 1), and b takes its place.
  const SlotPlan plan = planSlots({"a", "bc7_x", "b", "c", "bc7_x"}, 2);
  EXPECT_EQ(plan.slots, 2u);
  EXPECT_EQ(plan.slotOf, (std::vector<uint32_t>{0, 0, 1, 0, 0}));
  EXPECT_EQ(plan.bound, (std::vector<std::vector<size_t>>{{0, 2}, {3, 3}, {1, 4}, {4, 4}}));
  EXPECT_EQ(plan.roundOf, (std::vector<uint32_t>{0, 2, 0, 1, 3}));
  // Fewer signatures than slots: the uncached ones still take a chunk of their own.
  const SlotPlan few = planSlots({"bc6h_x", "a"});
  EXPECT_EQ(few.slots, 1u);
  EXPECT_EQ(few.bound, (std::vector<std::vector<size_t>>{{1}, {0}}));
}

TEST(SlotPlan, ChunksShareTheSignaturesEvenly) {
  // 17 signatures at 16 slots: two chunks of 9 slots (9 + 8 views), not 16 + 1 beside 15
  // stand-ins that the driver would compile too.
  std::vector<std::string> signatures;
  for (char c = 'a'; c <= 'q'; ++c) signatures.push_back(std::string(1, c));
  const SlotPlan plan = planSlots(signatures, 16);
  EXPECT_EQ(plan.slots, 9u);
  ASSERT_EQ(plan.bound.size(), 2u);
  EXPECT_EQ(plan.slotOf[8], 8u);
  EXPECT_EQ(plan.roundOf[8], 0u);
  EXPECT_EQ(plan.slotOf[9], 0u);
  EXPECT_EQ(plan.roundOf[16], 1u);
  EXPECT_EQ(planSlots(std::vector<std::string>(signatures.begin(), signatures.begin() + 16), 16).slots, 16u);
}

TEST(SlotPlan, OnePathShadersBindSixteenViewsAndManyPathShadersFour) {
  EXPECT_EQ(slotsFor(1), 16u);
  EXPECT_EQ(slotsFor(2), 8u);
  EXPECT_EQ(slotsFor(3), 5u);
  EXPECT_EQ(slotsFor(4), 4u);
  EXPECT_EQ(slotsFor(40), 4u);
  EXPECT_EQ(slotsFor(0), 16u);  // no path (never planned) still binds a legal count
}

TEST(SlotPlan, SignatureIgnoresSizeAndRangesButNotShapeClassOrFormat) {
  const CaseSpec a = makeCase("a", VK_FORMAT_R8_UNORM, 17), b = makeCase("b", VK_FORMAT_R8_UNORM, 19),
                 pot = makeCase("p", VK_FORMAT_R8_UNORM, 16), other = makeCase("o", VK_FORMAT_R8_SNORM, 17);
  EXPECT_EQ(slotSignature(a), slotSignature(b));
  EXPECT_NE(slotSignature(a), slotSignature(pot));
  EXPECT_NE(slotSignature(a), slotSignature(other));
  CaseSpec level1 = a, level2 = a, twoLevels = a;
  level1.view.baseLevel = 1;
  level2.view.baseLevel = 2;
  twoLevels.view.levelCount = 2;
  EXPECT_EQ(slotSignature(level1), slotSignature(level2));
  EXPECT_NE(slotSignature(a), slotSignature(twoLevels));  // level 0 alone is a state of its own
  CaseSpec swizzled = a;
  swizzled.view.swizzle[0] = model::Swizzle::One;
  EXPECT_NE(slotSignature(a), slotSignature(swizzled));
  CaseSpec explicitRgba = a, explicitGbar = a;
  explicitRgba.view.swizzle = {model::Swizzle::R, model::Swizzle::G, model::Swizzle::B, model::Swizzle::A};
  explicitGbar.view.swizzle = {model::Swizzle::G, model::Swizzle::B, model::Swizzle::A, model::Swizzle::R};
  EXPECT_EQ(slotSignature(a), slotSignature(explicitRgba));  // IDENTITY names the same mapping
  EXPECT_NE(slotSignature(a), slotSignature(explicitGbar));
}

// What llvmpipe keys a bound view on (lp_sampler_static_texture_state): the view's and the
// image's formats and the target, which a 2D view takes from itself and an array view from the
// image (one layer: not an array); not the layer count, cube compatibility or samples.
TEST(SlotPlan, SignatureFollowsTheTargetAndBothFormats) {
  CaseSpec a = makeCase("a", VK_FORMAT_R8G8B8A8_UNORM, 17);
  a.view.type = model::ViewType::D2;
  CaseSpec layered = a, cube = a, reinterpreted = a;
  layered.image.layers = 6;
  cube.image.layers = 6;
  cube.image.cubeCompatible = true;
  EXPECT_EQ(slotSignature(a), slotSignature(layered));
  EXPECT_EQ(slotSignature(a), slotSignature(cube));
  CaseSpec arrayOfOne = a, arrayOfSix = layered;
  arrayOfOne.view.type = arrayOfSix.view.type = model::ViewType::D2Array;
  EXPECT_NE(slotSignature(arrayOfOne), slotSignature(arrayOfSix));
  reinterpreted.image.format = VK_FORMAT_R32_UINT;  // the same view format on another image format
  EXPECT_NE(slotSignature(a), slotSignature(reinterpreted));
}

TEST(SlotPlan, SignatureKeepsAddressModesAndCompareButNotTheBorderColour) {
  CaseSpec a = makeCase("a", VK_FORMAT_R8_UNORM, 16);
  a.view.withSampler = true;
  a.view.sampler.u = a.view.sampler.v = model::AddressMode::ClampToBorder;
  CaseSpec white = a, repeat = a, shadow = a;
  white.view.sampler.border = model::BorderColor::OpaqueWhite;
  repeat.view.sampler.u = model::AddressMode::Repeat;
  shadow.view.sampler.depthCompare = true;
  EXPECT_EQ(slotSignature(a), slotSignature(white));
  EXPECT_NE(slotSignature(a), slotSignature(repeat));
  EXPECT_NE(slotSignature(a), slotSignature(shadow));
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
