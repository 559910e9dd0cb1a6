#include "fuzz.h"

#include "fuzz_draw.h"
#include "run_selection.h"

#include "report/case_parameters.h"
#include "report/cause_matchers.h"

#include "model/formats.h"

#include <cctype>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <map>
#include <set>
#include <string>
#include <vector>

namespace vktexel::tools {
namespace {

constexpr int kExitUsage = 2;

// The kind of rule a failure's expectation names (the last bracket of its text, "nearest lookup at
// level 0 layer 1 with clamp_to_edge,..."): up to its state (" with "), each number as N, so one
// rule broken at two levels or layers reads the same.
std::string ruleOf(const CaseResult& r) {
  std::string rule = r.message.substr(0, r.message.find(':'));
  if (!r.failures.empty()) {  // the bracket that closes last, and the one that opens it
    const std::string& e = r.failures.front().expected;
    const size_t close = e.rfind(']');
    size_t open = close, depth = 0;
    while (close != std::string::npos && open-- > 0) {
      if (e[open] == ']') ++depth;
      if (e[open] == '[' && depth-- == 0) break;
    }
    rule = close == std::string::npos || open == std::string::npos ? e : e.substr(open + 1, close - open - 1);
  }
  rule = rule.substr(0, rule.find(" with "));
  std::string out;
  for (size_t i = 0; i < rule.size(); ++i) {
    const bool digit = std::isdigit(static_cast<unsigned char>(rule[i]));
    if (!digit)
      out += rule[i];
    else if (i == 0 || !std::isdigit(static_cast<unsigned char>(rule[i - 1])))
      out += 'N';
  }
  return out;
}

// What tells two failures apart as findings: the family, the view type, the class of the format's
// first component, the filters and mipmap mode where the case samples, and the rule broken. Two
// failures with one signature are one finding until a shrunk case says otherwise.
std::string signatureOf(const CaseSpec& c, const CaseResult& r) {
  std::string s = caseFamily(c.name);
  const model::FormatInfo& f = model::formatInfo(c.image.format);
  s += std::string(" ") + model::toString(c.view.type) + " " + model::toString(f.components[0].cls);
  if (c.view.withSampler)
    s += std::string(" ") + model::toString(c.view.sampler.magFilter) + "/" +
         model::toString(c.view.sampler.minFilter) + "/mip_" + model::toString(c.view.sampler.mipmapMode);
  return s + ": " + toString(r.outcome) + " " + ruleOf(r);
}

uint32_t clockSeed() {
  const auto now = std::chrono::system_clock::now().time_since_epoch().count();
  return uint32_t(uint64_t(now) % 4294967295u) + 1;
}

}  // namespace

int fuzzCommand(Options o) {
  const uint32_t seed = o.seed ? o.seed : clockSeed();
  o.seed = 0;  // the stream's seed: every drawn image keeps its own texel seed
  std::vector<CaseSpec> drawn;
  drawn.reserve(o.fuzzCases);
  for (size_t i = 0; i < o.fuzzCases; ++i) {
    CaseSpec c = cases::drawFuzzCase(seed, i);
    if (o.filter.matches(c.name)) drawn.push_back(std::move(c));
  }
  if (drawn.empty()) {
    std::fprintf(stderr, "vktexel: the filter matches none of the %zu cases drawn from seed %u\n",
                 o.fuzzCases, seed);
    return kExitUsage;
  }
  std::map<std::string, const CaseSpec*> byName;
  std::vector<const CaseSpec*> selected;
  for (const CaseSpec& c : drawn) {
    selected.push_back(&c);
    byName[c.name] = &c;
  }
  std::printf(
      "fuzz: seed %u, cases 0 to %zu drawn, %zu selected (vktexel fuzz --seed %u --cases %zu repeats it)\n",
      seed, o.fuzzCases - 1, drawn.size(), seed, o.fuzzCases);
  const RunOutcome run = runSelection(
      o, selected,
      "fuzz --seed " + std::to_string(seed) + " --cases " + std::to_string(o.fuzzCases) +
          (o.filter.include.empty() && o.filter.exclude.empty() ? "" : " " + o.filter.describe()));

  std::map<std::string, std::vector<std::string>> findings;  // signature -> failing cases
  size_t failed = 0, notSupported = 0;
  for (const CaseResult& r : run.results) {
    notSupported += r.outcome == Outcome::NotSupported;
    if (!isFailure(r.outcome)) continue;
    ++failed;
    findings[signatureOf(*byName.at(r.name), r)].push_back(r.name);
  }
  // A finding is known when every one of its cases has a cause: the baseline's matcher over the
  // case's parameters (report/cause_matchers.h), or an entry naming the case.
  const CauseMatchers matchers = CauseMatchers::load(run.baselineDir);
  std::set<std::string> unexpected;
  if (run.end.baseline)
    for (const std::string& u : run.end.baseline->unexpectedFailures)
      unexpected.insert(u.substr(0, u.find(',')));
  size_t known = 0;
  std::map<std::string, size_t> knownCauses;  // tag -> findings
  if (!findings.empty()) std::printf("findings by signature (%zu):\n", findings.size());
  for (const auto& [signature, names] : findings) {
    std::string tag = "listed by name";
    bool allKnown = true;
    for (const std::string& n : names) {
      const CauseMatcher* m = matchers.match(caseParameters(*byName.at(n)));
      if (m) tag = m->cause.substr(0, m->cause.find_first_of(" ,"));
      allKnown = allKnown && (m || (run.end.baseline && !unexpected.count(n)));
    }
    if (allKnown) {
      ++known;
      ++knownCauses[tag];
    }
    std::printf("  %s %s: %zu cases, first %s\n",
                allKnown ? ("known: " + tag).c_str() : "new:", signature.c_str(), names.size(),
                names.front().c_str());
  }
  if (notSupported)
    std::printf("%zu cases NotSupported on this device (not counted as findings)\n", notSupported);
  const double seconds = run.seconds > 0 ? run.seconds : 1e-9;
  const size_t fresh = findings.size() - known;
  std::string causes;
  for (const auto& [tag, count] : knownCauses)
    causes += (causes.empty() ? "" : ", ") + tag + (count > 1 ? " x" + std::to_string(count) : "");
  std::printf("fuzz: %zu cases in %.1f s (%.1f cases/s), %zu failed, %zu distinct: %zu known (%s), %zu new\n",
              run.results.size(), run.seconds, double(run.results.size()) / seconds, failed, findings.size(),
              known, causes.empty() ? "no cause" : causes.c_str(), fresh);
  if (!run.end.incomplete.empty()) {
    std::printf("fuzz: INCOMPLETE: %s\n", run.end.incomplete.c_str());
    return run.end.incompleteStatus;
  }
  return fresh || run.end.validationMessages ? 1 : 0;
}

}  // namespace vktexel::tools
