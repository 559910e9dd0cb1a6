#include "report/cause_matchers.h"

#include "report/baseline.h"

#include <fstream>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

namespace vktexel {
namespace {

// One fails.csv group as the file reads: its comment block, then its entries.
struct Group {
  std::string cause, where;
  std::vector<std::pair<std::string, std::string>> matches;  // (expression, file:line)
  std::vector<std::string> entries;
};

std::string after(const std::string& body, const char* key) {
  std::string v = body.substr(std::string(key).size());
  v.erase(0, v.find_first_not_of(' '));
  return v;
}

}  // namespace

CauseMatchers CauseMatchers::load(const std::string& dir) {
  CauseMatchers out;
  if (dir.empty()) return out;
  const std::string path = dir + "/fails.csv";
  std::ifstream in(path);
  std::vector<Group> groups;
  bool inComment = false;
  size_t number = 0;
  for (std::string line; std::getline(in, line);) {
    ++number;
    const std::string text = baselineLineText(line);
    if (text.empty()) continue;
    const std::string where = path + ":" + std::to_string(number);
    if (text[0] == '#') {
      if (!inComment) groups.push_back(Group{"", where, {}, {}});  // a new comment block starts a group
      inComment = true;
      std::string body = text.substr(1);
      body.erase(0, body.find_first_not_of(' '));
      if (body.rfind("cause:", 0) == 0) groups.back().cause = after(body, "cause:");
      if (body.rfind("match:", 0) == 0) groups.back().matches.push_back({after(body, "match:"), where});
      continue;
    }
    inComment = false;
    if (groups.empty()) groups.push_back(Group{"", where, {}, {}});
    groups.back().entries.push_back(text.substr(0, text.find(',')));
  }
  for (const Group& g : groups) {
    if (g.matches.empty()) continue;
    if (g.cause.empty())
      throw std::runtime_error(g.matches.front().second +
                               ": a '# match:' line in a group with no '# cause:' tag");
    CauseMatcher m{g.cause, {}, {}, g.where, g.entries};
    for (const auto& [expression, where] : g.matches) {
      try {
        m.alternatives.emplace_back(expression, std::regex::ECMAScript);
      } catch (const std::regex_error& e) {
        throw std::runtime_error(where + ": '# match: " + expression + "' is no regular expression (" +
                                 e.what() + ")");
      }
      m.expressions.push_back(expression);
    }
    out.matchers_.push_back(std::move(m));
  }
  return out;
}

const CauseMatcher* CauseMatchers::match(const std::string& parameters) const {
  for (const CauseMatcher& m : matchers_)
    for (const std::regex& r : m.alternatives)
      if (std::regex_search(parameters, r)) return &m;
  return nullptr;
}

}  // namespace vktexel
