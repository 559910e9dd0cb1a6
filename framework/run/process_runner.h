// Runs cases in worker processes (issue 8 "isolation"): a driver that crashes, hangs or loses the
// device takes down only a worker. The parent watches each worker (no news for the watchdog's
// time: killed), then bisects the cases that were in flight, running halves in fresh workers
// until each guilty case stands alone and is blamed (Crash or Timeout); the rest continue. A crash
// that no part of its set repeats apart needs company: the few cases it needs (the set narrowed)
// each get it, naming them all, since it is a driver bug all the same.
// Results reach the caller as they arrive, so nothing gathered is lost, and SIGINT / SIGTERM stop
// the run cleanly with everything gathered so far. With jobs > 1, that many lanes run workers
// side by side, each taking parcels of whole batches (run/parcels.h) until none is left. A lane
// keeps its worker from parcel to parcel (its instance and devices made once) until the worker
// fails (what its parcel left runs as above), loses a device or outgrows kLaneWorkerMiB
// (run/worker_process.h); the next parcel then starts a fresh one. Every lane works holding
// forkLock (run/fork_lock.h), which also guards the report, the results and the callbacks; it
// lets go only while it waits for a worker.
#pragma once

#include "run/parcels.h"
#include "run/phase_times.h"
#include "run/session.h"

#include <functional>
#include <string>
#include <vector>

namespace vktexel {

struct ProcessRunOptions {
  SessionOptions session;
  double watchdogSeconds = 70;  // no message from a worker for this long: it is hung
  size_t jobs = 1;              // worker processes at once (--jobs)
};

struct ProcessRunReport {
  std::string device, robustness;  // as the first worker saw them
  size_t batches = 0, pipelines = 0;
  size_t workers = 0;  // worker processes started
  size_t parcels = 0;  // with jobs > 1: parcels the lanes shared (else 0)
  uint64_t validationMessages = 0;
  size_t bisected = 0;        // cases re-run to find the guilty ones
  size_t companyCrashes = 0;  // crashes and hangs of sets of which no part fails so alone
  int interruptedBy = 0;      // the signal that stopped the run, or 0
  PhaseTimes times;           // summed over the workers, each as of its last totals (S)
};

class ProcessRunner {
 public:
  explicit ProcessRunner(const ProcessRunOptions& options) : options_(options) {}
  // Not copyable: its session options point at its own codePaths_.
  ProcessRunner(const ProcessRunner&) = delete;
  ProcessRunner& operator=(const ProcessRunner&) = delete;

  // Throws std::runtime_error when a worker cannot start a session (no driver, unknown device).
  std::vector<CaseResult> run(
      const std::vector<const CaseSpec*>& cases,
      const std::function<void(const std::string& device, const std::string& robustness)>& onDevice,
      const std::function<void(const CaseResult&)>& onResult);
  const ProcessRunReport& report() const { return report_; }

 private:
  struct Attempt;
  struct Worker;
  struct SharedCrash;
  void start(Worker& w, const std::vector<const CaseSpec*>* cases);
  int stop(Worker& w, bool kill);
  bool drained(Worker& w);
  void watch(Worker& w, const std::function<void(const std::string&)>& handle, const bool& done, bool& hung);
  // `held`: where results go instead of the caller while a bisection decides on them, or null.
  // `lane`: the lane's worker runs `cases`, which are parcels_[parcel] (else a fresh worker).
  Attempt runWorker(const std::vector<const CaseSpec*>& cases, std::vector<CaseResult>* held,
                    Worker* lane = nullptr, size_t parcel = 0);
  void runSet(std::vector<const CaseSpec*> cases, std::vector<CaseResult>* held = nullptr,
              Worker* lane = nullptr, size_t parcel = 0);
  // byFormat: parcels cut by format (makeFormatParcels), for a driver that compiles per view state.
  void runLanes(const std::vector<const CaseSpec*>& cases, bool byFormat);
  void blame(const CaseSpec* c, const Attempt& a, std::vector<CaseResult>* held);
  void blameCompany(const std::vector<const CaseSpec*>& set, const SharedCrash& crash,
                    std::vector<CaseResult>& trial);
  void record(const CaseResult& r, std::vector<CaseResult>* held);
  bool crashesTogether(const std::vector<const CaseSpec*>& cases, SharedCrash& crash);
  std::vector<const CaseSpec*> narrow(std::vector<const CaseSpec*> first, std::vector<const CaseSpec*> second,
                                      SharedCrash& crash);

  ProcessRunOptions options_;
  CodePaths codePaths_;          // of the cases `run` got: read once here, inherited by every worker
  std::vector<Parcel> parcels_;  // with jobs > 1; lane workers inherit them and are sent indices
  ProcessRunReport report_;
  std::function<void(const std::string&, const std::string&)> onDevice_;
  std::function<void(const CaseResult&)> onResult_;
  std::vector<CaseResult> results_;
};

// The watchdog for a per-submission timeout: the submission's own timeout (which the worker
// handles itself) plus room for the host work of a batch.
double watchdogFor(double submissionTimeoutSeconds);

}  // namespace vktexel
