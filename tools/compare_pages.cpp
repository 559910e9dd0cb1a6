#include "compare_pages.h"

#include "model/faults.h"
#include "raw_header.h"
#include "registry.h"
#include "report/compare_html.h"
#include "report/html_report.h"
#include "run/case_digest.h"
#include "run/judge.h"
#include "run/probe_text.h"

#include <filesystem>
#include <fstream>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace vktexel::tools {
namespace {

// What one run gives a case's page: the model's expectations under its device limits and its bits.
struct RunColumn {
  std::string why;  // non-empty: nothing to show, and why
  std::vector<model::FetchExpectation> expect;
  const std::vector<model::RawResult>* bits = nullptr;
};

RunColumn columnOf(const CaseSpec& c, const RunVerdicts& run) {
  const auto it = run.cases.find(c.name);
  if (it == run.cases.end()) return {"not in this run", {}, nullptr};
  if (!run.header || it->second.bits.empty())
    return {it->second.status.outcomeWord() + ": no returned bits in this file", {}, nullptr};
  model::ImageSpec spec = c.image;
  if (run.header->seed) spec.seed = run.header->seed;
  const model::HostImage image(spec);
  if (caseDigest(c, &image) != it->second.inputs)
    return {"its texels, probes or state changed since this run: not judged", {}, nullptr};
  model::ModelFaults faults;  // the run's own reading: its verdicts were made under them
  for (const std::string& f : run.header->modelFaults) model::enableFault(faults, f);
  RunColumn col;
  col.expect = expectationsOf(c, image, faults, samplingOf(*run.header));
  col.bits = &it->second.bits;
  return col;
}

std::string decisionText(const model::Expectation& e, const model::RawResult& got) {
  switch (e.decide(got)) {
    case model::SpanDecision::Accepted: return "";
    case model::SpanDecision::Undecided: return " <b>(undecided)</b>";
    case model::SpanDecision::Rejected: return " <b>(outside)</b>";
  }
  return "";
}

}  // namespace

ComparePages::ComparePages(std::string dir, const std::vector<RunVerdicts>& runs)
    : dir_(std::move(dir)), runs_(runs) {}

std::string ComparePages::pageOf(const std::string& name) {
  const auto it = pages_.find(name);
  if (it != pages_.end()) return it->second;
  std::string page;
  if (written_ < kMaxPages) page = write(name);
  pages_[name] = page;
  return page;
}

std::string ComparePages::write(const std::string& name) {
  bool anyBits = false;
  for (const RunVerdicts& run : runs_) {
    const auto it = run.cases.find(name);
    anyBits |= it != run.cases.end() && !it->second.bits.empty();
  }
  if (!anyBits) return "";
  CaseFilter filter;
  filter.include = {name};
  const CaseSpec* spec = nullptr;
  for (const CaseSpec* c : cases::select(filter))
    if (c->name == name) spec = c;
  if (!spec) return "";
  std::vector<RunColumn> columns;
  for (const RunVerdicts& run : runs_) columns.push_back(columnOf(*spec, run));

  const std::string relative = "cases/" + pageBaseName(name) + ".html";
  std::error_code error;
  std::filesystem::create_directories(dir_ + "/cases", error);
  std::ofstream out(dir_ + "/" + relative);
  if (!out) throw ReportFileError("cannot write " + dir_ + "/" + relative);
  out << "<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>" << htmlEscape(name)
      << "</title>\n<style>\n"
      << compareHtmlStyle()
      << "</style></head><body>\n<p><a href=\"../index.html\">compare</a></p>\n<h1><code>" << htmlEscape(name)
      << "</code></h1>\n<p>" << htmlEscape(spec->description)
      << "</p>\n<p>Expected: what the model accepts under that run's device limits (its precision bits); "
         "a result outside it is marked.</p>\n<table>\n<tr><th>probe</th><th>query</th>";
  for (size_t i = 0; i < runs_.size(); ++i) {
    const auto it = runs_[i].cases.find(name);
    const std::string word = it == runs_[i].cases.end() ? "-" : it->second.status.outcomeWord();
    out << "<th>" << htmlEscape(runs_[i].label) << ": <span class=\"" << word << "\">" << word
        << "</span><br><span class=\"cause\">" << htmlEscape(runs_[i].path)
        << (columns[i].why.empty() ? "" : "<br>" + htmlEscape(columns[i].why)) << "</span></th>";
  }
  out << "</tr>\n";
  for (size_t p = 0; p < spec->probes.size(); ++p) {
    std::string expected, cells;
    bool differs = false;
    const model::RawResult* first = nullptr;
    for (const RunColumn& col : columns) {
      if (!col.bits || p >= col.bits->size() || p >= col.expect.size()) {
        cells += "<td></td>";
        continue;
      }
      const model::Expectation& e = col.expect[p].expect;
      const model::RawResult& got = (*col.bits)[p];
      differs |= first && *first != got;
      if (!first) first = &got;
      const std::string want = e.describe();
      if (expected.find(want) == std::string::npos)
        expected += (expected.empty() ? "" : "<br>") + htmlEscape(want);
      const std::string decision = decisionText(e, got);
      cells += "<td" + std::string(decision.empty() ? "" : " class=\"wrong\"") + "><code>" +
               htmlEscape(model::describeRaw(got, e.type)) + "</code>" + decision + "</td>";
    }
    out << "<tr" << (differs ? " class=\"differs\"" : "") << "><td>" << p << " "
        << htmlEscape(spec->probes[p].label) << "</td><td><code>"
        << htmlEscape(describeQuery(spec->probes[p].query, spec->view)) << "</code><br>expected <code>"
        << expected << "</code></td>" << cells << "</tr>\n";
  }
  out << "</table>\n</body></html>\n";
  if (!out) throw ReportFileError("cannot write " + dir_ + "/" + relative);
  ++written_;
  return relative;
}

}  // namespace vktexel::tools
