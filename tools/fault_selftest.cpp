#include "fault_selftest.h"

#include "model/faults.h"
#include "registry.h"
#include "selftest.h"

#include <algorithm>
#include <cstdio>
#include <map>
#include <set>

namespace vktexel::tools {
namespace {

std::vector<const CaseSpec*> casesOf(const FaultProof& proof, const Options& o) {
  CaseFilter filter;
  filter.include = proof.filters;
  std::vector<const CaseSpec*> out;
  std::set<const CaseSpec*> narrowed;
  if (!o.filter.include.empty())
    for (const CaseSpec* c : cases::select(o.filter)) narrowed.insert(c);
  for (const CaseSpec* c : cases::select(filter))
    if (o.filter.include.empty() || narrowed.count(c)) out.push_back(c);
  return out;
}

}  // namespace

const std::vector<FaultProof>& faultProofs() {
  static const std::vector<FaultProof> proofs = {
      {"oob_alpha_zero", {"ld.2d.r8_unorm.17x9.oob_*"}},
      {"ignore_offset", {"ld.2d.r32_uint.17x9.offset_*"}},
      {"gather_swap_xw", {"tld4.2d.r32_uint.16x8.comp_r"}},
      {"gather_offset_plus_one", {"tld4.2d.r32_uint.16x8.offset_m1_1"}},
      // Item 1: ties and clamps of depth compare.
      {"compare_less_as_lequal", {"tld4.2d.*.dref_less", "tld4.2d.*.dref_less_or_equal"}},
      {"compare_greater_as_gequal", {"tld4.2d.*.dref_greater", "tld4.2d.*.dref_greater_or_equal"}},
      {"compare_equal_as_never", {"tld4.2d.*.dref_equal", "tld4.2d.*.dref_never"}},
      {"compare_not_equal_as_always", {"tld4.2d.*.dref_not_equal", "tld4.2d.*.dref_always"}},
      {"dref_no_clamp", {"tld4.2d.*.dref_*"}},
      // Items 3 and 4: multisample fills of any code, edge codes in every image.
      {"srgb_no_decode", {"ld2dms.2d_ms.*srgb*.every_sample"}},
      {"packed_swap_rb", {"ld2dms.2d_ms.*_pack*.every_sample"}},
      {"snorm_min_below_minus_one", {"ld2dms.2d_ms.*snorm*.every_sample", "ld.2d.*snorm*.17x9.level0"}},
      // Item 5: views that start past level 0 and layer 0.
      {"ignore_view_base",
       {"tld4.2d_array.r8g8b8a8_unorm.*.view_base_level_layer",
        "ld2dms.2d_ms_array.r32g32b32a32_sfloat.*.base_layer1"}},
      // Issue 20: sparse residency (NotSupported, so n/a, on devices without it).
      {"sparse_page_flipped", {"sparse.2d.r8_unorm.*.fetch", "sparse.2d.r8g8b8a8_unorm.*.gather"}},
      {"gather_residency_ignores_w", {"sparse.2d.*.gather_repeat"}},
      // Issue 21: block decoders (ETC2/EAC: n/a without textureCompressionETC2).
      {"bc7_rotation_ignored", {"ld.2d.bc7_unorm_block.17x9.level0"}},
      {"bc6h_untransformed", {"ld.2d.bc6h_*.17x9.level0"}},
      {"bptc_anchor_at_15", {"ld.2d.bc*.every_mode_partition"}},
      {"etc2_h_distance_low_bit_zero", {"ld.2d.etc2_*.every_mode"}},
      {"eac_multiplier_zero_as_zero", {"ld.2d.eac_*.17x9.level0", "ld.2d.eac_*.32x32.level0"}},
      // ASTC: n/a without textureCompressionASTC_LDR. SwiftShader, the one ASTC driver here, fails
      // every every_mode case (fails.csv: astc-unorm-rgba8, astc-srgb-linear), so they are n/a there
      // too; tests/astc_test.cpp shows each fault's wrong answer rejected.
      {"astc_srgb_linear_endpoints", {"ld.2d.astc_*_srgb_block.*.every_mode"}},
      {"astc_error_as_transparent_black", {"ld.2d.astc_*.every_mode"}},
      {"astc_unorm_rounded_to_unorm8", {"ld.2d.astc_*_unorm_block.*.every_mode"}},
      // Issue 37: sampled lookups (LINEAR depth compare: n/a where no depth format filters linearly,
      // e.g. lavapipe 22.3).
      {"sample_weight_step_up", {"tex.2d.r32g32b32a32_sfloat.16x8.weights"}},
      {"srgb_after_filtering", {"tex.2d.*srgb*.16x8.filter"}},
      {"compare_after_filtering", {"tex.2d.*.dref_linear_*"}},
      {"layer_floored", {"tex.2d_array.*.layers", "tex.cube_array.*.cube_index"}},
      {"border_all_components", {"tex.2d.*.16x8.border_opaque_white"}},
      {"mag_min_swapped", {"tex.2d.*.mag_*_min_*"}},
      // Issue 38: level of detail.
      {"lod_min_ignored", {"tex.2d.*.level_linear_minlod_*"}},
      {"level_base_ignored", {"tex.2d.*.level_linear_view_*"}},
      {"lod_bias_ignored", {"tex.2d.*.level_*bias*"}},
      {"grad_scale_level0", {"tex.2d.*.grad_*_view_*"}},
      {"minlod_operand_ignored", {"tex.2d.*.grad_minlod_*"}},
      {"cube_grad_unprojected", {"tex.cube*.grad_*"}},
      // Sparse lookups (NotSupported, so n/a, without sparseResidencyImage2D).
      {"lookup_residency_fine_only", {"tex.2d.*.sparse_lookup_tail_unbound"}},
      // Issue 43: state the suite once held at one value (docs/fixed-state.md).
      {"buffer_view_offset_ignored", {"ld.buffer_view.*.window"}},
      {"buffer_view_bound_by_buffer", {"ld.buffer_view.*.window_oob.rba2", "txq.buffer_view.*.size"}},
      {"address_w_as_u", {"tex.3d.*.address_axes_*"}},
      {"lookup_offset_ignored", {"tex.2d.*.dref_*_offset_*", "tex.2d.*.16x8.offset_*"}},
      // Issue 54: one branch (one alpha, delta, layer, face) for the whole result.
      {"channel_alpha_split", {"tex.2d.r32g32b32a32_sfloat.16x8.weights"}},
      {"channel_delta_split", {"tex.2d.*.16x8.level_linear"}},
      {"mag_blended", {"tex.2d.*.level_linear_switch", "tex.2d.*.grad_mag_linear_min_nearest_straddle"}},
      {"layer_per_level", {"tex.2d_array.*.level_linear_layer_half"}},
      {"tied_face_by_lod", {"tex.cube*.ties_across_lods"}},
      {"dref_mips_unblended", {"tex.2d.*.dref_levels_mag_nearest_min_nearest_mip_linear"}},
      {"cube_grad_signed_major", {"tex.cube*.grad_*"}},
      {"border_unmapped", {"tex.2d.*.border_*_swizzle_*"}},
  };
  return proofs;
}

FaultScore runFaultSelftest(const Options& o) {
  std::printf(
      "\nmodel faults (the model plays a driver with one bug; killed when a case that passes with the "
      "right model fails):\n");
  std::printf("%-31s %6s %14s  %s\n", "fault", "cases", "cases failed", "verdict");
  FaultScore score;
  // A fault no case is named to catch could never be killed: it counts as a survivor.
  for (const model::FaultInfo& f : model::allModelFaults())
    if (std::none_of(faultProofs().begin(), faultProofs().end(),
                     [&](const FaultProof& p) { return p.fault == std::string(f.name); })) {
      std::printf("%-31s %6s %14s  SURVIVED (no case is named to catch it: tools/fault_selftest.cpp)\n",
                  f.name, "0", "-");
      ++score.applicable;
    }
  // Each fault's cases, and one reference run over all of them: which pass with the right model.
  std::vector<std::vector<const CaseSpec*>> casesOfProof;
  std::vector<const CaseSpec*> all;
  std::set<const CaseSpec*> seen;
  for (const FaultProof& proof : faultProofs()) {
    casesOfProof.push_back(casesOf(proof, o));
    for (const CaseSpec* c : casesOfProof.back())
      if (seen.insert(c).second) all.push_back(c);
  }
  std::map<std::string, Outcome> before;
  std::map<std::string, std::string> messages;  // why a case did not pass (NotSupported: the feature)
  if (!all.empty())
    for (const CaseResult& r : runSelftestCases(o, all, nullptr, true).cases) {
      before[r.name] = r.outcome;
      messages[r.name] = r.message;
    }
  std::vector<std::string> notApplicable;
  for (size_t i = 0; i < faultProofs().size(); ++i) {
    const FaultProof& proof = faultProofs()[i];
    const std::vector<const CaseSpec*>& cases = casesOfProof[i];
    if (cases.empty()) {
      std::printf("%-31s %6s %14s  n/a (no selected case)\n", proof.fault, "0", "-");
      notApplicable.push_back(proof.fault);
      continue;
    }
    size_t passing = 0;
    for (const CaseSpec* c : cases) passing += before[c->name] == Outcome::Pass;
    if (!passing) {
      // The reason: the first case's outcome and message (NotSupported names the feature).
      const std::string& name = cases.front()->name;
      std::string why =
          std::string(toString(before[name])) + (messages[name].empty() ? "" : ": " + messages[name]);
      if (why.size() > 100) why = why.substr(0, 97) + "...";
      std::printf("%-31s %6zu %14s  n/a (no case passes on this device; %s, e.g. %s)\n", proof.fault,
                  cases.size(), "-", why.c_str(), name.c_str());
      notApplicable.push_back(proof.fault);
      continue;
    }
    model::ModelFaults faults;
    model::enableFault(faults, proof.fault);
    size_t failed = 0;
    std::string first;
    const RunResults results = runSelftestCases(o, cases, nullptr, true, faults);
    if ((score.interruptedBy = results.interruptedBy)) return score;
    for (const CaseResult& r : results.cases)
      if (before[r.name] == Outcome::Pass && r.outcome == Outcome::Fail && !failed++) first = r.name;
    ++score.applicable;
    score.killed += failed > 0;
    const std::string failedText = std::to_string(failed) + " of " + std::to_string(passing);
    std::printf("%-31s %6zu %14s  %s%s\n", proof.fault, cases.size(), failedText.c_str(),
                failed ? "killed" : "SURVIVED", failed ? (" (e.g. " + first + ")").c_str() : "");
    std::fflush(stdout);
  }
  std::printf("model faults: %zu killed of %zu", score.killed, score.applicable);
  if (!notApplicable.empty()) {
    std::printf(", %zu n/a:", notApplicable.size());
    for (const std::string& f : notApplicable) std::printf(" %s", f.c_str());
  }
  std::printf("\n");
  return score;
}

}  // namespace vktexel::tools
