// Two runs side by side (`vktexel compare`): the verdicts of raw results files (report/raw_file.h)
// or results files (report/results.h), the cases whose verdict differs grouped by kind of change,
// and each with the cause its side's baseline gives, as piglit's summary and deqp-runner's results
// diffing do.
#pragma once

#include "report/baseline_match.h"
#include "report/raw_file.h"
#include "report/results.h"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace vktexel {

// One run's verdicts.
struct RunVerdicts {
  std::string path;
  std::string label;     // the device and driver of a raw file ("llvmpipe, Mesa 22.3.6"), else the path
  std::string baseline;  // the baseline folder the run compared with (raw files), or ""
  // The device the run used (a raw file's header, a results file's "# device:" line); none when the
  // file does not say.
  std::optional<DeviceIdentity> device;
  std::optional<RawFileHeader> header;  // raw files: what their bits are judged under
  struct Entry {
    ResultStatus status;
    std::string inputs;                  // the raw file's input digest ("" for results files)
    bool ran = false;                    // the raw file holds its returned bits
    std::vector<model::RawResult> bits;  // raw files: one per probe, when it ran
  };
  std::map<std::string, Entry> cases;
};

// A raw results file (packed or text) or a results file, told apart by their first line. Throws
// std::runtime_error naming the file and line of a malformed one.
RunVerdicts readRunVerdicts(const std::string& path);

// The cause a baseline folder's fails.csv gives an entry: its group's "# cause: NAME" line, else the
// whole comment above the entry on one line; "" when the case is not listed (or no folder).
class BaselineCauses {
 public:
  explicit BaselineCauses(const std::string& dir);  // "" or a missing folder: no causes
  std::string of(const std::string& name) const;

 private:
  std::map<std::string, std::string> causes_;
};

// In the order compare prints them: regressions, then fixes, then the rest.
enum class ChangeKind {
  NewFailure,        // regressions: a pass, warning or NotSupported that now fails
  NewWarning,        // a pass now a warning
  Fix,               // fixes: a failure that now passes
  FailureToWarning,  // a failure now a QualityWarning or CompatibilityWarning
  WarningCleared,    // a warning now a pass
  NewlyNotSupported,
  NewlySupported,
  ChangedBits,  // the same verdict from other returned bits (both raw files, same inputs)
  OtherChange,  // one failure for another (Fail -> Crash ...)
  DefinitionChanged,
  OnlyInA,
  OnlyInB
};
enum class ChangeGroup { Regressions, Fixes, Rest };
ChangeGroup groupOf(ChangeKind k);
const char* describe(ChangeKind k);   // "new failures", "fixes" ...
const char* describe(ChangeGroup g);  // "regressions", "fixes", "other changes"

struct VerdictChange {
  ChangeKind kind;
  std::string name;
  std::string a, b;                   // the status words ("" where the case is absent)
  std::vector<size_t> changedProbes;  // ChangedBits: the probes whose bits differ
  size_t probes = 0;                  // ChangedBits: of how many
};

// Every case whose verdict differs between a and b (the outcome: a baseline's reading, such as
// ExpectedFail, is no change), whose returned bits differ, or whose inputs changed (both raw
// files, both with or both without returned bits), grouped by kind and sorted by name within one.
std::vector<VerdictChange> compareRuns(const RunVerdicts& a, const RunVerdicts& b);

}  // namespace vktexel
