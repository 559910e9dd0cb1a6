// Two runs side by side (`vktexel compare`): the verdicts of raw results files (report/raw_file.h)
// or results files (report/results.h), the cases whose verdict differs grouped by kind of change,
// and each with the cause its side's baseline gives, as piglit's summary and deqp-runner's results
// diffing do.
#pragma once

#include "report/results.h"

#include <map>
#include <string>
#include <vector>

namespace vktexel {

// One run's verdicts.
struct RunVerdicts {
  std::string path;
  std::string label;     // the device and driver of a raw file ("llvmpipe, Mesa 22.3.6"), else the path
  std::string baseline;  // the baseline folder the run compared with (raw files), or ""
  struct Entry {
    ResultStatus status;
    std::string inputs;  // the raw file's input digest ("" for results files)
    bool ran = false;    // the raw file holds its returned bits
  };
  std::map<std::string, Entry> cases;
};

// A raw results file (packed or text) or a results file, told apart by their first line. Throws
// std::runtime_error naming the file and line of a malformed one.
RunVerdicts readRunVerdicts(const std::string& path);

// The cause a baseline folder's fails.csv gives an entry: its group's "# cause: NAME" line, else the
// first line of the comment above the entry; "" when the case is not listed (or no folder).
class BaselineCauses {
 public:
  explicit BaselineCauses(const std::string& dir);  // "" or a missing folder: no causes
  std::string of(const std::string& name) const;

 private:
  std::map<std::string, std::string> causes_;
};

enum class ChangeKind {
  NewFailure,
  Fix,
  FailureToWarning,  // a failure now a QualityWarning or CompatibilityWarning
  NewWarning,        // a pass now a warning
  WarningCleared,    // a warning now a pass
  NewlyNotSupported,
  NewlySupported,
  OtherChange,
  DefinitionChanged,
  OnlyInA,
  OnlyInB
};
const char* describe(ChangeKind k);  // "new failures", "fixes" ...

struct VerdictChange {
  ChangeKind kind;
  std::string name;
  std::string a, b;  // the status words ("" where the case is absent)
};

// Every case whose status differs between a and b, or whose inputs changed (both raw files, both
// with or both without returned bits), grouped by kind and sorted by name within a kind.
std::vector<VerdictChange> compareRuns(const RunVerdicts& a, const RunVerdicts& b);

}  // namespace vktexel
