#include "model/expectation.h"

#include "model/floatbits.h"
#include "model/weight_span.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <limits>

namespace vktexel::model {
namespace {

// The correctly rounded binary32 value of `real` and its two neighbours.
ComponentCheck oneUlpAround(double real) {
  const float rounded = float(real);  // round to nearest even
  if (double(rounded) == real) return ComponentCheck::exactFloat(rounded);
  const float inf = std::numeric_limits<float>::infinity();
  return ComponentCheck::floatRange(std::nextafter(rounded, -inf), std::nextafter(rounded, inf));
}

}  // namespace

std::string floatText(double value) {
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.9g", value);
  return buf;
}

std::string hexText(uint32_t bits) {
  char buf[16];
  std::snprintf(buf, sizeof buf, "0x%08x", bits);
  return buf;
}

ComponentCheck ComponentCheck::exactBits(uint32_t bits) {
  ComponentCheck c;
  c.kind = Kind::Bits;
  c.bits = bits;
  return c;
}

ComponentCheck ComponentCheck::exactFloat(float value) {
  return floatRange(value, value);
}

ComponentCheck ComponentCheck::floatRangeOutward(double lo, double hi) {
  const float inf = std::numeric_limits<float>::infinity();
  float flo = float(lo), fhi = float(hi);
  if (double(flo) > lo) flo = std::nextafter(flo, -inf);
  if (double(fhi) < hi) fhi = std::nextafter(fhi, inf);
  return floatRange(flo, fhi);
}

ComponentCheck ComponentCheck::floatRange(float lo, float hi) {
  ComponentCheck c;
  c.kind = Kind::FloatRange;
  c.lo = lo;
  c.hi = hi;
  c.bits = floatToBits(lo == hi ? lo : float((double(lo) + double(hi)) / 2));
  return c;
}

bool ComponentCheck::accepts(uint32_t got) const {
  const float f = bitsToFloat(got);
  switch (kind) {
    case Kind::Bits: return got == bits;
    case Kind::FloatRange: return !std::isnan(f) && lo <= f && f <= hi;
    case Kind::FloatRangeOrZero: return f == 0.0f || (!std::isnan(f) && lo <= f && f <= hi);
    case Kind::FloatRangeOrNaN: return std::isnan(f) || (lo <= f && f <= hi);
    case Kind::AnyNaN: return std::isnan(f);
    case Kind::Any: return true;
    case Kind::HalfPair: return halves[0].accepts(got & 0xffffu) && halves[1].accepts(got >> 16);
  }
  return false;
}

double HalfCheck::distance(uint32_t half) const {
  if (accepts(half)) return 0.0;
  const double v = decodeSmallFloat(half, 10, true);
  const bool range = kind == Kind::Range || kind == Kind::RangeOrZero || kind == Kind::RangeOrNaN;
  if (!range || !std::isfinite(v)) return std::numeric_limits<double>::infinity();
  return v < lo ? double(lo) - v : v - double(hi);
}

double ComponentCheck::distance(uint32_t got) const {
  if (accepts(got)) return 0.0;
  if (kind == Kind::HalfPair)  // each binary16 half in its own units, the larger miss
    return std::max(halves[0].distance(got & 0xffffu), halves[1].distance(got >> 16));
  const float f = bitsToFloat(got);
  const bool range =
      kind == Kind::FloatRange || kind == Kind::FloatRangeOrZero || kind == Kind::FloatRangeOrNaN;
  if (!range || std::isnan(f)) return std::numeric_limits<double>::infinity();
  return f < lo ? double(lo) - f : double(f) - hi;
}

bool HalfCheck::accepts(uint32_t half) const {
  const double v = decodeSmallFloat(half, 10, true);
  switch (kind) {
    case Kind::Range: return !std::isnan(v) && lo <= v && v <= hi;
    case Kind::RangeOrZero: return v == 0.0 || (!std::isnan(v) && lo <= v && v <= hi);
    case Kind::RangeOrNaN: return std::isnan(v) || (lo <= v && v <= hi);
    case Kind::AnyNaN: return std::isnan(v);
    case Kind::Any: return true;
    case Kind::Bits: return half == bits;
  }
  return false;
}

std::string HalfCheck::describe() const {
  switch (kind) {
    case Kind::Range: return lo == hi ? floatText(lo) : "[" + floatText(lo) + ", " + floatText(hi) + "]";
    case Kind::RangeOrZero: return "[" + floatText(lo) + ", " + floatText(hi) + "] or +-0";
    case Kind::RangeOrNaN: return "[" + floatText(lo) + ", " + floatText(hi) + "] or NaN";
    case Kind::AnyNaN: return "any NaN";
    case Kind::Any: return "any";
    case Kind::Bits: return hexText(bits);
  }
  return "?";
}

std::string ComponentCheck::describe() const {
  switch (kind) {
    case Kind::Bits: return hexText(bits) + " (" + std::to_string(int32_t(bits)) + ")";
    case Kind::FloatRange:
      if (lo == hi) return floatText(lo) + " (" + hexText(floatToBits(lo)) + ")";
      return "[" + floatText(lo) + ", " + floatText(hi) + "]";
    case Kind::FloatRangeOrZero: return floatText(lo) + " or +-0 (" + hexText(floatToBits(lo)) + ")";
    case Kind::FloatRangeOrNaN: return floatText(lo) + " or NaN (" + hexText(floatToBits(lo)) + ")";
    case Kind::AnyNaN: return "any NaN";
    case Kind::Any: return "any";
    case Kind::HalfPair: return "half2(" + halves[0].describe() + ", " + halves[1].describe() + ")";
  }
  return "?";
}

SpanDecision VecCheck::decide(const RawResult& got) const {
  for (int i = 0; i < 4; ++i)
    if (!c[i].accepts(got[i])) return SpanDecision::Rejected;
  return span ? decideSpan(*span, got) : SpanDecision::Accepted;
}

std::string VecCheck::describe() const {
  const std::string box =
      "(" + c[0].describe() + ", " + c[1].describe() + ", " + c[2].describe() + ", " + c[3].describe() + ")";
  return span ? box + " at one " + span->weights + " for all four components" : box;
}

Expectation Expectation::unchecked(SampledType t, std::string rule) {
  Expectation e;
  e.kind = Kind::Unchecked;
  e.type = t;
  e.rule = std::move(rule);
  return e;
}

Expectation Expectation::dontRun(SampledType t, std::string rule) {
  Expectation e;
  e.kind = Kind::DontRun;
  e.type = t;
  e.rule = std::move(rule);
  return e;
}

SpanDecision Expectation::decide(const RawResult& got) const {
  if (kind != Kind::Checked) return SpanDecision::Accepted;
  bool undecided = false;
  for (const VecCheck& v : anyOf) {
    const SpanDecision d = v.decide(got);
    if (d == SpanDecision::Accepted) return d;
    undecided = undecided || d == SpanDecision::Undecided;
  }
  return undecided ? SpanDecision::Undecided : SpanDecision::Rejected;
}

bool Expectation::prefers(const RawResult& got) const {
  if (!accepts(got)) return false;
  if (kind != Kind::Checked || preferred.empty()) return true;
  for (const VecCheck& v : preferred)
    if (v.accepts(got)) return true;
  return false;
}

double Expectation::distance(const RawResult& got) const {
  double least = std::numeric_limits<double>::infinity();
  for (const VecCheck& v : anyOf) {
    double largest = 0;
    for (int i = 0; i < 4; ++i) largest = std::max(largest, v.c[i].distance(got[i]));
    least = std::min(least, largest);
  }
  return least;
}

std::string Expectation::describe() const {
  if (kind == Kind::Unchecked) return "unchecked (" + rule + ")";
  if (kind == Kind::DontRun) return "not issued (" + rule + ")";
  std::string s;
  for (size_t i = 0; i < anyOf.size(); ++i) s += (i ? " or " : "") + anyOf[i].describe();
  return s;
}

std::string Expectation::describePreferred() const {
  std::string s = "allowed " + describe() + ", should be ";
  for (size_t i = 0; i < preferred.size(); ++i) s += (i ? " or " : "") + preferred[i].describe();
  return s;
}

ComponentCheck checkFor(const Scalar& s) {
  if (s.open) return ComponentCheck{};  // Kind::Any
  if (s.kind == Scalar::Kind::Int) return ComponentCheck::exactBits(s.intBits);
  if (s.zeroAlso || s.nanAlso) {
    ComponentCheck c = ComponentCheck::exactFloat(float(s.real));
    c.kind = s.zeroAlso ? ComponentCheck::Kind::FloatRangeOrZero : ComponentCheck::Kind::FloatRangeOrNaN;
    return c;
  }
  if (s.ranged) {  // widened by a ULP each way: the bounds themselves are rounded to binary32
    const ComponentCheck lo = oneUlpAround(s.lo), hi = oneUlpAround(s.hi);
    return ComponentCheck::floatRange(lo.lo, hi.hi);
  }
  if (std::isnan(s.real)) {
    ComponentCheck c;
    c.kind = ComponentCheck::Kind::AnyNaN;
    return c;
  }
  switch (s.cls) {
    case NumClass::Unorm:
    case NumClass::Snorm:
    case NumClass::Srgb: return oneUlpAround(s.real);  // sRGB: the exact EOTF (model/srgb_decode.h)
    case NumClass::Sfloat: {
      const float f = bitsToFloat(s.sourceBits);
      if (std::fpclassify(f) == FP_SUBNORMAL) {
        ComponentCheck c = ComponentCheck::exactFloat(f);
        c.kind = ComponentCheck::Kind::FloatRangeOrZero;
        return c;
      }
      return ComponentCheck::exactFloat(float(s.real));
    }
    default: return ComponentCheck::exactFloat(float(s.real));  // every value is a binary32 value
  }
}

VecCheck checkFor(const Rgba& rgba) {
  VecCheck v;
  for (int i = 0; i < 4; ++i) v.c[i] = checkFor(rgba.c[i]);
  return v;
}

std::string describeRawComponent(uint32_t bits, SampledType t) {
  const std::string value = t == SampledType::Float  ? floatText(bitsToFloat(bits))
                            : t == SampledType::Sint ? std::to_string(int32_t(bits))
                                                     : std::to_string(bits);
  return value + " [" + hexText(bits) + "]";
}

std::string describeRaw(const RawResult& got, SampledType t) {
  std::string s = "(";
  for (int i = 0; i < 4; ++i) s += (i ? ", " : "") + describeRawComponent(got[i], t);
  return s + ")";
}

std::string describeCheckLikeRaw(const ComponentCheck& c, SampledType t) {
  if (c.kind == ComponentCheck::Kind::Bits) return describeRawComponent(c.bits, t);
  if (c.kind == ComponentCheck::Kind::FloatRange && c.lo == c.hi)
    return describeRawComponent(floatToBits(float(c.lo)), SampledType::Float);
  return c.describe();
}

const VecCheck* closestAlternative(const Expectation& e, const RawResult& got) {
  const VecCheck* best = nullptr;
  int bestCount = -1;
  for (const VecCheck& v : e.anyOf) {
    int n = 0;
    for (int i = 0; i < 4; ++i) n += v.c[i].accepts(got[i]) ? 1 : 0;
    if (n > bestCount) {
      best = &v;
      bestCount = n;
    }
  }
  return best;
}

}  // namespace vktexel::model
