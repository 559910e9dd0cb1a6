// The cases of a command's --case-file files (run/case_file.h), read once: run runs them, explain
// and repro take one, rejudge judges the raw file's cases they hold.
#pragma once

#include "run/case.h"

#include <deque>
#include <string>
#include <vector>

namespace vktexel::tools {

class CaseFiles {
 public:
  // Throws std::invalid_argument for a file that cannot be read or parsed, or a name two hold.
  explicit CaseFiles(const std::vector<std::string>& paths);

  const std::deque<CaseSpec>& cases() const { return cases_; }
  const CaseSpec* find(const std::string& name) const;
  // The case NAME, or with NAME empty the files' only case; std::invalid_argument otherwise.
  const CaseSpec& one(const std::string& name) const;
  const std::string& describe() const { return description_; }  // "case file a.case" ...

 private:
  std::deque<CaseSpec> cases_;  // a deque: pointers to its cases stay valid
  std::string description_;
};

}  // namespace vktexel::tools
