// What each command of `vktexel` does and which options it takes: one table that prints the
// whole help (`vktexel --help`), a command's own (`vktexel run --help`, `vktexel help run`), and
// that the parser asks whether an option is one the command uses (an option it does not use is a
// usage error, issue 58).
#pragma once

#include <string>
#include <vector>

namespace vktexel::tools {

struct CommandHelp {
  const char* name;
  const char* synopsis;              // what follows "vktexel NAME", e.g. "CASE -o DIR"
  const char* summary;               // what it does, lines of at most 90 columns
  std::vector<const char*> options;  // the flags it takes, as in optionHelps()
};

struct OptionHelp {
  const char* flag;      // "--filter"
  const char* argument;  // "GLOB", or "" for a switch
  const char* text;      // what it does, lines of at most 70 columns
};

const std::vector<CommandHelp>& commandHelps();
const std::vector<OptionHelp>& optionHelps();
// Null when no command has this name.
const CommandHelp* commandHelp(const std::string& name);
// Whether `flag` is an option of any command.
bool isOption(const std::string& flag);
// Whether `command` takes `flag` (a flag of optionHelps()).
bool commandTakes(const std::string& command, const std::string& flag);
// The commands that take `flag`, comma-separated: "run, rejudge".
std::string commandsTaking(const std::string& flag);

// The line after a usage error: "see 'vktexel run --help'" (or the whole help's command when
// `args` names no command).
std::string usageHint(const std::vector<std::string>& args);
// `vktexel --help`: every command and every option.
std::string usageText();
// `vktexel COMMAND --help`: the command's synopsis, what it does, and its options.
std::string commandUsageText(const CommandHelp& command);
// `vktexel --version`: the version, the commit the binary was built from and the tree's state.
std::string versionText();

}  // namespace vktexel::tools
