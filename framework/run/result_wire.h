// Case results as single text lines, so a worker process can hand them to the parent through a
// pipe (run/process_runner.h). Fields are tab-separated; tabs, newlines and backslashes escaped.
#pragma once

#include "run/phase_times.h"
#include "run/verdict.h"

#include <string>
#include <vector>

namespace vktexel {

std::string escapeField(const std::string& s);
std::string unescapeField(const std::string& s);
std::string joinFields(const std::vector<std::string>& fields);  // escaped, tab-separated
std::vector<std::string> splitFields(const std::string& line);   // the inverse

std::string encodeResult(const CaseResult& r);
CaseResult decodeResult(const std::string& line);  // throws std::runtime_error on a malformed line

// A worker's PhaseTimes as fields (exact: doubles in hexadecimal), and back from fields[first..].
std::vector<std::string> encodeTimes(const PhaseTimes& t);
PhaseTimes decodeTimes(const std::vector<std::string>& fields, size_t first);  // throws std::runtime_error

}  // namespace vktexel
