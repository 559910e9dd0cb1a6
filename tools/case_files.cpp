#include "case_files.h"

#include "run/case_file.h"

#include <set>
#include <stdexcept>

namespace vktexel::tools {

CaseFiles::CaseFiles(const std::vector<std::string>& paths) {
  std::set<std::string> names;
  for (const std::string& path : paths) {
    for (CaseSpec& c : readCaseFile(path)) {
      if (!names.insert(c.name).second)
        throw std::invalid_argument("case " + c.name + " is given twice (again in " + path + ")");
      cases_.push_back(std::move(c));
    }
    description_ += (description_.empty() ? "case file " : ", ") + path;
  }
}

const CaseSpec* CaseFiles::find(const std::string& name) const {
  for (const CaseSpec& c : cases_)
    if (c.name == name) return &c;
  return nullptr;
}

const CaseSpec& CaseFiles::one(const std::string& name) const {
  if (name.empty()) {
    if (cases_.size() != 1)
      throw std::invalid_argument(describe() + " holds " + std::to_string(cases_.size()) +
                                  " cases: name the one you mean");
    return cases_.front();
  }
  if (const CaseSpec* c = find(name)) return *c;
  throw std::invalid_argument("no case named '" + name + "' in " + describe());
}

}  // namespace vktexel::tools
