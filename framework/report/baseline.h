// Per-driver expectations, deqp-runner style: DIR/fails.csv lists "case,Status" for the cases
// known to fail on that driver (each with a comment citing the spec rule and the repro).
#pragma once

#include "run/verdict.h"

#include <map>
#include <string>
#include <vector>

namespace vktexel {

struct Baseline {
  std::map<std::string, Outcome> fails;
  // Throws std::runtime_error naming the file and line of a malformed entry or a missing file.
  static Baseline load(const std::string& dir);
};

struct BaselineComparison {
  std::vector<std::string> unexpectedFailures;  // failed, but not listed (or listed with another status)
  std::vector<std::string> unexpectedPasses;    // listed, but ran and did not fail
  size_t expectedFailures = 0;
  bool matches() const { return unexpectedFailures.empty() && unexpectedPasses.empty(); }
};

BaselineComparison compareWithBaseline(const Baseline& baseline, const std::vector<CaseResult>& results);

}  // namespace vktexel
