// One branch of a LINEAR lookup whose weights the spec leaves free between two grid points
// (SEMANTICS §14.3; issue 54, item 1). alpha (beta, gamma) lies anywhere from the sub-texel grid
// point below to the one above (the rounding is unspecified, and a device may keep more bits than it
// claims), and delta likewise on the mipmap grid; but one lookup has ONE alpha per axis and one delta
// for all four components, with w0 + w1 = 1. The result is multilinear in those weights, so with
// each free weight as a parameter t_k in [0, 1] the branch is a multilinear map of t, given by its
// values at the 2^n corners of [0, 1]^n. A result is accepted when one t explains every component:
// its lower bound (each texel at the least value its decode allows) minus the arithmetic slack <= the
// result <= its upper bound plus the slack, channel by channel at that one t. A box of per-channel
// hulls over all t (what VecCheck::c holds for printing) would let channels take different weights.
#pragma once

#include "model/expectation.h"
#include "model/filter.h"
#include "model/span_search.h"

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace vktexel::model {

// The span's data and its decision are model/span_search.h's, which the repro program shares.
struct WeightSpan : span_search::Span {
  std::string weights;  // "alpha [a, b], beta [c, d]" for reports
};

// The footprint of one branch: per channel the texels' value ranges (2^axes of them, axis 0 fastest;
// nullopt: the channel is free), each axis's alpha range and the channel's slack. Null where no
// weight is free (every alpha exact: the box is the branch).
std::shared_ptr<const WeightSpan> footprintSpan(const std::array<std::vector<ValueRange>, 4>& values,
                                                const std::array<bool, 4>& bound,
                                                const std::vector<WeightRange>& axes,
                                                const std::array<double, 4>& slack);

// Two levels' branches blended with delta in `delta` (one more parameter where it is a range), each
// level as its span or, without one, as its box; `stageSlack[ch]` is the blend's own lerp stage. Null
// where nothing is free.
std::shared_ptr<const WeightSpan> blendSpan(const VecCheck& fine, const VecCheck& coarse,
                                            const WeightRange& delta,
                                            const std::array<double, 4>& stageSlack);

// Whether one parameter point explains all four components of `got` (bound channels as binary32):
// Accepted with a witness (a point found that explains them), Rejected where every part of the
// parameter box is ruled out, Undecided where the search ran out of its budget of boxes (or of
// halvings) first. Undecided is never a pass (issue 64, item 2). `maxBoxes`: the budget, for tests.
SpanDecision decideSpan(const WeightSpan& span, const RawResult& got);
SpanDecision decideSpan(const WeightSpan& span, const RawResult& got, size_t maxBoxes);
inline bool spanAccepts(const WeightSpan& span, const RawResult& got) {
  return decideSpan(span, got) == SpanDecision::Accepted;
}

// The result at the centre of the parameters, each channel at the middle of its bounds: accepted.
RawResult spanCentre(const WeightSpan& span);

}  // namespace vktexel::model
