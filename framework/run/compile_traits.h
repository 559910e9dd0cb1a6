// How a driver's compiler behaves, as data: a table of device identities (the same ECMAScript
// rules as expected/*/device.txt, report/baseline_match.h), each row with the measurement that
// put it there. The executor plans around a trait; nothing else in the framework reads a
// driver's name. A trait steers speed only, never a verdict: a device no row claims gets the
// plain plan.
#pragma once

#include "report/baseline_match.h"

#include <string>
#include <vector>

namespace vktexel {

struct CompileTraits {
  // A pipeline per bound view-state set (DeviceRunner::pipelinesPerStateSet): the driver's
  // disk cache misses every variant of a pipeline after its first, on every run.
  bool pipelinePerViewStateSet = false;
  // Parcels cut by format (run/parcels.h, makeFormatParcels): the driver compiles texture
  // functions per (device, static view state), so a view state whose cases run on both lanes
  // is compiled twice.
  bool viewStatesPerDevice = false;
  std::string reason;  // why, with where it was measured; "" when no row claims the device
};

struct CompileTraitsRow {
  const char* driverName;  // ECMAScript, matching the whole field
  const char* driverInfo;
  CompileTraits traits;
};

// The table (compile_traits.cpp).
const std::vector<CompileTraitsRow>& compileTraitsTable();

// The first row matching the device, else the plain plan.
CompileTraits compileTraitsOf(const DeviceIdentity& device,
                              const std::vector<CompileTraitsRow>& table = compileTraitsTable());

}  // namespace vktexel
