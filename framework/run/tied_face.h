// A tied cube direction selects one face however it is sampled: the face rule "depends on (r_x,
// r_y, r_z) alone" (SEMANTICS §14.2, §14.3; issue 54, item 4), so probes that share a direction (and
// at different Lods, or in different cubes of a cube array, must all be explained by one face. Each probe's expectation accepts
// any tied face on its own (model::VecCheck::face names the face of each branch); this check
// catches a driver whose face depends on the Lod. Equal queries are CaseSpec::repeatsAgree's.
#pragma once

#include "model/fetch.h"
#include "run/case.h"
#include "run/verdict.h"

#include <vector>

namespace vktexel {

// Counts each probe whose faces share none with its direction's earlier probes in r.failedProbes,
// and reports up to `keep` of them; `raw` holds the case's results, probe by probe.
void checkTiedFaces(const CaseSpec& c, const std::vector<model::FetchExpectation>& expect,
                    const model::RawResult* raw, size_t keep, CaseResult& r);

}  // namespace vktexel
