// The model-fault half of `vktexel selftest` (issue 19): each fault of framework/model/faults.h
// makes the CPU model play a driver with one bug, and the cases named beside it, run on the real
// device, must then fail where they pass with the right model. A surviving fault is a blind spot.
#pragma once

#include "cli.h"

#include <cstddef>
#include <string>
#include <vector>

namespace vktexel::tools {

struct FaultProof {
  const char* fault;                 // a model::allModelFaults() name
  std::vector<std::string> filters;  // the cases that must catch it (case-name globs)
};

// Every model fault with the cases that prove the suite catches it.
const std::vector<FaultProof>& faultProofs();

struct FaultScore {
  size_t applicable = 0, killed = 0;
  int interruptedBy = 0;  // SIGINT / SIGTERM stopped a run
};

// Runs each fault's cases with and without it and prints a row per fault; `o.filter`, when
// given, narrows every fault's cases.
FaultScore runFaultSelftest(const Options& o);

}  // namespace vktexel::tools
