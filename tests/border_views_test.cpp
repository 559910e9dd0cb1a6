// Border colours in lookups beyond the plain view, on the registry's own cases
// (cases/tex_border_views.cpp): a defined colour under a view mapping is mapped like any texel, and
// OPAQUE_BLACK on R4G4B4A4 / B4G4R4A4 may come back with alpha swapped (allowed since 1.4.323, not
// preferred), each beside its neighbouring wrong answers.
#include "case_named.h"
#include "model/floatbits.h"
#include "model/rgba4_border.h"
#include "run/judge.h"

#include <gtest/gtest.h>

namespace vktexel {
namespace {

model::RawResult floats(float x, float y, float z, float w) {
  return {model::floatToBits(x), model::floatToBits(y), model::floatToBits(z), model::floatToBits(w)};
}

// Probe 16 lies wholly outside the image, (s, t) = (-25/16, -9/16) at Lod 1: every texel the
// lookup weighs is the border texel.
model::Expectation borderProbe(const char* name) {
  const CaseSpec& c = caseNamed(name);
  const model::HostImage image(c.image);
  const model::FetchQuery& q = c.probes.at(16).query;
  EXPECT_LT(q.st[0], 0.0f);
  return model::expectProbe(image, c.view, q, c.tier, {}, {8, 4}).expect;
}

// R8 with OPAQUE_WHITE is (1, 0, 0, 1) after Conversion to RGBA; the mapping then applies.
TEST(BorderViews, ADefinedBorderColourIsMappedLikeATexel) {
  const model::Expectation a1r0 = borderProbe("tex.2d.r8_unorm.16x8.border_opaque_white_swizzle_a1r0");
  EXPECT_TRUE(a1r0.prefers(floats(1, 1, 1, 0)));   // (A, ONE, R, ZERO)
  EXPECT_FALSE(a1r0.accepts(floats(1, 0, 0, 1)));  // the border left unmapped
  EXPECT_FALSE(a1r0.accepts(floats(1, 1, 1, 1)));  // every component from the colour, then mapped
  const model::Expectation gbir = borderProbe("tex.2d.r8_unorm.16x8.border_opaque_white_swizzle_gbir");
  EXPECT_TRUE(gbir.prefers(floats(0, 0, 0, 1)));  // (G, B, IDENTITY, R)
  EXPECT_FALSE(gbir.accepts(floats(1, 0, 0, 1)));
  const model::Expectation black = borderProbe("tex.2d.r8_unorm.16x8.border_transparent_black_swizzle_a1r0");
  EXPECT_TRUE(black.prefers(floats(1, 1, 0, 0)));  // R8's (0, 0, 0, 1) as (A, ONE, R, ZERO)
  EXPECT_FALSE(black.accepts(floats(0, 0, 0, 1)));
}

// B4G4R4A4 may swap blue and alpha: (0, 0, 1, 0) is allowed, not preferred; the red swap (the
// other format's) and a dropped alpha are not allowed at all.
TEST(BorderViews, Rgba4OpaqueBlackMaySwapAlphaNotPreferred) {
  const model::Expectation e = borderProbe("tex.2d.b4g4r4a4_unorm_pack16.16x8.border_opaque_black");
  EXPECT_TRUE(e.prefers(floats(0, 0, 0, 1)));
  EXPECT_TRUE(e.accepts(floats(0, 0, 1, 0)));
  EXPECT_FALSE(e.prefers(floats(0, 0, 1, 0)));
  EXPECT_FALSE(e.accepts(floats(1, 0, 0, 0)));
  EXPECT_FALSE(e.accepts(floats(0, 0, 0, 0)));
}

// The swap is the two RGBA4 formats' alone and OPAQUE_BLACK's alone: OPAQUE_WHITE on B4G4R4A4 and
// OPAQUE_BLACK on the other packed formats stay exact.
TEST(BorderViews, TheSwapBelongsToRgba4OpaqueBlackAlone) {
  EXPECT_EQ(model::rgba4SwapChannel(model::formatInfo(VK_FORMAT_R4G4B4A4_UNORM_PACK16)), 0);
  EXPECT_EQ(model::rgba4SwapChannel(model::formatInfo(VK_FORMAT_B4G4R4A4_UNORM_PACK16)), 2);
  EXPECT_EQ(model::rgba4SwapChannel(model::formatInfo(VK_FORMAT_R5G6B5_UNORM_PACK16)), -1);
  EXPECT_EQ(model::rgba4SwapChannel(model::formatInfo(VK_FORMAT_R5G5B5A1_UNORM_PACK16)), -1);
  const model::Expectation white = borderProbe("tex.2d.b4g4r4a4_unorm_pack16.16x8.border_opaque_white");
  EXPECT_TRUE(white.prefers(floats(1, 1, 1, 1)));
  EXPECT_FALSE(white.accepts(floats(1, 1, 1, 0)));
}

}  // namespace
}  // namespace vktexel
