#include "run/sample_diagnosis.h"

#include "model/floatbits.h"

#include <cmath>
#include <cstdio>
#include <limits>
#include <vector>

namespace vktexel {
namespace {

std::string number(double v) {
  char text[32];
  std::snprintf(text, sizeof text, "%.6g", v);
  return text;
}

std::string range(const std::array<double, 2>& r) {
  return r[0] == r[1] ? number(r[0]) : "[" + number(r[0]) + ", " + number(r[1]) + "]";
}

}  // namespace

std::string diagnoseLinearLookup(const model::LinearFootprint& f, const model::RawResult& got) {
  const size_t axes = f.alpha.size();
  if (!axes || f.values.size() != (size_t(1) << axes)) return "";
  std::vector<int> channels;  // the components every texel holds as a finite float
  for (int c = 0; c < 4; ++c) {
    bool usable = std::isfinite(model::bitsToFloat(got[c]));
    for (const model::Rgba& v : f.values)
      usable = usable && v.c[c].kind == model::Scalar::Kind::Float && std::isfinite(v.c[c].real);
    if (usable) channels.push_back(c);
  }
  if (channels.empty()) return "";
  const int steps = axes == 3 ? 64 : 1024;
  const int points = int(std::pow(steps + 1, double(axes)));
  double best = std::numeric_limits<double>::infinity();
  std::vector<double> bestAlpha(axes);
  std::vector<double> alpha(axes);
  for (int n = 0; n < points; ++n) {
    int rest = n;
    for (size_t a = 0; a < axes; ++a, rest /= steps + 1) alpha[a] = double(rest % (steps + 1)) / steps;
    double worst = 0;
    for (int c : channels) {
      double sum = 0;
      for (size_t t = 0; t < f.values.size(); ++t) {
        double w = 1;
        for (size_t a = 0; a < axes; ++a) w *= (t >> a) & 1 ? alpha[a] : 1 - alpha[a];
        sum += w * f.values[t].c[c].real;
      }
      worst = std::max(worst, std::fabs(sum - model::bitsToFloat(got[c])));
    }
    if (worst < best) {
      best = worst;
      bestAlpha = alpha;
    }
  }
  static const char* const kNames[] = {"alpha", "beta", "gamma"};
  std::string weights, model;
  for (size_t a = 0; a < axes; ++a) {
    weights += std::string(a ? ", " : "") + kNames[a] + " = " + number(bestAlpha[a]);
    model += std::string(a ? ", " : "") + kNames[a] + " " + range(f.alpha[a]);
  }
  std::string at = "(" + std::to_string(f.first[0]);
  for (size_t a = 1; a < axes; ++a) at += ", " + std::to_string(f.first[a]);
  at += ")";
  return "is nearest the footprint at " + at + " weighted " + weights + " (largest difference " +
         number(best) + "); the model: " + model;
}

}  // namespace vktexel
