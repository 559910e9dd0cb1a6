// Parcels for parallel workers (--jobs): every case exactly once, and never the cases of one
// batch in two parcels, which would compile their pipeline twice.
#include "run/parcels.h"
#include "run/planner.h"
#include "run/slot_plan.h"

#include <algorithm>
#include <map>
#include <set>

#include <gtest/gtest.h>

namespace vktexel {
namespace {

CaseSpec makeCase(const std::string& name, VkFormat format, model::ViewType view, int32_t offsetX = 0,
                  model::Tier tier = model::Tier::None) {
  CaseSpec c;
  c.name = name;
  c.image.format = format;
  c.image.width = c.image.height = 8;
  c.view.type = view;
  c.view.levelCount = 1;
  c.tier = tier;
  Probe p;
  p.query.constOffset = offsetX != 0;
  p.query.offset = {offsetX, 0, 0};
  c.probes.push_back(p);
  return c;
}

struct Suite {
  std::vector<CaseSpec> storage;
  std::vector<const CaseSpec*> cases;
  Suite() {
    const VkFormat formats[] = {VK_FORMAT_R8_UNORM, VK_FORMAT_R8G8B8A8_UNORM, VK_FORMAT_R16_SFLOAT,
                                VK_FORMAT_R8_UINT, VK_FORMAT_R32_SINT};
    const model::ViewType views[] = {model::ViewType::D1, model::ViewType::D2, model::ViewType::D2Array};
    for (VkFormat f : formats)
      for (model::ViewType v : views)
        for (int32_t o : {0, 1, -8}) {
          storage.push_back(makeCase("c" + std::to_string(storage.size()), f, v, o));
          storage.push_back(makeCase("c" + std::to_string(storage.size()), f, v, o, model::Tier::RIA2));
        }
    for (const CaseSpec& c : storage) cases.push_back(&c);
  }
};

// The parcel of each case; fails the test when a case is missing or twice.
std::map<const CaseSpec*, size_t> parcelOf(const Suite& s, const std::vector<Parcel>& parcels) {
  std::map<const CaseSpec*, size_t> out;
  for (size_t i = 0; i < parcels.size(); ++i)
    for (const CaseSpec* c : parcels[i].cases) EXPECT_TRUE(out.emplace(c, i).second) << c->name << " twice";
  EXPECT_EQ(out.size(), s.cases.size());
  return out;
}

TEST(Parcels, OneLaneIsOneParcelOfEverything) {
  const Suite s;
  const std::vector<Parcel> parcels = makeParcels(s.cases, 1);
  ASSERT_EQ(parcels.size(), 1u);
  EXPECT_EQ(parcels[0].cases, s.cases);
  EXPECT_TRUE(makeParcels({}, 4).empty());
}

TEST(Parcels, EveryCaseOnceAndNoBatchSplit) {
  const Suite s;
  for (size_t lanes : {2u, 3u, 8u}) {
    const std::vector<Parcel> parcels = makeParcels(s.cases, lanes);
    EXPECT_GT(parcels.size(), 1u) << lanes << " lanes";
    const auto where = parcelOf(s, parcels);
    for (const Batch& b : planBatches(s.cases))
      for (const CaseSpec* c : b.cases) EXPECT_EQ(where.at(c), where.at(b.cases[0])) << b.key.text();
  }
}

TEST(Parcels, TiersOfOneShaderTravelTogether) {
  // Cases of one shader shape travel together whatever their tier (run/parcels.cpp, familyOf).
  const Suite s;
  const auto where = parcelOf(s, makeParcels(s.cases, 4));
  for (size_t i = 0; i + 1 < s.storage.size(); i += 2)
    EXPECT_EQ(where.at(&s.storage[i]), where.at(&s.storage[i + 1])) << s.storage[i].name;
}

TEST(Parcels, ViewsLlvmpipeNeverCachesTravelWithTheirShape) {
  // BC6H/BC7 batches are apart from their shape's others (planner), but a family of their own
  // put every one of them on one lane: a warm run's whole every-run JIT in one parcel.
  std::vector<CaseSpec> storage;
  for (model::ViewType v : {model::ViewType::D2, model::ViewType::D2Array, model::ViewType::D1})
    for (VkFormat f :
         {VK_FORMAT_R8_UNORM, VK_FORMAT_BC7_UNORM_BLOCK, VK_FORMAT_BC6H_UFLOAT_BLOCK, VK_FORMAT_R8_UINT})
      if (v != model::ViewType::D1 || !model::formatInfo(f).isCompressed())
        storage.push_back(makeCase("c" + std::to_string(storage.size()), f, v));
  std::vector<const CaseSpec*> cases;
  for (const CaseSpec& c : storage) cases.push_back(&c);
  const std::vector<Parcel> parcels = makeParcels(cases, 4);
  EXPECT_GT(parcels.size(), 1u);
  std::map<const CaseSpec*, size_t> where;
  for (size_t i = 0; i < parcels.size(); ++i)
    for (const CaseSpec* c : parcels[i].cases) where[c] = i;
  for (const CaseSpec& c : storage)
    if (jitUncachedOnLlvmpipe(c)) {
      const auto r8 = std::find_if(storage.begin(), storage.end(), [&](const CaseSpec& o) {
        return o.image.format == VK_FORMAT_R8_UNORM && o.view.type == c.view.type;
      });
      EXPECT_EQ(where.at(&c), where.at(&*r8)) << c.name << " and " << r8->name;
    }
}

TEST(Parcels, MultisampleBatchesShareTheirFillPipelines) {
  // 2D and 2D-array multisample views of one format fill their images with the same draw
  // pipeline: one worker compiles it once. Other view types still split.
  Suite s;
  const size_t first = s.storage.size();
  for (VkFormat f : {VK_FORMAT_R8_UNORM, VK_FORMAT_R16_SFLOAT})
    for (model::ViewType v : {model::ViewType::D2MS, model::ViewType::D2MSArray}) {
      CaseSpec c = makeCase("ms" + std::to_string(s.storage.size()), f, v);
      c.image.samples = 4;
      if (v == model::ViewType::D2MSArray) c.image.layers = 2;
      s.storage.push_back(c);
    }
  s.cases.clear();
  for (const CaseSpec& c : s.storage) s.cases.push_back(&c);
  const auto where = parcelOf(s, makeParcels(s.cases, 8));
  for (size_t i = first; i < s.storage.size(); ++i)
    EXPECT_EQ(where.at(&s.storage[i]), where.at(&s.storage[first]));
  std::set<size_t> used;
  for (const auto& [c, parcel] : where) used.insert(parcel);
  EXPECT_GT(used.size(), 2u);
}

TEST(Parcels, HeaviestFirstAndDeterministic) {
  const Suite s;
  const std::vector<Parcel> a = makeParcels(s.cases, 2), b = makeParcels(s.cases, 2);
  ASSERT_EQ(a.size(), b.size());
  for (size_t i = 0; i < a.size(); ++i) EXPECT_EQ(a[i].cases, b[i].cases);
  EXPECT_GE(a.front().weight, a.back().weight);
}

TEST(Parcels, WeightGrowsWithStatesAndPaths) {
  shadergen::Variant fetch, gather;
  gather.op = model::ProbeOp::Gather;
  EXPECT_LT(batchWeight(1, {fetch}), batchWeight(2, {fetch}));
  EXPECT_LT(batchWeight(4, {fetch}), batchWeight(4, {fetch, fetch}));
  EXPECT_LT(batchWeight(4, {fetch}), batchWeight(4, {gather}));
}

}  // namespace
}  // namespace vktexel

namespace vktexel {
namespace {

// Parcels cut by format (issue 57): every case once, each format's cases meant for one lane (so its
// view states are compiled on one lane's devices), and every lane given formats of its own.
TEST(FormatParcels, EachFormatGoesToOneLane) {
  const Suite s;
  for (size_t lanes : {2u, 3u}) {
    const std::vector<Parcel> parcels = makeFormatParcels(s.cases, lanes, CodePaths(s.cases));
    const auto where = parcelOf(s, parcels);
    std::map<VkFormat, std::set<size_t>> lanesOf;
    std::set<size_t> used;
    for (const auto& [c, parcel] : where) {
      ASSERT_LT(parcels[parcel].lane, lanes);
      lanesOf[c->image.format].insert(parcels[parcel].lane);
      used.insert(parcels[parcel].lane);
    }
    for (const auto& [format, l] : lanesOf)
      EXPECT_EQ(l.size(), 1u) << "format " << format << ", " << lanes << " lanes";
    EXPECT_EQ(used.size(), lanes);
  }
}

// Its wrong-answer twin: family parcels put a format's cases on whichever lane is free.
TEST(FormatParcels, FamilyParcelsMixFormats) {
  const Suite s;
  for (const Parcel& p : makeParcels(s.cases, 2)) EXPECT_EQ(p.lane, Parcel::kAnyLane);
}

}  // namespace
}  // namespace vktexel
