// Properties every case must have: stable lowercase names with clause IDs, probes that the
// model classifies as the case intends (no out-of-bounds probe without a robustness tier).
#include "registry.h"
#include "representatives.h"

#include <gtest/gtest.h>

#include <cctype>
#include <cstdio>
#include <map>
#include <memory>
#include <regex>
#include <set>
#include <utility>

namespace vktexel {
namespace {

TEST(Cases, LdFamilyIsLargeAndNamed) {
  size_t ld = 0;
  const std::regex name("^[a-z0-9_]+(\\.[a-z0-9_]+)+$"), clause("^(LD|LD2DMS|P|S)-[0-9]+$");
  for (const CaseSpec& c : cases::all()) {
    EXPECT_TRUE(std::regex_match(c.name, name)) << c.name;
    ASSERT_FALSE(c.clauses.empty()) << c.name;
    for (const std::string& id : c.clauses) EXPECT_TRUE(std::regex_match(id, clause)) << c.name << " " << id;
    EXPECT_FALSE(c.probes.empty()) << c.name;
    ld += c.name.rfind("ld.", 0) == 0;
  }
  EXPECT_GE(ld, 2000u);
}

// A misspelt representative would silently drop its layout's address-mode and offset cases.
TEST(Cases, LayoutRepresentativesAreFormatsWithGatherCases) {
  std::map<std::string, size_t> addressCases, borderCases, arrayBorderCases, arraySwizzleCases,
      arrayLayerCases;
  for (const CaseSpec& c : cases::all()) {
    const size_t from = c.name.find('.', c.name.find('.') + 1) + 1;  // family.view.FORMAT.shape...
    const std::string format = c.name.substr(from, c.name.find('.', from) - from);
    const bool array = c.name.rfind("tld4.2d_array.", 0) == 0;
    if (c.name.find(".address_repeat") != std::string::npos)
      ++addressCases[c.name.substr(0, c.name.rfind('.'))];
    if (c.name.find(".border_opaque_white") != std::string::npos) {
      if (c.name.rfind("tld4.2d.", 0) == 0) ++borderCases[format];
      if (array) ++arrayBorderCases[format];
    }
    if (array && c.name.find(".view_swizzle_") != std::string::npos) ++arraySwizzleCases[format];
    if (array && c.name.find(".layer_rounding") != std::string::npos) ++arrayLayerCases[format];
  }
  for (const char* name : cases::layoutRepresentativeNames()) {
    const model::FormatInfo* f = model::findFormat(name);
    ASSERT_NE(f, nullptr) << name;
    EXPECT_TRUE(cases::isLayoutRepresentative(*f));
    // A power-of-two and an odd size, and an array.
    for (const std::string shape : {".16x8", ".13x7"})
      EXPECT_EQ(addressCases.count("tld4.2d." + std::string(name) + shape), 1u) << name << shape;
    EXPECT_EQ(addressCases.count("tld4.2d_array." + std::string(name) + ".16x8_3layers"), 1u) << name;
    EXPECT_EQ(arrayBorderCases[name], 1u) << name;
  }
  EXPECT_EQ(arraySwizzleCases["r8g8b8a8_unorm"], 1u);
  // Other formats keep the format-dependent cases (border colours, swizzles) on 2D views, and on
  // arrays what is the array's: the layer. Address modes run on representatives only.
  EXPECT_EQ(addressCases.count("tld4.2d.r8g8_unorm.16x8"), 0u);
  EXPECT_EQ(borderCases["r8g8_unorm"], 1u);
  EXPECT_EQ(arrayBorderCases["r8g8_unorm"], 0u);
  EXPECT_EQ(arraySwizzleCases["r8g8_unorm"], 0u);
  EXPECT_EQ(arrayLayerCases["r8g8_unorm"], 1u);
  EXPECT_FALSE(cases::isLayoutRepresentative(*model::findFormat("r8g8_unorm")));
}

TEST(Cases, OffsetsSweepOnTheRepresentativesAndOneOffsetOnEveryFormat) {
  std::set<std::string> names;
  for (const CaseSpec& c : cases::all()) names.insert(c.name);
  for (const char* tier : {".ria", ".ria2"}) {
    EXPECT_TRUE(names.count(std::string("ld.2d.r8_unorm.17x9.oob_offset_negative") + tier)) << tier;
    EXPECT_FALSE(names.count(std::string("ld.2d.r8g8_unorm.17x9.oob_offset_negative") + tier)) << tier;
  }
  // Every shape: the representatives' sweep, one offset (non-zero on every axis) elsewhere.
  const std::pair<const char*, const char*> shapes[] = {{"1d.%s.37", "offset_m1"},
                                                        {"2d.%s.17x9", "offset_m8_0"},
                                                        {"2d.%s.32x32", "offset_m8_0"},
                                                        {"3d.%s.10x9x9", "offset_m8_0_0"},
                                                        {"cube_faces.%s.16x16_6faces", "offset_m8_0"}};
  for (const auto& [shape, sweepOffset] : shapes) {
    char rep[96], other[96];
    std::snprintf(rep, sizeof rep, shape, "r8_unorm");
    std::snprintf(other, sizeof other, shape, "r8g8_unorm");
    const std::string r = std::string("ld.") + rep + ".", o = std::string("ld.") + other + ".";
    EXPECT_TRUE(names.count(r + sweepOffset)) << r;
    EXPECT_TRUE(names.count(r + "offset_from_outside")) << r;
    EXPECT_FALSE(names.count(o + sweepOffset)) << o;
    EXPECT_FALSE(names.count(o + "offset_from_outside")) << o;
  }
  EXPECT_TRUE(names.count("ld.1d.r8g8_unorm.37.offset_7"));
  EXPECT_TRUE(names.count("ld.2d.r8g8_unorm.17x9.offset_m8_7"));
  EXPECT_TRUE(names.count("ld.3d.r8g8_unorm.10x9x9.offset_m8_7_m8"));
}

TEST(Cases, OutOfBoundsTiersRunEveryFormatOnOneShapeAndRepresentativesOnAll) {
  std::set<std::string> names;
  for (const CaseSpec& c : cases::all()) names.insert(c.name);
  for (const char* tier : {".ria", ".ria2"}) {
    EXPECT_TRUE(names.count(std::string("ld.2d.r8g8_unorm.17x9.oob_x") + tier)) << tier;
    EXPECT_TRUE(names.count(std::string("ld.2d.r8g8_unorm.17x9.level_oob") + tier)) << tier;
    EXPECT_FALSE(names.count(std::string("ld.2d.r8g8_unorm.32x32.oob_x") + tier)) << tier;
    EXPECT_FALSE(names.count(std::string("ld.3d.r8g8_unorm.10x9x9.oob_z") + tier)) << tier;
    EXPECT_FALSE(names.count(std::string("ld.2d_array.r8g8_unorm.17x9_4layers.oob_layer") + tier)) << tier;
    EXPECT_TRUE(names.count(std::string("ld.2d.r8_unorm.32x32.oob_x") + tier)) << tier;
    EXPECT_TRUE(names.count(std::string("ld.3d.r8_unorm.10x9x9.oob_z") + tier)) << tier;
    EXPECT_TRUE(names.count(std::string("ld.2d_array.r8_unorm.17x9_4layers.oob_layer") + tier)) << tier;
  }
  EXPECT_TRUE(names.count("ld.2d.r8g8_unorm.17x9.view_subrange_oob.ria2"));
  EXPECT_FALSE(names.count("ld.1d.r8g8_unorm.37.view_subrange_oob.ria2"));
}

TEST(Cases, CubeGathersRunOnTheRepresentativesAndDepthComparesOnEveryDepthFormat) {
  std::set<std::string> names;
  for (const CaseSpec& c : cases::all()) names.insert(c.name);
  for (const char* aspect : {"faces", "seamless_edges", "corners_equal_neighbours"}) {
    EXPECT_TRUE(names.count(std::string("tld4.cube.r8_unorm.8x8.") + aspect)) << aspect;
    EXPECT_FALSE(names.count(std::string("tld4.cube.r8g8_unorm.8x8.") + aspect)) << aspect;
  }
  EXPECT_TRUE(names.count("tld4.cube_array.r8_unorm.8x8_12faces.cube_index"));
  EXPECT_FALSE(names.count("tld4.cube_array.r8g8_unorm.8x8_12faces.cube_index"));
  EXPECT_FALSE(cases::isLayoutRepresentative(*model::findFormat("d16_unorm")));
  EXPECT_TRUE(names.count("tld4.cube.d16_unorm.8x8.dref_less"));
  EXPECT_TRUE(names.count("tld4.cube_array.d16_unorm.8x8_12faces.dref_always"));
}

TEST(Cases, ViewSwizzlesGiveEveryFormatEveryValueAndRepresentativesEveryPlacement) {
  std::set<std::string> names;
  for (const CaseSpec& c : cases::all()) names.insert(c.name);
  // r8g8_unorm: rotations 0 and 4 (all seven values between them); r8_unorm: all seven.
  for (const char* m : {"i01r", "gbai"})
    EXPECT_TRUE(names.count(std::string("ld.2d.r8g8_unorm.17x9.swizzle_") + m));
  for (const char* m : {"01rg", "1rgb", "rgba", "bai0", "ai01"})
    EXPECT_FALSE(names.count(std::string("ld.2d.r8g8_unorm.17x9.swizzle_") + m)) << m;
  for (const char* m : {"i01r", "01rg", "1rgb", "rgba", "gbai", "bai0", "ai01"}) {
    EXPECT_TRUE(names.count(std::string("ld.2d.r8_unorm.17x9.swizzle_") + m)) << m;
    EXPECT_TRUE(names.count(std::string("ld.2d.r8_unorm.17x9.swizzle_") + m + "_oob.ria2")) << m;
  }
}

TEST(Cases, ProbesMatchTheDeclaredTier) {
  std::map<std::string, std::unique_ptr<model::HostImage>> images;  // cases share images
  for (const CaseSpec& c : cases::all()) {
    auto& cached = images[c.image.key()];
    if (!cached) cached = std::make_unique<model::HostImage>(c.image);
    const model::HostImage& image = *cached;
    size_t outOfBounds = 0;
    for (const Probe& p : c.probes) {
      const model::FetchExpectation e = model::expectProbe(image, c.view, p.query, c.tier);
      ASSERT_NE(e.expect.kind, model::Expectation::Kind::DontRun) << c.name << " probe " << p.label;
      outOfBounds += e.cls != model::FetchClass::InBounds;
    }
    if (c.view.null) continue;  // a null descriptor has no bounds: every probe reads zeros
    if (c.tier == model::Tier::None)
      EXPECT_EQ(outOfBounds, 0u) << c.name;
    else
      EXPECT_EQ(outOfBounds, c.probes.size()) << c.name << ": a robustness case probes only out of bounds";
  }
}

TEST(Cases, RobustCasesNameTheirTier) {
  for (const CaseSpec& c : cases::all()) {
    if (c.view.null) continue;  // a null descriptor has no bounds: every probe reads zeros
    if (c.tier == model::Tier::None) continue;
    const std::string suffix = std::string(".") + model::tierSuffix(c.tier, c.view.type);
    EXPECT_EQ(c.name.compare(c.name.size() - suffix.size(), suffix.size(), suffix), 0) << c.name;
  }
}

}  // namespace
}  // namespace vktexel
