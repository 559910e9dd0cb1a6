#include "report/explain.h"
#include "report/case_parameters.h"

#include "run/probe_text.h"

#include "model/cited_bounds.h"
#include "model/fetch.h"
#include "run/code_paths.h"
#include "run/planner.h"
#include "run/robustness_path.h"
#include "shadergen/compiler.h"

#include <algorithm>
#include <cstdio>
#include <memory>

namespace vktexel {
namespace {

const char* dimText(model::ImageDim d) {
  switch (d) {
    case model::ImageDim::D1: return "1D";
    case model::ImageDim::D2: return "2D";
    case model::ImageDim::D3: return "3D";
    case model::ImageDim::Buffer: return "texel buffer";
  }
  return "?";
}

}  // namespace

std::string describeImage(const model::ImageSpec& i) {
  std::string s = std::string(model::formatInfo(i.format).name) + " " + dimText(i.dim) + " " +
                  std::to_string(i.width) + "x" + std::to_string(i.height) + "x" + std::to_string(i.depth) +
                  ", " + std::to_string(i.levels) + " level(s), " + std::to_string(i.layers) + " layer(s)";
  if (i.cubeCompatible) s += ", cube compatible";
  if (i.mutableFormat) s += ", mutable format";
  if (i.samples > 1 && i.fill == model::FillPattern::Cleared)
    s += ", " + std::to_string(i.samples) + " samples cleared to one value (vkCmdClear*Image)";
  else if (i.samples > 1)
    s += ", " + std::to_string(i.samples) + " samples filled by " +
         (i.fillBySampleShading ? "one sample-shaded draw" : "one draw per sample");
  return s;
}

CaseShader caseShader(const CaseSpec& c) {
  // The executor builds a batch's key the same way, from the union of its cases' probe variants.
  const BatchKey batch = batchKeyOf(c);
  CaseShader out;
  shadergen::ShaderKey& key = out.key;
  key = shaderShapeOf(batch);
  key.variants = variantsOf({&c});
  out.assembly = key.longCoordinate || key.needsMultisampleOffsetAssembly();
  out.origin = out.assembly ? key.longCoordinate
                                  ? "SPIR-V assembly template shaders/fetch_long_coordinate.spvasm"
                                  : "SPIR-V assembly template shaders/fetch_ms_offset.spvasm"
                            : "GLSL from shaders/fetch.comp";
  try {
    shadergen::ShaderCache cache;
    out.module = cache.get(key);
  } catch (const std::exception& e) {
    out.error = e.what();
  }
  return out;
}

std::string explainCase(const CaseSpec& c,
                        const std::function<std::string(const std::string&)>& clauseSummary,
                        const SamplingChoice& sampling) {
  std::string s = "case " + c.name + "\n";
  s += "description: " + c.description + "\n";
  s += "parameters (what baseline cause matchers read): " + caseParameters(c) + "\n";
  s += "clauses (SEMANTICS.md):\n";
  for (const std::string& id : c.clauses) {
    const std::string summary = clauseSummary ? clauseSummary(id) : "";
    s += "  " + id + (summary.empty() ? "" : "  " + summary) + "\n";
  }
  s += "image: " + describeImage(c.image) + " (key " + c.image.key() + ")\n";
  s += "view: " + c.view.key() + (c.view.withSampler ? " sampler " + c.view.sampler.key() : "") + "\n";
  s += std::string("device tier: ") +
       (c.tier == model::Tier::None
            ? "none (the default device; every probe in bounds)"
            : std::string(model::toString(c.tier)) + " (" + model::featureName(c.tier) + ")") +
       "\n";
  s += "robustness: " + std::string(robustnessPathOf(c)) + "\n";
  s += "batch: " + batchKeyOf(c).text() + "\n";
  const std::string bound = model::citedBoundOf(model::viewFormat(c.image.format, c.view), c.view.sampler,
                                                readsFloatCoordinates(c), offsetsFloatCoordinates(c));
  s += "precision: the letter of the spec passes" +
       (bound.empty() ? std::string("; anything else fails")
                      : "; outside it, inside " + bound + ", a QualityWarning; beyond, a failure") +
       "\n";

  const CaseShader shader = caseShader(c);
  const shadergen::ShaderKey& key = shader.key;
  s += "shader key: " + key.text() + "\n";
  s += "shader (" + shader.origin + "; a run's batch shader holds the variants of all its cases):\n";
  if (shader.module) {
    s += shader.module->source;
    if (s.back() != '\n') s += "\n";
  } else {
    s += "(the shader does not build: " + shader.error + ")\n";
  }
  s += "end of shader\n";

  s += "probes (" + std::to_string(c.probes.size()) + "), with the CPU model's expectation:\n";
  const bool lookups = std::any_of(c.probes.begin(), c.probes.end(),
                                   [](const Probe& p) { return model::isSampledLookup(p.query.op); });
  if (lookups) s += "  (sampled lookups assume " + sampling.source + ")\n";
  std::unique_ptr<model::HostImage> image;
  try {
    image = std::make_unique<model::HostImage>(c.image);
  } catch (const std::exception& e) {
    s += std::string("  (the model cannot build the image: ") + e.what() + ")\n";
  }
  for (size_t p = 0; p < c.probes.size(); ++p) {
    const Probe& probe = c.probes[p];
    s += "  probe " + std::to_string(p) + " [" + probe.label + "] " + describeQuery(probe.query, c.view) +
         " (variant " + std::to_string(key.variantOf(probe.query)) + ")\n";
    if (!image) continue;
    try {
      const model::FetchExpectation e =
          model::expectProbe(*image, c.view, probe.query, c.tier, {}, sampling.limits);
      s += std::string("    class    ") + model::toString(e.cls);
      if (probe.query.op == model::ProbeOp::Fetch && e.cls == model::FetchClass::InBounds)
        s += ", reads texel " + e.address.describe();
      s += "\n    expected " + e.expect.describe() + " [" + e.expect.rule + "]\n";
    } catch (const std::exception& e) {
      s += std::string("    (the model has no expectation: ") + e.what() + ")\n";
    }
  }
  return s;
}

}  // namespace vktexel
