#include "report/amber_levels.h"

#include "model/fetch.h"

#include <algorithm>
#include <cstring>

namespace vktexel {
namespace {

// Every probe reads level 0 of the image: fetches and size queries at lod 0, gathers (the base
// level), sample-count queries, and lookups whose explicit Lod is +0.0 with a sampler that cannot move lambda
// off 0.
bool readsLevel0Only(const CaseSpec& c) {
  const model::SamplerSpec& s = c.view.sampler;
  for (const Probe& p : c.probes) {
    const model::FetchQuery& q = p.query;
    if (q.op == model::ProbeOp::Gather || q.op == model::ProbeOp::QuerySamples) continue;
    if (q.op == model::ProbeOp::QueryLevels) return false;  // counts the view's levels
    if (model::isSampledLookup(q.op)) {
      if (q.op == model::ProbeOp::SampleGrad || q.lod != 0 || s.mipLodBias != 0 || s.minLod != 0)
        return false;
      continue;
    }
    if (q.lod != 0) return false;
  }
  return true;
}

// The levels past the view's base that a case's probes touch, when each probe touches one level it
// names (fetches, size queries) or the base level (gathers, sample counts): then levels past the
// last one read change no result. 0 when a probe depends on the view's level count (lookups clamp
// lambda to it, level-count queries return it).
uint32_t levelsRead(const CaseSpec& c) {
  uint32_t levels = 1;
  for (const Probe& p : c.probes) {
    const model::FetchQuery& q = p.query;
    if (q.op == model::ProbeOp::Fetch || q.op == model::ProbeOp::QuerySizeLod)
      levels = std::max(levels, uint32_t(q.lod) + 1);
    else if (q.op != model::ProbeOp::Gather && q.op != model::ProbeOp::QuerySamples)
      return 0;
  }
  return levels;
}

// The first level of a w x h image that Amber copies with a side of 0, or `levels` when none.
uint32_t firstEmptyLevel(const model::Extent& e, uint32_t levels) {
  for (uint32_t i = 1; i < levels; ++i)
    if ((e.width >> i) == 0 || (e.height >> i) == 0) return i;
  return levels;
}

}  // namespace

AmberLevels planAmberLevels(const CaseSpec& c, const model::HostImage& image) {
  AmberLevels plan;
  const bool buffer = c.view.type == model::ViewType::Buffer;
  if (buffer || (c.view.baseLevel == 0 && (image.spec().levels == 1 || readsLevel0Only(c)))) return plan;
  const model::ImageDim dim = image.spec().dim;
  const std::string where = " (src/vulkan/transfer_image.cc, CreateBufferImageCopy)";
  if (dim == model::ImageDim::D1) {
    plan.whyNot =
        "its probes read levels past 0 of a 1D image, which Amber copies with height 1 >> level, "
        "0 past level 0, an invalid copy" +
        where;
    return plan;
  }
  if (dim == model::ImageDim::D3) {
    plan.whyNot =
        "its probes read levels past 0 of a 3D image, which Amber copies with the full depth at "
        "every level, beyond the level's extent" +
        where;
    return plan;
  }
  plan.mipLevels = c.view.baseLevel + c.view.levelCount;
  plan.baseMipLevel = c.view.baseLevel;
  plan.refilled = true;
  const model::Extent e = image.extent(0);
  const uint32_t empty = firstEmptyLevel(e, plan.mipLevels);
  if (empty == plan.mipLevels) return plan;
  // Levels no probe reads can be left out where no result depends on the view's level count.
  const uint32_t read = levelsRead(c);
  if (read && c.view.baseLevel + read <= empty) {
    plan.mipLevels = c.view.baseLevel + read;
    plan.truncated = true;
    return plan;
  }
  plan.whyNot = "level " + std::to_string(empty) + " of its " + std::to_string(e.width) + "x" +
                std::to_string(e.height) + " image is " + std::to_string(e.width >> empty) + "x" +
                std::to_string(e.height >> empty) +
                " in Amber's copy (w >> level, h >> level), an invalid copy" + where +
                (read ? "" : ", and its results depend on the view's level count");
  return plan;
}

model::HostImage amberFilledImage(const model::HostImage& image, uint32_t levels) {
  model::HostImage out = image;
  const model::Extent e0 = image.extent(0);
  const size_t bytes = image.format().texelBytes;
  for (uint32_t level = 1; level < levels; ++level) {
    const uint32_t w = e0.width >> level, h = e0.height >> level;
    for (uint32_t y = 0; y < h; ++y)
      for (uint32_t x = 0; x < w; ++x) {
        const uint32_t n = y * w + x;  // the texel's index in DATA
        std::memcpy(out.texel(level, 0, x, y, 0), image.texel(0, 0, n % e0.width, n / e0.width, 0), bytes);
      }
  }
  return out;
}

}  // namespace vktexel
