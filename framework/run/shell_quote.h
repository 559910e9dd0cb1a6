// Words of a command printed for a person to paste into a POSIX shell (issue 64, item 6): a device
// name read from a vendor's raw file, a glob or a path may hold quotes, `$`, backticks or newlines.
#pragma once

#include <string>

namespace vktexel {

// `word` as one POSIX shell word, so that `sh -c` gives back exactly `word`: as it is where every
// character is one no shell treats specially (letters, digits, and _ @ % + = : , . / -), else inside
// single quotes, each ' written as '\'' (nothing is special inside single quotes, newlines included).
std::string shellQuote(const std::string& word);
// `word` inside single quotes whatever it holds ('tex.*', 'ld.2d.r8_unorm.17x9.level0'): where a
// line quotes every word of its kind alike.
std::string singleQuoted(const std::string& word);

}  // namespace vktexel
