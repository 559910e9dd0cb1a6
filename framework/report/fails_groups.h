// A baseline's fails.csv read as its groups: each `#` comment block and the entries under it, its
// `# cause:` tag, its `# match:` lines and the rest of its comment. Causes for reports
// (BaselineCauses, report/compare_runs.h) and matchers (report/cause_matchers.h) read it so.
#pragma once

#include <string>
#include <utility>
#include <vector>

namespace vktexel {

struct FailsGroup {
  std::string where;                                         // "DIR/fails.csv:LINE" of its first line
  std::string cause;                                         // the `# cause:` tag, or ""
  std::string comment;                                       // every other comment line, on one line
  std::vector<std::pair<std::string, std::string>> matches;  // `# match:` expressions and their lines
  std::vector<std::string> entries;                          // the entry lines, as written
};

// DIR/fails.csv's groups in file order; none for "" or a missing file. Entries before any comment
// form a group of their own. `file` names another file of the folder in the same layout
// (flakes.txt, whose entries are name patterns).
std::vector<FailsGroup> readFailsGroups(const std::string& dir, const std::string& file = "fails.csv");

}  // namespace vktexel
