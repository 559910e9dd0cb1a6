// Per-driver expectations, deqp-runner style, in a directory:
// - fails.csv (required, may hold only comments): "case,Status" for the cases known to fail on that
//   driver, each group with a comment citing the spec rule and the repro, and for its warnings
//   ("case,Warn", deqp-runner's word for either warning, or "case,QualityWarning");
// - flakes.txt (optional): one regular expression a line; a failure of a matching case is a Flake,
//   which never makes the run fail, and its Pass is no unexpected pass even where fails.csv lists it;
// - skips.txt (optional): one regular expression a line; matching cases are not run at all.
// Regular expressions are ECMAScript (std::regex) and unanchored, like deqp-runner's: `^` and `$`
// anchor them. `#` starts a comment line; blank lines are ignored.
#pragma once

#include "report/results.h"
#include "run/verdict.h"

#include <functional>
#include <map>
#include <regex>
#include <set>
#include <string>
#include <vector>

namespace vktexel {

struct BaselinePattern {
  std::string text;   // the regular expression as written
  std::string where;  // "skips.txt:3"
  std::regex regex;
};

// deqp-runner's baseline word for a warning, either kind: `case,Warn` lists a case expected to give a
// QualityWarning or a CompatibilityWarning.
extern const char* const kBaselineWarn;

struct Baseline {
  std::map<std::string, Outcome> fails;
  std::set<std::string> anyWarning;      // cases listed as Warn (in `fails` as QualityWarning)
  std::map<std::string, int> failsLine;  // the fails.csv line of each entry
  std::string failsPath;                 // "DIR/fails.csv"
  std::vector<BaselinePattern> flakes, skips;

  // Throws std::runtime_error naming the file and line of a malformed entry (a bad status, a bad
  // regular expression, a case listed twice) or a missing fails.csv. `dir` may name fails.csv itself.
  static Baseline load(const std::string& dir);
  // "DIR/fails.csv:12: 'ld.no.such' names no case of this build", for each entry `known` rejects.
  std::vector<std::string> unknownEntries(const std::function<bool(const std::string&)>& known) const;

  const BaselinePattern* skipOf(const std::string& name) const;   // null: run it
  const BaselinePattern* flakeOf(const std::string& name) const;  // null: not known to flake
  // "skipped by baseline (skips.txt:3: ^ld2dms\.)": the message of a case skips.txt keeps from running.
  static std::string skipMessage(const BaselinePattern& p);
};

// A line of a baseline folder's files (fails.csv, flakes.txt, skips.txt, device.txt) without the
// blanks around it.
std::string baselineLineText(const std::string& line);

// How one result stands against a baseline (an empty baseline expects every case to pass).
enum class BaselineVerdict {
  AsExpected,         // passed, unchecked or not supported, and not listed in fails.csv
  ExpectedFailure,    // failed with the status fails.csv lists
  Flake,              // failed, and flakes.txt matches it
  UnexpectedFailure,  // failed, but not listed (or listed with another status)
  UnexpectedPass,     // listed in fails.csv, but ran and did not fail
};
BaselineVerdict judge(const Baseline& baseline, const CaseResult& r);
// "expected failure", "unexpected failure", "unexpected pass", "flake"; "" for AsExpected.
const char* describe(BaselineVerdict v);

// What a results file records for r: its outcome, or Flake where flakes.txt forgives its failure.
ResultStatus statusOf(const Baseline& baseline, const CaseResult& r);
// The same for a verdict judge() already gave.
ResultStatus statusOf(const CaseResult& r, BaselineVerdict v);

struct BaselineComparison {
  std::vector<std::string> unexpectedFailures;  // "case,Status"
  std::vector<std::string> unexpectedPasses;    // "case,Status (baseline: Fail)"
  std::vector<std::string> flakes;              // "case,Status (flakes.txt:3)"
  size_t expectedFailures = 0;
  size_t expectedWarnings = 0;  // warnings fails.csv lists, as listed
  bool matches() const { return unexpectedFailures.empty() && unexpectedPasses.empty(); }
};

BaselineComparison compareWithBaseline(const Baseline& baseline, const std::vector<CaseResult>& results);

}  // namespace vktexel
