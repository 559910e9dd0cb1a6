// Block-compressed images whose blocks walk every mode (Khronos Data Format Specification, BPTC
// and ETC2 chapters). The ordinary `ld` cases fill blocks with random bits, which reach BC7's and
// BC6H's modes (the fill picks them) but only a few of their 64 partition patterns and anchors,
// and ETC2's T, H and planar modes in a few blocks of 25: here block n of a 128x40 image (320
// blocks) carries the n-th (mode, partition) pair of BC6H/BC7, or the n-th ETC2 mode (with and
// without the punch-through opaque bit), with random data bits, and every texel is fetched.
#include "model/compressed.h"
#include "registry.h"
#include "shapes.h"

namespace vktexel::cases {
namespace {

const Shape kEveryModeShape{"2d", model::ViewType::D2, model::ImageDim::D2, 128, 40, 1, 1};

std::string coverage(const model::FormatInfo& f) {
  switch (f.compression) {
    case model::Compression::BC7: return "BC7 modes 0-3 and 7 with each of their partitions";
    case model::Compression::BC6H: return "BC6H's ten two-subset modes with each of their partitions";
    case model::Compression::Etc2Rgba1:
      return "ETC2's differential, T, H and planar modes, with and without the opaque bit";
    default: return "ETC2's individual, differential, T, H and planar modes";
  }
}

CaseSpec everyModeCase(const model::FormatInfo& f) {
  const bool bptc = f.compression == model::Compression::BC6H || f.compression == model::Compression::BC7;
  CaseSpec c = makeCase("ld", kEveryModeShape, f, bptc ? "every_mode_partition" : "every_mode",
                        model::Tier::None, {"LD-01", "LD-14"},
                        "every texel of " + coverage(f) + " (" + std::to_string(model::blockModes(f)) +
                            " kinds of block, in turn), random data bits: each decoded exactly");
  c.image.levels = 1;
  c.view.levelCount = 1;
  c.image.fill = model::FillPattern::EveryBlockMode;
  for (int32_t y = 0; y < int32_t(kEveryModeShape.height); ++y)
    for (int32_t x = 0; x < int32_t(kEveryModeShape.width); ++x)
      c.probes.push_back(fetchAt({x, y, 0}, 0, 0, "block " + std::to_string(y / 4 * 32 + x / 4)));
  return c;
}

}  // namespace

void addLdBlockModes(std::vector<CaseSpec>& out) {
  for (const model::FormatInfo& f : model::sampledFormats())
    if (model::blockModes(f) > 0) out.push_back(everyModeCase(f));
}

}  // namespace vktexel::cases
