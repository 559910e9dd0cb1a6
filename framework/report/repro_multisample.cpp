#include "report/repro_multisample.h"

#include "run/multisample_fill.h"
#include "shadergen/compiler.h"
#include "shadergen/fill_shaders.h"

#include <cstring>

namespace vktexel {
namespace {

ReproFile textFile(const std::string& name, const std::string& text) {
  return {name, std::vector<uint8_t>(text.begin(), text.end())};
}

ReproFile wordsFile(const std::string& name, const std::vector<uint32_t>& words) {
  std::vector<uint8_t> bytes(words.size() * 4);
  if (!words.empty()) std::memcpy(bytes.data(), words.data(), bytes.size());
  return {name, std::move(bytes)};
}

std::string boolText(bool b) {
  return b ? "true" : "false";
}

// The formats the fill may render through, in vktexel's order of preference (run/
// multisample_fill.cpp): the integer alias where the device renders it at the image's sample
// count, else the format itself, unless only the alias keeps the values (float specials).
std::vector<const model::FormatInfo*> renderPaths(const model::ImageSpec& spec) {
  std::vector<const model::FormatInfo*> paths;
  if (const model::FormatInfo* alias = model::fillAlias(spec)) paths.push_back(alias);
  const model::FormatInfo& itself = model::formatInfo(spec.format);
  if (&model::fillRenderFormat(spec, false) == &itself) paths.push_back(&itself);
  return paths;
}

// Which VkPhysicalDeviceLimits::sampledImage*SampleCounts the compute shader's read needs (the
// enum of multisample_fill.h), as run/gates.cpp checks it.
const char* sampledCounts(const model::FormatInfo& f, const model::ViewSpec& view) {
  if (f.isDepthStencil())
    return model::viewFormat(f.vk, view).aspect == model::Aspect::Stencil ? "kSampledStencil"
                                                                          : "kSampledDepth";
  return f.sampledType() != model::SampledType::Float ? "kSampledInteger" : "kSampledColor";
}

}  // namespace

ReproMultisampleFill reproMultisampleFill(const model::HostImage& image, const model::ViewSpec& view) {
  const model::ImageSpec& spec = image.spec();
  const model::FormatInfo& f = image.format();
  const bool shading = spec.fillBySampleShading;
  ReproMultisampleFill fill;
  const std::string vertex = shadergen::fillVertexShader();
  fill.files.push_back(textFile("fill.vert", vertex));
  fill.files.push_back(wordsFile("fill.vert.spv", shadergen::compileGlsl(vertex, "vert")));

  std::string paths;
  std::vector<uint32_t> refs, refFirst = {0};
  for (const model::FormatInfo* render : renderPaths(spec)) {
    const std::string stem = std::string("fill_") + render->name;
    const std::string fragment = f.isDepthStencil()
                                     ? shadergen::generateDepthStencilFillFragment(shading)
                                     : shadergen::generateFillFragment(render->sampledType(), shading);
    fill.files.push_back(textFile(stem + ".frag", fragment));
    fill.files.push_back(wordsFile(stem + ".frag.spv", shadergen::compileGlsl(fragment, "frag")));
    std::vector<uint32_t> values;
    for (uint32_t layer = 0; layer < spec.layers; ++layer) {
      LayerFill layerFill = layerFillValues(image, *render, layer, false);
      values.insert(values.end(), layerFill.values.begin(), layerFill.values.end());
    }
    fill.files.push_back(wordsFile(stem + ".bin", values));
    const bool ds = render->isDepthStencil();
    paths += "    {" + model::vkEnumName(*render) + ", \"" + model::vkEnumName(*render) + "\", " +
             boolText(render->sampledType() != model::SampledType::Float) + ", " + boolText(ds) + ", " +
             boolText(render->hasChannel(model::Channel::D)) + ", " +
             boolText(render->hasChannel(model::Channel::S)) + ", \"" + stem + ".frag.spv\", \"" + stem +
             ".bin\"},\n";
  }
  for (uint32_t layer = 0; layer < spec.layers; ++layer) {
    if (f.hasChannel(model::Channel::S)) {
      const std::vector<uint32_t> layerRefs = layerFillValues(image, f, layer, false).stencilRefs;
      refs.insert(refs.end(), layerRefs.begin(), layerRefs.end());
    }
    refFirst.push_back(uint32_t(refs.size()));
  }
  if (refs.empty()) refs.push_back(0);  // unused (no stencil); a C++ array cannot be empty

  std::string h =
      "// The multisample fill (multisample_fill.h): vktexel renders every sample of the image\n"
      "// (SEMANTICS §6.3) through the first of these formats the device renders at kImageSamples.\n"
      "#define REPRO_MULTISAMPLE 1\n"
      "struct FillPath {\n  VkFormat format;\n  const char* formatName;\n"
      "  bool integer, depthStencil, depth, stencil;\n"
      "  const char* fragmentFile;  // SPIR-V; its GLSL beside it without .spv\n"
      "  const char* valuesFile;    // four words per sample, in the order layer, y, x, sample\n};\n";
  h += "constexpr uint32_t kFillPathCount = " + std::to_string(renderPaths(spec).size()) + ";\n";
  h += "const FillPath kFillPaths[] = {\n" + paths + "};\n";
  h += "constexpr const char* kFillVertexFile = \"fill.vert.spv\";\n";
  h += "constexpr bool kFillBySampleShading = " + boolText(shading) +
       ";  // one draw, one invocation per sample; else one draw per sample\n";
  h += "enum : int { kSampledColor, kSampledInteger, kSampledDepth, kSampledStencil };\n";
  h += std::string("constexpr int kSampledCounts = ") + sampledCounts(f, view) +
       ";  // the sampledImage*SampleCounts the read needs\n";
  h += "// The stencil values of layer L, one REPLACE pass each: kStencilRefs[kStencilRefFirst[L] ..\n"
       "// kStencilRefFirst[L + 1]).\nconst uint32_t kStencilRefFirst[] = {";
  for (size_t i = 0; i < refFirst.size(); ++i) h += (i ? ", " : "") + std::to_string(refFirst[i]);
  h += "};\nconst uint32_t kStencilRefs[] = {";
  for (size_t i = 0; i < refs.size(); ++i) h += (i ? ", " : "") + std::to_string(refs[i]);
  h += "};\n\n";
  fill.header = h;
  return fill;
}

}  // namespace vktexel
