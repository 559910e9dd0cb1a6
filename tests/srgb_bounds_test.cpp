// The sRGB tiers (issue 55): the letter's exact EOTF, D3D11.3 3.2.3.7's half code, and VK-GL-CTS's
// LINEAR lookup threshold, each with a wrong-answer twin just outside it.
#include "model/expectation.h"
#include "model/floatbits.h"
#include "model/formats.h"
#include "model/srgb_decode.h"
#include "model/srgb_lookup_bound.h"

#include <gtest/gtest.h>

#include <cmath>

namespace vktexel::model {
namespace {

ComponentCheck decoded(uint32_t code, bool citedBound) {
  Scalar s = Scalar::floating(code / 255.0, NumClass::Srgb, true);
  setSrgbDecode(s, code / 255.0, code / 255.0, citedBound);
  return checkFor(s);
}

bool accepts(const ComponentCheck& c, double value) {
  return c.accepts(floatToBits(float(value)));
}

TEST(SrgbDecode, TheLetterIsTheExactEotfToOneUlp) {
  const double exact = srgbToLinear(100 / 255.0);
  const ComponentCheck letter = decoded(100, false);
  EXPECT_TRUE(accepts(letter, exact));
  EXPECT_FALSE(accepts(letter, exact * (1 + 1e-5)));  // a table one part in 10^5 off
}

TEST(SrgbDecode, TheCitedBoundIsEveryValueThatReencodesToTheCode) {
  const ComponentCheck bound = decoded(100, true);
  EXPECT_TRUE(accepts(bound, srgbToLinear(100.45 / 255.0)));
  EXPECT_TRUE(accepts(bound, srgbToLinear(99.55 / 255.0)));
  EXPECT_FALSE(accepts(bound, srgbToLinear(100.55 / 255.0)));  // re-encodes to 101
  EXPECT_FALSE(accepts(bound, srgbToLinear(99.45 / 255.0)));   // ... to 99
}

TEST(SrgbDecode, ZeroAndOneStayExactUnderTheBound) {
  EXPECT_TRUE(accepts(decoded(0, true), 0.0));
  EXPECT_FALSE(accepts(decoded(0, true), 1e-6));
  EXPECT_TRUE(accepts(decoded(255, true), 1.0));
  EXPECT_FALSE(accepts(decoded(255, true), 1.0 - 1e-6));
}

TEST(SrgbLookupBound, CtssThresholdForLinearFilters) {
  // computeFixedPointThreshold(8 - 2) + 4/255 (vktPipelineImageSamplingInstance.cpp)
  const FormatInfo& rgba8 = *findFormat("r8g8b8a8_srgb");
  EXPECT_DOUBLE_EQ(ctsSrgbLinearLookupThreshold(rgba8),
                   std::ldexp(1.0, -6) - std::ldexp(1.0, -23) + 4.0 / 255);
  // Compressed formats: CTS's 7 bits.
  const FormatInfo& bc7 = *findFormat("bc7_srgb_block");
  EXPECT_DOUBLE_EQ(ctsSrgbLinearLookupThreshold(bc7), std::ldexp(1.0, -5) - std::ldexp(1.0, -23) + 4.0 / 255);
  EXPECT_TRUE(isSrgbFormat(rgba8));
  EXPECT_FALSE(isSrgbFormat(*findFormat("r8g8b8a8_unorm")));
}

}  // namespace
}  // namespace vktexel::model
