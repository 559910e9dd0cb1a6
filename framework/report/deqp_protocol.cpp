#include "report/deqp_protocol.h"

#include "report/build_info.h"

#include "report/console.h"
#include "report/junit.h"
#include "report/results.h"

#include <stdexcept>

namespace vktexel {

DeqpStatus deqpStatusOf(const CaseResult& r) {
  const std::string probes = std::to_string(r.probes) + " probes";
  switch (r.outcome) {
    case Outcome::Pass: return {"Pass", "every one of " + probes + " matches the model"};
    case Outcome::Fail:
      return {"Fail", std::to_string(r.failedProbes) + " of " + probes + " wrong" +
                          (r.message.empty() ? "" : ": " + oneLine(r.message))};
    case Outcome::NotSupported: return {"NotSupported", oneLine(r.message)};
    case Outcome::Unchecked:
      return {"NotSupported",
              "Unchecked: the spec leaves every result of the case undefined; it ran, "
              "nothing was checked"};
    case Outcome::QualityWarning:
      return {"QualityWarning",
              oneLine(r.message.empty() ? "outside the letter, inside a cited precision bound" : r.message)};
    case Outcome::CompatibilityWarning:
      return {"CompatibilityWarning",
              oneLine(r.message.empty() ? "a result the spec allows but advises against" : r.message)};
    case Outcome::Crash: return {"Crash", oneLine(r.message)};
    case Outcome::Timeout: return {"Timeout", oneLine(r.message)};
    case Outcome::InternalError: return {"InternalError", oneLine(r.message)};
    case Outcome::Undecided: return {"InternalError", "Undecided: " + oneLine(r.message)};
  }
  return {"InternalError", "unknown outcome"};
}

std::string deqpProtocolLines(const CaseResult& r) {
  const DeqpStatus s = deqpStatusOf(r);
  return "Test case '" + r.name + "'..\n  " + s.word + " (" + s.detail + ")\n";
}

std::string qpaSection(const CaseResult& r) {
  const DeqpStatus s = deqpStatusOf(r);
  std::string x = "#beginTestCaseResult " + r.name + "\n";
  x += "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";
  x += "<TestCaseResult Version=\"0.3.4\" CasePath=\"" + xmlEscape(r.name, true) +
       "\" CaseType=\"SelfValidate\">\n";
  if (r.outcome != Outcome::Pass) x += "<Text>" + xmlEscape(describeCaseResult(r), false) + "</Text>\n";
  x += "<Result StatusCode=\"" + std::string(s.word) + "\">" + xmlEscape(s.detail, false) + "</Result>\n";
  x += "</TestCaseResult>\n\n#endTestCaseResult\n\n";
  return x;
}

QpaLog::QpaLog(const std::string& path, const std::string& commandLine) {
  file_ = std::fopen(path.c_str(), "w");
  if (!file_) throw std::runtime_error("cannot write the QPA log '" + path + "'");
  // As dEQP: releaseName names the release, releaseId a hex number (the commit's first 8 digits).
  const std::string commit = vktexelCommit();
  const bool hex = commit.size() >= 8 && commit.find_first_not_of("0123456789abcdef") == std::string::npos;
  std::fprintf(file_, "#sessionInfo releaseName vktexel-%s%s\n#sessionInfo releaseId 0x%s\n",
               vktexelVersion(), vktexelTreeDirty() ? "-modified" : "",
               hex ? commit.substr(0, 8).c_str() : "00000000");
  std::fprintf(file_, "#sessionInfo commandLineParameters \"%s\"\n\n", xmlEscape(commandLine, true).c_str());
  std::fputs("#beginSession\n", file_);
  std::fflush(file_);
}

QpaLog::~QpaLog() {
  close();
}

void QpaLog::add(const CaseResult& r) {
  std::fputs(qpaSection(r).c_str(), file_);
  std::fflush(file_);
}

void QpaLog::close() {
  if (!file_) return;
  std::fputs("#endSession\n", file_);
  std::fclose(file_);
  file_ = nullptr;
}

}  // namespace vktexel
