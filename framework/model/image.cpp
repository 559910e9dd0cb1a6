#include "model/image.h"
#include "model/astc.h"

#include "model/bptc.h"

#include "model/codec.h"
#include "model/compressed.h"
#include "model/cube.h"
#include "model/edge_codes.h"
#include "model/readout_fills.h"

#include <algorithm>
#include <cstring>
#include <map>
#include <stdexcept>
#include <tuple>

namespace vktexel::model {
namespace {

uint64_t mix(uint64_t h) {  // splitmix64 finaliser: a bijective scramble of 64 bits
  h += 0x9e3779b97f4a7c15ull;
  h = (h ^ (h >> 30)) * 0xbf58476d1ce4e5b9ull;
  h = (h ^ (h >> 27)) * 0x94d049bb133111ebull;
  return h ^ (h >> 31);
}

// Keeps a float code away from the encodings whose fetch result is not exact (SEMANTICS §4.1).
// Float depth stays in [2^-15, 1): copies of depth outside [0, 1] are undefined.
uint32_t ordinaryFloat(const ComponentLayout& c, uint32_t code) {
  if (c.channel == Channel::D) return (code & 0x007fffffu) | ((112u + (code >> 23) % 15u) << 23);
  if (c.cls == NumClass::Sfloat && c.bits == 32) {
    const uint32_t exponent = (code >> 23) & 0xffu;
    const uint32_t tamed = 112u + exponent % 32u;  // 2^-15 .. 2^16: never denormal, Inf or NaN
    return (code & 0x807fffffu) | (tamed << 23);
  }
  const int mantissaBits = c.cls == NumClass::Sfloat ? c.bits - 6 : c.bits - 5;
  const uint32_t exponent = (code >> mantissaBits) & 31u;
  if (exponent != 31u) return code;  // small-float denormals widen exactly to binary32 normals
  const uint32_t tamed = code % 31u;
  return (code & ~(31u << mantissaBits)) | (tamed << mantissaBits);
}

// binary32 encodings whose fetch through an SFLOAT view is not plain passthrough (SEMANTICS §4.1).
const uint32_t kFloat32Specials[] = {
    0x00000000u, 0x80000000u,                            // +0, -0
    0x00000001u, 0x807fffffu, 0x00400000u,               // denormals: smallest, largest negative, middle
    0x7f800000u, 0xff800000u,                            // +inf, -inf
    0x7fc00000u, 0xffc00001u, 0x7fa5a5a5u, 0x7f800001u,  // quiet NaNs, signalling NaNs with payloads
    0x00800000u, 0x7f7fffffu, 0xff7fffffu, 0x3f800000u,  // smallest normal, largest normals, 1.0
};
// binary16 specials: zeros, denormals (which widen to binary32 normals exactly), infinities, NaNs.
const uint32_t kFloat16Specials[] = {0x0000u, 0x8000u, 0x0001u, 0x83ffu, 0x7c00u, 0xfc00u,
                                     0x7e00u, 0x7d01u, 0x0400u, 0x7bffu, 0xfbffu, 0x3c00u};

// The FloatSpecials code of component k at a texel: the specials in turn, by texel index.
uint32_t specialCode(const ComponentLayout& c, uint32_t texelIndex, int k, uint32_t ordinary) {
  if (c.cls != NumClass::Sfloat) return ordinary;
  const uint32_t i = texelIndex * 4u + uint32_t(k);
  if (c.bits == 32) return kFloat32Specials[i % (sizeof kFloat32Specials / sizeof kFloat32Specials[0])];
  return kFloat16Specials[i % (sizeof kFloat16Specials / sizeof kFloat16Specials[0])];
}

// Multisample depth (rendered through gl_FragDepth) and colour formats without a UINT alias of
// their size (model::fillAlias) take only codes a float write stores exactly: a float written to
// a normalized attachment
// may convert to either integer next to f * (2^b - 1) unless that product is an integer (Vulkan
// "Conversion from Floating-Point to Normalized Fixed-Point"). So normalized components take
// only codes with exact conversions: 0 and 1.0 (and -1.0 for SNORM, never -2^(b-1)); sRGB too,
// whose encoding maps linear 0.0 and 1.0 exactly to codes 0 and 255.
uint32_t renderableCode(const ComponentLayout& c, uint32_t hashed) {
  const uint32_t max = c.bits == 32 ? 0xffffffffu : (1u << c.bits) - 1;
  if (c.cls == NumClass::Unorm || c.cls == NumClass::Srgb) return (hashed & 1u) ? max : 0u;  // sRGB: 0.0, 1.0
  if (c.cls == NumClass::Snorm) {
    const uint32_t one = (1u << (c.bits - 1)) - 1, minusOne = (max - one + 1) & max;  // two's complement -one
    const uint32_t choice = hashed % 3u;
    return choice == 0 ? 0u : choice == 1 ? one : minusOne;
  }
  return hashed;
}

}  // namespace

bool ImageSpec::operator==(const ImageSpec& o) const {
  return key() == o.key();
}

std::string ImageSpec::key() const {
  return std::string(formatInfo(format).name) + "/" + std::to_string(int(dim)) + "/" + std::to_string(width) +
         "x" + std::to_string(height) + "x" + std::to_string(depth) + "/l" + std::to_string(levels) + "/a" +
         std::to_string(layers) + (cubeCompatible ? "c" : "") + (mutableFormat ? "m" : "") +
         (samples > 1 ? "/s" + std::to_string(samples) + "x" : "") + (fillBySampleShading ? "/shaded" : "") +
         "/f" + std::to_string(int(fill)) +
         (fill == FillPattern::OneHot
              ? "@" + std::to_string(hot[0]) + "," + std::to_string(hot[1]) + "," + std::to_string(hot[2])
              : "") +
         "/s" + std::to_string(seed) + sparse.key() + (tailBytes ? "/t" + std::to_string(tailBytes) : "");
}

bool PageAddress::operator<(const PageAddress& o) const {
  return std::tie(level, layer, x, y, z) < std::tie(o.level, o.layer, o.x, o.y, o.z);
}

bool PageAddress::operator==(const PageAddress& o) const {
  return std::tie(level, layer, x, y, z) == std::tie(o.level, o.layer, o.x, o.y, o.z);
}

std::string SparseSpec::key() const {
  if (!sparse) return "";
  std::string k =
      std::string("/sparse") + (strict ? "-strict" : "") + (mipTailUnbound ? "/tail-unbound" : "");
  for (const PageAddress& p : unbound)
    k += "/u" + std::to_string(p.level) + "." + std::to_string(p.layer) + "." + std::to_string(p.x) + "." +
         std::to_string(p.y) + "." + std::to_string(p.z);
  return k;
}

std::vector<uint8_t> aspectCopyBytes(const HostImage& image, uint32_t level, Aspect aspect) {
  const FormatInfo& f = image.format();
  const std::vector<uint8_t>& all = image.levelBytes(level);
  if (aspect == Aspect::Color || f.aspect != Aspect::DepthStencil) return all;
  const size_t texels = all.size() / f.texelBytes;
  const size_t size = aspect == Aspect::Depth ? f.depthBytes : 1;
  const size_t from = aspect == Aspect::Depth ? 0 : f.depthBytes;
  std::vector<uint8_t> out(texels * size);
  for (size_t t = 0; t < texels; ++t)
    for (size_t b = 0; b < size; ++b) out[t * size + b] = all[t * f.texelBytes + from + b];
  return out;
}

const FormatInfo* fillAlias(const ImageSpec& spec) {
  const FormatInfo& f = formatInfo(spec.format);
  if (spec.samples == 1 || f.isDepthStencil() || f.sampledType() != SampledType::Float) return nullptr;
  switch (f.texelBytes) {
    case 1: return findFormat(VK_FORMAT_R8_UINT);
    case 2: return findFormat(VK_FORMAT_R16_UINT);
    case 4: return findFormat(VK_FORMAT_R32_UINT);
    case 8: return findFormat(VK_FORMAT_R32G32_UINT);
    case 16: return findFormat(VK_FORMAT_R32G32B32A32_UINT);
  }
  return nullptr;
}

const FormatInfo& fillRenderFormat(const ImageSpec& spec, bool integerRendering) {
  const FormatInfo* alias = fillAlias(spec);
  const bool needed =
      spec.fill == FillPattern::FloatSpecials;  // NaN payloads and denormals survive no float write
  return alias && (integerRendering || needed) ? *alias : formatInfo(spec.format);
}

uint32_t fullMipLevels(uint32_t width, uint32_t height, uint32_t depth) {
  uint32_t m = std::max({width, height, depth}), levels = 1;
  while (m > 1) {
    m >>= 1;
    ++levels;
  }
  return levels;
}

Extent levelExtent(const ImageSpec& spec, uint32_t level) {
  auto at = [level](uint32_t v) { return std::max<uint32_t>(1u, v >> level); };
  return Extent{at(spec.width), at(spec.height), at(spec.depth)};
}

uint32_t ordinaryCode(const ComponentLayout& c, uint32_t seed, uint32_t level, uint32_t layer, uint32_t x,
                      uint32_t y, uint32_t z, int k) {
  uint64_t h = mix(seed);
  for (uint64_t v : {uint64_t(level), uint64_t(layer), uint64_t(z), uint64_t(y), uint64_t(x), uint64_t(k)})
    h = mix(h ^ v);
  const uint32_t mask = c.bits == 32 ? 0xffffffffu : ((1u << c.bits) - 1u);
  const uint32_t code = uint32_t(h) & mask;
  const bool isFloat = c.cls == NumClass::Sfloat || c.cls == NumClass::Ufloat;
  return isFloat ? ordinaryFloat(c, code) : code;
}

uint32_t clearedCode(const ComponentLayout& c) {
  const uint32_t max = c.bits == 32 ? 0xffffffffu : (1u << c.bits) - 1;
  switch (c.cls) {
    case NumClass::Unorm:
    case NumClass::Srgb: return max;
    case NumClass::Snorm: return max >> 1;                               // the largest positive code: 1.0
    case NumClass::Sint: return c.bits >= 3 ? (max - 2u) & max : max;    // -3, or -1 in two bits
    case NumClass::Sfloat: return c.bits == 32 ? 0x3f000000u : 0x3800u;  // 0.5
    case NumClass::Ufloat: return 14u << (c.bits - 5);  // 0.5: exponent 14 of bias 15, mantissa 0
    default: return std::min(5u, max);                  // UINT, USCALED and the rest: 5
  }
}

HostImage::HostImage(const ImageSpec& spec)
    : spec_(spec),
      format_(&formatInfo(spec.format)),
      renderedAsItself_(spec.samples > 1 && !fillAlias(spec)) {
  if (!format_->isCompressed())  // blocks are filled byte by byte, with no component codes
    for (int k = 0; k < format_->componentCount; ++k) edgeCodes_[k] = edgeCodes(format_->components[k]);
  if (spec.levels == 0 || spec.levels > fullMipLevels(spec.width, spec.height, spec.depth))
    throw std::invalid_argument("image " + spec.key() + ": level count outside the mip chain");
  for (uint32_t level = 0; level < spec.levels; ++level) {
    const Extent e = extent(level);
    const uint32_t bw = format_->blockWidth, bh = format_->blockHeight;
    const size_t unitBytes = format_->isCompressed() ? format_->blockBytes : format_->texelBytes;
    levels_.emplace_back(size_t((e.width + bw - 1) / bw) * ((e.height + bh - 1) / bh) * e.depth *
                             spec.layers * unitBytes * spec.samples,
                         uint8_t(0));
  }
  fill();
}

size_t HostImage::offset(uint32_t level, uint32_t layer, uint32_t x, uint32_t y, uint32_t z,
                         uint32_t sample) const {
  const Extent e = extent(level);
  if (format_->isCompressed()) {  // the block holding the texel, blocks in row order
    const uint32_t bw = format_->blockWidth, bh = format_->blockHeight, blocksWide = (e.width + bw - 1) / bw,
                   blocksHigh = (e.height + bh - 1) / bh;
    return (((size_t(layer) * e.depth + z) * blocksHigh + y / bh) * blocksWide + x / bw) *
           format_->blockBytes;
  }
  return ((((size_t(layer) * e.depth + z) * e.height + y) * e.width + x) * spec_.samples + sample) *
         format_->texelBytes;
}

const uint8_t* HostImage::texel(uint32_t level, uint32_t layer, uint32_t x, uint32_t y, uint32_t z,
                                uint32_t sample) const {
  return levels_[level].data() + offset(level, layer, x, y, z, sample);
}

uint8_t* HostImage::texel(uint32_t level, uint32_t layer, uint32_t x, uint32_t y, uint32_t z,
                          uint32_t sample) {
  return levels_[level].data() + offset(level, layer, x, y, z, sample);
}

void HostImage::fillTexel(uint32_t level, uint32_t layer, uint32_t x, uint32_t y, uint32_t z,
                          uint32_t sample) {
  const FormatInfo& f = *format_;
  const Extent e = extent(level);
  uint8_t* t = texel(level, layer, x, y, z, sample);
  const uint32_t index = ((layer * e.depth + z) * e.height + y) * e.width + x;
  // The first texels of each level and layer (row 0 first, every sample) hold the edge codes.
  const uint32_t edgeSlot = z == 0 ? (y * e.width + x) * spec_.samples + sample : ~0u;
  for (int k = 0; k < f.componentCount; ++k) {
    const ComponentLayout& c = f.components[k];
    if (spec_.fill == FillPattern::Cleared) {
      writeCode(f, t, k, clearedCode(c));
      continue;
    }
    // The sample joins the hash (sample 0: the single-sample fill).
    uint32_t code = ordinaryCode(c, spec_.seed, level, layer, x, y, z, k + 16 * int(sample));
    if (spec_.fill == FillPattern::FloatSpecials) {
      code = specialCode(c, index, k, code);
    } else if (spec_.fill == FillPattern::Filterable) {
      code = filterableCode(c, code);
    } else if (const std::vector<uint32_t>& edges = edgeCodes_[k]; edgeSlot < edges.size()) {
      code = edges[(edgeSlot + uint32_t(k)) % edges.size()];
    }
    if (renderedAsItself_) code = renderableCode(c, code);
    writeCode(f, t, k, code);
  }
  if (f.components[0].cls == NumClass::SharedExp) {
    const ComponentLayout exponentField{Channel::A, NumClass::Uint, f.sharedExpOffset, 5};
    writeSharedExponent(f, t, ordinaryCode(exponentField, spec_.seed, level, layer, x, y, z, 3));
  }
}

void HostImage::fill() {
  const FormatInfo& f = *format_;
  if (spec_.fill == FillPattern::OneHot) return fillOneHot();
  if (spec_.fill == FillPattern::WeightReadout) return fillWeightReadout(*this);
  if (spec_.fill == FillPattern::LayerConstant) return fillLayerConstant(*this);
  if (spec_.fill == FillPattern::LevelReadout) return fillLevelReadout(*this);
  if (f.isCompressed()) {  // random bytes, then each block's kind (fillBlocks)
    const ComponentLayout byte{Channel::R, NumClass::Uint, 0, 8};
    for (uint32_t level = 0; level < spec_.levels; ++level) {
      std::vector<uint8_t>& bytes = levels_[level];
      for (size_t i = 0; i < bytes.size(); ++i)
        bytes[i] = uint8_t(ordinaryCode(byte, spec_.seed, level, 0, uint32_t(i), uint32_t(i >> 32), 0, 0));
      fillBlocks(level);
    }
    return;
  }
  for (uint32_t level = 0; level < spec_.levels; ++level) {
    const Extent e = extent(level);
    for (uint32_t layer = 0; layer < spec_.layers; ++layer)
      for (uint32_t z = 0; z < e.depth; ++z)
        for (uint32_t y = 0; y < e.height; ++y)
          for (uint32_t x = 0; x < e.width; ++x)
            for (uint32_t sample = 0; sample < spec_.samples; ++sample)
              fillTexel(level, layer, x, y, z, sample);
  }
  if (spec_.fill == FillPattern::EqualCubeCorners ||
      (spec_.fill == FillPattern::Filterable && spec_.cubeCompatible))
    equalizeCubeCorners();
}

// Every bit pattern is a BC1-BC5 block, but random bits mostly give BC7 mode 0, and ASTC blocks of
// random bits are mostly illegal (a random block mode is legal for 145 of 2048 values at 4x4). So
// BC6H/BC7 blocks get a mode (setBptcMode) and ASTC blocks a kind: in 8, 1 keeps its random bits
// (reserved and illegal encodings), 6 take a legal mode or a special encoding (setAstcBlockKind).
// In every family, 1 block in 8 is a position block (setPositionBlock). EveryBlockMode
// walks the kinds instead (setBlockMode).
void HostImage::fillBlocks(uint32_t level) {
  const FormatInfo& f = *format_;
  const Extent e = extent(level);
  const uint32_t blocksWide = (e.width + f.blockWidth - 1) / f.blockWidth;
  const uint32_t blocksHigh = (e.height + f.blockHeight - 1) / f.blockHeight;
  const ComponentLayout word{Channel::R, NumClass::Uint, 0, 32};
  std::vector<uint8_t>& bytes = levels_[level];
  for (uint32_t b = 0; b < bytes.size() / f.blockBytes; ++b) {
    uint8_t* block = &bytes[size_t(b) * f.blockBytes];
    if (spec_.fill == FillPattern::EveryBlockMode) {
      setBlockMode(f, block, b);
      continue;
    }
    if (f.compression == Compression::BC6H || f.compression == Compression::BC7)
      setBptcMode(f.compression == Compression::BC7, block,
                  ordinaryCode(word, spec_.seed, level, 0, b, 0, 1, 0));
    const uint32_t hash = ordinaryCode(word, spec_.seed, level, 0, b, 0, 2, 0);
    if (f.compression == Compression::Astc) {
      if (hash % 8 >= 2) setAstcBlockKind(block, f.blockWidth, f.blockHeight, hash >> 3);
      if (hash % 8 == 0) clearAstcVoidExtent(block);
    }
    if (hash % 8 == 1)
      setPositionBlock(f, block,
                       {b % blocksWide, b / blocksWide % blocksHigh, b / blocksWide / blocksHigh, level});
  }
}

void HostImage::equalizeCubeCorners() {
  if (!spec_.cubeCompatible || format_->isCompressed() || spec_.width != spec_.height)
    throw std::invalid_argument("image " + spec_.key() +
                                ": equal cube corners need square uncompressed faces");
  for (uint32_t level = 0; level < spec_.levels; ++level) {
    const uint32_t n = extent(level).width;
    for (uint32_t cube = 0; cube < spec_.layers / 6; ++cube) {
      // A face corner texel's centre direction has the signs of the cube corner it touches.
      std::map<std::array<bool, 3>, const uint8_t*> first;
      for (uint32_t face = 0; face < 6; ++face)
        for (uint32_t j : {0u, n - 1})
          for (uint32_t i : {0u, n - 1}) {
            const Direction d = faceDirection(face, (i + 0.5) / n, (j + 0.5) / n);
            uint8_t* t = texel(level, 6 * cube + face, i, j, 0);
            const auto [it, fresh] = first.emplace(std::array<bool, 3>{d[0] > 0, d[1] > 0, d[2] > 0}, t);
            if (!fresh) std::memcpy(t, it->second, format_->texelBytes * spec_.samples);
          }
    }
  }
}

void HostImage::fillOneHot() {
  if (format_->isCompressed())
    throw std::invalid_argument("image " + spec_.key() + ": a one-hot fill needs an uncompressed format");
  const TexelBytes one = encodeRgba(*format_, {1, 1, 1, 1});
  for (uint32_t sample = 0; sample < spec_.samples; ++sample)
    std::memcpy(texel(0, spec_.hot[2], spec_.hot[0], spec_.hot[1], 0, sample), one.data(),
                format_->texelBytes);
}

}  // namespace vktexel::model
