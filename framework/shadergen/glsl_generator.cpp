#include "shadergen/glsl_generator.h"

#include "model/query.h"
#include "shadergen/template_text.h"

#include <set>
#include <stdexcept>

namespace vktexel::shadergen {
namespace {

using model::SampledType;
using model::ViewType;

// "1D", "2DArray" ...: the suffix of GLSL's texture and sampler types.
std::string dimSuffix(ViewType v) {
  switch (v) {
    case ViewType::D1: return "1D";
    case ViewType::D1Array: return "1DArray";
    case ViewType::D2: return "2D";
    case ViewType::D2Array: return "2DArray";
    case ViewType::D3: return "3D";
    case ViewType::Buffer: return "Buffer";
    case ViewType::Cube: return "Cube";
    case ViewType::CubeArray: return "CubeArray";
    case ViewType::D2MS: return "2DMS";
    case ViewType::D2MSArray: return "2DMSArray";
  }
  return "";
}

// The probe's coordinate as the image type takes it: spatial axes, then the layer last (trap 8).
std::string coordinate(ViewType v) {
  switch (v) {
    case ViewType::D1: return "p.coord.x";
    case ViewType::D1Array: return "ivec2(p.coord.x, p.coord.w)";
    case ViewType::D2: return "p.coord.xy";
    case ViewType::D2Array: return "ivec3(p.coord.xy, p.coord.w)";
    case ViewType::D3: return "p.coord.xyz";
    case ViewType::Buffer: return "p.coord.x";
    case ViewType::D2MS: return "p.coord.xy";
    case ViewType::D2MSArray: return "ivec3(p.coord.xy, p.coord.w)";
    case ViewType::Cube:
    case ViewType::CubeArray: break;
  }
  return "";
}

std::string offsetLiteral(ViewType v, const Offset& o) {
  switch (model::spatialDims(v)) {
    case 1: return std::to_string(o[0]);
    case 2: return "ivec2(" + std::to_string(o[0]) + ", " + std::to_string(o[1]) + ")";
    default:
      return "ivec3(" + std::to_string(o[0]) + ", " + std::to_string(o[1]) + ", " + std::to_string(o[2]) +
             ")";
  }
}

// textureSize() as four ints: the size components, then zeros.
std::string sizeAsIvec4(ViewType v) {
  if (v == ViewType::Buffer) return "ivec4(textureSize(img), 0, 0, 0)";  // OpImageQuerySize: no level
  if (v == ViewType::D2MS) return "ivec4(textureSize(img), 0, 0)";
  if (v == ViewType::D2MSArray) return "ivec4(textureSize(img), 0)";
  switch (model::sizeComponents(v)) {
    case 1: return "ivec4(textureSize(img, p.lod), 0, 0, 0)";
    case 2: return "ivec4(textureSize(img, p.lod), 0, 0)";
    default: return "ivec4(textureSize(img, p.lod), 0)";
  }
}

// textureGather on the combined sampler; s, t (and the layer) travel as float bits in the probe.
std::string gatherCall(const ShaderKey& key, const Variant& v) {
  if (!key.combinedSampler || (key.view != ViewType::D2 && key.view != ViewType::D2Array))
    throw std::logic_error("gathers need a combined image sampler on a 2D or 2D array view");
  const std::string coord = key.view == ViewType::D2
                                ? "intBitsToFloat(p.coord.xy)"
                                : "vec3(intBitsToFloat(p.coord.xy), intBitsToFloat(p.coord.w))";
  // OpImageDrefGather takes Dref (probe field z, float bits) where OpImageGather takes a component.
  const std::string component = key.shadowSampler ? "intBitsToFloat(p.coord.z)" : std::to_string(v.component);
  if (!v.constOffset) return "textureGather(img, " + coord + ", " + component + ")";
  return "textureGatherOffset(img, " + coord + ", " + offsetLiteral(key.view, v.offset) + ", " + component +
         ")";
}

std::string variantBody(const ShaderKey& key, const Variant& v) {
  switch (v.op) {
    case model::ProbeOp::QuerySizeLod: return "bits = uvec4(" + sizeAsIvec4(key.view) + ");";
    case model::ProbeOp::QueryLevels:
      if (model::isMultisample(key.view))
        throw std::logic_error("OpImageQueryLevels is invalid on multisample images");
      return "bits = uvec4(textureQueryLevels(img), 0, 0, 0);";
    case model::ProbeOp::QuerySamples:
      if (!model::isMultisample(key.view))
        throw std::logic_error("OpImageQuerySamples needs a multisample image");
      return "bits = uvec4(textureSamples(img), 0, 0, 0);";
    case model::ProbeOp::Gather: return "bits = toBits(" + gatherCall(key, v) + ");";
    case model::ProbeOp::Fetch: break;
  }
  if (key.view == ViewType::Cube || key.view == ViewType::CubeArray)
    throw std::logic_error("OpImageFetch on a cube view is invalid SPIR-V (LD-01)");
  const std::string coord = coordinate(key.view);
  if (key.view == ViewType::Buffer && v.constOffset)
    throw std::logic_error("ConstOffset is not defined for texel buffers (LD-09)");
  std::string fetch;
  if (v.shaderAddedOffset) {  // the offset added to the coordinate by the shader (never the layer)
    const std::string o = offsetLiteral(key.view, v.offset);
    const std::string added =
        model::isArrayed(key.view)
            ? (model::spatialDims(key.view) == 1 ? "ivec2(" + o + ", 0)" : "ivec3(" + o + ", 0)")
            : o;
    const std::string moved = "(" + coord + " + " + added + ")";
    fetch = model::isMultisample(key.view) ? "texelFetch(img, " + moved + ", p.sampleIndex)"
                                           : "texelFetch(img, " + moved + ", p.lod)";
  } else if (model::isMultisample(key.view)) {  // a Sample operand, no level (LD2DMS-10)
    if (v.constOffset) throw std::logic_error("GLSL cannot pass ConstOffset with a sample index");
    fetch = "texelFetch(img, " + coord + ", p.sampleIndex)";
  } else if (key.view == ViewType::Buffer)
    fetch = "texelFetch(img, " + coord + ")";  // no level operand for buffers
  else if (v.constOffset)
    fetch = "texelFetchOffset(img, " + coord + ", p.lod, " + offsetLiteral(key.view, v.offset) + ")";
  else
    fetch = "texelFetch(img, " + coord + ", p.lod)";
  if (v.swizzle.empty()) return "bits = toBits(" + fetch + ");";
  return "RESULT r = fromBits(uvec4(UNWRITTEN)); r." + v.mask + " = " + fetch + "." + v.swizzle +
         "; bits = toBits(r);";
}

std::string variantCases(const ShaderKey& key) {
  std::string s;
  for (size_t k = 0; k < key.variants.size(); ++k)
    s += "    case " + std::to_string(k) + ": { " + variantBody(key, key.variants[k]) + " } break;\n";
  return s;
}

}  // namespace

std::string generateGlsl(const ShaderKey& key) {
  std::string text = templateText("fetch.comp");
  const std::string p = typePrefix(key.type);
  const bool isFloat = key.type == SampledType::Float;
  replaceAll(text, "@IMAGE_TYPE@",
             p + (key.combinedSampler ? "sampler" : "texture") + dimSuffix(key.view) +
                 (key.shadowSampler ? "Shadow" : ""));
  replaceAll(text, "@RESULT_TYPE@", p + "vec4");
  replaceAll(text, "@TO_BITS@", isFloat ? "floatBitsToUint(v)" : "uvec4(v)");
  replaceAll(text, "@FROM_BITS@", isFloat ? "uintBitsToFloat(u)" : p + "vec4(u)");
  replaceAll(text, "@UNWRITTEN@", std::to_string(model::kUnwrittenBits) + "u");
  replaceAll(text, "@VARIANTS@", variantCases(key));
  return text;
}

}  // namespace vktexel::shadergen
