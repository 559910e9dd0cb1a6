// A case is data: one description from which the uploaded texels, the shader and the expected
// values are all derived (DESIGN.md "The one idea"). Case files build these; nothing else does.
#pragma once

#include "model/fetch.h"
#include "model/image.h"
#include "run/probe_label.h"
#include "shadergen/shader_key.h"

#include <string>
#include <vector>

namespace vktexel {

struct Probe {
  model::FetchQuery query;
  ProbeLabel label;  // what the probe aims at, e.g. "x = width" or "texel (3,0)"
};

struct CaseSpec {
  std::string name;  // dotted, lowercase, stable: family.view.format.size.aspect[.tier]
  std::string description;
  std::vector<std::string> clauses;  // SEMANTICS.md clause IDs, e.g. "LD-04"
  model::ImageSpec image;
  model::ViewSpec view;
  // The robustness the case needs. None: every probe is in bounds and runs on the default
  // device; RIA / RIA2: runs on a device with exactly that tier enabled.
  model::Tier tier = model::Tier::None;
  // Cases whose many code paths would bloat every shader of their view type (e.g. every
  // ConstOffset in a range) name a group of their own; it keeps them in batches apart.
  std::string batchGroup;
  // LD-05: run through the SPIR-V template whose Coordinate has four components; the probe's
  // fields the view does not use (y, z or the layer) hold garbage the fetch must ignore.
  bool longCoordinate = false;
  // Probes with equal queries must return equal results, besides each its own check: a choice the
  // spec leaves open must be made the same way every time (a tied cube face, SEMANTICS §14.2).
  bool repeatsAgree = false;
  // How the shader indexes the bound views (P-21): constants, or a run-time index into the
  // descriptor array (dynamically uniform, or NonUniform across neighbouring invocations).
  shadergen::SlotIndex slotIndex = shadergen::SlotIndex::Constant;
  std::vector<Probe> probes;
};

// Whether a probe of the case turns float coordinates into texels through the sampler: a sampled
// lookup or a gather (the coordinate accuracy reading, model/sample_coordinates.h, covers both).
inline bool readsFloatCoordinates(const CaseSpec& c) {
  for (const Probe& p : c.probes)
    if (model::isSampledLookup(p.query.op) || p.query.op == model::ProbeOp::Gather) return true;
  return false;
}

// Whether such a probe adds an offset operand to its coordinate (ConstOffset, Offset, ConstOffsets).
inline bool offsetsFloatCoordinates(const CaseSpec& c) {
  for (const Probe& p : c.probes)
    if ((model::isSampledLookup(p.query.op) || p.query.op == model::ProbeOp::Gather) &&
        p.query.hasOffsetOperand())
      return true;
  return false;
}

// The format the case's view reads: the view's own, else the image's.
inline VkFormat viewFormatOf(const CaseSpec& c) {
  return c.view.format == VK_FORMAT_UNDEFINED ? c.image.format : c.view.format;
}

// The (image, view) pair a case reads: cases with equal keys share one bound view.
inline std::string viewKeyOf(const CaseSpec& c) {
  return c.image.key() + "|" + c.view.key();
}

}  // namespace vktexel
