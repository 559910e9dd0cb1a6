#include "shadergen/shader_key.h"

#include <algorithm>
#include <tuple>

namespace vktexel::shadergen {

Variant Variant::of(const model::FetchQuery& q) {
  Variant v;
  v.op = q.op;
  if (q.op == model::ProbeOp::Gather) {
    v.component = q.component;
    v.constOffset = q.constOffset;
    if (q.constOffset) v.offset = q.offset;
    v.dynamicOffset = q.dynamicOffset;  // the value travels in the probe: one variant for all
    v.constOffsets = q.constOffsets;
    if (q.constOffsets) v.offsets = q.offsets;
    v.pack = q.pack;
    v.sparse = q.sparse;
    return v;
  }
  // Constant operands, where the probe asks for them: never for sparse reads, Grad (no Lod) or
  // the queries without a Lod.
  const bool literal = q.literalOperands() && q.sparse == model::SparseRead::No &&
                       (q.op == model::ProbeOp::Fetch || q.op == model::ProbeOp::QuerySizeLod ||
                        q.op == model::ProbeOp::Sample || q.op == model::ProbeOp::SampleDref);
  if (literal) {
    v.literal = true;
    v.literalLod = q.lod;
    v.literalSample = q.op == model::ProbeOp::Fetch ? q.sample : 0;
  }
  if (model::isSampledLookup(q.op)) {  // coordinates, Lod and Dref travel in the probe
    v.constOffset = q.constOffset;
    if (q.constOffset) v.offset = q.offset;
    v.pack = q.pack;
    v.sparse = q.sparse;
    v.minLod = q.hasSampleMinLod();
    return v;
  }
  if (q.op != model::ProbeOp::Fetch) return v;  // queries ignore offsets and swizzles
  v.constOffset = q.constOffset;
  v.shaderAddedOffset = q.shaderAddedOffset;
  if (q.constOffset || q.shaderAddedOffset) v.offset = q.offset;
  v.swizzle = q.swizzle;
  v.mask = q.mask;
  v.sparse = q.sparse;
  return v;
}

namespace {

// Every field that makes two variants different code paths, in sort order: one list for < and ==.
auto fieldsOf(const Variant& v) {
  return std::tie(v.op, v.component, v.constOffset, v.shaderAddedOffset, v.offset, v.swizzle, v.mask,
                  v.dynamicOffset, v.constOffsets, v.offsets, v.pack, v.sparse, v.minLod, v.literal,
                  v.literalLod, v.literalSample);
}

}  // namespace

bool Variant::operator<(const Variant& o) const {
  return fieldsOf(*this) < fieldsOf(o);
}

bool Variant::operator==(const Variant& o) const {
  return fieldsOf(*this) == fieldsOf(o);  // one pass, not two calls of <: planning asks once per probe
}

std::string Variant::text() const {
  std::string s = model::toString(op);
  if (op == model::ProbeOp::Gather) s += std::to_string(component);
  if (constOffset || shaderAddedOffset)
    s += std::string(constOffset ? "@" : "+") + std::to_string(offset[0]) + "," + std::to_string(offset[1]) +
         "," + std::to_string(offset[2]);
  if (!swizzle.empty()) s += "." + std::string(mask) + "=" + std::string(swizzle);
  if (dynamicOffset) s += "@dynamic";
  if (constOffsets) {
    s += "@offsets";
    for (const auto& o : offsets) s += "(" + std::to_string(o[0]) + "," + std::to_string(o[1]) + ")";
  }
  if (pack != model::HalfPacking::None) s += pack == model::HalfPacking::Pairs ? ".f16x2" : ".f16";
  if (sparse != model::SparseRead::No) s += sparse == model::SparseRead::Texel ? ".sparse" : ".resident";
  if (minLod) s += ".minlod";
  if (literal)
    s += "=lod" + std::to_string(literalLod) + (literalSample ? "s" + std::to_string(literalSample) : "");
  return s;
}

const char* toString(SlotIndex s) {
  switch (s) {
    case SlotIndex::Constant: return "constant";
    case SlotIndex::Uniform: return "uniform";
    case SlotIndex::NonUniformScattered: return "nonuniform";
    case SlotIndex::NonUniformRuns: return "nonuniform_runs";
    case SlotIndex::UniformUpdateAfterBind: return "update_after_bind";
    case SlotIndex::UniformMutable: return "mutable";
    case SlotIndex::UniformDescriptorBuffer: return "descriptor_buffer";
    case SlotIndex::NonUniformDescriptorBuffer: return "nonuniform_descriptor_buffer";
  }
  return "";
}

std::string nameSuffix(SlotIndex s) {
  return s == SlotIndex::Constant ? "" : std::string(".index_") + toString(s);
}

std::string ShaderKey::text() const {
  std::string s = std::string(model::toString(view)) + "." + model::toString(type) +
                  (withSampler ? (separateSampler ? ".separate" : ".combined") : "") +
                  (shadowSampler ? ".shadow" : "") + (longCoordinate ? ".long_coordinate" : "") +
                  (slots > 1 ? "[" + std::to_string(slots) + "]" : "") + nameSuffix(slotIndex);
  for (const Variant& v : variants) s += ":" + v.text();
  return s;
}

bool ShaderKey::needsMultisampleOffsetAssembly() const {
  if (!model::isMultisample(view)) return false;
  for (const Variant& v : variants)
    if (v.constOffset) return true;
  return false;
}

bool ShaderKey::needsSingleImage() const {
  if (usesAssemblyTemplate()) return true;
  for (const Variant& v : variants)
    if (v.constOffsets) return true;
  return false;
}

bool ShaderKey::usesMinLod() const {
  for (const Variant& v : variants)
    if (v.minLod) return true;
  return false;
}

bool ShaderKey::usesSparse() const {
  for (const Variant& v : variants)
    if (v.sparse != model::SparseRead::No) return true;
  return false;
}

int ShaderKey::variantOf(const model::FetchQuery& q) const {
  const Variant v = Variant::of(q);
  const auto it = std::lower_bound(variants.begin(), variants.end(), v);
  return it != variants.end() && *it == v ? int(it - variants.begin()) : -1;
}

int ShaderKey::pathOf(const model::FetchQuery& q, uint32_t slot) const {
  const int v = variantOf(q);
  return v < 0 ? -1 : int(slot * variants.size()) + v;
}

}  // namespace vktexel::shadergen
