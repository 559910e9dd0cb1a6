// Issue 64, item 6: every command printed for a person is quoted for a POSIX shell. A device name
// from a vendor's raw file holding quotes, $, backticks and newlines comes back from `sh -c` as the
// one word it was, and runs nothing.
#include "run/shell_quote.h"
#include "report/rerun_command.h"

#include <gtest/gtest.h>

#include <cstdio>
#include <filesystem>
#include <string>
#include <vector>

namespace vktexel {
namespace {

// The words `sh -c` makes of `line`, with vktexel defined as a function that prints its arguments
// one per NUL-terminated record.
std::vector<std::string> wordsOf(const std::string& line) {
  const std::string script = "vktexel() { printf 'vktexel\\0'; printf '%s\\0' \"$@\"; }\n" + line;
  const std::string command = "sh -c " + shellQuote(script);
  FILE* p = popen(command.c_str(), "r");
  if (!p) return {};
  std::string out;
  char buffer[256];
  for (size_t n; (n = std::fread(buffer, 1, sizeof buffer, p)) > 0;) out.append(buffer, n);
  pclose(p);
  std::vector<std::string> words;
  for (size_t at = 0, end; (end = out.find('\0', at)) != std::string::npos; at = end + 1)
    words.push_back(out.substr(at, end - at));
  return words;
}

const char* const kHostile[] = {"x'; touch /tmp/vktexel_pwned; echo '",
                                "a\"b$HOME`id`\\c",
                                "line one\nline two",
                                "",
                                "'",
                                "plain-name_1.0",
                                "$(touch /tmp/vktexel_pwned)",
                                "* ? [a] ~ # & | ; < > ( ) { } !"};

TEST(ShellQuote, EveryWordRoundTripsThroughSh) {
  for (const char* word : kHostile) {
    for (const std::string& quoted : {shellQuote(word), singleQuoted(word)}) {
      const std::vector<std::string> words = wordsOf("vktexel " + quoted);
      ASSERT_EQ(words.size(), 2u) << word;
      EXPECT_EQ(words[1], word);
    }
  }
  EXPECT_FALSE(std::filesystem::exists("/tmp/vktexel_pwned"));
}

TEST(ShellQuote, PlainWordsStayAsTheyAre) {
  EXPECT_EQ(shellQuote("tex.2d.r8g8b8a8_unorm.16x8.filter"), "tex.2d.r8g8b8a8_unorm.16x8.filter");
  EXPECT_EQ(shellQuote("tex.*"), "'tex.*'");
  EXPECT_EQ(shellQuote("it's"), "'it'\\''s'");
}

TEST(ShellQuote, RerunCommandKeepsTheDeviceOneWord) {
  for (const char* device : kHostile) {
    const RerunCommand c{"/a b/icd'.json", device};
    const std::vector<std::string> words = wordsOf(c.line("run --filter " + shellQuote("tex.*")));
    const std::vector<std::string> want =
        std::string(device).empty()
            ? std::vector<std::string>{"vktexel", "run", "--filter", "tex.*"}
            : std::vector<std::string>{"vktexel", "run", "--filter", "tex.*", "--device", device};
    EXPECT_EQ(words, want) << device;
  }
  EXPECT_FALSE(std::filesystem::exists("/tmp/vktexel_pwned"));
}

}  // namespace
}  // namespace vktexel
