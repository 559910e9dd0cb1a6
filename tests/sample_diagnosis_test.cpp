// The diagnosis of a wrong LINEAR result (run/sample_diagnosis.h): it names the weights the driver
// used, and says how far the nearest weighting is when none fits.
#include "run/sample_diagnosis.h"

#include "model/floatbits.h"

#include <gtest/gtest.h>

#include <cstdio>

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

// The search runs coarse to fine: it must still land on the exact weights a driver used, wherever
// they lie on the grid and whatever the texels, in 2D and 3D.
TEST(SampleDiagnosis, FindsExactWeightsOnTheGrid) {
  uint32_t seed = 12345;
  const auto next = [&seed] { return (seed = seed * 1664525u + 1013904223u) >> 8; };
  for (size_t axes : {size_t(2), size_t(3)}) {
    const int grid = axes == 3 ? 64 : 1024;
    for (int trial = 0; trial < 50; ++trial) {
      model::LinearFootprint f;
      for (size_t t = 0; t < (size_t(1) << axes); ++t) {
        f.texels.emplace_back();
        model::Rgba v;
        for (int c = 0; c < 4; ++c)
          v.c[c] = model::Scalar::floating(double(next() % 1000) / 999, model::NumClass::Sfloat, true);
        f.values.push_back(v);
      }
      std::vector<double> w(axes);
      for (size_t a = 0; a < axes; ++a) {
        w[a] = double(next() % (grid + 1)) / grid;
        f.alpha.push_back({0.5, 0.5});
      }
      double c[4] = {0, 0, 0, 0};
      for (size_t t = 0; t < f.values.size(); ++t) {
        double weight = 1;
        for (size_t a = 0; a < axes; ++a) weight *= (t >> a) & 1 ? w[a] : 1 - w[a];
        for (int k = 0; k < 4; ++k) c[k] += weight * f.values[t].c[k].real;
      }
      const std::string d = diagnoseLinearLookup(f, floats(c[0], c[1], c[2], c[3]));
      std::string weights = "weighted ";
      static const char* const kNames[] = {"alpha", "beta", "gamma"};
      for (size_t a = 0; a < axes; ++a) {
        char text[64];
        std::snprintf(text, sizeof text, "%s%s = %.6g", a ? ", " : "", kNames[a], w[a]);
        weights += text;
      }
      EXPECT_NE(d.find(weights + " (largest difference"), std::string::npos) << weights << "\n" << d;
    }
  }
}

}  // namespace
}  // namespace vktexel
