// Helpers shared by the shader generators: the embedded templates of shaders/ and their markers.
#pragma once

#include "model/formats.h"

#include <string>

namespace vktexel::shadergen {

// The text of shaders/<name>; throws std::logic_error when it is not embedded.
std::string templateText(const char* name);

// Replaces every @MARKER@; throws std::logic_error when the template lacks it.
void replaceAll(std::string& text, const std::string& marker, const std::string& value);

// "", "i" or "u": the GLSL prefix of a sampled type (vec4, ivec4, uvec4 ...).
const char* typePrefix(model::SampledType t);

}  // namespace vktexel::shadergen
