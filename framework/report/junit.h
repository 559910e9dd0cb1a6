// JUnit XML for CI dashboards: one <testsuite> with the counts, one <testcase> per case whose
// classname is the case's family (the name up to the first dot).
// - a failure the baseline does not expect (every failure when there is no baseline) is a
//   <failure> whose message is the first line of the console report and whose text is all of it;
// - an unexpected pass is a <failure> too: it makes the run's exit status non-zero as well;
// - NotSupported and Unchecked are <skipped> with the reason (what the summary line counts as
//   skipped); cases skips.txt kept from running are NotSupported "skipped by baseline";
// - an expected failure (fails.csv) and a flake (flakes.txt) pass, the report in <system-out>.
#pragma once

#include "report/baseline.h"
#include "run/verdict.h"

#include <cstdio>
#include <string>
#include <utility>
#include <vector>

namespace vktexel {

// Text or attribute value (`attribute`: newlines and tabs as character references). Characters
// XML 1.0 forbids (control characters other than tab, newline, carriage return) become "\xNN".
std::string xmlEscape(const std::string& s, bool attribute);

class JunitWriter {
 public:
  // Opens (truncates) the file at once, so a bad path stops the run before any work.
  explicit JunitWriter(const std::string& path);  // throws ReportFileError
  ~JunitWriter();
  JunitWriter(const JunitWriter&) = delete;
  JunitWriter& operator=(const JunitWriter&) = delete;

  // `cause`: the fails.csv cause of an expected failure or listed warning ("" where none). A result
  // the baseline expects is written as deqp-runner writes it, ExpectedFail (or Flake, or a listed
  // warning), in one line with its cause: the probe dump is for the unexpected ones.
  void add(const CaseResult& r, BaselineVerdict verdict, const std::string& cause = "");
  // Writes the document and closes the file. `properties` go into the suite's <properties>.
  void finish(const std::string& suite, const std::vector<std::pair<std::string, std::string>>& properties,
              double seconds);  // throws ReportFileError

 private:
  struct Entry {
    std::string name, classname;
    enum class Kind { Passed, Failure, Skipped } kind = Kind::Passed;
    std::string type, message, text;
  };
  std::string path_;
  std::FILE* file_ = nullptr;
  std::vector<Entry> entries_;
};

}  // namespace vktexel
