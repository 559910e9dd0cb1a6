#include "report/compare_html.h"

#include "report/html_report.h"

#include <filesystem>
#include <fstream>
#include <set>

namespace vktexel {
namespace {

std::string verdictCell(const std::string& word, const std::string& cause) {
  if (word.empty()) return "<td>-</td>";
  std::string s = "<td><span class=\"" + word + "\">" + word + "</span>";
  if (!cause.empty()) s += "<br><span class=\"cause\">" + htmlEscape(cause) + "</span>";
  return s + "</td>";
}

std::string probesText(const VerdictChange& c) {
  if (c.kind != ChangeKind::ChangedBits) return "";
  std::string s;
  for (size_t p : c.changedProbes) s += (s.empty() ? "" : ", ") + std::to_string(p);
  return "probes " + s + " of " + std::to_string(c.probes);
}

void writeChanges(std::ofstream& out, const CompareHtml& in, size_t run) {
  const RunVerdicts& a = (*in.runs)[0];
  const RunVerdicts& b = (*in.runs)[run];
  const std::vector<VerdictChange>& changes = (*in.changes)[run - 1];
  out << "<h2>" << htmlEscape(a.label) << " &rarr; " << htmlEscape(b.label) << ": " << changes.size()
      << " cases differ</h2>\n<p class=\"cause\">" << htmlEscape(a.path) << " &rarr; " << htmlEscape(b.path)
      << "</p>\n";
  for (size_t k = 0; k < changes.size();) {
    const ChangeGroup group = groupOf(changes[k].kind);
    size_t groupEnd = k;
    while (groupEnd < changes.size() && groupOf(changes[groupEnd].kind) == group) ++groupEnd;
    out << "<h3 class=\"" << (group == ChangeGroup::Regressions ? "Fail" : "") << "\">" << describe(group)
        << ": " << groupEnd - k << "</h3>\n";
    while (k < groupEnd) {
      const ChangeKind kind = changes[k].kind;
      size_t end = k;
      while (end < groupEnd && changes[end].kind == kind) ++end;
      out << "<h4>" << describe(kind) << ": " << end - k
          << "</h4>\n<table>\n<tr><th>case</th><th>first</th><th>second</th><th>probes</th></tr>\n";
      for (; k < end; ++k) {
        const VerdictChange& c = changes[k];
        const std::string page = in.casePage ? in.casePage(c.name) : "";
        out << "<tr><td>"
            << (page.empty()
                    ? "<code>" + htmlEscape(c.name) + "</code>"
                    : "<a href=\"" + htmlEscape(page) + "\"><code>" + htmlEscape(c.name) + "</code></a>")
            << "</td>" << verdictCell(c.a, (*in.causes)[0].of(c.name))
            << verdictCell(c.b, (*in.causes)[run].of(c.name)) << "<td>" << probesText(c) << "</td></tr>\n";
      }
      out << "</table>\n";
    }
  }
}

size_t writeEveryRow(std::ofstream& out, const CompareHtml& in) {
  std::set<std::string> names;
  for (const RunVerdicts& run : *in.runs)
    for (const auto& [name, entry] : run.cases)
      if (in.filter->matches(name)) names.insert(name);
  out << "<h2>every case: " << names.size() << "</h2>\n<table>\n<tr><th>case</th>";
  for (const RunVerdicts& run : *in.runs)
    out << "<th>" << htmlEscape(run.label) << "<br><span class=\"cause\">" << htmlEscape(run.path)
        << "</span></th>";
  out << "</tr>\n";
  for (const std::string& name : names) {
    std::set<std::string> words;
    for (const RunVerdicts& run : *in.runs) {
      const auto it = run.cases.find(name);
      words.insert(it == run.cases.end() ? "" : it->second.status.outcomeWord());
    }
    out << "<tr" << (words.size() > 1 ? " class=\"differs\"" : "") << "><td><code>" << htmlEscape(name)
        << "</code></td>";
    for (size_t i = 0; i < in.runs->size(); ++i) {
      const auto it = (*in.runs)[i].cases.find(name);
      out << verdictCell(it == (*in.runs)[i].cases.end() ? "" : it->second.status.outcomeWord(),
                         (*in.causes)[i].of(name));
    }
    out << "</tr>\n";
  }
  out << "</table>\n";
  return names.size();
}

}  // namespace

const char* compareHtmlStyle() {
  return "body { font-family: sans-serif; margin: 1.5em; color: #222; }\n"
         "table { border-collapse: collapse; font-size: 0.85em; margin-bottom: 1em; }\n"
         "th, td { border: 1px solid #bbb; padding: 2px 6px; text-align: left; vertical-align: top; }\n"
         "th { background: #eee; } tr.differs td:first-child { background: #fff3cd; }\n"
         ".Fail, .Crash, .Timeout, .InternalError, .Undecided { color: #b00; font-weight: bold; }\n"
         ".Pass { color: #070; } .NotSupported, .Unchecked { color: #777; }\n"
         ".cause { color: #555; font-size: 0.9em; } .wrong { background: #fdd; }\n";
}

size_t writeCompareHtml(const std::string& dir, const CompareHtml& in) {
  std::error_code error;
  std::filesystem::create_directories(dir, error);
  const std::string path = dir + "/index.html";
  std::ofstream out(path);
  if (!out) throw ReportFileError("cannot write " + path);
  out << "<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>vktexel compare</title>\n<style>\n"
      << compareHtmlStyle() << "</style></head><body>\n<h1>vktexel compare</h1>\n<p>" << in.runs->size()
      << " runs";
  if (!in.filter->include.empty()) {
    out << ", cases matching";
    for (const std::string& f : in.filter->include) out << " <code>" << htmlEscape(f) << "</code>";
  }
  out << "; the first against each other one. Causes come from each run's baseline folder.</p>\n";
  size_t rows = 0;
  for (size_t i = 1; i < in.runs->size(); ++i) {
    writeChanges(out, in, i);
    rows += (*in.changes)[i - 1].size();
  }
  if (in.everyRow) rows = writeEveryRow(out, in);
  out << "</body></html>\n";
  if (!out) throw ReportFileError("cannot write " + path);
  return rows;
}

}  // namespace vktexel
