#include "model/depth_compare.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <utility>

namespace vktexel::model {
namespace {

// The compare op a faulty model uses: each op swapped with the neighbour it differs from only on
// a tie (LESS/LEQUAL, GREATER/GEQUAL, EQUAL/NEVER, NOT_EQUAL/ALWAYS).
CompareOp faultyOp(CompareOp op, const ModelFaults& faults) {
  const std::pair<bool, std::array<CompareOp, 2>> swaps[] = {
      {faults.compareLessAsLequal, {CompareOp::Less, CompareOp::LessOrEqual}},
      {faults.compareGreaterAsGequal, {CompareOp::Greater, CompareOp::GreaterOrEqual}},
      {faults.compareEqualAsNever, {CompareOp::Equal, CompareOp::Never}},
      {faults.compareNotEqualAsAlways, {CompareOp::NotEqual, CompareOp::Always}},
  };
  for (const auto& [on, pair] : swaps)
    if (on && (op == pair[0] || op == pair[1])) return op == pair[0] ? pair[1] : pair[0];
  return op;
}

}  // namespace

ComponentCheck compareDepth(const FormatInfo& f, const SamplerSpec& sampler, float dref, double depth,
                            const ModelFaults& faults, bool& ambiguous) {
  const ComponentLayout& d = f.components[0];
  const bool unorm = d.cls == NumClass::Unorm;
  const double ref = unorm && !faults.drefNoClamp ? std::clamp(double(dref), 0.0, 1.0) : double(dref);
  const double gap = std::fabs(ref - depth);
  if (unorm) {
    const double code = 1.0 / double((uint64_t(1) << d.bits) - 1);
    const double conversionSlack = 2 * std::fabs(depth) * std::ldexp(1.0, -24);  // 1 binary32 ULP
    ambiguous = gap > 0 && (gap < code * (1 - 1e-9) || gap <= conversionSlack);
  } else {
    ambiguous = false;  // D32_SFLOAT: both are binary32, fetched exactly
  }
  return ComponentCheck::exactFloat(compare(faultyOp(sampler.compareOp, faults), ref, depth) ? 1.0f : 0.0f);
}

}  // namespace vktexel::model
