#include "shadergen/glsl_generator.h"

#include "model/query.h"
#include "shadergen/template_text.h"

#include <cctype>
#include <cmath>
#include <cstdio>
#include <cstring>
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

// The integer Lod and Sample operands: read from the probe, or the variant's constants.
std::string lodOperand(const Variant& v) {
  return v.literal ? std::to_string(v.literalLod) : "p.lod";
}

std::string sampleOperand(const Variant& v) {
  return v.literal ? std::to_string(v.literalSample) : "p.sampleIndex";
}

// A sampled lookup's float Lod: intBitsToFloat of the probe's word, or a constant that glslang
// turns into an OpConstant (a literal with every digit binary32 needs).
std::string floatLodOperand(const Variant& v) {
  if (!v.literal) return "intBitsToFloat(p.lod)";
  float lod;
  std::memcpy(&lod, &v.literalLod, sizeof lod);
  if (!std::isfinite(lod)) throw std::logic_error("a constant Lod must be finite");
  char text[32];
  std::snprintf(text, sizeof text, "%.9g", double(lod));
  std::string literal = text;
  if (literal.find_first_of(".e") == std::string::npos) literal += ".0";
  return literal;
}

// textureSize() as four ints: the size components, then zeros.
std::string sizeAsIvec4(ViewType view, const Variant& v) {
  if (view == ViewType::Buffer) return "ivec4(textureSize(img), 0, 0, 0)";  // OpImageQuerySize: no level
  if (view == ViewType::D2MS) return "ivec4(textureSize(img), 0, 0)";
  if (view == ViewType::D2MSArray) return "ivec4(textureSize(img), 0)";
  const std::string size = "textureSize(img, " + lodOperand(v) + ")";
  switch (model::sizeComponents(view)) {
    case 1: return "ivec4(" + size + ", 0, 0, 0)";
    case 2: return "ivec4(" + size + ", 0, 0)";
    default: return "ivec4(" + size + ", 0)";
  }
}

// The gather coordinate from the probe's float bits: s, t (cubes: a direction), then the layer.
std::string gatherCoordinate(ViewType v) {
  switch (v) {
    case ViewType::D2: return "intBitsToFloat(p.coord.xy)";
    case ViewType::D2Array: return "vec3(intBitsToFloat(p.coord.xy), intBitsToFloat(p.coord.w))";
    case ViewType::Cube: return "intBitsToFloat(p.coord.xyz)";
    case ViewType::CubeArray: return "intBitsToFloat(p.coord)";
    default: break;
  }
  throw std::logic_error("gathers need a 2D, 2D array, cube or cube array view");
}

std::string offsetsLiteral(const model::GatherOffsets& offsets) {
  std::string s = "ivec2[4](";
  for (size_t k = 0; k < 4; ++k)
    s += (k ? ", ivec2(" : "ivec2(") + std::to_string(offsets[k][0]) + ", " + std::to_string(offsets[k][1]) +
         ")";
  return s + ")";
}

// textureGather on the combined sampler; the coordinate travels as float bits in the probe, a
// dynamic offset in (lod, sampleIndex), Dref in `reserved`.
std::string gatherCall(const ShaderKey& key, const Variant& v) {
  if (!key.withSampler) throw std::logic_error("gathers need a combined image sampler");
  const std::string coord = gatherCoordinate(key.view);
  const bool cube = key.view == ViewType::Cube || key.view == ViewType::CubeArray;
  if (cube && (v.constOffset || v.dynamicOffset || v.constOffsets))
    throw std::logic_error("gather offsets are invalid on cube views (S-04, P-14)");
  // OpImageDrefGather takes Dref where OpImageGather takes a component; GLSL puts Dref before the
  // offsets and the component after them.
  std::string offset;
  if (v.constOffsets) offset = offsetsLiteral(v.offsets);
  if (v.dynamicOffset) offset = "ivec2(p.lod, p.sampleIndex)";
  if (v.constOffset) offset = offsetLiteral(key.view, v.offset);
  const std::string function = v.constOffsets   ? "textureGatherOffsets"
                               : offset.empty() ? "textureGather"
                                                : "textureGatherOffset";
  std::string args = "img, " + coord;
  if (key.shadowSampler) args += ", intBitsToFloat(p.reserved)";
  if (!offset.empty()) args += ", " + offset;
  if (!key.shadowSampler) args += ", " + std::to_string(v.component);
  return function + "(" + args + ")";
}

// GL_ARB_sparse_texture2's form of a read: `call` is the sparse function, writing the texel to
// `t` and returning the residency code. Texel: the texel is stored; Residency: whether every
// texel read was resident, as uvec4(1 or 0, 0, 0, 0) (SEMANTICS §8, P-08, P-24).
std::string sparseBody(const std::string& call, model::SparseRead sparse) {
  if (sparse == model::SparseRead::Texel) return "RESULT t; " + call + "; bits = toBits(t);";
  return "RESULT t; bits = uvec4(sparseTexelsResidentARB(" + call + ") ? 1u : 0u, 0u, 0u, 0u);";
}

// "textureGather(img, c, 1)" -> "sparseTextureGatherARB(img, c, t, 1)": the texel goes before
// the component (or last, for depth compare).
std::string sparseGatherCall(const ShaderKey& key, const Variant& v) {
  std::string call = gatherCall(key, v);
  const size_t open = call.find('(');
  std::string name = call.substr(0, open);
  name = "sparse" + std::string(1, char(std::toupper(name[0]))) + name.substr(1) + "ARB";
  std::string args = call.substr(open + 1, call.size() - open - 2);
  if (key.shadowSampler)
    args += ", t";
  else
    args.insert(args.rfind(", "), ", t");
  return name + "(" + args + ")";
}

// A vec4 result stored raw or packed to binary16 (P-20, S-09): PTX's .f16x2 and .f16.
std::string packedBody(const std::string& call, model::HalfPacking pack) {
  switch (pack) {
    case model::HalfPacking::None: return "bits = toBits(" + call + ");";
    case model::HalfPacking::Pairs:
      return "vec4 g = " + call + "; bits = uvec4(packHalf2x16(g.xy), packHalf2x16(g.zw), 0u, 0u);";
    case model::HalfPacking::Low:
      return "vec4 g = " + call + "; bits = uvec4(packHalf2x16(vec2(g.x, 0.0)), 0u, 0u, 0u);";
  }
  return "";
}

// The gather's result, stored raw or packed to binary16.
std::string gatherBody(const ShaderKey& key, const Variant& v) {
  if (v.sparse != model::SparseRead::No) {
    if (v.pack != model::HalfPacking::None) throw std::logic_error("sparse gathers have no .f16 emulation");
    return sparseBody(sparseGatherCall(key, v), v.sparse);
  }
  return packedBody(gatherCall(key, v), v.pack);
}

// A sampled lookup's coordinate from the probe's float bits: the spatial axes, then the layer (for
// cube arrays the cube index), which travels last in p.coord.w.
std::string sampleCoordinate(ViewType v) {
  switch (v) {
    case ViewType::D1: return "intBitsToFloat(p.coord.x)";
    case ViewType::D1Array: return "vec2(intBitsToFloat(p.coord.x), intBitsToFloat(p.coord.w))";
    case ViewType::D2: return "intBitsToFloat(p.coord.xy)";
    case ViewType::D2Array: return "vec3(intBitsToFloat(p.coord.xy), intBitsToFloat(p.coord.w))";
    case ViewType::D3:
    case ViewType::Cube: return "intBitsToFloat(p.coord.xyz)";
    case ViewType::CubeArray: return "intBitsToFloat(p.coord)";
    default: break;
  }
  throw std::logic_error("sampled lookups need a 1D, 2D, 3D or cube view, arrayed or not");
}

// With Dref, GLSL puts Dref into the coordinate's last component: (s, unused, Dref) for 1D,
// (s, layer, Dref), (s, t, Dref), (s, t, layer, Dref) and (x, y, z, Dref); a cube array's takes it
// as an argument of its own.
std::string shadowCoordinate(ViewType v) {
  const std::string dref = "intBitsToFloat(p.reserved)";
  switch (v) {
    case ViewType::D1: return "vec3(intBitsToFloat(p.coord.x), 0.0, " + dref + ")";
    case ViewType::D1Array:
    case ViewType::D2: return "vec3(" + sampleCoordinate(v) + ", " + dref + ")";
    case ViewType::D2Array:
    case ViewType::Cube: return "vec4(" + sampleCoordinate(v) + ", " + dref + ")";
    case ViewType::CubeArray: return sampleCoordinate(v) + ", " + dref;
    default: break;
  }
  throw std::logic_error("depth-compared lookups need a 1D, 2D or cube view, arrayed or not");
}

// textureLod on 2D-array, cube and cube-array shadow samplers needs GL_EXT_texture_shadow_lod,
// which Debian 12's glslang lacks. There, `texture` is what GLSL can say: in a compute shader
// glslang emits it as OpImageSampleDrefExplicitLod with Lod 0.0 (tests/shadergen_test.cpp checks
// the instruction), so probes of those views must ask for Lod +0.0; any other Lod leaves the
// result unwritten, which no expectation accepts.
bool drefAtLodZeroOnly(ViewType v) {
  return v == ViewType::D2Array || v == ViewType::Cube || v == ViewType::CubeArray;
}

// A Grad operand: `scale` (float bits) on the axes whose bits of p.sampleIndex >> shift are set,
// negated where those of >> (shift + 6) are (model::FetchQuery::setSampleGrad), as the view's
// derivative type (a cube's: the direction's three axes).
std::string gradient(ViewType v, const std::string& scale, int shift) {
  const std::string g = "intBitsToFloat(" + scale + ")";
  const auto bit = [](int at) { return "((p.sampleIndex >> " + std::to_string(at) + ") & 1)"; };
  const auto axis = [&](int a) {
    return "float(" + bit(shift + a) + " * (1 - 2 * " + bit(shift + 6 + a) + "))";
  };
  const bool cube = v == ViewType::Cube || v == ViewType::CubeArray;
  switch (cube ? 3 : model::spatialDims(v)) {
    case 1: return g + " * " + axis(0);
    case 2: return g + " * vec2(" + axis(0) + ", " + axis(1) + ")";
    default: return g + " * vec3(" + axis(0) + ", " + axis(1) + ", " + axis(2) + ")";
  }
}

// OpImageSampleExplicitLod with the Grad operand (PTX tex.grad, P-40), with or without ConstOffset,
// and with or without MinLod (GL_ARB_sparse_texture_clamp's *ClampARB: its value x 16 in bits 13-20
// of p.sampleIndex, model::FetchQuery::setSampleMinLod).
std::string gradBody(const ShaderKey& key, const Variant& v) {
  if (key.shadowSampler) throw std::logic_error("Grad lookups are generated without Dref");
  if (v.sparse != model::SparseRead::No) throw std::logic_error("sparse lookups are generated with Lod");
  std::string call = std::string(v.constOffset ? "textureGradOffset" : "textureGrad") +
                     (v.minLod ? "ClampARB" : "") + "(img, " + sampleCoordinate(key.view) + ", " +
                     gradient(key.view, "p.lod", 0) + ", " + gradient(key.view, "p.reserved", 3);
  if (v.constOffset) call += ", " + offsetLiteral(key.view, v.offset);
  if (v.minLod) call += ", float((p.sampleIndex >> 13) & 255) / 16.0";
  return packedBody(call + ")", v.pack);
}

// OpImageSample(Dref)ExplicitLod with the Lod operand (float bits in p.lod) and a ConstOffset:
// a vec4 stored whole, or the compared scalar in x (y, z, w zero).
std::string sampleBody(const ShaderKey& key, const Variant& v) {
  if (!key.withSampler) throw std::logic_error("sampled lookups need a sampler");
  const bool dref = v.op == model::ProbeOp::SampleDref;
  if (dref != key.shadowSampler) throw std::logic_error("a depth-compared lookup needs a shadow sampler");
  const bool cube = key.view == ViewType::Cube || key.view == ViewType::CubeArray;
  if (cube && v.constOffset) throw std::logic_error("ConstOffset is invalid on cube views");
  if (v.op == model::ProbeOp::SampleGrad) return gradBody(key, v);
  if (dref && v.pack == model::HalfPacking::Pairs)
    throw std::logic_error("a depth-compared lookup has one value: its .f16 form packs x alone");
  if (dref && drefAtLodZeroOnly(key.view)) {
    if (v.constOffset) throw std::logic_error("depth-compared lookups with ConstOffset need a 1D or 2D view");
    if (v.pack != model::HalfPacking::None) throw std::logic_error("no .f16 form of Lod-0-only lookups");
    return "if (p.lod == 0) bits = uvec4(floatBitsToUint(texture(img, " + shadowCoordinate(key.view) +
           ")), 0u, 0u, 0u); else bits = uvec4(UNWRITTEN);";
  }
  if (v.sparse != model::SparseRead::No) {  // OpImageSparseSampleExplicitLod (P-08)
    if (dref || v.pack != model::HalfPacking::None)
      throw std::logic_error("sparse lookups are generated for plain colour lookups with Lod");
    return sparseBody(std::string(v.constOffset ? "sparseTextureLodOffsetARB" : "sparseTextureLodARB") +
                          "(img, " + sampleCoordinate(key.view) + ", " + floatLodOperand(v) + ", " +
                          (v.constOffset ? offsetLiteral(key.view, v.offset) + ", " : "") + "t)",
                      v.sparse);
  }
  std::string call = std::string(v.constOffset ? "textureLodOffset" : "textureLod") + "(img, " +
                     (dref ? shadowCoordinate(key.view) : sampleCoordinate(key.view)) + ", " +
                     floatLodOperand(v);
  if (v.constOffset) call += ", " + offsetLiteral(key.view, v.offset);
  call += ")";
  if (v.pack != model::HalfPacking::None) return packedBody(dref ? "vec4(" + call + ")" : call, v.pack);
  return dref ? "bits = uvec4(floatBitsToUint(" + call + "), 0u, 0u, 0u);" : "bits = toBits(" + call + ");";
}

std::string variantBody(const ShaderKey& key, const Variant& v) {
  switch (v.op) {
    case model::ProbeOp::QuerySizeLod: return "bits = uvec4(" + sizeAsIvec4(key.view, v) + ");";
    case model::ProbeOp::QueryLevels:
      if (model::isMultisample(key.view))
        throw std::logic_error("OpImageQueryLevels is invalid on multisample images");
      return "bits = uvec4(textureQueryLevels(img), 0, 0, 0);";
    case model::ProbeOp::QuerySamples:
      if (!model::isMultisample(key.view))
        throw std::logic_error("OpImageQuerySamples needs a multisample image");
      return "bits = uvec4(textureSamples(img), 0, 0, 0);";
    case model::ProbeOp::Gather: return gatherBody(key, v);
    case model::ProbeOp::Sample:
    case model::ProbeOp::SampleGrad:
    case model::ProbeOp::SampleDref: return sampleBody(key, v);
    case model::ProbeOp::Fetch: break;
  }
  if (key.view == ViewType::Cube || key.view == ViewType::CubeArray)
    throw std::logic_error("OpImageFetch on a cube view is invalid SPIR-V (LD-01)");
  const std::string coord = coordinate(key.view);
  if (key.view == ViewType::Buffer && v.constOffset)
    throw std::logic_error("ConstOffset is not defined for texel buffers (LD-09)");
  if (v.sparse != model::SparseRead::No) {  // GLSL's sparse fetches take a combined sampler
    if (!key.withSampler || model::isMultisample(key.view) || key.view == ViewType::Buffer ||
        v.shaderAddedOffset || !v.swizzle.empty())
      throw std::logic_error("sparse fetches are generated for sampled, single-sample images only");
    return sparseBody(v.constOffset ? "sparseTexelFetchOffsetARB(img, " + coord + ", p.lod, " +
                                          offsetLiteral(key.view, v.offset) + ", t)"
                                    : "sparseTexelFetchARB(img, " + coord + ", p.lod, t)",
                      v.sparse);
  }
  std::string fetch;
  if (v.shaderAddedOffset) {  // the offset added to the coordinate by the shader (never the layer)
    const std::string o = offsetLiteral(key.view, v.offset);
    const std::string added =
        model::isArrayed(key.view)
            ? (model::spatialDims(key.view) == 1 ? "ivec2(" + o + ", 0)" : "ivec3(" + o + ", 0)")
            : o;
    const std::string moved = "(" + coord + " + " + added + ")";
    fetch = model::isMultisample(key.view) ? "texelFetch(img, " + moved + ", " + sampleOperand(v) + ")"
                                           : "texelFetch(img, " + moved + ", " + lodOperand(v) + ")";
  } else if (model::isMultisample(key.view)) {  // a Sample operand, no level (LD2DMS-10)
    if (v.constOffset) throw std::logic_error("GLSL cannot pass ConstOffset with a sample index");
    fetch = "texelFetch(img, " + coord + ", " + sampleOperand(v) + ")";
  } else if (key.view == ViewType::Buffer)
    fetch = "texelFetch(img, " + coord + ")";  // no level operand for buffers
  else if (v.constOffset)
    fetch = "texelFetchOffset(img, " + coord + ", " + lodOperand(v) + ", " +
            offsetLiteral(key.view, v.offset) + ")";
  else
    fetch = "texelFetch(img, " + coord + ", " + lodOperand(v) + ")";
  if (v.swizzle.empty()) return "bits = toBits(" + fetch + ");";
  return "RESULT r = fromBits(uvec4(UNWRITTEN)); r." + std::string(v.mask) + " = " + fetch + "." +
         std::string(v.swizzle) + "; bits = toBits(r);";
}

// The image operand of slot `slot`: img[slot], or with separate samplers the sampled image that
// joins it to its sampler (OpSampledImage). The sampler array is in reverse slot order, so the
// texture's index and the sampler's differ wherever a dispatch binds several views: a driver that
// takes one for the other reads another view's sampler state. With a run-time index, `slot` is
// not used: the index is the shader's `slot` variable (NonUniform-qualified where the key says so).
std::string imageOperand(const ShaderKey& key, uint32_t slot) {
  const bool runTime = key.slotIndex != SlotIndex::Constant;
  const auto indexed = [&](const char* name, const std::string& i) {
    if (!runTime && key.slots == 1) return std::string(name);
    return std::string(name) + "[" + (isNonUniform(key.slotIndex) ? "nonuniformEXT(" + i + ")" : i) + "]";
  };
  const std::string textureIndex = runTime ? "slot" : std::to_string(slot);
  if (!key.separateSampler) return indexed("img", textureIndex);
  const std::string samplerIndex =
      runTime ? std::to_string(key.slots - 1) + "u - slot" : std::to_string(key.slots - 1 - slot);
  return std::string(typePrefix(key.type)) + "sampler" + dimSuffix(key.view) +
         (key.shadowSampler ? "Shadow" : "") + "(" + indexed("img", textureIndex) + ", " +
         indexed("smp", samplerIndex) + ")";
}

// One case per slot and variant; every image function takes the image first, "(img". With a
// run-time slot index, one case per variant on the image the probe's slot names.
std::string variantCases(const ShaderKey& key) {
  std::string s;
  const bool runTime = key.slotIndex != SlotIndex::Constant;
  for (uint32_t slot = 0; slot < (runTime ? 1 : key.slots); ++slot)
    for (size_t k = 0; k < key.variants.size(); ++k) {
      std::string body = variantBody(key, key.variants[k]);
      replaceAll(body, "(img", "(" + imageOperand(key, slot));
      s += "    case " + std::to_string(slot * key.variants.size() + k) + ": { " + body + " } break;\n";
    }
  return s;
}

// The markers of the run-time slot index: the probe's path (slot * variants + variant, as
// ShaderKey::pathOf) split into the slot and the variant, and for NonUniform keys the invocation's
// probe, ((i / run) * stride) % (count / run) * run + i % run (run/lane_scatter.h chooses stride and
// run so the map is one to one).
void fillSlotIndexMarkers(const ShaderKey& key, std::string& text) {
  const bool runTime = key.slotIndex != SlotIndex::Constant;
  const bool nonUniform = isNonUniform(key.slotIndex);
  const std::string n = std::to_string(key.variants.size());
  replaceAll(text, "@RANGE_PERMUTATION@", nonUniform ? "\n  uint stride;\n  uint run;" : "");
  replaceAll(text, "@PERMUTATION@",
             nonUniform ? "\n  uint j = ((i / range.run) * range.stride) % (range.count / range.run) * "
                          "range.run + i % range.run;"
                        : "");
  replaceAll(text, "@PROBE_OF_INVOCATION@", nonUniform ? "j" : "i");
  replaceAll(text, "@SLOT_OF_PROBE@", runTime ? "\n  uint slot = uint(max(p.variant, 0)) / " + n + "u;" : "");
  replaceAll(text, "@PATH@", runTime ? "p.variant < 0 ? -1 : p.variant % " + n : "p.variant");
}

}  // namespace

std::string generateGlsl(const ShaderKey& key) {
  std::string text = templateText("fetch.comp");
  const std::string samplerless = "#extension GL_EXT_samplerless_texture_functions : require\n";
  if (key.usesSparse())
    replaceAll(text, samplerless, samplerless + "#extension GL_ARB_sparse_texture2 : require\n");
  if (key.usesMinLod())
    replaceAll(text, samplerless, samplerless + "#extension GL_ARB_sparse_texture_clamp : require\n");
  if (isNonUniform(key.slotIndex))
    replaceAll(text, samplerless, samplerless + "#extension GL_EXT_nonuniform_qualifier : require\n");
  const std::string p = typePrefix(key.type);
  const bool isFloat = key.type == SampledType::Float;
  if (key.separateSampler && !key.withSampler) throw std::logic_error("a separate sampler needs a sampler");
  const bool combined = key.withSampler && !key.separateSampler;
  replaceAll(text, "@IMAGE_TYPE@",
             p + (combined ? "sampler" : "texture") + dimSuffix(key.view) +
                 (combined && key.shadowSampler ? "Shadow" : ""));
  replaceAll(text, "@SAMPLER_BINDING@",
             key.separateSampler ? std::string("layout(set = 1, binding = 1) uniform sampler") +
                                       (key.shadowSampler ? "Shadow" : "") + " smp@SLOTS@;"
                                 : "");
  const bool array = key.slots > 1 || key.slotIndex != SlotIndex::Constant;
  replaceAll(text, "@SLOTS@", array ? "[" + std::to_string(arraySize(key.slots, key.slotIndex)) + "]" : "");
  fillSlotIndexMarkers(key, text);
  replaceAll(text, "@RESULT_TYPE@", p + "vec4");
  replaceAll(text, "@TO_BITS@", isFloat ? "floatBitsToUint(v)" : "uvec4(v)");
  replaceAll(text, "@FROM_BITS@", isFloat ? "uintBitsToFloat(u)" : p + "vec4(u)");
  replaceAll(text, "@UNWRITTEN@", std::to_string(model::kUnwrittenBits) + "u");
  replaceAll(text, "@VARIANTS@", variantCases(key));
  return text;
}

}  // namespace vktexel::shadergen
