// The HTML report's pieces that need no device: escaping, page names, how probes are laid out in
// the pictures, their colours, representative expected values and the PNG writer.
#include "report/html_report.h"
#include "model/floatbits.h"
#include "report/png.h"
#include "report/probe_pictures.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

namespace vktexel {
namespace {

CaseSpec fetchCase(const std::vector<std::array<int32_t, 2>>& coords) {
  CaseSpec c;
  c.name = "ld.2d.test";
  for (const auto& xy : coords) {
    Probe p;
    p.query.coord = {xy[0], xy[1], 0};
    c.probes.push_back(p);
  }
  return c;
}

TEST(HtmlReport, EscapesEverythingHtmlGivesMeaningTo) {
  EXPECT_EQ(htmlEscape("if (i >= n && a < b) s = \"x\" + 'y';"),
            "if (i &gt;= n &amp;&amp; a &lt; b) s = &quot;x&quot; + &#39;y&#39;;");
}

TEST(HtmlReport, PageNamesKeepCaseNamesAndReplaceTheRest) {
  EXPECT_EQ(pageBaseName("ld.2d.r8_unorm.17x9.oob_x.ria2"), "ld.2d.r8_unorm.17x9.oob_x.ria2");
  EXPECT_EQ(pageBaseName("../a b/C"), "_.._a_b__");
}

// A QualityWarning is listed under "Warnings" with its bound and error, not among the failures.
TEST(HtmlReport, WarningsAreListedWithTheirBound) {
  const std::string dir = ::testing::TempDir() + "vktexel_html_warnings";
  std::filesystem::remove_all(dir);
  HtmlReport report(dir, {}, nullptr, {}, {});
  CaseResult warned;
  warned.name = "ld.2d.bc1_rgba_unorm_block.17x9.level0";
  warned.outcome = Outcome::QualityWarning;
  warned.message =
      "1 of 96 probes outside the letter of the spec, inside D3D11.3 19.5.2; largest error 0.002";
  report.add(warned);
  report.finish({});
  std::ifstream in(dir + "/index.html");
  const std::string html((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  EXPECT_NE(html.find("Warnings (1)"), std::string::npos);
  EXPECT_NE(html.find("inside D3D11.3 19.5.2; largest error 0.002"), std::string::npos);
  EXPECT_NE(html.find("Failures (0)"), std::string::npos);
}

TEST(ProbePictures, FetchesAtDistinctCoordinatesFormAGrid) {
  const ProbeLayout l = layoutProbes(fetchCase({{-1, 0}, {3, 2}, {0, 0}}));
  EXPECT_TRUE(l.grid);
  EXPECT_EQ(l.width, 5u);
  EXPECT_EQ(l.height, 3u);
  ASSERT_EQ(l.cell.size(), 3u);
  EXPECT_EQ(l.cell[0], (std::array<uint32_t, 2>{0, 0}));
  EXPECT_EQ(l.cell[1], (std::array<uint32_t, 2>{4, 2}));
  EXPECT_EQ(l.cell[2], (std::array<uint32_t, 2>{1, 0}));
}

TEST(ProbePictures, RepeatedCoordinatesOrOtherLevelsMakeAStrip) {
  EXPECT_FALSE(layoutProbes(fetchCase({{1, 1}, {1, 1}})).grid);
  CaseSpec levels = fetchCase({{0, 0}, {1, 0}});
  levels.probes[1].query.lod = 1;
  const ProbeLayout l = layoutProbes(levels);
  EXPECT_FALSE(l.grid);
  EXPECT_EQ(l.width, 2u);
  EXPECT_EQ(l.height, 1u);
  // A far-away coordinate would make a huge grid: a strip instead.
  EXPECT_FALSE(layoutProbes(fetchCase({{0, 0}, {100000, 0}})).grid);
  std::vector<std::array<int32_t, 2>> many;
  for (int32_t i = 0; i < 40; ++i) many.push_back({i, i});
  many.push_back({0, 0});
  const ProbeLayout strip = layoutProbes(fetchCase(many));
  EXPECT_EQ(strip.width, kStripWidth);
  EXPECT_EQ(strip.height, 2u);
  EXPECT_EQ(strip.cell[33], (std::array<uint32_t, 2>{1, 1}));
}

TEST(ProbePictures, GathersAreDrawnAsFootprints) {
  CaseSpec c = fetchCase({{0, 0}, {0, 0}});
  for (Probe& p : c.probes) p.query.op = model::ProbeOp::Gather;
  const ProbeLayout l = layoutProbes(c);
  EXPECT_TRUE(l.footprints);
  EXPECT_EQ(l.width, 5u);  // two 2x2 blocks and a gap
  EXPECT_EQ(l.height, 2u);
  std::vector<ProbeData> data(2);
  data[0].got = {model::floatToBits(1.0f), 0, 0, 0};  // x: bottom left
  data[0].verdict = ProbeVerdict::Fail;
  const ProbePictures p = drawProbePictures(c, data, ColorMode::FloatRgba, {{false, true, true, true}});
  const RgbaPicture got = p.got, mask = p.mask;
  const uint32_t s = p.scale;
  EXPECT_EQ(got.at(0, s)[0], 255);    // x at (i0, j1)
  EXPECT_EQ(got.at(0, 0)[0], 0);      // w at (i0, j0)
  EXPECT_EQ(got.at(2 * s, 0)[3], 0);  // the gap is transparent
  EXPECT_GT(mask.at(0, s)[0], 0x80);  // x failed: red
  EXPECT_LT(mask.at(s, s)[0], 0x80);  // y passed: green
}

TEST(ProbePictures, IntegerColoursAreHashedAndEqualValuesShareOne) {
  const model::RawResult a{1, 2, 3, 4}, b{1, 2, 3, 5};
  EXPECT_EQ(colorOf(a, ColorMode::HashedBits), colorOf(a, ColorMode::HashedBits));
  EXPECT_NE(colorOf(a, ColorMode::HashedBits), colorOf(b, ColorMode::HashedBits));
  EXPECT_EQ(colorOf(a, ColorMode::HashedBits)[3], 255);
  const model::RawResult half{model::floatToBits(0.5f), model::floatToBits(2.0f), model::floatToBits(-1.0f),
                              0x7fc00000u};
  EXPECT_EQ(colorOf(half, ColorMode::FloatRgba), (std::array<uint8_t, 4>{128, 255, 0, 0}));
}

TEST(Verdict, RepresentativeValuesAreAccepted) {
  model::Expectation e;
  model::VecCheck check;
  check.c = {model::ComponentCheck::floatRange(0.25f, 0.75f), model::ComponentCheck::exactBits(7),
             model::ComponentCheck::exactFloat(1.0f), model::ComponentCheck{}};
  e.anyOf.push_back(check);
  const model::RawResult v = representativeValue(e);
  EXPECT_EQ(v[0], model::floatToBits(0.5f));
  EXPECT_EQ(v[1], 7u);
  EXPECT_EQ(v[2], model::floatToBits(1.0f));
  EXPECT_TRUE(e.accepts(v));
  EXPECT_EQ(representativeValue(model::Expectation::unchecked(model::SampledType::Float, "free")),
            (model::RawResult{0, 0, 0, 0}));
}

TEST(Png, WritesAPngFile) {
  const std::string path = (std::filesystem::temp_directory_path() / "vktexel_png_test.png").string();
  RgbaPicture p(3, 2);
  p.at(2, 1)[0] = 255;
  writePng(path, p.scaled(4));
  std::ifstream in(path, std::ios::binary);
  char head[8] = {};
  in.read(head, 8);
  EXPECT_EQ(std::string(head, 8), std::string("\x89PNG\r\n\x1a\n", 8));
  std::filesystem::remove(path);
  EXPECT_THROW(writePng("/nonexistent-dir/x.png", p), std::runtime_error);
}

}  // namespace
}  // namespace vktexel
