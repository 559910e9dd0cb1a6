// Checks the fetch model against the hand-derived vectors in expected/golden/ld.txt, and that a
// wrong answer (one word changed) is rejected wherever a value is given.
#include "model/fetch.h"

#include <gtest/gtest.h>

#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace vktexel::model {
namespace {

struct Vector {
  int line = 0;
  std::string clause, format, tier, cls;
  uint32_t width = 0, height = 0;
  int32_t lod = 0, x = 0, y = 0, dx = 0, dy = 0;
  std::vector<std::string> words;
};

std::vector<Vector> readVectors() {
  std::ifstream in(std::string(VKTEXEL_GOLDEN_DIR) + "/ld.txt");
  std::vector<Vector> out;
  std::string line;
  for (int n = 1; std::getline(in, line); ++n) {
    if (line.empty() || line[0] == '#') continue;
    std::istringstream s(line);
    Vector v;
    std::string arrow, word;
    v.line = n;
    s >> v.clause >> v.format >> v.width >> v.height >> v.lod >> v.x >> v.y >> v.dx >> v.dy >> v.tier >>
        arrow >> v.cls;
    while (s >> word) v.words.push_back(word);
    if (!s.eof() || arrow != "->") ADD_FAILURE() << "ld.txt:" << n << " is malformed";
    out.push_back(v);
  }
  return out;
}

Tier tierOf(const std::string& t) {
  return t == "ria2" ? Tier::RIA2 : t == "ria" ? Tier::RIA : Tier::None;
}

FetchClass classOf(const std::string& c) {
  return c == "oob" ? FetchClass::CoordOOB : c == "leveloob" ? FetchClass::LevelOOB : FetchClass::InBounds;
}

TEST(GoldenVectors, LdFileIsPresentAndNonTrivial) {
  EXPECT_GE(readVectors().size(), 20u);
}

TEST(GoldenVectors, LdMatchesTheModelAndRejectsWrongWords) {
  for (const Vector& v : readVectors()) {
    SCOPED_TRACE("ld.txt:" + std::to_string(v.line) + " " + v.clause + " " + v.format);
    const FormatInfo* f = findFormat(v.format);
    ASSERT_NE(f, nullptr);
    ImageSpec spec;
    spec.format = f->vk;
    spec.width = v.width;
    spec.height = v.height;
    spec.levels = fullMipLevels(v.width, v.height, 1);
    const HostImage image(spec);
    ViewSpec view;
    view.levelCount = spec.levels;
    FetchQuery q;
    q.coord = {v.x, v.y, 0};
    q.lod = v.lod;
    q.offset = {v.dx, v.dy, 0};
    q.constOffset = v.dx || v.dy;
    const FetchExpectation e = expectFetch(image, view, q, tierOf(v.tier));
    EXPECT_EQ(e.cls, classOf(v.cls));
    if (v.words.size() == 1 && v.words[0] == "unchecked") {
      EXPECT_EQ(e.expect.kind, Expectation::Kind::Unchecked);
      continue;
    }
    if (v.words.size() != 4 || v.words[0] == "-") continue;
    RawResult want;
    for (int i = 0; i < 4; ++i) want[i] = uint32_t(std::stoul(v.words[i], nullptr, 16));
    EXPECT_TRUE(e.expect.accepts(want)) << e.expect.describe();
    for (int i = 0; i < 4; ++i) {
      RawResult wrong = want;
      wrong[i] ^= 0x3f800001u;  // a different value in every numeric class
      EXPECT_FALSE(e.expect.accepts(wrong)) << "component " << i << " accepted a wrong word";
    }
  }
}

}  // namespace
}  // namespace vktexel::model
