#include "shadergen/glsl_generator.h"

#include "embedded_shaders.h"
#include "model/query.h"

#include <set>
#include <stdexcept>

namespace vktexel::shadergen {
namespace {

using model::SampledType;
using model::ViewType;

void replaceAll(std::string& text, const std::string& marker, const std::string& value) {
  size_t pos = 0;
  bool found = false;
  while ((pos = text.find(marker, pos)) != std::string::npos) {
    text.replace(pos, marker.size(), value);
    pos += value.size();
    found = true;
  }
  if (!found) throw std::logic_error("shader template lacks marker " + marker);
}

const char* prefix(SampledType t) {
  switch (t) {
    case SampledType::Float: return "";
    case SampledType::Sint: return "i";
    case SampledType::Uint: return "u";
  }
  return "";
}

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

std::string generateLongCoordinateAssembly(const ShaderKey& key) {
  const char* tmpl = templates::find("fetch_long_coordinate.spvasm");
  if (!tmpl) throw std::logic_error("shader template fetch_long_coordinate.spvasm is not embedded");
  for (const Variant& v : key.variants)
    if (v.op != model::ProbeOp::Fetch || v.constOffset || !v.swizzle.empty())
      throw std::logic_error("the long-coordinate template runs plain fetches only");
  std::string text = tmpl;
  const char* sampled = key.type == SampledType::Float  ? "float"
                        : key.type == SampledType::Sint ? "int"
                                                        : "uint";
  // Where the used components sit in (x, y, z, layer): first, so the garbage lanes come last.
  std::string shuffle = "0 1 2 3", dim = "2D", caps;
  switch (key.view) {
    case ViewType::D1: dim = "1D", caps = "OpCapability Sampled1D"; break;
    case ViewType::D1Array: dim = "1D", caps = "OpCapability Sampled1D", shuffle = "0 3 1 2"; break;
    case ViewType::D2: break;
    case ViewType::D2Array: shuffle = "0 1 3 2"; break;
    case ViewType::D3: dim = "3D"; break;
    case ViewType::Buffer: throw std::logic_error("texel buffers take one coordinate");
    case ViewType::Cube:
    case ViewType::CubeArray: throw std::logic_error("cube views cannot be fetched (LD-01)");
    case ViewType::D2MS:
    case ViewType::D2MSArray: throw std::logic_error("the long-coordinate template is single-sampled");
  }
  replaceAll(text, "@CAPABILITIES@", caps);
  replaceAll(text, "@SAMPLED@", sampled);
  replaceAll(text, "@DIM@", dim);
  replaceAll(text, "@ARRAYED@", model::isArrayed(key.view) ? "1" : "0");
  replaceAll(text, "@SHUFFLE@", shuffle);
  replaceAll(text, "@TO_BITS@", key.type == SampledType::Uint ? "OpCopyObject" : "OpBitcast");
  return text;
}

std::string generateFillFragment(SampledType type, bool sampleShading) {
  const char* tmpl = templates::find("fill_ms.frag");
  if (!tmpl) throw std::logic_error("shader template fill_ms.frag is not embedded");
  std::string text = tmpl;
  replaceAll(text, "@RESULT_TYPE@", std::string(prefix(type)) + "vec4");
  replaceAll(text, "@FROM_BITS@",
             type == SampledType::Float ? "uintBitsToFloat(bits)" : std::string(prefix(type)) + "vec4(bits)");
  replaceAll(text, "@SAMPLE@", sampleShading ? "uint(gl_SampleID)" : "fill.sampleIndex");
  replaceAll(text, "@MASK@", sampleShading ? "" : "gl_SampleMask[0] = 1 << fill.sampleIndex;");
  return text;
}

std::string generateDepthStencilFillFragment(bool sampleShading) {
  const char* tmpl = templates::find("fill_ms_depth_stencil.frag");
  if (!tmpl) throw std::logic_error("shader template fill_ms_depth_stencil.frag is not embedded");
  std::string text = tmpl;
  replaceAll(text, "@SAMPLE@", sampleShading ? "uint(gl_SampleID)" : "fill.sampleIndex");
  replaceAll(text, "@MASK@", sampleShading ? "" : "gl_SampleMask[0] = 1 << fill.sampleIndex;");
  return text;
}

std::string fillVertexShader() {
  const char* text = templates::find("fill_ms.vert");
  if (!text) throw std::logic_error("shader template fill_ms.vert is not embedded");
  return text;
}

std::string generateMultisampleOffsetAssembly(const ShaderKey& key) {
  const char* tmpl = templates::find("fetch_ms_offset.spvasm");
  if (!tmpl) throw std::logic_error("shader template fetch_ms_offset.spvasm is not embedded");
  std::string text = tmpl;
  const char* sampled = key.type == SampledType::Float  ? "float"
                        : key.type == SampledType::Sint ? "int"
                                                        : "uint";
  std::string constants, targets, cases;
  std::set<int32_t> values;
  for (const Variant& v : key.variants) {
    if (v.op != model::ProbeOp::Fetch || v.shaderAddedOffset || !v.swizzle.empty())
      throw std::logic_error("the multisample offset template runs fetches, with or without ConstOffset");
    if (v.constOffset) values.insert({v.offset[0], v.offset[1]});
  }
  auto name = [](int32_t x) {
    return std::string("%c") + (x < 0 ? "m" + std::to_string(-x) : std::to_string(x));
  };
  for (int32_t x : values) constants += name(x) + " = OpConstant %int " + std::to_string(x) + "\n";
  for (size_t k = 0; k < key.variants.size(); ++k) {
    const Variant& v = key.variants[k];
    const std::string id = std::to_string(k);
    if (v.constOffset)
      constants +=
          "%off" + id + " = OpConstantComposite %v2int " + name(v.offset[0]) + " " + name(v.offset[1]) + "\n";
    targets += id + " %case" + id + " ";
    cases += "%case" + id + " = OpLabel\n";
    cases += "%texel" + id + " = OpImageFetch %v4" + sampled + " %image %mscoord " +
             (v.constOffset ? "ConstOffset|Sample %off" + id + " %sample" : "Sample %sample") + "\n";
    cases += "%bits" + id + " = " + (key.type == SampledType::Uint ? "OpCopyObject" : "OpBitcast") +
             " %v4uint %texel" + id + "\n";
    cases += "OpStore %result_ptr %bits" + id + "\nOpBranch %stored\n";
  }
  const bool arrayed = model::isArrayed(key.view);
  replaceAll(text, "@CONSTANTS@", constants);
  replaceAll(text, "@SAMPLED@", sampled);
  replaceAll(text, "@ARRAYED@", arrayed ? "1" : "0");
  replaceAll(text, "@COORD_TYPE@", arrayed ? "v3int" : "v2int");
  replaceAll(text, "@SHUFFLE@", arrayed ? "0 1 3" : "0 1");
  replaceAll(text, "@SWITCH_TARGETS@", targets);
  replaceAll(text, "@CASES@", cases);
  return text;
}

std::string generateGlsl(const ShaderKey& key) {
  const char* tmpl = templates::find("fetch.comp");
  if (!tmpl) throw std::logic_error("shader template fetch.comp is not embedded");
  std::string text = tmpl;
  const std::string p = prefix(key.type);
  const bool isFloat = key.type == SampledType::Float;
  replaceAll(text, "@IMAGE_TYPE@", p + (key.combinedSampler ? "sampler" : "texture") + dimSuffix(key.view));
  replaceAll(text, "@RESULT_TYPE@", p + "vec4");
  replaceAll(text, "@TO_BITS@", isFloat ? "floatBitsToUint(v)" : "uvec4(v)");
  replaceAll(text, "@FROM_BITS@", isFloat ? "uintBitsToFloat(u)" : p + "vec4(u)");
  replaceAll(text, "@UNWRITTEN@", std::to_string(model::kUnwrittenBits) + "u");
  replaceAll(text, "@VARIANTS@", variantCases(key));
  return text;
}

}  // namespace vktexel::shadergen
