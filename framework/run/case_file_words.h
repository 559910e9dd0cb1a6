// The words a case file (run/case_file.h) spells enumerations with. They are the file format's own,
// fixed by docs/case-file.md: a renamed model enumerator never changes what a stored file means.
#pragma once

#include "model/fetch.h"
#include "model/image.h"
#include "model/sampler.h"
#include "shadergen/shader_key.h"

#include <cstdint>
#include <optional>
#include <string>

namespace vktexel::case_file {

// A table of an enumeration's words, indexed by the enumerator's value.
template <typename E>
struct Words {
  const char* const* words;
  size_t count;
  const char* of(E e) const { return size_t(e) < count ? words[size_t(e)] : "?"; }
  std::optional<E> read(const std::string& word) const {
    for (size_t i = 0; i < count; ++i)
      if (word == words[i]) return E(i);
    return std::nullopt;
  }
  std::string list() const;  // "a, b or c", for messages
};

extern const Words<model::ImageDim> kImageDims;
extern const Words<model::FillPattern> kFills;
extern const Words<model::Tier> kTiers;
extern const Words<model::ViewType> kViewTypes;
extern const Words<model::Aspect> kAspects;
extern const Words<model::AddressMode> kAddressModes;
extern const Words<model::BorderColor> kBorderColors;
extern const Words<model::CompareOp> kCompareOps;
extern const Words<model::Filter> kFilters;
extern const Words<model::MipmapMode> kMipmapModes;
extern const Words<model::ProbeOp> kProbeOps;
extern const Words<model::HalfPacking> kHalfPackings;
extern const Words<model::SparseRead> kSparseReads;
extern const Words<shadergen::SlotIndex> kSlotIndexes;

// Swizzle letters: i, 0, 1, r, g, b, a.
char swizzleWord(model::Swizzle s);
std::optional<model::Swizzle> readSwizzle(char c);

}  // namespace vktexel::case_file
