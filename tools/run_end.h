// The decision a command's exit status comes from, and the one sentence printed last that states it
// (issue 65, item 2). A CI log is read from its tail: "baseline matches" is printed only when the
// status is 0; otherwise the last line says what failed the run (unexpected results, warnings
// --strict refuses, validation messages, an interruption, a raw file cut short, a missing shard).
#pragma once

#include "report/baseline.h"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace vktexel::tools {

struct RunEnd {
  // Why the results are not whole (empty: they are), and the exit status that has (128 + the
  // signal for an interrupted run, 1 for a raw file with no end line).
  std::string incomplete;
  int incompleteStatus = 1;
  std::vector<std::string> usageErrors;        // a merge's missing shards: exit status 2
  std::optional<BaselineComparison> baseline;  // the comparison, where a baseline was given
  size_t cases = 0;                            // cases with results
  size_t failed = 0;                           // of them failures (what decides without a baseline)
  size_t unlistedWarnings = 0;                 // warnings --strict refuses
  uint64_t validationMessages = 0;             // under --validation: any fails the run
};

struct Verdict {
  int status = 0;
  std::string sentence;
};

Verdict verdictOf(const RunEnd& end);

// Prints the verdict's sentence as the last line of stdout (after anything on stderr) and returns
// its exit status.
int finishWith(const RunEnd& end);

}  // namespace vktexel::tools
