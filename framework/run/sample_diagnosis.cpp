#include "run/sample_diagnosis.h"

#include "model/floatbits.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <limits>
#include <set>
#include <utility>
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
  const auto error = [&](const std::vector<double>& alpha) {
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
    return worst;
  };
  // Coarse to fine: every point of a 1/16 grid (1/8 in 3D), then a finer grid around the best
  // few points of the last, down to the finest. A few thousand weightings where the whole fine
  // grid was a million per probe (7 % of a warm whole-suite run on lavapipe 22.3).
  const std::vector<int> grids = axes == 3 ? std::vector<int>{8, 64} : std::vector<int>{16, 128, 1024};
  constexpr size_t kKept = 4;
  using Point = std::vector<int>;  // grid coordinates on the current grid
  std::vector<std::pair<double, Point>> kept;
  for (size_t level = 0; level < grids.size(); ++level) {
    const int n = grids[level];
    std::set<Point> points;
    // Every grid point of the box [lo, hi] (per axis, inclusive).
    const auto addBox = [&](const Point& lo, const Point& hi) {
      Point p = lo;
      for (bool more = true; more;) {
        points.insert(p);
        more = false;
        for (size_t a = 0; a < axes && !more; ++a) {
          if (++p[a] <= hi[a])
            more = true;
          else
            p[a] = lo[a];
        }
      }
    };
    if (level == 0) {
      addBox(Point(axes, 0), Point(axes, n));
    } else {
      const int scale = n / grids[level - 1];  // the last grid's cell, in this grid's steps
      for (const auto& [err, centre] : kept) {
        Point lo(axes), hi(axes);
        for (size_t a = 0; a < axes; ++a) {
          lo[a] = std::max(0, centre[a] * scale - scale);
          hi[a] = std::min(n, centre[a] * scale + scale);
        }
        addBox(lo, hi);
      }
    }
    std::vector<std::pair<double, Point>> scored;
    std::vector<double> alpha(axes);
    for (const Point& p : points) {
      for (size_t a = 0; a < axes; ++a) alpha[a] = double(p[a]) / n;
      scored.emplace_back(error(alpha), p);
    }
    const size_t keep = std::min(kKept, scored.size());
    std::partial_sort(scored.begin(), scored.begin() + keep, scored.end());
    kept.assign(scored.begin(), scored.begin() + keep);
  }
  const double best = kept.front().first;
  std::vector<double> bestAlpha(axes);
  for (size_t a = 0; a < axes; ++a) bestAlpha[a] = double(kept.front().second[a]) / grids.back();
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
