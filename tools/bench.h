// `vktexel bench`: where the time of a run goes, binned (the suite's way) and, with --isolated,
// one case per pipeline and submission (a per-case suite's way) on the same cases, side by side.
#pragma once

#include "cli.h"

namespace vktexel::tools {

int runBench(const Options& options);

}  // namespace vktexel::tools
