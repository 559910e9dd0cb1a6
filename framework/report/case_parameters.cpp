#include "report/case_parameters.h"

#include "model/formats.h"

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <set>
#include <string>

namespace vktexel {
namespace {

std::string lower(std::string s) {
  for (char& c : s) c = char(std::tolower(static_cast<unsigned char>(c)));
  return s;
}

}  // namespace

std::string caseFamily(const std::string& name) {
  size_t at = 0;
  if (name.rfind("fuzz.", 0) == 0)
    for (int dots = 0; dots < 3 && at != std::string::npos; ++dots) at = name.find('.', at) + 1;
  if (at == std::string::npos) at = 0;
  return name.substr(at, name.find('.', at) - at);
}

std::string caseParameters(const CaseSpec& c) {
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
  return s;
}

}  // namespace vktexel
