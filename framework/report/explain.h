// `vktexel explain CASE`: everything the one case description produces, written out: the
// description and clauses, the image and view, the shader that runs it, and every probe with the
// value the CPU model expects (the same model::expectProbe the executor compares with).
#pragma once

#include "run/case.h"
#include "run/sampling_choice.h"
#include "shadergen/compiler.h"

#include <functional>
#include <memory>
#include <string>

namespace vktexel {

// The shader of a batch holding this case alone (a run's batch shader holds the variants of all
// the batch's cases; the case's own probes select the same code paths in either).
struct CaseShader {
  shadergen::ShaderKey key;
  bool assembly = false;  // a SPIR-V assembly template instead of GLSL
  std::string origin;     // "GLSL from shaders/fetch.comp", "SPIR-V assembly template shaders/..."
  std::shared_ptr<const shadergen::ShaderModule> module;  // null when it does not build
  std::string error;                                      // why it does not
};
CaseShader caseShader(const CaseSpec& c);

// Format, dimensionality, size, levels, layers, flags and samples of an image.
std::string describeImage(const model::ImageSpec& i);

// `clauseSummary` gives the SEMANTICS §11 row of a clause ID ("" when unknown); the clause table
// lives with the cases, above the framework. `sampling`: the device limits sampled lookups'
// expectations assume, and where they come from.
std::string explainCase(const CaseSpec& c,
                        const std::function<std::string(const std::string&)>& clauseSummary,
                        const SamplingChoice& sampling);

}  // namespace vktexel
