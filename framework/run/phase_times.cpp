#include "run/phase_times.h"

#include <algorithm>

namespace vktexel {

void PhaseTimes::add(const PhaseTimes& o) {
  model += o.model;
  compile += o.compile;
  pipeline += o.pipeline;
  prepare += o.prepare;
  submit += o.submit;
  compare += o.compare;
  upload += o.upload;
  dispatch += o.dispatch;
  firstDispatch.insert(firstDispatch.end(), o.firstDispatch.begin(), o.firstDispatch.end());
  probes += o.probes;
  submissions += o.submissions;
  dispatches += o.dispatches;
}

double PhaseTimes::medianFirstDispatch() const {
  if (firstDispatch.empty()) return 0;
  std::vector<double> sorted = firstDispatch;
  std::nth_element(sorted.begin(), sorted.begin() + sorted.size() / 2, sorted.end());
  return sorted[sorted.size() / 2];
}

}  // namespace vktexel
