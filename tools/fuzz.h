// `vktexel fuzz` (issue 66): cases drawn from a seed's stream (cases/fuzz_draw.h), run and reported
// as `vktexel run` runs and reports the fixed suite's (tools/run_selection.h), the failures grouped
// by a signature, and one last line that counts them.
#pragma once

#include "cli.h"

namespace vktexel::tools {

int fuzzCommand(Options o);

}  // namespace vktexel::tools
