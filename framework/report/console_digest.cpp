#include "report/console_digest.h"

#include "report/console.h"

namespace vktexel {

ConsoleDigest::ConsoleDigest(const Baseline& baseline, const BaselineCauses& causes, bool verbose)
    : baseline_(baseline), causes_(causes), verbose_(verbose) {}

std::string ConsoleDigest::boundOf(const CaseResult& r) {
  if (r.outcome == Outcome::CompatibilityWarning) return "results the spec advises against (\"should\")";
  const std::string& m = r.message;
  const size_t from = m.find("inside ");
  if (from == std::string::npos) return m;
  const size_t to = m.find("; largest", from);
  const std::string bounds = m.substr(from + 7, to == std::string::npos ? std::string::npos : to - from - 7);
  // Bounds are "; "-separated, each "CITATION (TITLE...)..." (model/cited_bounds.h; a bound's own
  // text holds "; " too, so a bound starts only where a citation does): keep the citation and the
  // title, up to the title's first ':' ("D3D11.3 3.2.3.7 (sRGB to float)").
  const auto startsBound = [&](size_t i) {
    for (const char* citation : {"D3D11.3 ", "VK-GL-CTS", "vktexel's"})
      if (bounds.compare(i, std::string(citation).size(), citation) == 0) return true;
    return false;
  };
  std::string out;
  for (size_t start = 0; start < bounds.size();) {
    size_t end = start;
    while ((end = bounds.find("; ", end)) != std::string::npos && !startsBound(end + 2)) end += 2;
    const std::string name = bounds.substr(start, end == std::string::npos ? std::string::npos : end - start);
    std::string part;
    int depth = 0;
    for (char ch : name) {
      if (ch == '(') ++depth;
      if (depth == 1 && ch == ':') {
        part += ')';
        break;
      }
      part += ch;
      if (ch == ')' && depth > 0 && --depth == 0) break;
    }
    out += (out.empty() ? "" : " + ") + part;
    start = end == std::string::npos ? bounds.size() : end + 2;
  }
  return out;
}

std::string ConsoleDigest::onResult(const CaseResult& r, BaselineVerdict verdict) {
  if (isWarning(r.outcome))
    ++warnings_[boundOf(r) + (verdict == BaselineVerdict::ExpectedFailure ? "" : " (not listed)")];
  else if (verdict == BaselineVerdict::ExpectedFailure) {
    const std::string cause = causes_.of(r.name);
    ++expected_[cause.empty() ? "(no cause given)" : cause];
  } else if (verdict == BaselineVerdict::Flake) {
    const BaselinePattern* p = baseline_.flakeOf(r.name);
    ++flakes_[p ? p->where + ": " + p->text : "flakes.txt"];
  }
  if (verbose_) return describeCaseResult(r);
  const bool unexpected =
      verdict == BaselineVerdict::UnexpectedFailure || verdict == BaselineVerdict::UnexpectedPass;
  return unexpected && !isWarning(r.outcome) ? describeCaseResult(r) : "";
}

std::string ConsoleDigest::summary() const {
  std::string s;
  const auto section = [&](const char* heading, const std::map<std::string, size_t>& counts) {
    if (counts.empty()) return;
    size_t total = 0;
    for (const auto& [key, n] : counts) total += n;
    s += std::string(heading) + " (" + std::to_string(total) + "; --verbose prints them):\n";
    for (const auto& [key, n] : counts) s += "  " + std::to_string(n) + "  " + key + "\n";
  };
  section("expected failures by cause", expected_);
  section("flakes by flakes.txt line", flakes_);
  section("warnings by bound", warnings_);
  return s;
}

}  // namespace vktexel
