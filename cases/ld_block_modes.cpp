// Block-compressed images whose blocks walk every mode (Khronos Data Format Specification, BPTC,
// ETC2 and ASTC chapters). The ordinary `ld` cases fill blocks with random bits, which reach BC7's
// and BC6H's modes (the fill picks them) but only a few of their 64 partition patterns and
// anchors, ETC2's T, H and planar modes in a few blocks of 25, and a few of ASTC's block modes:
// here block n carries the n-th (mode, partition) pair of BC6H/BC7 (a 128x40 image, 320 blocks),
// the n-th ETC2 mode (with and without the punch-through opaque bit), or the n-th ASTC kind
// (every legal block mode of the footprint, with 1-4 partitions and LDR endpoint modes, then the
// void-extent, illegal and HDR encodings: 16 blocks a row), with random data bits, and every texel
// is fetched.
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
    case model::Compression::Astc:
      return "every legal ASTC block mode of the footprint (weight grid, range, planes; 1-4 partitions), "
             "void extents, each illegal encoding and HDR endpoints (the error colour)";
    default: return "ETC2's individual, differential, T, H and planar modes";
  }
}

// BC and ETC2: 128x40; ASTC: 16 blocks a row, as many rows as its kinds need.
Shape everyModeShape(const model::FormatInfo& f) {
  if (f.compression != model::Compression::Astc) return kEveryModeShape;
  Shape s = kEveryModeShape;
  s.width = 16u * f.blockWidth;
  s.height = (model::blockModes(f) + 15) / 16 * f.blockHeight;
  return s;
}

CaseSpec everyModeCase(const model::FormatInfo& f) {
  const bool bptc = f.compression == model::Compression::BC6H || f.compression == model::Compression::BC7;
  const Shape shape = everyModeShape(f);
  CaseSpec c = makeCase("ld", shape, f, bptc ? "every_mode_partition" : "every_mode", model::Tier::None,
                        {"LD-01", "LD-14"},
                        "every texel of " + coverage(f) + " (" + std::to_string(model::blockModes(f)) +
                            " kinds of block, in turn), random data bits: each decoded exactly");
  c.image.levels = 1;
  c.view.levelCount = 1;
  c.image.fill = model::FillPattern::EveryBlockMode;
  const int32_t blocksWide = int32_t(shape.width / f.blockWidth);
  c.probes.reserve(size_t(shape.width) * shape.height);  // up to 111,600 (ASTC 12x12): no regrowth
  for (int32_t y = 0; y < int32_t(shape.height); ++y)
    for (int32_t x = 0; x < int32_t(shape.width); ++x)
      c.probes.push_back(fetchAt(
          {x, y, 0}, 0, 0, "block " + std::to_string(y / f.blockHeight * blocksWide + x / f.blockWidth)));
  return c;
}

}  // namespace

void addLdBlockModes(std::vector<CaseSpec>& out) {
  for (const model::FormatInfo& f : model::sampledFormats())
    if (model::blockModes(f) > 0) out.push_back(everyModeCase(f));
}

}  // namespace vktexel::cases
