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
    case Outcome::QualityWarning: ++qualityWarning; break;
    case Outcome::CompatibilityWarning: ++compatibilityWarning; break;
    case Outcome::Undecided: ++undecided; break;
  }
}

void Tally::add(const ResultStatus& s) {
  if (s.flake)
    ++flake;
  else
    add(s.outcome);
}

std::string describeCaseResult(const CaseResult& r) {
  std::string s = std::string(toString(r.outcome)) + " " + r.name;
  if (!r.message.empty()) s += ": " + r.message;
  if (r.failedProbes)
    s += " (" + std::to_string(r.failedProbes) + " of " + std::to_string(r.probes) + " probes wrong)";
  s += "\n";
  for (const ProbeFailure& f : r.failures) {
    s += "  probe " + std::to_string(f.probe) + " [" + f.label + "] " + f.query + "\n";
    s += "    expected " + f.expected + "\n";
    s += "    got      " + f.got + "\n";
    if (!f.marks.empty()) s += "             " + f.marks + "\n";
    if (!f.diagnosis.empty()) s += "    got value " + f.diagnosis + "\n";
    if (!f.footprint.empty()) s += "    footprint " + f.footprint + "\n";
  }
  if (!r.diagnosis.empty()) s += "  diagnosis: " + r.diagnosis + "\n";
  return s;
}

bool printedByDefault(Outcome o) {
  return isFailure(o) || isWarning(o);
}

void printCaseResult(std::FILE* out, const CaseResult& r, bool verbose) {
  if (!printedByDefault(r.outcome) && !verbose) return;
  std::fputs(describeCaseResult(r).c_str(), out);
}

void printSummary(std::FILE* out, const Tally& t) {
  std::fprintf(
      out, "Pass %zu, Fail %zu, NotSupported %zu, Unchecked %zu, Crash %zu, Timeout %zu, InternalError %zu",
      t.pass, t.fail, t.notSupported, t.unchecked, t.crash, t.timeout, t.internalError);
  if (t.flake) std::fprintf(out, ", Flake %zu", t.flake);
  if (t.undecided) std::fprintf(out, ", Undecided %zu", t.undecided);
  if (t.qualityWarning) std::fprintf(out, ", QualityWarning %zu", t.qualityWarning);
  if (t.compatibilityWarning) std::fprintf(out, ", CompatibilityWarning %zu", t.compatibilityWarning);
  std::fprintf(out, "\n%zu passed, %zu failed, %zu skipped", t.passed(), t.failed(), t.skipped());
  if (t.flake) std::fprintf(out, ", %zu flaky", t.flake);
  if (t.qualityWarning) std::fprintf(out, ", %zu passed with quality warnings", t.qualityWarning);
  if (t.compatibilityWarning)
    std::fprintf(out, ", %zu passed with compatibility warnings", t.compatibilityWarning);
  std::fprintf(out, "\n");
}

}  // namespace vktexel
