// Deliberately wrong model rules, used only to prove that the suite catches a wrong answer: with a
// fault the model plays a driver with that bug, so a correct driver must then fail the cases that
// check the rule (`vktexel selftest`, `--model-fault NAME`).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace vktexel::model {

// The cited bounds, one bit each (model/cited_bounds.h names them).
namespace CitedBoundKind {
constexpr uint8_t BcPalette = 1;      // D3D11.3 19.5.2 (BC1-BC5 palettes; BC1-BC3 sRGB input, 19.5.6)
constexpr uint8_t SrgbDecode = 2;     // D3D11.3 3.2.3.7 (sRGB to float, half a code)
constexpr uint8_t SrgbLookup = 4;     // VK-GL-CTS's sRGB LINEAR lookup threshold
constexpr uint8_t FilterReading = 8;  // the stated reading of filter arithmetic (model/filter_arithmetic.h)
constexpr uint8_t CoordinateAccuracy =
    16;  // "about 1 part in 10^5" read for s x size (model/sample_coordinates.h)
}  // namespace CitedBoundKind

struct ModelFaults {
  // Not a fault: the model's reading widened to the named, cited precision bounds
  // (model/cited_bounds.h), for the QualityWarning tier; never listed by faultNames.
  bool citedBounds = false;
  // Which of those bounds it turns on (CitedBoundKind bits): all of them unless the judging step,
  // naming the one bound a result needed, tries them one set at a time.
  uint8_t citedBoundKinds = 0xff;
  bool cites(uint8_t kind) const { return citedBounds && (citedBoundKinds & kind); }
  bool oobAlphaZero = false;         // RIA2 OOB gives alpha 0 for formats without alpha
  bool ignoreOffset = false;         // ConstOffset not applied
  bool gatherSwapXW = false;         // gather returns (i0,j0) in x and (i0,j1) in w (a footprint-order bug)
  bool gatherOffsetPlusOne = false;  // gather offsets (all forms) one texel too far on x
  // Depth compare: each op read as its neighbour, which differs from it only on a tie (P-25, S-05).
  bool compareLessAsLequal = false;      // LESS <-> LEQUAL
  bool compareGreaterAsGequal = false;   // GREATER <-> GEQUAL
  bool compareEqualAsNever = false;      // EQUAL <-> NEVER
  bool compareNotEqualAsAlways = false;  // NOT_EQUAL <-> ALWAYS
  bool drefNoClamp = false;              // Dref not clamped to [0, 1] on UNORM depth
  bool srgbNoDecode = false;             // sRGB components read as UNORM (no sRGB-to-linear decode)
  bool packedSwapRB = false;             // packed formats: R and B bit fields swapped
  bool snormMinBelowMinusOne = false;    // SNORM's most negative code reads -2^(b-1) / (2^(b-1) - 1)
  bool ignoreViewBase = false;           // gathers and multisample fetches ignore the view's base level/layer
  bool sparsePageFlipped = false;        // sparse: the first page of level 0, layer 0 bound the other way
  bool gatherResidencyIgnoresW = false;  // sparse gathers: residency ignores the footprint's w texel (i0, j0)
  bool bc7RotationIgnored = false;       // BC7 modes 4 and 5: the rotation bits not applied
  bool bc6hUntransformed = false;        // BC6H: transformed endpoints read as absolute, not deltas from E0
  bool bptcAnchorAt15 = false;           // BC6H/BC7: every second-subset anchor taken as texel 15
  bool etc2HDistanceLowBitZero = false;  // ETC2 H mode: the distance index's implicit lowest bit always 0
  bool eacMultiplierZeroAsZero = false;  // EAC R11: a multiplier of 0 read as 0, not 1/8
  bool astcSrgbLinearEndpoints = false;  // ASTC sRGB: decoded as linear LDR, rounded to 8 bits
  bool astcErrorAsTransparentBlack = false;  // ASTC: the error colour read as (0, 0, 0, 0)
  bool astcUnormRoundedToUnorm8 = false;     // ASTC UNORM: the FP16 result rounded to a UNORM8 code
  // Sampled lookups (SEMANTICS §14):
  bool sampleWeightStepUp = false;     // LINEAR: alpha one sub-texel step above both of the grid's roundings
  bool srgbAfterFiltering = false;     // sRGB: the codes filtered, then decoded
  bool compareAfterFiltering = false;  // depth compare: the depths filtered, then compared with Dref
  bool layerFloored = false;           // the layer coordinate floored, not rounded
  bool borderAllComponents = false;    // a border texel carries all four border components
  bool magMinSwapped = false;          // magFilter above lambda 0, minFilter at and below
  bool lodMinIgnored = false;          // the sampler's minLod not applied to lambda
  bool levelBaseIgnored = false;       // sampled lookups: d' counted from level 0, not the view's base
  bool lodBiasIgnored = false;         // the sampler's mipLodBias not added to lambda
  bool gradScaleLevel0 = false;  // Grad: derivatives scaled by level 0's size, not the view's base level's
  bool minLodOperandIgnored = false;  // Grad: the MinLod image operand not applied to lambda
  // Grad on cubes: the direction's derivatives taken as a 3D image's, not projected onto the face.
  bool cubeGradUnprojected = false;
  // Sparse lookups: residency from the finer level of a LINEAR mip blend alone.
  bool lookupResidencyFineOnly = false;
  // Fields the suite once held at one value (issue 43, docs/fixed-state.md):
  bool bufferViewOffsetIgnored = false;  // texel buffers: element i read from the buffer's start
  bool bufferViewBoundByBuffer = false;  // texel buffers: reads bounded by the buffer, not the view's range
  bool addressWAsU = false;              // sampled lookups: the w axis wrapped with addressModeU
  bool lookupOffsetIgnored = false;      // sampled lookups (depth-compared ones too): ConstOffset not applied
  // One branch for the whole result (issue 54): wrong drivers the old per-channel box let pass.
  bool channelAlphaSplit = false;    // LINEAR: R and B at alpha rounded down, G and A rounded up
  bool channelDeltaSplit = false;    // LINEAR mips: R and B at delta rounded down, G and A rounded up
  bool magBlended = false;           // magFilter's result blended with the next level at one grid step
  bool layerPerLevel = false;        // a tied layer: the finer level's lower, the coarser level's upper
  bool tiedFaceByLod = false;        // a tied cube face: the first at even levels, the last at odd ones
  bool drefMipsUnblended = false;    // depth compare, NEAREST filters, LINEAR mips: one level, no blend
  bool cubeGradSignedMajor = false;  // Grad on negative cube faces: d(r_c) signed, not d|r_c|
  bool borderUnmapped = false;       // sampled lookups: a border texel skips the view's component mapping
};

struct FaultInfo {
  const char* name;      // the --model-fault name, e.g. "compare_less_as_lequal"
  const char* semantic;  // the wrong driver it plays
  bool ModelFaults::*flag;
};

// Every fault, in a fixed order.
const std::vector<FaultInfo>& allModelFaults();
// Turns on the fault called `name`; std::invalid_argument (naming the known ones) if there is none.
void enableFault(ModelFaults& faults, const std::string& name);
// The names of the faults that are on, comma-separated ("" when none).
std::string faultNames(const ModelFaults& faults);

}  // namespace vktexel::model
