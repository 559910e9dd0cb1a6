// merge's knowledge of shards (issue 58): a results file's '#' lines round-trip, and a lost,
// repeated or foreign shard is an error, where a whole set is not.
#include "report/shard_check.h"
#include "report/results.h"

#include <gtest/gtest.h>

#include <cstdio>
#include <fstream>

namespace vktexel {
namespace {

ResultsFileInfo shard(size_t index, size_t count, const std::string& where, size_t selected = 10) {
  ResultsFileInfo f;
  f.build = "0.1 (commit 0123456789ab)";
  f.selection = "--filter 'ld.*'";
  f.selected = selected;
  f.shardIndex = index;
  f.shardCount = count;
  f.where = where;
  return f;
}

TEST(ShardCheck, AWholeSetPasses) {
  const ShardCheck c = checkShards({shard(1, 2, "b"), shard(0, 2, "a")}, 10);
  EXPECT_TRUE(c.errors.empty());
  EXPECT_TRUE(c.warning.empty());
}

TEST(ShardCheck, AMissingShardIsNamed) {
  const ShardCheck c = checkShards({shard(0, 3, "a"), shard(2, 3, "c")}, 7);
  ASSERT_EQ(c.errors.size(), 1u);
  EXPECT_EQ(c.errors[0], "shard 1/3 missing: the files hold 2 of 3 shards");
}

TEST(ShardCheck, ARepeatedShardIsNamed) {
  const ShardCheck c = checkShards({shard(0, 2, "a"), shard(0, 2, "a2"), shard(1, 2, "b")}, 10);
  ASSERT_FALSE(c.errors.empty());
  EXPECT_EQ(c.errors[0], "shard 0/2 twice: a and a2");
}

TEST(ShardCheck, ShardsOfAnotherSelectionOrAShortCountAreCaught) {
  EXPECT_FALSE(checkShards({shard(0, 2, "a"), shard(1, 2, "b", 11)}, 10).errors.empty());
  EXPECT_FALSE(checkShards({shard(0, 2, "a"), shard(1, 3, "b")}, 10).errors.empty());
  EXPECT_EQ(checkShards({shard(0, 2, "a"), shard(1, 2, "b")}, 9).errors,
            std::vector<std::string>{"the shards hold 9 results for 10 selected cases"});
  // The same count of cases from another --filter: a selection of its own (issue 65, item 6).
  ResultsFileInfo other = shard(1, 2, "b");
  other.selection = "--filter 'txq.*'";
  const std::vector<std::string> errors = checkShards({shard(0, 2, "a"), other}, 10).errors;
  ASSERT_FALSE(errors.empty());
  EXPECT_NE(errors[0].find("(--filter 'txq.*')"), std::string::npos) << errors[0];
  EXPECT_NE(errors[0].find("not shards of one run"), std::string::npos) << errors[0];
  ResultsFileInfo cut = shard(1, 2, "b");
  cut.complete = false;
  EXPECT_FALSE(checkShards({shard(0, 2, "a"), cut}, 10).errors.empty());
}

TEST(ShardCheck, FilesWithoutShardLinesOnlyWarn) {
  ResultsFileInfo old;
  old.where = "old.csv";
  const ShardCheck c = checkShards({old, old}, 4);
  EXPECT_TRUE(c.errors.empty());
  EXPECT_FALSE(c.warning.empty());
  EXPECT_FALSE(checkShards({old, shard(0, 2, "a")}, 4).errors.empty());  // mixed: not one run
}

TEST(ShardCheck, CommentLinesRoundTripThroughAResultsFile) {
  const std::string path = ::testing::TempDir() + "/shard_check_roundtrip.csv";
  {
    ResultsCsvWriter w(path);
    for (const auto& [key, value] : resultsFileComments(shard(1, 4, ""))) w.comment(key, value);
    w.add("ld.b", ResultStatus{Outcome::Pass, false});
    w.comment("device", "0: llvmpipe (driver llvmpipe, Vulkan 1.3.230, Mesa 22.3.6)");
    w.add("ld.a", ResultStatus{Outcome::Fail, false});
    w.close();
  }
  const ResultsFile f = readResultsFile(path);
  ASSERT_EQ(f.entries.size(), 2u);
  EXPECT_EQ(f.entries[0].name, "ld.a");  // sorted, the '#' lines first
  EXPECT_EQ(f.info.shardIndex, 1u);
  EXPECT_EQ(f.info.shardCount, 4u);
  EXPECT_EQ(f.info.selected, 10u);
  EXPECT_EQ(f.info.selection, "--filter 'ld.*'");
  EXPECT_EQ(f.info.device, "0: llvmpipe (driver llvmpipe, Vulkan 1.3.230, Mesa 22.3.6)");
  EXPECT_TRUE(f.info.complete);
  std::ifstream in(path);
  std::string first;
  std::getline(in, first);
  EXPECT_EQ(first, "# vktexel: 0.1 (commit 0123456789ab)");
  std::remove(path.c_str());
}

}  // namespace
}  // namespace vktexel
