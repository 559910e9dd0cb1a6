// What changes a shader's code, and nothing else: never the format, size or coordinates, so
// thousands of cases share one pipeline (DESIGN.md "framework/shadergen").
#pragma once

#include "model/fetch.h"
#include "model/formats.h"

#include <array>
#include <string>
#include <string_view>
#include <vector>

namespace vktexel::shadergen {

using Offset = std::array<int32_t, 3>;

// One compiled code path; a probe selects it at run time by its index in the key.
struct Variant {
  model::ProbeOp op = model::ProbeOp::Fetch;
  bool constOffset = false;
  bool shaderAddedOffset = false;  // coordinate + offset in the shader instead of ConstOffset
  Offset offset{0, 0, 0};
  std::string_view swizzle, mask;  // LD-14 shader-side swizzle and write mask (fetch only; static text)
  int32_t component = 0;           // gathers: the constant Component operand
  bool dynamicOffset = false;      // gathers: an Offset operand read from the probe at run time
  bool constOffsets = false;       // gathers: the ConstOffsets operand `offsets`
  model::GatherOffsets offsets{};
  model::HalfPacking pack = model::HalfPacking::None;  // gathers and lookups: the .F16 emulation
  model::SparseRead sparse =
      model::SparseRead::No;  // OpImageSparseFetch / OpImageSparseGather (SEMANTICS §8)
  bool minLod = false;        // Grad lookups: the MinLod image operand, read from the probe at run time
  // The Lod (float bits for sampled lookups) and Sample operands as shader constants, these values
  // (model::FetchQuery::literalOperands): one code path per value.
  bool literal = false;
  int32_t literalLod = 0, literalSample = 0;

  static Variant of(const model::FetchQuery& q);
  bool operator<(const Variant& o) const;
  bool operator==(const Variant& o) const;
  std::string text() const;
};

// How the shader picks the bound view a probe reads (P-21, issue 40): a constant index per code path
// (one `case` per slot), or a run-time index into the descriptor array taken from the probe:
// dynamically uniform (each workgroup reads one case, so one slot), or NonUniform-decorated with
// neighbouring invocations reading different slots (Scattered: every neighbour differs; Runs:
// runs of a few lanes on one slot). Both NonUniform forms are one GLSL text; the host permutes
// invocations to probes (run/lane_scatter.h). UniformUpdateAfterBind: Uniform, through a binding
// created UPDATE_AFTER_BIND | PARTIALLY_BOUND whose descriptors are written after the set is bound
// in the command buffer, one element past the views left unwritten (never read). UniformMutable:
// Uniform, through a VK_EXT_mutable_descriptor_type binding (vk/descriptors.h). The DescriptorBuffer
// forms read the same arrays from a descriptor buffer (VK_EXT_descriptor_buffer: every descriptor
// is bytes the host wrote, vk/descriptor_buffer.h), by a uniform index or a scattered NonUniform one.
enum class SlotIndex : uint8_t {
  Constant,
  Uniform,
  NonUniformScattered,
  NonUniformRuns,
  UniformUpdateAfterBind,
  UniformMutable,
  UniformDescriptorBuffer,
  NonUniformDescriptorBuffer,
};
// Every index form but Constant: the run-time ones (the fixed suite's twins, fuzz's draws).
inline constexpr SlotIndex kRunTimeSlotIndexes[] = {SlotIndex::Uniform,
                                                    SlotIndex::NonUniformScattered,
                                                    SlotIndex::NonUniformRuns,
                                                    SlotIndex::UniformUpdateAfterBind,
                                                    SlotIndex::UniformMutable,
                                                    SlotIndex::UniformDescriptorBuffer,
                                                    SlotIndex::NonUniformDescriptorBuffer};
// Whether a view bound with or without a sampler (separate or combined) can be read through index
// form `s`: mutable descriptors hold sampled images or texel buffers (vk/descriptors.h), never a
// combined image sampler, as D3D12 layers keep samplers in a heap of their own.
inline bool slotIndexHolds(SlotIndex s, bool withSampler, bool separateSampler) {
  return s != SlotIndex::UniformMutable || !withSampler || separateSampler;
}
// "constant", "uniform", "nonuniform", "nonuniform_runs", "update_after_bind", "mutable",
// "descriptor_buffer", "nonuniform_descriptor_buffer"
const char* toString(SlotIndex s);
// ".index_uniform" ... in keys and case names; "" for Constant.
std::string nameSuffix(SlotIndex s);
inline bool isNonUniform(SlotIndex s) {
  return s == SlotIndex::NonUniformScattered || s == SlotIndex::NonUniformRuns ||
         s == SlotIndex::NonUniformDescriptorBuffer;
}
inline bool isDescriptorBuffer(SlotIndex s) {
  return s == SlotIndex::UniformDescriptorBuffer || s == SlotIndex::NonUniformDescriptorBuffer;
}
inline bool isUpdateAfterBind(SlotIndex s) {
  return s == SlotIndex::UniformUpdateAfterBind;
}
// The descriptor array's size: the views bound, and one unwritten element for partially bound.
inline uint32_t arraySize(uint32_t slots, SlotIndex s) {
  return slots + (isUpdateAfterBind(s) ? 1 : 0);
}

struct ShaderKey {
  model::ViewType view = model::ViewType::D2;
  model::SampledType type = model::SampledType::Float;
  bool withSampler = false;  // sampler2D ... instead of texture2D ... (P-01)
  // LD-05: the SPIR-V assembly template whose fetch Coordinate has four components, the unused
  // ones holding garbage; plain fetches only.
  bool longCoordinate = false;
  std::vector<Variant> variants;  // sorted, unique
  bool shadowSampler = false;     // sampler2DShadow ...: depth-compare gathers (OpImageDrefGather)
  bool separateSampler = false;   // with withSampler: texture2D and sampler, joined as sampler2D(t, s)
  // Views bound at once, as an array indexed by constants: code path `slot * variants + variant`
  // runs a variant on one slot (run/slot_plan.h). 1: a single image, not an array.
  uint32_t slots = 1;
  SlotIndex slotIndex = SlotIndex::Constant;  // with a run-time index the images are always an array

  std::string text() const;                         // canonical text: the cache key and a readable label
  int variantOf(const model::FetchQuery& q) const;  // -1 when the key lacks it
  // The probe's code path on a slot; -1 when the key lacks its variant.
  int pathOf(const model::FetchQuery& q, uint32_t slot) const;
  // A multisample key with a ConstOffset: GLSL cannot say it, the SPIR-V template can.
  bool needsMultisampleOffsetAssembly() const;
  bool usesMinLod() const;  // a variant passes the MinLod operand (GL_ARB_sparse_texture_clamp)
  // Made from a SPIR-V assembly template (LD-05, LD2DMS-12): those bind a single image.
  bool usesAssemblyTemplate() const { return longCoordinate || needsMultisampleOffsetAssembly(); }
  // Shaders that bind one image, never an array of slots: the assembly templates, and gathers
  // with ConstOffsets, which lavapipe (Mesa 22.3) reads from the wrong array element
  // (expected/lavapipe/README.md); binding them alone keeps every case's result independent of
  // the cases packed beside it.
  bool needsSingleImage() const;
  bool usesSparse() const;  // some variant is a sparse read: the shader needs GL_ARB_sparse_texture2
};

}  // namespace vktexel::shadergen
