#include "run/judge.h"

#include "run/descriptor_diagnosis.h"
#include "run/diagnose.h"
#include "run/probe_text.h"
#include "run/repeats_agree.h"
#include "run/sample_diagnosis.h"
#include "run/tied_face.h"

#include <stdexcept>

namespace vktexel {
namespace {

// A failing probe in a message: its operands, and for gathers the sampler they address through.
std::string queryText(const model::FetchQuery& q, const model::ViewSpec& view) {
  const std::string operands = describeQuery(q, view);
  return q.op == model::ProbeOp::Gather ? operands + " sampler " + view.sampler.key() : operands;
}

// Every probe's result, a representative expected value and the verdict (the HTML report).
void keepProbeData(const std::vector<model::FetchExpectation>& expect, const model::RawResult* raw,
                   CaseResult& r) {
  r.probeData.reserve(expect.size());
  for (size_t p = 0; p < expect.size(); ++p) {
    const model::Expectation& e = expect[p].expect;
    const ProbeVerdict v = e.kind != model::Expectation::Kind::Checked ? ProbeVerdict::Unchecked
                           : e.accepts(raw[p])                         ? ProbeVerdict::Pass
                                                                       : ProbeVerdict::Fail;
    r.probeData.push_back(ProbeData{raw[p], representativeValue(e), v});
  }
}

// What a wrong result is instead: the texel a fetch or a NEAREST lookup read, or the weighting of
// the footprint a LINEAR lookup used.
std::string diagnoseProbe(const DispatchedCase& d, const model::FetchExpectation& e,
                          const model::FetchQuery& q, const model::RawResult& got) {
  if ((q.op == model::ProbeOp::Sample || q.op == model::ProbeOp::SampleGrad) && !e.footprint.texels.empty())
    return diagnoseLinearLookup(e.footprint, got);
  if (q.op == model::ProbeOp::Fetch || q.op == model::ProbeOp::Sample || q.op == model::ProbeOp::SampleGrad)
    return diagnoseFetch(*d.image, d.spec->view, got);
  return "";
}

}  // namespace

std::vector<model::FetchExpectation> expectationsOf(const CaseSpec& c, const model::HostImage& image,
                                                    const model::ModelFaults& faults,
                                                    const model::SamplingLimits& sampling) {
  if (c.probes.empty()) throw std::logic_error("the case has no probes: it could never fail");
  std::vector<model::FetchExpectation> expect;
  expect.reserve(c.probes.size());
  for (size_t p = 0; p < c.probes.size(); ++p) {
    expect.push_back(model::expectProbe(image, c.view, c.probes[p].query, c.tier, faults, sampling));
    if (expect.back().expect.kind == model::Expectation::Kind::DontRun)
      throw std::logic_error("probe " + std::to_string(p) + " (" + c.probes[p].label + ") is " +
                             model::toString(expect.back().cls) +
                             " but the case declares no robustness tier");
  }
  return expect;
}

void judgeCase(const DispatchedCase& d, const std::vector<model::FetchExpectation>& expect,
               const model::RawResult* raw, size_t keep, bool keepAll, const DescriptorSiblings& siblings,
               CaseResult& r) {
  size_t unchecked = 0, advisedAgainst = 0;
  std::vector<ProbeFailure> warnings;  // the first few probes whose result breaks a "should"
  for (size_t p = 0; p < expect.size(); ++p) {
    const model::Expectation& e = expect[p].expect;
    const model::RawResult& got = raw[p];
    if (e.kind == model::Expectation::Kind::Unchecked) {
      ++unchecked;
      continue;
    }
    const Probe& probe = d.spec->probes[p];
    if (e.accepts(got)) {
      if (e.prefers(got)) continue;
      if (++advisedAgainst <= keep)
        warnings.push_back(ProbeFailure{p, probe.label, queryText(probe.query, d.spec->view),
                                        e.describePreferred() + " [" + e.rule + "]",
                                        model::describeRaw(got, e.type), "", ""});
      continue;
    }
    ++r.failedProbes;
    if (r.failures.size() >= keep) continue;
    std::string diagnosis = siblings.cases ? diagnoseDescriptor(d, *siblings.cases, probe.query,
                                                                siblings.faults, siblings.sampling, got)
                                           : "";
    if (diagnosis.empty()) diagnosis = diagnoseProbe(d, expect[p], probe.query, got);
    r.failures.push_back(ProbeFailure{p, probe.label, queryText(probe.query, d.spec->view),
                                      e.describe() + " [" + e.rule + "]", model::describeRaw(got, e.type),
                                      diagnosis, ""});
  }
  if (d.spec->repeatsAgree && !expect.empty())
    checkRepeatsAgree(*d.spec, expect.front().expect.type, raw, keep, r);
  checkTiedFaces(*d.spec, expect, raw, keep, r);
  r.outcome =
      r.failedProbes ? Outcome::Fail : (unchecked == expect.size() ? Outcome::Unchecked : Outcome::Pass);
  if (r.outcome == Outcome::Pass && advisedAgainst) {
    r.outcome = Outcome::QualityWarning;
    r.message = std::to_string(advisedAgainst) + " of " + std::to_string(expect.size()) +
                " probes got a result the spec allows but advises against (\"should\")";
    r.failures = warnings;
  }
  if (keepAll && r.failedProbes) keepProbeData(expect, raw, r);
}

}  // namespace vktexel
