// Which descriptor a wrong result came from (P-21, issue 40). Cases read through a run-time index
// share dispatches with cases bound at other slots of the array; a driver that lowers the index
// wrongly hands a lane a neighbour's descriptor. The model knows what every bound view gives for a
// query, so a wrong result that one of them accepts names that view's case.
#pragma once

#include "model/faults.h"
#include "model/fetch.h"
#include "run/batch_resources.h"

#include <string>
#include <vector>

namespace vktexel {

// "" when no other view of `batch` (cases with another image or view than `self`) gives `got`.
std::string diagnoseDescriptor(const DispatchedCase& self, const std::vector<DispatchedCase>& batch,
                               const model::FetchQuery& q, const model::ModelFaults& faults,
                               const model::SamplingLimits& sampling, const model::RawResult& got);

}  // namespace vktexel
