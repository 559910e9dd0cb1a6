// Shader generation: every shape the planner can ask for compiles and passes spirv-val, and the
// key never carries format, size or coordinates.
#include "shadergen/compiler.h"
#include "shadergen/glsl_generator.h"

#include <gtest/gtest.h>

namespace vktexel::shadergen {
namespace {

using model::SampledType;
using model::ViewType;

TEST(Shadergen, EveryViewAndSampledTypeCompilesAndValidates) {
  ShaderCache cache;
  for (ViewType v : {ViewType::D1, ViewType::D1Array, ViewType::D2, ViewType::D2Array, ViewType::D3})
    for (SampledType t : {SampledType::Float, SampledType::Sint, SampledType::Uint}) {
      ShaderKey key{model::Operation::Fetch, v, t, {{-8, 7, 0}, {0, 0, 0}, {7, -8, 1}}};
      SCOPED_TRACE(key.text());
      auto module = cache.get(key);
      EXPECT_FALSE(module->spirv.empty());
      EXPECT_NE(module->glsl.find("texelFetchOffset"), std::string::npos);
    }
  EXPECT_EQ(cache.size(), 15u);
}

TEST(Shadergen, CacheReturnsTheSameModuleForTheSameKey) {
  ShaderCache cache;
  ShaderKey key{model::Operation::Fetch, ViewType::D2, SampledType::Float, {}};
  EXPECT_EQ(cache.get(key).get(), cache.get(key).get());
}

TEST(Shadergen, VariantIndexFollowsTheOffsetTable) {
  ShaderKey key{model::Operation::Fetch, ViewType::D2, SampledType::Uint, {{-1, 0, 0}, {3, 2, 0}}};
  model::FetchQuery q;
  EXPECT_EQ(key.variantOf(q), 0);  // no ConstOffset operand
  q.constOffset = true;
  q.offset = {3, 2, 0};
  EXPECT_EQ(key.variantOf(q), 2);
  q.offset = {5, 5, 0};
  EXPECT_EQ(key.variantOf(q), -1);
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
