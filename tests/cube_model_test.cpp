// Cube face selection, seamless edges and corners (SEMANTICS §5.2, §5.3; P-13, P-28) against
// hand-derived answers, and cube gathers that must reject a wrong face or texel.
#include "model/codec.h"
#include "model/cube.h"
#include "model/floatbits.h"
#include "model/gather.h"

#include <gtest/gtest.h>

#include <stdexcept>

namespace vktexel::model {
namespace {

bool operator==(const FaceTexel& a, const FaceTexel& b) {
  return a.face == b.face && a.i == b.i && a.j == b.j;
}

TEST(Cube, FaceSelectionFollowsTheTable) {
  // +x: s_c = -z, t_c = -y, so (1, 0.5, -0.5) lands at s = 0.75, t = 0.25 on face 0.
  const FaceCoord px = selectFace({1, 0.5, -0.5});
  EXPECT_EQ(px.face, 0u);
  EXPECT_DOUBLE_EQ(px.s, 0.75);
  EXPECT_DOUBLE_EQ(px.t, 0.25);
  // -y: s_c = +x, t_c = -z.
  const FaceCoord ny = selectFace({0.5, -2, 1});
  EXPECT_EQ(ny.face, 3u);
  EXPECT_DOUBLE_EQ(ny.s, 0.625);
  EXPECT_DOUBLE_EQ(ny.t, 0.25);
  // -z: s_c = -x, t_c = -y.
  const FaceCoord nz = selectFace({0.5, 0.25, -1});
  EXPECT_EQ(nz.face, 5u);
  EXPECT_DOUBLE_EQ(nz.s, 0.25);
  EXPECT_DOUBLE_EQ(nz.t, 0.375);
  EXPECT_THROW(selectFace({1, 1, 0.5}), std::invalid_argument);  // a tie: only a "should" rule
  EXPECT_NO_THROW(selectFace({1, 0.5, 0.5}));                    // equal minor axes are fine
}

TEST(Cube, FaceDirectionInvertsSelection) {
  for (uint32_t face = 0; face < 6; ++face) {
    const FaceCoord c = selectFace(faceDirection(face, 0.3125, 0.8125));
    EXPECT_EQ(c.face, face);
    EXPECT_DOUBLE_EQ(c.s, 0.3125);
    EXPECT_DOUBLE_EQ(c.t, 0.8125);
  }
}

TEST(Cube, SeamlessEdgesReadTheNeighbourFace) {
  // Left of +x is the right edge of +z, same row.
  EXPECT_TRUE(*seamlessTexel(0, -1, 3, 8) == (FaceTexel{4, 7, 3}));
  // Above +y (t = 0 is z = -1) is the top row of -z, with s mirrored: x = -0.375 -> s = 2/3.
  EXPECT_TRUE(*seamlessTexel(2, 2, -1, 8) == (FaceTexel{5, 5, 0}));
  // Inside stays; a corner has no single neighbour.
  EXPECT_TRUE(*seamlessTexel(1, 4, 5, 8) == (FaceTexel{1, 4, 5}));
  EXPECT_FALSE(seamlessTexel(0, -1, -1, 8).has_value());
  // Round trip: the neighbour's neighbour across the same edge is the original edge texel.
  const FaceTexel n = *seamlessTexel(3, 8, 6, 8);  // right of -y
  const FaceTexel back = *seamlessTexel(n.face,
                                        n.i + (n.i == 0   ? -1
                                               : n.i == 7 ? 1
                                                          : 0),
                                        n.j + (n.j == 0   ? -1
                                               : n.j == 7 ? 1
                                                          : 0),
                                        8);
  EXPECT_TRUE(back == (FaceTexel{3, 7, 6}));
}

ImageSpec cubeImage(FillPattern fill) {
  ImageSpec s;
  s.format = VK_FORMAT_R32_UINT;
  s.width = s.height = 8;
  s.layers = 6;
  s.cubeCompatible = true;
  s.fill = fill;
  return s;
}

FetchQuery cubeGather(uint32_t face, double x, double y) {
  const Direction d = faceDirection(face, (x + 0.5) / 8, (y + 0.5) / 8);
  FetchQuery q;
  q.op = ProbeOp::Gather;
  q.st = {float(d[0]), float(d[1]), float(d[2]), 0};
  return q;
}

ViewSpec cubeView() {
  ViewSpec v;
  v.type = ViewType::Cube;
  v.layerCount = 6;
  v.withSampler = true;
  return v;
}

uint32_t at(const HostImage& img, const FaceTexel& t) {
  return readCode(img.format(), img.texel(0, t.face, uint32_t(t.i), uint32_t(t.j), 0), 0);
}

TEST(Cube, EdgeGatherReadsAcrossTheSeam) {
  const HostImage img(cubeImage(FillPattern::Ordinary));
  const ViewSpec v = cubeView();
  // Face +x, u - 0.5 = -0.25, v - 0.5 = 3.5: i0 = -1, j0 = 3. x = (-1, 4), w = (-1, 3) come from +z.
  const Expectation e = expectGather(img, v, v.sampler, cubeGather(0, -0.25, 3.5)).expect;
  const RawResult right = {at(img, {4, 7, 4}), at(img, {0, 0, 4}), at(img, {0, 0, 3}), at(img, {4, 7, 3})};
  EXPECT_TRUE(e.accepts(right));
  // Clamping within the face instead (a non-seamless cube) must fail.
  EXPECT_FALSE(e.accepts({at(img, {0, 0, 4}), right[1], right[2], at(img, {0, 0, 3})}));
}

TEST(Cube, CornersAreFreeUnlessTheirNeighboursAreEqual) {
  ImageSpec spec = cubeImage(FillPattern::Ordinary);
  spec.format = VK_FORMAT_R8G8B8A8_UNORM;  // linearly filterable: the corner constraint binds
  const ViewSpec v = cubeView();
  // y = (8, 8) is the corner (texel (0, 0) holds edge codes, 0 and 255, which would not show a
  // one-code error on both sides).
  const FetchQuery corner = cubeGather(0, 7.25, 7.25);
  const HostImage ordinary(spec);
  const Expectation free = expectGather(ordinary, v, v.sampler, corner).expect;
  EXPECT_EQ(free.anyOf[0].c[1].kind, ComponentCheck::Kind::Any);
  spec.fill = FillPattern::EqualCubeCorners;
  const HostImage equal(spec);
  const auto n = cornerNeighbours(0, 8, 8, 8);
  ASSERT_EQ(at(equal, n[0]), at(equal, n[1]));  // R codes
  ASSERT_EQ(at(equal, n[0]), at(equal, n[2]));
  const ComponentCheck fixed = expectGather(equal, v, v.sampler, corner).expect.anyOf[0].c[1];
  const auto unorm8 = [](uint32_t code) { return floatToBits(float(code) / 255.0f); };
  const uint32_t code = at(equal, n[0]);
  ASSERT_GT(code, 0u);
  ASSERT_LT(code, 255u);
  EXPECT_TRUE(fixed.accepts(unorm8(code)));
  // One ULP of binary32 is allowed (an average of three equal values), one UNORM8 code is not.
  EXPECT_FALSE(fixed.accepts(unorm8(code + 1)));
  EXPECT_FALSE(fixed.accepts(unorm8(code - 1)));
}

TEST(Cube, IntegerCornersAreFreeEvenWithEqualNeighbours) {
  // The constraint on corner texels is stated "for linear filtering" (Cube Map Edge Handling);
  // integer texels are never filtered linearly, so any corner value is conformant, e.g. a float
  // average of three equal 32-bit values (0x543525e8 -> 0x54352600, or saturated to 0x80000000).
  const ViewSpec v = cubeView();
  const FetchQuery corner = cubeGather(0, -0.25, -0.25);
  const HostImage equal(cubeImage(FillPattern::EqualCubeCorners));
  const auto n = cornerNeighbours(0, -1, -1, 8);
  ASSERT_EQ(at(equal, n[0]), at(equal, n[1]));
  ASSERT_EQ(at(equal, n[0]), at(equal, n[2]));
  const VecCheck check = expectGather(equal, v, v.sampler, corner).expect.anyOf[0];
  EXPECT_EQ(check.c[3].kind, ComponentCheck::Kind::Any);
  // The three other texels stay exact: a wrong neighbour is still caught.
  for (int k = 0; k < 3; ++k) {
    EXPECT_NE(check.c[k].kind, ComponentCheck::Kind::Any) << "component " << k;
  }
}

TEST(Cube, CubeArrayIndexRoundsAndClamps) {
  ImageSpec spec = cubeImage(FillPattern::Ordinary);
  spec.layers = 12;
  const HostImage img(spec);
  ViewSpec v = cubeView();
  v.type = ViewType::CubeArray;
  v.layerCount = 12;
  FetchQuery q = cubeGather(2, 3.5, 4.5);
  for (float a : {0.6f, 7.0f}) {  // both select cube 1: face +y is layer 8
    q.st[3] = a;
    const Expectation e = expectGather(img, v, v.sampler, q).expect;
    EXPECT_TRUE(e.accepts({at(img, {8, 3, 5}), at(img, {8, 4, 5}), at(img, {8, 4, 4}), at(img, {8, 3, 4})}));
    EXPECT_FALSE(e.accepts({at(img, {2, 3, 5}), at(img, {2, 4, 5}), at(img, {2, 4, 4}), at(img, {2, 3, 4})}));
  }
}

}  // namespace
}  // namespace vktexel::model
