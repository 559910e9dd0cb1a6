// The one-branch decision of a LINEAR lookup on plain data (model/weight_span.h says what a span
// is): whether one point of the free weights explains all four components of a result. vktexel's
// judging step and the standalone repro program decide with this very file (`vktexel repro` writes
// it beside repro.cpp), so a repro checks the same branch set as the suite (issue 64, item 6). It
// needs the C++ standard library only.
#pragma once

#include <algorithm>
#include <array>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <limits>
#include <vector>

namespace span_search {

// Accepted with a witness (a point found that explains the result), Rejected where every part of
// the parameter box is ruled out, Undecided where the search ran out of boxes or halvings first:
// never a pass (issue 64, item 2).
enum class Decision : uint8_t { Accepted, Rejected, Undecided };

using Corners = std::vector<std::array<double, 4>>;

// One branch: `params` free weights, each a parameter t_k in [0, 1]; per corner of [0, 1]^params
// (bit k: parameter k at its upper end) and per channel the result's lower and upper bound; the
// arithmetic allowance per channel; bound[ch] false where the channel is free.
struct Span {
  uint32_t params = 0;
  Corners lo, hi;
  std::array<double, 4> slack{};
  std::array<bool, 4> bound{};
};

// A box this narrow (2^-14 of the free weight's range per parameter) whose centre explains no result
// and which is not ruled out either is left undecided: it is not searched further.
constexpr int kMaxHalvings = 14;
// The search's budget of boxes. A mip blend of 3D footprints has seven free weights; the feasible
// set of four channels is then a thin manifold, and ruling a result out may take many boxes.
constexpr size_t kMaxBoxes = size_t(1) << 18;

namespace detail {

// Every lambda in {-1, 0, 1}^4 with two or more non-zero entries, the first non-zero positive (its
// negation rules out the same boxes): the signed sums of channels the search tries.
inline const std::vector<std::array<int, 4>>& signedSums() {
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
inline double roundingOf(double v) {
  return std::fabs(v) * std::ldexp(1.0, -23) + std::numeric_limits<float>::denorm_min();
}

struct Range {
  double lo, hi;
};

// The multilinear weight of corner k at the point t (bit p of k: parameter p at its upper end),
// without parameter `skip`'s factor where skip < params.
inline double cornerWeight(size_t k, const std::vector<double>& t, uint32_t params, uint32_t skip = ~0u) {
  double w = 1;
  for (uint32_t p = 0; p < params; ++p)
    if (p != skip) w *= (k >> p) & 1 ? t[p] : 1 - t[p];
  return w;
}

// Whether the point t explains every bound channel of g within its tolerance: the witness test the
// box search applies at a box's centre (a multilinear bound at the centre is its corners' mean).
inline bool pointExplains(const Span& span, const std::vector<double>& t, const std::array<double, 4>& g,
                          const std::array<double, 4>& tolerance) {
  std::array<double, 4> lo{}, hi{};
  for (size_t k = 0; k < span.lo.size(); ++k) {
    const double w = cornerWeight(k, t, span.params);
    for (int ch = 0; ch < 4; ++ch) {
      lo[ch] += w * span.lo[k][ch];
      hi[ch] += w * span.hi[k][ch];
    }
  }
  for (int ch = 0; ch < 4; ++ch)
    if (span.bound[ch] && (g[ch] < lo[ch] - tolerance[ch] || g[ch] > hi[ch] + tolerance[ch])) return false;
  return true;
}

// A witness by Newton's method: the bound channels' mid-bounds m_ch(t) = g_ch are fewer equations
// than free weights, so each step is the least-norm one (J^T (J J^T)^-1 r), clamped into [0, 1]^n,
// from the centre and from each corner of a few parameters. Cheap next to the box search and good
// where it is weak: a thin feasible set of many weights (a mip blend of 3D footprints has seven),
// whose boxes' centres rarely land in it. It only ever accepts: a point it finds is tested exactly as
// the search tests a centre; a result it cannot explain goes to the search.
inline bool newtonWitness(const Span& span, const std::array<double, 4>& g,
                          const std::array<double, 4>& tolerance) {
  const uint32_t n = span.params;
  if (n == 0) return false;
  std::vector<int> channels;
  for (int ch = 0; ch < 4; ++ch)
    if (span.bound[ch]) channels.push_back(ch);
  const size_t m = channels.size();
  if (m == 0) return false;
  const size_t corners = span.lo.size();
  // m(t) and its gradient per bound channel.
  const auto evaluate = [&](const std::vector<double>& t, std::vector<double>& value,
                            std::vector<std::vector<double>>& jacobian) {
    value.assign(m, 0);
    jacobian.assign(m, std::vector<double>(n, 0));
    std::vector<double> mid(m);  // corner k's mid-bound per bound channel
    for (size_t k = 0; k < corners; ++k) {
      for (size_t i = 0; i < m; ++i) mid[i] = (span.lo[k][channels[i]] + span.hi[k][channels[i]]) / 2;
      const double w = cornerWeight(k, t, n);
      for (size_t i = 0; i < m; ++i) value[i] += w * mid[i];
      for (uint32_t p = 0; p < n; ++p) {
        const double rest = ((k >> p) & 1 ? 1 : -1) * cornerWeight(k, t, n, p);  // d w / d t_p
        for (size_t i = 0; i < m; ++i) jacobian[i][p] += rest * mid[i];
      }
    }
  };
  const uint32_t startBits = std::min<uint32_t>(n, 4);  // the centre, then 2^4 corners' mid-points
  std::vector<double> value;
  std::vector<std::vector<double>> jacobian;
  for (uint32_t start = 0; start <= (1u << startBits); ++start) {
    std::vector<double> t(n, 0.5);
    if (start > 0)
      for (uint32_t p = 0; p < startBits; ++p) t[p] = ((start - 1) >> p) & 1 ? 0.75 : 0.25;
    for (int step = 0; step < 40; ++step) {
      if (pointExplains(span, t, g, tolerance)) return true;
      evaluate(t, value, jacobian);
      // r = g - m(t); solve (J J^T) y = r (m x m, at most 4: Gaussian elimination), dt = J^T y.
      std::vector<std::vector<double>> a(m, std::vector<double>(m + 1, 0));
      for (size_t i = 0; i < m; ++i) {
        for (size_t j = 0; j < m; ++j)
          for (uint32_t p = 0; p < n; ++p) a[i][j] += jacobian[i][p] * jacobian[j][p];
        a[i][m] = g[channels[i]] - value[i];
      }
      bool singular = false;
      for (size_t col = 0; col < m && !singular; ++col) {
        size_t pivot = col;
        for (size_t r = col + 1; r < m; ++r)
          if (std::fabs(a[r][col]) > std::fabs(a[pivot][col])) pivot = r;
        if (std::fabs(a[pivot][col]) < 1e-300) {
          singular = true;
          break;
        }
        std::swap(a[col], a[pivot]);
        for (size_t r = 0; r < m; ++r) {
          if (r == col) continue;
          const double f = a[r][col] / a[col][col];
          for (size_t c = col; c <= m; ++c) a[r][c] -= f * a[col][c];
        }
      }
      if (singular) break;
      bool moved = false;
      for (uint32_t p = 0; p < n; ++p) {
        double dt = 0;
        for (size_t i = 0; i < m; ++i) dt += jacobian[i][p] * a[i][m] / a[i][i];
        const double next = std::clamp(t[p] + dt, 0.0, 1.0);
        moved = moved || next != t[p];
        t[p] = next;
      }
      if (!moved) break;
    }
  }
  return false;
}

}  // namespace detail

// `got`: the four result words, bound channels read as binary32.
inline Decision decide(const Span& span, const uint32_t got[4], size_t maxBoxes = kMaxBoxes) {
  using detail::Range;
  std::array<double, 4> g{}, tolerance{};
  for (int ch = 0; ch < 4; ++ch) {
    if (!span.bound[ch]) continue;
    float f;
    std::memcpy(&f, &got[ch], 4);
    if (std::isnan(f)) return Decision::Rejected;
    g[ch] = f;
    tolerance[ch] = span.slack[ch] + detail::roundingOf(f);
  }
  // Depth-first over halvings of the parameter box; each box's bounds lie at its corners (the
  // bounds are multilinear), and a halving's corner values are the parent's or their averages.
  struct Box {
    Corners lo, hi;
    int halvings;
  };
  const size_t corners = span.lo.size();
  // A channel's bounds at the box's centre: the mean of its corners (the bounds are multilinear).
  const auto centre = [&](const Box& box, int ch) {
    Range r{0, 0};
    for (size_t k = 0; k < corners; ++k) {
      r.lo += box.lo[k][ch];
      r.hi += box.hi[k][ch];
    }
    return Range{r.lo / double(corners), r.hi / double(corners)};
  };
  // How far the box's centre misses the result, summed over channels in units of their tolerance:
  // the halving that misses less is searched first.
  const auto miss = [&](const Box& box) {
    double sum = 0;
    for (int ch = 0; ch < 4; ++ch) {
      if (!span.bound[ch]) continue;
      const Range c = centre(box, ch);
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
          for (Corners* table : {&box.lo, &box.hi})
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
      const Range c = centre(box, ch);
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
    for (const std::array<int, 4>& lambda : detail::signedSums()) {
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
  if (detail::newtonWitness(span, g, tolerance)) return Decision::Accepted;  // a witness first: cheap
  std::vector<Box> stack{{span.lo, span.hi, 0}};
  size_t boxes = 0;
  bool undecided = false;  // a box too narrow to halve was neither ruled out nor explained
  while (!stack.empty()) {
    if (++boxes > maxBoxes) return Decision::Undecided;
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
    if (everywhere || centreExplains(box)) return Decision::Accepted;  // a witness first: cheap
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
  return undecided ? Decision::Undecided : Decision::Rejected;
}

}  // namespace span_search
