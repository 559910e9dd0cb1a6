// How reports name a probe: every operand the view uses, e.g. "fetch coord (3, 4) lod 0
// ConstOffset (1, 0)". Failure messages, `explain`, the HTML report and repro all print it.
#pragma once

#include "model/fetch.h"

#include <string>

namespace vktexel {

std::string describeQuery(const model::FetchQuery& q, const model::ViewSpec& view);

}  // namespace vktexel
