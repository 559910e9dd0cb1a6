#include "run/process_runner.h"

#include "run/fork_lock.h"
#include "run/parcels.h"
#include "run/result_wire.h"
#include "shadergen/compiler.h"

#include <poll.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <condition_variable>
#include <csignal>
#include <cstring>
#include <map>
#include <set>
#include <stdexcept>
#include <thread>

namespace vktexel {
namespace {

volatile std::sig_atomic_t gStopSignal = 0;

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

void writeAll(int fd, const std::string& s) {
  size_t done = 0;
  while (done < s.size()) {
    const ssize_t n = ::write(fd, s.data() + done, s.size() - done);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) _exit(3);  // the parent is gone
    done += size_t(n);
  }
}

void send(int fd, const std::string& tag, const std::vector<std::string>& fields) {
  std::vector<std::string> all = {tag};
  all.insert(all.end(), fields.begin(), fields.end());
  writeAll(fd, joinFields(all) + "\n");
}

// The worker: one session over its cases, every event written to the pipe as it happens.
int workerMain(const std::vector<const CaseSpec*>& cases, const SessionOptions& options, int fd) {
  try {
    Session session(options);
    send(fd, "D", {session.physical().describe(), describeRobustness(session.robustness())});
    session.run(
        cases, [&](const CaseResult& r) { writeAll(fd, "R\t" + encodeResult(r) + "\n"); },
        [&](const Batch& b) {
          std::vector<std::string> names;
          for (const CaseSpec* c : b.cases) names.push_back(c->name);
          send(fd, "B", names);
        });
    std::vector<std::string> summary = {std::to_string(session.stats().batches),
                                        std::to_string(session.stats().pipelines),
                                        std::to_string(session.validationMessages())};
    for (const std::string& f : encodeTimes(session.stats().times)) summary.push_back(f);
    send(fd, "S", summary);
    return 0;
  } catch (const std::exception& e) {
    send(fd, "E", {e.what()});
    return 2;
  }
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
  bool completed = false;  // the worker ran every case and exited cleanly
  Outcome blameAs = Outcome::Crash;
  std::string why;                    // how the worker failed
  std::vector<std::string> inFlight;  // the batch it was running, without results yet
  // Crash/Timeout results of each batch of several cases that had any.
  std::vector<std::vector<CaseResult>> doubtful;
  std::set<std::string> done;  // names with a recorded or doubtful result
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

ProcessRunner::Attempt ProcessRunner::runWorker(const std::vector<const CaseSpec*>& cases,
                                                std::vector<CaseResult>* held) {
  Attempt a;
  int fds[2];
  pid_t pid = 0;
  // The pipe is made and its write end closed under forkLock, so no other lane's worker inherits
  // this write end (which would hide this worker's death from the parent).
  if (pipe(fds) != 0) throw std::runtime_error(std::string("pipe: ") + std::strerror(errno));
  std::fflush(stdout);
  std::fflush(stderr);
  pid = fork();
  if (pid < 0) throw std::runtime_error(std::string("fork: ") + std::strerror(errno));
  if (pid == 0) {
    ::close(fds[0]);
    std::signal(SIGINT, SIG_IGN);  // the parent decides; it kills the worker on a stop
    std::signal(SIGTERM, SIG_DFL);
    _exit(workerMain(cases, options_.session, fds[1]));
  }
  ::close(fds[1]);
  ++report_.workers;
  std::string buffer, error;
  std::vector<std::string> batch;  // names of the batch in flight
  std::map<std::string, CaseResult> batchDoubtful;
  auto lastNews = std::chrono::steady_clock::now();
  bool hung = false;
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
      report_.batches += std::stoull(f[1]);
      report_.pipelines += std::stoull(f[2]);
      report_.validationMessages += std::stoull(f[3]);
      report_.times.add(decodeTimes(f, 4));
    } else if (tag == "E" && f.size() == 2) {
      error = f[1];
    }
  };
  while (true) {
    pollfd p{fds[0], POLLIN, 0};
    int ready = 0;
    {
      ForkLockReleased waiting;
      ready = poll(&p, 1, 200);
    }
    if (gStopSignal) break;
    if (ready > 0) {
      char chunk[65536];
      const ssize_t n = ::read(fds[0], chunk, sizeof chunk);
      if (n < 0 && errno == EINTR) continue;
      if (n <= 0) break;  // the worker closed the pipe: it exited or died
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
      break;
    }
  }
  if (gStopSignal || hung) kill(pid, SIGKILL);
  ::close(fds[0]);
  int status = 0;
  {
    ForkLockReleased waiting;
    while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {
    }
  }
  if (!error.empty()) throw std::runtime_error(error);
  settleBatch();
  a.completed = !hung && !gStopSignal && WIFEXITED(status) && WEXITSTATUS(status) == 0;
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
void ProcessRunner::runSet(std::vector<const CaseSpec*> cases, std::vector<CaseResult>* held) {
  while (!cases.empty() && !gStopSignal) {
    const Attempt a = runWorker(cases, held);
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
      const size_t before = a.done.size();
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
  std::lock_guard<std::mutex> lock(forkLock());
  onDevice_ = onDevice;
  onResult_ = onResult;
  results_.clear();
  codePaths_ = CodePaths(cases);
  options_.session.codePaths = &codePaths_;
  runLanes(cases);
  report_.interruptedBy = int(gStopSignal);
  return results_;
}

void ProcessRunner::runLanes(const std::vector<const CaseSpec*>& cases) {
  const size_t lanes = std::max<size_t>(1, options_.jobs);
  if (lanes == 1) {
    runSet(cases);
    return;
  }
  const std::vector<Parcel> parcels = makeParcels(cases, lanes, &codePaths_);
  const size_t laneCount = std::min(lanes, parcels.size());
  size_t next = 0, started = 0, finished = 0;
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
    threads.emplace_back([&] {
      std::unique_lock<std::mutex> lock(forkLock());
      waitForAll(lock, started);
      try {
        for (size_t i = next++; i < parcels.size() && !failed && !gStopSignal; i = next++)
          runSet(parcels[i].cases);
      } catch (...) {
        if (!failure) failure = std::current_exception();
        failed = true;
      }
      waitForAll(lock, finished);
    });
  {
    ForkLockReleased waiting;
    for (std::thread& t : threads) t.join();
  }
  if (failure) std::rethrow_exception(failure);
}

}  // namespace vktexel
