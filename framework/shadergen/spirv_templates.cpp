#include "shadergen/spirv_templates.h"

#include "shadergen/template_text.h"

#include <set>
#include <stdexcept>

namespace vktexel::shadergen {

using model::SampledType;
using model::ViewType;

std::string generateLongCoordinateAssembly(const ShaderKey& key) {
  for (const Variant& v : key.variants)
    if (v.op != model::ProbeOp::Fetch || v.constOffset || !v.swizzle.empty())
      throw std::logic_error("the long-coordinate template runs plain fetches only");
  std::string text = templateText("fetch_long_coordinate.spvasm");
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

std::string generateMultisampleOffsetAssembly(const ShaderKey& key) {
  std::string text = templateText("fetch_ms_offset.spvasm");
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

}  // namespace vktexel::shadergen
