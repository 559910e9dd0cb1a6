// Shader generation: every shape the planner can ask for compiles and passes spirv-val, and the
// key never carries format, size or coordinates.
#include "shadergen/compiler.h"
#include "shadergen/glsl_generator.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstring>

namespace vktexel::shadergen {
namespace {

using model::SampledType;
using model::ViewType;

Variant fetchAt(int32_t x, int32_t y, int32_t z) {
  Variant v;
  v.constOffset = true;
  v.offset = {x, y, z};
  return v;
}

Variant queryOf(model::ProbeOp op) {
  Variant v;
  v.op = op;
  return v;
}

Variant swizzled(const char* swizzle, const char* mask) {
  Variant v;
  v.swizzle = swizzle;
  v.mask = mask;
  return v;
}

std::vector<Variant> everyKind() {
  std::vector<Variant> v = {Variant{},
                            fetchAt(-8, 7, 0),
                            fetchAt(0, 0, 0),
                            fetchAt(7, -8, 1),
                            queryOf(model::ProbeOp::QuerySizeLod),
                            queryOf(model::ProbeOp::QueryLevels),
                            swizzled("wzyx", "xyzw"),
                            swizzled("y", "z")};
  std::sort(v.begin(), v.end());
  return v;
}

TEST(Shadergen, EveryViewAndSampledTypeCompilesAndValidates) {
  ShaderCache cache;
  for (ViewType v : {ViewType::D1, ViewType::D1Array, ViewType::D2, ViewType::D2Array, ViewType::D3})
    for (SampledType t : {SampledType::Float, SampledType::Sint, SampledType::Uint})
      for (bool combined : {false, true}) {
        ShaderKey key{v, t, combined, false, everyKind()};
        SCOPED_TRACE(key.text());
        auto module = cache.get(key);
        EXPECT_FALSE(module->spirv.empty());
        EXPECT_NE(module->source.find("texelFetchOffset"), std::string::npos);
        EXPECT_NE(module->source.find("textureQueryLevels"), std::string::npos);
        EXPECT_NE(module->source.find("r.z = texelFetch"), std::string::npos);
        EXPECT_NE(module->source.find(combined ? "sampler" : "texture"), std::string::npos);
      }
  EXPECT_EQ(cache.size(), 30u);
}

TEST(Shadergen, LongCoordinateTemplateAssemblesAndValidatesForEveryImageView) {
  ShaderCache cache;
  for (ViewType v : {ViewType::D1, ViewType::D1Array, ViewType::D2, ViewType::D2Array, ViewType::D3})
    for (SampledType t : {SampledType::Float, SampledType::Sint, SampledType::Uint}) {
      ShaderKey key{v, t, false, true, {Variant{}}};
      SCOPED_TRACE(key.text());
      auto module = cache.get(key);
      EXPECT_NE(module->source.find("OpImageFetch"), std::string::npos);
      EXPECT_NE(disassemble(module->spirv).find("OpVectorShuffle %v4int"), std::string::npos);
    }
  ShaderKey offsets{ViewType::D2, SampledType::Float, false, true, everyKind()};
  EXPECT_THROW(cache.get(offsets), std::logic_error);  // the template runs plain fetches only
}

TEST(Shadergen, MultisampleConstOffsetTemplateAssemblesAndValidates) {
  ShaderCache cache;
  for (ViewType v : {ViewType::D2MS, ViewType::D2MSArray})
    for (SampledType t : {SampledType::Float, SampledType::Sint, SampledType::Uint}) {
      ShaderKey key{v, t, false, false, {Variant{}, fetchAt(-8, 7, 0), fetchAt(0, 0, 0)}};
      std::sort(key.variants.begin(), key.variants.end());
      SCOPED_TRACE(key.text());
      ASSERT_TRUE(key.needsMultisampleOffsetAssembly());
      auto module = cache.get(key);
      EXPECT_NE(disassemble(module->spirv).find("ConstOffset|Sample"), std::string::npos);
    }
  Variant added;
  added.shaderAddedOffset = true;
  added.offset = {-8, 7, 0};
  ShaderKey glsl{ViewType::D2MS, SampledType::Float, false, false, {Variant{}, added}};
  EXPECT_FALSE(glsl.needsMultisampleOffsetAssembly());
  EXPECT_NE(cache.get(glsl)->source.find("p.coord.xy + ivec2(-8, 7)"), std::string::npos);
}

// Every gather form on every view that can gather: components, ConstOffset, dynamic Offset,
// ConstOffsets, the .F16 packing, and depth-compare gathers.
std::vector<Variant> gatherVariants(bool cube) {
  std::vector<Variant> out;
  for (int k = 0; k < 4; ++k) {
    Variant v;
    v.op = model::ProbeOp::Gather;
    v.component = k;
    out.push_back(v);
  }
  Variant packed = out[0];
  packed.pack = model::HalfPacking::Pairs;
  out.push_back(packed);
  packed.pack = model::HalfPacking::Low;
  out.push_back(packed);
  if (cube) return out;  // offsets are invalid on cubes (S-04)
  Variant constant = out[1];
  constant.constOffset = true;
  constant.offset = {-8, 7, 0};
  out.push_back(constant);
  Variant dynamic = out[2];
  dynamic.dynamicOffset = true;
  out.push_back(dynamic);
  Variant offsets = out[3];
  offsets.constOffsets = true;
  offsets.offsets = {{{-32, 31}, {1, 1}, {1, 0}, {0, 0}}};
  out.push_back(offsets);
  return out;
}

TEST(Shadergen, EveryGatherFormCompilesAndValidates) {
  for (ViewType view : {ViewType::D2, ViewType::D2Array, ViewType::Cube, ViewType::CubeArray})
    for (SampledType type : {SampledType::Float, SampledType::Uint, SampledType::Sint})
      for (bool shadow : {false, true}) {
        if (shadow && type != SampledType::Float) continue;
        const bool cube = view == ViewType::Cube || view == ViewType::CubeArray;
        ShaderKey key{view, type, true, false, gatherVariants(cube)};
        key.shadowSampler = shadow;
        if (type != SampledType::Float)  // no .F16 form for integer gathers (S-10)
          key.variants.erase(
              std::remove_if(key.variants.begin(), key.variants.end(),
                             [](const Variant& v) { return v.pack != model::HalfPacking::None; }),
              key.variants.end());
        std::sort(key.variants.begin(), key.variants.end());
        SCOPED_TRACE(key.text());
        ShaderCache cache;  // compiles and validates
        EXPECT_FALSE(cache.get(key)->spirv.empty());
      }
}

// OpImageSampleExplicitLod (PTX tex with f32 coordinates) on every view type it takes, with and
// without a ConstOffset (none on cubes), each sampled type, as one image and as a slot array; and
// OpImageSampleDrefExplicitLod on every view but 3D: textureLod (with ConstOffset) on 1D, 1D-array
// and 2D shadow samplers; `texture` at Lod 0 on 2D-array, cube and cube-array ones.
TEST(Shadergen, EverySampledLookupFormCompilesAndValidates) {
  for (ViewType view : {ViewType::D1, ViewType::D1Array, ViewType::D2, ViewType::D2Array, ViewType::D3,
                        ViewType::Cube, ViewType::CubeArray})
    for (SampledType type : {SampledType::Float, SampledType::Uint, SampledType::Sint})
      for (bool shadow : {false, true})
        for (uint32_t slots : {1u, 3u}) {
          const bool cube = view == ViewType::Cube || view == ViewType::CubeArray;
          if (shadow && (type != SampledType::Float || view == ViewType::D3)) continue;
          const bool lodZeroOnly = shadow && (cube || view == ViewType::D2Array);
          ShaderKey key{view, type, true, false, {}};
          key.shadowSampler = shadow;
          key.slots = slots;
          Variant plain = queryOf(shadow ? model::ProbeOp::SampleDref : model::ProbeOp::Sample);
          key.variants.push_back(plain);
          if (type == SampledType::Float && !lodZeroOnly) {  // P-20's .f16x2 and .f16
            Variant packed = plain;
            packed.pack = shadow ? model::HalfPacking::Low : model::HalfPacking::Pairs;
            key.variants.push_back(packed);
          }
          if (!cube && !lodZeroOnly) {
            Variant offset = plain;
            offset.constOffset = true;
            offset.offset = {-8, 7, view == ViewType::D3 ? 3 : 0};
            key.variants.push_back(offset);
          }
          std::sort(key.variants.begin(), key.variants.end());
          SCOPED_TRACE(key.text());
          ShaderCache cache;  // compiles and validates
          EXPECT_FALSE(cache.get(key)->spirv.empty());
        }
}

// OpImageSparseFetch / OpImageSparseGather (SEMANTICS §8): every form, texel and residency, as
// single images and as slot arrays, compiles and passes spirv-val with SparseResidency.
// Where GLSL cannot say textureLod on a shadow sampler (Debian 12's glslang lacks
// GL_EXT_texture_shadow_lod), `texture` in a compute shader must still be the explicit-Lod
// instruction with Lod 0.0, and a probe asking for another Lod is left unwritten.
TEST(Shadergen, DepthComparedLookupsWithoutShadowLodAreExplicitAtLodZero) {
  for (ViewType view : {ViewType::D2Array, ViewType::Cube, ViewType::CubeArray}) {
    ShaderKey key{view, SampledType::Float, true, false, {queryOf(model::ProbeOp::SampleDref)}};
    key.shadowSampler = true;
    SCOPED_TRACE(key.text());
    EXPECT_NE(generateGlsl(key).find("if (p.lod == 0) bits = "), std::string::npos);
    const std::string text = disassemble(ShaderCache().get(key)->spirv);
    EXPECT_NE(text.find("OpImageSampleDrefExplicitLod %float"), std::string::npos) << text;
    EXPECT_NE(text.find("Lod %float_0"), std::string::npos) << text;
    EXPECT_EQ(text.find("ImplicitLod"), std::string::npos) << text;
  }
}

TEST(Shadergen, EverySparseFormCompilesAndValidates) {
  std::vector<Variant> fetches, gathers;
  for (model::SparseRead sparse : {model::SparseRead::Texel, model::SparseRead::Residency}) {
    Variant plain;
    plain.sparse = sparse;
    Variant offset = fetchAt(1, -1, 0);
    offset.sparse = sparse;
    fetches.insert(fetches.end(), {plain, offset});
    Variant gather = queryOf(model::ProbeOp::Gather);
    gather.sparse = sparse;
    gather.component = 1;
    gathers.push_back(gather);
    gather.constOffset = true;
    gather.offset = {1, 0, 0};
    gathers.push_back(gather);
    gather.constOffset = false;
    gather.constOffsets = true;
    gather.offsets = {{{0, 0}, {1, 0}, {0, 1}, {1, 1}}};
    gathers.push_back(gather);
  }
  std::sort(fetches.begin(), fetches.end());
  std::sort(gathers.begin(), gathers.end());
  for (ViewType view : {ViewType::D2, ViewType::D2Array, ViewType::D3})
    for (SampledType type : {SampledType::Float, SampledType::Uint})
      for (uint32_t slots : {1u, 4u}) {
        ShaderKey key{view, type, true, false, fetches};
        key.slots = slots;
        SCOPED_TRACE(key.text());
        EXPECT_NE(generateGlsl(key).find("GL_ARB_sparse_texture2"), std::string::npos);
        ShaderCache cache;
        EXPECT_FALSE(cache.get(key)->spirv.empty());
        if (view == ViewType::D3) continue;  // gathers are 2D
        key.variants = gathers;
        if (slots == 1) {  // ConstOffsets gathers bind one image
          EXPECT_FALSE(cache.get(key)->spirv.empty());
          key.shadowSampler = type == SampledType::Float;
          for (Variant& v : key.variants) v.component = 0;
          if (key.shadowSampler) {
            EXPECT_FALSE(cache.get(key)->spirv.empty());
          }
        }
      }
  // Residency is stored as 1 or 0 in x, nothing else.
  const std::string text =
      generateGlsl(ShaderKey{ViewType::D2, SampledType::Float, true, false, {fetches[1]}});
  EXPECT_NE(text.find("sparseTexelsResidentARB(sparseTexelFetchARB(img, "), std::string::npos) << text;
  // Plain shaders do not ask for the extension.
  EXPECT_EQ(generateGlsl(ShaderKey{ViewType::D2, SampledType::Float, true, false, {Variant{}}})
                .find("GL_ARB_sparse_texture2"),
            std::string::npos);
  // GLSL's sparse fetches need a combined sampler.
  EXPECT_THROW(generateGlsl(ShaderKey{ViewType::D2, SampledType::Float, false, false, {fetches[0]}}),
               std::logic_error);
}

// P-01's independent mode: textures at binding 0, samplers at binding 1, slot k's texture joined
// to sampler element slots - 1 - k (so the two indices differ); Shadow goes on the sampler.
TEST(Shadergen, SeparateSamplersJoinAtAnotherIndex) {
  Variant lookup;
  lookup.op = model::ProbeOp::SampleDref;
  ShaderKey key{ViewType::D2, SampledType::Float, true, false, {lookup}};
  key.shadowSampler = key.separateSampler = true;
  key.slots = 3;
  const std::string text = generateGlsl(key);
  EXPECT_NE(text.find("binding = 0) uniform texture2D img[3];"), std::string::npos) << text;
  EXPECT_NE(text.find("binding = 1) uniform samplerShadow smp[3];"), std::string::npos) << text;
  EXPECT_NE(text.find("textureLod(sampler2DShadow(img[0], smp[2]), "), std::string::npos) << text;
  EXPECT_NE(text.find("textureLod(sampler2DShadow(img[2], smp[0]), "), std::string::npos) << text;
  EXPECT_FALSE(ShaderCache().get(key)->spirv.empty());
  key.withSampler = false;  // a separate sampler is a way of binding a sampler
  EXPECT_THROW(generateGlsl(key), std::logic_error);
}

TEST(Shadergen, CubeGathersRejectOffsets) {
  Variant v;
  v.op = model::ProbeOp::Gather;
  v.dynamicOffset = true;
  EXPECT_THROW(generateGlsl(ShaderKey{ViewType::Cube, SampledType::Float, true, false, {v}}),
               std::logic_error);
}

TEST(Shadergen, CacheReturnsTheSameModuleForTheSameKey) {
  ShaderCache cache;
  ShaderKey key{ViewType::D2, SampledType::Float, false, false, {Variant{}}};
  EXPECT_EQ(cache.get(key).get(), cache.get(key).get());
}

TEST(Shadergen, VariantIndexFollowsTheSortedTable) {
  ShaderKey key{ViewType::D2, SampledType::Uint, false, false, everyKind()};
  model::FetchQuery q;
  EXPECT_EQ(key.variantOf(q), 0);  // plain fetch sorts first
  q.constOffset = true;
  q.offset = {7, -8, 1};
  ASSERT_GE(key.variantOf(q), 0);
  EXPECT_EQ(key.variants[size_t(key.variantOf(q))].offset, (Offset{7, -8, 1}));
  q.offset = {5, 5, 0};
  EXPECT_EQ(key.variantOf(q), -1);
  model::FetchQuery levels;
  levels.op = model::ProbeOp::QueryLevels;
  levels.offset = {1, 2, 3};  // queries ignore offsets
  EXPECT_EQ(key.variants[size_t(key.variantOf(levels))].op, model::ProbeOp::QueryLevels);
}

TEST(Shadergen, VariantEqualityTellsApartEveryField) {
  // operator< and operator== read one field list; both must tell apart variants that differ in
  // any one field.
  std::vector<Variant> variants = everyKind();
  Variant gather = queryOf(model::ProbeOp::Gather);
  variants.push_back(gather);
  gather.component = 2;
  variants.push_back(gather);
  gather.dynamicOffset = true;
  variants.push_back(gather);
  gather.constOffsets = true;
  variants.push_back(gather);
  gather.offsets[3] = {1, -1};
  variants.push_back(gather);
  gather.pack = model::HalfPacking::Pairs;
  variants.push_back(gather);
  Variant added = fetchAt(1, 0, 0);
  added.constOffset = false;
  added.shaderAddedOffset = true;
  variants.push_back(added);
  added.shaderAddedOffset = false;  // differs from the one before in that flag alone
  variants.push_back(added);
  variants.push_back(swizzled("wzyx", "xyzx"));  // the mask alone differs from everyKind's
  variants.push_back(swizzled("zyxw", "xyzw"));  // the swizzle alone
  Variant sparse;
  sparse.sparse = model::SparseRead::Texel;  // the sparse form alone
  variants.push_back(sparse);
  sparse.sparse = model::SparseRead::Residency;
  variants.push_back(sparse);
  for (const Variant& a : variants)
    for (const Variant& b : variants) {
      SCOPED_TRACE(a.text() + " against " + b.text());
      EXPECT_EQ(a == b, !(a < b) && !(b < a));
    }
  for (size_t i = 1; i < variants.size(); ++i) EXPECT_FALSE(variants[i] == variants[i - 1]);
  // Each differs from every other in at least one field, so no two may compare equal.
  for (size_t i = 0; i < variants.size(); ++i)
    for (size_t j = i + 1; j < variants.size(); ++j)
      EXPECT_FALSE(variants[i] == variants[j]) << variants[i].text() << " and " << variants[j].text();
}

TEST(Shadergen, SlotsBindAnArrayAndGiveEverySlotEveryVariant) {
  ShaderCache cache;
  ShaderKey key{ViewType::D2, SampledType::Float, false, false, everyKind()};
  key.slots = 3;
  const auto module = cache.get(key);
  EXPECT_NE(module->source.find("img[3];"), std::string::npos);
  const size_t variants = key.variants.size();
  // The last slot's last variant is the last case, and it reads slot 2 by a constant index.
  const std::string last = "case " + std::to_string(3 * variants - 1) + ":";
  ASSERT_NE(module->source.find(last), std::string::npos);
  EXPECT_NE(module->source.find("(img[2]", module->source.find(last)), std::string::npos);
  EXPECT_EQ(module->source.find("case " + std::to_string(3 * variants) + ":"), std::string::npos);
  EXPECT_EQ(module->source.find("(img,"), std::string::npos);  // no slot left unindexed
  model::FetchQuery q;
  EXPECT_EQ(key.pathOf(q, 2), int(2 * variants));
  q.offset = {5, 5, 0};
  q.constOffset = true;
  EXPECT_EQ(key.pathOf(q, 1), -1);
  // A different slot count is a different shader.
  ShaderKey one = key;
  one.slots = 1;
  EXPECT_NE(one.text(), key.text());
  EXPECT_NE(cache.get(one)->source.find("img;"), std::string::npos);
}

// P-21: a run-time slot index has one case per variant on img[slot], the slot read from the probe;
// NonUniform keys qualify the index (and the separate sampler's) and permute invocations to probes.
TEST(Shadergen, RunTimeSlotIndexReadsTheSlotFromTheProbe) {
  ShaderKey key{ViewType::D2, SampledType::Float, false, false, everyKind()};
  key.slots = 3;
  key.slotIndex = shadergen::SlotIndex::Uniform;
  const std::string uniform = generateGlsl(key);
  const std::string n = std::to_string(key.variants.size());
  EXPECT_NE(uniform.find("uint slot = uint(max(p.variant, 0)) / " + n + "u;"), std::string::npos) << uniform;
  EXPECT_NE(uniform.find("switch (p.variant < 0 ? -1 : p.variant % " + n + ")"), std::string::npos);
  EXPECT_NE(uniform.find("(img[slot]"), std::string::npos);
  EXPECT_EQ(uniform.find("case " + n + ":"), std::string::npos);  // one case per variant
  EXPECT_EQ(uniform.find("nonuniformEXT"), std::string::npos);
  EXPECT_NE(uniform.find("Probe p = probes[range.first + i];"), std::string::npos);
  key.slotIndex = shadergen::SlotIndex::NonUniformRuns;
  const std::string nonUniform = generateGlsl(key);
  EXPECT_NE(nonUniform.find("(img[nonuniformEXT(slot)]"), std::string::npos) << nonUniform;
  EXPECT_NE(nonUniform.find("GL_EXT_nonuniform_qualifier"), std::string::npos);
  EXPECT_NE(nonUniform.find("Probe p = probes[range.first + j];"), std::string::npos);
  EXPECT_NE(nonUniform.find("results[range.first + j] = bits;"), std::string::npos);
  EXPECT_NE(key.text().find(".index_nonuniform_runs"), std::string::npos);
  // A single view is still an array when the index is read at run time.
  key.slots = 1;
  EXPECT_NE(generateGlsl(key).find("img[1];"), std::string::npos);
  // Partially bound: one element more than the views, never written, never read.
  key.slotIndex = shadergen::SlotIndex::UniformUpdateAfterBind;
  key.slots = 3;
  EXPECT_NE(generateGlsl(key).find("img[4];"), std::string::npos);
  EXPECT_NE(generateGlsl(key).find("(img[slot]"), std::string::npos);
  EXPECT_EQ(shadergen::arraySize(3, key.slotIndex), 4u);
  // Descriptor buffers: the same shader text as the descriptor-set path of the same index kind
  // (only the layouts and pipeline differ), under a key of its own.
  key.slotIndex = shadergen::SlotIndex::NonUniformDescriptorBuffer;
  EXPECT_NE(generateGlsl(key).find("(img[nonuniformEXT(slot)]"), std::string::npos);
  EXPECT_NE(key.text().find(".index_nonuniform_descriptor_buffer"), std::string::npos);
  key.slotIndex = shadergen::SlotIndex::UniformDescriptorBuffer;
  EXPECT_NE(generateGlsl(key).find("(img[slot]"), std::string::npos);
  EXPECT_EQ(generateGlsl(key).find("nonuniformEXT"), std::string::npos);
  EXPECT_TRUE(shadergen::isDescriptorBuffer(key.slotIndex));
  EXPECT_FALSE(shadergen::isNonUniform(key.slotIndex));
  // Separate samplers: element slots - 1 - slot, qualified too.
  Variant lookup;
  lookup.op = model::ProbeOp::Sample;
  ShaderKey separate{ViewType::D2, SampledType::Float, true, false, {lookup}};
  separate.separateSampler = true;
  separate.slots = 4;
  separate.slotIndex = shadergen::SlotIndex::NonUniformScattered;
  EXPECT_NE(generateGlsl(separate).find("sampler2D(img[nonuniformEXT(slot)], smp[nonuniformEXT(3u - slot)])"),
            std::string::npos)
      << generateGlsl(separate);
}

// Every kind of view and probe compiles and validates with each run-time index.
TEST(Shadergen, EveryRunTimeSlotIndexCompilesAndValidates) {
  ShaderCache cache;
  Variant gather, lookup, query, sampleFetch;
  gather.op = model::ProbeOp::Gather;
  lookup.op = model::ProbeOp::Sample;
  query.op = model::ProbeOp::QuerySizeLod;
  std::vector<ShaderKey> keys = {
      {ViewType::D2, SampledType::Float, false, false, everyKind()},
      {ViewType::D2Array, SampledType::Uint, true, false, {Variant{}}},
      {ViewType::Buffer, SampledType::Sint, false, false, {Variant{}}},
      {ViewType::D2MS, SampledType::Float, false, false, {sampleFetch}},
      {ViewType::D2, SampledType::Float, true, false, {gather, lookup, query}},
      {ViewType::Cube, SampledType::Float, true, false, {lookup}},
  };
  ShaderKey separate{ViewType::D2, SampledType::Float, true, false, {lookup}};
  separate.separateSampler = true;
  keys.push_back(separate);
  for (ShaderKey key : keys)
    for (auto index : {shadergen::SlotIndex::Uniform, shadergen::SlotIndex::NonUniformScattered}) {
      std::sort(key.variants.begin(), key.variants.end());
      key.slots = 4;
      key.slotIndex = index;
      std::shared_ptr<const ShaderModule> module;
      EXPECT_NO_THROW(module = cache.get(key)) << key.text();
      if (module) {
        EXPECT_NO_THROW(validateSpirv(module->spirv)) << key.text();
      }
    }
}

TEST(Shadergen, AssemblyTemplatesAndConstOffsetsGathersBindOneImage) {
  ShaderKey longCoordinate{ViewType::D2, SampledType::Float, false, true, {Variant{}}};
  EXPECT_TRUE(longCoordinate.needsSingleImage());
  longCoordinate.slots = 2;
  ShaderCache cache;
  EXPECT_THROW(cache.get(longCoordinate), ShaderError);
  Variant offsets;
  offsets.op = model::ProbeOp::Gather;
  offsets.constOffsets = true;
  ShaderKey gather{ViewType::D2, SampledType::Float, true, false, {offsets}};
  EXPECT_TRUE(gather.needsSingleImage());
  gather.variants = {Variant{}};
  EXPECT_FALSE(gather.needsSingleImage());
}

TEST(Shadergen, InvalidGlslIsAShaderError) {
  EXPECT_THROW(compileComputeGlsl("#version 450\nvoid main() { undeclared = 1; }\n"), ShaderError);
}

TEST(Shadergen, ValidatorRejectsBrokenSpirv) {
  std::vector<uint32_t> spirv =
      compileComputeGlsl("#version 450\nlayout(local_size_x = 1) in;\nvoid main() {}\n");
  validateSpirv(spirv);
  spirv.resize(spirv.size() - 3);  // truncated module
  EXPECT_THROW(validateSpirv(spirv), ShaderError);
}

}  // namespace
}  // namespace vktexel::shadergen

namespace vktexel::shadergen {
namespace {

Variant literal(model::ProbeOp op, int32_t lod, int32_t sample = 0) {
  Variant v = queryOf(op);
  v.literal = true;
  v.literalLod = lod;
  v.literalSample = sample;
  return v;
}

// Constant-operand twins (cases/literal_operands.cpp): the Lod and Sample operands are OpConstants,
// and without the flag they are not (the SPIR-V forms docs/fixed-state.md lists).
TEST(Shadergen, LiteralOperandsAreConstants) {
  ShaderKey fetch{ViewType::D2,
                  SampledType::Float,
                  false,
                  false,
                  {literal(model::ProbeOp::Fetch, 2), literal(model::ProbeOp::QuerySizeLod, 3)}};
  std::sort(fetch.variants.begin(), fetch.variants.end());
  std::string text = disassemble(ShaderCache().get(fetch)->spirv);
  EXPECT_NE(text.find("Lod %int_2"), std::string::npos) << text;
  EXPECT_NE(text.find("%int_3"), std::string::npos) << text;
  ShaderKey computed{ViewType::D2, SampledType::Float, false, false, {queryOf(model::ProbeOp::Fetch)}};
  EXPECT_EQ(disassemble(ShaderCache().get(computed)->spirv).find("Lod %int_2"), std::string::npos);

  ShaderKey multisample{
      ViewType::D2MS, SampledType::Uint, false, false, {literal(model::ProbeOp::Fetch, 0, 3)}};
  text = disassemble(ShaderCache().get(multisample)->spirv);
  EXPECT_NE(text.find("Sample %int_3"), std::string::npos) << text;

  const float one = 1.0f;
  int32_t bits;
  std::memcpy(&bits, &one, sizeof bits);
  ShaderKey lookup{ViewType::D2, SampledType::Float, true, false, {literal(model::ProbeOp::Sample, bits)}};
  text = disassemble(ShaderCache().get(lookup)->spirv);
  EXPECT_NE(text.find("Lod %float_1"), std::string::npos) << text;
  EXPECT_EQ(generateGlsl(lookup).find("intBitsToFloat(p.lod)"), std::string::npos);
}

}  // namespace
}  // namespace vktexel::shadergen
