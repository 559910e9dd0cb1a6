// dEQP's protocol, as deqp-runner (Mesa CI's runner of conformance suites) reads it (issue 41):
// the status word a vktexel outcome maps to, the two stdout lines of a case, and the QPA log
// section deqp-runner takes failure details from. The rules are deqp-runner's (src/parse_deqp.rs):
//   a case starts with "Test case '(.*)'.." and ends with a status line "^  (\S*) \(.*\)": two
//   spaces, a dEQP status word, a space and a parenthesised detail;
//   its details are the QPA log's text between "#beginTestCaseResult NAME" and "#endTestCaseResult".
#pragma once

#include "run/verdict.h"

#include <cstdio>
#include <string>

namespace vktexel {

struct DeqpStatus {
  const char* word;    // Pass, Fail, NotSupported, QualityWarning, Crash, Timeout, InternalError
  std::string detail;  // one line, without parentheses' meaning to the parser
};
// Unchecked is NotSupported: every result of such a case is undefined by the spec, so nothing was
// checked, and a Pass would claim conformance that was not tested (deqp-runner counts it as a skip,
// as vktexel's JUnit output does).
DeqpStatus deqpStatusOf(const CaseResult& r);

// "Test case 'NAME'..\n  WORD (DETAIL)\n".
std::string deqpProtocolLines(const CaseResult& r);

// The QPA log: a session header, then one #beginTestCaseResult/#endTestCaseResult section per case
// holding its TestCaseResult XML (the failing probes as <Text>), flushed per case so a crash of
// this process keeps what came before; #endSession when closed.
class QpaLog {
 public:
  QpaLog(const std::string& path, const std::string& commandLine);  // throws std::runtime_error
  ~QpaLog();
  QpaLog(const QpaLog&) = delete;
  QpaLog& operator=(const QpaLog&) = delete;
  void add(const CaseResult& r);
  void close();

 private:
  std::FILE* file_ = nullptr;
};

std::string qpaSection(const CaseResult& r);  // one case's section, markers included

}  // namespace vktexel
