// Results files, deqp-runner style: one "case,Status" line per case, no header, `#` comments.
// Status is the suite's outcome word (Pass, Fail, NotSupported, Unchecked, Crash, Timeout,
// InternalError, QualityWarning, CompatibilityWarning), Flake: a failure the baseline's
// flakes.txt forgives, or ExpectedFail: a Fail its fails.csv lists (deqp-runner's word; a listed
// Crash or Timeout keeps its own word, so the file says which failure was expected). deqp-runner's Skip is
// written NotSupported here, the word the suite and its fails.csv already use. A warning's line adds a third
// field, the rest of the line: the bound it falls back on and the measured error, or what the spec advises
// against.
#pragma once

#include "run/verdict.h"

#include <cstdio>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

namespace vktexel {

bool parseOutcome(const std::string& word, Outcome* out);

// `s` with line breaks as spaces and no trailing spaces: a message on one line of a report.
std::string oneLine(std::string s);

struct ResultStatus {
  Outcome outcome = Outcome::Pass;
  bool flake = false;     // a failure the baseline forgives: written "Flake", never a failure of the run
  bool expected = false;  // a Fail the baseline lists: written "ExpectedFail" (still a Fail, listed)
  std::string word() const;
  std::string outcomeWord() const;  // the word without the baseline's reading (Fail, not ExpectedFail)
  static bool parse(const std::string& word, ResultStatus* out);
  bool failed() const { return !flake && isFailure(outcome); }
  bool operator==(const ResultStatus& o) const {
    return outcome == o.outcome && flake == o.flake && expected == o.expected;
  }
  bool operator!=(const ResultStatus& o) const { return !(*this == o); }
};

// A results or JUnit file that cannot be opened or written.
struct ReportFileError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// Opens (truncates) the file at once, so a bad path stops the run before any work, and writes
// each line as it comes, flushed: the results of a run that dies half-way survive. close()
// rewrites the file sorted by case name, so a run's file does not depend on which parallel
// worker finished first.
class ResultsCsvWriter {
 public:
  explicit ResultsCsvWriter(const std::string& path);  // throws ReportFileError
  ~ResultsCsvWriter();
  ResultsCsvWriter(const ResultsCsvWriter&) = delete;
  ResultsCsvWriter& operator=(const ResultsCsvWriter&) = delete;
  // A "# key: value" line, written at once and kept at the head of the sorted file: the build, the
  // device and the shard a results file came from (ResultsFileInfo).
  void comment(const std::string& key, const std::string& value);  // throws
  // `detail`: a warning's bound and error (one line; empty for other outcomes).
  void add(const std::string& name, const ResultStatus& status, const std::string& detail = "");  // throws
  void close();  // throws ReportFileError

 private:
  std::string path_;
  std::FILE* file_ = nullptr;
  std::vector<std::string> comments_, lines_;  // what was written, for the sorted rewrite
  void write(const std::string& line);
};

struct ResultsEntry {
  std::string name;
  ResultStatus status;
  std::string detail;  // a warning's third field; empty otherwise
  std::string where;   // "file:line" it was read from
};

// What a results file's "# key: value" lines say of the run that wrote it (vktexel writes them;
// a file without them, or deqp-runner's, leaves them empty).
struct ResultsFileInfo {
  std::string build;      // "# vktexel: 0.1 (commit ...)"
  std::string device;     // "# device: 0: llvmpipe ... (driver llvmpipe, Vulkan 1.3.230, Mesa 22.3.6)"
  std::string selection;  // "# selection: --filter ld.* --exclude ..." ("all cases" without filters)
  size_t shardIndex = 0, shardCount = 0;  // "# shard: 0/2"; count 0: no shard line
  size_t selected = 0;                    // "# selected: 56545 cases" (before sharding)
  bool complete = true;                   // "# complete: no" after an interrupted run
  std::string where;                      // the file
};
// The results file's key lines for a run (each as comment(key, value) takes them).
std::vector<std::pair<std::string, std::string>> resultsFileComments(const ResultsFileInfo& info);

struct ResultsFile {
  std::vector<ResultsEntry> entries;
  ResultsFileInfo info;
};
// Throws std::runtime_error naming the file and line of a malformed entry, or a missing file.
ResultsFile readResultsFile(const std::string& path);
std::vector<ResultsEntry> readResultsCsv(const std::string& path);

// Shard results into one list sorted by case name. The same case twice with the same status is
// kept once; with different statuses it is a conflict: throws std::runtime_error naming both.
std::vector<ResultsEntry> mergeResults(const std::vector<std::vector<ResultsEntry>>& inputs);

// `comments`: "# key: value" lines written first. Throws ReportFileError.
void writeResultsCsv(const std::string& path, const std::vector<ResultsEntry>& entries,
                     const std::vector<std::pair<std::string, std::string>>& comments = {});

}  // namespace vktexel
