// The machine-readable side of a baseline's causes (issue 66, item 5): under a fails.csv group's
// `# cause: TAG` line, `# match: REGEX` lines say which cases the driver bug touches, by their
// parameters (report/case_parameters.h), whatever their names. A case matches a group when one of
// its REGEX finds a match in the case's parameter line (ECMAScript, std::regex_search; anchor with
// word boundaries as needed). `vktexel fuzz` names a drawn case's failure `known: TAG` when its
// case matches, and a unit test holds every matcher to the cases its group lists. flakes.txt's
// groups may carry matchers too (a cause whose cases fail by chance): they come after fails.csv's.
#pragma once

#include <regex>
#include <string>
#include <vector>

namespace vktexel {

struct CauseMatcher {
  std::string cause;                     // the group's tag ("unorm-5-6-bit-replicated-lookups ...")
  std::vector<std::string> expressions;  // as written
  std::vector<std::regex> alternatives;
  std::string where;                // "fails.csv:97"
  std::vector<std::string> listed;  // the group's entries (case names; flakes.txt: name patterns)
  bool flake = false;               // a group of flakes.txt

  bool accepts(const std::string& parameters) const;
};

class CauseMatchers {
 public:
  // The groups of DIR/fails.csv, then of DIR/flakes.txt, that have `# match:` lines ("" or no
  // files: none). Throws
  // std::runtime_error naming the file and line of a REGEX std::regex refuses, or of a `# match:`
  // line in a group without a `# cause:` tag.
  static CauseMatchers load(const std::string& dir);
  // The first group whose matcher accepts `parameters`, or null.
  const CauseMatcher* match(const std::string& parameters) const;
  const std::vector<CauseMatcher>& all() const { return matchers_; }

 private:
  std::vector<CauseMatcher> matchers_;
};

}  // namespace vktexel
