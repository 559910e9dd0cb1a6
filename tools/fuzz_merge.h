// Findings folders (issue 66, item 6): `fuzz --findings DIR` lists its findings in DIR/findings.txt
// beside a folder per new one; `fuzz --merge DIR... --findings OUT` merges the folders of many
// machines (a farm's shards, a job array) into OUT, one finding per signature.
#pragma once

#include <string>
#include <vector>

namespace vktexel::tools {

struct FindingEntry {
  std::string status;  // "new" or "known: CAUSE"
  size_t cases = 0;
  std::string signature;
  std::string first;   // the first drawn case with the signature
  std::string folder;  // its folder under the findings directory, "" for none (known findings)
};

// DIR/findings.txt: '#' lines (the runs), then a line per finding: STATUS, CASES, SIGNATURE, FIRST,
// FOLDER separated by tabs ("-" for no folder).
void writeFindingsIndex(const std::string& dir, const std::vector<FindingEntry>& entries,
                        const std::vector<std::string>& runs);

// Merges DIRS' findings into OUT: a signature's counts add up, its first folder is copied, a new
// finding stays new; prints each and a last line, "fuzz: merged N findings folders: D distinct: K
// known, M new". Exit status 0 when none is new, 1 when one is, 2 on a folder that does not read.
int mergeFindings(const std::vector<std::string>& dirs, const std::string& out);

}  // namespace vktexel::tools
