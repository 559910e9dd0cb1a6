// Command-line parsing for `vktexel`, and the shard a run takes of the selected cases. Bad
// arguments throw UsageError: exit status 2.
#pragma once

#include "model/fetch.h"
#include "run/case.h"
#include "run/filter.h"
#include "run/process_runner.h"
#include "run/slot_plan.h"

#include <stdexcept>
#include <string>
#include <vector>

namespace vktexel::tools {

struct UsageError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// Shard `index` of `count`: the selected cases sorted by name (byte order), every count-th one
// from position `index` (round-robin). It depends only on the set of selected cases, never on the
// order of the filters, the registry or the machine, and shard sizes differ by one at most; every
// shard must be given the same --filter and --exclude.
struct Shard {
  size_t index = 0, count = 1;
  bool operator==(const Shard& o) const { return index == o.index && count == o.count; }
};

// One worker process per CPU this process may run on, at most kMaxDefaultJobs: a software
// driver JITs on the thread that submits, so one worker keeps one core busy.
constexpr uint32_t kMaxDefaultJobs = 8, kMaxJobs = 64;
uint32_t defaultJobs();

// --timeout's default: 60 s, five times that in a sanitizer build (VKTEXEL_SANITIZED).
#ifdef VKTEXEL_SANITIZED
constexpr double kDefaultTimeoutSeconds = 300.0;
#else
constexpr double kDefaultTimeoutSeconds = 60.0;
#endif

struct Options {
  // list | run | bench | explain | repro | merge | rejudge | compare | raw | coverage | devices |
  // selftest | help | version (--version)
  std::string command;
  // explain CASE; repro CASE; merge OUT.csv IN.csv...; rejudge RAW; compare A B...; raw print|pack ...
  std::vector<std::string> positional;
  CaseFilter filter;
  std::string device;
  std::string baselineDir;  // --baseline DIR: fails.csv, flakes.txt, skips.txt (report/baseline.h)
  std::string resultsFile;  // --results FILE: "case,Status" lines as cases finish
  std::string junitFile;    // --junit FILE: JUnit XML at the end of the run
  std::string htmlDir;      // --html DIR: index.html and a page per failing case (report/html_report.h)
  std::vector<std::string> caseFiles;  // --case-file FILE...: cases as text (run/case_file.h)
  std::string rawFile;                 // --raw FILE: every probe's returned bits (report/raw_file.h)
  std::string outputDir;               // repro CASE -o DIR
  Shard shard;
  bool shardFromFlag = false;  // --shard given: the GTEST_* variables are ignored
  bool validation = false;
  bool strict = false;          // --strict: warnings the baseline does not list fail the run
  bool strictBaseline = false;  // --strict-baseline: a fails.csv line naming no case is an error
  bool verbose = false;
  std::string failOn = "regressions";  // compare --fail-on: what makes it exit 1 (regressions|changes)
  double timeoutSeconds = kDefaultTimeoutSeconds;
  model::ModelFaults faults;
  bool fillSample1IntoSample2 = false;
  bool isolated = false;             // run/bench: one case per pipeline and submission
  bool coldWarm = false;             // bench --cold-warm: cold, first and warm runs of the selection
  uint32_t slots = kAutoImageSlots;  // --slots: views bound per dispatch
  bool inProcess = false;            // run --no-fork: no worker processes (no crash isolation)
  uint32_t jobs = defaultJobs();     // --jobs: worker processes at once
  std::string pipelineCacheDir;      // --pipeline-cache DIR
  std::string reproDir;              // run --repro-dir DIR: a repro folder per failure (report/repro_dir.h)
  bool reproExpected = false;        // --repro-expected: for the baseline's expected failures too
  uint32_t seed = 0;                 // --seed: texel data of every case (0: each case's fixed default);
                                     // fuzz: the stream's seed (0: drawn from the clock)
  size_t fuzzCases = 200;            // fuzz --cases N
  double fuzzSeconds = 0;            // fuzz --seconds T: rounds of cases until T is spent (0: --cases)
  bool fuzzCasesGiven = false;       // --cases was given (it and --seconds exclude each other)
  std::string findingsDir;           // fuzz --findings DIR: a folder per new finding, shrunk
  double shrinkSeconds = 60;         // fuzz --shrink-seconds S: the budget of one finding's shrink
  std::string mutation;  // fuzz --mutation NAME: selftest's SPIR-V mutation on every module it builds
  std::vector<std::string> mergeDirs;  // fuzz --merge DIR...: findings folders to merge into --findings
  double watchdogSeconds = 0;          // --watchdog: a silent worker is hung after this (0: --timeout + 10)
};

Options parseArguments(const std::vector<std::string>& args);

// The session options the run options give (device, validation, timeout, faults, slots, seed,
// pipeline cache): `run`'s and the dEQP mode's.
SessionOptions sessionOptionsOf(const Options& o);
// The worker-process options of run, bench and selftest: --watchdog (default: --timeout's
// watchdogFor) and --jobs around the session's options.
ProcessRunOptions processRunOptions(const Options& o, const SessionOptions& session);

// "I/N" with 0 <= I < N.
Shard parseShard(const std::string& text);
// Without --shard: GTEST_TOTAL_SHARDS and GTEST_SHARD_INDEX (null or empty: unset) pick the
// shard; one without the other, or a bad value, is a UsageError.
void applyShardEnvironment(Options& o, const char* totalShards, const char* shardIndex);
// The selected cases of the shard, in the order given.
std::vector<const CaseSpec*> casesOfShard(const std::vector<const CaseSpec*>& selected, const Shard& shard);

}  // namespace vktexel::tools
