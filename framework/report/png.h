// PNG files through libpng (Debian's libpng-dev): the HTML report's probe pictures.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace vktexel {

// An 8-bit RGBA picture, rows top to bottom.
struct RgbaPicture {
  uint32_t width = 0, height = 0;
  std::vector<uint8_t> rgba;  // width * height * 4

  RgbaPicture() = default;
  RgbaPicture(uint32_t w, uint32_t h) : width(w), height(h), rgba(size_t(w) * h * 4, 0) {}
  uint8_t* at(uint32_t x, uint32_t y) { return &rgba[(size_t(y) * width + x) * 4]; }
  const uint8_t* at(uint32_t x, uint32_t y) const { return &rgba[(size_t(y) * width + x) * 4]; }
  // Each pixel becomes a factor x factor block (nearest neighbour).
  RgbaPicture scaled(uint32_t factor) const;
};

// Writes `picture` as an 8-bit RGBA PNG; throws std::runtime_error naming the file on failure.
void writePng(const std::string& path, const RgbaPicture& picture);

}  // namespace vktexel
