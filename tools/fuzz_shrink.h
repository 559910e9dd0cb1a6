// Shrinking a failing drawn case on the device (issue 66, item 4): the steps of cases/fuzz_shrink_steps.h
// are tried a round at a time, every candidate of a round in one run; a candidate is kept when it
// still fails with the same outcome and rule (fuzz_signature.h ruleOf) and is smaller.
#pragma once

#include "cli.h"
#include "run/case.h"
#include "run/verdict.h"

#include <string>
#include <vector>

namespace vktexel::tools {

struct Shrunk {
  CaseSpec minimal;                // named ORIGINAL.shrunk; the original itself when nothing was taken away
  CaseResult result;               // the minimal case's failing result
  std::vector<std::string> steps;  // the steps kept, in order
  size_t rounds = 0, candidates = 0;
  double seconds = 0;
  std::string stoppedBy;  // why it stopped early ("the 60 s budget"), or ""
};

// `failure` is the original's result; `budgetSeconds` bounds the whole shrink (the last round may
// finish past it). Throws what a run throws when the device cannot start.
Shrunk shrinkFailure(const Options& o, const CaseSpec& original, const CaseResult& failure,
                     double budgetSeconds);

}  // namespace vktexel::tools
