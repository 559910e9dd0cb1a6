// Words joined with a separator, for the lines reports print ("a, b, c").
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace vktexel {

inline std::string joined(const std::vector<std::string>& parts, std::string_view separator) {
  std::string s;
  for (const std::string& p : parts) s += (s.empty() ? std::string() : std::string(separator)) + p;
  return s;
}

}  // namespace vktexel
