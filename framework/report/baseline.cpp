#include "report/baseline.h"

#include "report/results.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <stdexcept>

namespace vktexel {

const char* const kBaselineWarn = "Warn";

std::string baselineLineText(const std::string& s) {
  const size_t first = s.find_first_not_of(" \t\r\n");
  if (first == std::string::npos) return "";
  return s.substr(first, s.find_last_not_of(" \t\r\n") - first + 1);
}

namespace {

// One regular expression a line; a missing file is an empty list.
std::vector<BaselinePattern> loadPatterns(const std::string& dir, const std::string& file) {
  const std::string path = dir + "/" + file;
  std::vector<BaselinePattern> patterns;
  std::ifstream in(path);
  if (!in) return patterns;
  std::string line;
  for (int n = 1; std::getline(in, line); ++n) {
    const std::string text = baselineLineText(line);
    if (text.empty() || text[0] == '#') continue;
    try {
      patterns.push_back(BaselinePattern{text, file + ":" + std::to_string(n),
                                         std::regex(text, std::regex::ECMAScript | std::regex::optimize)});
    } catch (const std::regex_error& e) {
      throw std::runtime_error(path + ":" + std::to_string(n) + ": malformed regular expression '" + text +
                               "': " + e.what());
    }
  }
  return patterns;
}

const BaselinePattern* firstMatch(const std::vector<BaselinePattern>& patterns, const std::string& name) {
  for (const BaselinePattern& p : patterns)
    if (std::regex_search(name, p.regex)) return &p;
  return nullptr;
}

}  // namespace

Baseline Baseline::load(const std::string& given) {
  // A path to fails.csv (or any file in the folder) names its folder.
  std::error_code error;
  const std::filesystem::path asGiven(given);
  const std::string dir = std::filesystem::is_regular_file(asGiven, error)
                              ? (asGiven.has_parent_path() ? asGiven.parent_path().string() : ".")
                              : given;
  const std::string path = dir + "/fails.csv";
  std::ifstream in(path);
  if (!in) throw std::runtime_error("baseline: cannot read " + path);
  Baseline b;
  b.failsPath = path;
  std::string line;
  for (int n = 1; std::getline(in, line); ++n) {
    if (!line.empty() && line.back() == '\r') line.pop_back();
    if (line.empty() || line[0] == '#') continue;
    const size_t comma = line.find(',');
    Outcome o;
    // A warning may be listed too (issue 64, item 4): it is then expected, and --strict takes it.
    // deqp-runner's word Warn stands for either warning, as deqp-runner reads both.
    const std::string status = comma == std::string::npos ? "" : line.substr(comma + 1);
    const bool warn = status == kBaselineWarn;
    if (warn) o = Outcome::QualityWarning;
    if (comma == std::string::npos || comma == 0 || (!warn && !parseOutcome(status, &o)) ||
        !(isFailure(o) || isWarning(o)))
      throw std::runtime_error(path + ":" + std::to_string(n) +
                               ": expected 'case,Status' with Status Fail, Crash, Timeout, InternalError, "
                               "Undecided, Warn, QualityWarning or CompatibilityWarning: '" +
                               line + "'");
    const std::string name = line.substr(0, comma);
    if (warn) b.anyWarning.insert(name);
    if (b.failsLine.count(name))
      throw std::runtime_error(path + ":" + std::to_string(n) + ": '" + name +
                               "' is listed twice (first at line " + std::to_string(b.failsLine.at(name)) +
                               ")");
    b.fails[name] = o;
    b.failsLine[name] = n;
  }
  b.flakes = loadPatterns(dir, "flakes.txt");
  b.skips = loadPatterns(dir, "skips.txt");
  return b;
}

std::vector<std::string> Baseline::unknownEntries(
    const std::function<bool(const std::string&)>& known) const {
  std::vector<std::pair<int, std::string>> found;
  for (const auto& [name, line] : failsLine)
    if (!known(name)) found.push_back({line, name});
  std::sort(found.begin(), found.end());
  std::vector<std::string> out;
  for (const auto& [line, name] : found)
    out.push_back(failsPath + ":" + std::to_string(line) + ": '" + name + "' names no case of this build");
  return out;
}

const BaselinePattern* Baseline::skipOf(const std::string& name) const {
  return firstMatch(skips, name);
}

const BaselinePattern* Baseline::flakeOf(const std::string& name) const {
  return firstMatch(flakes, name);
}

std::string Baseline::skipMessage(const BaselinePattern& p) {
  return "skipped by baseline (" + p.where + ": " + p.text + ")";
}

BaselineVerdict judge(const Baseline& baseline, const CaseResult& r) {
  const auto it = baseline.fails.find(r.name);
  const bool listed = it != baseline.fails.end();
  if (isFailure(r.outcome)) {
    if (baseline.flakeOf(r.name)) return BaselineVerdict::Flake;
    return listed && it->second == r.outcome ? BaselineVerdict::ExpectedFailure
                                             : BaselineVerdict::UnexpectedFailure;
  }
  // A warning a baseline lists is expected; one it does not list is no failure.
  if (isWarning(r.outcome) && listed && (it->second == r.outcome || baseline.anyWarning.count(r.name)))
    return BaselineVerdict::ExpectedFailure;
  // A case the device cannot run says nothing about the listed bug, and a flaky one may pass
  // (not turn Unchecked: that would be the suite's change).
  const bool flakyPass = r.outcome == Outcome::Pass && baseline.flakeOf(r.name);
  if (listed && r.outcome != Outcome::NotSupported && !flakyPass) return BaselineVerdict::UnexpectedPass;
  return BaselineVerdict::AsExpected;
}

const char* describe(BaselineVerdict v) {
  switch (v) {
    case BaselineVerdict::AsExpected: return "";
    case BaselineVerdict::ExpectedFailure: return "expected failure";
    case BaselineVerdict::Flake: return "flake";
    case BaselineVerdict::UnexpectedFailure: return "unexpected failure";
    case BaselineVerdict::UnexpectedPass: return "unexpected pass";
  }
  return "";
}

ResultStatus statusOf(const Baseline& baseline, const CaseResult& r) {
  return statusOf(r, judge(baseline, r));
}

ResultStatus statusOf(const CaseResult& r, BaselineVerdict v) {
  return ResultStatus{r.outcome, v == BaselineVerdict::Flake,
                      v == BaselineVerdict::ExpectedFailure && r.outcome == Outcome::Fail};
}

BaselineComparison compareWithBaseline(const Baseline& baseline, const std::vector<CaseResult>& results) {
  BaselineComparison c;
  for (const CaseResult& r : results) {
    const std::string entry = r.name + "," + toString(r.outcome);
    switch (judge(baseline, r)) {
      case BaselineVerdict::AsExpected: break;
      case BaselineVerdict::ExpectedFailure:
        ++(isWarning(r.outcome) ? c.expectedWarnings : c.expectedFailures);
        break;
      case BaselineVerdict::Flake:
        c.flakes.push_back(entry + " (" + baseline.flakeOf(r.name)->where + ")");
        break;
      case BaselineVerdict::UnexpectedFailure: c.unexpectedFailures.push_back(entry); break;
      case BaselineVerdict::UnexpectedPass:
        c.unexpectedPasses.push_back(entry + " (baseline: " +
                                     (baseline.anyWarning.count(r.name)
                                          ? std::string(kBaselineWarn)
                                          : toString(baseline.fails.at(r.name))) +
                                     ")");
        break;
    }
  }
  return c;
}

}  // namespace vktexel
