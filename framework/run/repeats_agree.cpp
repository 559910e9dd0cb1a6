#include "run/repeats_agree.h"

#include "run/probe_text.h"

#include <map>
#include <string>

namespace vktexel {

void checkRepeatsAgree(const CaseSpec& c, model::SampledType type, const model::RawResult* raw, size_t keep,
                       CaseResult& r) {
  std::map<std::string, size_t> first;
  for (size_t p = 0; p < c.probes.size(); ++p) {
    const Probe& probe = c.probes[p];
    const std::string query = describeQuery(probe.query, c.view);
    const auto [it, fresh] = first.emplace(query, p);
    if (fresh || raw[p] == raw[it->second]) continue;
    ++r.failedProbes;
    if (r.failures.size() >= keep) continue;
    r.failures.push_back(ProbeFailure{p, probe.label, query,
                                      "the result of probe " + std::to_string(it->second) +
                                          " with the same query, " +
                                          model::describeRaw(raw[it->second], type) +
                                          " [a choice the spec leaves open is made the same way every time: "
                                          "the same direction selects the same cube face]",
                                      model::describeRaw(raw[p], type), "", "", ""});
  }
}

}  // namespace vktexel
