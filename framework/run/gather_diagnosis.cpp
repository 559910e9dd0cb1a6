#include "run/gather_diagnosis.h"

#include <algorithm>
#include <map>
#include <optional>
#include <set>

namespace vktexel {
namespace {

constexpr size_t kMaxCandidates = 512;  // one view each, in one submission
constexpr int32_t kWindow = 4;          // texels around each expected one, on large images

const char* const kComponent[4] = {"x", "y", "z", "w"};

using Texel = std::array<uint32_t, 3>;  // x, y, layer

std::string texelText(const Texel& t) {
  return "(" + std::to_string(t[0]) + ", " + std::to_string(t[1]) + ") layer " + std::to_string(t[2]);
}

// Every texel of the view's level-0 layers, or windows around the model's footprints when that
// is too many.
std::vector<Texel> candidates(const CaseSpec& c, const std::vector<size_t>& probes,
                              const std::vector<model::FetchExpectation>& expect) {
  const uint32_t w = c.image.width, h = c.image.height;
  const uint32_t first = c.view.baseLayer, count = c.view.layerCount;
  std::set<Texel> out;
  if (size_t(w) * h * count <= kMaxCandidates) {
    for (uint32_t l = first; l < first + count; ++l)
      for (uint32_t y = 0; y < h; ++y)
        for (uint32_t x = 0; x < w; ++x) out.insert({x, y, l});
  } else {
    for (size_t p : probes)
      for (const model::GatherSource& s : expect[p].gathered)
        for (int32_t dy = -kWindow; dy <= kWindow; ++dy)
          for (int32_t dx = -kWindow; dx <= kWindow; ++dx) {
            const int32_t x = int32_t(s.address.x) + dx, y = int32_t(s.address.y) + dy;
            if (x >= 0 && y >= 0 && x < int32_t(w) && y < int32_t(h) && out.size() < kMaxCandidates)
              out.insert({uint32_t(x), uint32_t(y), s.address.layer});
          }
  }
  return std::vector<Texel>(out.begin(), out.end());
}

bool nonZero(uint32_t bits, bool isFloat) {
  return isFloat ? (bits & 0x7fffffffu) != 0 : bits != 0;
}

std::optional<Texel> expectedTexel(const model::GatherSource& s) {
  if (s.kind != model::GatherSource::Kind::Texel) return std::nullopt;
  return Texel{s.address.x, s.address.y, s.address.layer};
}

// What the driver read for one component: the lit texels.
std::string readText(const std::vector<Texel>& lit, size_t all) {
  if (lit.empty()) return "no texel (a border or constant 0)";
  if (lit.size() == all) return "every image (a constant: border or swizzle)";
  if (lit.size() == 1) return "texel " + texelText(lit[0]);
  std::string s = std::to_string(lit.size()) + " texels:";
  for (size_t i = 0; i < lit.size() && i < 4; ++i) s += " " + texelText(lit[i]);
  return s + (lit.size() > 4 ? " ..." : "");
}

// The component permutation that maps the model's texels onto the driver's, if there is one.
std::optional<std::array<int, 4>> permutation(const std::array<std::optional<Texel>, 4>& expected,
                                              const std::array<std::optional<Texel>, 4>& read) {
  std::array<int, 4> perm{};
  for (int k = 0; k < 4; ++k) {
    perm[k] = -1;
    for (int m = 0; m < 4 && perm[k] < 0; ++m)
      if (read[k] && expected[m] && *read[k] == *expected[m]) perm[k] = m;
    if (perm[k] < 0) return std::nullopt;
  }
  return perm;
}

std::optional<std::array<int32_t, 2>> shift(const std::array<std::optional<Texel>, 4>& expected,
                                            const std::array<std::optional<Texel>, 4>& read) {
  std::optional<std::array<int32_t, 2>> d;
  for (int k = 0; k < 4; ++k) {
    if (!read[k] || !expected[k] || (*read[k])[2] != (*expected[k])[2]) return std::nullopt;
    const std::array<int32_t, 2> dk{int32_t((*read[k])[0]) - int32_t((*expected[k])[0]),
                                    int32_t((*read[k])[1]) - int32_t((*expected[k])[1])};
    if (d && *d != dk) return std::nullopt;
    d = dk;
  }
  return d;
}

std::string permutationText(const std::array<int, 4>& perm) {
  std::string s;
  for (int k = 0; k < 4; ++k)
    if (perm[k] != k) {
      if (perm[perm[k]] == k && perm[k] < k) continue;  // a swap is named once
      s += (s.empty() ? "" : ", ") + std::string(kComponent[k]) +
           (perm[perm[k]] == k ? " and " + std::string(kComponent[perm[k]]) + " swapped"
                               : " holds the model's " + std::string(kComponent[perm[k]]));
    }
  return s;
}

}  // namespace

OneHotPlan planOneHot(const CaseSpec& c, const std::vector<size_t>& failingProbes,
                      const std::vector<model::FetchExpectation>& expect) {
  OneHotPlan plan;
  if (model::formatInfo(c.image.format).isCompressed() || c.view.baseLevel != 0 || c.image.samples > 1)
    return plan;
  for (size_t p : failingProbes)
    if (c.probes[p].query.op == model::ProbeOp::Gather && !expect[p].gathered.empty())
      plan.probes.push_back(p);
  if (plan.probes.empty()) return plan;
  plan.texels = candidates(c, plan.probes, expect);
  for (const Texel& t : plan.texels) {
    CaseSpec one = c;
    one.name = c.name + "#onehot" + texelText(t);
    one.image.fill = model::FillPattern::OneHot;
    one.image.hot = t;
    one.probes.clear();
    if (one.view.sampler.depthCompare) one.view.sampler.compareOp = model::CompareOp::Equal;
    for (size_t p : plan.probes) {
      Probe probe = c.probes[p];
      probe.query.pack = model::HalfPacking::None;  // the footprint of the f32 gather underneath
      if (one.view.sampler.depthCompare) probe.query.dref = 1.0f;  // 1.0 exactly where the hot texel is
      one.probes.push_back(probe);
    }
    plan.cases.push_back(std::move(one));
  }
  return plan;
}

void explainOneHot(const OneHotPlan& plan, const std::vector<const model::RawResult*>& raw,
                   const std::vector<model::FetchExpectation>& expect, CaseResult& r) {
  if (plan.cases.empty()) return;
  const bool isFloat = model::viewFormat(plan.cases[0].image.format, plan.cases[0].view).sampledType() ==
                           model::SampledType::Float ||
                       plan.cases[0].view.sampler.depthCompare;
  // The explanation most failing probes share: the same texels, one permutation, or one shift.
  // Probes at a clamped edge may fit none, so the count is reported.
  std::map<std::string, size_t> votes;
  for (size_t i = 0; i < plan.probes.size(); ++i) {
    const size_t p = plan.probes[i];
    std::array<std::optional<Texel>, 4> expected, read;
    std::string line;
    for (int k = 0; k < 4; ++k) {
      std::vector<Texel> lit;
      for (size_t c = 0; c < plan.cases.size(); ++c)
        if (nonZero(raw[c][i][k], isFloat)) lit.push_back(plan.texels[c]);
      expected[k] = expectedTexel(expect[p].gathered[k]);
      if (lit.size() == 1) read[k] = lit[0];
      line += std::string(k ? "; " : "") + kComponent[k] + ": model " + expect[p].gathered[k].describe() +
              ", driver " + readText(lit, plan.cases.size());
    }
    for (ProbeFailure& f : r.failures)
      if (f.probe == p) f.footprint = line;
    if (expected == read) {
      ++votes["the driver read the model's texels: the values differ, not the footprint"];
    } else if (const auto perm = permutation(expected, read)) {
      ++votes["footprint order: " + permutationText(*perm) + " (P-23, S-13)"];
    } else if (const auto d = shift(expected, read)) {
      ++votes["footprint moved by (" + std::to_string((*d)[0]) + ", " + std::to_string((*d)[1]) +
              ") texels: an offset or coordinate error"];
    }
  }
  const auto best = std::max_element(votes.begin(), votes.end(),
                                     [](const auto& a, const auto& b) { return a.second < b.second; });
  if (best == votes.end())
    r.diagnosis = "the driver's footprints differ from the model's in no single pattern (see each probe)";
  else
    r.diagnosis = best->first + (best->second == plan.probes.size()
                                     ? ""
                                     : " (in " + std::to_string(best->second) + " of " +
                                           std::to_string(plan.probes.size()) + " failing probes)");
  r.diagnosis = "one-hot re-run over " + std::to_string(plan.cases.size()) + " texels: " + r.diagnosis;
}

}  // namespace vktexel
