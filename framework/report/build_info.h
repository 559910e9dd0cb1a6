// Which vktexel made a record: its version, the git commit it was built from and whether the tree
// had uncommitted changes (cmake/WriteBuildInfo.cmake writes the definitions at build time).
#pragma once

#include <string>

namespace vktexel {

const char* vktexelVersion();  // the project's VERSION, e.g. "0.1"
const char* vktexelCommit();   // 12 hex digits, or "unknown" (built outside a git checkout)
bool vktexelTreeDirty();

// "0.1 (commit c876c6d1a2b3, tree modified)"
inline std::string describeBuild() {
  return std::string(vktexelVersion()) + " (commit " + vktexelCommit() +
         (vktexelTreeDirty() ? ", tree modified" : "") + ")";
}

}  // namespace vktexel
