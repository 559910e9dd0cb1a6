#include "run/descriptor_diagnosis.h"

#include <set>

namespace vktexel {

std::string diagnoseDescriptor(const DispatchedCase& self, const std::vector<DispatchedCase>& batch,
                               const model::FetchQuery& q, const model::ModelFaults& faults,
                               const model::SamplingLimits& sampling, const model::RawResult& got) {
  std::set<std::string> seen{viewKeyOf(*self.spec)};
  for (const DispatchedCase& other : batch) {
    if (!seen.insert(viewKeyOf(*other.spec)).second) continue;
    try {
      const model::Expectation e =
          model::expectProbe(*other.image, other.spec->view, q, other.spec->tier, faults, sampling).expect;
      if (e.kind == model::Expectation::Kind::Checked && e.accepts(got))
        return "matches what the view of " + other.spec->name +
               " (another descriptor of the array) gives for this query";
    } catch (const std::exception&) {
      // the query is not one that view can answer (another view type or aspect): not this one
    }
  }
  return "";
}

}  // namespace vktexel
