#include "fuzz_findings.h"

#include "fuzz_signature.h"
#include "run_reports.h"

#include "report/case_parameters.h"
#include "report/console.h"
#include "report/joined.h"
#include "report/repro.h"
#include "run/case_file.h"
#include "run/shell_quote.h"

#include <filesystem>
#include <fstream>
#include <stdexcept>

namespace vktexel::tools {
namespace {

void writeText(const std::string& path, const std::string& text) {
  std::ofstream out(path, std::ios::binary);
  out << text;
  if (!out) throw std::runtime_error("cannot write " + path);
}

std::string indented(const std::string& text) {
  std::string out = "    ";
  for (char c : text) out += c == '\n' ? std::string("\n    ") : std::string(1, c);
  while (!out.empty() && out.back() == ' ') out.pop_back();
  return out;
}

std::string findingText(const Finding& f, const std::string& folder, const ReproResult& repro) {
  const Shrunk& s = f.shrunk;
  const std::string device = f.deviceSelector.empty() ? "" : " --device " + shellQuote(f.deviceSelector);
  std::string md = "# " + f.status + ": " + f.signature + "\n\n";
  md += "Found by `" + f.run + "` on " + f.device + ": " + std::to_string(f.cases.size()) +
        (f.cases.size() == 1 ? " drawn case" : " drawn cases") + " with this signature, the first " +
        f.original.name + " (`original.case`).\n\n";
  md += "## The rule it breaks\n\n" + std::string(toString(s.result.outcome)) + ": " + ruleOf(s.result) +
        (s.result.message.empty() ? "" : " (" + s.result.message + ")") + "\n\n";
  if (!s.result.failures.empty())
    md +=
        "What the rule expects of the first failing probe (the rule in brackets, and the bound it is judged "
        "by where the letter allows no other value):\n\n" +
        indented(s.result.failures.front().expected) + "\n\n";
  if (!f.original.clauses.empty()) {
    md += "The case's clauses (SEMANTICS.md):\n\n";
    for (const std::string& id : f.original.clauses) md += "- " + id + ": " + clauseRow(id) + "\n";
    md += "\n";
  }
  md += "## The shrunk case (`shrunk.case`)\n\n";
  md += s.steps.empty() ? "No step took anything away" : "Shrunk by " + joined(s.steps, ", ");
  md += " (" + std::to_string(s.rounds) + " rounds, " + std::to_string(s.candidates) + " candidate cases, " +
        std::to_string(int(s.seconds + 0.5)) + " s" +
        (s.stoppedBy.empty() ? "" : "; stopped by " + s.stoppedBy) +
        "); it still fails with the same rule:\n\n" + indented(caseParameters(s.minimal)) + "\n\n";
  md += "## Expected and got\n\n" + indented(describeCaseResult(s.result)) + "\n\n";
  md += "## Reproduce\n\n";
  md += "    vktexel run --case-file " + shellQuote(folder + "/shrunk.case") + device + "\n";
  md += "    vktexel explain --case-file " + shellQuote(folder + "/shrunk.case") + device + "\n";
  md += "    vktexel run --case-file " + shellQuote(folder + "/original.case") + device +
        "   # the drawn case\n";
  md += "    cmake -S " + shellQuote(folder + "/repro") + " -B " + shellQuote(folder + "/repro/build") +
        " && cmake --build " + shellQuote(folder + "/repro/build") + " && " +
        shellQuote(folder + "/repro/build/repro") + "\n";
  if (repro.amber)
    md += "    amber " + shellQuote(folder + "/repro/" + s.minimal.name + ".amber") + "\n";
  else
    md += "\nNo Amber script: " + repro.amberWhyNot + ".\n";
  md +=
      "\nThe program in `repro/` checks what vktexel checks (its README says how); each exits 1 while the "
      "driver fails the case.\n";
  return md;
}

}  // namespace

std::string findingFolder(const std::string& caseName) {
  size_t end = 0;
  for (int dots = 0; dots < 4 && end != std::string::npos; ++dots)
    end = caseName.find('.', end + (dots ? 1 : 0));
  return caseName.substr(0, end);
}

std::string writeFinding(const std::string& dir, const Finding& f, const model::SamplingLimits& sampling) {
  const std::string folder = dir + "/" + findingFolder(f.original.name);
  std::error_code ec;
  std::filesystem::create_directories(folder, ec);
  if (ec) throw std::runtime_error("cannot create " + folder + ": " + ec.message());
  writeText(folder + "/original.case", caseFileText({f.original}));
  writeText(folder + "/shrunk.case", caseFileText({f.shrunk.minimal}));
  const ReproResult repro = writeRepro(f.shrunk.minimal, folder + "/repro", {}, sampling, f.device);
  writeText(folder + "/finding.md", findingText(f, folder, repro));
  return folder;
}

}  // namespace vktexel::tools
