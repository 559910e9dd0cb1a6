#include "model/weight_span.h"

#include "model/floatbits.h"
#include "model/mip_blend.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <limits>

namespace vktexel::model {
namespace {

// A box this narrow (2^-14 of the free weight's range per parameter) whose centre explains no result
// and which is not ruled out either is left undecided: it is not searched further.
constexpr int kMaxHalvings = 14;
// The search's budget of boxes. A result it has not decided by then is Undecided, never accepted (a
// mip blend of 3D footprints has seven free weights; the feasible set of four channels is then a
// thin manifold, and ruling a result out may take many boxes; issue 64, item 2).
constexpr size_t kMaxBoxes = size_t(1) << 18;

using Table = std::vector<std::array<double, 4>>;

std::string rangeText(const char* name, double lo, double hi) {
  char text[96];
  std::snprintf(text, sizeof text, "%s [%.9g, %.9g]", name, lo, hi);
  return text;
}

// A level's branch as a span: its own, or its box (one corner, no parameter, the slack inside).
WeightSpan asSpan(const VecCheck& v) {
  if (v.span) return *v.span;
  WeightSpan s;
  s.lo.resize(1);
  s.hi.resize(1);
  for (int ch = 0; ch < 4; ++ch) {
    const std::optional<ValueRange> r = finiteRangeOf(v.c[ch]);
    s.bound[ch] = r.has_value();
    s.lo[0][ch] = r ? r->lo : 0;
    s.hi[0][ch] = r ? r->hi : 0;
  }
  return s;
}

// Every lambda in {-1, 0, 1}^4 with two or more non-zero entries, the first non-zero positive (its
// negation rules out the same boxes): the signed sums of channels the search tries.
const std::vector<std::array<int, 4>>& signedSums() {
  static const std::vector<std::array<int, 4>> sums = [] {
    std::vector<std::array<int, 4>> out;
    for (int code = 0; code < 81; ++code) {
      std::array<int, 4> lambda{};
      int used = 0, first = 0;
      for (int ch = 0, c = code; ch < 4; ++ch, c /= 3) {
        lambda[ch] = c % 3 - 1;
        if (lambda[ch] && !first) first = lambda[ch];
        used += lambda[ch] != 0;
      }
      if (used >= 2 && first > 0) out.push_back(lambda);
    }
    return out;
  }();
  return sums;
}

// The binary32 rounding of a bound: the box printed for a branch rounds outward, so must this.
double roundingOf(double v) {
  return std::fabs(v) * std::ldexp(1.0, -23) + std::numeric_limits<float>::denorm_min();
}

}  // namespace

std::shared_ptr<const WeightSpan> footprintSpan(const std::array<std::vector<ValueRange>, 4>& values,
                                                const std::array<bool, 4>& bound,
                                                const std::vector<WeightRange>& axes,
                                                const std::array<double, 4>& slack) {
  std::vector<size_t> free;
  for (size_t a = 0; a < axes.size(); ++a)
    if (axes[a].alphaLo < axes[a].alphaHi) free.push_back(a);
  if (free.empty()) return nullptr;
  auto s = std::make_shared<WeightSpan>();
  s->params = uint32_t(free.size());
  s->bound = bound;
  s->slack = slack;
  static const char* const kNames[] = {"alpha", "beta", "gamma"};
  for (size_t a = 0; a < axes.size(); ++a)
    s->weights += (a ? ", " : "") + rangeText(kNames[a], axes[a].alphaLo, axes[a].alphaHi);
  const size_t corners = size_t(1) << free.size(), texels = size_t(1) << axes.size();
  s->lo.assign(corners, {});
  s->hi.assign(corners, {});
  for (size_t corner = 0; corner < corners; ++corner) {
    std::vector<double> alpha;
    for (const WeightRange& a : axes) alpha.push_back(a.alphaLo);
    for (size_t k = 0; k < free.size(); ++k)
      if ((corner >> k) & 1) alpha[free[k]] = axes[free[k]].alphaHi;
    for (size_t t = 0; t < texels; ++t) {
      double w = 1;
      for (size_t a = 0; a < axes.size(); ++a) w *= (t >> a) & 1 ? alpha[a] : 1 - alpha[a];
      for (int ch = 0; ch < 4; ++ch) {
        if (!bound[ch]) continue;
        s->lo[corner][ch] += w * values[ch][t].lo;
        s->hi[corner][ch] += w * values[ch][t].hi;
      }
    }
  }
  return s;
}

std::shared_ptr<const WeightSpan> blendSpan(const VecCheck& fine, const VecCheck& coarse,
                                            const WeightRange& delta,
                                            const std::array<double, 4>& stageSlack) {
  const bool deltaFree = delta.alphaLo < delta.alphaHi;
  if (!fine.span && !coarse.span && !deltaFree) return nullptr;
  const WeightSpan f = asSpan(fine), c = asSpan(coarse);
  auto s = std::make_shared<WeightSpan>();
  s->params = f.params + c.params + (deltaFree ? 1 : 0);
  s->weights = (fine.span ? "fine level " + f.weights + "; " : "") +
               (coarse.span ? "coarse level " + c.weights + "; " : "") +
               rangeText("delta", delta.alphaLo, delta.alphaHi);
  for (int ch = 0; ch < 4; ++ch) {
    s->bound[ch] = f.bound[ch] && c.bound[ch];
    s->slack[ch] = std::max(f.slack[ch], c.slack[ch]) + stageSlack[ch];
  }
  const size_t corners = size_t(1) << s->params;
  s->lo.assign(corners, {});
  s->hi.assign(corners, {});
  const size_t fineCorners = size_t(1) << f.params, coarseCorners = size_t(1) << c.params;
  for (size_t corner = 0; corner < corners; ++corner) {
    const size_t fc = corner & (fineCorners - 1), cc = (corner >> f.params) & (coarseCorners - 1);
    const double d = deltaFree && ((corner >> (f.params + c.params)) & 1) ? delta.alphaHi : delta.alphaLo;
    for (int ch = 0; ch < 4; ++ch) {
      s->lo[corner][ch] = (1 - d) * f.lo[fc][ch] + d * c.lo[cc][ch];
      s->hi[corner][ch] = (1 - d) * f.hi[fc][ch] + d * c.hi[cc][ch];
    }
  }
  return s;
}

SpanDecision decideSpan(const WeightSpan& span, const RawResult& got, size_t maxBoxes) {
  std::array<double, 4> g{}, tolerance{};
  for (int ch = 0; ch < 4; ++ch) {
    if (!span.bound[ch]) continue;
    const float f = bitsToFloat(got[ch]);
    if (std::isnan(f)) return SpanDecision::Rejected;
    g[ch] = f;
    tolerance[ch] = span.slack[ch] + roundingOf(f);
  }
  // Depth-first over halvings of the parameter box; each box's bounds lie at its corners (the
  // bounds are multilinear), and a halving's corner values are the parent's or their averages.
  struct Box {
    Table lo, hi;
    int halvings;
  };
  const size_t corners = span.lo.size();
  // A channel's bounds at the box's centre: the mean of its corners (the bounds are multilinear).
  const auto centre = [&](const Box& box, int ch) {
    ValueRange r{0, 0};
    for (size_t k = 0; k < corners; ++k) {
      r.lo += box.lo[k][ch];
      r.hi += box.hi[k][ch];
    }
    return ValueRange{r.lo / double(corners), r.hi / double(corners)};
  };
  // How far the box's centre misses the result, summed over channels in units of their tolerance:
  // the halving that misses less is searched first.
  const auto miss = [&](const Box& box) {
    double sum = 0;
    for (int ch = 0; ch < 4; ++ch) {
      if (!span.bound[ch]) continue;
      const ValueRange c = centre(box, ch);
      sum += std::max({0.0, c.lo - g[ch], g[ch] - c.hi}) / (tolerance[ch] + 1e-300);
    }
    return sum;
  };
  // Narrowing: along parameter k the bounds are linear at each corner of the other parameters, so
  // the t_k where some corner's lower bound reaches g + tolerance (and some upper bound reaches
  // g - tolerance) form an interval per channel; t_k outside every channel's interval explains no
  // channel there and is cut off (the box shrinks, its corners interpolated). False: nothing is left.
  const auto narrow = [&](Box& box) {
    for (int round = 0; round < 2; ++round)
      for (uint32_t k = 0; k < span.params; ++k) {
        double a = 0, b = 1;
        for (int ch = 0; ch < 4; ++ch) {
          if (!span.bound[ch]) continue;
          double loA = 2, loB = -1, hiA = 2, hiB = -1;  // hulls of the t where a corner's line reaches g
          for (size_t c0 = 0; c0 < corners; ++c0) {
            if ((c0 >> k) & 1) continue;
            const size_t c1 = c0 | (size_t(1) << k);
            // lo0 + t (lo1 - lo0) <= g + tolerance, and hi0 + t (hi1 - hi0) >= g - tolerance
            const auto reach = [](double v0, double v1, double bound, bool below, double& from, double& to) {
              const double d = v1 - v0;
              double t0 = 0, t1 = 1;
              if (d == 0) {
                if (below ? v0 > bound : v0 < bound) return;
              } else {
                const double t = (bound - v0) / d;
                if ((d > 0) == below)
                  t1 = std::min(1.0, t);
                else
                  t0 = std::max(0.0, t);
                if (t0 > t1) return;
              }
              from = std::min(from, t0);
              to = std::max(to, t1);
            };
            reach(box.lo[c0][ch], box.lo[c1][ch], g[ch] + tolerance[ch], true, loA, loB);
            reach(box.hi[c0][ch], box.hi[c1][ch], g[ch] - tolerance[ch], false, hiA, hiB);
          }
          a = std::max({a, loA, hiA});
          b = std::min({b, loB, hiB});
        }
        if (a > b) return false;
        if (a <= 0 && b >= 1) continue;
        for (size_t c0 = 0; c0 < corners; ++c0) {
          if ((c0 >> k) & 1) continue;
          const size_t c1 = c0 | (size_t(1) << k);
          for (Table* table : {&box.lo, &box.hi})
            for (int ch = 0; ch < 4; ++ch) {
              const double v0 = (*table)[c0][ch], v1 = (*table)[c1][ch];
              (*table)[c0][ch] = v0 + a * (v1 - v0);
              (*table)[c1][ch] = v0 + b * (v1 - v0);
            }
        }
      }
    return true;
  };
  // Whether the box's centre explains every channel: a witness, one weight per axis that gives the
  // result.
  const auto centreExplains = [&](const Box& box) {
    for (int ch = 0; ch < 4; ++ch) {
      if (!span.bound[ch]) continue;
      const ValueRange c = centre(box, ch);
      if (g[ch] < c.lo - tolerance[ch] || g[ch] > c.hi + tolerance[ch]) return false;
    }
    return true;
  };
  // Channels the read-outs tie together (weights that sum to one: R + G = 1 at every weight) leave
  // a thin feasible set that no channel alone rules out until the boxes are tiny. A signed sum of
  // channels, sum lambda_ch f_ch(t), is multilinear too, so its bounds over a box lie at the box's
  // corners: where sum lambda_ch g_ch is outside them by more than sum |lambda_ch| tolerance_ch, no
  // point of the box explains the result (issue 64, item 2). Every lambda of signedSums() over bound
  // channels.
  const auto combinationRulesOut = [&](const Box& box) {
    for (const std::array<int, 4>& lambda : signedSums()) {
      bool free = false;  // a combination over a free channel says nothing
      for (int ch = 0; ch < 4; ++ch) free = free || (lambda[ch] && !span.bound[ch]);
      if (free) continue;
      double target = 0, slack = 0, least = std::numeric_limits<double>::infinity(), most = -least;
      for (int ch = 0; ch < 4; ++ch) {
        target += lambda[ch] * g[ch];
        slack += std::abs(lambda[ch]) * tolerance[ch];
      }
      for (size_t k = 0; k < corners; ++k) {
        double lo = 0, hi = 0;  // the combination's bounds at the corner
        for (int ch = 0; ch < 4; ++ch) {
          if (lambda[ch] > 0) {
            lo += box.lo[k][ch];
            hi += box.hi[k][ch];
          } else if (lambda[ch] < 0) {
            lo -= box.hi[k][ch];
            hi -= box.lo[k][ch];
          }
        }
        least = std::min(least, lo);
        most = std::max(most, hi);
      }
      if (target < least - slack || target > most + slack) return true;
    }
    return false;
  };
  std::vector<Box> stack{{span.lo, span.hi, 0}};
  size_t boxes = 0;
  bool undecided = false;  // a box too narrow to halve was neither ruled out nor explained
  while (!stack.empty()) {
    if (++boxes > maxBoxes) return SpanDecision::Undecided;
    Box box = std::move(stack.back());
    stack.pop_back();
    if (!narrow(box)) continue;
    bool everywhere = true, nowhere = false;
    for (int ch = 0; ch < 4 && !nowhere; ++ch) {
      if (!span.bound[ch]) continue;
      double loMin = box.lo[0][ch], loMax = loMin, hiMin = box.hi[0][ch], hiMax = hiMin;
      for (size_t k = 1; k < corners; ++k) {
        loMin = std::min(loMin, box.lo[k][ch]);
        loMax = std::max(loMax, box.lo[k][ch]);
        hiMin = std::min(hiMin, box.hi[k][ch]);
        hiMax = std::max(hiMax, box.hi[k][ch]);
      }
      if (g[ch] < loMin - tolerance[ch] || g[ch] > hiMax + tolerance[ch]) nowhere = true;
      if (g[ch] < loMax - tolerance[ch] || g[ch] > hiMin + tolerance[ch]) everywhere = false;
    }
    if (nowhere) continue;
    if (everywhere || centreExplains(box)) return SpanDecision::Accepted;  // a witness first: cheap
    if (combinationRulesOut(box)) continue;
    if (span.params == 0 || box.halvings >= kMaxHalvings * int(span.params)) {
      undecided = true;
      continue;
    }
    // Halve the weight along which the bounds move most, in units of the channels' tolerance.
    uint32_t k = 0;
    double widest = -1;
    for (uint32_t p = 0; p < span.params; ++p) {
      double spread = 0;
      for (size_t c0 = 0; c0 < corners; ++c0) {
        if ((c0 >> p) & 1) continue;
        const size_t c1 = c0 | (size_t(1) << p);
        for (int ch = 0; ch < 4; ++ch)
          if (span.bound[ch])
            spread = std::max(spread, (std::fabs(box.lo[c1][ch] - box.lo[c0][ch]) +
                                       std::fabs(box.hi[c1][ch] - box.hi[c0][ch])) /
                                          (tolerance[ch] + 1e-300));
      }
      if (spread > widest) {
        widest = spread;
        k = p;
      }
    }
    Box low{box.lo, box.hi, box.halvings + 1}, high{box.lo, box.hi, box.halvings + 1};
    for (size_t corner = 0; corner < corners; ++corner) {
      if ((corner >> k) & 1) continue;
      const size_t up = corner | (size_t(1) << k);
      for (int ch = 0; ch < 4; ++ch) {
        const double midLo = (box.lo[corner][ch] + box.lo[up][ch]) / 2,
                     midHi = (box.hi[corner][ch] + box.hi[up][ch]) / 2;
        low.lo[up][ch] = midLo;
        low.hi[up][ch] = midHi;
        high.lo[corner][ch] = midLo;
        high.hi[corner][ch] = midHi;
      }
    }
    const bool lowFirst = miss(low) <= miss(high);  // the stack's top is searched next
    stack.push_back(std::move(lowFirst ? high : low));
    stack.push_back(std::move(lowFirst ? low : high));
  }
  return undecided ? SpanDecision::Undecided : SpanDecision::Rejected;
}

SpanDecision decideSpan(const WeightSpan& span, const RawResult& got) {
  return decideSpan(span, got, kMaxBoxes);
}

RawResult spanCentre(const WeightSpan& span) {
  RawResult v{};
  for (int ch = 0; ch < 4; ++ch) {
    double sum = 0;
    for (size_t k = 0; k < span.lo.size(); ++k) sum += span.lo[k][ch] + span.hi[k][ch];
    v[ch] = span.bound[ch] ? floatToBits(float(sum / (2.0 * double(span.lo.size())))) : 0;
  }
  return v;
}

}  // namespace vktexel::model
