#include "run/shell_quote.h"

#include <algorithm>
#include <string_view>

namespace vktexel {

namespace {

bool plain(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
         std::string_view("_@%+=:,./-").find(c) != std::string_view::npos;
}

}  // namespace

std::string shellQuote(const std::string& word) {
  if (!word.empty() && std::all_of(word.begin(), word.end(), plain)) return word;
  return singleQuoted(word);
}

std::string singleQuoted(const std::string& word) {
  std::string quoted = "'";
  for (char c : word) quoted += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return quoted + "'";
}

}  // namespace vktexel
