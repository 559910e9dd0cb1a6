#include "fuzz_merge.h"

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>
#include <stdexcept>

namespace vktexel::tools {
namespace {

constexpr const char* kIndexHeader =
    "# vktexel fuzz findings 1: status, cases, signature, first case, folder";

struct Index {
  std::vector<std::string> runs;
  std::vector<FindingEntry> entries;
};

Index readIndex(const std::string& dir) {
  const std::string path = dir + "/findings.txt";
  std::ifstream in(path);
  if (!in) throw std::invalid_argument("cannot read " + path + " (a folder fuzz --findings wrote?)");
  Index index;
  std::string line;
  size_t number = 0;
  while (std::getline(in, line)) {
    ++number;
    if (number == 1 && line != kIndexHeader)
      throw std::invalid_argument(path + ":1: not a findings list (expected '" + kIndexHeader + "')");
    if (line.empty() || number == 1) continue;
    if (line.rfind("# run: ", 0) == 0) {
      index.runs.push_back(line.substr(7));
      continue;
    }
    if (line[0] == '#') continue;
    std::vector<std::string> fields;
    std::stringstream split(line);
    for (std::string f; std::getline(split, f, '\t');) fields.push_back(f);
    if (fields.size() != 5)
      throw std::invalid_argument(path + ":" + std::to_string(number) + ": expected 5 tab-separated fields");
    FindingEntry e{fields[0], 0, fields[2], fields[3], fields[4] == "-" ? "" : fields[4]};
    try {
      e.cases = std::stoul(fields[1]);
    } catch (const std::exception&) {
      throw std::invalid_argument(path + ":" + std::to_string(number) + ": '" + fields[1] +
                                  "' is no case count");
    }
    index.entries.push_back(e);
  }
  return index;
}

}  // namespace

void writeFindingsIndex(const std::string& dir, const std::vector<FindingEntry>& entries,
                        const std::vector<std::string>& runs) {
  std::filesystem::create_directories(dir);
  const std::string path = dir + "/findings.txt";
  std::ofstream out(path, std::ios::binary);
  out << kIndexHeader << "\n";
  for (const std::string& r : runs) out << "# run: " << r << "\n";
  for (const FindingEntry& e : entries)
    out << e.status << "\t" << e.cases << "\t" << e.signature << "\t" << e.first << "\t"
        << (e.folder.empty() ? "-" : e.folder) << "\n";
  if (!out) throw std::runtime_error("cannot write " + path);
}

int mergeFindings(const std::vector<std::string>& dirs, const std::string& out) {
  std::map<std::string, FindingEntry> merged;   // by signature
  std::map<std::string, std::string> sourceOf;  // signature -> the folder its finding's copy comes from
  std::vector<std::string> runs;
  try {
    for (const std::string& dir : dirs) {
      const Index index = readIndex(dir);
      runs.insert(runs.end(), index.runs.begin(), index.runs.end());
      for (const FindingEntry& e : index.entries) {
        auto [it, fresh] = merged.emplace(e.signature, e);
        if (fresh) {
          if (!e.folder.empty()) sourceOf[e.signature] = dir + "/" + e.folder;
          continue;
        }
        it->second.cases += e.cases;
        if (e.status == "new") it->second.status = "new";  // new on one machine's baseline: new
        if (it->second.folder.empty() && !e.folder.empty()) {
          it->second.folder = e.folder;
          sourceOf[e.signature] = dir + "/" + e.folder;
        }
      }
    }
  } catch (const std::invalid_argument& e) {
    std::fprintf(stderr, "vktexel: %s\n", e.what());
    return 2;
  }
  std::vector<FindingEntry> entries;
  size_t fresh = 0;
  std::filesystem::create_directories(out);
  for (const auto& [signature, e] : merged) {
    if (!e.folder.empty())
      std::filesystem::copy(
          sourceOf.at(signature), out + "/" + e.folder,
          std::filesystem::copy_options::recursive | std::filesystem::copy_options::overwrite_existing);
    fresh += e.status == "new";
    entries.push_back(e);
    std::printf("  %s%s %s: %zu cases, first %s\n", e.status.c_str(), e.status == "new" ? ":" : "",
                signature.c_str(), e.cases, e.first.c_str());
  }
  writeFindingsIndex(out, entries, runs);
  std::printf("fuzz: merged %zu findings folders into %s: %zu distinct: %zu known, %zu new\n", dirs.size(),
              out.c_str(), entries.size(), entries.size() - fresh, fresh);
  return fresh ? 1 : 0;
}

}  // namespace vktexel::tools
