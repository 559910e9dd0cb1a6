#include "model/weight_span.h"

#include "model/floatbits.h"
#include "model/mip_blend.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <limits>

namespace vktexel::model {
namespace {

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
  return span_search::decide(span, got.data(), maxBoxes);
}

SpanDecision decideSpan(const WeightSpan& span, const RawResult& got) {
  return decideSpan(span, got, span_search::kMaxBoxes);
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
