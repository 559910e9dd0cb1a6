// Splits a run into parcels for parallel worker processes (--jobs N). A software driver JITs on
// the thread that submits, so a single worker keeps one core busy however many the machine has;
// parcels let N workers JIT side by side. A parcel never splits the cases a worker would bin into
// one batch (the same shader key, whatever the tier: the default device may take them all), so
// parallel runs compile no pipeline a single worker would not.
#pragma once

#include "run/case.h"
#include "run/code_paths.h"
#include "run/planner.h"
#include "shadergen/shader_key.h"

#include <cstddef>
#include <vector>

namespace vktexel {

struct Parcel {
  std::vector<const CaseSpec*> cases;
  double weight = 0;  // estimated JIT work (parcelWeight), for ordering only
  static constexpr size_t kAnyLane = size_t(-1);
  size_t lane = kAnyLane;  // the lane meant to take it (makeFormatParcels), else any
};

// The key that keeps a batch's cases in one parcel: its batch key without the tier (and, for
// multisample batches, without the view type and paths).
BatchKey parcelFamilyOf(const Batch& b);

// An estimate of a batch's JIT work on a software driver: each distinct view state compiles every
// code path of the batch's shader, a gather about four times a fetch (docs/speed.md,
// "JIT costs"). Only the order of parcels uses it.
double batchWeight(size_t viewStates, const std::vector<shadergen::Variant>& codePaths);

// Every case in exactly one parcel, heaviest first, about kParcelsPerLane per lane: estimates
// miss by 2x and more, so lanes that finish early take the next parcel. lanes <= 1: one parcel
// of every case. Deterministic. Until issue 23's lane workers, each parcel was a forked worker
// with its own devices and pipelines, whose fork and exit copied and tore down the page tables
// of the parent's case lists (1.5 GiB then). Whole suite on 2 cores, two runs each: 24 per lane, warm 27.8
// and 28.1 s (16 s of system time), cold 64.8 and 60.8 s; 6 per lane, warm 19.7 and 20.5 s (9.6 s system),
// cold 59.4 and 65.3 s. (With 12 per lane, before glslang's tables were built ahead of the fork, the last
// parcel once left a lane idle for 5.4 s.) With the case lists at 0.5 GiB (96-byte probes), warm: 6 per
// lane 16.1 and 17.5 s, 12 per lane 17.0 and 20.4 s, 24 per lane 20.1 and 20.0 s: a worker's session and
// devices still cost 0.25-0.7 s each time one starts. Since a lane keeps its worker from parcel to parcel
// (run/process_runner.h), warm: 6 per lane 12.5 and 13.3 s, 12 per lane 13.1 and 13.4 s, 24 per lane 15.0
// and 13.8 s: planning and gating a parcel, and the workers that kLaneWorkerMiB retires, still cost more than
// finer parcels balance.
constexpr size_t kParcelsPerLane = 6;
// codePaths: the cases' code paths when the caller has read them (else they are read here).
std::vector<Parcel> makeParcels(const std::vector<const CaseSpec*>& cases, size_t lanes,
                                const CodePaths* codePaths = nullptr);
// Heaviest first, each part lighter than `target` riding with the parcel before it until that one
// reaches `target`: a parcel per family would spend more on its planning and gating than on work
// (kParcelsPerLane). Parts keep their lane.
std::vector<Parcel> packParcels(std::vector<Parcel> parts, double target);
void sortHeaviestFirst(std::vector<Parcel>& parcels);  // stable: ties keep their order
// For a driver that compiles per (device, view state) (CompileTraits::viewStatesPerDevice): the
// formats are dealt to the lanes by weight, heaviest first to the lightest lane, and each family
// is cut into one parcel per lane, meant for that lane (Parcel::lane), so a view state's cases run
// on one lane's devices. A batch split this way compiles its pipeline on both lanes: on lavapipe
// 22.3 and SwiftShader, which compile per pipeline, that costs more than it saves (docs/speed.md).
// A lane with none of its own left takes another lane's lightest.
std::vector<Parcel> makeFormatParcels(const std::vector<const CaseSpec*>& cases, size_t lanes,
                                      const CodePaths& paths);

}  // namespace vktexel
