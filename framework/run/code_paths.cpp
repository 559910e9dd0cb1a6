#include "run/code_paths.h"

#include <set>
#include <stdexcept>

namespace vktexel {

std::vector<shadergen::Variant> variantsOf(const std::vector<const CaseSpec*>& cases) {
  // A case's probes come in runs of one variant: a run costs one set lookup, not one per probe.
  std::set<shadergen::Variant> variants;
  for (const CaseSpec* c : cases) {
    const shadergen::Variant* previous = nullptr;
    for (const Probe& p : c->probes) {
      shadergen::Variant v = shadergen::Variant::of(p.query);
      if (previous && *previous == v) continue;
      previous = &*variants.insert(std::move(v)).first;
    }
  }
  return {variants.begin(), variants.end()};
}

CodePaths::CodePaths(const std::vector<const CaseSpec*>& cases) {
  of_.reserve(cases.size());
  for (const CaseSpec* c : cases)
    if (!of_.count(c)) of_.emplace(c, variantsOf({c}));
}

const std::vector<shadergen::Variant>& CodePaths::of(const CaseSpec& c) const {
  const auto it = of_.find(&c);
  if (it == of_.end()) throw std::logic_error("no code paths were read for case " + c.name);
  return it->second;
}

std::vector<shadergen::Variant> CodePaths::unionOf(const std::vector<const CaseSpec*>& cases) const {
  std::set<shadergen::Variant> all;
  for (const CaseSpec* c : cases) {
    const std::vector<shadergen::Variant>& v = of(*c);
    all.insert(v.begin(), v.end());
  }
  return {all.begin(), all.end()};
}

}  // namespace vktexel
