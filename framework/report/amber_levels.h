// The mip levels of an exported Amber script (issue 42). Amber has no per-level data: an IMAGE with
// MIP_LEVELS n copies every level from the start of the one DATA block (src/vulkan/
// transfer_image.cc, CopyToDevice: bufferOffset 0 and extent (w >> i, h >> i, depth) for level i),
// so level i holds the first (w >> i) x (h >> i) texels of DATA in rows of w >> i. For 2D images
// whose levels keep both sides at least 1 that is exact and deterministic: the script then declares
// MIP_LEVELS base + count (and BIND ... BASE_MIP_LEVEL base), and its EXPECT lines are the CPU
// model's for that image (amberFilledImage), which differs from vktexel's past level 0.
#pragma once

#include "model/image.h"
#include "run/case.h"

#include <cstdint>
#include <string>

namespace vktexel {

struct AmberLevels {
  uint32_t mipLevels = 1;     // IMAGE ... MIP_LEVELS (1: the script's image has level 0 only)
  uint32_t baseMipLevel = 0;  // BIND ... BASE_MIP_LEVEL
  bool refilled = false;      // levels past 0 hold Amber's fill: expectations from amberFilledImage
  bool truncated = false;     // the view's last levels, which no probe reads, are left out
  std::string whyNot;         // the case's levels cannot be said; empty otherwise
};

// Level 0 alone when the view is level 0 of the image and every probe reads level 0 there;
// otherwise MIP_LEVELS over the view's levels where Amber's copies are valid (2D images), or over
// the levels the probes read where Amber cannot copy the rest and no result depends on them.
AmberLevels planAmberLevels(const CaseSpec& c, const model::HostImage& image);

// The image Amber makes of `image`'s level 0 DATA with `levels` levels: level i's texel (x, y) is
// level 0's texel number y * (w >> i) + x in row order.
model::HostImage amberFilledImage(const model::HostImage& image, uint32_t levels);

}  // namespace vktexel
