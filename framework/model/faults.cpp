#include "model/faults.h"

#include <stdexcept>

namespace vktexel::model {

const std::vector<FaultInfo>& allModelFaults() {
  static const std::vector<FaultInfo> faults = {
      {"oob_alpha_zero", "robustImageAccess2 out of bounds gives alpha 0 where the format has none",
       &ModelFaults::oobAlphaZero},
      {"ignore_offset", "fetch ConstOffset not applied", &ModelFaults::ignoreOffset},
      {"gather_swap_xw", "gather footprint order: x and w swapped", &ModelFaults::gatherSwapXW},
      {"gather_offset_plus_one", "gather offsets one texel too far on x", &ModelFaults::gatherOffsetPlusOne},
      {"compare_less_as_lequal", "depth compare LESS and LEQUAL swapped", &ModelFaults::compareLessAsLequal},
      {"compare_greater_as_gequal", "depth compare GREATER and GEQUAL swapped",
       &ModelFaults::compareGreaterAsGequal},
      {"compare_equal_as_never", "depth compare EQUAL and NEVER swapped", &ModelFaults::compareEqualAsNever},
      {"compare_not_equal_as_always", "depth compare NOT_EQUAL and ALWAYS swapped",
       &ModelFaults::compareNotEqualAsAlways},
      {"dref_no_clamp", "Dref not clamped to [0, 1] on UNORM depth", &ModelFaults::drefNoClamp},
      {"srgb_no_decode", "sRGB texels returned without the sRGB-to-linear decode",
       &ModelFaults::srgbNoDecode},
      {"packed_swap_rb", "packed formats: the R and B bit fields swapped", &ModelFaults::packedSwapRB},
      {"snorm_min_below_minus_one", "SNORM's most negative code reads below -1.0",
       &ModelFaults::snormMinBelowMinusOne},
      {"ignore_view_base", "gathers and multisample fetches ignore the view's base level and layer",
       &ModelFaults::ignoreViewBase},
      {"sparse_page_flipped", "sparse: the first page of level 0, layer 0 reads as bound the other way",
       &ModelFaults::sparsePageFlipped},
      {"gather_residency_ignores_w", "sparse gathers: residency ignores the footprint's w texel (i0, j0)",
       &ModelFaults::gatherResidencyIgnoresW},
      {"bc7_rotation_ignored", "BC7 modes 4 and 5: the rotation bits not applied",
       &ModelFaults::bc7RotationIgnored},
      {"bc6h_untransformed", "BC6H: transformed endpoints read as absolute values, not deltas from E0",
       &ModelFaults::bc6hUntransformed},
      {"bptc_anchor_at_15", "BC6H/BC7: the second subset's anchor index always taken as texel 15",
       &ModelFaults::bptcAnchorAt15},
      {"etc2_h_distance_low_bit_zero",
       "ETC2 H mode: the distance index's implicit lowest bit (colour 1 >= 2) always 0",
       &ModelFaults::etc2HDistanceLowBitZero},
      {"eac_multiplier_zero_as_zero", "EAC R11/RG11: a multiplier of 0 read as 0 instead of 1/8",
       &ModelFaults::eacMultiplierZeroAsZero},
      {"astc_srgb_linear_endpoints",
       "ASTC sRGB: decoded as linear LDR (endpoints x 257, not (x << 8) | 0x80) and rounded to 8 bits, "
       "not the top 8 bits of C",
       &ModelFaults::astcSrgbLinearEndpoints},
      {"astc_error_as_transparent_black",
       "ASTC: illegal blocks and HDR endpoints read (0, 0, 0, 0), not magenta",
       &ModelFaults::astcErrorAsTransparentBlack},
      {"astc_unorm_rounded_to_unorm8",
       "ASTC UNORM: the decode_float16 result rounded to the nearest UNORM8 code (an RGBA8 copy)",
       &ModelFaults::astcUnormRoundedToUnorm8},
      {"sample_weight_step_up",
       "sampled lookups, LINEAR: alpha one sub-texel step above the grid point either rounding gives",
       &ModelFaults::sampleWeightStepUp},
      {"srgb_after_filtering", "sampled lookups: sRGB codes filtered, then decoded (not decoded first)",
       &ModelFaults::srgbAfterFiltering},
      {"compare_after_filtering",
       "sampled lookups: depths filtered, then compared with Dref (not each texel compared first)",
       &ModelFaults::compareAfterFiltering},
      {"layer_floored", "sampled lookups: the array layer floored, not rounded", &ModelFaults::layerFloored},
      {"border_all_components",
       "sampled lookups: a border texel carries every border component, not only the format's",
       &ModelFaults::borderAllComponents},
      {"mag_min_swapped", "sampled lookups: minFilter at lambda <= 0 and magFilter above",
       &ModelFaults::magMinSwapped},
      {"lod_min_ignored", "sampled lookups: the sampler's minLod not applied to lambda",
       &ModelFaults::lodMinIgnored},
      {"lod_bias_ignored", "sampled lookups: the sampler's mipLodBias not added to lambda",
       &ModelFaults::lodBiasIgnored},
      {"grad_scale_level0",
       "sampled lookups, Grad: the derivatives scaled by the image's level 0, not the view's base level",
       &ModelFaults::gradScaleLevel0},
      {"minlod_operand_ignored", "sampled lookups, Grad: the MinLod image operand not applied to lambda",
       &ModelFaults::minLodOperandIgnored},
      {"lookup_residency_fine_only",
       "sparse sampled lookups: residency from the finer level of a LINEAR mip blend alone",
       &ModelFaults::lookupResidencyFineOnly},
      {"cube_grad_unprojected",
       "sampled lookups, Grad on cubes: the direction's derivatives scaled by the face size on three axes, "
       "not projected onto the face",
       &ModelFaults::cubeGradUnprojected},
      {"level_base_ignored",
       "sampled lookups: the level counted from the image's level 0, not the view's base",
       &ModelFaults::levelBaseIgnored},
      {"buffer_view_offset_ignored",
       "texel buffers: the view's offset ignored, element i read from the buffer's start",
       &ModelFaults::bufferViewOffsetIgnored},
      {"buffer_view_bound_by_buffer",
       "texel buffers: reads bounded by the buffer's end, not the view's range",
       &ModelFaults::bufferViewBoundByBuffer},
      {"lookup_offset_ignored",
       "sampled lookups, depth-compared ones too: the ConstOffset operand not applied",
       &ModelFaults::lookupOffsetIgnored},
      {"address_w_as_u", "sampled lookups on 3D views: the w axis wrapped with addressModeU",
       &ModelFaults::addressWAsU},
      {"channel_alpha_split",
       "sampled lookups, LINEAR: R and B weighted at alpha rounded down, G and A at alpha rounded up "
       "(no one alpha for the texel)",
       &ModelFaults::channelAlphaSplit},
      {"channel_delta_split",
       "sampled lookups, LINEAR mips: R and B blended at delta rounded down, G and A at delta rounded up",
       &ModelFaults::channelDeltaSplit},
      {"mag_blended",
       "sampled lookups, LINEAR mips: magFilter's result blended with the next level at one "
       "mipmapPrecisionBits step (never blended by the spec)",
       &ModelFaults::magBlended},
      {"layer_per_level",
       "sampled lookups, LINEAR mips at a tied layer (k + 1/2): the finer level reads layer k, the "
       "coarser k + 1",
       &ModelFaults::layerPerLevel},
      {"tied_face_by_lod",
       "sampled lookups, a direction on a cube edge or corner: the first tied face at even levels, the "
       "last at odd ones (the face chosen by the Lod, not the direction alone)",
       &ModelFaults::tiedFaceByLod},
      {"dref_mips_unblended",
       "depth-compared lookups, NEAREST filters, LINEAR mips: either level's 0 or 1, not their blend",
       &ModelFaults::drefMipsUnblended},
      {"cube_grad_signed_major",
       "sampled lookups, Grad on negative cube faces: the projection takes d(r_c) signed, not the "
       "Derivative Selection table's d|r_c|",
       &ModelFaults::cubeGradSignedMajor},
      {"border_unmapped",
       "sampled lookups and gathers: a border texel returned without the view's component mapping",
       &ModelFaults::borderUnmapped},
  };
  return faults;
}

void enableFault(ModelFaults& faults, const std::string& name) {
  std::string known;
  for (const FaultInfo& f : allModelFaults()) {
    if (name == f.name) {
      faults.*f.flag = true;
      return;
    }
    known += (known.empty() ? "" : ", ") + std::string(f.name);
  }
  throw std::invalid_argument("unknown --model-fault '" + name + "' (known: " + known + ")");
}

std::string faultNames(const ModelFaults& faults) {
  std::string s;
  for (const FaultInfo& f : allModelFaults())
    if (faults.*f.flag) s += (s.empty() ? "" : ", ") + std::string(f.name);
  return s;
}

}  // namespace vktexel::model
