#include "shadergen/shader_key.h"

#include <algorithm>

namespace vktexel::shadergen {

std::string ShaderKey::text() const {
  std::string s =
      std::string(model::toString(op)) + "." + model::toString(view) + "." + model::toString(type);
  if (!constOffsets.empty()) {
    s += ".offsets";
    for (const Offset& o : constOffsets)
      s += ":" + std::to_string(o[0]) + "," + std::to_string(o[1]) + "," + std::to_string(o[2]);
  }
  return s;
}

int ShaderKey::variantOf(const model::FetchQuery& q) const {
  if (!q.constOffset) return 0;
  const auto it = std::find(constOffsets.begin(), constOffsets.end(), q.offset);
  return it == constOffsets.end() ? -1 : 1 + int(it - constOffsets.begin());
}

}  // namespace vktexel::shadergen
