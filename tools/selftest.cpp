#include "selftest.h"

#include "fault_selftest.h"

#include "compiler_warm_up.h"
#include "registry.h"
#include "run/process_runner.h"
#include "run/session.h"
#include "selftest/mutations.h"
#include "shadergen/compiler.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <functional>
#include <map>
#include <mutex>

namespace vktexel::tools {
namespace {

using selftest::Mutation;
using selftest::MutationInfo;

struct Family {
  std::string name;  // the first dotted part of the case names
  std::vector<const CaseSpec*> cases;
};

std::vector<Family> familiesOf(const std::vector<const CaseSpec*>& cases) {
  std::vector<Family> out;
  for (const CaseSpec* c : cases) {
    const std::string name = c->name.substr(0, c->name.find('.'));
    auto it = std::find_if(out.begin(), out.end(), [&](const Family& f) { return f.name == name; });
    if (it == out.end()) it = out.insert(out.end(), Family{name, {}});
    it->cases.push_back(c);
  }
  return out;
}

// A validator message on one line, cut short.
std::string oneLine(std::string text) {
  std::replace(text.begin(), text.end(), '\n', ' ');
  return text.size() > 400 ? text.substr(0, 400) + "..." : text;
}

}  // namespace

// The mutations' reference run records every module it builds, so it runs in this process;
// mutants run in worker processes (as `run` does, unless --no-fork), so a driver that a mutant
// crashes or hangs costs only the guilty cases. A worker's rewrite happens in its own memory:
// there, modules the reference run did not build are mutated (or left alone when invalid) but
// not reported.
RunResults runSelftestCases(const Options& o, const std::vector<const CaseSpec*>& cases, Rewrite rewrite,
                            bool inWorkers, const model::ModelFaults& faults) {
  SessionOptions so;
  so.device = o.device;
  so.executor.timeoutMs = uint64_t(o.timeoutSeconds * 1000);
  so.executor.seed = o.seed;
  so.executor.gatherDiagnoses = 0;  // a killed gather needs no one-hot re-run
  so.executor.failuresShown = 1;
  so.executor.mutateSpirv = std::move(rewrite);
  so.executor.faults = faults;
  RunResults out;
  if (!inWorkers || o.inProcess) {
    Session session(so);
    out.cases = session.run(cases, [](const CaseResult&) {});
    return out;
  }
  ProcessRunner runner(processRunOptions(o, so));
  out.cases = runner.run(
      cases, [](const std::string&, const std::string&) {}, [](const CaseResult&) {});
  out.interruptedBy = runner.report().interruptedBy;
  return out;
}

namespace {

// One mutation of one family: every module of the reference run rewritten and validated first.
struct Mutant {
  size_t modules = 0, mutatedModules = 0, sites = 0;
  std::string invalid;                                 // the first module the validator rejected, and why
  std::map<std::string, std::vector<uint32_t>> spirv;  // by shader key text
};

Mutant prepare(Mutation m, const std::map<std::string, std::vector<uint32_t>>& modules) {
  Mutant out;
  for (const auto& [key, words] : modules) {
    ++out.modules;
    std::vector<uint32_t> mutated = words;
    const size_t sites = selftest::applyMutation(m, mutated);
    if (!sites) continue;
    try {
      shadergen::validateSpirv(mutated);
    } catch (const shadergen::ShaderError& e) {
      if (out.invalid.empty()) out.invalid = oneLine(key + ": " + e.what());
      continue;
    }
    ++out.mutatedModules;
    out.sites += sites;
    out.spirv[key] = std::move(mutated);
  }
  return out;
}

}  // namespace

const std::vector<std::string>& defaultSelftestFilters() {
  static const std::vector<std::string> filters = {
      "ld.2d.r8g8b8a8_unorm.*",                   // levels, ConstOffsets, OOB per axis and level
      "txq.2d.r8g8b8a8_unorm.17x9.*",             // sizes per level
      "ld2dms.2d_ms.r32g32b32a32_sfloat.*_s4.*",  // every sample, ConstOffset with Sample, OOB
      "tld4.2d.r8g8b8a8_unorm.16x8.*",            // components, offsets, address modes
      "tex.2d.r32g32b32a32_sfloat.16x8.*",        // weights, filters, offsets, address modes
      "tex.2d.d32_sfloat.16x8.dref_*",            // depth compare
      "tex.cube*.r8g8b8a8_unorm.*.ties",          // tied cube faces, the same every time
      "tex.*_separate",                           // separate samplers, each at its own index
      "tex.2d.r32g32b32a32_sfloat.16x16.grad_*",  // Grad derivatives, one axis at a time
      "*.index_nonuniform",                       // run-time descriptor indices differing per lane
  };
  return filters;
}

int runSelftest(const Options& o) {
  CaseFilter filter = o.filter;
  if (filter.include.empty()) filter.include = defaultSelftestFilters();
  CompilerWarmUp warmUp;
  const std::vector<const CaseSpec*> selected = cases::select(filter);
  warmUp.finish();
  if (selected.empty()) {
    std::fprintf(stderr, "vktexel: the filter matches no case\n");
    return 2;
  }
  const auto start = std::chrono::steady_clock::now();
  std::printf("mutations:\n");
  for (const MutationInfo& info : selftest::allMutations())
    std::printf("  %-24s %s\n", info.name, info.semantic);
  std::printf("a mutant is killed when a case that passes unmutated fails with it\n\n");
  std::printf("%-8s %-24s %9s %6s %14s  %s\n", "family", "mutation", "modules", "sites", "cases failed",
              "verdict");
  std::fflush(stdout);

  size_t applicable = 0, killed = 0, invalid = 0, notApplicable = 0;
  for (const Family& family : familiesOf(selected)) {
    // The reference run: which cases pass unmutated, and every module the run builds.
    std::map<std::string, std::vector<uint32_t>> modules;
    std::mutex mutex;
    const std::vector<CaseResult> reference =
        runSelftestCases(
            o, family.cases,
            [&](const shadergen::ShaderKey& key, std::vector<uint32_t>& spirv) {
              std::lock_guard<std::mutex> lock(mutex);
              modules.emplace(key.text(), spirv);
            },
            false)
            .cases;
    std::map<std::string, Outcome> before;
    size_t passing = 0;
    for (const CaseResult& r : reference) {
      before[r.name] = r.outcome;
      passing += r.outcome == Outcome::Pass;
    }
    std::printf("%-8s %zu cases, %zu pass unmutated (%zu modules)\n", family.name.c_str(),
                family.cases.size(), passing, modules.size());

    for (const MutationInfo& info : selftest::allMutations()) {
      const Mutant mutant = prepare(info.mutation, modules);
      const std::string moduleCount =
          std::to_string(mutant.mutatedModules) + "/" + std::to_string(mutant.modules);
      if (!mutant.invalid.empty()) {
        ++invalid;
        std::printf("%-8s %-24s %9s %6zu %14s  INVALID (not counted): %s\n", family.name.c_str(), info.name,
                    moduleCount.c_str(), mutant.sites, "-", mutant.invalid.c_str());
        std::fflush(stdout);
        continue;
      }
      if (!mutant.sites) {
        std::printf("%-8s %-24s %9s %6s %14s  n/a (no site in this family's shaders)\n", family.name.c_str(),
                    info.name, moduleCount.c_str(), "-", "-");
        ++notApplicable;
        continue;
      }
      ++applicable;
      // A module the reference run did not build (a bisection re-runs part of a batch) is mutated on
      // the spot; one the validator rejects is left unmutated and makes the mutant invalid.
      std::mutex unseenMutex;
      size_t unseen = 0;
      std::string unseenInvalid;
      const RunResults results = runSelftestCases(
          o, family.cases,
          [&](const shadergen::ShaderKey& key, std::vector<uint32_t>& spirv) {
            auto it = mutant.spirv.find(key.text());
            if (it != mutant.spirv.end()) {
              spirv = it->second;
              return;
            }
            std::vector<uint32_t> copy = spirv;
            if (!selftest::applyMutation(info.mutation, copy)) return;
            std::lock_guard<std::mutex> lock(unseenMutex);
            ++unseen;
            try {
              shadergen::validateSpirv(copy);
              spirv = std::move(copy);
            } catch (const shadergen::ShaderError& e) {
              if (unseenInvalid.empty()) unseenInvalid = oneLine(key.text() + ": " + e.what());
            }
          },
          true);
      if (results.interruptedBy) {
        std::printf("interrupted by signal %d\n", results.interruptedBy);
        return 128 + results.interruptedBy;
      }
      if (!unseenInvalid.empty()) {
        ++invalid;
        --applicable;
        std::printf("%-8s %-24s %9s %6zu %14s  INVALID (not counted): %s\n", family.name.c_str(), info.name,
                    moduleCount.c_str(), mutant.sites, "-", unseenInvalid.c_str());
        continue;
      }
      size_t failed = 0, crashed = 0;  // among the cases that pass unmutated
      std::string first;
      for (const CaseResult& r : results.cases) {
        const auto was = before.find(r.name);
        if (was == before.end() || was->second != Outcome::Pass) continue;
        crashed += r.outcome == Outcome::Crash || r.outcome == Outcome::Timeout;
        if (r.outcome == Outcome::Fail && !failed++) first = r.name;
      }
      const std::string failedText = std::to_string(failed) + " of " + std::to_string(passing);
      killed += failed > 0;
      std::printf(
          "%-8s %-24s %9s %6zu %14s  %s%s%s%s\n", family.name.c_str(), info.name, moduleCount.c_str(),
          mutant.sites, failedText.c_str(), failed ? "killed" : "SURVIVED",
          failed ? (" (e.g. " + first + ")").c_str() : "",
          unseen ? (" [" + std::to_string(unseen) + " modules unseen by the reference run]").c_str() : "",
          crashed ? (" [" + std::to_string(crashed) + " crashed or hung]").c_str() : "");
      std::fflush(stdout);
    }
  }
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  std::printf("\nmutation score: %zu killed of %zu (%.0f%%)", killed, applicable,
              applicable ? 100.0 * double(killed) / double(applicable) : 0.0);
  if (invalid) std::printf(", %zu invalid mutants not counted", invalid);
  std::printf(", %zu (family, mutation) pairs n/a", notApplicable);
  std::printf(", %.1f s\n", seconds);
  const FaultScore faults = runFaultSelftest(o);
  if (faults.interruptedBy) {
    std::printf("interrupted by signal %d\n", faults.interruptedBy);
    return 128 + faults.interruptedBy;
  }
  // Exit 0 only when something was tested and every mutant and fault died; an invalid mutant is
  // a bug of its operator, so it fails the self-test too, though the score leaves it out.
  return killed == applicable && applicable > 0 && !invalid && faults.killed == faults.applicable ? 0 : 1;
}

}  // namespace vktexel::tools
