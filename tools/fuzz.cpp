#include "fuzz.h"

#include "fuzz_findings.h"
#include "fuzz_merge.h"
#include "fuzz_shrink.h"
#include "fuzz_signature.h"

#include "fuzz_draw.h"
#include "run_selection.h"

#include "report/case_parameters.h"
#include "report/cause_matchers.h"
#include "report/joined.h"

#include "model/formats.h"
#include "run/sampling_choice.h"

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <deque>
#include <map>
#include <set>
#include <string>
#include <vector>

namespace vktexel::tools {
namespace {

constexpr int kExitUsage = 2;

uint32_t clockSeed() {
  const auto now = std::chrono::system_clock::now().time_since_epoch().count();
  return uint32_t(uint64_t(now) % 4294967295u) + 1;
}

// Rounds of the stream for --seconds: a first of 100 cases, then as many as the rate measured so
// far fits in half of what is left (at least 10, at most 20000 a round): failing cases cost more
// (their diagnosis runs), so a round sized to all that is left would overrun.
size_t nextRound(size_t done, double spent, double budget) {
  if (done == 0) return 100;
  const double left = budget - spent;
  if (left < 1) return 0;
  const double rate = double(done) / std::max(spent, 1e-3);
  return size_t(std::clamp(rate * left * 0.5, 10.0, 20000.0));
}

// One finding per signature: its drawn cases, the first with its result.
struct Group {
  std::vector<std::string> cases;
  const CaseResult* first = nullptr;
};

}  // namespace

int fuzzCommand(Options o) {
  if (!o.mergeDirs.empty()) return mergeFindings(o.mergeDirs, o.findingsDir);
  const uint32_t seed = o.seed ? o.seed : clockSeed();
  o.seed = 0;  // the stream's seed: every drawn image keeps its own texel seed
  const bool timed = o.fuzzSeconds > 0;
  const std::string filter =
      o.filter.include.empty() && o.filter.exclude.empty() ? "" : " " + o.filter.describe();
  std::deque<CaseSpec> drawn;  // a deque: the runs and the findings point into it
  std::map<std::string, const CaseSpec*> byName;
  std::vector<CaseResult> results;
  std::set<std::string> unexpected;  // failures the baseline does not list
  RunOutcome last;
  size_t next = 0, rounds = 0;
  uint64_t validationMessages = 0;
  double seconds = 0;
  for (;;) {
    const size_t count = timed ? nextRound(next, seconds, o.fuzzSeconds) : (rounds ? 0 : o.fuzzCases);
    if (count == 0) break;
    std::vector<const CaseSpec*> selected;
    for (size_t i = next; i < next + count; ++i) {
      CaseSpec c = cases::drawFuzzCase(seed, i);
      if (!o.filter.matches(c.name)) continue;
      drawn.push_back(std::move(c));
      selected.push_back(&drawn.back());
      byName[drawn.back().name] = &drawn.back();
    }
    if (selected.empty() && !timed) {
      std::fprintf(stderr, "vktexel: the filter matches none of the %zu cases drawn from seed %u\n", count,
                   seed);
      return kExitUsage;
    }
    std::printf("fuzz: seed %u, cases %zu to %zu drawn, %zu selected%s\n", seed, next, next + count - 1,
                selected.size(),
                timed ? (" (round " + std::to_string(rounds + 1) + " of --seconds " +
                         std::to_string(int(o.fuzzSeconds)) + ")")
                            .c_str()
                      : (" (vktexel fuzz --seed " + std::to_string(seed) + " --cases " +
                         std::to_string(count) + " repeats it)")
                            .c_str());
    next += count;
    ++rounds;
    if (selected.empty()) continue;
    last = runSelection(o, selected,
                        "fuzz --seed " + std::to_string(seed) + " --cases " + std::to_string(next) + filter,
                        SelectionKind::Drawn);
    seconds += last.seconds;
    validationMessages += last.end.validationMessages;
    results.insert(results.end(), last.results.begin(), last.results.end());
    if (last.end.baseline)
      for (const std::string& u : last.end.baseline->unexpectedFailures)
        unexpected.insert(u.substr(0, u.find(',')));
    if (!last.end.incomplete.empty()) break;
  }
  if (results.empty()) {
    std::fprintf(stderr, "vktexel: the filter matches none of the %zu cases drawn from seed %u\n", next,
                 seed);
    return kExitUsage;
  }

  std::map<std::string, Group> groups;                // signature -> its cases
  std::map<std::string, const CaseResult*> failures;  // name -> its result
  size_t failed = 0, notSupported = 0;
  for (const CaseResult& r : results) {
    notSupported += r.outcome == Outcome::NotSupported;
    if (!isFailure(r.outcome)) continue;
    ++failed;
    failures[r.name] = &r;
    Group& g = groups[signatureOf(*byName.at(r.name), r)];
    g.cases.push_back(r.name);
    if (!g.first) g.first = &r;
  }
  // A finding is known when every one of its cases has a cause: the baseline's matcher over the
  // case's parameters (report/cause_matchers.h), or an entry naming the case.
  const CauseMatchers matchers = CauseMatchers::load(last.baselineDir);
  size_t known = 0;
  std::map<std::string, size_t> knownCauses;  // tag -> findings
  std::vector<FindingEntry> entries;
  if (!groups.empty()) std::printf("findings by signature (%zu):\n", groups.size());
  for (const auto& [signature, group] : groups) {
    std::set<std::string> tags;  // a signature's cases may match more than one cause
    bool allKnown = true;
    for (const std::string& n : group.cases) {
      const CauseMatcher* m = matchers.match(caseParameters(*byName.at(n), failures.at(n)));
      if (m) tags.insert(m->cause.substr(0, m->cause.find_first_of(" ,")));
      allKnown = allKnown && (m || (last.end.baseline && !unexpected.count(n)));
    }
    const std::string tag =
        tags.empty() ? "listed by name" : joined(std::vector<std::string>(tags.begin(), tags.end()), "+");
    if (allKnown) {
      ++known;
      ++knownCauses[tag];
    }
    entries.push_back(
        {allKnown ? "known: " + tag : "new", group.cases.size(), signature, group.cases.front(), ""});
    std::printf("  %s %s: %zu cases, first %s\n",
                allKnown ? ("known: " + tag).c_str() : "new:", signature.c_str(), group.cases.size(),
                group.cases.front().c_str());
  }
  if (notSupported)
    std::printf("%zu cases NotSupported on this device (not counted as findings)\n", notSupported);
  const std::string command =
      "vktexel fuzz --seed " + std::to_string(seed) + " --cases " + std::to_string(next) + filter;
  if (!o.findingsDir.empty() && last.end.incomplete.empty()) {
    const model::SamplingLimits sampling = chooseSamplingLimits(o.device).limits;
    for (FindingEntry& e : entries) {
      if (e.status != "new") continue;
      const Group& g = groups.at(e.signature);
      Finding f{e.signature, e.status,    g.cases, *byName.at(g.cases.front()), *g.first, {},
                command,     last.device, o.device};
      f.shrunk = shrinkFailure(o, f.original, f.originalResult, o.shrinkSeconds);
      e.folder = findingFolder(f.original.name);
      writeFinding(o.findingsDir, f, sampling);
      std::printf("shrunk %s in %.1f s (%zu rounds, %zu candidates): %zu of %zu probes, %s%s\n",
                  e.folder.c_str(), f.shrunk.seconds, f.shrunk.rounds, f.shrunk.candidates,
                  f.shrunk.minimal.probes.size(), f.original.probes.size(),
                  f.shrunk.steps.empty() ? "no step kept" : "kept: ", joined(f.shrunk.steps, ", ").c_str());
    }
    writeFindingsIndex(o.findingsDir, entries, {command + " on " + last.device});
    std::printf(
        "findings: %s (findings.txt lists them, each new one's finding.md says how to reproduce it)\n",
        o.findingsDir.c_str());
  }
  const double rateSeconds = seconds > 0 ? seconds : 1e-9;
  const size_t fresh = groups.size() - known;
  std::string causes;
  for (const auto& [tag, count] : knownCauses)
    causes += (causes.empty() ? "" : ", ") + tag + (count > 1 ? " x" + std::to_string(count) : "");
  if (timed) std::printf("fuzz: %s repeats this run with every report\n", command.c_str());
  std::printf("fuzz: %zu cases in %.1f s (%.1f cases/s), %zu failed, %zu distinct: %zu known (%s), %zu new\n",
              results.size(), seconds, double(results.size()) / rateSeconds, failed, groups.size(), known,
              causes.empty() ? "no cause" : causes.c_str(), fresh);
  if (!last.end.incomplete.empty()) {
    std::printf("fuzz: INCOMPLETE: %s\n", last.end.incomplete.c_str());
    return last.end.incompleteStatus;
  }
  return fresh || validationMessages ? 1 : 0;
}

}  // namespace vktexel::tools
