#include "report/results.h"

#include <cerrno>
#include <cstring>

namespace vktexel {
namespace {

constexpr Outcome kOutcomes[] = {Outcome::Pass,  Outcome::Fail,    Outcome::NotSupported, Outcome::Unchecked,
                                 Outcome::Crash, Outcome::Timeout, Outcome::InternalError};

std::string systemError() {
  return std::strerror(errno);
}

}  // namespace

bool parseOutcome(const std::string& word, Outcome* out) {
  for (Outcome o : kOutcomes)
    if (word == toString(o)) {
      *out = o;
      return true;
    }
  return false;
}

std::string ResultStatus::word() const {
  return flake ? "Flake" : toString(outcome);
}

bool ResultStatus::parse(const std::string& word, ResultStatus* out) {
  if (word == "Flake") {
    *out = ResultStatus{Outcome::Fail, true};
    return true;
  }
  Outcome o;
  if (!parseOutcome(word, &o)) return false;
  *out = ResultStatus{o, false};
  return true;
}

ResultsCsvWriter::ResultsCsvWriter(const std::string& path) : path_(path) {
  file_ = std::fopen(path.c_str(), "w");
  if (!file_) throw ReportFileError("cannot write results file '" + path + "': " + systemError());
}

ResultsCsvWriter::~ResultsCsvWriter() {
  if (file_) std::fclose(file_);
}

void ResultsCsvWriter::add(const std::string& name, const ResultStatus& status) {
  if (!file_) throw ReportFileError("results file '" + path_ + "' is closed");
  if (std::fprintf(file_, "%s,%s\n", name.c_str(), status.word().c_str()) < 0 || std::fflush(file_) != 0)
    throw ReportFileError("cannot write results file '" + path_ + "': " + systemError());
}

void ResultsCsvWriter::close() {
  if (!file_) return;
  const int failed = std::fclose(file_);
  file_ = nullptr;
  if (failed) throw ReportFileError("cannot write results file '" + path_ + "': " + systemError());
}

}  // namespace vktexel
