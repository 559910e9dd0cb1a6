#include "compare.h"

#include "report/compare_html.h"
#include "report/compare_runs.h"
#include "report/raw_file.h"

#include <cstdio>

namespace vktexel::tools {
namespace {

// "Pass -> Fail (second's baseline: unorm-5-6-bit-replicated)"
std::string changeText(const VerdictChange& c, const BaselineCauses& causesA, const BaselineCauses& causesB) {
  std::string s = (c.a.empty() ? "-" : c.a) + " -> " + (c.b.empty() ? "-" : c.b);
  const std::string a = causesA.of(c.name), b = causesB.of(c.name);
  if (!a.empty()) s += " (first's baseline: " + a + ")";
  if (!b.empty()) s += " (second's baseline: " + b + ")";
  return s;
}

}  // namespace

int compareCommand(const Options& o) {
  std::vector<RunVerdicts> runs;
  std::vector<BaselineCauses> causes;
  for (const std::string& path : o.positional) {
    runs.push_back(readRunVerdicts(path));
    causes.emplace_back(runs.back().baseline);
  }
  size_t total = 0;
  for (size_t i = 1; i < runs.size(); ++i) {
    std::vector<VerdictChange> changes;
    for (VerdictChange& c : compareRuns(runs[0], runs[i]))
      if (o.filter.matches(c.name)) changes.push_back(std::move(c));
    std::printf("%s (%s) -> %s (%s): %zu cases differ\n", runs[0].path.c_str(), runs[0].label.c_str(),
                runs[i].path.c_str(), runs[i].label.c_str(), changes.size());
    for (size_t k = 0; k < changes.size();) {
      const ChangeKind kind = changes[k].kind;
      size_t end = k;
      while (end < changes.size() && changes[end].kind == kind) ++end;
      std::printf("%s: %zu\n", describe(kind), end - k);
      for (; k < end; ++k)
        std::printf("  %s: %s\n", changes[k].name.c_str(),
                    changeText(changes[k], causes[0], causes[i]).c_str());
    }
    total += changes.size();
  }
  if (!o.htmlDir.empty()) {
    const size_t rows = writeCompareHtml(o.htmlDir, runs, causes, o.filter);
    std::printf("html: %s/index.html, %zu cases side by side in %zu runs\n", o.htmlDir.c_str(), rows,
                runs.size());
  }
  return total ? 1 : 0;
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
