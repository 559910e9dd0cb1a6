// Host-side images: the texel bytes that get uploaded and that the model reads.
#pragma once

#include "model/formats.h"

#include <array>
#include <cstdint>
#include <string>
#include <vector>

namespace vktexel::model {

enum class ImageDim : uint8_t { D1, D2, D3, Buffer };  // Buffer: a texel buffer of `width` texels

// How texels are filled. Ordinary derives each texel from its address, so a wrong texel names
// itself, and keeps float codes away from NaN, infinity and binary32 denormals, except the edge
// codes (model/edge_codes.h) that the first texels of every level and layer hold.
// FloatSpecials puts zeros of both signs, denormals, infinities, quiet and signalling NaNs with
// payloads and the extreme normals into float components (LD-15).
// EqualCubeCorners is Ordinary, then the three texels meeting at each cube corner made equal, so a
// seamless gather across the corner has a defined value (SEMANTICS §5.3).
// OneHot is zero everywhere but one texel of level 0 (`hot`), which is "one" in every component:
// the diagnosis re-runs a failing gather on such images to see which texels it reads.
// EveryBlockMode: BC6H/BC7 and ETC2 blocks, in row order, walk every mode (with every partition
// for BPTC; model/compressed.h setBlockMode); their other bits stay random.
// Cleared: one value in every texel and sample (clearedCode), written by vkCmdClearColorImage or
// vkCmdClearDepthStencilImage, for multisample cases that read no texel (out of bounds, sample
// index out of range): a device of a robustness tier then needs no fill pipeline per format. The
// value is exact through a clear and non-zero in every component, so a texel returned in place of
// the out-of-bounds value still differs from it.
enum class FillPattern : uint8_t {
  Ordinary,
  FloatSpecials,
  EqualCubeCorners,
  OneHot,
  EveryBlockMode,
  Cleared,
  WeightReadout,  // sampled lookups' read-out images (model/readout_fills.h)
  LayerConstant,
  Filterable,    // Ordinary without edge codes, floats of moderate magnitude (model/readout_fills.h)
  LevelReadout,  // one-hot per level: a mip blend's result is the levels' weights (model/readout_fills.h)
};

// A sparse-residency image (SEMANTICS §8; P-08, P-24): created SPARSE_BINDING | SPARSE_RESIDENCY,
// cut into pages of its format's standard sparse block shape (model/sparse.h), memory bound to
// every page but those listed. The case says which pages are bound; the model never asks the driver.
struct PageAddress {
  uint32_t level = 0, layer = 0;
  uint32_t x = 0, y = 0, z = 0;  // in pages
  bool operator<(const PageAddress& o) const;
  bool operator==(const PageAddress& o) const;
};

struct SparseSpec {
  bool sparse = false;
  std::vector<PageAddress> unbound;  // pages of levels above the mip tail left without memory
  bool mipTailUnbound = false;       // the mip tail (model/sparse.h) is bound or not as a whole
  // The case needs residencyNonResidentStrict: unbound texels then read as zeros through Conversion
  // to RGBA. Without it their values are undefined, so never checked.
  bool strict = false;
  std::string key() const;  // "" when not sparse
};

struct ImageSpec {
  VkFormat format = VK_FORMAT_UNDEFINED;
  ImageDim dim = ImageDim::D2;
  uint32_t width = 1, height = 1, depth = 1;
  uint32_t levels = 1;
  uint32_t layers = 1;
  bool cubeCompatible = false;       // created CUBE_COMPATIBLE; faces are layers (+X,-X,+Y,-Y,+Z,-Z per cube)
  bool mutableFormat = false;        // created MUTABLE_FORMAT: views may use another format of its class
  uint32_t samples = 1;              // > 1: a multisample image (2D, one level), filled by rendering
  bool fillBySampleShading = false;  // the sample-shading fill (gl_SampleID) instead of one draw per sample
  FillPattern fill = FillPattern::Ordinary;
  std::array<uint32_t, 3> hot{0, 0, 0};  // OneHot: x, y and layer of the one texel
  uint32_t seed = 1;
  SparseSpec sparse;
  // Texel buffers: bytes past the last texel, fewer than a texel (a ragged end that a VK_WHOLE_SIZE
  // view must not count as an element; model/buffer_view.h).
  uint32_t tailBytes = 0;

  bool operator==(const ImageSpec& o) const;
  std::string key() const;  // stable text key: equal specs share one upload
};

struct Extent {
  uint32_t width, height, depth;
};

// floor(log2(max(w,h,d))) + 1: the complete mip chain (SEMANTICS §7, P-04).
uint32_t fullMipLevels(uint32_t width, uint32_t height, uint32_t depth);
// max(1, x >> level) per axis (P-05).
Extent levelExtent(const ImageSpec& spec, uint32_t level);

class HostImage {
 public:
  explicit HostImage(const ImageSpec& spec);

  const ImageSpec& spec() const { return spec_; }
  const FormatInfo& format() const { return *format_; }
  Extent extent(uint32_t level) const { return levelExtent(spec_, level); }

  // Bytes of one level, all layers: layer-major, then z, y, x (the buffer-copy layout).
  const std::vector<uint8_t>& levelBytes(uint32_t level) const { return levels_[level]; }
  const uint8_t* texel(uint32_t level, uint32_t layer, uint32_t x, uint32_t y, uint32_t z,
                       uint32_t sample = 0) const;
  uint8_t* texel(uint32_t level, uint32_t layer, uint32_t x, uint32_t y, uint32_t z, uint32_t sample = 0);

 private:
  size_t offset(uint32_t level, uint32_t layer, uint32_t x, uint32_t y, uint32_t z, uint32_t sample) const;
  void fill();
  void equalizeCubeCorners();
  void fillOneHot();
  void fillBlocks(uint32_t level);
  void fillTexel(uint32_t level, uint32_t layer, uint32_t x, uint32_t y, uint32_t z, uint32_t sample);

  ImageSpec spec_;
  const FormatInfo* format_;
  std::vector<std::vector<uint8_t>> levels_;
  std::array<std::vector<uint32_t>, 4> edgeCodes_;  // per component (model/edge_codes.h)
  bool renderedAsItself_ = false;                   // multisample, no fill alias: renderable codes only
};

// The bytes vkCmdCopyBufferToImage takes for one aspect of a level: the level itself for
// colour and single-aspect formats, the depth or the stencil part of a combined format's texels.
std::vector<uint8_t> aspectCopyBytes(const HostImage& image, uint32_t level, Aspect aspect);

// Multisample colour images of float, normalized and sRGB formats may be filled through the UINT
// format of their texel's size (R8, R16, R32, R32G32 or R32G32B32A32; the image is created
// MUTABLE_FORMAT, and that compatibility class holds both): integer writes store every code
// exactly. The alias, or nullptr (single-sample, depth/stencil, integer, other texel sizes).
const FormatInfo* fillAlias(const ImageSpec& spec);

// The format the fill renders through: the alias where the device renders integer formats at
// the image's sample count (`integerRendering`) and always for FloatSpecials (NaN payloads and
// denormals survive no float write); else the format itself, whose float writes round
// normalized codes either way unless exact (model/fetch.cpp's renderedCodeRange).
const FormatInfo& fillRenderFormat(const ImageSpec& spec, bool integerRendering);

// The raw code a Cleared fill gives every texel's component c: 1.0 for UNORM, SNORM and sRGB, 0.5 for
// floats, 5 for unsigned and -3 for signed integers (as wide as the component allows).
uint32_t clearedCode(const ComponentLayout& c);

// The raw code an Ordinary fill gives component k of the texel at an address; exposed for tests.
uint32_t ordinaryCode(const ComponentLayout& c, uint32_t seed, uint32_t level, uint32_t layer, uint32_t x,
                      uint32_t y, uint32_t z, int k);

}  // namespace vktexel::model
