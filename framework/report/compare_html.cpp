#include "report/compare_html.h"

#include "report/html_report.h"

#include <filesystem>
#include <fstream>
#include <set>

namespace vktexel {

size_t writeCompareHtml(const std::string& dir, const std::vector<RunVerdicts>& runs,
                        const std::vector<BaselineCauses>& causes, const CaseFilter& filter) {
  std::error_code error;
  std::filesystem::create_directories(dir, error);
  const std::string path = dir + "/index.html";
  std::ofstream out(path);
  if (!out) throw ReportFileError("cannot write " + path);
  std::set<std::string> names;
  for (const RunVerdicts& run : runs)
    for (const auto& [name, entry] : run.cases)
      if (filter.matches(name)) names.insert(name);
  out << "<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>vktexel compare</title>\n<style>\n"
         "body { font-family: sans-serif; margin: 1.5em; color: #222; }\n"
         "table { border-collapse: collapse; font-size: 0.85em; }\n"
         "th, td { border: 1px solid #bbb; padding: 2px 6px; text-align: left; vertical-align: top; }\n"
         "th { background: #eee; } tr.differs td:first-child { background: #fff3cd; }\n"
         ".Fail, .Crash, .Timeout, .InternalError, .Undecided { color: #b00; font-weight: bold; }\n"
         ".Pass { color: #070; } .NotSupported, .Unchecked { color: #777; } .cause { color: #555; font-size: "
         "0.9em; }\n"
         "</style></head><body>\n<h1>vktexel compare</h1>\n<p>"
      << names.size() << " cases";
  if (!filter.include.empty()) {
    out << " matching";
    for (const std::string& f : filter.include) out << " <code>" << htmlEscape(f) << "</code>";
  }
  out << "; rows whose verdicts differ are marked.</p>\n<table>\n<tr><th>case</th>";
  for (const RunVerdicts& run : runs)
    out << "<th>" << htmlEscape(run.label) << "<br><span class=\"cause\">" << htmlEscape(run.path)
        << "</span></th>";
  out << "</tr>\n";
  for (const std::string& name : names) {
    std::set<std::string> words;
    for (const RunVerdicts& run : runs) {
      const auto it = run.cases.find(name);
      words.insert(it == run.cases.end() ? "" : it->second.status.word());
    }
    out << "<tr" << (words.size() > 1 ? " class=\"differs\"" : "") << "><td><code>" << htmlEscape(name)
        << "</code></td>";
    for (size_t i = 0; i < runs.size(); ++i) {
      const auto it = runs[i].cases.find(name);
      if (it == runs[i].cases.end()) {
        out << "<td>-</td>";
        continue;
      }
      const std::string word = it->second.status.word(), cause = causes[i].of(name);
      out << "<td><span class=\"" << word << "\">" << word << "</span>";
      if (!cause.empty()) out << "<br><span class=\"cause\">" << htmlEscape(cause) << "</span>";
      out << "</td>";
    }
    out << "</tr>\n";
  }
  out << "</table>\n</body></html>\n";
  if (!out) throw ReportFileError("cannot write " + path);
  return names.size();
}

}  // namespace vktexel
