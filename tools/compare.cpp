#include "compare.h"

#include "baseline_choice.h"
#include "compare_pages.h"
#include "report/compare_html.h"
#include "report/compare_runs.h"
#include "report/raw_file.h"

#include <cstdio>
#include <filesystem>

namespace vktexel::tools {
namespace {

constexpr size_t kProbesListed = 12;  // changed probes named per case; the rest counted

// The baseline folder that gives a run's causes: --baseline DIR for every run, else the folder the
// run compared with (where it is here), else the one whose device.txt claims the run's device.
std::string causesFolder(const Options& o, const RunVerdicts& run, std::string* why) {
  if (!o.baselineDir.empty() && o.baselineDir != kAutoBaseline) {
    *why = "--baseline";
    return o.baselineDir;
  }
  std::error_code error;
  if (!run.baseline.empty() && std::filesystem::is_directory(run.baseline, error)) {
    *why = "the baseline it ran with";
    return run.baseline;
  }
  if (run.device) {
    const std::string dir = baselineFor(baselinesRoot(), *run.device);
    if (!dir.empty()) {
      *why = "its device.txt matches " + run.device->deviceName + ", " + run.device->driverName +
             (run.device->driverInfo.empty() ? "" : ", " + run.device->driverInfo);
      return dir;
    }
  }
  *why = run.device ? "no baseline folder claims its device" : "the file names no device";
  return "";
}

// "NotSupported -> Fail (second: sparse-residency-unsupported)"
std::string changeText(const VerdictChange& c, const BaselineCauses& causesA, const BaselineCauses& causesB) {
  std::string s = (c.a.empty() ? "-" : c.a) + " -> " + (c.b.empty() ? "-" : c.b);
  if (c.kind == ChangeKind::ChangedBits) {
    s = c.a + ", " + std::to_string(c.changedProbes.size()) + " of " + std::to_string(c.probes) +
        " probes returned other bits:";
    for (size_t k = 0; k < c.changedProbes.size() && k < kProbesListed; ++k)
      s += " " + std::to_string(c.changedProbes[k]);
    if (c.changedProbes.size() > kProbesListed) s += " ...";
  }
  const std::string a = causesA.of(c.name), b = causesB.of(c.name);
  if (!a.empty() && a == b) return s + " (cause: " + a + ")";
  if (!a.empty()) s += " (first's cause: " + a + ")";
  if (!b.empty()) s += " (second's cause: " + b + ")";
  return s;
}

void printChanges(const std::vector<VerdictChange>& changes, const BaselineCauses& causesA,
                  const BaselineCauses& causesB) {
  for (size_t k = 0; k < changes.size();) {
    const ChangeGroup group = groupOf(changes[k].kind);
    size_t groupEnd = k;
    while (groupEnd < changes.size() && groupOf(changes[groupEnd].kind) == group) ++groupEnd;
    std::printf("%s: %zu\n", describe(group), groupEnd - k);
    while (k < groupEnd) {
      const ChangeKind kind = changes[k].kind;
      size_t end = k;
      while (end < groupEnd && changes[end].kind == kind) ++end;
      std::printf("  %s: %zu\n", describe(kind), end - k);
      for (; k < end; ++k)
        std::printf("    %s: %s\n", changes[k].name.c_str(),
                    changeText(changes[k], causesA, causesB).c_str());
    }
  }
}

}  // namespace

int compareCommand(const Options& o) {
  std::vector<RunVerdicts> runs;
  std::vector<BaselineCauses> causes;
  for (const std::string& path : o.positional) {
    runs.push_back(readRunVerdicts(path));
    std::string why;
    const std::string folder = causesFolder(o, runs.back(), &why);
    causes.emplace_back(folder);
    std::printf("causes of %s: %s (%s)\n", path.c_str(), folder.empty() ? "none" : folder.c_str(),
                why.c_str());
  }
  std::vector<std::vector<VerdictChange>> all;
  size_t regressions = 0, changed = 0;
  for (size_t i = 1; i < runs.size(); ++i) {
    std::vector<VerdictChange> changes;
    for (VerdictChange& c : compareRuns(runs[0], runs[i]))
      if (o.filter.matches(c.name)) changes.push_back(std::move(c));
    size_t mine = 0;
    for (const VerdictChange& c : changes) mine += groupOf(c.kind) == ChangeGroup::Regressions;
    std::printf("%s (%s) -> %s (%s): %zu cases differ, %zu regressions\n", runs[0].path.c_str(),
                runs[0].label.c_str(), runs[i].path.c_str(), runs[i].label.c_str(), changes.size(), mine);
    printChanges(changes, causes[0], causes[i]);
    regressions += mine;
    changed += changes.size();
    all.push_back(std::move(changes));
  }
  if (!o.htmlDir.empty()) {
    ComparePages pages(o.htmlDir, runs);
    CompareHtml html{&runs,     &causes,   &all,
                     &o.filter, o.verbose, [&](const std::string& name) { return pages.pageOf(name); }};
    const size_t rows = writeCompareHtml(o.htmlDir, html);
    std::printf("html: %s/index.html, %zu rows, %zu case pages%s\n", o.htmlDir.c_str(), rows, pages.written(),
                pages.written() == ComparePages::kMaxPages ? " (the cap: later cases have none)" : "");
  }
  const bool failed = o.failOn == "changes" ? changed > 0 : regressions > 0;
  std::printf("%s: %zu regressions, %zu cases differ (--fail-on %s)\n", failed ? "FAIL" : "PASS", regressions,
              changed, o.failOn.c_str());
  return failed ? 1 : 0;
}

int rawCommand(const Options& o) {
  if (o.positional[0] == "print") {
    std::fputs(rawFileText(o.positional[1]).c_str(), stdout);
    return 0;
  }
  packRawFile(o.positional[1], o.positional[2]);
  const RawFile file = readRawFile(o.positional[2]);
  std::printf("packed %zu cases into %s%s\n", file.cases.size(), o.positional[2].c_str(),
              file.complete ? "" : " (no end line: a cut-short run)");
  return 0;
}

}  // namespace vktexel::tools
