#include "coverage_check.h"

#include "run/filter.h"

#include <algorithm>
#include <map>

namespace vktexel::cases {
namespace {

bool carries(const CaseSpec& c, const std::string& id) {
  return std::find(c.clauses.begin(), c.clauses.end(), id) != c.clauses.end();
}

// fnmatch over every case for every glob is slow: the literal head of a glob rules most names out.
bool claimMatches(const std::string& glob, const std::string& name) {
  const size_t head = std::min(glob.find_first_of("*?["), glob.size());
  return name.compare(0, head, glob, 0, head) == 0 && globMatch(glob, name);
}

}  // namespace

CoverageCheck checkCoverage(const std::vector<Clause>& clauses, const std::vector<CaseSpec>& cases) {
  CoverageCheck out;
  std::map<std::string, size_t> carrying;
  for (const CaseSpec& c : cases)
    for (size_t i = 0; i < c.clauses.size(); ++i)  // an ID listed twice counts once
      if (std::find(c.clauses.begin(), c.clauses.begin() + i, c.clauses[i]) == c.clauses.begin() + i)
        ++carrying[c.clauses[i]];
  for (const Clause& row : clauses) {
    const std::string id = row.id;
    RowCoverage rc{&row};
    if (auto it = carrying.find(id); it != carrying.end()) {
      rc.carrying = it->second;
      carrying.erase(it);
    }
    // hits[g]: for an include, the cases it matches; for an exclusion, the included cases it removes.
    std::vector<size_t> hits(row.claims.size(), 0);
    std::vector<std::string> globs;
    for (const char* g : row.claims) globs.push_back(g[0] == '!' ? g + 1 : g);
    size_t without = 0;
    std::string example;
    for (const CaseSpec& c : cases) {
      bool included = false, excluded = false;
      for (size_t g = 0; g < globs.size(); ++g)
        if (row.claims[g][0] != '!' && claimMatches(globs[g], c.name)) {
          ++hits[g];
          included = true;
        }
      if (!included) continue;
      for (size_t g = 0; g < globs.size(); ++g)
        if (row.claims[g][0] == '!' && claimMatches(globs[g], c.name)) {
          ++hits[g];
          excluded = true;
        }
      if (excluded) continue;
      ++rc.claimed;
      if (!carries(c, id) && !without++) example = c.name;
    }
    for (size_t g = 0; g < row.claims.size(); ++g)
      if (!hits[g]) out.problems.push_back(id + ": claim '" + row.claims[g] + "' matches no case");
    if (!row.claims.empty() && !rc.claimed) out.problems.push_back(id + ": its claims leave no case");
    if (without)
      out.problems.push_back(id + ": " + std::to_string(without) +
                             " claimed cases do not carry the ID, e.g. " + example);
    const bool reason = row.withoutCases && *row.withoutCases;
    if (rc.carrying && row.claims.empty())
      out.problems.push_back(id + ": " + std::to_string(rc.carrying) + " cases carry it but it claims none");
    if (rc.carrying && reason)
      out.problems.push_back(id + ": " + std::to_string(rc.carrying) + " cases carry it, yet it says \"" +
                             row.withoutCases + "\"");
    if (!rc.carrying && !reason)
      out.problems.push_back(id + ": UNCOVERED, no case carries it: " + row.summary);
    out.rows.push_back(rc);
  }
  for (const auto& [id, n] : carrying) {
    out.unknownIds.emplace_back(id, n);
    out.problems.push_back(id + ": " + std::to_string(n) + " cases carry this ID, which is no clause row");
  }
  return out;
}

}  // namespace vktexel::cases
