// The outcome of a case (DESIGN.md "Outcome words") and what a failure reports.
#pragma once

#include "model/expectation.h"

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace vktexel {

// Three verdicts for precision (issue 55): inside the letter of the spec, Pass; outside it but inside
// a named, cited bound (model/cited_bounds.h), QualityWarning, VK-GL-CTS's word for a
// low-precision result; beyond, Fail. CompatibilityWarning: every probe got a result the spec
// allows, but one it advises against (a "should" the result breaks, e.g. a LINEAR depth compare
// that is no weighted count of the passes). Neither warning is a failure or a plain pass
// (deqp-runner counts both as warnings); `--strict` fails the run on either. Undecided: no probe
// failed, but the model could not decide one within its search budget (model/weight_span.h): never
// a pass, and a failure of the check (a baseline may list it; the goal is none).
enum class Outcome {
  Pass,
  Fail,
  NotSupported,
  Unchecked,
  Crash,
  Timeout,
  InternalError,
  QualityWarning,
  CompatibilityWarning,
  Undecided
};
const char* toString(Outcome o);
const std::vector<Outcome>& allOutcomes();  // every outcome, in the order summaries list them
bool isFailure(Outcome o);                  // Fail, Crash, Timeout, InternalError, Undecided
bool isWarning(Outcome o);                  // QualityWarning, CompatibilityWarning

struct ProbeFailure {
  size_t probe = 0;
  std::string label;      // what the probe aimed at
  std::string query;      // coordinates, lod, offset
  std::string expected;   // expectation, decoded with hex
  std::string got;        // raw result, decoded with hex
  std::string diagnosis;  // which texel the driver returned instead, when one matches
  std::string footprint;  // gathers: the model's and the driver's texel per component (one-hot re-run)
  std::string marks;      // '^' under the components of `got` that differ from `expected` (aligned)
};

// One probe of a failing case, for reports that show every probe (the HTML report's table and
// pictures): the raw result, a representative value the model accepts, and the verdict.
enum class ProbeVerdict : uint8_t { Pass, Fail, Unchecked };
struct ProbeData {
  model::RawResult got{};
  model::RawResult expected{};  // representativeValue() of the probe's expectation
  ProbeVerdict verdict = ProbeVerdict::Pass;
};

// A value the expectation accepts, for pictures and differences: its first alternative, each
// component at the middle of its range (exact bits where exact); a quiet NaN for "any NaN", 0 for
// "any" and for probes that are not checked.
model::RawResult representativeValue(const model::Expectation& e);

// What the device returned for a case, kept when a run writes a raw results file (`run --raw`,
// report/raw_file.h) so that `vktexel rejudge` can judge it again with no device; empty otherwise.
struct RawCapture {
  std::string inputs;  // run/case_digest.h, of the texels the run uploaded; "" when not kept
  // The submission the case ran in: cases read through a run-time descriptor index are diagnosed
  // by what the batch's other views give (run/descriptor_diagnosis.h).
  std::string batch;
  std::vector<model::RawResult> bits;  // one per probe, for cases whose probes ran
  // The one-hot re-run of a failing gather (run/gather_diagnosis.h): the failing probes it took,
  // and its results, one-hot case after case.
  std::vector<size_t> oneHotProbes;
  std::vector<model::RawResult> oneHotBits;
};

struct CaseResult {
  std::string name;
  Outcome outcome = Outcome::InternalError;
  std::string message;  // NotSupported: the missing feature; errors: what went wrong
  size_t probes = 0;
  size_t failedProbes = 0;
  size_t undecidedProbes = 0;          // probes the model could not decide (Outcome::Undecided)
  std::vector<ProbeFailure> failures;  // the first few
  std::string diagnosis;               // a pattern common to the failing probes, when one is found
  // Every probe in order, for failing cases only and only when ExecutorOptions::keepProbeData
  // asks for it; empty otherwise.
  std::vector<ProbeData> probeData;
  RawCapture raw;  // only when ExecutorOptions::keepRaw asks for it
};

}  // namespace vktexel
