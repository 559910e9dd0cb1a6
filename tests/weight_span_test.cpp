// One weight per axis for all four components (model/weight_span.h): a result each of whose
// channels some weight explains, but no one weight explains all, is rejected.
#include "model/weight_span.h"

#include "model/floatbits.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <limits>

namespace vktexel::model {
namespace {

RawResult floats(float x, float y, float z, float w) {
  return {floatToBits(x), floatToBits(y), floatToBits(z), floatToBits(w)};
}

// Two texels along one axis: R goes 0 -> 1, G 1 -> 0 (so R + G = 1 at every alpha), B and A free.
std::shared_ptr<const WeightSpan> crossing(double alphaLo, double alphaHi, double slack = 0) {
  std::array<std::vector<ValueRange>, 4> values;
  values[0] = {{0, 0}, {1, 1}};
  values[1] = {{1, 1}, {0, 0}};
  return footprintSpan(values, {true, true, false, false}, {{alphaLo, alphaHi}}, {slack, slack, 0, 0});
}

TEST(WeightSpan, NoneWhereEveryWeightIsExact) {
  EXPECT_EQ(crossing(0.25, 0.25), nullptr);
}

TEST(WeightSpan, OneAlphaForEveryChannel) {
  const auto span = crossing(0.25, 0.5);
  ASSERT_NE(span, nullptr);
  EXPECT_TRUE(spanAccepts(*span, floats(0.3f, 0.7f, 123, -5)));  // alpha 0.3 for both; B, A free
  EXPECT_TRUE(spanAccepts(*span, floats(0.25f, 0.75f, 0, 0)));   // an end of the range
  EXPECT_FALSE(spanAccepts(*span, floats(0.3f, 0.6f, 0, 0)));    // alpha 0.3 for R, 0.4 for G
  EXPECT_FALSE(spanAccepts(*span, floats(0.5f, 0.75f, 0, 0)));   // the two ends mixed: a box's corner
  EXPECT_FALSE(spanAccepts(*span, floats(0.2f, 0.8f, 0, 0)));    // one alpha, but outside the range
  EXPECT_FALSE(spanAccepts(*span, floats(std::nanf(""), 0.7f, 0, 0)));
  EXPECT_TRUE(spanAccepts(*span, spanCentre(*span)));
}

TEST(WeightSpan, TheSlackWidensEachChannelAtOneAlpha) {
  const auto span = crossing(0.25, 0.5, 0.01);
  EXPECT_TRUE(spanAccepts(*span, floats(0.3f, 0.71f, 0, 0)));  // alpha 0.3, G 0.01 off
  EXPECT_FALSE(spanAccepts(*span, floats(0.3f, 0.6f, 0, 0)));  // still 0.1 apart
}

// Two levels' boxes blended by one delta in [0, 1/4]: level 0 (1, 0), level 1 (0, 1).
TEST(WeightSpan, OneDeltaForEveryChannel) {
  VecCheck fine, coarse;
  fine.c = {ComponentCheck::exactFloat(1), ComponentCheck::exactFloat(0), ComponentCheck{}, ComponentCheck{}};
  coarse.c = {ComponentCheck::exactFloat(0), ComponentCheck::exactFloat(1), ComponentCheck{},
              ComponentCheck{}};
  const auto span = blendSpan(fine, coarse, {0, 0.25}, {0, 0, 0, 0});
  ASSERT_NE(span, nullptr);
  EXPECT_TRUE(spanAccepts(*span, floats(0.9f, 0.1f, 0, 0)));
  EXPECT_FALSE(spanAccepts(*span, floats(1, 0.25f, 0, 0)));               // level weights summing to 1.25
  EXPECT_EQ(blendSpan(fine, coarse, {0.5, 0.5}, {0, 0, 0, 0}), nullptr);  // delta exact: the box
  // A level's own span carries into the blend: alpha and delta both free, one of each.
  VecCheck spanned;
  spanned.c = fine.c;
  spanned.span = crossing(0.25, 0.5);
  const auto both = blendSpan(spanned, coarse, {0, 0.25}, {0, 0, 0, 0});
  ASSERT_NE(both, nullptr);
  EXPECT_EQ(both->params, 2u);
  // alpha 0.3, delta 0.2: R = 0.8 x 0.3 + 0.2 x 0 = 0.24, G = 0.8 x 0.7 + 0.2 x 1 = 0.76.
  EXPECT_TRUE(spanAccepts(*both, floats(0.24f, 0.76f, 0, 0)));
  EXPECT_FALSE(spanAccepts(*both, floats(0.24f, 0.66f, 0, 0)));
}

// Issue 64, items 2 and 11: the search against a brute-force grid. Random spans of 1 to 4 free
// weights (a 1D, 2D or 3D footprint, or a 2D one blended with delta) and random results near them:
// where a grid point explains the result it must be Accepted; where even the grid's least violation,
// less what the bounds can move between grid points, is above zero, it must be Rejected; never an
// Accepted the grid cannot confirm within that movement. A search cut short (a bisection depth of 1)
// accepts or leaves undecided what the grid rules out.
struct GridVerdict {
  bool witness = false;   // a grid point explains every channel
  bool ruledOut = false;  // no point of the box can
  double leastViolation = 0;
};

GridVerdict bruteForce(const WeightSpan& span, const std::array<double, 4>& g, int steps) {
  const uint32_t n = span.params;
  const size_t corners = span.lo.size();
  std::array<double, 4> tolerance{};
  for (int ch = 0; ch < 4; ++ch)
    tolerance[ch] = span.slack[ch] + std::fabs(g[ch]) * std::ldexp(1.0, -23) + 1.5e-45;
  // How far the bounds move between neighbouring grid points: per parameter, the largest change of
  // a bound across the box (multilinear: at most its largest corner difference), times the step.
  double movement = 0;
  for (uint32_t k = 0; k < n; ++k) {
    double most = 0;
    for (size_t c0 = 0; c0 < corners; ++c0)
      if (!((c0 >> k) & 1))
        for (int ch = 0; ch < 4; ++ch)
          if (span.bound[ch]) {
            const size_t c1 = c0 | (size_t(1) << k);
            most = std::max({most, std::fabs(span.lo[c1][ch] - span.lo[c0][ch]),
                             std::fabs(span.hi[c1][ch] - span.hi[c0][ch])});
          }
    movement += most / steps / 2;
  }
  GridVerdict v;
  v.leastViolation = std::numeric_limits<double>::infinity();
  std::vector<int> at(n, 0);
  for (;;) {
    double worst = 0;
    for (int ch = 0; ch < 4; ++ch) {
      if (!span.bound[ch]) continue;
      double lo = 0, hi = 0;
      for (size_t c = 0; c < corners; ++c) {
        double w = 1;
        for (uint32_t k = 0; k < n; ++k) {
          const double t = double(at[k]) / steps;
          w *= (c >> k) & 1 ? t : 1 - t;
        }
        lo += w * span.lo[c][ch];
        hi += w * span.hi[c][ch];
      }
      worst = std::max({worst, lo - tolerance[ch] - g[ch], g[ch] - hi - tolerance[ch]});
    }
    v.leastViolation = std::min(v.leastViolation, worst);
    uint32_t k = 0;
    while (k < n && ++at[k] > steps) at[k++] = 0;
    if (k == n) break;
  }
  v.witness = v.leastViolation <= 0;
  v.ruledOut = v.leastViolation > movement * 1.000001;
  return v;
}

TEST(WeightSpan, SearchAgreesWithABruteForceGrid) {
  uint64_t state = 0x9e3779b97f4a7c15ull;
  const auto uniform = [&] {  // xorshift64*: the same cases on every machine
    state ^= state >> 12;
    state ^= state << 25;
    state ^= state >> 27;
    return double((state * 2685821657736338717ull) >> 11) / double(uint64_t(1) << 53);
  };
  size_t accepted = 0, rejected = 0, undecided = 0;
  for (uint32_t params = 1; params <= 4; ++params) {
    const int steps = params == 1 ? 1024 : params == 2 ? 96 : params == 3 ? 20 : 10;
    for (int trial = 0; trial < (params <= 2 ? 1500 : 500); ++trial) {
      WeightSpan span;
      span.params = params;
      const size_t corners = size_t(1) << params;
      span.lo.assign(corners, {});
      span.hi.assign(corners, {});
      for (int ch = 0; ch < 4; ++ch) {
        span.bound[ch] = ch < 3 || trial % 2;
        span.slack[ch] = trial % 3 == 0 ? 0.0 : 1.0 / 255;
      }
      for (size_t c = 0; c < corners; ++c)
        for (int ch = 0; ch < 4; ++ch) {
          span.lo[c][ch] = uniform();
          span.hi[c][ch] = span.lo[c][ch] + (trial % 4 == 0 ? 0.01 * uniform() : 0.0);
        }
      // A result: the bounds' middle at a random point, each channel moved by up to 3 tolerances.
      std::vector<double> t(params);
      for (double& x : t) x = uniform();
      std::array<double, 4> g{};
      RawResult got{};
      for (int ch = 0; ch < 4; ++ch) {
        double mid = 0;
        for (size_t c = 0; c < corners; ++c) {
          double w = 1;
          for (uint32_t k = 0; k < params; ++k) w *= (c >> k) & 1 ? t[k] : 1 - t[k];
          mid += w * (span.lo[c][ch] + span.hi[c][ch]) / 2;
        }
        g[ch] = double(float(mid + (uniform() * 6 - 3) * (span.slack[ch] + 0.004)));
        got[ch] = floatToBits(float(g[ch]));
      }
      const GridVerdict grid = bruteForce(span, g, steps);
      const SpanDecision d = decideSpan(span, got);
      if (grid.witness) {
        EXPECT_EQ(d, SpanDecision::Accepted) << "params " << params << " trial " << trial;
      } else if (grid.ruledOut) {
        EXPECT_EQ(d, SpanDecision::Rejected) << "params " << params << " trial " << trial;
      }
      accepted += d == SpanDecision::Accepted;
      rejected += d == SpanDecision::Rejected;
      undecided += d == SpanDecision::Undecided;
    }
  }
  EXPECT_GT(accepted, 500u);  // both answers are well represented
  EXPECT_GT(rejected, 500u);
  // Undecided only where the grid is inconclusive too (a result within a grid step's movement of
  // the boundary), and rarely.
  EXPECT_LE(undecided, 8u);
}

// A search given no boxes says so: it never accepts (nor rejects) what it has not decided.
TEST(WeightSpan, AnExhaustedBudgetIsUndecidedNotAccepted) {
  const auto span = crossing(0.25, 0.5);
  EXPECT_EQ(decideSpan(*span, floats(0.3f, 0.6f, 0, 0), 0), SpanDecision::Undecided);
  EXPECT_EQ(decideSpan(*span, floats(0.3f, 0.7f, 0, 0), 0), SpanDecision::Undecided);
  EXPECT_EQ(decideSpan(*span, floats(0.3f, 0.6f, 0, 0)), SpanDecision::Rejected);
  EXPECT_EQ(decideSpan(*span, floats(0.3f, 0.7f, 0, 0), 1), SpanDecision::Accepted);
}

// A thin feasible set: four channels tied to four weights, the result on it near its boundary. The
// box search ran out of boxes here before it was given a Newton witness (the span and result were
// judge_test's undecided example); a point that explains all four channels is found now, and
// results no point explains are still ruled out.
TEST(WeightSpan, NewtonFindsTheWitnessOfAThinFeasibleSet) {
  WeightSpan span;
  span.params = 4;
  span.bound = {true, true, true, true};
  span.lo = span.hi = {{0.064919597920854555, 0.11239299979340667, 0.1476163541727572, 0.65495009476764632},
                       {0.089625359419353012, 0.38481036081977693, 0.11542628618580297, 0.61939881484283987},
                       {0.31626017333830558, 0.49099327405768134, 0.62225376241142449, 0.4012954593291933},
                       {0.64875866285014583, 0.20006554499153606, 0.093120036663798089, 0.60517427268708124},
                       {0.18757945522868735, 0.53490340294622407, 0.88776251685955787, 0.26090687994815032},
                       {0.96235780532002091, 0.85007491773872701, 0.84994367395486403, 0.32273913236426999},
                       {0.7790443062773853, 0.79603516551771647, 0.4778984641600289, 0.20150729456270555},
                       {0.83008198806331568, 0.41469110809206156, 0.70344682955052251, 0.7129931680652758},
                       {0.88758707795446823, 0.55162389927728983, 0.99878142379825374, 0.91937019787903007},
                       {0.66876711079474804, 0.059467063893294148, 0.3600177831948288, 0.9507677105901553},
                       {0.55993651032309666, 0.8512710130172636, 0.93445792195696464, 0.72972799244570974},
                       {0.13015383416666859, 0.072166721892728658, 0.57141050621593392, 0.9137137960151811},
                       {0.0060989914072762108, 0.26261364843286028, 0.69117334048736012, 0.36037413858785028},
                       {0.74540619517896056, 0.53406454131532433, 0.5295665791019859, 0.37634853396330326},
                       {0.97920655368445086, 0.099631795189291994, 0.52133013982416121, 0.066895843330514571},
                       {0.29536222091690456, 0.94982685648394627, 0.87706710094715801, 0.27747753486215887}};
  const RawResult onTheSet{0x3f2f6202u, 0x3f12a8c9u, 0x3f26adc5u, 0x3ee22759u};
  EXPECT_EQ(decideSpan(span, onTheSet), SpanDecision::Accepted);
  // Wrong-answer twins: every channel inside its corners' range, jointly on no point of the set.
  EXPECT_EQ(decideSpan(span, floats(0.2f, 0.8f, 0.2f, 0.8f)), SpanDecision::Rejected);
  EXPECT_EQ(decideSpan(span, floats(0.5f, 0.9f, 0.1f, 0.5f)), SpanDecision::Rejected);
}

}  // namespace
}  // namespace vktexel::model
