#include "model/srgb_decode.h"

#include <algorithm>

namespace vktexel::model {

const char* const kD3dSrgbConversion =
    "D3D11.3 3.2.3.7 (sRGB to float: within 0.5 of an sRGB code, i.e. the result re-encodes to the "
    "stored code; 0 and 1 exact)";

void setSrgbDecode(Scalar& s, double lo, double hi, bool citedBound) {
  const double halfCode = 0.5 / 255.0;
  const bool end = lo == hi && (lo == 0.0 || lo == 1.0);  // codes 0 and 255 decode exactly
  const double from = citedBound && !end ? std::max(0.0, lo - halfCode) : lo;
  const double to = citedBound && !end ? std::min(1.0, hi + halfCode) : hi;
  s.cls = NumClass::Srgb;
  s.real = srgbToLinear((lo + hi) / 2);
  s.ranged = from != to;
  if (s.ranged) {
    s.lo = srgbToLinear(from);
    s.hi = srgbToLinear(to);
  }
}

}  // namespace vktexel::model
