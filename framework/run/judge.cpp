#include "run/judge.h"

#include "run/probe_columns.h"

#include "model/cited_bounds.h"
#include "run/descriptor_diagnosis.h"
#include "run/diagnose.h"
#include "run/probe_text.h"
#include "run/repeats_agree.h"
#include "run/sample_diagnosis.h"
#include "run/tied_face.h"

#include <algorithm>
#include <bitset>
#include <cstdio>
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

// The named, cited bounds a case's view falls back on outside the letter (model/cited_bounds.h):
// their accepted set is the model's with ModelFaults::citedBounds, computed only for probes the
// letter rejects. A result inside them names the fewest bounds that explain it (issue 64, item 8):
// each one alone, then each pair, then all, the set an earlier probe needed tried first.
class CitedBound {
 public:
  CitedBound(const DispatchedCase& d, const DescriptorSiblings& siblings)
      : d_(d),
        sampling_(siblings.sampling),
        faults_(siblings.faults),
        bounds_(d.image
                    ? model::citedBoundsOf(model::viewFormat(*d.image, d.spec->view), d.spec->view.sampler,
                                           readsFloatCoordinates(*d.spec), offsetsFloatCoordinates(*d.spec))
                    : std::vector<model::NamedBound>{}) {
    faults_.citedBounds = true;
    for (const model::NamedBound& b : bounds_) all_ |= b.kind;
    for (size_t size = 1; size < bounds_.size(); ++size)  // the proper subsets, smallest first
      for (uint8_t m = 1; m < all_; ++m)
        if ((m & all_) == m && std::bitset<8>(m).count() == size) subsets_.push_back(m);
  }
  // Whether the bounds accept `got`; if so, the kinds it needed join needed().
  bool accepts(const model::FetchQuery& q, const model::RawResult& got) {
    if (bounds_.empty() || !acceptedUnder(all_, q, got)) return false;
    lastNeeded_ = fewestNeeded(q, got);
    needed_ |= lastNeeded_;
    return true;
  }
  // "D3D11.3 3.2.3.7 (...)": the bounds the accepted results needed, "; "-separated.
  std::string needed() const { return names(needed_); }
  // For a failure's expected text: the bounds it breaks too, where there are some.
  std::string beyond() const { return bounds_.empty() ? "" : "; beyond " + names(all_) + " too"; }

 private:
  // The fewest bounds that accept `got`, which all of them accept: the set the previous probe needed
  // first (all of them, once a probe needed all).
  uint8_t fewestNeeded(const model::FetchQuery& q, const model::RawResult& got) {
    if (lastNeeded_ == all_) return all_;
    if (lastNeeded_ && acceptedUnder(lastNeeded_, q, got)) return lastNeeded_;
    for (uint8_t m : subsets_)
      if (m != lastNeeded_ && acceptedUnder(m, q, got)) return m;
    return all_;
  }
  bool acceptedUnder(uint8_t kinds, const model::FetchQuery& q, const model::RawResult& got) {
    faults_.citedBoundKinds = kinds;
    return model::expectProbe(*d_.image, d_.spec->view, q, d_.spec->tier, faults_, sampling_)
        .expect.accepts(got);
  }
  std::string names(uint8_t kinds) const {
    std::string s;
    for (const model::NamedBound& b : bounds_)
      if (kinds & b.kind) s += (s.empty() ? "" : "; ") + std::string(b.name);
    return s;
  }

  const DispatchedCase& d_;
  model::SamplingLimits sampling_;
  model::ModelFaults faults_;
  std::vector<model::NamedBound> bounds_;
  std::vector<uint8_t> subsets_;  // CitedBoundKind sets short of all_, fewest bounds first
  uint8_t all_ = 0, needed_ = 0, lastNeeded_ = 0;
};

// An error outside the letter, absolute and in 8-bit codes. 0: every component lies inside the hull
// of a branch the letter allows, but no one weight point of it explains all four together.
std::string errorText(double error) {
  if (error == 0)
    return "error: none in any component alone, but no single branch explains all four (each component "
           "inside a branch's hull at its own weight)";
  char text[80];
  std::snprintf(text, sizeof text, "error %.3g (%.2f of 1/255)", error, error * 255);
  return text;
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
  size_t unchecked = 0, advisedAgainst = 0, outsideLetter = 0;
  double largestError = 0;
  std::vector<ProbeFailure> warnings;      // the first few probes whose result breaks a "should"
  std::vector<ProbeFailure> lowPrecision;  // ... and whose result is outside the letter, inside the bound
  std::vector<ProbeFailure> undecided;     // ... and which the model could not decide
  CitedBound bound(d, siblings);
  for (size_t p = 0; p < expect.size(); ++p) {
    const model::Expectation& e = expect[p].expect;
    const model::RawResult& got = raw[p];
    if (e.kind == model::Expectation::Kind::Unchecked) {
      ++unchecked;
      continue;
    }
    const Probe& probe = d.spec->probes[p];
    const model::SpanDecision decision = e.decide(got);
    if (decision == model::SpanDecision::Undecided) {  // never a pass (issue 64, item 2)
      if (++r.undecidedProbes <= keep)
        undecided.push_back(ProbeFailure{p, probe.label, queryText(probe.query, d.spec->view),
                                         e.describe() + " [" + e.rule + "]", model::describeRaw(got, e.type),
                                         "the model's search ran out of its budget before deciding", "", ""});
      continue;
    }
    if (decision == model::SpanDecision::Accepted) {
      if (e.prefers(got)) continue;
      if (++advisedAgainst <= keep)
        warnings.push_back(ProbeFailure{p, probe.label, queryText(probe.query, d.spec->view),
                                        e.describePreferred() + " [" + e.rule + "]",
                                        model::describeRaw(got, e.type), "", "", ""});
      continue;
    }
    if (bound.accepts(probe.query, got)) {
      const double error = e.distance(got);
      largestError = std::max(largestError, error);
      if (++outsideLetter <= keep) {
        const ProbeColumns columns = probeColumns(e, got);
        lowPrecision.push_back(ProbeFailure{p, probe.label, queryText(probe.query, d.spec->view),
                                            columns.expected + " [" + e.rule + "]", columns.got,
                                            errorText(error), "", columns.marks});
      }
      continue;
    }
    ++r.failedProbes;
    if (r.failures.size() >= keep) continue;
    std::string diagnosis = siblings.cases ? diagnoseDescriptor(d, *siblings.cases, probe.query,
                                                                siblings.faults, siblings.sampling, got)
                                           : "";
    if (diagnosis.empty()) diagnosis = diagnoseProbe(d, expect[p], probe.query, got);
    const ProbeColumns columns = probeColumns(e, got);
    r.failures.push_back(ProbeFailure{p, probe.label, queryText(probe.query, d.spec->view),
                                      columns.expected + " [" + e.rule + "]" + bound.beyond(), columns.got,
                                      diagnosis, "", columns.marks});
  }
  if (d.spec->repeatsAgree && !expect.empty())
    checkRepeatsAgree(*d.spec, expect.front().expect.type, raw, keep, r);
  checkTiedFaces(*d.spec, expect, raw, keep, r);
  r.outcome =
      r.failedProbes ? Outcome::Fail : (unchecked == expect.size() ? Outcome::Unchecked : Outcome::Pass);
  if (r.outcome == Outcome::Pass && r.undecidedProbes) {
    r.outcome = Outcome::Undecided;
    r.message = std::to_string(r.undecidedProbes) + " of " + std::to_string(expect.size()) +
                " probes undecided: the model could not tell within its search budget whether one "
                "branch explains the result";
    r.failures = undecided;
    if (keepAll) keepProbeData(expect, raw, r);
    return;
  }
  const std::string advised = std::to_string(advisedAgainst) + " of " + std::to_string(expect.size()) +
                              " probes got a result the spec allows but advises against (\"should\")";
  if (r.outcome == Outcome::Pass && outsideLetter) {
    r.outcome = Outcome::QualityWarning;
    r.message = std::to_string(outsideLetter) + " of " + std::to_string(expect.size()) +
                " probes outside the letter of the spec, inside " + bound.needed() + "; largest " +
                errorText(largestError) + (advisedAgainst ? "; " + advised : "");
    r.failures = lowPrecision;
    r.failures.insert(r.failures.end(), warnings.begin(), warnings.end());
  } else if (r.outcome == Outcome::Pass && advisedAgainst) {
    r.outcome = Outcome::CompatibilityWarning;
    r.message = advised;
    r.failures = warnings;
  }
  if (keepAll && r.failedProbes) keepProbeData(expect, raw, r);
}

}  // namespace vktexel
