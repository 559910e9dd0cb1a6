// CaseSpec::repeatsAgree: a choice the spec leaves open must be made the same way every time, so a
// probe whose query repeats an earlier probe's must return that probe's result, bit for bit (the
// same direction selects the same cube face: SEMANTICS §14.2, P-13). Each check of the model
// accepts either tied face on its own; this one catches a driver that alternates.
#pragma once

#include "model/expectation.h"
#include "run/case.h"
#include "run/verdict.h"

namespace vktexel {

// Counts each disagreeing probe in r.failedProbes and reports up to `keep` of them; `raw` holds
// the case's results, probe by probe.
void checkRepeatsAgree(const CaseSpec& c, model::SampledType type, const model::RawResult* raw, size_t keep,
                       CaseResult& r);

}  // namespace vktexel
