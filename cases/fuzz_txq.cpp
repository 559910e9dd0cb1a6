// `txq` cases drawn by `vktexel fuzz` (issue 66; PTX txq as OpImageQuerySizeLod and
// OpImageQueryLevels, SEMANTICS P-05, P-30, P-33, P-34): every level of a drawn view's subrange and its level
// count, in a drawn order, each asked again until the case has 32 probes.
#include "fuzz_families.h"

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace vktexel::cases {
namespace {

constexpr size_t kProbes = 32;

}  // namespace

CaseSpec drawTxqCase(uint64_t seed, uint64_t index, model::SplitMix64& r) {
  const model::FormatInfo& f = drawFormat(r, FuzzFormats::Sampled);
  FuzzGeometry g = drawGeometry(r, f.vk);
  CaseSpec c;
  c.image = g.image;
  c.view = g.view;
  c.name = fuzzCaseName(seed, index, "txq", g, f, "size_levels");
  c.clauses = {"P-05", "P-30", "P-33", "P-34"};
  c.description = "drawn by vktexel fuzz (seed " + std::to_string(seed) + ", case " + std::to_string(index) +
                  "): the size of every level of a drawn view subrange and its level count";
  c.probes = drawQueryProbes(r, g.view.levelCount, kProbes);
  return c;
}

std::vector<Probe> drawQueryProbes(model::SplitMix64& r, uint32_t viewLevels, size_t atLeast) {
  // Every level and the level count, asked again until `atLeast` probes (a wave of lanes with as
  // many Lods as the view has), then shuffled: neighbours ask for different levels.
  std::vector<Probe> probes;
  while (probes.size() < atLeast) {
    for (uint32_t level = 0; level < viewLevels; ++level)
      probes.push_back(queryProbe(model::ProbeOp::QuerySizeLod, int32_t(level),
                                  "size of view level " + std::to_string(level)));
    probes.push_back(queryProbe(model::ProbeOp::QueryLevels, 0, "levels"));
  }
  for (size_t i = probes.size(); i > 1; --i) std::swap(probes[i - 1], probes[r.below(uint32_t(i))]);
  return probes;
}

}  // namespace vktexel::cases
