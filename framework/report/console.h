// Console reporting: failures as they happen, and the closing summary line.
#pragma once

#include "run/verdict.h"

#include <cstdio>
#include <vector>

namespace vktexel {

struct Tally {
  size_t pass = 0, fail = 0, notSupported = 0, unchecked = 0, crash = 0, timeout = 0, internalError = 0;
  void add(Outcome o);
  size_t failed() const { return fail + crash + timeout + internalError; }
  size_t skipped() const { return notSupported + unchecked; }
};

// Prints a non-passing case with every kept probe failure (case, probe, expected, got, diagnosis).
void printCaseResult(std::FILE* out, const CaseResult& r, bool verbose);

// "N passed, N failed, N skipped" (skipped: NotSupported and Unchecked), preceded by the detail.
void printSummary(std::FILE* out, const Tally& t);

}  // namespace vktexel
