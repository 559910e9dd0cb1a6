// `vktexel compare A B...` (report/compare_runs.h) and `vktexel raw print|pack` (report/raw_file.h).
#pragma once

#include "cli.h"

namespace vktexel::tools {

// The changes from the first file to each other one, grouped, with causes; exit 1 when any
// regressed (--fail-on changes: when any differs).
int compareCommand(const Options& o);
int rawCommand(const Options& o);

}  // namespace vktexel::tools
