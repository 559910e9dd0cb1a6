// Each case's code paths: the distinct shader variants its probes need, read from its probes
// once. Planning asks for them many times over (per view, per slot state, per batch, for parcel
// weights, in the parent and again in every worker), and each pass over the whole suite's 5
// million probes cost ~0.3 s. Keyed by the case's address: valid while the cases it was made
// from live unchanged, as a selected case list does for a whole run (forked workers inherit it).
#pragma once

#include "run/case.h"
#include "shadergen/shader_key.h"

#include <unordered_map>
#include <vector>

namespace vktexel {

class CodePaths {
 public:
  CodePaths() = default;
  explicit CodePaths(const std::vector<const CaseSpec*>& cases);

  // The case's variants, sorted and unique; throws std::logic_error for a case it was not made from.
  const std::vector<shadergen::Variant>& of(const CaseSpec& c) const;
  bool has(const CaseSpec& c) const { return of_.count(&c) != 0; }
  // The union over the cases, sorted and unique (a shader key's variants).
  std::vector<shadergen::Variant> unionOf(const std::vector<const CaseSpec*>& cases) const;

 private:
  std::unordered_map<const CaseSpec*, std::vector<shadergen::Variant>> of_;
};

// The distinct code paths the cases' probes need, sorted, read from the probes.
std::vector<shadergen::Variant> variantsOf(const std::vector<const CaseSpec*>& cases);

}  // namespace vktexel
