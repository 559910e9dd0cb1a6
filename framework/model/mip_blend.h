// mipmapMode LINEAR (Vulkan "Texel Filtering"; SEMANTICS §14.2, P-40): the lookup is filtered on two
// levels and blended, tau = (1 - delta) tau_fine + delta tau_coarse, delta anywhere in the range the
// device's mipmapPrecisionBits allow (model/lod_selection.h). Each level's result is itself a set of
// accepted ranges (every branch of its coordinates, faces and layers); the blend accepts every pair
// of them, each channel's weighted sum widened by one more filter stage of arithmetic.
#pragma once

#include "model/expectation.h"
#include "model/filter.h"

#include <functional>
#include <optional>
#include <vector>

namespace vktexel::model {

// The finite values a float check accepts (with +-0 where it accepts a flushed zero); nullopt for
// any other kind of check, NaN or infinity: a filter's arithmetic on those is undefined.
std::optional<ValueRange> finiteRangeOf(const ComponentCheck& c);

// stageSlack(channel, magnitude): what one lerp stage may add (model/filter_arithmetic.h). A
// channel that is not a finite float range on either level is left free (Any) in the blend.
std::vector<VecCheck> blendLevels(const std::vector<VecCheck>& fine, const std::vector<VecCheck>& coarse,
                                  const WeightRange& delta,
                                  const std::function<double(int channel, double magnitude)>& stageSlack);

}  // namespace vktexel::model
