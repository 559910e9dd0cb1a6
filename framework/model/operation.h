// The documented instruction families the model knows how to evaluate.
#pragma once

#include <cstdint>

namespace vktexel::model {

enum class Operation : uint8_t { Fetch };

inline const char* toString(Operation op) {
  switch (op) {
    case Operation::Fetch: return "fetch";
  }
  return "?";
}

}  // namespace vktexel::model
