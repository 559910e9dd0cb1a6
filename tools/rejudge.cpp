#include "rejudge.h"

#include "case_files.h"

#include "report/build_info.h"

#include "baseline_choice.h"
#include "case_files.h"
#include "fuzz_draw.h"
#include "raw_header.h"
#include "registry.h"
#include "report/console_digest.h"
#include "report/raw_file.h"
#include "run/case_digest.h"
#include "run/executor.h"
#include "run/gather_diagnosis.h"
#include "run/judge.h"
#include "run/parallel.h"
#include "run_end.h"
#include "run_reports.h"

#include <chrono>
#include <cstdio>
#include <deque>
#include <map>
#include <memory>
#include <optional>
#include <set>

namespace vktexel::tools {
namespace {

constexpr size_t kCasesPerChunk = 4096;  // host images are made and dropped a chunk at a time

// A record judged again, or why it could not be.
struct Rejudged {
  CaseResult result;
  std::string stale;  // non-empty: the inputs changed since the run, so the bits are not judged
};

// The one-hot gather re-run the run made for this case, replayed from the file (run/gather_diagnosis.h):
// only for the failing probes it took then.
void replayOneHot(const CaseSpec& c, const RawCaseRecord& record,
                  const std::vector<model::FetchExpectation>& expect, CaseResult& r) {
  if (record.oneHotProbes.empty() || r.outcome != Outcome::Fail) return;
  std::vector<size_t> failing;
  for (const ProbeFailure& f : r.failures) failing.push_back(f.probe);
  if (failing != record.oneHotProbes) {
    r.diagnosis = "the run's one-hot re-run took other failing probes: not replayable from the raw file";
    return;
  }
  const OneHotPlan plan = planOneHot(c, failing, expect);
  if (plan.cases.size() * plan.probes.size() != record.oneHotBits.size()) {
    r.diagnosis = "the raw file's one-hot re-run does not fit this build's plan for it";
    return;
  }
  std::vector<const model::RawResult*> raw;
  for (size_t i = 0; i < plan.cases.size(); ++i)
    raw.push_back(record.oneHotBits.data() + i * plan.probes.size());
  explainOneHot(plan, raw, expect, r);
}

class Rejudger {
 public:
  Rejudger(const RawFile& file, const std::map<std::string, const CaseSpec*>& specs,
           const model::ModelFaults& faults, size_t keepProbeData)
      : file_(file),
        specs_(specs),
        faults_(faults),
        sampling_(samplingOf(file.header)),
        keepProbeData_(keepProbeData) {}

  // Every record in `wanted`, judged; indices into the file's records.
  std::vector<Rejudged> run(const std::vector<size_t>& wanted) {
    std::vector<Rejudged> out(file_.cases.size());
    std::map<std::string, std::vector<size_t>> batches;  // records with bits, by the batch they ran in
    std::vector<std::vector<size_t>> groups;
    for (size_t i : wanted) {
      const RawCaseRecord& rec = file_.cases[i];
      Rejudged& j = out[i];
      j.result.name = rec.name;
      j.result.probes = rec.probes;
      const auto spec = specs_.find(rec.name);
      if (spec == specs_.end()) {
        j.stale = "no case of this name in this build";
      } else if (rec.bits.empty()) {
        if (caseDigest(*spec->second, nullptr) != rec.inputs)
          j.stale = "its definition changed since the run";
        j.result.outcome = rec.outcome;  // nothing ran: the run's verdict stands
        j.result.message = rec.message;
      } else if (rec.batch.empty()) {
        groups.push_back({i});
      } else {
        batches[rec.batch].push_back(i);
      }
    }
    for (auto& [batch, members] : batches) groups.push_back(std::move(members));
    std::vector<size_t> chunk;
    std::vector<std::vector<size_t>> chunkGroups;
    for (size_t g = 0; g < groups.size(); ++g) {
      chunk.insert(chunk.end(), groups[g].begin(), groups[g].end());
      chunkGroups.push_back(groups[g]);
      if (chunk.size() >= kCasesPerChunk || g + 1 == groups.size()) {
        judgeChunk(chunk, chunkGroups, out);
        chunk.clear();
        chunkGroups.clear();
      }
    }
    return out;
  }

 private:
  void judgeChunk(const std::vector<size_t>& chunk, const std::vector<std::vector<size_t>>& groups,
                  std::vector<Rejudged>& out) {
    // Host images, each once (as the run uploads them), with the run's --seed.
    const auto seeded = [&](model::ImageSpec spec) {  // the texels the run uploaded
      if (file_.header.seed) spec.seed = file_.header.seed;
      return spec;
    };
    std::map<std::string, std::shared_ptr<const model::HostImage>> images;
    std::vector<model::ImageSpec> toMake;
    for (size_t i : chunk) {
      const model::ImageSpec spec = seeded(specs_.at(file_.cases[i].name)->image);
      if (images.emplace(spec.key(), nullptr).second) toMake.push_back(spec);
    }
    std::vector<std::shared_ptr<const model::HostImage>> made(toMake.size());
    std::vector<std::string> imageErrors(toMake.size());
    parallelFor(toMake.size(), [&](size_t k) {
      try {
        made[k] = std::make_shared<const model::HostImage>(toMake[k]);
      } catch (const std::exception& e) {
        imageErrors[k] = e.what();
      }
    });
    for (size_t k = 0; k < toMake.size(); ++k) images[toMake[k].key()] = made[k];
    const auto imageOf = [&](const CaseSpec& c) { return images.at(seeded(c.image).key()); };
    // Each case's expectations; a case whose texels changed is stale.
    std::vector<std::vector<model::FetchExpectation>> expect(file_.cases.size());
    parallelFor(chunk.size(), [&](size_t k) {
      const size_t i = chunk[k];
      const RawCaseRecord& rec = file_.cases[i];
      const CaseSpec& c = *specs_.at(rec.name);
      Rejudged& j = out[i];
      const auto image = imageOf(c);
      if (!image) {
        j.result.outcome = Outcome::InternalError;
        j.result.message = "image " + c.image.key() + " could not be made";
        return;
      }
      if (caseDigest(c, image.get()) != rec.inputs) {
        j.stale = "its texels, probes or state changed since the run";
        return;
      }
      try {
        expect[i] = expectationsOf(c, *image, faults_, sampling_);
      } catch (const std::exception& e) {
        j.result.outcome = Outcome::InternalError;
        j.result.message = e.what();
      }
    });
    // Judge batch by batch: cases read through a run-time index are diagnosed by their batch's other views.
    for (const std::vector<size_t>& group : groups) {
      std::vector<DispatchedCase> dispatched;
      std::vector<size_t> members;
      for (size_t i : group) {
        if (expect[i].empty()) continue;  // stale, or no expectations to judge by
        const CaseSpec& c = *specs_.at(file_.cases[i].name);
        dispatched.push_back(DispatchedCase{&c, imageOf(c)});
        members.push_back(i);
      }
      for (size_t m = 0; m < members.size(); ++m) {
        const size_t i = members[m];
        const RawCaseRecord& rec = file_.cases[i];
        const CaseSpec& c = *dispatched[m].spec;
        DescriptorSiblings siblings{nullptr, faults_, sampling_};
        if (c.slotIndex != shadergen::SlotIndex::Constant) siblings.cases = &dispatched;
        CaseResult& r = out[i].result;
        judgeCase(dispatched[m], expect[i], rec.bits.data(), kFailuresShown, probeDataKept_ < keepProbeData_,
                  siblings, r);
        if (!r.probeData.empty()) ++probeDataKept_;
        replayOneHot(c, rec, expect[i], r);
      }
    }
  }

  const size_t kFailuresShown = ExecutorOptions().failuresShown;
  const RawFile& file_;
  const std::map<std::string, const CaseSpec*>& specs_;
  model::ModelFaults faults_;
  model::SamplingLimits sampling_;
  size_t keepProbeData_;
  size_t probeDataKept_ = 0;
};

}  // namespace

int rejudgeCommand(Options o) {
  const auto start = std::chrono::steady_clock::now();
  const std::string& path = o.positional[0];
  const RawFile file = readRawFile(path);
  const RawFileHeader& h = file.header;
  std::printf("raw results %s: %zu cases, written by vktexel %s%s\n", path.c_str(), file.cases.size(),
              h.build.c_str(),
              h.modelFaults.empty() ? "" : (" under --model-fault " + h.modelFaults.front()).c_str());
  o.seed = h.seed;
  o.baselineDir = chooseBaselineDir(
      o.baselineDir,
      DeviceIdentity{h.property("device.name"), h.property("driver.name"), h.property("driver.info")});
  Baseline baseline;
  if (!o.baselineDir.empty()) baseline = Baseline::load(o.baselineDir);

  std::vector<size_t> wanted;
  for (size_t i = 0; i < file.cases.size(); ++i)
    if (o.filter.matches(file.cases[i].name)) wanted.push_back(i);
  if (wanted.empty()) {
    std::fprintf(stderr, "vktexel: the filter matches no case of %s\n", path.c_str());
    return 2;
  }
  std::map<std::string, const CaseSpec*> specs;
  std::vector<const CaseSpec*> known;
  const std::vector<const CaseSpec*> built = cases::select(o.filter);
  for (const CaseSpec* c : built) specs[c->name] = c;
  // Cases of --case-file files judge the records of their names (a fuzz finding's shrunk case);
  // cases `vktexel fuzz` drew are drawn again from their names (cases/fuzz_draw.h).
  const CaseFiles caseFiles(o.caseFiles);
  for (const CaseSpec& c : caseFiles.cases()) specs[c.name] = &c;
  std::deque<CaseSpec> drawn;
  for (size_t i : wanted)
    if (!specs.count(file.cases[i].name))
      if (std::optional<CaseSpec> c = cases::fuzzCaseNamed(file.cases[i].name)) {
        drawn.push_back(std::move(*c));
        specs[drawn.back().name] = &drawn.back();
      }
  for (size_t i : wanted)
    if (auto it = specs.find(file.cases[i].name); it != specs.end()) known.push_back(it->second);
  // What a record made by another build lacks: this build's cases (of the filter) not in the file.
  // A fuzz run's file holds drawn cases alone: the fixed suite's are not missing from it.
  std::set<std::string> inFile;
  bool fixedSuite = false;
  for (const RawCaseRecord& rec : file.cases) {
    inFile.insert(rec.name);
    fixedSuite = fixedSuite || (rec.name.rfind("fuzz.", 0) != 0 && !caseFiles.find(rec.name));
  }
  size_t missing = 0;
  if (fixedSuite)
    for (const CaseSpec* c : built) missing += !inFile.count(c->name);
  checkBaselineEntries(baseline, o.strictBaseline, o.filter, built);

  RunReports reports(o, baseline, known, samplingOf(h), nullptr);
  ResultsFileInfo info;
  info.build = describeBuild() + ", rejudging a run of vktexel " + h.build;
  info.selection = o.filter.describe() + " of " + path;
  info.selected = wanted.size();
  info.shardCount = 1;
  reports.describeRun(info);
  reports.describeDevice(h.property("device"));
  std::printf("device %s\nrobustness: %s\n", h.property("device").c_str(), h.property("robustness").c_str());
  Rejudger rejudger(file, specs, o.faults, o.htmlDir.empty() ? 0 : HtmlReport::kMaxPages);
  const std::vector<Rejudged> judged = rejudger.run(wanted);

  std::vector<CaseResult> results;
  std::vector<std::string> stale;
  ConsoleDigest digest(baseline, reports.causes(), o.verbose);
  for (size_t i : wanted) {
    const Rejudged& j = judged[i];
    if (!j.stale.empty()) {
      stale.push_back(j.result.name + ": " + j.stale);
      continue;
    }
    std::fputs(digest.onResult(j.result, reports.record(j.result)).c_str(), stdout);
    results.push_back(j.result);
  }
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  std::printf("%zu cases re-judged from %s, %.2f s, no device\n", results.size(), path.c_str(), seconds);
  if (missing)
    std::printf("%zu cases of this build%s are not in the file: no results for them\n", missing,
                o.filter.include.empty() ? "" : " (of the filter)");
  for (const std::string& s : stale) std::printf("definition changed: %s\n", s.c_str());
  if (!stale.empty())
    std::printf("%zu cases not judged: their inputs differ from the run's, so its bits would be misjudged\n",
                stale.size());
  if (!file.complete)
    std::printf("the raw file has no end line: its run was cut short, %zu cases have results\n",
                file.cases.size());
  std::fputs(digest.summary().c_str(), stdout);
  printSummary(stdout, reports.tally());
  std::vector<std::pair<std::string, std::string>> properties = {
      {"device", h.property("device")},
      {"robustness", h.property("robustness")},
      {"raw results", path},
      {"vktexel", describeBuild() + " (the run: " + h.build + ")"},
      {"complete", file.complete ? "yes" : "no: the raw file has no end line"}};
  reports.finish(properties, seconds, !file.complete);
  RunEnd end;
  end.cases = results.size();
  end.failed = reports.tally().failed();
  end.unlistedWarnings = unlistedWarnings(o.strict, baseline, results);
  if (!o.baselineDir.empty()) end.baseline = reportBaselineEntries(baseline, results, o.verbose);
  if (!file.complete)
    end.incomplete = "the raw file has no end line: its run was cut short, " +
                     std::to_string(file.cases.size()) + " cases have results";
  return finishWith(end);
}

}  // namespace vktexel::tools
