#include "model/readout_fills.h"

#include "model/codec.h"
#include "model/image.h"

#include <array>
#include <cstring>
#include <stdexcept>
#include <vector>

namespace vktexel::model {
namespace {

void requireUncompressed(const HostImage& image, const char* fill) {
  if (image.format().isCompressed() || image.spec().samples > 1)
    throw std::invalid_argument("image " + image.spec().key() + ": a " + fill +
                                " fill needs an uncompressed single-sample format");
}

}  // namespace

void fillWeightReadout(HostImage& image) {
  requireUncompressed(image, "weight read-out");
  const FormatInfo& f = image.format();
  if (f.sampledType() != SampledType::Float || f.componentCount != 4)
    throw std::invalid_argument("image " + image.spec().key() +
                                ": a weight read-out needs four float components");
  for (uint32_t level = 0; level < image.spec().levels; ++level) {
    const Extent e = image.extent(level);
    for (uint32_t layer = 0; layer < image.spec().layers; ++layer)
      for (uint32_t z = 0; z < e.depth; ++z)
        for (uint32_t y = 0; y < e.height; ++y)
          for (uint32_t x = 0; x < e.width; ++x) {
            std::array<double, 4> rgba{0, 0, 0, 0};
            rgba[(x & 1) | (y & 1) << 1] = z & 1 ? 2 : 1;
            const TexelBytes bytes = encodeRgba(f, rgba);
            std::memcpy(image.texel(level, layer, x, y, z), bytes.data(), f.texelBytes);
          }
  }
}

void fillLevelReadout(HostImage& image) {
  requireUncompressed(image, "level read-out");
  const FormatInfo& f = image.format();
  if (f.sampledType() != SampledType::Float || f.componentCount != 4 || f.isDepthStencil())
    throw std::invalid_argument("image " + image.spec().key() +
                                ": a level read-out needs four float-sampled components");
  const bool floats = f.components[0].cls == NumClass::Sfloat;
  for (uint32_t level = 0; level < image.spec().levels; ++level) {
    const Extent e = image.extent(level);
    for (uint32_t layer = 0; layer < image.spec().layers; ++layer) {
      std::array<double, 4> rgba{0, 0, 0, 0};
      rgba[level % 4] = floats ? 1.0 + layer : 1.0;
      const TexelBytes bytes = encodeRgba(f, rgba);
      for (uint32_t z = 0; z < e.depth; ++z)
        for (uint32_t y = 0; y < e.height; ++y)
          for (uint32_t x = 0; x < e.width; ++x)
            std::memcpy(image.texel(level, layer, x, y, z), bytes.data(), f.texelBytes);
    }
  }
}

uint32_t filterableCode(const ComponentLayout& c, uint32_t ordinary) {
  // Sign (none for Ufloat), exponent and mantissa fields of binary32, binary16 and the 10/11-bit
  // unsigned floats; the exponent becomes bias - 8 .. bias + 7 from the code's own bits.
  int exponentBits = 0, mantissaBits = 0;
  if (c.cls == NumClass::Sfloat) {
    exponentBits = c.bits == 32 ? 8 : 5;
    mantissaBits = c.bits == 32 ? 23 : 10;
  } else if (c.cls == NumClass::Ufloat) {
    exponentBits = 5;
    mantissaBits = c.bits - 5;
  } else {
    return ordinary;
  }
  if (c.channel == Channel::D) return ordinary;  // depth: the Ordinary fill keeps it in [0, 1]
  const uint32_t bias = (1u << (exponentBits - 1)) - 1;
  const uint32_t mantissa = ordinary & ((1u << mantissaBits) - 1);
  const uint32_t exponent = bias - 8 + ((ordinary >> mantissaBits) & 15);
  const uint32_t sign = c.cls == NumClass::Sfloat ? ordinary & (1u << (c.bits - 1)) : 0;
  return sign | exponent << mantissaBits | mantissa;
}

void fillLayerConstant(HostImage& image) {
  requireUncompressed(image, "layer-constant");
  const FormatInfo& f = image.format();
  for (uint32_t level = 0; level < image.spec().levels; ++level) {
    const Extent e = image.extent(level);
    for (uint32_t layer = 0; layer < image.spec().layers; ++layer) {
      std::vector<uint8_t> value(f.texelBytes);
      for (int k = 0; k < f.componentCount; ++k)
        writeCode(f, value.data(), k,
                  ordinaryCode(f.components[k], image.spec().seed, level, layer, 0, 0, 0, k));
      if (f.components[0].cls == NumClass::SharedExp) {
        const ComponentLayout exponent{Channel::A, NumClass::Uint, f.sharedExpOffset, 5};
        writeSharedExponent(f, value.data(),
                            ordinaryCode(exponent, image.spec().seed, level, layer, 0, 0, 0, 3));
      }
      for (uint32_t z = 0; z < e.depth; ++z)
        for (uint32_t y = 0; y < e.height; ++y)
          for (uint32_t x = 0; x < e.width; ++x)
            std::memcpy(image.texel(level, layer, x, y, z), value.data(), f.texelBytes);
    }
  }
}

}  // namespace vktexel::model
