// Each command's own help and the options it takes (issue 58): the table the parser and the help
// share, and its wrong-answer twins (an option a command does not take is refused).
#include "command_help.h"
#include "cli.h"

#include <gtest/gtest.h>

namespace vktexel::tools {
namespace {

TEST(CommandHelp, EveryCommandsOptionIsAKnownOption) {
  for (const CommandHelp& c : commandHelps())
    for (const char* flag : c.options) EXPECT_TRUE(isOption(flag)) << c.name << " " << flag;
}

TEST(CommandHelp, CommandHelpListsItsOwnOptionsOnly) {
  const std::string run = commandUsageText(*commandHelp("run"));
  EXPECT_EQ(run.rfind("usage: vktexel run [options]\n", 0), 0u);
  EXPECT_NE(run.find("\n  --slots N"), std::string::npos);
  EXPECT_EQ(run.find("--cold-warm"), std::string::npos);
  const std::string list = commandUsageText(*commandHelp("list"));
  EXPECT_EQ(list.find("--baseline"), std::string::npos);
  EXPECT_NE(list.find("--shard I/N"), std::string::npos);
}

TEST(CommandHelp, HelpAnywhereAsksForTheCommandsHelp) {
  for (const std::vector<std::string>& args : std::vector<std::vector<std::string>>{
           {"run", "--help"}, {"run", "--filter", "x", "-h"}, {"help", "run"}}) {
    const Options o = parseArguments(args);
    EXPECT_EQ(o.command, "help");
    EXPECT_EQ(o.positional, std::vector<std::string>{"run"});
  }
  EXPECT_EQ(parseArguments({"--version"}).command, "version");
  EXPECT_THROW(parseArguments({"help", "frob"}), UsageError);
}

TEST(CommandHelp, AnOptionTheCommandDoesNotTakeIsRefused) {
  EXPECT_THROW(parseArguments({"list", "--baseline", "/nonexistent"}), UsageError);
  EXPECT_THROW(parseArguments({"devices", "--filter", "foo"}), UsageError);
  EXPECT_THROW(parseArguments({"explain", "ld.x", "--html", "d"}), UsageError);
  EXPECT_THROW(parseArguments({"merge", "o.csv", "i.csv", "--jobs", "2"}), UsageError);
  // ... and the same options where the command takes them.
  EXPECT_NO_THROW(parseArguments({"run", "--baseline", "/nonexistent", "--html", "d"}));
  EXPECT_NO_THROW(parseArguments({"merge", "o.csv", "i.csv", "--baseline", "b", "--strict-baseline"}));
  EXPECT_NO_THROW(parseArguments({"repro", "ld.x", "--output", "d", "--cited-bounds"}));
  try {
    parseArguments({"list", "--raw", "x.gz"});
    FAIL() << "list --raw accepted";
  } catch (const UsageError& e) {
    EXPECT_STREQ(e.what(), "--raw is not an option of list (it is one of run, fuzz, explain)");
  }
}

TEST(CommandHelp, UsageErrorHintNamesTheCommand) {
  EXPECT_EQ(usageHint({"run", "--shard", "3/2"}), "see 'vktexel run --help'");
  EXPECT_EQ(usageHint({"frob"}), "see 'vktexel --help'");
  EXPECT_EQ(usageHint({}), "see 'vktexel --help'");
}

}  // namespace
}  // namespace vktexel::tools
