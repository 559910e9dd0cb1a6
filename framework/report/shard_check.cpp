#include "report/shard_check.h"

#include <map>

namespace vktexel {
namespace {

std::string shardText(const ResultsFileInfo& f) {
  return std::to_string(f.shardIndex) + "/" + std::to_string(f.shardCount);
}

}  // namespace

ShardCheck checkShards(const std::vector<ResultsFileInfo>& files, size_t mergedCases) {
  ShardCheck check;
  std::vector<const ResultsFileInfo*> with, without;
  for (const ResultsFileInfo& f : files) (f.shardCount ? with : without).push_back(&f);
  if (with.empty()) {
    check.warning =
        "no '# shard' lines in the files (deqp-runner's, or an older vktexel's): whether a shard "
        "is missing cannot be told";
    return check;
  }
  if (!without.empty())
    check.errors.push_back(without.front()->where + " has no '# shard' line, " + with.front()->where +
                           " has: not shards of one run");
  const ResultsFileInfo& first = *with.front();
  std::map<size_t, const ResultsFileInfo*> byIndex;
  for (const ResultsFileInfo* f : with) {
    if (f->shardCount != first.shardCount || f->selected != first.selected || f->selection != first.selection)
      check.errors.push_back(f->where + " is shard " + shardText(*f) + " of " + std::to_string(f->selected) +
                             " cases (" + f->selection + "), " + first.where + " shard " + shardText(first) +
                             " of " + std::to_string(first.selected) + " (" + first.selection +
                             "): not shards of one run");
    if (!f->complete) check.errors.push_back(f->where + " is an interrupted run's ('# complete: no')");
    const auto [it, added] = byIndex.emplace(f->shardIndex, f);
    if (!added)
      check.errors.push_back("shard " + shardText(*f) + " twice: " + it->second->where + " and " + f->where);
  }
  if (!check.errors.empty()) return check;
  std::string missing;
  for (size_t i = 0; i < first.shardCount; ++i)
    if (!byIndex.count(i))
      missing += (missing.empty() ? "" : ", ") + std::to_string(i) + "/" + std::to_string(first.shardCount);
  if (!missing.empty()) {
    check.errors.push_back("shard " + missing + " missing: the files hold " + std::to_string(byIndex.size()) +
                           " of " + std::to_string(first.shardCount) + " shards");
    return check;
  }
  if (mergedCases != first.selected)
    check.errors.push_back("the shards hold " + std::to_string(mergedCases) + " results for " +
                           std::to_string(first.selected) + " selected cases");
  return check;
}

std::vector<std::pair<std::string, std::string>> mergedFileComments(const std::vector<ResultsFileInfo>& files,
                                                                    bool whole) {
  const auto shared = [&](std::string ResultsFileInfo::*field) {
    std::string value;
    for (const ResultsFileInfo& f : files) {
      if ((f.*field).empty()) continue;
      if (value.empty()) value = f.*field;
      if (f.*field != value) return "several (" + value + ", " + f.*field + " ...)";
    }
    return value;
  };
  std::vector<std::pair<std::string, std::string>> out;
  if (const std::string build = shared(&ResultsFileInfo::build); !build.empty())
    out.push_back({"vktexel", build});
  if (const std::string device = shared(&ResultsFileInfo::device); !device.empty())
    out.push_back({"device", device});
  const bool sharded = !files.empty() && files.front().shardCount > 0;
  if (whole && sharded) {
    out.push_back({"selection", files.front().selection});
    out.push_back({"selected", std::to_string(files.front().selected) + " cases"});
    out.push_back({"shard", "0/1"});
  }
  if (!whole) out.push_back({"complete", "no"});
  return out;
}

}  // namespace vktexel
