// BC6H and BC7 blocks of every partitioned mode with every partition (Khronos Data Format
// Specification, BPTC): the ordinary `ld` cases fill blocks with random bits over every mode,
// which reaches only a few of the 64 partition patterns and their anchors; here block n of a
// 128x40 image (320 blocks) carries the n-th (mode, partition) pair, and every texel is fetched,
// so every subset layout and anchor index position is compared with the decoder.
#include "model/bptc.h"
#include "registry.h"
#include "shapes.h"

namespace vktexel::cases {
namespace {

const Shape kEveryPartitionShape{"2d", model::ViewType::D2, model::ImageDim::D2, 128, 40, 1, 1};

CaseSpec everyPartitionCase(const model::FormatInfo& f) {
  const bool bc7 = f.compression == model::Compression::BC7;
  CaseSpec c = makeCase(
      "ld", kEveryPartitionShape, f, "every_mode_partition", model::Tier::None, {"LD-01", "LD-14"},
      std::string("every texel of ") + (bc7 ? "BC7 modes 0-3 and 7" : "BC6H's ten two-subset modes") +
          " with each of their partitions (" + std::to_string(model::bptcPartitionPairs(bc7)) +
          " pairs), random endpoints and indices: subsets, anchors and interpolation bit-exact");
  c.image.levels = 1;
  c.view.levelCount = 1;
  c.image.fill = model::FillPattern::EveryBptcPartition;
  for (int32_t y = 0; y < int32_t(kEveryPartitionShape.height); ++y)
    for (int32_t x = 0; x < int32_t(kEveryPartitionShape.width); ++x)
      c.probes.push_back(fetchAt({x, y, 0}, 0, 0, "block " + std::to_string(y / 4 * 32 + x / 4)));
  return c;
}

}  // namespace

void addLdBptc(std::vector<CaseSpec>& out) {
  for (const model::FormatInfo& f : model::sampledFormats())
    if (f.compression == model::Compression::BC6H || f.compression == model::Compression::BC7)
      out.push_back(everyPartitionCase(f));
}

}  // namespace vktexel::cases
