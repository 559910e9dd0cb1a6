#include "model/cited_bounds.h"

#include "model/bc.h"
#include "model/faults.h"
#include "model/filter_arithmetic.h"
#include "model/sample_coordinates.h"
#include "model/srgb_decode.h"
#include "model/srgb_lookup_bound.h"

namespace vktexel::model {

namespace {

bool isBc1To5(const FormatInfo& f) {
  switch (f.compression) {
    case Compression::BC1Rgb:
    case Compression::BC1Rgba:
    case Compression::BC2:
    case Compression::BC3:
    case Compression::BC4:
    case Compression::BC5: return true;
    default: return false;
  }
}

}  // namespace

std::vector<NamedBound> citedBoundsOf(const FormatInfo& f, const SamplerSpec& s, bool floatCoordinates,
                                      bool offsetCoordinates) {
  std::vector<NamedBound> bounds;
  if (isBc1To5(f)) bounds.push_back({kBcErrorTolerance, CitedBoundKind::BcPalette});
  if (s.filtersLinearly() && f.sampledType() == SampledType::Float && filterReadingWidens(f))
    bounds.push_back({kFilterArithmeticReading, CitedBoundKind::FilterReading});
  // A NEAREST lookup or a gather at a texel boundary reads across it within the coordinate's
  // accuracy; with an offset, a LINEAR alpha on a sub-texel step may move to the next one (issue 66:
  // lavapipe adds offset / size to s before scaling).
  if (floatCoordinates && !s.unnormalized &&
      (s.magFilter == Filter::Nearest || s.minFilter == Filter::Nearest || offsetCoordinates))
    bounds.push_back({kCoordinateAccuracyReading, CitedBoundKind::CoordinateAccuracy});
  if (!isSrgbFormat(f)) return bounds;
  bounds.push_back({kD3dSrgbConversion, CitedBoundKind::SrgbDecode});
  if (s.filtersLinearly()) bounds.push_back({kCtsSrgbLookupThreshold, CitedBoundKind::SrgbLookup});
  return bounds;
}

std::string citedBoundOf(const FormatInfo& f, const SamplerSpec& s, bool floatCoordinates,
                         bool offsetCoordinates) {
  std::string bounds;
  for (const NamedBound& b : citedBoundsOf(f, s, floatCoordinates, offsetCoordinates))
    bounds += (bounds.empty() ? "" : "; ") + std::string(b.name);
  return bounds;
}

}  // namespace vktexel::model
