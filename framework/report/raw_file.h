// A raw results file (`vktexel run --raw FILE`): what a device returned for every case of a run,
// with what its verdicts depend on (the device's limits, the inputs' digest, the build), so that
// `vktexel rejudge` can judge it again under a later oracle with no device, and `vktexel compare`
// can set two runs side by side. A text format, line by line, stored as a gzip stream: `zcat`
// (or `vktexel raw print`) shows it, and a hand-edited text reads back as it is or packed again
// (`vktexel raw pack`). docs/reference.md ("Raw results files") gives every line.
#pragma once

#include "model/expectation.h"
#include "run/verdict.h"

#include <cstdint>
#include <memory>
#include <string>
#include <utility>
#include <vector>

namespace vktexel {

// The format's version: the first line reads "vktexel-raw 1". A reader takes every version up to
// its own and refuses a later one, naming both.
constexpr uint32_t kRawFormatVersion = 1;

struct RawFileHeader {
  uint32_t version = kRawFormatVersion;
  std::string build;  // report/build_info.h describeBuild() of the vktexel that ran
  // The device, as run/device_probe.h reads it: device (the run's header line), device.name,
  // driver.name, driver.info, api.version, limits.subTexelPrecisionBits, robustness ...
  std::vector<std::pair<std::string, std::string>> properties;
  uint32_t seed = 0;                     // --seed (0: each case's own)
  std::vector<std::string> modelFaults;  // --model-fault of the run (its verdicts were made with them)
  std::string baseline;                  // the baseline folder the run compared with, or ""

  const std::string& property(const std::string& key) const;  // "" when absent
};

struct RawCaseRecord {
  std::string name;
  Outcome outcome = Outcome::InternalError;  // the run's verdict (before any baseline)
  std::string message;
  size_t probes = 0;
  std::string inputs;  // run/case_digest.h: with texels where `bits` is given, else the spec's alone
  std::string batch;   // the submission it ran in, or ""
  std::vector<model::RawResult> bits;  // one per probe; empty when the probes never ran
  std::vector<size_t> oneHotProbes;    // the one-hot gather re-run (RawCapture)
  std::vector<model::RawResult> oneHotBits;
};

struct RawFile {
  RawFileHeader header;
  std::vector<RawCaseRecord> cases;  // in the order the run finished them
  bool complete = false;             // the end line is there: the run was not cut short
};

// Writes as cases come; the file is whole (and readable by zcat) once finish() returns. An
// interrupted run still finishes it: only the end line, which says the run was complete, is missing.
class RawFileWriter {
 public:
  // Throws std::runtime_error naming the path when it cannot be written.
  RawFileWriter(const std::string& path, const RawFileHeader& header);
  ~RawFileWriter();
  RawFileWriter(const RawFileWriter&) = delete;
  RawFileWriter& operator=(const RawFileWriter&) = delete;

  void add(const RawCaseRecord& record);
  void finish(bool complete);
  size_t cases() const { return cases_; }

 private:
  void write(const std::string& text);
  std::string path_;
  void* gz_ = nullptr;  // gzFile
  size_t cases_ = 0;
};

// Reads a gzip-packed or plain text file. Throws std::runtime_error "FILE:LINE: what is wrong".
RawFile readRawFile(const std::string& path);
// The text of a file, packed or not (`vktexel raw print`).
std::string rawFileText(const std::string& path);
// `raw pack`: a text (or packed) file, checked by reading it, written packed to `out`.
void packRawFile(const std::string& in, const std::string& out);
// The text form of one record, as the file holds it (tests and `raw print` use the writer's own).
std::string rawRecordText(const RawCaseRecord& record);

}  // namespace vktexel
