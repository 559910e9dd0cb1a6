// A digest of what a case gives the device: its image (every texel byte uploaded), view, sampler,
// robustness tier, binding path and probes, never its expected values. A raw results file
// (report/raw_file.h) keeps it beside the returned bits, so re-judging them under a later build
// tells a case whose inputs changed since from one whose verdict changed.
#pragma once

#include "model/image.h"
#include "run/case.h"

#include <string>

namespace vktexel {

// 16 hex digits (FNV-1a, 64 bits). `image` null: the spec's fields alone (a case that never ran
// has no texels made); otherwise its texel bytes too, as uploaded.
std::string caseDigest(const CaseSpec& c, const model::HostImage* image);

}  // namespace vktexel
