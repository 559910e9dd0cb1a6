#include "model/sample_residency.h"

#include "model/sample.h"
#include "model/sparse.h"

namespace vktexel::model {
namespace {

bool allResident(const ImageSpec& spec, const std::vector<TexelAddress>& texels, const ModelFaults& faults) {
  for (const TexelAddress& t : texels)
    if (residencyOf(spec, t, faults) != Residency::Resident) return false;
  return true;
}

}  // namespace

FetchExpectation expectSampleResidency(const HostImage& image, const ViewSpec& view, const FetchQuery& q,
                                       const SamplingLimits& limits, const ModelFaults& faults) {
  FetchQuery plain = q;
  plain.sparse = SparseRead::No;
  bool seen[2] = {false, false};
  for (const TexelAccess& a : sampleAccesses(image, view, plain, limits, faults)) {
    if (!allResident(image.spec(), a.sure, faults)) {
      seen[false] = true;
      continue;
    }
    seen[true] = true;                                                    // the `maybe` texels not accessed
    if (!allResident(image.spec(), a.maybe, faults)) seen[false] = true;  // or accessed
  }
  FetchExpectation r;
  r.expect.type = SampledType::Uint;
  r.expect.rule =
      "P-08: resident unless a texel the lookup accesses (its footprint, on each level it blends) is on an "
      "unbound page";
  for (bool resident : {true, false})
    if (seen[resident]) r.expect.anyOf.push_back(residencyCode(resident));
  return r;
}

}  // namespace vktexel::model
