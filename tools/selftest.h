// `vktexel selftest`: the mutation self-test of issue 8. Each mutation operator
// (framework/selftest/mutations.h) rewrites every generated SPIR-V module of a run so that it breaks
// one documented semantic; the cases of every family it touches must then fail. Prints one row per
// (family, mutation) and the mutation score; exit 0 when every applicable mutant is killed.
#pragma once

#include "cli.h"

#include <string>
#include <vector>

namespace vktexel::tools {

// Without --filter: one reduced selection per family, for speed.
const std::vector<std::string>& defaultSelftestFilters();

int runSelftest(const Options& options);

}  // namespace vktexel::tools
