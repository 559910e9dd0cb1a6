// The view component mappings sampled lookups are run under (tex_swizzle.cpp): between them every
// value (identity, 0, 1, r, g, b, a) lands on every component.
#pragma once

#include "model/fetch.h"

#include <array>
#include <vector>

namespace vktexel::cases {

struct LookupMapping {
  const char* name;  // the case aspect: swizzle_a1r0, swizzle_gbir
  std::array<model::Swizzle, 4> mapping;
};

const std::vector<LookupMapping>& lookupMappings();

}  // namespace vktexel::cases
