// The sparse residency model (SEMANTICS §8; P-08, P-24) against hand-derived pages, mip tails and
// gather footprints, and the answers it must reject: PTX's "all zeros" for an alpha-less format,
// a resident code on an unbound page, a gather that ignores one of its four texels.
#include "model/codec.h"
#include "model/floatbits.h"
#include "model/gather.h"
#include "model/sample_residency.h"
#include "model/sparse.h"

#include <gtest/gtest.h>

namespace vktexel::model {
namespace {

// R8_UNORM 512 x 512, 3 levels: level 0 is 2 x 2 pages of 256 x 256, level 1 one page, level 2
// (128 x 128) the mip tail. Level 0's page (1, 0) is unbound.
ImageSpec sparseR8(bool strict = false, bool tailUnbound = false) {
  ImageSpec s;
  s.format = VK_FORMAT_R8_UNORM;
  s.width = s.height = 512;
  s.levels = 3;
  s.sparse.sparse = true;
  s.sparse.unbound = {PageAddress{0, 0, 1, 0, 0}};
  s.sparse.strict = strict;
  s.sparse.mipTailUnbound = tailUnbound;
  return s;
}

FetchQuery fetchAt(int32_t x, int32_t y, int32_t lod, SparseRead sparse) {
  FetchQuery q;
  q.coord = {x, y, 0};
  q.lod = lod;
  q.sparse = sparse;
  return q;
}

FetchQuery gatherAt(float s, float t, SparseRead sparse) {
  FetchQuery q;
  q.op = ProbeOp::Gather;
  q.st = {s, t, 0, 0};
  q.sparse = sparse;
  return q;
}

ViewSpec fullView(const ImageSpec& s) {
  ViewSpec v;
  v.levelCount = s.levels;
  return v;
}

RawResult residencyBits(uint32_t resident) {
  return {resident, 0, 0, 0};
}

TEST(SparseModel, StandardBlockShapes) {  // Vulkan "Standard Sparse Image Block Shapes"
  const auto shape = [](uint32_t bytes, ImageDim dim) {
    const PageShape p = standardPageShape(bytes, dim);
    return std::array<uint32_t, 3>{p.width, p.height, p.depth};
  };
  EXPECT_EQ(shape(1, ImageDim::D2), (std::array<uint32_t, 3>{256, 256, 1}));
  EXPECT_EQ(shape(2, ImageDim::D2), (std::array<uint32_t, 3>{256, 128, 1}));
  EXPECT_EQ(shape(4, ImageDim::D2), (std::array<uint32_t, 3>{128, 128, 1}));
  EXPECT_EQ(shape(8, ImageDim::D2), (std::array<uint32_t, 3>{128, 64, 1}));
  EXPECT_EQ(shape(16, ImageDim::D2), (std::array<uint32_t, 3>{64, 64, 1}));
  EXPECT_EQ(shape(1, ImageDim::D3), (std::array<uint32_t, 3>{64, 32, 32}));
  EXPECT_EQ(shape(2, ImageDim::D3), (std::array<uint32_t, 3>{32, 32, 32}));
  EXPECT_EQ(shape(4, ImageDim::D3), (std::array<uint32_t, 3>{32, 32, 16}));
  EXPECT_EQ(shape(8, ImageDim::D3), (std::array<uint32_t, 3>{32, 16, 16}));
  EXPECT_EQ(shape(16, ImageDim::D3), (std::array<uint32_t, 3>{16, 16, 16}));
  EXPECT_FALSE(standardPageShape(3, ImageDim::D2).valid());  // R8G8B8: no standard shape
  EXPECT_FALSE(standardPageShape(4, ImageDim::D1).valid());  // 1D images have no sparse residency
  ImageSpec bc = sparseR8();
  bc.format = VK_FORMAT_BC1_RGBA_UNORM_BLOCK;
  EXPECT_THROW(pageShapeOf(bc), std::invalid_argument);
}

TEST(SparseModel, MipTailStartsAtTheFirstLevelSmallerThanAPage) {
  EXPECT_EQ(mipTailFirstLevel(sparseR8()), 2u);  // 512, 256 are whole pages; 128 < 256
  ImageSpec s = sparseR8();
  s.format = VK_FORMAT_R8G8B8A8_UNORM;  // 128 x 128 pages: 512, 256, 128 whole pages
  s.levels = 4;
  EXPECT_EQ(mipTailFirstLevel(s), 3u);
  s.levels = 2;
  EXPECT_EQ(mipTailFirstLevel(s), 2u);  // no level in the tail
  s.levels = 3;
  s.height = 128;  // 512 x 128: level 1 is 256 x 64, shorter than a page
  EXPECT_EQ(mipTailFirstLevel(s), 1u);
}

TEST(SparseModel, ResidencyFollowsPagesAndTheMipTail) {
  const ImageSpec s = sparseR8();
  EXPECT_EQ(residencyOf(s, {0, 0, 255, 0, 0, 0}), Residency::Resident);          // last texel of page (0, 0)
  EXPECT_EQ(residencyOf(s, {0, 0, 256, 0, 0, 0}), Residency::UnboundUndefined);  // first of page (1, 0)
  EXPECT_EQ(residencyOf(s, {0, 0, 511, 255, 0, 0}), Residency::UnboundUndefined);
  EXPECT_EQ(residencyOf(s, {0, 0, 256, 256, 0, 0}), Residency::Resident);  // page (1, 1)
  EXPECT_EQ(residencyOf(s, {1, 0, 200, 0, 0, 0}), Residency::Resident);    // level 1's own page
  EXPECT_EQ(residencyOf(s, {2, 0, 100, 0, 0, 0}), Residency::Resident);    // the mip tail, bound
  EXPECT_EQ(residencyOf(sparseR8(true, true), {2, 0, 0, 0, 0, 0}), Residency::UnboundZero);
  EXPECT_EQ(residencyOf(sparseR8(true), {0, 0, 300, 10, 0, 0}), Residency::UnboundZero);
  ImageSpec plain = sparseR8();
  plain.sparse = {};
  EXPECT_EQ(residencyOf(plain, {0, 0, 300, 10, 0, 0}), Residency::Resident);
}

TEST(SparseModel, SparseImagesHaveTheirOwnKey) {
  ImageSpec plain = sparseR8();
  plain.sparse = {};
  EXPECT_NE(sparseR8().key(), plain.key());
  EXPECT_NE(sparseR8().key(), sparseR8(true).key());
  EXPECT_NE(sparseR8().key(), sparseR8(false, true).key());
  ImageSpec other = sparseR8();
  other.sparse.unbound = {PageAddress{0, 0, 0, 1, 0}};
  EXPECT_NE(sparseR8().key(), other.key());
}

TEST(SparseModel, FetchResidencyIsExact) {  // P-08
  const HostImage img(sparseR8());
  const ViewSpec v = fullView(img.spec());
  const Expectation bound = expectProbe(img, v, fetchAt(255, 7, 0, SparseRead::Residency), Tier::None).expect;
  EXPECT_TRUE(bound.accepts(residencyBits(1)));
  EXPECT_FALSE(bound.accepts(residencyBits(0)));
  EXPECT_FALSE(bound.accepts(residencyBits(2)));  // the store is exactly 0 or 1
  const Expectation unbound =
      expectProbe(img, v, fetchAt(256, 7, 0, SparseRead::Residency), Tier::None).expect;
  EXPECT_TRUE(unbound.accepts(residencyBits(0)));
  EXPECT_FALSE(unbound.accepts(residencyBits(1)));
  // Lod 1 reads level 1, whose page is bound although (256, 7) of level 0 is not.
  EXPECT_TRUE(expectProbe(img, v, fetchAt(200, 7, 1, SparseRead::Residency), Tier::None)
                  .expect.accepts(residencyBits(1)));
}

TEST(SparseModel, OutOfBoundsResidencyIsNeverIssuedWithoutRobustnessAndUncheckedWithIt) {
  const HostImage img(sparseR8());
  const ViewSpec v = fullView(img.spec());
  EXPECT_EQ(expectProbe(img, v, fetchAt(512, 0, 0, SparseRead::Residency), Tier::None).expect.kind,
            Expectation::Kind::DontRun);
  EXPECT_EQ(expectProbe(img, v, fetchAt(512, 0, 0, SparseRead::Residency), Tier::RIA2).expect.kind,
            Expectation::Kind::Unchecked);
}

TEST(SparseModel, UnboundTexelsReadZeroWithDefaultsOnlyWhenStrict) {  // P-08, SEMANTICS trap 2
  const HostImage loose(sparseR8());
  EXPECT_EQ(expectProbe(loose, fullView(loose.spec()), fetchAt(300, 0, 0, SparseRead::Texel), Tier::None)
                .expect.kind,
            Expectation::Kind::Unchecked);
  const HostImage strict(sparseR8(true));
  const Expectation e =
      expectProbe(strict, fullView(strict.spec()), fetchAt(300, 0, 0, SparseRead::Texel), Tier::None).expect;
  const uint32_t one = floatToBits(1.0f);
  EXPECT_TRUE(e.accepts({0, 0, 0, one}));  // R8: (0, 0, 0, 1) after Conversion to RGBA
  EXPECT_FALSE(e.accepts({0, 0, 0, 0}));   // PTX's "all zeros": wrong in Vulkan
  // A bound texel reads what was stored.
  const Expectation stored =
      expectProbe(strict, fullView(strict.spec()), fetchAt(3, 0, 0, SparseRead::Texel), Tier::None).expect;
  const uint32_t code = readCode(strict.format(), strict.texel(0, 0, 3, 0, 0), 0);
  EXPECT_TRUE(stored.accepts({floatToBits(float(code / 255.0)), 0, 0, one}));
}

TEST(SparseModel, GatherIsNotResidentWhenAnyFootprintTexelIsUnbound) {  // P-24
  const HostImage img(sparseR8());
  const ViewSpec v = fullView(img.spec());
  const auto resident = [&](float x, float y) {  // x, y: texel-space centre of the footprint
    return expectProbe(img, v, gatherAt(x / 512.0f, y / 512.0f, SparseRead::Residency), Tier::None).expect;
  };
  // i0 = 254: texels 254 and 255, both on page (0, 0).
  EXPECT_TRUE(resident(255.0f, 40.0f).accepts(residencyBits(1)));
  EXPECT_FALSE(resident(255.0f, 40.0f).accepts(residencyBits(0)));
  // i0 = 255: texels 255 and 256 straddle the edge by one texel.
  EXPECT_TRUE(resident(256.0f, 40.0f).accepts(residencyBits(0)));
  EXPECT_FALSE(resident(256.0f, 40.0f).accepts(residencyBits(1)));
  // y straddles pages (0, 0) and (0, 1), both bound; both axes straddle onto (1, 0).
  EXPECT_TRUE(resident(100.0f, 256.0f).accepts(residencyBits(1)));
  EXPECT_TRUE(resident(256.0f, 256.0f).accepts(residencyBits(0)));
  EXPECT_FALSE(resident(256.0f, 256.0f).accepts(residencyBits(1)));
  // A ConstOffset that moves the footprint across the edge.
  FetchQuery moved = gatherAt(255.0f / 512.0f, 40.0f / 512.0f, SparseRead::Residency);
  moved.constOffset = true;
  moved.offset = {1, 0, 0};
  EXPECT_FALSE(expectProbe(img, v, moved, Tier::None).expect.accepts(residencyBits(1)));
}

TEST(SparseModel, GatherNearATexelBoundaryAcceptsEitherFootprint) {
  const HostImage img(sparseR8());
  // u = s * 512 - 0.5 = 255.002: i0 = 255 (texels 255, 256: not resident), or 254 (both on the
  // bound page): a device may round u to its sub-texel precision (the model allows 1/16 texel).
  const Expectation e =
      expectProbe(img, fullView(img.spec()),
                  gatherAt(255.502f / 512.0f, 40.0f / 512.0f, SparseRead::Residency), Tier::None)
          .expect;
  EXPECT_TRUE(e.accepts(residencyBits(0)));
  EXPECT_TRUE(e.accepts(residencyBits(1)));
}

TEST(SparseModel, GatherTexelsOnUnboundPagesAreFreeOrZero) {
  const auto gatherX = [](const ImageSpec& s) {  // component 0 of a footprint straddling the edge
    const HostImage img(s);
    return expectProbe(img, fullView(s), gatherAt(256.0f / 512.0f, 40.0f / 512.0f, SparseRead::Texel),
                       Tier::None)
        .expect;
  };
  // (i0, j0) = (255, 39): x = (255, 40) bound, y = (256, 40) and z = (256, 39) unbound, w bound.
  const Expectation strict = gatherX(sparseR8(true));
  ASSERT_EQ(strict.anyOf.size(), 1u);
  EXPECT_TRUE(strict.anyOf[0].c[1].accepts(floatToBits(0.0f)));
  EXPECT_FALSE(strict.anyOf[0].c[1].accepts(floatToBits(1.0f / 255)));
  EXPECT_EQ(gatherX(sparseR8()).anyOf[0].c[1].kind, ComponentCheck::Kind::Any);
  EXPECT_NE(gatherX(sparseR8()).anyOf[0].c[0].kind, ComponentCheck::Kind::Any);
}

// OpImageSparseDrefGather (P-24 with P-25) on D32_SFLOAT 256 x 256 (pages of 128 x 128), page (1, 0)
// unbound. (i0, j0) = (127, 39): x and w bound, y and z on the unbound page.
TEST(SparseModel, DrefGatherResidencyAndUnboundCompares) {
  ImageSpec s;
  s.format = VK_FORMAT_D32_SFLOAT;
  s.width = s.height = 256;
  s.sparse.sparse = true;
  s.sparse.unbound = {PageAddress{0, 0, 1, 0, 0}};
  ViewSpec v = fullView(s);
  v.aspect = Aspect::Depth;
  v.sampler.depthCompare = true;
  v.sampler.compareOp = CompareOp::Less;
  FetchQuery q = gatherAt(128.0f / 256.0f, 40.0f / 256.0f, SparseRead::Residency);
  q.dref = -0.5f;  // below every stored depth and below the zero of an unbound texel
  const HostImage img(s);
  EXPECT_TRUE(expectProbe(img, v, q, Tier::None).expect.accepts(residencyBits(0)));
  EXPECT_FALSE(expectProbe(img, v, q, Tier::None).expect.accepts(residencyBits(1)));
  q.sparse = SparseRead::Texel;
  const Expectation loose = expectProbe(img, v, q, Tier::None).expect;
  EXPECT_NE(loose.anyOf[0].c[0].kind, ComponentCheck::Kind::Any);  // x: bound, compared
  EXPECT_EQ(loose.anyOf[0].c[1].kind, ComponentCheck::Kind::Any);  // y: unbound, not strict
  s.sparse.strict = true;  // unbound depth reads 0.0, and -0.5 < 0.0 passes
  const Expectation strict = expectProbe(HostImage(s), v, q, Tier::None).expect;
  EXPECT_TRUE(strict.anyOf[0].c[1].accepts(floatToBits(1.0f)));
  EXPECT_FALSE(strict.anyOf[0].c[1].accepts(floatToBits(0.0f)));
}

TEST(SparseModel, FaultsChangeTheAnswer) {  // the self-test's wrong drivers
  const HostImage img(sparseR8());
  const ViewSpec v = fullView(img.spec());
  ModelFaults flipped;
  flipped.sparsePageFlipped = true;
  EXPECT_FALSE(expectProbe(img, v, fetchAt(3, 3, 0, SparseRead::Residency), Tier::None)
                   .expect.accepts(residencyBits(0)));
  EXPECT_TRUE(expectProbe(img, v, fetchAt(3, 3, 0, SparseRead::Residency), Tier::None, flipped)
                  .expect.accepts(residencyBits(0)));
  // A footprint whose only unbound texel is w = (i0, j0): page (0, 0) unbound, (i0, j0) = (255, 255).
  ImageSpec s = sparseR8();
  s.sparse.unbound = {PageAddress{0, 0, 0, 0, 0}};
  const HostImage edge(s);
  const FetchQuery q = gatherAt(256.0f / 512.0f, 256.0f / 512.0f, SparseRead::Residency);
  EXPECT_TRUE(expectProbe(edge, fullView(s), q, Tier::None).expect.accepts(residencyBits(0)));
  EXPECT_FALSE(expectProbe(edge, fullView(s), q, Tier::None).expect.accepts(residencyBits(1)));
  ModelFaults ignoresW;
  ignoresW.gatherResidencyIgnoresW = true;
  EXPECT_TRUE(expectProbe(edge, fullView(s), q, Tier::None, ignoresW).expect.accepts(residencyBits(1)));
}

// Sampled lookups (OpImageSparseSampleExplicitLod): LINEAR filter and mips on sparseR8, s and t
// as texel-space u / 512. Half a texel across x = 256 reads the unbound page (false only); a
// quarter short of it stays on page (0, 0) (true only); a texel centre (alpha 0) beside the edge
// weights the unbound texel 0, so either answer; Lod 1.5 blends level 1 with the mip tail, which
// when unbound makes it false, and the fault that checks the finer level alone says true.
FetchQuery lookupAt(double u, double v, float lod) {
  FetchQuery q;
  q.op = ProbeOp::Sample;
  q.st = {float(u / 512), float(v / 512), 0, 0};
  q.setSampleLod(lod);
  q.sparse = SparseRead::Residency;
  return q;
}

TEST(SparseModel, LookupResidencyFollowsTheFootprintOnEveryLevel) {
  ViewSpec v = fullView(sparseR8());
  v.withSampler = true;
  v.sampler.magFilter = v.sampler.minFilter = Filter::Linear;
  v.sampler.mipmapMode = MipmapMode::Linear;
  const SamplingLimits limits{8, 4};
  const auto answers = [&](const HostImage& img, const FetchQuery& q, const ModelFaults& f = {}) {
    const Expectation e = expectSampleResidency(img, v, q, limits, f).expect;
    return std::pair{e.accepts(residencyBits(1)), e.accepts(residencyBits(0))};
  };
  const HostImage img(sparseR8());
  EXPECT_EQ(answers(img, lookupAt(256, 64.5, 0.25f)), std::pair(false, true));
  EXPECT_EQ(answers(img, lookupAt(255.25, 64.5, 0.25f)), std::pair(true, false));
  EXPECT_EQ(answers(img, lookupAt(255.5, 64.5, 0.25f)), std::pair(true, true));  // texel 256 weighted 0
  EXPECT_EQ(answers(img, lookupAt(64.5, 64.5, 0.5f)), std::pair(true, false));
  const HostImage tail(sparseR8(false, true));
  EXPECT_EQ(answers(tail, lookupAt(400.5, 64.5, 1.5f)), std::pair(false, true));
  ModelFaults fineOnly;
  fineOnly.lookupResidencyFineOnly = true;
  EXPECT_EQ(answers(tail, lookupAt(400.5, 64.5, 1.5f), fineOnly), std::pair(true, false));
}

}  // namespace
}  // namespace vktexel::model
