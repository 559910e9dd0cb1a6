// The worker side of the process runner (run/process_runner.h): a forked process that runs cases
// in a Session and writes every event to the parent as one line on its events pipe:
//   D  device  robustness     once, when its session has started
//   B  name...                a batch starts (its cases are in flight until their R lines)
//   R  result                 a case's result (run/result_wire.h)
//   S  batches  pipelines  validation-messages  times...
//                             the session's totals so far, after each set of cases
//   A                         (lane workers) a parcel index came: the parcel starts
//   P  [end]                  (lane workers) the parcel is done; the next index is awaited, or,
//                             with "end", the worker exits (status 0)
//   E  message                the session could not run; the worker exits with status 2
#pragma once

#include "run/parcels.h"
#include "run/session.h"

#include <vector>

namespace vktexel {

// Runs `cases` in a new session, then returns the exit status (0: every case ran).
int runCasesWorker(const std::vector<const CaseSpec*>& cases, const SessionOptions& options, int events);

// A lane worker whose memory of its own (Private_Dirty: pages it wrote, and pages it shares with
// no other process any more) passes this after a parcel exits, and the lane starts a fresh worker:
// what a parcel allocated is not all given back to the system, and the whole suite's peak must
// stay within 1.3 GiB (issue 23). ASan's shadow memory and quarantine count as the worker's own.
#ifdef VKTEXEL_SANITIZED
constexpr size_t kLaneWorkerMiB = 1024;
#else
constexpr size_t kLaneWorkerMiB = 128;
#endif

// A lane's worker: one session for many parcels, so its instance and devices are made once.
// Reads a parcel index a line from `commands`, writes A, runs that parcel of `parcels` (inherited
// from the parent through fork), writes P. Returns 0 when the parent closes `commands`, or after a
// parcel that lost a device or left it holding more than kLaneWorkerMiB.
int runParcelsWorker(const std::vector<Parcel>& parcels, const SessionOptions& options, int commands,
                     int events);

}  // namespace vktexel
