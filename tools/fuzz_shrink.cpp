#include "fuzz_shrink.h"

#include "fuzz_signature.h"

#include "fuzz_shrink_steps.h"
#include "run/process_runner.h"

#include <chrono>
#include <map>
#include <memory>

namespace vktexel::tools {
namespace {

using Clock = std::chrono::steady_clock;

std::vector<size_t> failingProbes(const CaseResult& r) {
  std::vector<size_t> probes;
  for (const ProbeFailure& f : r.failures) probes.push_back(f.probe);
  return probes;
}

// The candidates' results, from one quiet run (no reports, no console lines).
std::vector<CaseResult> runQuietly(const Options& o, const std::vector<CaseSpec>& cases) {
  std::vector<const CaseSpec*> pointers;
  for (const CaseSpec& c : cases) pointers.push_back(&c);
  SessionOptions so = sessionOptionsOf(o);
  ProcessRunner runner(processRunOptions(o, so));
  return runner.run(
      pointers, [](const std::string&, const std::string&) {}, [](const CaseResult&) {});
}

bool sameFailure(const CaseResult& a, const CaseResult& b) {
  return isFailure(b.outcome) && a.outcome == b.outcome && ruleOf(a) == ruleOf(b);
}

}  // namespace

Shrunk shrinkFailure(const Options& o, const CaseSpec& original, const CaseResult& failure,
                     double budgetSeconds) {
  const auto start = Clock::now();
  const auto elapsed = [&] { return std::chrono::duration<double>(Clock::now() - start).count(); };
  Shrunk s;
  s.minimal = original;
  s.result = failure;
  const std::vector<cases::ShrinkStep>& steps = cases::shrinkSteps();
  for (;;) {
    if (elapsed() > budgetSeconds) {
      s.stoppedBy = "the " + std::to_string(int(budgetSeconds)) + " s budget";
      break;
    }
    // One candidate per step that applies, is judgeable and smaller.
    std::vector<CaseSpec> candidates;
    std::vector<const char*> what;
    const std::vector<size_t> failing = failingProbes(s.result);
    for (const cases::ShrinkStep& step : steps) {
      std::optional<CaseSpec> c = step.apply(s.minimal, failing);
      if (!c || !cases::isJudgeableCase(*c)) continue;
      c->name = original.name + ".r" + std::to_string(s.rounds) + "_" + std::to_string(candidates.size());
      candidates.push_back(std::move(*c));
      what.push_back(step.what);
    }
    if (candidates.empty()) break;
    ++s.rounds;
    s.candidates += candidates.size();
    const std::vector<CaseResult> results = runQuietly(o, candidates);
    std::map<std::string, const CaseResult*> byName;
    for (const CaseResult& r : results) byName[r.name] = &r;
    // The first step (in the order of cases/fuzz_shrink_steps.h) that keeps the failure.
    bool kept = false;
    for (size_t i = 0; i < candidates.size() && !kept; ++i) {
      const auto it = byName.find(candidates[i].name);
      if (it == byName.end() || !sameFailure(failure, *it->second)) continue;
      s.minimal = candidates[i];
      s.result = *it->second;
      s.steps.push_back(what[i]);
      kept = true;
    }
    if (!kept) break;
  }
  s.minimal.name = original.name + ".shrunk";
  s.result.name = s.minimal.name;
  s.seconds = elapsed();
  return s;
}

}  // namespace vktexel::tools
