// The named, cited precision bounds the suite falls back on outside the letter of the spec (issue
// 55; docs/oracle.md, "Three verdicts for precision"). A result inside the letter passes; outside
// it but inside the bound its format names here, it is a QualityWarning that names the bound and
// the measured error; outside both, a Fail quoting the letter. The model computes the bound's
// accepted set with ModelFaults::citedBounds set (each decoder widens its own values).
#pragma once

#include "model/formats.h"

#include <string>

namespace vktexel::model {

// The bound reads of a view of format `f` may fall back on; "" where there is none: the letter
// alone decides.
std::string citedBoundOf(const FormatInfo& f);

}  // namespace vktexel::model
