// `vktexel rejudge RAW`: a raw results file (run --raw, report/raw_file.h) judged again under this
// build's CPU model, with no Vulkan device. It prints and writes what `run` would have for the same
// returned bits; a case whose inputs (texels, probes, state) changed since the run is listed as
// such and not judged, since its bits answer another question.
#pragma once

#include "cli.h"

namespace vktexel::tools {

int rejudgeCommand(Options o);

}  // namespace vktexel::tools
