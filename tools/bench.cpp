#include "bench.h"

#include "memory_sampler.h"

#include "compiler_warm_up.h"
#include "registry.h"
#include "report/console.h"
#include "run/process_runner.h"
#include "run/session.h"

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

namespace vktexel::tools {
namespace {

struct BenchRow {
  const char* mode;
  size_t cases = 0, batches = 0, pipelines = 0;
  Tally tally;
  double wall = 0;
  PhaseTimes times;
  double peakMiB = 0;
};

BenchRow measure(const Options& o, const std::vector<const CaseSpec*>& cases, bool isolated,
                 const char* mode = nullptr) {
  SessionOptions so;
  so.device = o.device;
  so.executor.timeoutMs = uint64_t(o.timeoutSeconds * 1000);
  so.executor.isolated = isolated;
  so.executor.maxSlots = o.slots;
  so.pipelineCacheDir = isolated ? "" : o.pipelineCacheDir;
  BenchRow row;
  row.mode = mode ? mode : isolated ? "isolated" : "binned";
  const MemorySampler memory;
  const auto start = std::chrono::steady_clock::now();
  const auto count = [&](const CaseResult& r) {
    row.tally.add(r.outcome);
    // A rare crash or hang must be named, or no one can chase it: bench writes no results file.
    if (r.outcome == Outcome::Crash || r.outcome == Outcome::Timeout || r.outcome == Outcome::InternalError)
      std::printf("%s: %s %s: %s\n", row.mode, r.name.c_str(), toString(r.outcome), r.message.c_str());
  };
  row.cases = cases.size();
  if (o.inProcess) {
    Session session(so);
    session.run(cases, count);
    row.batches = session.stats().batches;
    row.pipelines = session.stats().pipelines;
    row.times = session.stats().times;
  } else {
    ProcessRunner runner(processRunOptions(o, so));
    runner.run(
        cases, [](const std::string&, const std::string&) {}, count);
    const ProcessRunReport& report = runner.report();
    // An interrupted run's row would read as a whole one: stop (FreshDir removes the caches).
    if (report.interruptedBy)
      throw std::runtime_error("bench interrupted by signal " + std::to_string(report.interruptedBy));
    row.batches = report.batches;
    row.pipelines = report.pipelines;
    row.times = report.times;
  }
  row.peakMiB = memory.peakMiB();
  row.wall = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return row;
}

void printRow(const BenchRow& r) {
  const PhaseTimes& t = r.times;
  std::printf(
      "%-8s %7zu %9zu %6zu %9zu %7.2f | %7.2f %7.2f %7.2f %7.2f %7.2f %7.2f | %7.2f %7.2f %8.4f | %8.0f "
      "%9.0f %7.1f %7.0f\n",
      r.mode, r.cases, t.probes, t.submissions, r.pipelines, r.wall, t.model, t.compile, t.pipeline,
      t.prepare, t.submit, t.compare, t.upload, t.dispatch, t.medianFirstDispatch(), r.cases / r.wall,
      t.probes / r.wall, r.pipelines ? double(r.cases) / r.pipelines : 0.0, r.peakMiB);
}

// The dispatches where a driver that specialises on view state may compile, and how many of them
// took long enough to have compiled: a warm run whose shader cache serves every variant has none.
constexpr double kCompiledDispatchSeconds = 0.020;
void printStateSets(const char* mode, const PhaseTimes& t) {
  double sum = 0;
  size_t slow = 0;
  for (double s : t.newStateSetDispatch) {
    sum += s;
    if (s > kCompiledDispatchSeconds) ++slow;
  }
  std::printf(
      "%s: %zu dispatches bind a view-state set new to their pipeline, median %.1f ms, %.2f s in all, %zu "
      "over %.0f ms\n",
      mode, t.newStateSetDispatch.size(), 1000 * t.medianNewStateSetDispatch(), sum, slow,
      1000 * kCompiledDispatchSeconds);
}

// The compile points of a driver that compiles texture functions per view state and per lookup
// triple (Mesa 25's lavapipe: about five functions per view state a device takes, one per
// triple; docs/speed.md), summed over devices.
void printTextureStates(const char* mode, const PhaseTimes& t) {
  std::printf("%s: %zu view states taken by devices, %zu (view state, sampler, lookup) triples dispatched\n",
              mode, t.viewStates, t.lookupStates);
}

// Sets an environment variable for the workers forked (or the device made) after it, and puts
// the old value back when it goes.
class ScopedEnv {
 public:
  ScopedEnv(const char* name, const std::optional<std::string>& value) : name_(name) {
    if (const char* old = std::getenv(name)) old_ = old;
    set(value);
  }
  ~ScopedEnv() { set(old_); }
  ScopedEnv(const ScopedEnv&) = delete;
  ScopedEnv& operator=(const ScopedEnv&) = delete;

 private:
  void set(const std::optional<std::string>& value) {
    if (value)
      setenv(name_, value->c_str(), 1);
    else
      unsetenv(name_);
  }
  const char* name_;
  std::optional<std::string> old_;
};

// A fresh directory for the caches of one --cold-warm measurement, removed at the end.
class FreshDir {
 public:
  FreshDir() {
    std::string templ = (std::filesystem::temp_directory_path() / "vktexel-bench-XXXXXX").string();
    if (!mkdtemp(templ.data())) throw std::runtime_error("cannot make a temporary directory for the caches");
    path_ = templ;
  }
  ~FreshDir() {
    std::error_code ignored;
    std::filesystem::remove_all(path_, ignored);
  }
  FreshDir(const FreshDir&) = delete;
  FreshDir& operator=(const FreshDir&) = delete;
  const std::filesystem::path& path() const { return path_; }

 private:
  std::filesystem::path path_;
};

// --cold-warm: the whole selection three times. Cold: Mesa's shader cache disabled and no SPIR-V
// or pipeline cache. First: both caches in fresh, empty directories (a new machine's first run,
// which fills them). Warm: again with those caches. Mesa reads its variables when a device is
// made, so each run's workers see that run's settings.
std::vector<BenchRow> measureColdWarm(const Options& o, const std::vector<const CaseSpec*>& cases) {
  std::vector<BenchRow> rows;
  Options uncached = o;
  uncached.pipelineCacheDir.clear();
  {
    const ScopedEnv disabled("MESA_SHADER_CACHE_DISABLE", "true");
    rows.push_back(measure(uncached, cases, false, "cold"));
  }
  printRow(rows.back());
  std::fflush(stdout);
  const FreshDir caches;
  Options cached = o;
  cached.pipelineCacheDir = (caches.path() / "pipelines").string();
  // "false", not unset: unset, Mesa falls back to MESA_GLSL_CACHE_DISABLE and its build default.
  const ScopedEnv enabled("MESA_SHADER_CACHE_DISABLE", "false");
  const ScopedEnv mesaDir("MESA_SHADER_CACHE_DIR", (caches.path() / "mesa").string());
  for (const char* mode : {"first", "warm"}) {
    rows.push_back(measure(cached, cases, false, mode));
    printRow(rows.back());
    std::fflush(stdout);
  }
  return rows;
}

}  // namespace

int runBench(const Options& o) {
  Stopwatch building;
  CompilerWarmUp warmUp;
  const std::vector<const CaseSpec*> cases = cases::select(o.filter);
  warmUp.finish();
  const double buildSeconds = building.lap();
  if (cases.empty()) {
    std::fprintf(stderr, "vktexel: the filter matches no case\n");
    return 2;
  }
  if (o.inProcess)
    std::printf("in this process (--no-fork)\n");
  else
    std::printf("up to %u worker processes at once (--jobs); phase seconds are summed over workers\n",
                o.jobs);
  std::printf("peakMiB: the largest Pss of this process and its workers together, sampled every second\n");
  // Before every row and outside their walls; `vktexel run` pays it once too.
  std::printf("case lists built in %.2f s, before the rows\n", buildSeconds);
  std::printf(
      "mode       cases    probes  subm. pipelines  wall s |   model compile    pipe prepare  submit compare "
      "|"
      "  upload dispatch JIT med |  cases/s  probes/s cases/p peakMiB\n");
  std::printf(
      "                                                        |  (host seconds)                             "
      "  |"
      "  (device seconds)         |\n");
  if (o.coldWarm) {
    const std::vector<BenchRow> rows = measureColdWarm(o, cases);
    std::printf(
        "wall: cold %.2f s (Mesa's shader cache disabled, no SPIR-V cache), first %.2f s (empty caches), "
        "warm %.2f s\n",
        rows[0].wall, rows[1].wall, rows[2].wall);
    for (const BenchRow& r : rows) printStateSets(r.mode, r.times);
    printTextureStates("warm", rows.back().times);
    printSummary(stdout, rows.back().tally);
    return 0;
  }
  const BenchRow binned = measure(o, cases, false);
  printRow(binned);
  std::fflush(stdout);
  // The issue 7 budget: wall <= 1.5 x (pipelines x median first-dispatch JIT) + upload.
  const auto budgetFor = [&](size_t compiles, double medianJit) {
    return 1.5 * double(compiles) * medianJit + binned.times.upload;
  };
  const double budget = budgetFor(binned.pipelines, binned.times.medianFirstDispatch());
  if (o.isolated) {
    const BenchRow isolated = measure(o, cases, true);
    printRow(isolated);
    std::printf("isolated / binned wall time: %.1fx (%zu cases, %zu vs %zu pipelines)\n",
                isolated.wall / binned.wall, cases.size(), isolated.pipelines, binned.pipelines);
  }
  const std::string slots = o.slots == kAutoImageSlots ? "16 / its code paths views, at least 4"
                                                       : std::to_string(o.slots) + " views";
  std::printf("binned: %zu dispatches (each binds up to %s), %.1f ms device time each on average\n",
              binned.times.dispatches, slots.c_str(),
              binned.times.dispatches ? 1000 * binned.times.dispatch / double(binned.times.dispatches) : 0.0);
  std::printf(
      "binned: %.1f cases per pipeline; wall %.2f s against 1.5 x pipelines x median JIT + upload = %.2f s\n",
      binned.pipelines ? double(binned.cases) / binned.pipelines : 0.0, binned.wall, budget);
  // A driver that specialises shaders on view state (lavapipe) compiles per set of bound view
  // states, not per pipeline: the same budget counted in those compile points.
  const std::vector<double>& stateSets = binned.times.newStateSetDispatch;
  printStateSets("binned", binned.times);
  printTextureStates("binned", binned.times);
  std::printf("binned: wall against 1.5 x those x median + upload = %.2f s\n",
              budgetFor(stateSets.size(), binned.times.medianNewStateSetDispatch()));
  printSummary(stdout, binned.tally);
  return 0;  // a measurement: failures are the business of `run` and its baseline
}

}  // namespace vktexel::tools
