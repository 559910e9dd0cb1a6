// Console reporting: failures as they happen, and the closing summary line.
#pragma once

#include "report/results.h"
#include "run/verdict.h"

#include <cstdio>
#include <string>
#include <vector>

namespace vktexel {

struct Tally {
  size_t pass = 0, fail = 0, notSupported = 0, unchecked = 0, crash = 0, timeout = 0, internalError = 0;
  // Warnings are among the passed: outside the letter but inside a cited bound (quality), or a
  // result the spec allows but advises against (compatibility).
  size_t qualityWarning = 0, compatibilityWarning = 0;
  size_t flake = 0;      // failures the baseline's flakes.txt forgives: not counted as failed
  size_t undecided = 0;  // cases the model could not decide: failed, never passed
  void add(Outcome o);
  void add(const ResultStatus& s);
  size_t failed() const { return fail + crash + timeout + internalError + undecided; }
  size_t passed() const { return pass + qualityWarning + compatibilityWarning; }
  size_t skipped() const { return notSupported + unchecked; }
};

// A case with every kept probe failure (case, probe, expected, got, diagnosis), as lines of text.
std::string describeCaseResult(const CaseResult& r);

// Whether a case is printed without --verbose: failures and warnings.
bool printedByDefault(Outcome o);

// Prints a failing or warned case (every case with `verbose`) as describeCaseResult says it.
void printCaseResult(std::FILE* out, const CaseResult& r, bool verbose);

// "N passed, N failed, N skipped" (skipped: NotSupported and Unchecked; ", N flaky" when some
// failures were flakes), preceded by the count of every outcome.
void printSummary(std::FILE* out, const Tally& t);

}  // namespace vktexel
