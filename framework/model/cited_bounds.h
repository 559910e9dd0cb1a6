// The named, cited precision bounds the suite falls back on outside the letter of the spec (issue
// 55; docs/oracle.md, "Three verdicts for precision"). A result inside the letter passes; outside
// it but inside the bound its format names here, it is a QualityWarning that names the bound and
// the measured error; outside both, a Fail quoting the letter. The model computes the bound's
// accepted set with ModelFaults::citedBounds set (each decoder widens its own values).
#pragma once

#include "model/formats.h"
#include "model/sampler.h"

#include <cstdint>
#include <string>
#include <vector>

namespace vktexel::model {

// The bounds reads of a view of format `f` through sampler `s` may fall back on, "; "-separated;
// "" where there is none: the letter alone decides. BC1-BC5: D3D11.3 §19.5.2 (model/bc.h). sRGB
// formats: D3D11.3 §3.2.3.7's half code (model/srgb_decode.h), and with a LINEAR mag or min
// filter VK-GL-CTS's sRGB lookup threshold (model/srgb_lookup_bound.h); with a LINEAR filter on a
// format of 9-16-bit normalized or half-precision components, the stated reading of filter
// arithmetic beyond the format's precision (model/filter_arithmetic.h); with `floatCoordinates` (the
// case samples or gathers) and a NEAREST filter (gathers' sampler filters nothing), or an offset
// operand on them (`offsetCoordinates`: u = s x size + offset, whose accuracy moves a LINEAR alpha
// exact by the letter to the next sub-texel step), the stated reading of coordinate accuracy
// (model/sample_coordinates.h).
std::string citedBoundOf(const FormatInfo& f, const SamplerSpec& s, bool floatCoordinates,
                         bool offsetCoordinates);

// The same bounds one by one, each with its CitedBoundKind bit (model/faults.h).
struct NamedBound {
  const char* name;
  uint8_t kind;
};
std::vector<NamedBound> citedBoundsOf(const FormatInfo& f, const SamplerSpec& s, bool floatCoordinates,
                                      bool offsetCoordinates);

}  // namespace vktexel::model
