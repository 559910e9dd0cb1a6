#include "report/results.h"

#include <sys/stat.h>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <map>

namespace vktexel {
namespace {

std::string systemError() {
  return std::strerror(errno);
}

// "# key: value\n": what ResultsFileInfo is read back from.
std::string commentLine(const std::string& key, const std::string& value) {
  return "# " + key + ": " + oneLine(value) + "\n";
}

}  // namespace

std::string oneLine(std::string s) {
  for (char& c : s)
    if (c == '\n' || c == '\r') c = ' ';
  while (!s.empty() && s.back() == ' ') s.pop_back();
  return s;
}

bool parseOutcome(const std::string& word, Outcome* out) {
  for (Outcome o : allOutcomes())
    if (word == toString(o)) {
      *out = o;
      return true;
    }
  return false;
}

std::string ResultStatus::word() const {
  if (flake) return "Flake";
  return expected && outcome == Outcome::Fail ? "ExpectedFail" : toString(outcome);
}

std::string ResultStatus::outcomeWord() const {
  return flake ? "Flake" : toString(outcome);
}

bool ResultStatus::parse(const std::string& word, ResultStatus* out) {
  if (word == "Flake") {
    *out = ResultStatus{Outcome::Fail, true};
    return true;
  }
  if (word == "ExpectedFail") {
    *out = ResultStatus{Outcome::Fail, false, true};
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

void ResultsCsvWriter::write(const std::string& line) {
  if (!file_) throw ReportFileError("results file '" + path_ + "' is closed");
  if (std::fputs(line.c_str(), file_) < 0 || std::fflush(file_) != 0)
    throw ReportFileError("cannot write results file '" + path_ + "': " + systemError());
}

void ResultsCsvWriter::comment(const std::string& key, const std::string& value) {
  comments_.push_back(commentLine(key, value));
  write(comments_.back());
}

void ResultsCsvWriter::add(const std::string& name, const ResultStatus& status, const std::string& detail) {
  lines_.push_back(name + "," + status.word() + (detail.empty() ? "" : "," + oneLine(detail)) + "\n");
  write(lines_.back());
}

void ResultsCsvWriter::close() {
  if (!file_) return;
  const int failed = std::fclose(file_);
  file_ = nullptr;
  if (failed) throw ReportFileError("cannot write results file '" + path_ + "': " + systemError());
  struct stat file {};
  if (stat(path_.c_str(), &file) != 0 || !S_ISREG(file.st_mode)) return;  // a pipe or a device: as written
  // Sorted into a temporary file, then renamed: the unsorted file stays whole until then.
  std::sort(lines_.begin(), lines_.end());
  const std::string temporary = path_ + ".sorting";
  std::FILE* sorted = std::fopen(temporary.c_str(), "w");
  bool ok = sorted != nullptr;
  for (size_t i = 0; ok && i < comments_.size(); ++i) ok = std::fputs(comments_[i].c_str(), sorted) >= 0;
  for (size_t i = 0; ok && i < lines_.size(); ++i) ok = std::fputs(lines_[i].c_str(), sorted) >= 0;
  if (sorted) ok = std::fclose(sorted) == 0 && ok;
  if (!ok || std::rename(temporary.c_str(), path_.c_str()) != 0) {
    std::remove(temporary.c_str());
    throw ReportFileError("cannot write results file '" + path_ + "': " + systemError());
  }
}

std::vector<std::pair<std::string, std::string>> resultsFileComments(const ResultsFileInfo& info) {
  std::vector<std::pair<std::string, std::string>> out = {{"vktexel", info.build}};
  if (!info.device.empty()) out.push_back({"device", info.device});
  out.push_back({"selection", info.selection});
  out.push_back({"selected", std::to_string(info.selected) + " cases"});
  out.push_back({"shard", std::to_string(info.shardIndex) + "/" + std::to_string(info.shardCount)});
  return out;
}

namespace {

// A "# key: value" line into `info`; other comments are free text.
void readComment(const std::string& line, const std::string& where, ResultsFileInfo& info) {
  const size_t colon = line.find(": ");
  if (line.rfind("# ", 0) != 0 || colon == std::string::npos) return;
  const std::string key = line.substr(2, colon - 2), value = line.substr(colon + 2);
  if (key == "vktexel") info.build = value;
  if (key == "device") info.device = value;
  if (key == "selection") info.selection = value;
  if (key == "complete") info.complete = value != "no";
  if (key == "selected" && std::sscanf(value.c_str(), "%zu", &info.selected) != 1)
    throw std::runtime_error(where + ": malformed '# selected: N cases' line: '" + line + "'");
  if (key == "shard" && (std::sscanf(value.c_str(), "%zu/%zu", &info.shardIndex, &info.shardCount) != 2 ||
                         info.shardIndex >= info.shardCount))
    throw std::runtime_error(where + ": malformed '# shard: I/N' line: '" + line + "'");
}

}  // namespace

std::vector<ResultsEntry> readResultsCsv(const std::string& path) {
  return readResultsFile(path).entries;
}

ResultsFile readResultsFile(const std::string& path) {
  std::ifstream in(path);
  if (!in) throw std::runtime_error("cannot read results file '" + path + "'");
  ResultsFile file;
  file.info.where = path;
  std::vector<ResultsEntry>& entries = file.entries;
  std::string line;
  for (int n = 1; std::getline(in, line); ++n) {
    if (!line.empty() && line.back() == '\r') line.pop_back();
    if (!line.empty() && line[0] == '#') readComment(line, path + ":" + std::to_string(n), file.info);
    if (line.empty() || line[0] == '#') continue;
    const size_t comma = line.find(',');
    const size_t second = comma == std::string::npos ? comma : line.find(',', comma + 1);
    const std::string word = comma == std::string::npos ? "" : line.substr(comma + 1, second - comma - 1);
    ResultStatus status;
    if (comma == std::string::npos || comma == 0 || !ResultStatus::parse(word, &status) ||
        (second != std::string::npos && !isWarning(status.outcome)))
      throw std::runtime_error(
          path + ":" + std::to_string(n) +
          ": expected 'case,Status' with Status Pass, Fail, NotSupported, Unchecked, "
          "Crash, Timeout, InternalError, Undecided, QualityWarning, CompatibilityWarning or Flake "
          "(a warning may add ',detail'): '" +
          line + "'");
    entries.push_back(ResultsEntry{line.substr(0, comma), status,
                                   second == std::string::npos ? "" : line.substr(second + 1),
                                   path + ":" + std::to_string(n)});
  }
  return file;
}

std::vector<ResultsEntry> mergeResults(const std::vector<std::vector<ResultsEntry>>& inputs) {
  std::map<std::string, ResultsEntry> merged;
  for (const auto& input : inputs)
    for (const ResultsEntry& e : input) {
      const auto [it, added] = merged.emplace(e.name, e);
      if (!added && it->second.status != e.status)
        throw std::runtime_error("conflicting results for " + e.name + ": " + it->second.status.word() +
                                 " (" + it->second.where + ") and " + e.status.word() + " (" + e.where + ")");
    }
  std::vector<ResultsEntry> out;
  out.reserve(merged.size());
  for (auto& [name, e] : merged) out.push_back(std::move(e));
  return out;
}

void writeResultsCsv(const std::string& path, const std::vector<ResultsEntry>& entries,
                     const std::vector<std::pair<std::string, std::string>>& comments) {
  std::FILE* f = std::fopen(path.c_str(), "w");
  if (!f) throw ReportFileError("cannot write results file '" + path + "': " + systemError());
  bool ok = true;
  for (const auto& [key, value] : comments) ok = ok && std::fputs(commentLine(key, value).c_str(), f) >= 0;
  for (const ResultsEntry& e : entries)
    ok = ok && std::fprintf(f, "%s,%s%s\n", e.name.c_str(), e.status.word().c_str(),
                            e.detail.empty() ? "" : ("," + e.detail).c_str()) >= 0;
  ok = std::fclose(f) == 0 && ok;
  if (!ok) throw ReportFileError("cannot write results file '" + path + "': " + systemError());
}

}  // namespace vktexel
