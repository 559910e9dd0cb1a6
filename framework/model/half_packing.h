// The PTX `.f16` / SASS `.F16` emulation (P-20, S-09, S-11): Vulkan images never return binary16,
// so the suite gathers in binary32 and packs with PackHalf2x16. The rounding direction of that
// conversion is implementation-defined unless RoundingModeRTE is declared, so either binary16
// neighbour of every accepted binary32 value is accepted; the unused half must be 0.
#pragma once

#include "model/expectation.h"
#include "model/fetch.h"

namespace vktexel::model {

// The half check for a binary32 check: its range widened to the binary16 values just below and
// above; denormal halves may flush to 0; beyond the binary16 range the value is free (overflow
// of the conversion is undefined).
HalfCheck halfCheckFor(const ComponentCheck& f32);

// A gather's or a sampled lookup's four binary32 checks, packed as `packing` says (every
// alternative of `e`, and of the LINEAR depth compare's "should").
Expectation packHalves(const Expectation& e, HalfPacking packing);

}  // namespace vktexel::model
