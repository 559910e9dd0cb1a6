// The outcome of a case (DESIGN.md "Outcome words") and what a failure reports.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

namespace vktexel {

enum class Outcome { Pass, Fail, NotSupported, Unchecked, Crash, Timeout, InternalError };
const char* toString(Outcome o);
bool isFailure(Outcome o);  // Fail, Crash, Timeout, InternalError

struct ProbeFailure {
  size_t probe = 0;
  std::string label;      // what the probe aimed at
  std::string query;      // coordinates, lod, offset
  std::string expected;   // expectation, decoded with hex
  std::string got;        // raw result, decoded with hex
  std::string diagnosis;  // which texel the driver returned instead, when one matches
  std::string footprint;  // gathers: the model's and the driver's texel per component (one-hot re-run)
};

struct CaseResult {
  std::string name;
  Outcome outcome = Outcome::InternalError;
  std::string message;  // NotSupported: the missing feature; errors: what went wrong
  size_t probes = 0;
  size_t failedProbes = 0;
  std::vector<ProbeFailure> failures;  // the first few
  std::string diagnosis;               // a pattern common to the failing probes, when one is found
};

}  // namespace vktexel
