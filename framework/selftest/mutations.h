// Mutation operators for `vktexel selftest` (issue 8): each rewrites a generated SPIR-V module so
// that it breaks one documented semantic of the fetch, gather and sampled-lookup instructions, and the run of
// the cases that check that semantic must then fail. The rewrite works on the module's words (the SPIRV-Tools
// binary parser gives every operand's kind), adds the constants and instructions it needs with fresh ids, and
// leaves every other word alone; callers validate the result.
#pragma once

#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

namespace vktexel::selftest {

enum class Mutation {
  GatherComponent,     // OpImageGather's Component k -> (k + 1) % 4 (P-22, S-01)
  ConstOffsetPlusOne,  // ConstOffset of OpImageFetch/Gather/DrefGather: x + 1 (LD-09, LD2DMS-12, P-26)
  LodPlusOne,          // OpImageFetch's Lod and OpImageQuerySizeLod's level: + 1 (LD-04, P-36)
  SampleXorOne,        // OpImageFetch's Sample operand: sample ^ 1 (LD2DMS-01, LD2DMS-03)
  ResultSwizzle,       // a fetch, gather or size query result: .x and .y swapped (LD-14, P-23, P-30)
  OobClamp,           // OpImageFetch's Coordinate clamped into the image: OOB reads texels (LD-03, LD2DMS-02)
  CoordinateStep,     // OpImageSample*ExplicitLod's s + 2^-12: one 2^-8 sub-texel step on 16 texels (P-07)
  DrefInverted,       // the Dref of OpImageSampleDrefExplicitLod and OpImageDrefGather: 1 - Dref (P-10, P-25)
  CubeTieAlternates,  // cube lookups' direction scaled so even and odd invocations break a tie apart (P-13)
  SamplerAtTextureIndex,  // OpSampledImage joins the sampler at its texture's array index (P-01)
  LodPlusQuarter,  // a sampled lookup's Lod + 1/4: another mip blend, or the other NEAREST level (P-06)
  GradXDoubled,    // the Grad operand's dP/dx: its first component doubled (one level up on that axis, P-40)
  FirstLaneDescriptor,  // a run-time descriptor index replaced by the subgroup's first active lane's (P-21)
};

struct MutationInfo {
  Mutation mutation;
  const char* name;      // e.g. "const_offset_plus_one"
  const char* semantic;  // what it breaks
};

// Every mutation, in a fixed order.
const std::vector<MutationInfo>& allMutations();
const MutationInfo& infoOf(Mutation m);

// A module the SPIR-V binary parser rejects.
struct MalformedModule : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// Rewrites every site of the mutation in the module and returns how many it rewrote; with none
// the module is left unchanged. Throws MalformedModule.
size_t applyMutation(Mutation m, std::vector<uint32_t>& spirv);

}  // namespace vktexel::selftest
