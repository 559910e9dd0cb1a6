#include "run_end.h"

#include "report/joined.h"

#include <cstdio>

namespace vktexel::tools {
namespace {

constexpr int kExitFailed = 1;
constexpr int kExitUsage = 2;

std::string counts(const BaselineComparison& c) {
  return std::to_string(c.expectedFailures) + " expected failures, " +
         std::to_string(c.unexpectedFailures.size()) + " unexpected failures, " +
         std::to_string(c.unexpectedPasses.size()) + " unexpected passes, " +
         std::to_string(c.flakes.size()) + " flakes, " + std::to_string(c.expectedWarnings) +
         " expected warnings";
}

}  // namespace

Verdict verdictOf(const RunEnd& end) {
  if (!end.usageErrors.empty()) return {kExitUsage, "INCOMPLETE: " + joined(end.usageErrors, "; ")};
  if (!end.incomplete.empty()) return {end.incompleteStatus, "INCOMPLETE: " + end.incomplete};
  std::vector<std::string> reasons;
  if (end.unlistedWarnings)
    reasons.push_back(std::to_string(end.unlistedWarnings) +
                      " warnings the baseline does not list (--strict)");
  if (end.validationMessages)
    reasons.push_back(std::to_string(end.validationMessages) + " validation messages (--validation)");
  if (end.baseline) {
    const BaselineComparison& c = *end.baseline;
    if (!c.matches())
      return {kExitFailed,
              "baseline DIFFERS: " + counts(c) + (reasons.empty() ? "" : "; and " + joined(reasons, "; "))};
    if (!reasons.empty())
      return {kExitFailed, "FAIL: " + joined(reasons, "; ") + " (the failures: " + counts(c) + ")"};
    return {0, "baseline matches: " + counts(c)};
  }
  if (end.failed)
    reasons.insert(reasons.begin(), std::to_string(end.failed) + " of " + std::to_string(end.cases) +
                                        " cases failed (no baseline)");
  if (!reasons.empty()) return {kExitFailed, "FAIL: " + joined(reasons, "; ")};
  return {0, "PASS: no case of " + std::to_string(end.cases) + " failed (no baseline)"};
}

int finishWith(const RunEnd& end) {
  const Verdict v = verdictOf(end);
  std::fflush(stderr);
  std::printf("%s\n", v.sentence.c_str());
  std::fflush(stdout);
  return v.status;
}

}  // namespace vktexel::tools
