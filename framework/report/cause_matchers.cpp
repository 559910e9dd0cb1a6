#include "report/cause_matchers.h"

#include "report/fails_groups.h"

#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

namespace vktexel {

namespace {

void addMatchers(const std::vector<FailsGroup>& groups, bool flake, std::vector<CauseMatcher>& out) {
  for (const FailsGroup& g : groups) {
    if (g.matches.empty()) continue;
    if (g.cause.empty())
      throw std::runtime_error(g.matches.front().second +
                               ": a '# match:' line in a group with no '# cause:' tag");
    CauseMatcher m{g.cause, {}, {}, g.where, {}, flake};
    for (const std::string& entry : g.entries) m.listed.push_back(entry.substr(0, entry.find(',')));
    for (const auto& [expression, where] : g.matches) {
      try {
        m.alternatives.emplace_back(expression, std::regex::ECMAScript);
      } catch (const std::regex_error& e) {
        throw std::runtime_error(where + ": '# match: " + expression + "' is no regular expression (" +
                                 e.what() + ")");
      }
      m.expressions.push_back(expression);
    }
    out.push_back(std::move(m));
  }
}

}  // namespace

bool CauseMatcher::accepts(const std::string& parameters) const {
  for (const std::regex& r : alternatives)
    if (std::regex_search(parameters, r)) return true;
  return false;
}

CauseMatchers CauseMatchers::load(const std::string& dir) {
  CauseMatchers out;
  addMatchers(readFailsGroups(dir), false, out.matchers_);
  addMatchers(readFailsGroups(dir, "flakes.txt"), true, out.matchers_);
  return out;
}

const CauseMatcher* CauseMatchers::match(const std::string& parameters) const {
  for (const CauseMatcher& m : matchers_)
    if (m.accepts(parameters)) return &m;
  return nullptr;
}

}  // namespace vktexel
