// How the suite stores its 5 million probes: interned labels and a compact query. Each saving
// must keep the meaning: labels read back as written, offsets and swizzles as set.
#include "run/case.h"
#include "run/probe_label.h"

#include <gtest/gtest.h>

#include <thread>

namespace vktexel {
namespace {

TEST(ProbeLabel, ReadsBackAsWrittenAndComparesByText) {
  const ProbeLabel empty;
  EXPECT_TRUE(empty.empty());
  EXPECT_EQ(empty.str(), "");
  const ProbeLabel a = std::string("x = width"), b = "x = width", c = "x = width - 1";
  EXPECT_EQ(a.str(), "x = width");
  EXPECT_EQ(a, b);
  EXPECT_NE(a, c);  // a wrong label must not pass for the right one
  EXPECT_EQ(&a.str(), &b.str()) << "one copy of each text per thread";
  EXPECT_EQ("[" + a + "]", "[x = width]");
  EXPECT_EQ(std::string("probe ") + a, "probe x = width");
}

TEST(ProbeLabel, AppendingMakesANewLabelAndLeavesOthersAlone) {
  ProbeLabel a = "edge";
  const ProbeLabel b = a;
  a += " texel";
  EXPECT_EQ(a.str(), "edge texel");
  EXPECT_EQ(b.str(), "edge");
}

TEST(ProbeLabel, ThreadsInternTheSameTextToEqualLabels) {
  ProbeLabel fromThread;
  std::thread([&] { fromThread = "texel (3,0)"; }).join();  // the case builders run on threads
  EXPECT_EQ(fromThread, ProbeLabel("texel (3,0)"));
  EXPECT_EQ(fromThread.str(), "texel (3,0)");
}

TEST(ProbeStorage, AProbeStaysSmallAndTriviallyCopyable) {
  // 5.1 million probes: each byte here is 5 MB of the parent's memory, copied by every fork.
  EXPECT_LE(sizeof(model::FetchQuery), 88u);
  EXPECT_LE(sizeof(Probe), 96u);
  EXPECT_TRUE(std::is_trivially_copyable_v<Probe>);
}

TEST(ProbeStorage, GatherOffsetsHoldTheWidestRange) {
  model::FetchQuery q;
  q.offsets = {{{-32, 31}, {-8, 7}, {0, 0}, {31, -32}}};
  EXPECT_EQ(q.offsets[0][0], -32);
  EXPECT_EQ(q.offsets[3][0], 31);
  const model::StaticText swizzle = "wzyx";
  q.swizzle = swizzle;
  EXPECT_EQ(std::string_view(q.swizzle), "wzyx");
  EXPECT_TRUE(q.mask.empty());
  EXPECT_FALSE(q.swizzle.empty());
}

}  // namespace
}  // namespace vktexel
