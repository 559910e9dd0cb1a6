#include "model/half_packing.h"

#include "model/floatbits.h"

#include <cmath>
#include <limits>

namespace vktexel::model {
namespace {

constexpr double kHalfMax = 65504.0;
constexpr double kHalfMinNormal = 1.0 / 16384.0;  // 2^-14

double halfValue(uint32_t code) {
  return decodeSmallFloat(code, 10, true);
}

uint32_t stepDown(uint32_t code) {
  if (code == 0x0000u) return 0x8001u;
  return (code & 0x8000u) ? code + 1 : code - 1;
}

uint32_t stepUp(uint32_t code) {
  if (code == 0x8000u) return 0x0001u;
  return (code & 0x8000u) ? code - 1 : code + 1;
}

// The largest binary16 value <= x and the smallest >= x.
double halfBelow(double x) {
  const uint32_t c = encodeSmallFloat(x, 10, true);
  return halfValue(c) <= x ? halfValue(c) : halfValue(stepDown(c));
}
double halfAbove(double x) {
  const uint32_t c = encodeSmallFloat(x, 10, true);
  return halfValue(c) >= x ? halfValue(c) : halfValue(stepUp(c));
}

}  // namespace

HalfCheck halfCheckFor(const ComponentCheck& f32) {
  HalfCheck h;
  switch (f32.kind) {
    case ComponentCheck::Kind::AnyNaN: h.kind = HalfCheck::Kind::AnyNaN; return h;
    case ComponentCheck::Kind::FloatRange:
    case ComponentCheck::Kind::FloatRangeOrZero:
    case ComponentCheck::Kind::FloatRangeOrNaN: break;
    default: return h;  // Any (integer or packed checks have no binary16 form)
  }
  // Beyond binary16's range a correctly rounded conversion with the implementation's rounding
  // mode (SPIR-V precision: PackHalf2x16, "correctly rounded with implementation defined
  // rounding mode") gives the largest finite half or the infinity of that sign; an infinity
  // stays an infinity.
  const double inf = std::numeric_limits<double>::infinity();
  h.lo = std::isinf(f32.lo)   ? f32.lo
         : f32.lo > kHalfMax  ? float(kHalfMax)
         : f32.lo < -kHalfMax ? float(-inf)
                              : float(halfBelow(f32.lo));
  h.hi = std::isinf(f32.hi)   ? f32.hi
         : f32.hi > kHalfMax  ? float(inf)
         : f32.hi < -kHalfMax ? float(-kHalfMax)
                              : float(halfAbove(f32.hi));
  const bool touchesDenormals = h.lo < kHalfMinNormal && h.hi > -kHalfMinNormal && !(h.lo == 0 && h.hi == 0);
  h.kind = f32.kind == ComponentCheck::Kind::FloatRangeOrNaN ? HalfCheck::Kind::RangeOrNaN
           : f32.kind == ComponentCheck::Kind::FloatRangeOrZero || touchesDenormals
               ? HalfCheck::Kind::RangeOrZero
               : HalfCheck::Kind::Range;
  return h;
}

namespace {

// One alternative's four binary32 checks as packed halves.
VecCheck packedCheck(const VecCheck& v, HalfPacking packing) {
  HalfCheck zeroBits;  // S-09: the unused half is written 0
  zeroBits.kind = HalfCheck::Kind::Bits;
  VecCheck packed;
  packed.c[0].kind = ComponentCheck::Kind::HalfPair;
  packed.c[0].halves = {halfCheckFor(v.c[0]),
                        packing == HalfPacking::Pairs ? halfCheckFor(v.c[1]) : zeroBits};
  if (packing == HalfPacking::Pairs) {
    packed.c[1].kind = ComponentCheck::Kind::HalfPair;
    packed.c[1].halves = {halfCheckFor(v.c[2]), halfCheckFor(v.c[3])};
  } else {
    packed.c[1] = ComponentCheck::exactBits(0);
  }
  packed.c[2] = packed.c[3] = ComponentCheck::exactBits(0);
  return packed;
}

}  // namespace

Expectation packHalves(const Expectation& e, HalfPacking packing) {
  if (packing == HalfPacking::None) return e;
  Expectation out = e;
  out.type = SampledType::Uint;
  out.rule += packing == HalfPacking::Pairs ? ", packed as PackHalf2x16(x, y), PackHalf2x16(z, w)"
                                            : ", packed as PackHalf2x16(x, 0)";
  // The "should" of a LINEAR depth compare is packed as its "must" is.
  for (VecCheck& v : out.preferred) v = packedCheck(v, packing);
  for (VecCheck& v : out.anyOf) v = packedCheck(v, packing);
  return out;
}

}  // namespace vktexel::model
