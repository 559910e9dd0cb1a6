// Judging a case's returned bits against the CPU model: the step a run takes after each
// submission, and the one `vktexel rejudge` takes from a raw results file with no device. Both
// call these functions, so a re-judged verdict and its messages are the run's own.
#pragma once

#include "model/faults.h"
#include "model/fetch.h"
#include "run/batch_resources.h"
#include "run/verdict.h"

#include <vector>

namespace vktexel {

// What the batch's other views give, for cases read through a run-time descriptor index, and the
// model's reading (faults, the device's sampling limits) for them and for the cited-bound tier.
struct DescriptorSiblings {
  const std::vector<DispatchedCase>* cases = nullptr;  // null: a constant index, no diagnosis
  model::ModelFaults faults;
  model::SamplingLimits sampling;
};

// The model's expectation of every probe. Throws std::logic_error for a case without probes (it
// could never fail) and for a probe that needs a robustness tier the case does not declare.
std::vector<model::FetchExpectation> expectationsOf(const CaseSpec& c, const model::HostImage& image,
                                                    const model::ModelFaults& faults,
                                                    const model::SamplingLimits& sampling);

// Compares the case's results (`raw[p]`: probe p's bits) with `expect` and sets r's outcome,
// failures (the first `keep`), message and, with keepAll and a failure, every probe's data.
void judgeCase(const DispatchedCase& d, const std::vector<model::FetchExpectation>& expect,
               const model::RawResult* raw, size_t keep, bool keepAll, const DescriptorSiblings& siblings,
               CaseResult& r);

}  // namespace vktexel
