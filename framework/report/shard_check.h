// Whether the results files `merge` is given make one whole run (issue 58): each file's
// "# shard: I/N" and "# selected: N cases" lines (report/results.h) say which shard of which
// selection it holds, so a lost, repeated or interrupted shard is caught instead of merged into a
// result that looks complete.
#pragma once

#include "report/results.h"

#include <string>
#include <vector>

namespace vktexel {

struct ShardCheck {
  std::vector<std::string> errors;  // each a sentence naming the files
  std::string warning;              // files with no shard lines: what cannot be told
};

// `mergedCases`: how many distinct cases the files hold together.
ShardCheck checkShards(const std::vector<ResultsFileInfo>& files, size_t mergedCases);

// The '#' lines of the merged file: the build and device the files share (else "several: ..."),
// and, where the shards make a whole run, that run's selection as one shard 0/1; else
// "# complete: no".
std::vector<std::pair<std::string, std::string>> mergedFileComments(const std::vector<ResultsFileInfo>& files,
                                                                    bool whole);

}  // namespace vktexel
