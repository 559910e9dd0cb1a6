// Gather offsets (P-26, S-03; SEMANTICS §5.1, §5.4): the dynamic Offset operand, ConstOffsets
// (including the set that reproduces the default footprint), and every value of NVIDIA's 6-bit
// AOFFI range [-32, 31] as ConstOffset and as Offset. Each value is its own case, so a device with
// narrower gather limits reports exactly the values it lacks as NotSupported. Offsets move the
// footprint before any texel is decoded: they run on the layout representatives
// (representatives.h), the full range on one format per sampled type.
#include "gather_probes.h"
#include "registry.h"
#include "representatives.h"

#include <array>

namespace vktexel::cases {
namespace {

using model::Tier;

const Shape kShapes[] = {
    {"2d", model::ViewType::D2, model::ImageDim::D2, 16, 8, 1, 1},
    {"2d_array", model::ViewType::D2Array, model::ImageDim::D2, 16, 8, 1, 3},
};
// A square large enough that every offset in [-32, 31] from the centre stays inside.
const Shape kRangeShape{"2d", model::ViewType::D2, model::ImageDim::D2, 64, 64, 1, 1};
constexpr int32_t kRangeMin = -32, kRangeMax = 31;

struct NamedOffsets {
  const char* name;
  model::GatherOffsets offsets;
};
const NamedOffsets kOffsetSets[] = {
    {"default_footprint", {{{0, 1}, {1, 1}, {1, 0}, {0, 0}}}},  // reproduces the plain gather (§5.1)
    {"corners", {{{-8, -8}, {7, -8}, {7, 7}, {-8, 7}}}},
    {"mixed", {{{-3, 2}, {5, -1}, {0, 0}, {2, 6}}}},
};

CaseSpec make(const model::FormatInfo& f, const Shape& s, const std::string& aspect,
              std::vector<std::string> clauses, std::string text) {
  CaseSpec c = makeCase("tld4", s, f, aspect, Tier::None, std::move(clauses), std::move(text));
  c.view.withSampler = true;
  return c;
}

float lastLayer(const Shape& s) {
  return s.arrayed() ? float(s.layers - 1) : 0.0f;
}

CaseSpec dynamicCase(const model::FormatInfo& f, const Shape& s) {
  CaseSpec c = make(f, s, "offset_dynamic", {"P-26", "S-03", "P-23"},
                    "the Offset operand as a run-time value (shaderImageGatherExtended), within the spec's "
                    "minimum gather range [-8, 7]");
  const std::array<int32_t, 2> offsets[] = {{-8, 0}, {7, 0},  {0, -8}, {0, 7},
                                            {-1, 1}, {-8, 7}, {3, -5}, {0, 0}};
  for (int k : {0, 3})
    for (const auto& o : offsets)
      for (int32_t j : {0, 3})
        for (int32_t i : {0, 9}) {
          Probe p = gatherAt(s, i, j, lastLayer(s), k,
                             "dynamic offset (" + std::to_string(o[0]) + "," + std::to_string(o[1]) + ")");
          p.query.offset = {o[0], o[1], 0};
          p.query.dynamicOffset = true;
          c.probes.push_back(p);
        }
  return c;
}

CaseSpec constOffsetsCase(const model::FormatInfo& f, const Shape& s, const NamedOffsets& set) {
  CaseSpec c = make(f, s, std::string("const_offsets_") + set.name, {"P-26", "S-03", "P-23"},
                    std::string("ConstOffsets ") + set.name +
                        ": texel k of the result is (i0, j0) + offset k, no implicit 2x2 pattern");
  for (int k : {0, 1, 3})
    for (int32_t j : {0, 3, int32_t(s.height) - 2})
      for (int32_t i : {0, 6, int32_t(s.width) - 2}) {
        Probe p = gatherAt(s, i, j, lastLayer(s), k, "ConstOffsets " + std::string(set.name));
        p.query.constOffsets = true;
        p.query.offsets = set.offsets;
        c.probes.push_back(p);
      }
  return c;
}

// One offset value on one axis, from the centre of a 64 x 64 image.
CaseSpec rangeCase(const model::FormatInfo& f, int axis, int32_t value, bool dynamic) {
  const std::string axisName = axis == 0 ? "x" : "y";
  CaseSpec c =
      make(f, kRangeShape,
           std::string(dynamic ? "offset_range_dynamic_" : "offset_range_const_") + axisName + "_" +
               signedName(value),
           {"P-26", "S-03"},
           std::string(dynamic ? "Offset" : "ConstOffset") + " " + std::to_string(value) + " on " + axisName +
               ": the TLD4S 6-bit AOFFI range [-32, 31], gated by the device's gather "
               "offset limits");
  c.batchGroup = "gather_offset_range";
  for (int k : {0, 3})
    for (int32_t other : {20, 41}) {
      Probe p =
          gatherAt(kRangeShape, axis == 0 ? 31 : other, axis == 0 ? other : 31, 0, k, "from the centre");
      p.query.offset = {axis == 0 ? value : 0, axis == 0 ? 0 : value, 0};
      (dynamic ? p.query.dynamicOffset : p.query.constOffset) = true;
      c.probes.push_back(p);
    }
  return c;
}

}  // namespace

void addTld4Offsets(std::vector<CaseSpec>& out) {
  for (const model::FormatInfo& f : model::sampledFormats()) {
    if (!isLayoutRepresentative(f)) continue;
    for (const Shape& s : kShapes) {
      out.push_back(dynamicCase(f, s));
      for (const NamedOffsets& set : kOffsetSets) out.push_back(constOffsetsCase(f, s, set));
    }
    if (!isGatherRepresentative(f)) continue;
    for (bool dynamic : {false, true})
      for (int axis = 0; axis < 2; ++axis)
        for (int32_t v = kRangeMin; v <= kRangeMax; ++v)
          if (v != 0 || axis == 0) out.push_back(rangeCase(f, axis, v, dynamic));
  }
}

}  // namespace vktexel::cases
