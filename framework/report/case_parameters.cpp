#include "report/case_parameters.h"

#include "model/cube.h"
#include "model/fetch.h"
#include "model/formats.h"
#include "shadergen/shader_key.h"

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <set>
#include <string>
#include <vector>

namespace vktexel {
namespace {

std::string lower(std::string s) {
  for (char& c : s) c = char(std::tolower(static_cast<unsigned char>(c)));
  return s;
}

// How many faces a cube direction may select: 3 on a cube corner, 2 on an edge between faces, 1
// inside a face; 0 for (0, 0, 0), which selects none.
int tiedAxes(const model::FetchQuery& q) {
  if (q.st[0] == 0 && q.st[1] == 0 && q.st[2] == 0) return 0;
  return int(model::tiedFaces({q.st[0], q.st[1], q.st[2]}).size());
}

// The probes a failing result names, when it names all of them; every probe otherwise.
std::vector<size_t> probesToDescribe(const CaseSpec& c, const CaseResult* result) {
  std::vector<size_t> out;
  if (result && result->failedProbes && result->failures.size() == result->failedProbes)
    for (const ProbeFailure& f : result->failures) out.push_back(f.probe);
  else
    for (size_t p = 0; p < c.probes.size(); ++p) out.push_back(p);
  return out;
}

}  // namespace

std::string caseFamily(const std::string& name) {
  size_t at = 0;
  if (name.rfind("fuzz.", 0) == 0)
    for (int dots = 0; dots < 3 && at != std::string::npos; ++dots) at = name.find('.', at) + 1;
  if (at == std::string::npos) at = 0;
  return name.substr(at, name.find('.', at) - at);
}

std::string caseParameters(const CaseSpec& c, const CaseResult* failed) {
  const model::FormatInfo& f = model::formatInfo(viewFormatOf(c));
  std::set<std::string> ops;
  std::set<int32_t> lods;
  std::set<std::string> offsets;  // the offset operands' forms: const_offset, offset, const_offsets
  for (const Probe& p : c.probes) {
    ops.insert(model::toString(p.query.op));
    if (!model::isSampledLookup(p.query.op)) lods.insert(p.query.lod);
    if (p.query.constOffset) offsets.insert("const_offset");
    if (p.query.dynamicOffset) offsets.insert("offset");
    if (p.query.constOffsets) offsets.insert("const_offsets");
  }
  std::string s = "family=" + caseFamily(c.name) + " ops=";
  for (const std::string& op : ops) s += (s.back() == '=' ? "" : ",") + op;
  s += std::string(" view=") + model::toString(c.view.type) + " format=" + f.name +
       " class=" + lower(model::toString(f.components[0].cls)) + " bits=";
  for (uint8_t k = 0; k < f.componentCount; ++k) s += (k ? "," : "") + std::to_string(f.components[k].bits);
  s += " levels=" + std::to_string(c.view.levelCount) + " base_level=" + std::to_string(c.view.baseLevel) +
       " layers=" + std::to_string(c.view.layerCount) + " base_layer=" + std::to_string(c.view.baseLayer) +
       " swizzle=";
  for (model::Swizzle w : c.view.swizzle) s += model::swizzleLetter(w);
  s += std::string(" lods=") + (lods.size() > 1 ? "varying" : "one") + " offsets=";
  for (const std::string& o : offsets) s += (s.back() == '=' ? "" : ",") + o;
  if (offsets.empty()) s += "no";
  int ties = 1;
  if (model::isCube(c.view.type))
    for (size_t p : probesToDescribe(c, failed))
      if (p < c.probes.size() &&
          (c.probes[p].query.op == model::ProbeOp::Gather || model::isSampledLookup(c.probes[p].query.op)))
        ties = std::max(ties, tiedAxes(c.probes[p].query));
  s += std::string(" cube_ties=") + (ties == 3 ? "three" : ties == 2 ? "two" : "none");
  std::set<std::string> packs;  // the .f16 result forms (P-20): f16x2, f16
  for (const Probe& p : c.probes)
    if (p.query.pack != model::HalfPacking::None)
      packs.insert(p.query.pack == model::HalfPacking::Pairs ? "f16x2" : "f16");
  s += " pack=";
  for (const std::string& k : packs) s += (s.back() == '=' ? "" : ",") + k;
  if (packs.empty()) s += "no";
  if (c.view.withSampler) {
    const model::SamplerSpec& m = c.view.sampler;
    s += std::string(" sampler=") + (c.view.separateSampler ? "separate" : "combined") +
         " mag=" + model::toString(m.magFilter) + " min=" + model::toString(m.minFilter) +
         " mip=" + model::toString(m.mipmapMode) +
         " filters=" + (m.magFilter == m.minFilter ? "same" : "mixed") + " u=" + model::toString(m.u) +
         " v=" + model::toString(m.v) + " w=" + model::toString(m.w) +
         " border=" + model::toString(m.border) +
         " compare=" + (m.depthCompare ? model::toString(m.compareOp) : "off") +
         " bias=" + (m.mipLodBias != 0 ? "yes" : "no") +
         " lod_clamp=" + (m.minLod != 0 || m.maxLod != model::kLodClampNone ? "yes" : "no") +
         " unnormalized=" + (m.unnormalized ? "yes" : "no");
  } else {
    s += " sampler=none";
  }
  s += std::string(" sparse=") + (c.image.sparse.sparse ? "yes" : "no") + " tier=" + model::toString(c.tier);
  s += std::string(" index=") + shadergen::toString(c.slotIndex);  // the descriptor's index form (P-21)
  return s;
}

}  // namespace vktexel
