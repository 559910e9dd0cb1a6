// The shaders of the multisample fill (shaders/fill_ms*): a full-screen triangle, and a fragment
// shader that writes the model's value of one sample (colour, or depth and stencil).
#pragma once

#include "model/formats.h"

#include <string>

namespace vktexel::shadergen {

std::string fillVertexShader();
std::string generateFillFragment(model::SampledType type, bool sampleShading);
std::string generateDepthStencilFillFragment(bool sampleShading);

}  // namespace vktexel::shadergen
