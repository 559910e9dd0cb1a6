#include "report/repro_dir.h"

#include "report/build_info.h"
#include "report/joined.h"

#include "report/repro.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <stdexcept>
#include <tuple>
#include <utility>

namespace vktexel {
namespace {

// The dotted parts of a case name: family.view.format....
std::vector<std::string> nameParts(const std::string& name) {
  std::vector<std::string> parts;
  size_t start = 0;
  for (size_t dot; (dot = name.find('.', start)) != std::string::npos; start = dot + 1)
    parts.push_back(name.substr(start, dot - start));
  parts.push_back(name.substr(start));
  return parts;
}

std::string familyOf(const std::string& name) {
  const std::vector<std::string> p = nameParts(name);
  return p.size() >= 2 ? p[0] + "." + p[1] : p[0];
}

std::string formatOf(const std::string& name) {
  const std::vector<std::string> p = nameParts(name);
  return p.size() >= 3 ? p[2] : "";
}

// A table cell: one line, no column separator.
std::string cell(std::string s) {
  for (char& ch : s)
    if (ch == '|' || ch == '\n') ch = ' ';
  return s;
}

const char* verdictWord(BaselineVerdict v) {
  switch (v) {
    case BaselineVerdict::ExpectedFailure: return "expected";
    case BaselineVerdict::Flake: return "flake";
    default: return "unexpected";
  }
}

}  // namespace

std::string symptomOf(const CaseResult& r) {
  std::string s = toString(r.outcome);
  if (!r.diagnosis.empty()) return s + ": " + r.diagnosis;
  if (r.outcome == Outcome::Fail) return s + ": wrong values";
  return s;
}

std::string reproGroupOf(const CaseResult& r) {
  return familyOf(r.name) + "|" + formatOf(r.name) + "|" + symptomOf(r);
}

ReproDirWriter::ReproDirWriter(ReproDirOptions options, model::ModelFaults faults)
    : options_(std::move(options)), faults_(faults) {
  std::error_code ec;
  std::filesystem::create_directories(options_.dir, ec);
  if (ec || !std::filesystem::is_directory(options_.dir))
    throw std::runtime_error("cannot create --repro-dir '" + options_.dir + "'" +
                             (ec ? ": " + ec.message() : std::string()));
  std::filesystem::remove(options_.dir + "/index.md", ec);  // an earlier run's index would look current
}

void ReproDirWriter::consider(const CaseSpec& c, const CaseResult& r, BaselineVerdict verdict) {
  const bool wanted = verdict == BaselineVerdict::UnexpectedFailure ||
                      (options_.includeExpected &&
                       (verdict == BaselineVerdict::ExpectedFailure || verdict == BaselineVerdict::Flake));
  if (wanted) kept_.push_back({&c, r, verdict});
}

ReproDirSummary ReproDirWriter::finish(const std::string& device) {
  ReproDirSummary summary;
  const size_t colon = device.find(": ");  // "0: llvmpipe ...": the index is this machine's
  const std::string driver = colon != std::string::npos && colon < 4 ? device.substr(colon + 2) : device;
  std::vector<const Kept*> order;
  for (const Kept& k : kept_) order.push_back(&k);
  std::sort(order.begin(), order.end(), [](const Kept* a, const Kept* b) {
    return std::make_tuple(a->verdict != BaselineVerdict::UnexpectedFailure, a->result.name) <
           std::make_tuple(b->verdict != BaselineVerdict::UnexpectedFailure, b->result.name);
  });
  std::vector<std::pair<std::string, std::vector<const Kept*>>> groups;  // in the order of their first case
  std::map<std::string, size_t> groupIndex;
  for (const Kept* k : order) {
    const auto [it, fresh] = groupIndex.emplace(reproGroupOf(k->result), groups.size());
    if (fresh) groups.push_back({it->first, {}});
    groups[it->second].second.push_back(k);
  }

  std::string table, duplicates, overCap, impossible;
  for (const auto& [group, members] : groups) {
    // The group's first case that can be reproduced stands for it.
    const Kept* chosen = nullptr;
    for (const Kept* k : members) {
      if (chosen) {
        duplicates += "- " + k->result.name + ": like " + chosen->result.name + "\n";
        ++summary.duplicates;
        continue;
      }
      if (summary.written >= options_.cap) {
        overCap += "- " + k->result.name + " (" + cell(symptomOf(k->result)) + ")\n";
        ++summary.overCap;
        continue;
      }
      const std::string folder = familyOf(k->result.name) + "/" + k->result.name;
      ReproResult written;
      try {
        CaseSpec spec = *k->spec;
        if (options_.seed) spec.image.seed = options_.seed;
        written = writeRepro(spec, options_.dir + "/" + folder, faults_, options_.sampling, device);
      } catch (const std::exception& e) {
        impossible += "- " + k->result.name + ": " + cell(e.what()) + "\n";
        ++summary.impossible;
        continue;
      }
      chosen = k;
      ++summary.written;
      const std::string probes = k->result.outcome == Outcome::Fail
                                     ? " (" + std::to_string(k->result.failedProbes) + " of " +
                                           std::to_string(k->result.probes) + " probes wrong)"
                                     : "";
      table += "| " + k->result.name + " | " + joined(k->spec->clauses, ", ") + " | " + cell(driver) + " | " +
               cell(symptomOf(k->result)) + probes + " | " + verdictWord(k->verdict) + " | [" + folder +
               "](" + folder + ") | " +
               (written.amber ? "[" + k->result.name + ".amber](" + folder + "/" + k->result.name + ".amber)"
                              : "no: " + cell(written.amberWhyNot)) +
               " |\n";
      summary.amber += written.amber;
    }
  }
  std::string index =
      "# vktexel reproductions\n\nWritten by vktexel " + describeBuild() + " from a run on " + device +
      ".\n\n"
      "One folder per (family, format, symptom); each holds a Vulkan C++ program that runs the case "
      "without vktexel (see its README.md: `cmake -S . -B build && cmake --build build && "
      "./build/repro`, exit 1 when a probe fails) and, where Amber can say the case, an Amber script "
      "(`amber CASE.amber`, exit 1 when an EXPECT fails).\n\n"
      "| case | clauses | driver | symptom | baseline | folder | Amber script |\n"
      "|---|---|---|---|---|---|---|\n" +
      table;
  if (!duplicates.empty()) index += "\n## Same family, format and symptom (no folder)\n\n" + duplicates;
  if (!overCap.empty())
    index += "\n## Over the cap of " + std::to_string(options_.cap) + " folders\n\n" + overCap;
  if (!impossible.empty()) index += "\n## No reproduction\n\n" + impossible;
  std::ofstream out(options_.dir + "/index.md", std::ios::trunc);
  out << index;
  out.close();
  if (!out) throw std::runtime_error("cannot write '" + options_.dir + "/index.md'");
  return summary;
}

}  // namespace vktexel
