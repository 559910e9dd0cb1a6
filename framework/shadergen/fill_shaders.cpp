#include "shadergen/fill_shaders.h"

#include "shadergen/template_text.h"

namespace vktexel::shadergen {

using model::SampledType;

std::string generateFillFragment(SampledType type, bool sampleShading) {
  std::string text = templateText("fill_ms.frag");
  replaceAll(text, "@RESULT_TYPE@", std::string(typePrefix(type)) + "vec4");
  replaceAll(
      text, "@FROM_BITS@",
      type == SampledType::Float ? "uintBitsToFloat(bits)" : std::string(typePrefix(type)) + "vec4(bits)");
  replaceAll(text, "@SAMPLE@", sampleShading ? "uint(gl_SampleID)" : "fill.sampleIndex");
  replaceAll(text, "@MASK@", sampleShading ? "" : "gl_SampleMask[0] = 1 << fill.sampleIndex;");
  return text;
}

std::string generateDepthStencilFillFragment(bool sampleShading) {
  std::string text = templateText("fill_ms_depth_stencil.frag");
  replaceAll(text, "@SAMPLE@", sampleShading ? "uint(gl_SampleID)" : "fill.sampleIndex");
  replaceAll(text, "@MASK@", sampleShading ? "" : "gl_SampleMask[0] = 1 << fill.sampleIndex;");
  return text;
}

std::string fillVertexShader() {
  return templateText("fill_ms.vert");
}

}  // namespace vktexel::shadergen
