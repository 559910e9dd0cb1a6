// What changes a shader's code, and nothing else: never the format, size or coordinates, so
// thousands of cases share one pipeline (DESIGN.md "framework/shadergen").
#pragma once

#include "model/fetch.h"
#include "model/formats.h"
#include "model/operation.h"

#include <array>
#include <string>
#include <vector>

namespace vktexel::shadergen {

using Offset = std::array<int32_t, 3>;

struct ShaderKey {
  model::Operation op = model::Operation::Fetch;
  model::ViewType view = model::ViewType::D2;
  model::SampledType type = model::SampledType::Float;
  // The ConstOffsets compiled in; a probe selects one at run time by index (variant k+1).
  std::vector<Offset> constOffsets;

  std::string text() const;  // canonical text: the cache key and a readable label
  // The variant a query runs as: 0 without ConstOffset, else 1 + index in constOffsets (-1: absent).
  int variantOf(const model::FetchQuery& q) const;
};

}  // namespace vktexel::shadergen
