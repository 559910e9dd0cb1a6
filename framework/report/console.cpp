#include "report/console.h"

namespace vktexel {

void Tally::add(Outcome o) {
  switch (o) {
    case Outcome::Pass: ++pass; break;
    case Outcome::Fail: ++fail; break;
    case Outcome::NotSupported: ++notSupported; break;
    case Outcome::Unchecked: ++unchecked; break;
    case Outcome::Crash: ++crash; break;
    case Outcome::Timeout: ++timeout; break;
    case Outcome::InternalError: ++internalError; break;
  }
}

void printCaseResult(std::FILE* out, const CaseResult& r, bool verbose) {
  const bool interesting = isFailure(r.outcome);
  if (!interesting && !verbose) return;
  std::fprintf(out, "%s %s", toString(r.outcome), r.name.c_str());
  if (!r.message.empty()) std::fprintf(out, ": %s", r.message.c_str());
  if (r.failedProbes) std::fprintf(out, " (%zu of %zu probes wrong)", r.failedProbes, r.probes);
  std::fprintf(out, "\n");
  for (const ProbeFailure& f : r.failures) {
    std::fprintf(out, "  probe %zu [%s] %s\n", f.probe, f.label.c_str(), f.query.c_str());
    std::fprintf(out, "    expected %s\n", f.expected.c_str());
    std::fprintf(out, "    got      %s\n", f.got.c_str());
    if (!f.diagnosis.empty()) std::fprintf(out, "    got value %s\n", f.diagnosis.c_str());
    if (!f.footprint.empty()) std::fprintf(out, "    footprint %s\n", f.footprint.c_str());
  }
  if (!r.diagnosis.empty()) std::fprintf(out, "  diagnosis: %s\n", r.diagnosis.c_str());
}

void printSummary(std::FILE* out, const Tally& t) {
  std::fprintf(
      out, "Pass %zu, Fail %zu, NotSupported %zu, Unchecked %zu, Crash %zu, Timeout %zu, InternalError %zu\n",
      t.pass, t.fail, t.notSupported, t.unchecked, t.crash, t.timeout, t.internalError);
  std::fprintf(out, "%zu passed, %zu failed, %zu skipped\n", t.pass, t.failed(), t.skipped());
}

}  // namespace vktexel
