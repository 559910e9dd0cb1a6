// A failing probe's expected and got values in one aligned layout with the differing components
// marked (issue 58), and its twin: a component that matches is not marked.
#include "run/probe_columns.h"

#include "model/floatbits.h"

#include <gtest/gtest.h>

namespace vktexel {
namespace {

model::Expectation exactUint(uint32_t x, uint32_t y, uint32_t z, uint32_t w) {
  model::Expectation e;
  e.type = model::SampledType::Uint;
  model::VecCheck v;
  const uint32_t bits[4] = {x, y, z, w};
  for (int i = 0; i < 4; ++i) v.c[i] = model::ComponentCheck::exactBits(bits[i]);
  e.anyOf.push_back(v);
  return e;
}

TEST(ProbeColumns, AlignsAndMarksOnlyTheDifferingComponent) {
  const ProbeColumns c = probeColumns(exactUint(16, 0, 0, 1), {17, 0, 0, 1});
  EXPECT_EQ(c.expected, "(16 [0x00000010], 0 [0x00000000], 0 [0x00000000], 1 [0x00000001])");
  EXPECT_EQ(c.got, "(17 [0x00000011], 0 [0x00000000], 0 [0x00000000], 1 [0x00000001])");
  EXPECT_EQ(c.marks, " ^^^^^^^^^^^^^^^");
  EXPECT_EQ(c.expected.size(), c.got.size());
}

TEST(ProbeColumns, WiderSideSetsTheColumn) {
  const ProbeColumns c = probeColumns(exactUint(1, 2, 3, 4), {1, 2, 300000, 4});
  EXPECT_EQ(c.expected.size(), c.got.size());
  const size_t at = c.got.find("300000");
  EXPECT_EQ(c.marks.find('^'), at);  // the mark starts under the value
  EXPECT_EQ(c.marks.size(), at + std::string("300000 [0x000493e0]").size());
  EXPECT_EQ(c.expected.substr(at, 14), "3 [0x00000003]");  // padded to the got column's width
}

TEST(ProbeColumns, FloatsSayValueThenBits) {
  model::Expectation e;
  e.type = model::SampledType::Float;
  model::VecCheck v;
  for (int i = 0; i < 4; ++i) v.c[i] = model::ComponentCheck::exactFloat(0.5f);
  e.anyOf.push_back(v);
  const ProbeColumns c = probeColumns(e, {model::floatToBits(0.5f), model::floatToBits(0.5f),
                                          model::floatToBits(0.5f), model::floatToBits(1.0f)});
  EXPECT_EQ(c.expected.rfind("(0.5 [0x3f000000]", 0), 0u);
  EXPECT_NE(c.got.find("1 [0x3f800000])"), std::string::npos);
  EXPECT_EQ(c.marks.find('^'), c.got.find("1 [0x3f800000]"));
}

}  // namespace
}  // namespace vktexel
