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
  newStateSetDispatch.insert(newStateSetDispatch.end(), o.newStateSetDispatch.begin(),
                             o.newStateSetDispatch.end());
  probes += o.probes;
  submissions += o.submissions;
  viewStates += o.viewStates;
  lookupStates += o.lookupStates;
  dispatches += o.dispatches;
}

namespace {

double median(std::vector<double> v) {
  if (v.empty()) return 0;
  std::nth_element(v.begin(), v.begin() + v.size() / 2, v.end());
  return v[v.size() / 2];
}

}  // namespace

double PhaseTimes::medianFirstDispatch() const {
  return median(firstDispatch);
}

double PhaseTimes::medianNewStateSetDispatch() const {
  return median(newStateSetDispatch);
}

}  // namespace vktexel
