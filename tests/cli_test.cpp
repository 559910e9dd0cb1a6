// The command line of `vktexel` and the shard partition.
#include "cli.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <set>

namespace vktexel::tools {
namespace {

TEST(Cli, ParsesReportOptions) {
  const Options o = parseArguments({"run", "--results", "r.csv", "--junit", "j.xml", "--shard", "2/5"});
  EXPECT_EQ(o.resultsFile, "r.csv");
  EXPECT_EQ(o.junitFile, "j.xml");
  EXPECT_EQ(o.shard, (Shard{2, 5}));
  EXPECT_TRUE(o.shardFromFlag);
}

TEST(Cli, ExplainAndMergeTakePositionalArguments) {
  EXPECT_EQ(parseArguments({"explain", "ld.2d.x"}).positional, std::vector<std::string>{"ld.2d.x"});
  EXPECT_THROW(parseArguments({"explain"}), UsageError);
  EXPECT_THROW(parseArguments({"explain", "a", "b"}), UsageError);
  EXPECT_EQ(parseArguments({"merge", "out.csv", "a.csv", "b.csv"}).positional.size(), 3u);
  EXPECT_THROW(parseArguments({"merge", "out.csv"}), UsageError);
  EXPECT_THROW(parseArguments({"run", "stray"}), UsageError);
}

TEST(Cli, RejectsBadShards) {
  for (const char* bad :
       {"", "1", "/2", "1/", "2/2", "3/2", "0/0", "-1/2", "1/-2", "a/b", "1/2/3", " 1/2", "1:2"})
    EXPECT_THROW(parseShard(bad), UsageError) << "'" << bad << "'";
  EXPECT_EQ(parseShard("0/1"), (Shard{0, 1}));
  EXPECT_EQ(parseShard("7/8"), (Shard{7, 8}));
}

TEST(Cli, GtestShardVariables) {
  Options o;
  applyShardEnvironment(o, "4", "3");
  EXPECT_EQ(o.shard, (Shard{3, 4}));

  Options unset;
  applyShardEnvironment(unset, nullptr, nullptr);
  EXPECT_EQ(unset.shard, (Shard{0, 1}));
  applyShardEnvironment(unset, "", "");
  EXPECT_EQ(unset.shard, (Shard{0, 1}));

  Options bad;
  EXPECT_THROW(applyShardEnvironment(bad, "4", nullptr), UsageError);
  EXPECT_THROW(applyShardEnvironment(bad, nullptr, "1"), UsageError);
  EXPECT_THROW(applyShardEnvironment(bad, "4", "4"), UsageError);
  EXPECT_THROW(applyShardEnvironment(bad, "0", "0"), UsageError);
  EXPECT_THROW(applyShardEnvironment(bad, "x", "0"), UsageError);

  Options flag = parseArguments({"run", "--shard", "1/2"});
  applyShardEnvironment(flag, "x", "y");  // the flag wins: the variables are not even read
  EXPECT_EQ(flag.shard, (Shard{1, 2}));
}

std::vector<CaseSpec> namedCases(size_t n) {
  std::vector<CaseSpec> cases(n);
  for (size_t i = 0; i < n; ++i) cases[i].name = "c." + std::to_string((i * 7919) % 1000);
  return cases;
}

TEST(Shard, PartitionsEvenlyWhateverTheOrder) {
  const std::vector<CaseSpec> cases = namedCases(101);
  std::vector<const CaseSpec*> forward, backward;
  for (const CaseSpec& c : cases) forward.push_back(&c);
  backward.assign(forward.rbegin(), forward.rend());
  std::set<std::string> seen;
  for (size_t i = 0; i < 4; ++i) {
    const auto a = casesOfShard(forward, Shard{i, 4});
    const auto b = casesOfShard(backward, Shard{i, 4});
    EXPECT_TRUE(a.size() == 25 || a.size() == 26) << a.size();
    std::set<std::string> namesA, namesB;
    for (const CaseSpec* c : a) namesA.insert(c->name);
    for (const CaseSpec* c : b) namesB.insert(c->name);
    EXPECT_EQ(namesA, namesB) << "shard " << i << " depends on the order of the selection";
    for (const std::string& n : namesA) EXPECT_TRUE(seen.insert(n).second) << n << " in two shards";
    // The shard keeps the order it was given.
    EXPECT_TRUE(std::equal(a.rbegin(), a.rend(), b.begin()));
  }
  EXPECT_EQ(seen.size(), cases.size());
}

TEST(Shard, RoundRobinOverSortedNames) {
  std::vector<CaseSpec> cases(5);
  const char* names[] = {"e", "a", "d", "b", "c"};
  std::vector<const CaseSpec*> selected;
  for (size_t i = 0; i < 5; ++i) {
    cases[i].name = names[i];
    selected.push_back(&cases[i]);
  }
  const auto s0 = casesOfShard(selected, Shard{0, 2});  // sorted a b c d e: positions 0, 2, 4
  ASSERT_EQ(s0.size(), 3u);
  EXPECT_EQ(s0[0]->name, "e");
  EXPECT_EQ(s0[1]->name, "a");
  EXPECT_EQ(s0[2]->name, "c");
  EXPECT_EQ(casesOfShard(selected, Shard{0, 1}).size(), 5u);
  EXPECT_TRUE(casesOfShard(selected, Shard{5, 6}).empty());
}

}  // namespace
}  // namespace vktexel::tools
