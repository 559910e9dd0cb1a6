#include "model/mip_blend.h"

#include "model/weight_span.h"

#include <algorithm>
#include <cmath>
#include <optional>

namespace vktexel::model {

std::optional<ValueRange> finiteRangeOf(const ComponentCheck& c) {
  if (c.kind != ComponentCheck::Kind::FloatRange && c.kind != ComponentCheck::Kind::FloatRangeOrZero)
    return std::nullopt;
  if (!std::isfinite(c.lo) || !std::isfinite(c.hi)) return std::nullopt;
  ValueRange r{c.lo, c.hi};
  if (c.kind == ComponentCheck::Kind::FloatRangeOrZero) r = {std::min(r.lo, 0.0), std::max(r.hi, 0.0)};
  return r;
}

std::vector<VecCheck> blendLevels(const std::vector<VecCheck>& fine, const std::vector<VecCheck>& coarse,
                                  const WeightRange& delta,
                                  const std::function<double(int channel, double magnitude)>& stageSlack) {
  std::vector<VecCheck> out;
  for (const VecCheck& f : fine)
    for (const VecCheck& c : coarse) {
      VecCheck v;
      std::array<double, 4> slacks{};
      for (int ch = 0; ch < 4; ++ch) {
        const std::optional<ValueRange> a = finiteRangeOf(f.c[ch]), b = finiteRangeOf(c.c[ch]);
        if (!a || !b) continue;  // Any
        const ValueRange sum = weightedSumRange({*a, *b}, {delta});
        // The levels that may weigh size the stage; delta exactly 0 (1) reads the finer (coarser)
        // level alone, with no blend stage and no arithmetic of its own.
        slacks[ch] = delta.blends() ? stageSlack(ch, weighingMagnitude({*a, *b}, {delta})) : 0.0;
        v.c[ch] = ComponentCheck::floatRangeOutward(sum.lo - slacks[ch], sum.hi + slacks[ch]);
      }
      v.span = blendSpan(f, c, delta, slacks);  // one delta (and each level's one alpha) for all channels
      out.push_back(v);
    }
  return out;
}

}  // namespace vktexel::model
