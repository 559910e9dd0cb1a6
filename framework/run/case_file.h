// A case as text (issue 66, docs/case-file.md): every field of a CaseSpec, so a case outlives the
// code that made it. `vktexel fuzz` writes its findings so; `run --case-file`, `explain`, `repro`
// and `rejudge` read them like any case. The file spells each value in its own words
// (run/case_file_words.h), never through the model's names, so a stored file means what it meant.
#pragma once

#include "run/case.h"

#include <string>
#include <vector>

namespace vktexel {

// "vktexel case file 1": the first line of every file this build writes and reads.
extern const char* const kCaseFileHeader;

// One or more cases, each from `case NAME` to `end`.
std::string caseFileText(const std::vector<CaseSpec>& cases);

// The cases of a file's text. Throws std::invalid_argument naming SOURCE:LINE and what is wrong
// (an unknown key, a value that does not read, a missing header or `end`).
std::vector<CaseSpec> parseCaseFile(const std::string& text, const std::string& source);

// The cases of the file at PATH (std::invalid_argument when it cannot be read or parsed).
std::vector<CaseSpec> readCaseFile(const std::string& path);

}  // namespace vktexel
