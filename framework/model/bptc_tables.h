// The tables of the Khronos Data Format Specification 1.4, "BPTC Compressed Texture Image Formats"
// (KhronosGroup/DataFormat bptc.txt, KDFS 1.4.0), as data: the 2- and 3-subset partition patterns,
// their anchor indices, and BC6H's per-mode bit layouts. Extracted mechanically from the spec's
// tables and checked there: every anchor falls on a texel of its own subset, and the BC6H layouts
// fill bits 0..81 (two subsets) or 0..64 (one subset), as the spec's bit tables show.
#pragma once

#include <cstdint>

namespace vktexel::model::bptc {

// Partition patterns, by partition number: the subset of texel x + 4 y, one digit each
// (Tables "Partition table for 2-subset BPTC" and "for 3-subset BPTC").
extern const char* const kPartitions2[64];
extern const char* const kPartitions3[64];
// Anchor texel (x + 4 y) of the second subset of two, and of the second and third of three
// (Tables "BPTC anchor index values ..."); the first subset's anchor is always texel 0.
extern const uint8_t kAnchor2[64];
extern const uint8_t kAnchor3Second[64];
extern const uint8_t kAnchor3Third[64];

// BC6H variables: the mode, the partition number, and R, G, B of endpoints 0..3.
enum Bc6hVariable : uint8_t {
  kMode,
  kPartition,
  kR0,
  kG0,
  kB0,
  kR1,
  kG1,
  kB1,
  kR2,
  kG2,
  kB2,
  kR3,
  kG3,
  kB3,
};
constexpr uint8_t endpointVariable(int endpoint, int channel) {
  return uint8_t(kR0 + 3 * endpoint + channel);
}

// One run of block bits, read in increasing block-bit order: the first bit lands in bit `first`
// of the variable, the next in first + 1 or first - 1, up to bit `last` (the spec's v^last..first;
// first > last where "the bits are reversed").
struct Bc6hField {
  uint8_t variable, first, last;
};

// Table "Block descriptions for BC6H block modes", and from "Endpoint and partition parameters":
// whether endpoints are transformed (deltas from E0), the endpoint bits and the delta bits.
struct Bc6hMode {
  uint8_t mode;
  bool transformed;
  bool twoSubsets;
  uint8_t endpointBits;
  uint8_t deltaBits[3];
  Bc6hField fields[25];
  uint8_t fieldCount;  // fields in use, from bit 0 up
};

// The 14 modes; the mode numbers not listed (19, 23, 27, 31) are reserved.
extern const Bc6hMode kBc6hModes[14];

}  // namespace vktexel::model::bptc
