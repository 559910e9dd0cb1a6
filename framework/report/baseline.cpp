#include "report/baseline.h"

#include <fstream>
#include <stdexcept>

namespace vktexel {
namespace {

bool parseOutcome(const std::string& word, Outcome* out) {
  for (Outcome o : {Outcome::Pass, Outcome::Fail, Outcome::NotSupported, Outcome::Unchecked, Outcome::Crash,
                    Outcome::Timeout, Outcome::InternalError})
    if (word == toString(o)) {
      *out = o;
      return true;
    }
  return false;
}

}  // namespace

Baseline Baseline::load(const std::string& dir) {
  const std::string path = dir + "/fails.csv";
  std::ifstream in(path);
  if (!in) throw std::runtime_error("baseline: cannot read " + path);
  Baseline b;
  std::string line;
  for (int n = 1; std::getline(in, line); ++n) {
    if (line.empty() || line[0] == '#') continue;
    const size_t comma = line.find(',');
    Outcome o;
    if (comma == std::string::npos || comma == 0 || !parseOutcome(line.substr(comma + 1), &o) ||
        !isFailure(o))
      throw std::runtime_error(
          path + ":" + std::to_string(n) +
          ": expected 'case,Status' with Status Fail, Crash, Timeout or InternalError: '" + line + "'");
    b.fails[line.substr(0, comma)] = o;
  }
  return b;
}

BaselineComparison compareWithBaseline(const Baseline& baseline, const std::vector<CaseResult>& results) {
  BaselineComparison c;
  for (const CaseResult& r : results) {
    const auto it = baseline.fails.find(r.name);
    const bool listed = it != baseline.fails.end();
    if (isFailure(r.outcome)) {
      if (listed && it->second == r.outcome)
        ++c.expectedFailures;
      else
        c.unexpectedFailures.push_back(r.name + "," + toString(r.outcome));
    } else if (listed && r.outcome != Outcome::NotSupported) {
      c.unexpectedPasses.push_back(r.name + "," + toString(r.outcome) +
                                   " (baseline: " + toString(it->second) + ")");
    }
  }
  return c;
}

}  // namespace vktexel
