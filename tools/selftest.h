// `vktexel selftest`: the mutation self-test of issue 8. Each mutation operator
// (framework/selftest/mutations.h) rewrites every generated SPIR-V module of a run so that it breaks
// one documented semantic; the cases of every family it touches must then fail. Prints one row per
// (family, mutation) and the mutation score; exit 0 when every applicable mutant is killed.
#pragma once

#include "cli.h"
#include "model/faults.h"
#include "shadergen/shader_key.h"

#include <functional>

#include <string>
#include <vector>

namespace vktexel::tools {

// Without --filter: one reduced selection per family, for speed.
const std::vector<std::string>& defaultSelftestFilters();

int runSelftest(const Options& options);

using Rewrite = std::function<void(const shadergen::ShaderKey&, std::vector<uint32_t>&)>;

struct RunResults {
  std::vector<CaseResult> cases;
  int interruptedBy = 0;  // SIGINT / SIGTERM stopped the worker processes
};

// Runs cases as the self-test does (no gather diagnosis, one failure shown), with `rewrite` applied
// to every SPIR-V module and `faults` in the model; in worker processes unless !inWorkers or
// --no-fork.
RunResults runSelftestCases(const Options& o, const std::vector<const CaseSpec*>& cases, Rewrite rewrite,
                            bool inWorkers, const model::ModelFaults& faults = {});

}  // namespace vktexel::tools
