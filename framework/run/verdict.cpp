#include "run/verdict.h"

#include "model/floatbits.h"
#include "model/weight_span.h"

namespace vktexel {

const char* toString(Outcome o) {
  switch (o) {
    case Outcome::Pass: return "Pass";
    case Outcome::Fail: return "Fail";
    case Outcome::NotSupported: return "NotSupported";
    case Outcome::Unchecked: return "Unchecked";
    case Outcome::Crash: return "Crash";
    case Outcome::Timeout: return "Timeout";
    case Outcome::InternalError: return "InternalError";
    case Outcome::QualityWarning: return "QualityWarning";
    case Outcome::CompatibilityWarning: return "CompatibilityWarning";
    case Outcome::Undecided: return "Undecided";
  }
  return "?";
}

const std::vector<Outcome>& allOutcomes() {
  static const std::vector<Outcome> all = {
      Outcome::Pass,          Outcome::Fail,           Outcome::NotSupported,
      Outcome::Unchecked,     Outcome::Crash,          Outcome::Timeout,
      Outcome::InternalError, Outcome::QualityWarning, Outcome::CompatibilityWarning,
      Outcome::Undecided};
  return all;
}

bool isFailure(Outcome o) {
  return o == Outcome::Fail || o == Outcome::Crash || o == Outcome::Timeout || o == Outcome::InternalError ||
         o == Outcome::Undecided;
}

bool isWarning(Outcome o) {
  return o == Outcome::QualityWarning || o == Outcome::CompatibilityWarning;
}

namespace {

uint32_t halfMiddle(const model::HalfCheck& h) {
  using K = model::HalfCheck::Kind;
  switch (h.kind) {
    case K::Bits: return h.bits;
    case K::Range:
    case K::RangeOrZero:
    case K::RangeOrNaN: return model::encodeSmallFloat((double(h.lo) + double(h.hi)) / 2, 10, true);
    case K::AnyNaN: return 0x7e00u;
    case K::Any: break;
  }
  return 0;
}

}  // namespace

model::RawResult representativeValue(const model::Expectation& e) {
  model::RawResult v{0, 0, 0, 0};
  if (e.kind != model::Expectation::Kind::Checked || e.anyOf.empty()) return v;
  if (e.anyOf[0].span) return model::spanCentre(*e.anyOf[0].span);  // the hull's middle may be no branch
  using K = model::ComponentCheck::Kind;
  for (int i = 0; i < 4; ++i) {
    const model::ComponentCheck& c = e.anyOf[0].c[i];
    switch (c.kind) {
      case K::Bits: v[i] = c.bits; break;
      case K::FloatRange:
      case K::FloatRangeOrZero:
      case K::FloatRangeOrNaN:
        v[i] = c.lo == c.hi ? model::floatToBits(c.lo) : model::floatToBits(float((double(c.lo) + c.hi) / 2));
        break;
      case K::AnyNaN: v[i] = 0x7fc00000u; break;
      case K::Any: v[i] = 0; break;
      case K::HalfPair: v[i] = halfMiddle(c.halves[0]) | halfMiddle(c.halves[1]) << 16; break;
    }
  }
  return v;
}

}  // namespace vktexel
