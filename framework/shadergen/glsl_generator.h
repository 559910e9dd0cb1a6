// Fills the GLSL templates of shaders/ for a ShaderKey.
#pragma once

#include "shadergen/shader_key.h"

#include <string>

namespace vktexel::shadergen {

std::string generateGlsl(const ShaderKey& key);

// The multisample fill's fragment shader for a colour output of this sampled type, and its
// vertex shader (shaders/fill_ms.*).
std::string generateFillFragment(model::SampledType type, bool sampleShading);
std::string generateDepthStencilFillFragment(bool sampleShading);
std::string fillVertexShader();

// The SPIR-V assembly of a longCoordinate key (shaders/fetch_long_coordinate.spvasm).
std::string generateLongCoordinateAssembly(const ShaderKey& key);

// The SPIR-V assembly of a multisample key with ConstOffsets (shaders/fetch_ms_offset.spvasm).
std::string generateMultisampleOffsetAssembly(const ShaderKey& key);

}  // namespace vktexel::shadergen
