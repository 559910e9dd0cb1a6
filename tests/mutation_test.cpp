// The SPIR-V mutation operators of `vktexel selftest`: each rewrites exactly its sites, the module
// still passes spirv-val, and the rewritten instruction reads what the mutation says.
#include "selftest/mutations.h"
#include "shadergen/compiler.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <regex>
#include <sstream>

namespace vktexel::selftest {
namespace {

using model::SampledType;
using model::ViewType;
using shadergen::ShaderKey;
using shadergen::Variant;

// One site of every mutation: fetches with and without ConstOffset, a multisample fetch, gathers
// with and without ConstOffset, and a size query.
const char* kShader = R"(#version 450
#extension GL_EXT_samplerless_texture_functions : require
layout(local_size_x = 1) in;
layout(set = 0, binding = 0) uniform texture2D tex;
layout(set = 0, binding = 1) uniform sampler2D smp;
layout(set = 0, binding = 2) uniform texture2DMS ms;
layout(set = 0, binding = 3, std430) writeonly buffer Out { vec4 v[]; } o;
layout(push_constant) uniform P { ivec2 c; int lod; int s; } p;
void main() {
  o.v[0] = texelFetch(tex, p.c, p.lod);
  o.v[1] = texelFetchOffset(tex, p.c, p.lod, ivec2(3, -2));
  o.v[2] = textureGather(smp, vec2(0.5), 2);
  o.v[3] = textureGatherOffset(smp, vec2(0.5), ivec2(-1, 1), 0);
  o.v[4] = texelFetch(ms, p.c, p.s);
  o.v[5] = vec4(textureSize(tex, p.lod), 0, 0);
}
)";

const std::vector<uint32_t>& original() {
  static const std::vector<uint32_t> spirv = shadergen::compileComputeGlsl(kShader);
  return spirv;
}

// The disassembly as lines, and "%id = ..." definitions by id.
struct Listing {
  std::vector<std::string> lines;
  std::map<std::string, std::string> defs;
  explicit Listing(const std::vector<uint32_t>& spirv) {
    std::istringstream in(shadergen::disassemble(spirv));
    std::string line;
    static const std::regex def(R"(^\s*(%\w+) = (.*)$)");
    while (std::getline(in, line)) {
      lines.push_back(line);
      std::smatch m;
      if (std::regex_match(line, m, def)) defs[m[1]] = m[2];
    }
  }
  std::vector<std::string> with(const std::string& opcode) const {
    std::vector<std::string> out;
    for (const std::string& l : lines)
      if (l.find(opcode + " ") != std::string::npos) out.push_back(l);
    return out;
  }
  size_t count(const std::string& text) const {
    return std::count_if(lines.begin(), lines.end(),
                         [&](const std::string& l) { return l.find(text) != std::string::npos; });
  }
  // Lines naming `id` as a whole token.
  size_t mentions(const std::string& id) const {
    return std::count_if(lines.begin(), lines.end(), [&](const std::string& l) {
      std::istringstream words(l);
      std::string w;
      while (words >> w)
        if (w == id) return true;
      return false;
    });
  }
};

// The last operand of an instruction line.
std::string lastToken(const std::string& line) {
  return line.substr(line.find_last_of(' ') + 1);
}

std::vector<uint32_t> mutated(Mutation m, size_t expectedSites) {
  std::vector<uint32_t> spirv = original();
  EXPECT_EQ(applyMutation(m, spirv), expectedSites) << infoOf(m).name;
  EXPECT_NO_THROW(shadergen::validateSpirv(spirv)) << infoOf(m).name;
  EXPECT_NE(spirv, original());
  return spirv;
}

TEST(Mutation, TheShaderHasOneSiteOfEach) {
  const Listing l(original());
  EXPECT_EQ(l.with("OpImageFetch").size(), 3u);
  EXPECT_EQ(l.with("OpImageGather").size(), 2u);
  EXPECT_EQ(l.with("OpImageQuerySizeLod").size(), 1u);
  EXPECT_EQ(l.count("OpCapability ImageQuery"), 1u);
}

TEST(Mutation, GatherComponentMovesToTheNextComponent) {
  const Listing before(original()), after(mutated(Mutation::GatherComponent, 2));
  ASSERT_EQ(after.with("OpImageGather").size(), 2u);
  EXPECT_EQ(lastToken(before.with("OpImageGather")[0]), "%int_2");
  EXPECT_EQ(lastToken(after.with("OpImageGather")[0]), "%int_3");
  EXPECT_NE(after.with("OpImageGather")[1].find(" %int_1 ConstOffset "), std::string::npos)
      << after.with("OpImageGather")[1];
}

TEST(Mutation, ConstOffsetMovesXByOne) {
  const Listing after(mutated(Mutation::ConstOffsetPlusOne, 2));
  const auto fetches = after.with("OpImageFetch");
  const auto fetch = std::find_if(fetches.begin(), fetches.end(), [](const std::string& l) {
    return l.find("ConstOffset") != std::string::npos;
  });
  ASSERT_NE(fetch, fetches.end());
  EXPECT_EQ(after.defs.at(lastToken(*fetch)), "OpConstantComposite %v2int %int_4 %int_n2");
  const std::string gather = after.with("OpImageGather")[1];
  ASSERT_NE(gather.find("ConstOffset"), std::string::npos);
  EXPECT_EQ(after.defs.at(lastToken(gather)), "OpConstantComposite %v2int %int_0 %int_1");
}

TEST(Mutation, LodPlusOneAddsOneToEveryLevel) {
  const Listing after(mutated(Mutation::LodPlusOne, 3));
  EXPECT_EQ(after.with("OpIAdd").size() - Listing(original()).with("OpIAdd").size(), 3u);
  for (const std::string& fetch : after.with("OpImageFetch")) {
    const size_t lod = fetch.find(" Lod ");
    if (lod == std::string::npos) continue;  // the multisample fetch
    const std::string level = fetch.substr(lod + 5, fetch.find(' ', lod + 5) - lod - 5);
    EXPECT_NE(after.defs.at(level).find("OpIAdd %int "), std::string::npos) << fetch;
    EXPECT_EQ(lastToken(after.defs.at(level)), "%int_1");
  }
  const std::string query = after.with("OpImageQuerySizeLod")[0];
  EXPECT_NE(after.defs.at(lastToken(query)).find("OpIAdd"), std::string::npos);
}

TEST(Mutation, SampleIndexIsXoredWithOne) {
  const Listing after(mutated(Mutation::SampleXorOne, 1));
  for (const std::string& fetch : after.with("OpImageFetch")) {
    if (fetch.find("Sample") == std::string::npos) continue;
    const std::string sample = lastToken(fetch);
    EXPECT_NE(after.defs.at(sample).find("OpBitwiseXor %int "), std::string::npos);
    EXPECT_EQ(lastToken(after.defs.at(sample)), "%int_1");
  }
}

TEST(Mutation, ResultSwizzleSwapsXAndYOfEveryImageResult) {
  const std::vector<uint32_t> spirv = mutated(Mutation::ResultSwizzle, 6);  // 3 fetches, 2 gathers, 1 query
  const Listing after(spirv);
  size_t shuffles = 0;
  for (const char* op : {"OpImageFetch", "OpImageGather", "OpImageQuerySizeLod"})
    for (const std::string& line : after.with(op)) {
      const std::string id = line.substr(line.find('%'), line.find(' ', line.find('%')) - line.find('%'));
      // Named twice: its definition and its shuffle; everything else reads the shuffle.
      EXPECT_EQ(after.mentions(id), 2u) << line;
      for (const auto& [result, text] : after.defs)
        if (text.find("OpVectorShuffle") == 0 && text.find(" " + id + " " + id + " 1 0") != std::string::npos)
          ++shuffles;
    }
  EXPECT_EQ(shuffles, 6u);
}

TEST(Mutation, OobClampClampsEveryFetchCoordinateIntoTheImage) {
  const Listing after(mutated(Mutation::OobClamp, 3));
  EXPECT_EQ(after.with("OpImageFetch").size(), 3u);
  for (const std::string& fetch : after.with("OpImageFetch")) {
    const std::string head = fetch.substr(fetch.find("OpImageFetch"));
    std::istringstream words(head);
    std::string op, type, image, coord;
    words >> op >> type >> image >> coord;
    EXPECT_NE(after.defs.at(coord).find("SClamp"), std::string::npos) << fetch;
  }
  EXPECT_EQ(after.with("OpImageQuerySize").size(), 1u);  // the multisample image has no levels
  EXPECT_EQ(after.with("OpImageQuerySizeLod").size(), 3u);
}

// Cube lookups only: the direction is multiplied by a factor chosen by the invocation's parity; the
// 2D lookup and a cube array's cube index keep their coordinates.
TEST(Mutation, CubeTieAlternatesScalesCubeDirectionsByInvocationParity) {
  std::vector<uint32_t> spirv = shadergen::compileComputeGlsl(R"(#version 450
layout(local_size_x = 4) in;
layout(set = 0, binding = 0) uniform samplerCube cube;
layout(set = 0, binding = 1) uniform samplerCubeArray cubes;
layout(set = 0, binding = 2) uniform sampler2D flat2d;
layout(set = 0, binding = 3, std430) writeonly buffer Out { vec4 v[]; } o;
void main() {
  uint i = gl_GlobalInvocationID.x;
  o.v[3 * i] = textureLod(cube, vec3(2.0, 2.0, 1.0), 0.0);
  o.v[3 * i + 1] = textureLod(cubes, vec4(2.0, 2.0, 2.0, 1.0), 0.0);
  o.v[3 * i + 2] = textureLod(flat2d, vec2(0.5), 0.0);
}
)");
  EXPECT_EQ(applyMutation(Mutation::CubeTieAlternates, spirv), 2u);
  EXPECT_NO_THROW(shadergen::validateSpirv(spirv));
  const Listing after(spirv);
  const std::vector<std::string> lookups = after.with("OpImageSampleExplicitLod");
  ASSERT_EQ(lookups.size(), 3u);
  size_t scaled = 0;
  for (const std::string& l : lookups) {
    std::istringstream words(l);
    std::string w, coordinate;
    for (int k = 0; k < 6 && words >> w; ++k)
      coordinate = w;  // %r = OpImageSampleExplicitLod %type %image %coord
    const auto def = after.defs.find(coordinate);
    scaled += def != after.defs.end() && def->second.rfind("OpFMul", 0) == 0;
  }
  EXPECT_EQ(scaled, 2u);
  EXPECT_EQ(after.count("OpBitwiseAnd"), 2u);  // the invocation's parity, once per lookup
  EXPECT_EQ(after.count("OpConvertUToF"), 2u);
}

// The sampler element of each OpSampledImage becomes its texture's; a join at equal indices and a
// combined sampler have no site.
TEST(Mutation, SamplerAtTextureIndexJoinsTheTexturesElement) {
  std::vector<uint32_t> spirv = shadergen::compileComputeGlsl(R"(#version 450
layout(local_size_x = 1) in;
layout(set = 0, binding = 0) uniform texture2D img[3];
layout(set = 0, binding = 1) uniform sampler smp[3];
layout(set = 0, binding = 2) uniform sampler2D combined[2];
layout(set = 0, binding = 3, std430) writeonly buffer Out { vec4 v[]; } o;
void main() {
  o.v[0] = textureLod(sampler2D(img[0], smp[2]), vec2(0.5), 0.0);
  o.v[1] = textureLod(sampler2D(img[1], smp[1]), vec2(0.5), 0.0);
  o.v[2] = textureLod(sampler2D(img[2], smp[0]), vec2(0.5), 0.0);
  o.v[3] = textureLod(combined[1], vec2(0.5), 0.0);
}
)");
  EXPECT_EQ(applyMutation(Mutation::SamplerAtTextureIndex, spirv), 2u);
  EXPECT_NO_THROW(shadergen::validateSpirv(spirv));
  EXPECT_EQ(applyMutation(Mutation::SamplerAtTextureIndex, spirv), 0u);  // now every join is at k
}

// P-21: every access chain into a descriptor array by a run-time index takes the subgroup's first
// active lane's index instead; constant indices have no site.
TEST(Mutation, FirstLaneDescriptorBroadcastsTheRunTimeIndex) {
  const std::string glsl = R"(#version 450
#extension GL_EXT_nonuniform_qualifier : require
#extension GL_EXT_samplerless_texture_functions : require
layout(local_size_x = 8) in;
layout(set = 0, binding = 0) uniform texture2D img[4];
layout(set = 0, binding = 1) uniform sampler smp[4];
layout(set = 0, binding = 2, std430) writeonly buffer Out { vec4 v[]; } o;
void main() {
  uint slot = gl_LocalInvocationID.x % 4u;
  o.v[0] = texelFetch(img[nonuniformEXT(slot)], ivec2(0), 0);
  o.v[1] = textureLod(sampler2D(img[nonuniformEXT(slot)], smp[nonuniformEXT(3u - slot)]), vec2(0.5), 0.0);
  o.v[2] = texelFetch(img[2], ivec2(0), 0);
}
)";
  std::vector<uint32_t> spirv = shadergen::compileComputeGlsl(glsl);
  EXPECT_EQ(applyMutation(Mutation::FirstLaneDescriptor, spirv), 3u);  // two images, one sampler
  EXPECT_NO_THROW(shadergen::validateSpirv(spirv));
  const Listing l(spirv);
  EXPECT_EQ(l.with("OpGroupNonUniformBroadcastFirst").size(), 3u);
  EXPECT_EQ(l.count("OpCapability GroupNonUniformBallot"), 1u);
  std::vector<uint32_t> constantOnly = original();
  EXPECT_EQ(applyMutation(Mutation::FirstLaneDescriptor, constantOnly), 0u);
}

// Grad's dP/dx times (2, 1): its x component doubled, dP/dy and a Lod lookup left alone.
TEST(Mutation, GradXDoubledScalesTheFirstComponentOfDPdx) {
  std::vector<uint32_t> spirv = shadergen::compileComputeGlsl(R"(#version 450
layout(local_size_x = 1) in;
layout(set = 0, binding = 0) uniform sampler2D img;
layout(set = 0, binding = 1, std430) buffer Out { vec4 v[]; } o;
void main() {
  o.v[0] = textureGrad(img, o.v[1].xy, o.v[2].xy, o.v[3].xy);
  o.v[4] = textureLod(img, o.v[1].xy, 0.0);
}
)");
  EXPECT_EQ(applyMutation(Mutation::GradXDoubled, spirv), 1u);
  EXPECT_NO_THROW(shadergen::validateSpirv(spirv));
  const Listing after(spirv);
  const std::string sample = after.with("OpImageSampleExplicitLod")[0];
  ASSERT_NE(sample.find(" Grad "), std::string::npos);
  const std::string dx =
      sample.substr(sample.find(" Grad ") + 6, sample.rfind(' ') - sample.find(" Grad ") - 6);
  EXPECT_NE(after.defs.at(dx).find("OpFMul %v2float"), std::string::npos) << after.defs.at(dx);
  const std::string factor = lastToken(after.defs.at(dx));
  EXPECT_EQ(after.defs.at(factor), "OpConstantComposite %v2float %float_2 %float_1");
}

TEST(Mutation, AModuleWithoutSitesIsLeftAlone) {
  std::vector<uint32_t> spirv = shadergen::compileComputeGlsl(R"(#version 450
#extension GL_EXT_samplerless_texture_functions : require
layout(local_size_x = 1) in;
layout(set = 0, binding = 0) uniform texture2D tex;
layout(set = 0, binding = 1, std430) writeonly buffer Out { float v[]; } o;
void main() { o.v[0] = texelFetch(tex, ivec2(0), 0).x; }
)");
  const std::vector<uint32_t> before = spirv;
  for (Mutation m : {Mutation::GatherComponent, Mutation::ConstOffsetPlusOne, Mutation::SampleXorOne,
                     Mutation::CubeTieAlternates, Mutation::SamplerAtTextureIndex}) {
    EXPECT_EQ(applyMutation(m, spirv), 0u) << infoOf(m).name;
    EXPECT_EQ(spirv, before);
  }
}

TEST(Mutation, MalformedModulesAreRejected) {
  std::vector<uint32_t> junk = {0x07230203, 0x10300, 0, 10, 0, 0xFFFF0001};
  EXPECT_THROW(applyMutation(Mutation::LodPlusOne, junk), MalformedModule);
  std::vector<uint32_t> tiny = {0x07230203};
  EXPECT_THROW(applyMutation(Mutation::LodPlusOne, tiny), MalformedModule);
}

// The suite's own module shapes, GLSL and SPIR-V assembly templates: every mutation with a site
// keeps every one of them valid.
TEST(Mutation, EveryMutantOfTheSuitesShadersValidates) {
  Variant offset;
  offset.constOffset = true;
  offset.offset = {-8, 7, 1};
  Variant query;
  query.op = model::ProbeOp::QuerySizeLod;
  std::vector<ShaderKey> keys;
  for (ViewType v : {ViewType::D1, ViewType::D1Array, ViewType::D2, ViewType::D2Array, ViewType::D3})
    for (SampledType t : {SampledType::Float, SampledType::Uint}) {
      keys.push_back(ShaderKey{v, t, false, false, {Variant{}, offset, query}});
      keys.push_back(ShaderKey{v, t, true, false, {Variant{}, query}});
      keys.push_back(ShaderKey{v, t, false, true, {Variant{}}});  // LD-05's long coordinate template
    }
  keys.push_back(ShaderKey{ViewType::Buffer, SampledType::Sint, false, false, {Variant{}, query}});
  Variant msOffset = offset;
  msOffset.offset = {-8, 7, 0};
  for (ViewType v : {ViewType::D2MS, ViewType::D2MSArray}) {
    keys.push_back(ShaderKey{v, SampledType::Float, false, false, {Variant{}, query}});
    keys.push_back(
        ShaderKey{v, SampledType::Uint, false, false, {Variant{}, msOffset}});  // LD2DMS-12 template
  }
  for (ViewType v : {ViewType::D2, ViewType::D2Array, ViewType::Cube}) {
    std::vector<Variant> gathers;
    for (int k = 0; k < 4; ++k) {
      Variant g;
      g.op = model::ProbeOp::Gather;
      g.component = k;
      g.constOffset = v != ViewType::Cube && k == 1;
      g.offset = {3, -4, 0};
      g.pack = k == 2 ? model::HalfPacking::Pairs : model::HalfPacking::None;
      gathers.push_back(g);
    }
    keys.push_back(ShaderKey{v, SampledType::Float, true, false, gathers});
    Variant dref;
    dref.op = model::ProbeOp::Gather;
    dref.constOffset = v != ViewType::Cube;
    dref.offset = {1, 1, 0};
    ShaderKey shadow{v, SampledType::Float, true, false, {dref}};
    shadow.shadowSampler = true;
    keys.push_back(shadow);
  }
  // Sampled lookups (issue 37): with and without ConstOffset, and depth-compared on 2D.
  for (ViewType v :
       {ViewType::D1, ViewType::D2, ViewType::D2Array, ViewType::D3, ViewType::Cube, ViewType::CubeArray}) {
    Variant sample;
    sample.op = model::ProbeOp::Sample;
    std::vector<Variant> samples{sample};
    if (v != ViewType::Cube && v != ViewType::CubeArray) {
      sample.constOffset = true;
      sample.offset = {2, -3, 1};
      samples.push_back(sample);
    }
    if (v == ViewType::D2 || v == ViewType::D2Array)  // OpImageSparseSampleExplicitLod (P-08)
      for (model::SparseRead r : {model::SparseRead::Texel, model::SparseRead::Residency}) {
        sample.sparse = r;
        samples.push_back(sample);
      }
    keys.push_back(ShaderKey{v, SampledType::Float, true, false, samples});
  }
  // Grad lookups (issue 38): every derivative shape (a cube's has three axes), with MinLod on 2D.
  for (ViewType v : {ViewType::D1, ViewType::D2, ViewType::D3, ViewType::Cube, ViewType::CubeArray}) {
    Variant grad;
    grad.op = model::ProbeOp::SampleGrad;
    std::vector<Variant> grads{grad};
    if (v == ViewType::D2) {
      grad.minLod = true;
      grads.push_back(grad);
    }
    keys.push_back(ShaderKey{v, SampledType::Float, true, false, grads});
  }
  Variant sampleDref;
  sampleDref.op = model::ProbeOp::SampleDref;
  ShaderKey sampleShadow{ViewType::D2, SampledType::Float, true, false, {sampleDref}};
  sampleShadow.shadowSampler = true;
  keys.push_back(sampleShadow);
  // Separate samplers (P-01), arrays of three: the sampler of slot k at element 2 - k.
  for (ShaderKey separate :
       {ShaderKey{ViewType::D2, SampledType::Float, true, false, {Variant{}}}, sampleShadow,
        ShaderKey{ViewType::Cube, SampledType::Float, true, false, {Variant{}}}}) {
    separate.separateSampler = true;
    separate.slots = 3;
    if (!separate.shadowSampler) separate.variants[0].op = model::ProbeOp::Sample;
    keys.push_back(separate);
  }
  // Run-time descriptor indices (P-21): each index kind on fetches, gathers, lookups and queries.
  for (shadergen::SlotIndex index :
       {shadergen::SlotIndex::Uniform, shadergen::SlotIndex::NonUniformScattered}) {
    Variant gather, lookup, query;
    gather.op = model::ProbeOp::Gather;
    lookup.op = model::ProbeOp::Sample;
    query.op = model::ProbeOp::QuerySizeLod;
    ShaderKey indexed{ViewType::D2, SampledType::Float, true, false, {Variant{}, gather, lookup, query}};
    indexed.slots = 4;
    indexed.slotIndex = index;
    keys.push_back(indexed);
    indexed.separateSampler = true;
    indexed.variants = {lookup};
    keys.push_back(indexed);
  }
  shadergen::ShaderCache cache;
  std::map<std::string, size_t> sites;
  for (ShaderKey& key : keys) {
    std::sort(key.variants.begin(), key.variants.end());
    const std::vector<uint32_t>& spirv = cache.get(key)->spirv;
    for (const MutationInfo& info : allMutations()) {
      SCOPED_TRACE(key.text() + " " + info.name);
      std::vector<uint32_t> mutant = spirv;
      const size_t n = applyMutation(info.mutation, mutant);
      sites[info.name] += n;
      if (n) {
        EXPECT_NO_THROW(shadergen::validateSpirv(mutant));
      }
    }
  }
  for (const MutationInfo& info : allMutations()) EXPECT_GT(sites[info.name], 0u) << info.name;
}

}  // namespace
}  // namespace vktexel::selftest
