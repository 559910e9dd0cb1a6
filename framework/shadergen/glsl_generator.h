// Fills shaders/fetch.comp, the GLSL probe template, for a ShaderKey.
#pragma once

#include "shadergen/shader_key.h"

#include <string>

namespace vktexel::shadergen {

std::string generateGlsl(const ShaderKey& key);

}  // namespace vktexel::shadergen
