// SPIR-V assembly templates for what GLSL cannot express: a Coordinate longer than the image
// needs (LD-05) and ConstOffset together with Sample (LD2DMS-12).
#pragma once

#include "shadergen/shader_key.h"

#include <string>

namespace vktexel::shadergen {

// shaders/fetch_long_coordinate.spvasm for a longCoordinate key (plain fetches only).
std::string generateLongCoordinateAssembly(const ShaderKey& key);

// shaders/fetch_ms_offset.spvasm for a multisample key with ConstOffsets.
std::string generateMultisampleOffsetAssembly(const ShaderKey& key);

}  // namespace vktexel::shadergen
