#include "report/junit.h"

#include "report/console.h"

#include <cerrno>
#include <cstring>

namespace vktexel {
namespace {

std::string firstLine(const std::string& s) {
  return s.substr(0, s.find('\n'));
}

}  // namespace

std::string xmlEscape(const std::string& s, bool attribute) {
  std::string out;
  out.reserve(s.size());
  for (const char ch : s) {
    const unsigned char c = static_cast<unsigned char>(ch);
    switch (c) {
      case '&': out += "&amp;"; break;
      case '<': out += "&lt;"; break;
      case '>': out += "&gt;"; break;
      case '"': out += "&quot;"; break;
      case '\'': out += "&apos;"; break;
      case '\n': out += attribute ? "&#10;" : "\n"; break;
      case '\r': out += "&#13;"; break;
      case '\t': out += attribute ? "&#9;" : "\t"; break;
      default:
        if (c < 0x20) {
          char hex[8];
          std::snprintf(hex, sizeof hex, "\\x%02x", c);
          out += hex;
        } else {
          out += ch;
        }
    }
  }
  return out;
}

JunitWriter::JunitWriter(const std::string& path) : path_(path) {
  file_ = std::fopen(path.c_str(), "w");
  if (!file_)
    throw ReportFileError("cannot write JUnit file '" + path + "': " + std::string(std::strerror(errno)));
}

JunitWriter::~JunitWriter() {
  if (file_) std::fclose(file_);
}

void JunitWriter::add(const CaseResult& r, BaselineVerdict verdict, const std::string& cause) {
  Entry e;
  e.name = r.name;
  e.classname = r.name.substr(0, r.name.find('.'));
  const std::string report = describeCaseResult(r);
  switch (verdict) {
    case BaselineVerdict::UnexpectedFailure:
      e.kind = Entry::Kind::Failure;
      e.type = toString(r.outcome);
      e.message = firstLine(report);
      e.text = report;
      break;
    case BaselineVerdict::UnexpectedPass:
      e.kind = Entry::Kind::Failure;
      e.type = "UnexpectedPass";
      e.message =
          std::string("unexpected ") + toString(r.outcome) + ": the baseline's fails.csv lists " + r.name;
      e.text = e.message + "\n";
      break;
    case BaselineVerdict::ExpectedFailure:
      e.text = std::string(isWarning(r.outcome) ? "listed warning" : "ExpectedFail") +
               " (baseline fails.csv" + (cause.empty() ? "" : ", cause: " + cause) +
               "): " + firstLine(report) + "\n";
      break;
    case BaselineVerdict::Flake: e.text = "Flake (baseline flakes.txt): " + firstLine(report) + "\n"; break;
    case BaselineVerdict::AsExpected:
      if (r.outcome == Outcome::NotSupported || r.outcome == Outcome::Unchecked) {
        e.kind = Entry::Kind::Skipped;
        e.message = std::string(toString(r.outcome)) + (r.message.empty() ? "" : ": " + r.message);
        if (r.outcome == Outcome::Unchecked && r.message.empty())
          e.message += ": the spec leaves every checked value undefined";
      }
      if (isWarning(r.outcome)) e.text = report;  // a pass, with its bound or what the spec advises against
      break;
  }
  entries_.push_back(std::move(e));
}

void JunitWriter::finish(const std::string& suite,
                         const std::vector<std::pair<std::string, std::string>>& properties, double seconds) {
  if (!file_) return;
  size_t failures = 0, skipped = 0;
  for (const Entry& e : entries_) {
    failures += e.kind == Entry::Kind::Failure;
    skipped += e.kind == Entry::Kind::Skipped;
  }
  std::string doc = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";
  char counts[256];
  std::snprintf(counts, sizeof counts,
                "tests=\"%zu\" failures=\"%zu\" errors=\"0\" skipped=\"%zu\" time=\"%.3f\"", entries_.size(),
                failures, skipped, seconds);
  doc += std::string("<testsuites ") + counts + ">\n";
  doc += "  <testsuite name=\"" + xmlEscape(suite, true) + "\" " + counts + ">\n";
  if (!properties.empty()) {
    doc += "    <properties>\n";
    for (const auto& [name, value] : properties)
      doc += "      <property name=\"" + xmlEscape(name, true) + "\" value=\"" + xmlEscape(value, true) +
             "\"/>\n";
    doc += "    </properties>\n";
  }
  for (const Entry& e : entries_) {
    doc += "    <testcase classname=\"" + xmlEscape(e.classname, true) + "\" name=\"" +
           xmlEscape(e.name, true) + "\"";
    if (e.kind == Entry::Kind::Passed && e.text.empty()) {
      doc += "/>\n";
      continue;
    }
    doc += ">\n";
    if (e.kind == Entry::Kind::Failure)
      doc += "      <failure type=\"" + xmlEscape(e.type, true) + "\" message=\"" +
             xmlEscape(e.message, true) + "\">" + xmlEscape(e.text, false) + "</failure>\n";
    else if (e.kind == Entry::Kind::Skipped)
      doc += "      <skipped message=\"" + xmlEscape(e.message, true) + "\"/>\n";
    else
      doc += "      <system-out>" + xmlEscape(e.text, false) + "</system-out>\n";
    doc += "    </testcase>\n";
  }
  doc += "  </testsuite>\n</testsuites>\n";
  const bool written = std::fwrite(doc.data(), 1, doc.size(), file_) == doc.size();
  const bool closed = std::fclose(file_) == 0;
  file_ = nullptr;
  if (!written || !closed)
    throw ReportFileError("cannot write JUnit file '" + path_ + "': " + std::string(std::strerror(errno)));
}

}  // namespace vktexel
