#include "report/compare_runs.h"

#include "report/baseline.h"
#include "report/fails_groups.h"
#include "report/raw_file.h"

#include <zlib.h>
#include <algorithm>
#include <stdexcept>

namespace vktexel {
namespace {

// The first bytes of a file, unpacked when it is a gzip stream.
std::string firstBytes(const std::string& path) {
  gzFile gz = gzopen(path.c_str(), "rb");
  if (!gz) throw std::runtime_error("cannot read " + path);
  char buffer[16] = {};
  const int n = gzread(gz, buffer, sizeof buffer);
  gzclose(gz);
  return n > 0 ? std::string(buffer, size_t(n)) : "";
}

bool isNotSupported(const std::string& word) {
  return word == "NotSupported";
}

bool isFailureWord(const std::string& word) {
  ResultStatus s;
  return ResultStatus::parse(word, &s) && s.failed();
}

bool isWarningWord(const std::string& word) {
  ResultStatus s;
  return ResultStatus::parse(word, &s) && !s.flake && isWarning(s.outcome);
}

}  // namespace

RunVerdicts readRunVerdicts(const std::string& path) {
  RunVerdicts v;
  v.path = path;
  v.label = path;
  if (firstBytes(path).rfind("vktexel-raw ", 0) == 0) {
    RawFile file = readRawFile(path);
    const std::string device = file.header.property("device.name");
    const std::string info = file.header.property("driver.info");
    if (!device.empty()) v.label = device + (info.empty() ? "" : ", " + info);
    v.baseline = file.header.baseline;
    if (!device.empty()) v.device = DeviceIdentity{device, file.header.property("driver.name"), info};
    v.header = file.header;
    for (RawCaseRecord& r : file.cases)
      v.cases[r.name] =
          RunVerdicts::Entry{ResultStatus{r.outcome, false}, r.inputs, !r.bits.empty(), std::move(r.bits)};
    return v;
  }
  ResultsFile file = readResultsFile(path);
  v.device = deviceOfLine(file.info.device);
  if (v.device) v.label = v.device->deviceName + ", " + v.device->driverInfo;
  for (const ResultsEntry& e : file.entries) v.cases[e.name] = RunVerdicts::Entry{e.status, "", false, {}};
  return v;
}

BaselineCauses::BaselineCauses(const std::string& dir) {
  for (const FailsGroup& g : readFailsGroups(dir))
    for (const std::string& entry : g.entries) {
      const size_t comma = entry.find(',');
      if (comma != std::string::npos) causes_[entry.substr(0, comma)] = g.cause.empty() ? g.comment : g.cause;
    }
}

std::string BaselineCauses::of(const std::string& name) const {
  const auto it = causes_.find(name);
  return it == causes_.end() ? "" : it->second;
}

ChangeGroup groupOf(ChangeKind k) {
  switch (k) {
    case ChangeKind::NewFailure:
    case ChangeKind::NewWarning: return ChangeGroup::Regressions;
    case ChangeKind::Fix:
    case ChangeKind::FailureToWarning:
    case ChangeKind::WarningCleared: return ChangeGroup::Fixes;
    default: return ChangeGroup::Rest;
  }
}

const char* describe(ChangeGroup g) {
  switch (g) {
    case ChangeGroup::Regressions: return "regressions";
    case ChangeGroup::Fixes: return "fixes";
    case ChangeGroup::Rest: return "other changes";
  }
  return "?";
}

const char* describe(ChangeKind k) {
  switch (k) {
    case ChangeKind::NewFailure: return "new failures";
    case ChangeKind::Fix: return "failures now pass";
    case ChangeKind::FailureToWarning: return "failures now warnings";
    case ChangeKind::NewWarning: return "new warnings";
    case ChangeKind::WarningCleared: return "warnings cleared";
    case ChangeKind::NewlyNotSupported: return "newly NotSupported";
    case ChangeKind::NewlySupported: return "newly supported";
    case ChangeKind::ChangedBits: return "changed bits, same verdict";
    case ChangeKind::OtherChange: return "one failure for another";
    case ChangeKind::DefinitionChanged: return "definition changed";
    case ChangeKind::OnlyInA: return "only in the first";
    case ChangeKind::OnlyInB: return "only in the second";
  }
  return "?";
}

std::vector<VerdictChange> compareRuns(const RunVerdicts& a, const RunVerdicts& b) {
  std::vector<VerdictChange> changes;
  for (const auto& [name, ea] : a.cases) {
    const auto it = b.cases.find(name);
    const std::string wa = ea.status.outcomeWord();
    if (it == b.cases.end()) {
      changes.push_back({ChangeKind::OnlyInA, name, wa, "", {}, 0});
      continue;
    }
    const RunVerdicts::Entry& eb = it->second;
    const std::string wb = eb.status.outcomeWord();
    // Digests compare only between records of one kind: texels and spec, or spec alone.
    const bool comparable = !ea.inputs.empty() && !eb.inputs.empty() && ea.ran == eb.ran;
    if (comparable && ea.inputs != eb.inputs) {
      changes.push_back({ChangeKind::DefinitionChanged, name, wa, wb, {}, 0});
      continue;
    }
    if (wa == wb) {
      if (!comparable || ea.bits.size() != eb.bits.size() || ea.bits == eb.bits) continue;
      VerdictChange c{ChangeKind::ChangedBits, name, wa, wb, {}, ea.bits.size()};
      for (size_t p = 0; p < ea.bits.size(); ++p)
        if (ea.bits[p] != eb.bits[p]) c.changedProbes.push_back(p);
      changes.push_back(std::move(c));
      continue;
    }
    ChangeKind kind = ChangeKind::OtherChange;
    if (isFailureWord(wb) && !isFailureWord(wa))  // NotSupported -> Fail too: a regression first
      kind = ChangeKind::NewFailure;
    else if (isNotSupported(wb))
      kind = ChangeKind::NewlyNotSupported;
    else if (isNotSupported(wa))
      kind = ChangeKind::NewlySupported;
    else if (isFailureWord(wa) && isWarningWord(wb))
      kind = ChangeKind::FailureToWarning;
    else if (isFailureWord(wa) && !isFailureWord(wb))
      kind = ChangeKind::Fix;
    else if (isWarningWord(wb) && wa == "Pass")
      kind = ChangeKind::NewWarning;
    else if (isWarningWord(wa) && wb == "Pass")
      kind = ChangeKind::WarningCleared;
    changes.push_back({kind, name, wa, wb, {}, 0});
  }
  for (const auto& [name, eb] : b.cases)
    if (!a.cases.count(name))
      changes.push_back({ChangeKind::OnlyInB, name, "", eb.status.outcomeWord(), {}, 0});
  std::stable_sort(changes.begin(), changes.end(),
                   [](const VerdictChange& x, const VerdictChange& y) { return int(x.kind) < int(y.kind); });
  return changes;
}

}  // namespace vktexel
