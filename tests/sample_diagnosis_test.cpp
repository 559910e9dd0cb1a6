// The diagnosis of a wrong LINEAR result (run/sample_diagnosis.h): it names the weights the driver
// used, and says how far the nearest weighting is when none fits.
#include "run/sample_diagnosis.h"

#include "model/floatbits.h"

#include <gtest/gtest.h>

namespace vktexel {
namespace {

model::Rgba oneHot(int k) {
  model::Rgba v;
  for (int c = 0; c < 4; ++c)
    v.c[c] = model::Scalar::floating(c == k ? 1.0 : 0.0, model::NumClass::Sfloat, true);
  return v;
}

// The weight read-out's footprint at (3, 2): the result is the four weights.
model::LinearFootprint readout() {
  model::LinearFootprint f;
  for (int k = 0; k < 4; ++k) {
    f.texels.emplace_back();
    f.values.push_back(oneHot(k));
  }
  f.alpha = {{0.25, 0.25}, {0.5, 0.5}};
  f.first = {3, 2, 0};
  return f;
}

model::RawResult floats(double x, double y, double z, double w) {
  return {model::floatToBits(float(x)), model::floatToBits(float(y)), model::floatToBits(float(z)),
          model::floatToBits(float(w))};
}

TEST(SampleDiagnosis, NamesTheWeightsADriverUsed) {
  // alpha one 2^-8 step high: 0.25390625, beta 0.5.
  const double a = 0.25390625, b = 0.5;
  const std::string d =
      diagnoseLinearLookup(readout(), floats((1 - a) * (1 - b), a * (1 - b), (1 - a) * b, a * b));
  EXPECT_NE(d.find("footprint at (3, 2) weighted alpha = 0.253906, beta = 0.5 (largest difference 0)"),
            std::string::npos)
      << d;
  EXPECT_NE(d.find("the model: alpha 0.25, beta 0.5"), std::string::npos) << d;
}

TEST(SampleDiagnosis, SaysHowFarTheNearestWeightingIs) {
  // Components summing to 1.5, where every weighting sums to 1: at best each is 0.5 / 4 away.
  const std::string d = diagnoseLinearLookup(readout(), floats(0.5, 0.5, 0.25, 0.25));
  EXPECT_EQ(d.find("largest difference 0)"), std::string::npos) << d;
  EXPECT_NE(d.find("largest difference 0.125"), std::string::npos) << d;
}

}  // namespace
}  // namespace vktexel
