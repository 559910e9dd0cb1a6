#include "run/process_runner.h"

#include "run/compile_traits.h"
#include "run/device_probe.h"
#include "run/fork_lock.h"
#include "run/result_wire.h"
#include "run/worker_process.h"
#include "shadergen/compiler.h"

#include <poll.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cassert>
#include <cerrno>
#include <chrono>
#include <condition_variable>
#include <csignal>
#include <cstdlib>
#include <cstring>
#include <map>
#include <mutex>
#include <set>
#include <stdexcept>
#include <thread>

namespace vktexel {
namespace {

volatile std::sig_atomic_t gStopSignal = 0;

// Whether the device's driver compiles per (device, view state) (run/compile_traits.h): then the
// lanes take parcels cut by format. Probed in a child once per process, device and driver list:
// bench and selftest run many times.
bool viewStatesPerDevice(const std::string& selector) {
  static std::mutex mutex;
  static std::map<std::string, bool> known;
  const char* icd = std::getenv("VK_DRIVER_FILES");
  const std::string key = selector + "\n" + (icd ? icd : "");
  std::lock_guard<std::mutex> lock(mutex);
  if (const auto it = known.find(key); it != known.end()) return it->second;
  bool perDevice = false;
  try {
    perDevice = compileTraitsOf(probeDeviceIdentity(selector)).viewStatesPerDevice;
  } catch (const std::exception&) {  // no driver: the workers say so
  }
  return known[key] = perDevice;
}

void onStopSignal(int signal) {
  gStopSignal = signal;
}

// SIGINT / SIGTERM set a flag the parent's loop checks; the previous handlers come back after.
class StopSignals {
 public:
  StopSignals() {
    gStopSignal = 0;
    struct sigaction a {};
    a.sa_handler = onStopSignal;
    sigemptyset(&a.sa_mask);
    sigaction(SIGINT, &a, &oldInt_);
    sigaction(SIGTERM, &a, &oldTerm_);
  }
  ~StopSignals() {
    sigaction(SIGINT, &oldInt_, nullptr);
    sigaction(SIGTERM, &oldTerm_, nullptr);
  }

 private:
  struct sigaction oldInt_ {
  }, oldTerm_{};
};

// Parent-side pipe ends of the workers alive: every new worker closes them first, so a worker
// never holds another's pipe open (which would hide that worker's death or its parent's end).
// Guarded by forkLock.
std::vector<int>& parentSideEnds() {
  static std::vector<int> ends;
  return ends;
}

void forgetEnd(int fd) {
  auto& ends = parentSideEnds();
  ends.erase(std::remove(ends.begin(), ends.end(), fd), ends.end());
}

std::string describeStatus(int status) {
  if (WIFSIGNALED(status)) {
    const int s = WTERMSIG(status);
    return "the worker died of signal " + std::to_string(s) + " (" + strsignal(s) + ")";
  }
  if (WIFEXITED(status)) return "the worker exited with status " + std::to_string(WEXITSTATUS(status));
  return "the worker stopped";
}

// "{a, b, c}"
std::string nameSet(const std::vector<const CaseSpec*>& cases) {
  std::string s;
  for (const CaseSpec* c : cases) s += (s.empty() ? "{" : ", ") + c->name;
  return s + "}";
}

bool crashed(const CaseResult& r) {
  return r.outcome == Outcome::Crash || r.outcome == Outcome::Timeout;
}

}  // namespace

double watchdogFor(double submissionTimeoutSeconds) {
  return submissionTimeoutSeconds + 10;
}

struct ProcessRunner::Attempt {
  bool completed = false;  // the worker ran every case (and a single set's worker exited cleanly)
  Outcome blameAs = Outcome::Crash;
  std::string why;                    // how the worker failed
  std::vector<std::string> inFlight;  // the batch it was running, without results yet
  // Crash/Timeout results of each batch of several cases that had any.
  std::vector<std::vector<CaseResult>> doubtful;
  std::set<std::string> done;  // names with a recorded or doubtful result
  size_t casesBefore = 0;      // cases the worker ran for earlier parcels
};

// A worker process and the parent's ends of its pipes. A lane's worker outlives its parcels.
struct ProcessRunner::Worker {
  pid_t pid = 0;        // 0: none running
  int events = -1;      // its event lines (run/worker_process.h)
  int commands = -1;    // parcel indices to it (lane workers only)
  size_t casesRun = 0;  // by its finished parcels
  // Its session's totals as of its latest S line.
  size_t batches = 0, pipelines = 0;
  uint64_t validationMessages = 0;
  PhaseTimes times;
};

// A crash or hang shared by a set of cases: how it showed, and what ran with them in the worker.
struct ProcessRunner::SharedCrash {
  Outcome outcome = Outcome::Crash;
  std::string why;
  std::string company;  // "" or " after N other cases in the same worker"
};

void ProcessRunner::record(const CaseResult& r, std::vector<CaseResult>* held) {
  if (held) {
    held->push_back(r);
    return;
  }
  results_.push_back(r);
  if (onResult_) onResult_(r);
}

// Forks a worker for `cases`, or, where null, a lane worker that waits for parcel indices. Its
// pipes are made, and their worker-side ends closed, under forkLock, so no other worker inherits
// them.
void ProcessRunner::start(Worker& w, const std::vector<const CaseSpec*>* cases) {
  int events[2], commands[2] = {-1, -1};
  if (pipe(events) != 0) throw std::runtime_error(std::string("pipe: ") + std::strerror(errno));
  // Commands go through a socket, so that one to a worker that died fails (MSG_NOSIGNAL) without
  // a SIGPIPE for the whole run; its death shows on its events pipe.
  if (!cases && socketpair(AF_UNIX, SOCK_STREAM, 0, commands) != 0) {
    const int error = errno;
    ::close(events[0]);
    ::close(events[1]);
    throw std::runtime_error(std::string("socketpair: ") + std::strerror(error));
  }
  std::fflush(stdout);
  std::fflush(stderr);
  const pid_t pid = fork();
  if (pid < 0) {
    const int error = errno;
    for (int fd : {events[0], events[1], commands[0], commands[1]})
      if (fd >= 0) ::close(fd);
    throw std::runtime_error(std::string("fork: ") + std::strerror(error));
  }
  if (pid == 0) {
    for (int fd : parentSideEnds()) ::close(fd);
    ::close(events[0]);
    if (!cases) ::close(commands[1]);
    std::signal(SIGINT, SIG_IGN);  // the parent decides; it kills the worker on a stop
    std::signal(SIGTERM, SIG_DFL);
    _exit(cases ? runCasesWorker(*cases, options_.session, events[1])
                : runParcelsWorker(parcels_, options_.session, commands[0], events[1]));
  }
  ::close(events[1]);
  if (!cases) ::close(commands[0]);
  w = Worker{};
  w.pid = pid;
  w.events = events[0];
  w.commands = cases ? -1 : commands[1];
  parentSideEnds().push_back(w.events);
  if (w.commands >= 0) parentSideEnds().push_back(w.commands);
  ++report_.workers;
}

// Ends the worker and reaps it, adds its totals to the report and returns its wait status. Unless
// `kill`, a lane worker is told no parcel follows (its commands close) and is given the
// watchdog's time to tear its session down (SIGKILL after that, or on a stop signal).
int ProcessRunner::stop(Worker& w, bool kill) {
  assert(w.pid > 0);  // kill(0, ...) would signal the parent's own process group
  if (w.commands >= 0) {
    forgetEnd(w.commands);
    ::close(w.commands);
  }
  if (!kill) kill = !drained(w);
  if (kill) ::kill(w.pid, SIGKILL);
  forgetEnd(w.events);
  ::close(w.events);
  int status = 0;
  {
    ForkLockReleased waiting;
    while (waitpid(w.pid, &status, 0) < 0 && errno == EINTR) {
    }
  }
  report_.batches += w.batches;
  report_.pipelines += w.pipelines;
  report_.validationMessages += w.validationMessages;
  report_.times.add(w.times);
  w = Worker{};
  return status;
}

// Whether the worker closed its events pipe (it exits) within the watchdog's time; what it still
// sends is dropped.
bool ProcessRunner::drained(Worker& w) {
  const bool never = false;
  bool hung = false;
  watch(
      w, [](const std::string&) {}, never, hung);
  return !hung && !gStopSignal;
}

// Reads the worker's event lines into `handle` until `done` (a parcel ended), the worker closes its
// pipe, it sends nothing for the watchdog's time (`hung`), or a stop signal.
void ProcessRunner::watch(Worker& w, const std::function<void(const std::string&)>& handle, const bool& done,
                          bool& hung) {
  std::string buffer;
  auto lastNews = std::chrono::steady_clock::now();
  while (!done) {
    pollfd p{w.events, POLLIN, 0};
    int ready = 0;
    {
      ForkLockReleased waiting;
      ready = poll(&p, 1, 200);
    }
    if (gStopSignal) return;
    if (ready > 0) {
      char chunk[65536];
      const ssize_t n = ::read(w.events, chunk, sizeof chunk);
      if (n < 0 && errno == EINTR) continue;
      if (n <= 0) return;  // the worker closed the pipe: it exited or died
      buffer.append(chunk, size_t(n));
      size_t eol;
      while ((eol = buffer.find('\n')) != std::string::npos) {
        handle(buffer.substr(0, eol));
        buffer.erase(0, eol + 1);
      }
      lastNews = std::chrono::steady_clock::now();
    } else if (std::chrono::duration<double>(std::chrono::steady_clock::now() - lastNews).count() >
               options_.watchdogSeconds) {
      hung = true;
      return;
    }
  }
}

ProcessRunner::Attempt ProcessRunner::runWorker(const std::vector<const CaseSpec*>& cases,
                                                std::vector<CaseResult>* held, Worker* lane, size_t parcel) {
  Attempt a;
  Worker single;
  Worker& w = lane ? *lane : single;
  const bool kept = lane && w.pid;  // a lane worker that ran parcels before
  if (!w.pid) start(w, lane ? nullptr : &cases);
  a.casesBefore = w.casesRun;
  if (lane) {
    // A worker that died since cannot take it (EPIPE): its death shows on its events pipe.
    const std::string command = std::to_string(parcel) + "\n";
    while (::send(w.commands, command.data(), command.size(), MSG_NOSIGNAL) < 0 && errno == EINTR) {
    }
  }
  bool started = !lane;  // the lane worker acknowledged the parcel (A)
  std::string error;
  std::vector<std::string> batch;  // names of the batch in flight
  std::map<std::string, CaseResult> batchDoubtful;
  bool hung = false, parcelDone = false, retiring = false;
  const auto settleBatch = [&] {
    // Crash or Timeout shared by several cases of one batch: one of them may be innocent.
    if (batch.size() > 1 && !batchDoubtful.empty()) a.doubtful.emplace_back();
    for (auto& [name, r] : batchDoubtful)
      if (batch.size() > 1)
        a.doubtful.back().push_back(r);
      else
        record(r, held);
    batchDoubtful.clear();
  };
  const auto handle = [&](const std::string& line) {
    const std::vector<std::string> f = splitFields(line);
    const std::string& tag = f[0];
    if (tag == "D" && f.size() == 3) {
      if (report_.device.empty()) {
        report_.device = f[1];
        report_.robustness = f[2];
        if (onDevice_) onDevice_(f[1], f[2]);
      }
    } else if (tag == "B") {
      settleBatch();
      batch.assign(f.begin() + 1, f.end());
    } else if (tag == "R") {
      CaseResult r = decodeResult(line.substr(2));
      a.done.insert(r.name);
      if (r.outcome == Outcome::Crash || r.outcome == Outcome::Timeout)
        batchDoubtful[r.name] = r;
      else
        record(r, held);
    } else if (tag == "S" && f.size() > 4) {
      w.batches = std::stoull(f[1]);
      w.pipelines = std::stoull(f[2]);
      w.validationMessages = std::stoull(f[3]);
      w.times = decodeTimes(f, 4);
    } else if (tag == "A" && lane) {
      started = true;
    } else if (tag == "P" && lane) {
      parcelDone = true;
      retiring = f.size() == 2 && f[1] == "end";
    } else if (tag == "E" && f.size() == 2) {
      error = f[1];
    }
  };
  try {
    watch(w, handle, parcelDone, hung);
  } catch (...) {  // a malformed line: the worker is not left behind
    stop(w, true);
    throw;
  }
  if (parcelDone && !gStopSignal) {  // the lane worker waits for its next parcel, or exits
    settleBatch();
    w.casesRun += a.done.size();
    a.completed = true;
    if (retiring) stop(w, false);
    return a;
  }
  const int status = stop(w, gStopSignal || hung);
  if (!error.empty()) throw std::runtime_error(error);
  // A kept worker that died or hung before it took the parcel did so idle: no case of the parcel
  // is to blame, and a fresh lane worker takes it.
  if (kept && !started && !gStopSignal) return runWorker(cases, held, lane, parcel);
  settleBatch();
  a.completed = !lane && !hung && !gStopSignal && WIFEXITED(status) && WEXITSTATUS(status) == 0;
  if (a.completed) return a;
  a.blameAs = hung ? Outcome::Timeout : Outcome::Crash;
  a.why = hung ? "the worker sent nothing for " + std::to_string(int(options_.watchdogSeconds)) +
                     " s and was killed (a hang)"
               : describeStatus(status);
  for (const std::string& name : batch)
    if (!a.done.count(name)) a.inFlight.push_back(name);
  return a;
}

void ProcessRunner::blame(const CaseSpec* c, const Attempt& a, std::vector<CaseResult>* held) {
  CaseResult r;
  r.name = c->name;
  r.outcome = a.blameAs;
  r.probes = c->probes.size();
  r.message = a.why + " while this case ran alone";
  record(r, held);
}

// No part of `set` crashed again on its own: the crash needs company, and is still a driver bug, so
// each case of the set takes it, naming the set (its result apart stays in the message).
void ProcessRunner::blameCompany(const std::vector<const CaseSpec*>& set, const SharedCrash& crash,
                                 std::vector<CaseResult>& trial) {
  const bool hang = crash.outcome == Outcome::Timeout;
  const std::string word = hang ? "hang" : "crash", verb = hang ? "hangs" : "crashes";
  const std::string rerun = set.size() == 1   ? "it does not " + word + " alone"
                            : set.size() == 2 ? "neither " + verb + " without the other"
                                              : "no smaller set tried " + verb;
  for (CaseResult& r : trial) {
    if (std::none_of(set.begin(), set.end(), [&](const CaseSpec* c) { return c->name == r.name; }))
      continue;  // the crash does not need it
    const std::string apart = r.outcome == Outcome::Pass ? ""
                                                         : "; apart: " + std::string(toString(r.outcome)) +
                                                               (r.message.empty() ? "" : ": " + r.message);
    r.outcome = crash.outcome;
    r.message = word + " only in company: running " + nameSet(set) + (set.size() > 1 ? " together" : "") +
                crash.company + ", " + crash.why + "; " + rerun + apart;
  }
  ++report_.companyCrashes;
}

// Whether `cases` crash or hang together in a fresh worker (then `crash` says how); their results
// are dropped: each case has its own from the bisection.
bool ProcessRunner::crashesTogether(const std::vector<const CaseSpec*>& cases, SharedCrash& crash) {
  std::vector<CaseResult> dropped;
  const Attempt a = runWorker(cases, &dropped);
  report_.bisected += cases.size();
  if (gStopSignal) return false;
  if (!a.completed) {
    crash = {a.blameAs, a.why, ""};
    return true;
  }
  for (const auto& group : a.doubtful) dropped.insert(dropped.end(), group.begin(), group.end());
  for (const CaseResult& r : dropped)
    if (crashed(r)) {
      crash = {r.outcome, r.message, ""};
      return true;
    }
  return false;
}

// Two sets that crash together and not apart: each is halved while the rest still crashes with the
// other (about 2 log2 n workers), so the report names the few cases the crash needs.
std::vector<const CaseSpec*> ProcessRunner::narrow(std::vector<const CaseSpec*> first,
                                                   std::vector<const CaseSpec*> second, SharedCrash& crash) {
  for (auto* part : {&first, &second}) {
    const std::vector<const CaseSpec*>& other = part == &first ? second : first;
    while (part->size() > 1 && !gStopSignal) {
      const size_t half = part->size() / 2;
      std::vector<const CaseSpec*> kept(part->begin(), part->begin() + half),
          dropped(part->begin() + half, part->end());
      const auto with = [&](std::vector<const CaseSpec*> cases) {
        cases.insert(cases.end(), other.begin(), other.end());
        return cases;
      };
      if (crashesTogether(with(kept), crash))
        *part = kept;
      else if (crashesTogether(with(dropped), crash))
        *part = dropped;
      else
        break;  // it needs cases of both halves
    }
  }
  first.insert(first.end(), second.begin(), second.end());
  return first;
}

// Runs `cases` to the end: after a failed worker, the cases in flight are bisected and the cases
// not yet run go on in a fresh worker.
void ProcessRunner::runSet(std::vector<const CaseSpec*> cases, std::vector<CaseResult>* held, Worker* lane,
                           size_t parcel) {
  while (!cases.empty() && !gStopSignal) {
    const Attempt a = runWorker(cases, held, lane, parcel);
    lane = nullptr;  // what a failed worker left runs in fresh ones
    if (gStopSignal) return;
    std::map<std::string, const CaseSpec*> byName;
    for (const CaseSpec* c : cases) byName[c->name] = c;
    std::set<std::string> inFlight(a.inFlight.begin(), a.inFlight.end());
    if (!a.completed && inFlight.empty()) {
      // It failed between batches: the first case without a result is the suspect.
      for (const CaseSpec* c : cases)
        if (!a.done.count(c->name)) {
          inFlight.insert(c->name);
          break;
        }
    }
    std::vector<const CaseSpec*> failedInFlight, rest;
    for (const CaseSpec* c : cases) {
      if (inFlight.count(c->name))
        failedInFlight.push_back(c);
      else if (!a.done.count(c->name))
        rest.push_back(c);
    }
    // The re-runs' results are held back until the bisection ends: if none crashes, the crash
    // needed company and replaces them.
    const auto bisect = [&](const std::vector<const CaseSpec*>& suspected, const SharedCrash& crash) {
      report_.bisected += suspected.size();
      std::vector<CaseResult> trial;
      const size_t half = suspected.size() == 1 ? 1 : suspected.size() / 2;
      const std::vector<const CaseSpec*> first(suspected.begin(), suspected.begin() + half),
          second(suspected.begin() + half, suspected.end());
      try {
        runSet(first, &trial);
        runSet(second, &trial);
        if (!gStopSignal && !trial.empty() && std::none_of(trial.begin(), trial.end(), crashed)) {
          SharedCrash confirmed = crash;
          const auto set = suspected.size() > 2 ? narrow(first, second, confirmed) : suspected;
          if (!gStopSignal) blameCompany(set, confirmed, trial);
        }
      } catch (...) {
        for (const CaseResult& r : trial) record(r, held);  // never lose results
        throw;
      }
      for (const CaseResult& r : trial) record(r, held);
    };
    if (failedInFlight.size() == 1 && cases.size() == 1) {
      blame(failedInFlight[0], a, held);
    } else if (!failedInFlight.empty()) {
      const size_t before = a.casesBefore + a.done.size();
      bisect(failedInFlight,
             {a.blameAs, a.why,
              before ? " after " + std::to_string(before) + " other cases in the same worker" : ""});
    }
    // Doubtful results (Crash/Timeout shared within a batch): bisect each batch's cases.
    for (const std::vector<CaseResult>& group : a.doubtful) {
      std::vector<const CaseSpec*> suspects;
      for (const CaseResult& r : group) suspects.push_back(byName.at(r.name));
      bisect(suspects, {group[0].outcome, group[0].message, ""});
    }
    cases = rest;
  }
}

std::vector<CaseResult> ProcessRunner::run(
    const std::vector<const CaseSpec*>& cases,
    const std::function<void(const std::string&, const std::string&)>& onDevice,
    const std::function<void(const CaseResult&)>& onResult) {
  StopSignals signals;
  // Every worker would otherwise build glslang's built-in tables again (shadergen/compiler.h);
  // a no-op where tools::CompilerWarmUp has built them.
  shadergen::warmUpCompiler();
  // Before the fork lock: the probe forks a child of its own under it.
  const bool byFormat = options_.jobs > 1 && viewStatesPerDevice(options_.session.device);
  std::lock_guard<std::mutex> lock(forkLock());
  onDevice_ = onDevice;
  onResult_ = onResult;
  results_.clear();
  codePaths_ = CodePaths(cases);
  options_.session.codePaths = &codePaths_;
  runLanes(cases, byFormat);
  report_.interruptedBy = int(gStopSignal);
  return results_;
}

void ProcessRunner::runLanes(const std::vector<const CaseSpec*>& cases, bool byFormat) {
  const size_t lanes = std::max<size_t>(1, options_.jobs);
  if (lanes == 1) {
    runSet(cases);
    return;
  }
  parcels_ = byFormat ? makeFormatParcels(cases, lanes, codePaths_) : makeParcels(cases, lanes, &codePaths_);
  report_.parcels = parcels_.size();
  const size_t laneCount = std::min(lanes, parcels_.size());
  size_t started = 0, finished = 0;
  std::vector<bool> taken(parcels_.size(), false);
  // A lane takes the first parcel meant for it; with none left, the last (lightest) of another's.
  const auto take = [&](size_t lane) -> size_t {
    for (size_t i = 0; i < parcels_.size(); ++i)
      if (!taken[i] && (parcels_[i].lane == lane || parcels_[i].lane == Parcel::kAnyLane))
        return taken[i] = true, i;
    for (size_t i = parcels_.size(); i-- > 0;)
      if (!taken[i]) return taken[i] = true, i;
    return parcels_.size();
  };
  bool failed = false;
  std::exception_ptr failure;
  std::condition_variable allThere;
  // A lane forks only once every lane has started, and ends only once no lane forks any more:
  // a thread's start and end take the sanitizer's locks outside forkLock (run/fork_lock.h).
  const auto waitForAll = [&](std::unique_lock<std::mutex>& lock, size_t& count) {
    ++count;
    allThere.notify_all();
    allThere.wait(lock, [&] { return count == laneCount; });
  };
  std::vector<std::thread> threads;
  for (size_t lane = 0; lane < laneCount; ++lane)
    threads.emplace_back([&, lane] {
      std::unique_lock<std::mutex> lock(forkLock());
      waitForAll(lock, started);
      Worker worker;  // started by the lane's first parcel, kept for the next ones
      try {
        for (size_t i = take(lane); i < parcels_.size() && !failed && !gStopSignal; i = take(lane))
          runSet(parcels_[i].cases, nullptr, &worker, i);
      } catch (...) {
        if (!failure) failure = std::current_exception();
        failed = true;
      }
      if (worker.pid) stop(worker, failed || gStopSignal);
      waitForAll(lock, finished);
    });
  {
    ForkLockReleased waiting;
    for (std::thread& t : threads) t.join();
  }
  if (failure) std::rethrow_exception(failure);
}

}  // namespace vktexel
