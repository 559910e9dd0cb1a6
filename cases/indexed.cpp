// PTX's indirect texture access (P-21): `tex` takes its texture from a register at run time. Core
// Vulkan has no texture handles; its nearest forms are descriptor arrays indexed at run time, the
// paths D3D12 translation layers and bindless engines read every texture through. Each case here is
// a twin of a case of its family (same image, view, sampler, probes and model expectation) read
// through the descriptor array with a run-time index instead of a constant one:
//   .index_uniform          the slot read from the probe buffer; each workgroup runs one case, so
//                           the index is dynamically uniform (shaderSampledImageArrayDynamicIndexing);
//   .index_nonuniform       NonUniform-decorated, and invocations permuted so that neighbouring ones
//                           read different cases, bound at different slots (run/lane_scatter.h);
//   .index_nonuniform_runs  the same in runs of 4 invocations per slot;
//   .index_update_after_bind  uniform, through an UPDATE_AFTER_BIND | PARTIALLY_BOUND binding
//                           written after the set is bound, one array element never written;
//   .index_mutable          uniform, through a VK_EXT_mutable_descriptor_type binding that may hold
//                           a sampled image or a texel buffer (not for combined image samplers);
//   .index_descriptor_buffer  uniform, the array's descriptors written as bytes into a descriptor
//                           buffer (VK_EXT_descriptor_buffer), the nearest thing to a PTX handle;
//   .index_nonuniform_descriptor_buffer  the same, scattered NonUniform as .index_nonuniform.
// The twins of one family and shape share dispatches, and their images differ in format, size,
// levels and base level, so a lane that reads a neighbour's descriptor gets texels no right answer
// holds. The originals are chosen away from the cases the end-to-end tests select by glob, whose
// counts those tests check.
#include "registry.h"
#include "twins.h"

#include <string>

namespace vktexel::cases {
namespace {

using shadergen::SlotIndex;

const char* descriptionOf(SlotIndex index) {
  switch (index) {
    case SlotIndex::Uniform:
      return "; the view taken from a descriptor array by a dynamically uniform run-time index";
    case SlotIndex::UniformMutable:
      return "; the view taken by a dynamically uniform index from an array of mutable descriptors "
             "(VK_EXT_mutable_descriptor_type) written as sampled images or texel buffers";
    case SlotIndex::UniformDescriptorBuffer:
      return "; the view taken by a dynamically uniform index from a descriptor array held in a descriptor "
             "buffer (VK_EXT_descriptor_buffer)";
    case SlotIndex::NonUniformDescriptorBuffer:
      return "; the view taken from a descriptor array held in a descriptor buffer "
             "(VK_EXT_descriptor_buffer) "
             "by a NonUniform index that differs between neighbouring invocations";
    case SlotIndex::UniformUpdateAfterBind:
      return "; the view taken by a dynamically uniform index from a partially bound, update-after-bind "
             "descriptor array written after the set was bound";
    default:
      return "; the view taken from a descriptor array by a NonUniform index that differs between "
             "neighbouring invocations";
  }
}

// Twins of the named cases, made by the family's builders, with every run-time index.
void addTwins(const CaseSpec* family, size_t count, std::vector<CaseSpec>& out,
              std::initializer_list<const char*> names) {
  for (const CaseSpec& c : originalsNamed(family, count, names, "indexed.cpp"))
    for (SlotIndex index : shadergen::kRunTimeSlotIndexes) {
      if (!shadergen::slotIndexHolds(index, c.view.withSampler, c.view.separateSampler)) continue;
      CaseSpec twin = c;
      twin.name += shadergen::nameSuffix(index);
      twin.slotIndex = index;
      twin.clauses.insert(twin.clauses.begin(), "P-21");
      twin.description += descriptionOf(index);
      out.push_back(std::move(twin));
    }
}

}  // namespace

void addLdIndexed(const CaseSpec* family, size_t count, std::vector<CaseSpec>& out) {
  addTwins(family, count, out,
           {"ld.2d.r8g8b8a8_snorm.17x9.level0", "ld.2d.r32g32b32a32_sfloat.32x32.level0",
            "ld.2d.r16g16b16a16_sfloat.17x9.level0", "ld.2d.b8g8r8a8_srgb.32x32.level0",
            "ld.2d.r8g8_unorm.17x9.level0", "ld.2d.a2b10g10r10_unorm_pack32.32x32.level0",
            "ld.2d.r8g8b8a8_unorm.32x32.level3", "ld.2d.r8g8b8a8_unorm.32x32.view_subrange",
            "ld.2d.r32_uint.17x9.level0", "ld.2d.r8g8b8a8_uint.32x32.level0", "ld.2d.r16g16_uint.17x9.level0",
            "ld.buffer.r8g8b8a8_unorm.257.texels", "ld.buffer.r32g32b32a32_sfloat.257.texels",
            "ld.buffer.b8g8r8a8_srgb.257.texels", "ld.buffer.r8_unorm.257.texels",
            "ld.buffer.r16g16b16a16_sfloat.257.texels", "ld.buffer.r32_uint.257.texels",
            "ld.buffer.r8g8b8a8_uint.257.texels"});
}

void addLd2dmsIndexed(const CaseSpec* family, size_t count, std::vector<CaseSpec>& out) {
  addTwins(
      family, count, out,
      {"ld2dms.2d_ms.b8g8r8a8_unorm.8x5_s4.every_sample", "ld2dms.2d_ms.r8g8b8a8_snorm.8x5_s4.every_sample",
       "ld2dms.2d_ms.r32g32b32a32_sfloat.8x5_s4.every_sample",
       "ld2dms.2d_ms.r16g16b16a16_sfloat.8x5_s4.every_sample"});
}

void addTld4Indexed(const CaseSpec* family, size_t count, std::vector<CaseSpec>& out) {
  addTwins(family, count, out,
           {"tld4.2d.r8g8b8a8_snorm.16x8.comp_g", "tld4.2d.r32g32b32a32_sfloat.16x8.comp_g",
            "tld4.2d.b8g8r8a8_srgb.16x8.comp_g", "tld4.2d.r16g16b16a16_sfloat.16x8.comp_a",
            "tld4.2d.r8g8b8a8_unorm.13x7.address_repeat", "tld4.2d.r8g8b8a8_snorm.16x8.border_opaque_white"});
}

void addTexIndexed(const CaseSpec* family, size_t count, std::vector<CaseSpec>& out) {
  addTwins(family, count, out,
           {"tex.2d.r8g8b8a8_unorm.16x8.filter", "tex.2d.r8g8b8a8_unorm.13x7.filter",
            "tex.2d.b8g8r8a8_srgb.16x8.filter", "tex.2d.r16g16b16a16_sfloat.16x8.filter",
            "tex.2d.r32g32b32a32_sfloat.16x8.weights", "tex.2d.r8g8b8a8_unorm.16x8.border_opaque_white",
            "tex.2d.r8g8b8a8_unorm.16x8.address_mirrored_repeat",
            "tex.2d.r8g8b8a8_unorm.16x8.filter_separate", "tex.2d.r32g32b32a32_sfloat.16x8.weights_separate",
            "tex.2d.r8g8b8a8_unorm.16x8.border_opaque_white_separate",
            "tex.2d.r8g8b8a8_unorm.16x8.address_mirrored_repeat_separate"});
}

void addTxqIndexed(const CaseSpec* family, size_t count, std::vector<CaseSpec>& out) {
  // Every size query at Lod 0: a Lod that differs between lanes is the size_varying_lod cases' subject.
  addTwins(family, count, out,
           {"txq.2d.r8g8b8a8_unorm.17x9.size_lod0", "txq.2d.r8g8b8a8_unorm.17x9.view_subrange_size_lod0",
            "txq.2d.r32g32b32a32_sfloat.32x32.size_lod0", "txq.2d.r8g8b8a8_snorm.32x32.levels",
            "txq.2d.r8g8b8a8_unorm.17x9.view_subrange_levels"});
}

}  // namespace vktexel::cases
