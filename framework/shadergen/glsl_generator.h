// Fills the GLSL templates of shaders/ for a ShaderKey.
#pragma once

#include "shadergen/shader_key.h"

#include <string>

namespace vktexel::shadergen {

std::string generateGlsl(const ShaderKey& key);

// The SPIR-V assembly of a longCoordinate key (shaders/fetch_long_coordinate.spvasm).
std::string generateLongCoordinateAssembly(const ShaderKey& key);

}  // namespace vktexel::shadergen
