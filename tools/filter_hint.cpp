#include "filter_hint.h"

#include "registry.h"
#include "run/shell_quote.h"

#include <cctype>
#include <set>
#include <string>

namespace vktexel::tools {

std::string noMatchHint(const CaseFilter& filter) {
  CaseFilter lower = filter;
  bool changed = false;
  for (std::string& glob : lower.include)
    for (char& ch : glob) {
      const char l = char(std::tolower(static_cast<unsigned char>(ch)));
      changed = changed || l != ch;
      ch = l;
    }
  if (changed) {
    const size_t n = cases::select(lower).size();
    if (n) {
      std::string filters;
      for (const std::string& glob : lower.include) filters += " --filter " + shellQuote(glob);
      return "; in lower case it matches " + std::to_string(n) + " cases:" + filters +
             " (globs are case-sensitive)";
    }
  }
  std::set<std::string> families;
  for (const CaseSpec* c : cases::select(CaseFilter{}))
    families.insert(c->name.substr(0, c->name.find('.') + 1));
  std::string names;
  for (const std::string& f : families) names += (names.empty() ? "" : ", ") + f;
  return "; case names start with " + names + " (vktexel list --filter GLOB lists them)";
}

}  // namespace vktexel::tools
