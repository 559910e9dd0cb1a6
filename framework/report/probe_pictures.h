// Pictures of a failing case's probes for the HTML report: the expected values, the results and
// an error mask. Probes that fetch one level, layer and sample at distinct integer (x, y) are laid
// out where they read; any other probe set becomes a strip, one pixel per probe in probe order.
#pragma once

#include "report/png.h"
#include "run/case.h"
#include "run/verdict.h"

#include <array>
#include <string>
#include <vector>

namespace vktexel {

struct ProbeLayout {
  uint32_t width = 0, height = 0;
  bool grid = false;  // by (x, y); otherwise a strip
  // Gathers: each probe is a 2x2 block laid out as its footprint, w x z on top (j0), x y below
  // (j1) (P-23), each pixel one component of the result; blocks in a strip with a 1-pixel gap.
  bool footprints = false;
  std::vector<std::array<uint32_t, 2>> cell;  // each probe's pixel (footprints: its block's top left)
  std::string text;                           // how the probes are placed, for the caption
};

// A grid when every probe is a fetch of the same level, layer, z and sample at distinct (x, y)
// within a bounding box of at most kMaxGridSide per side; footprints when every probe is an
// unpacked gather; otherwise a strip kStripWidth wide.
ProbeLayout layoutProbes(const CaseSpec& c);
constexpr uint32_t kStripWidth = 32;
constexpr uint32_t kFootprintsPerRow = 16;
constexpr uint32_t kMaxGridSide = 64;

// How results become colours: Float results are RGBA clamped to [0, 1]; integer results (and
// packed halves) get a colour hashed from all four words, so equal values share a colour.
enum class ColorMode { FloatRgba, HashedBits };
std::array<uint8_t, 4> colorOf(const model::RawResult& v, ColorMode mode);
// One gathered component: grey for floats, hashed for integers.
std::array<uint8_t, 4> componentColorOf(uint32_t bits, ColorMode mode);

struct ProbePictures {
  ProbeLayout layout;
  uint32_t scale = 1;  // each probe is a scale x scale block
  RgbaPicture expected, got, mask;
};

// Cells without a probe are transparent. Mask: green passed, red failed, grey unchecked; for
// gather footprints per component when `componentOk` (each probe's four components, accepted or
// not by the closest alternative) is given.
ProbePictures drawProbePictures(const CaseSpec& c, const std::vector<ProbeData>& data, ColorMode mode,
                                const std::vector<std::array<bool, 4>>& componentOk = {});

}  // namespace vktexel
