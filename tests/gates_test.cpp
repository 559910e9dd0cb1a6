// The mandatory-format lists against the Vulkan "Required Format Support" tables, and the format
// gates' verdicts: a missing feature the spec requires is a Fail citing the table, any other
// missing feature NotSupported.
#include "run/gates.h"
#include "model/formats.h"

#include <gtest/gtest.h>

#include <cctype>
#include <set>
#include <sstream>
#include <stdexcept>
#include <string>
#include <utility>

namespace vktexel {
namespace {

// Transcribed again from the spec's tables ({sym1} entries; Vulkan 1.3.280 and 1.4.360 agree),
// one string per table, so that a slip in the suite's list shows as a difference here.
const char* const kSampledBySpec[] = {
    "b4g4r4a4_unorm_pack16 r5g6b5_unorm_pack16 a1r5g5b5_unorm_pack16",              // sub-byte
    "r8_unorm r8_snorm r8_uint r8_sint r8g8_unorm r8g8_snorm r8g8_uint r8g8_sint",  // 1-3 byte
    "r8g8b8a8_unorm r8g8b8a8_snorm r8g8b8a8_uint r8g8b8a8_sint r8g8b8a8_srgb b8g8r8a8_unorm "
    "b8g8r8a8_srgb a8b8g8r8_unorm_pack32 a8b8g8r8_snorm_pack32 a8b8g8r8_uint_pack32 "
    "a8b8g8r8_sint_pack32 a8b8g8r8_srgb_pack32",         // 4 byte
    "a2b10g10r10_unorm_pack32 a2b10g10r10_uint_pack32",  // 10-, 12-, 14-bit
    "r16_uint r16_sint r16_sfloat r16g16_uint r16g16_sint r16g16_sfloat r16g16b16a16_uint "
    "r16g16b16a16_sint r16g16b16a16_sfloat",  // 16-bit
    "r32_uint r32_sint r32_sfloat r32g32_uint r32g32_sint r32g32_sfloat r32g32b32a32_uint "
    "r32g32b32a32_sint r32g32b32a32_sfloat",           // 32-bit
    "b10g11r11_ufloat_pack32 e5b9g9r9_ufloat_pack32",  // 64-bit/uneven
    "d16_unorm d32_sfloat",                            // depth/stencil
};
// The UNIFORM_TEXEL_BUFFER column: the SAMPLED_IMAGE list less the sub-byte, sRGB, E5B9G9R9 and
// depth formats.
const char* const kUniformTexelBufferBySpec[] = {
    "r8_unorm r8_snorm r8_uint r8_sint r8g8_unorm r8g8_snorm r8g8_uint r8g8_sint",
    "r8g8b8a8_unorm r8g8b8a8_snorm r8g8b8a8_uint r8g8b8a8_sint b8g8r8a8_unorm a8b8g8r8_unorm_pack32 "
    "a8b8g8r8_snorm_pack32 a8b8g8r8_uint_pack32 a8b8g8r8_sint_pack32",
    "a2b10g10r10_unorm_pack32 a2b10g10r10_uint_pack32",
    "r16_uint r16_sint r16_sfloat r16g16_uint r16g16_sint r16g16_sfloat r16g16b16a16_uint "
    "r16g16b16a16_sint r16g16b16a16_sfloat",
    "r32_uint r32_sint r32_sfloat r32g32_uint r32g32_sint r32g32_sfloat r32g32b32a32_uint "
    "r32g32b32a32_sint r32g32b32a32_sfloat",
    "b10g11r11_ufloat_pack32",
};

template <size_t N>
std::set<std::string> words(const char* const (&lines)[N]) {
  std::set<std::string> out;
  for (const char* line : lines) {
    std::istringstream in(line);
    for (std::string w; in >> w;) out.insert(w);
  }
  return out;
}

const model::FormatInfo& format(const char* name) {
  const model::FormatInfo* f = model::findFormat(name);
  if (!f) throw std::invalid_argument(name);
  return *f;
}

// The names of the suite's formats that have `mandatory` set.
std::set<std::string> suiteList(bool model::FormatInfo::*mandatory) {
  std::set<std::string> out;
  for (const model::FormatInfo& f : model::allFormats())
    if (f.*mandatory) out.insert(f.name);
  return out;
}

TEST(MandatoryFormats, ListsAreTheSpecTables) {
  EXPECT_EQ(suiteList(&model::FormatInfo::mandatorySampled), words(kSampledBySpec));
  EXPECT_EQ(suiteList(&model::FormatInfo::mandatorySampled).size(), 47u);
  EXPECT_EQ(suiteList(&model::FormatInfo::mandatoryUniformTexelBuffer), words(kUniformTexelBufferBySpec));
  EXPECT_EQ(suiteList(&model::FormatInfo::mandatoryUniformTexelBuffer).size(), 38u);
}

// The two: in the sub-byte table's SAMPLED_IMAGE column, with no buffer feature.
TEST(MandatoryFormats, B4G4R4A4AndA1R5G5B5AreMandatorySampled) {
  for (const char* name : {"b4g4r4a4_unorm_pack16", "a1r5g5b5_unorm_pack16"}) {
    const model::FormatInfo& f = format(name);
    EXPECT_TRUE(f.mandatorySampled) << name;
    EXPECT_FALSE(f.mandatoryUniformTexelBuffer) << name;
    ASSERT_NE(f.mandatoryTable, nullptr) << name;
    EXPECT_NE(std::string(f.mandatoryTable).find("Sub-Byte Components"), std::string::npos) << name;
  }
}

// Conditional entries are no per-format requirement: BC (at least one of BC, ETC2, ASTC), the
// optional depth formats, every combined depth/stencil format and the 16-bit normalized formats.
TEST(MandatoryFormats, ConditionalAndOptionalFormatsAreNotMandatory) {
  for (const char* name : {"bc1_rgb_unorm_block", "bc5_snorm_block", "x8_d24_unorm_pack32", "s8_uint",
                           "d16_unorm_s8_uint", "d24_unorm_s8_uint", "d32_sfloat_s8_uint",
                           "d32_sfloat_s8_uint_depth", "r16_unorm", "r16g16b16a16_snorm",
                           "r4g4b4a4_unorm_pack16", "b5g6r5_unorm_pack16", "r8g8b8_unorm", "b8g8r8a8_uint"}) {
    const model::FormatInfo& f = format(name);
    EXPECT_FALSE(f.mandatorySampled) << name;
    EXPECT_FALSE(f.mandatoryUniformTexelBuffer) << name;
    EXPECT_EQ(f.mandatoryTable, nullptr) << name;
  }
}

constexpr VkFormatFeatureFlags kSampled = VK_FORMAT_FEATURE_SAMPLED_IMAGE_BIT;

TEST(FormatGates, MissingMandatorySampledImageFailsCitingTheTable) {
  const Gate g = sampledImageGate(format("r8g8b8a8_unorm"), FormatSupport{});
  EXPECT_TRUE(g.violatesSpec);
  EXPECT_EQ(
      g.missing,
      "VK_FORMAT_FEATURE_SAMPLED_IMAGE_BIT missing for VK_FORMAT_R8G8B8A8_UNORM, mandatory (Vulkan spec, "
      "Required Format Support, Table: Mandatory Format Support: 4 Byte-Sized Components "
      "#formats-mandatory-features-4byte)");
  const std::pair<const char*, const char*> tables[] = {
      {"b4g4r4a4_unorm_pack16", "Sub-Byte Components"},
      {"a1r5g5b5_unorm_pack16", "Sub-Byte Components"},
      {"e5b9g9r9_ufloat_pack32", "64-bit/uneven Components"},
      {"d16_unorm", "Depth/Stencil With VkImageType VK_IMAGE_TYPE_2D"},
      {"d32_sfloat", "Depth/Stencil With VkImageType VK_IMAGE_TYPE_2D"},
  };
  for (const auto& [name, table] : tables) {
    const Gate missing = sampledImageGate(format(name), FormatSupport{});
    EXPECT_TRUE(missing.violatesSpec) << name;
    const std::string cited =
        "mandatory (Vulkan spec, Required Format Support, Table: Mandatory Format Support: ";
    EXPECT_NE(missing.missing.find(cited + table), std::string::npos) << missing.missing;
  }
}

TEST(FormatGates, MissingOptionalSampledImageIsNotSupported) {
  for (const char* name : {"r16_unorm", "x8_d24_unorm_pack32", "d24_unorm_s8_uint", "r8g8b8_unorm"}) {
    const model::FormatInfo& f = format(name);
    const Gate g = sampledImageGate(f, FormatSupport{});
    EXPECT_FALSE(g.violatesSpec) << name;
    EXPECT_EQ(
        g.missing, "VK_FORMAT_FEATURE_SAMPLED_IMAGE_BIT for VK_FORMAT_" + [&] {
          std::string upper = name;
          for (char& c : upper) c = char(std::toupper(static_cast<unsigned char>(c)));
          return upper;
        }());
  }
}

// A block-compressed family is optional as a whole; with its feature, SAMPLED_IMAGE is mandatory.
TEST(FormatGates, CompressedFormatsNeedTheirFamilysFeature) {
  EXPECT_EQ(sampledImageGate(format("bc7_unorm_block"), FormatSupport{}).missing, "textureCompressionBC");
  EXPECT_EQ(sampledImageGate(format("etc2_r8g8b8_unorm_block"), FormatSupport{}).missing,
            "textureCompressionETC2");
  EXPECT_EQ(sampledImageGate(format("eac_r11_snorm_block"), FormatSupport{}).missing,
            "textureCompressionETC2");
  FormatSupport family;
  family.compressionFamily = true;
  const Gate g = sampledImageGate(format("etc2_r8g8b8a1_srgb_block"), family);
  EXPECT_TRUE(g.violatesSpec);
  EXPECT_NE(g.missing.find("mandatory with textureCompressionETC2"), std::string::npos) << g.missing;
  family.optimalTiling = kSampled;
  EXPECT_EQ(sampledImageGate(format("bc1_rgb_unorm_block"), family).missing, "");
}

TEST(FormatGates, PresentFeaturesPass) {
  const FormatSupport all{~0u, ~0u, true};
  for (const char* name : {"r8g8b8a8_unorm", "r16_unorm", "d16_unorm", "d24_unorm_s8_uint"}) {
    EXPECT_EQ(sampledImageGate(format(name), all).missing, "") << name;
    EXPECT_EQ(depthComparisonGate(format(name), all).missing, "") << name;
  }
  EXPECT_EQ(uniformTexelBufferGate(format("r8g8b8a8_unorm"), all).missing, "");
  EXPECT_EQ(uniformTexelBufferGate(format("r8g8b8_unorm"), all).missing, "");
}

// Vulkan 1.3 "Depth Comparison Format Support": any depth format with SAMPLED_IMAGE, D16 and D32
// as much as the optional ones, must have SAMPLED_IMAGE_DEPTH_COMPARISON.
TEST(FormatGates, DepthComparisonMissingBesideSampledImageFails) {
  for (const char* name : {"d16_unorm", "d32_sfloat", "x8_d24_unorm_pack32", "d24_unorm_s8_uint"}) {
    const Gate g = depthComparisonGate(format(name), FormatSupport{kSampled, 0, false});
    EXPECT_TRUE(g.violatesSpec) << name;
    EXPECT_NE(g.missing.find("VK_FORMAT_FEATURE_2_SAMPLED_IMAGE_DEPTH_COMPARISON_BIT missing for"),
              std::string::npos)
        << g.missing;
    EXPECT_NE(g.missing.find("Vulkan spec, Required Format Support, Depth Comparison Format Support"),
              std::string::npos)
        << g.missing;
  }
}

// Without SAMPLED_IMAGE the rule does not apply (the SAMPLED_IMAGE gate judges that), and a colour
// format need not support depth comparison at all.
TEST(FormatGates, DepthComparisonOtherwiseIsNotSupported) {
  for (const char* name : {"x8_d24_unorm_pack32", "r32_sfloat", "r16_unorm"}) {
    const Gate g = depthComparisonGate(format(name), FormatSupport{name[0] == 'r' ? kSampled : 0, 0, false});
    EXPECT_FALSE(g.violatesSpec) << name;
    EXPECT_NE(g.missing, "") << name;
  }
}

TEST(FormatGates, MissingMandatoryUniformTexelBufferFailsCitingTheTable) {
  const Gate g = uniformTexelBufferGate(format("r8g8b8a8_unorm"), FormatSupport{kSampled, 0, true});
  EXPECT_TRUE(g.violatesSpec);
  EXPECT_EQ(
      g.missing,
      "VK_FORMAT_FEATURE_UNIFORM_TEXEL_BUFFER_BIT missing for VK_FORMAT_R8G8B8A8_UNORM, mandatory (Vulkan "
      "spec, Required Format Support, Table: Mandatory Format Support: 4 Byte-Sized Components "
      "#formats-mandatory-features-4byte)");
  EXPECT_TRUE(uniformTexelBufferGate(format("b10g11r11_ufloat_pack32"), FormatSupport{}).violatesSpec);
  EXPECT_TRUE(uniformTexelBufferGate(format("r32g32b32a32_sfloat"), FormatSupport{}).violatesSpec);
}

// Mandatory as a sampled image is not mandatory as a texel buffer: sRGB, E5B9G9R9, the sub-byte
// formats; nor are R8G8B8 or the 16-bit normalized formats.
TEST(FormatGates, MissingOptionalUniformTexelBufferIsNotSupported) {
  for (const char* name :
       {"r8g8b8a8_srgb", "e5b9g9r9_ufloat_pack32", "b4g4r4a4_unorm_pack16", "r8g8b8_unorm", "r16_unorm"}) {
    const Gate g = uniformTexelBufferGate(format(name), FormatSupport{});
    EXPECT_FALSE(g.violatesSpec) << name;
    EXPECT_EQ(g.missing.rfind("VK_FORMAT_FEATURE_UNIFORM_TEXEL_BUFFER_BIT for VK_FORMAT_", 0), 0u)
        << g.missing;
  }
}

}  // namespace
}  // namespace vktexel
