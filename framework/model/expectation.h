// What the CPU model says a probe may return, and the comparison of a raw GPU result with it.
// Results travel as four 32-bit words (float results as their bits), so every rule here is
// stated on bits: exact where the spec is exact, a range where it allows a tolerance, a set
// where it allows several values.
#pragma once

#include "model/codec.h"
#include "model/formats.h"
#include "model/span_search.h"

#include <array>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace vktexel::model {

using RawResult = std::array<uint32_t, 4>;

// One binary16 half of a packed result (the .F16 emulation, model/half_packing.h).
struct HalfCheck {
  enum class Kind : uint8_t { Range, RangeOrZero, RangeOrNaN, AnyNaN, Any, Bits };
  Kind kind = Kind::Any;
  float lo = 0, hi = 0;  // binary16 values, as floats
  uint32_t bits = 0;     // Bits: the exact 16 bits
  bool accepts(uint32_t half) const;
  double distance(uint32_t half) const;  // outside a range, in its units; 0 inside, else infinity
  std::string describe() const;
};

struct ComponentCheck {
  enum class Kind : uint8_t {
    Bits,              // integer results, and bit-exact paths
    FloatRange,        // lo <= value <= hi, compared as floats (+0 == -0); lo == hi for exact
    FloatRangeOrZero,  // as FloatRange, or +-0: binary32 denormals may be flushed (SEMANTICS §4.1)
    FloatRangeOrNaN,   // as FloatRange, or any NaN: an ASTC error texel, magenta or NaNs
    AnyNaN,            // any NaN: payloads are not preserved by fetch
    Any,               // the spec leaves this component free
    HalfPair,          // two binary16 values packed low, high (PackHalf2x16), each checked by `halves`
  };
  Kind kind = Kind::Any;
  uint32_t bits = 0;
  float lo = 0, hi = 0;
  std::array<HalfCheck, 2> halves;

  static ComponentCheck exactBits(uint32_t bits);
  static ComponentCheck exactFloat(float value);
  static ComponentCheck floatRange(float lo, float hi);
  // [lo, hi] of real numbers, widened outward to the nearest binary32 values.
  static ComponentCheck floatRangeOutward(double lo, double hi);
  bool accepts(uint32_t got) const;
  // How far `got` lies outside a float range (0 inside; infinity for a failed bits, NaN or half
  // check): the error a report of a result outside the letter gives.
  double distance(uint32_t got) const;
  std::string describe() const;
};

struct WeightSpan;  // model/weight_span.h

// Whether a result is one the spec allows: Undecided where the model could not tell within its
// budget (a weight span's search, model/weight_span.h), which is never a pass.
using SpanDecision = span_search::Decision;  // model/span_search.h

struct VecCheck {
  std::array<ComponentCheck, 4> c;
  // A LINEAR lookup's branch whose weights are free between grid points (model/weight_span.h): `c`
  // is then the per-channel hull, for printing and a quick rejection, and a result must also be
  // explained by one weight per axis for all four components. Null: `c` is the whole check.
  std::shared_ptr<const WeightSpan> span = nullptr;
  // The cube face (0..5) a sampled lookup's branch reads, -1 for any other branch: a tied direction
  // must read one face whatever the Lod (run/tied_face.h).
  int8_t face = -1;
  bool accepts(const RawResult& got) const { return decide(got) == SpanDecision::Accepted; }
  SpanDecision decide(const RawResult& got) const;
  std::string describe() const;
};

struct Expectation {
  enum class Kind : uint8_t {
    Checked,    // the result must satisfy one of `anyOf`
    Unchecked,  // the spec leaves the value undefined: run it, never compare it
    DontRun,    // issuing the access is invalid without robustness: the probe must not be issued
  };
  Kind kind = Kind::Checked;
  SampledType type = SampledType::Float;  // how to print raw results
  std::vector<VecCheck> anyOf;
  // Where the spec adds a "should" to the "must" of anyOf (LINEAR depth compare, SEMANTICS §14.4):
  // the results it prefers. Empty: every accepted result is preferred. A result anyOf accepts but
  // none of these is legal, and reported as such (a compatibility warning), never as a plain pass.
  std::vector<VecCheck> preferred;
  std::string rule;  // the spec rule that produced it, for failure messages

  static Expectation unchecked(SampledType t, std::string rule);
  static Expectation dontRun(SampledType t, std::string rule);
  bool accepts(const RawResult& got) const { return decide(got) == SpanDecision::Accepted; }
  // Accepted when one alternative accepts; else Undecided when one could not be decided; else
  // Rejected. Unchecked and DontRun expectations accept every result.
  SpanDecision decide(const RawResult& got) const;
  bool prefers(const RawResult& got) const;  // accepted and, where `preferred` is given, one of it
  // The least, over anyOf, of the largest component distance (ComponentCheck::distance).
  double distance(const RawResult& got) const;
  std::string describe() const;
  std::string describePreferred() const;  // "allowed ..., should be ..."
};

// The precision rule for a value converted from a stored component:
// - integers, float formats, shared-exponent and 10/11-bit floats: exact (NaN: any NaN;
//   binary32 denormals: exact or +-0), except the sign of zero: -0.0 and +0.0 are accepted for
//   each other. Format conversion keeps the sign (KDFS: a 16-bit float with E = M = 0 is
//   (-1)^S x 0.0), but the SPIR-V rules let a shader "ignore sign of a zero" unless the entry
//   point declares SignedZeroInfNanPreserve, and image instructions are not among those that must
//   respect it even then (Vulkan spirvenv, "Precision and Operation of SPIR-V Instructions");
//   so no path, SFLOAT fetch, 16-bit widening or gather, must return the sign;
// - UNORM/SNORM: exact when binary32 holds the value (0, +-1, ...), otherwise the correctly
//   rounded binary32 value or either neighbour (1 ULP), the project's reading of the spec's
//   conversion precision; a 2-ULP error fails;
// - sRGB: any value that re-encodes to the stored 8-bit code (half a code on the sRGB side);
//   0 and 255 exact. The spec gives sRGB no bound of its own (SEMANTICS §4.1).
ComponentCheck checkFor(const Scalar& s);
VecCheck checkFor(const Rgba& rgba);

// "%.9g" (round-trips binary32) and "0x%08x": how every report prints numbers.
std::string floatText(double value);
std::string hexText(uint32_t bits);

// Printing a raw result as the sampled type sees it.
std::string describeRaw(const RawResult& got, SampledType t);
// One component of a result: "16 [0x00000010]", "0.5 [0x3f000000]".
std::string describeRawComponent(uint32_t bits, SampledType t);
// One component's check in the same form where it is exact ("16 [0x00000010]"), else as
// ComponentCheck::describe() says it ("[0.49, 0.51]", "any NaN").
std::string describeCheckLikeRaw(const ComponentCheck& c, SampledType t);
// The alternative of `e` closest to `got`: the one accepting most components (null: none).
const VecCheck* closestAlternative(const Expectation& e, const RawResult& got);

}  // namespace vktexel::model
