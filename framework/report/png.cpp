#include "report/png.h"

#include <png.h>

#include <cstdio>
#include <memory>
#include <stdexcept>

namespace vktexel {

RgbaPicture RgbaPicture::scaled(uint32_t factor) const {
  RgbaPicture out(width * factor, height * factor);
  for (uint32_t y = 0; y < out.height; ++y)
    for (uint32_t x = 0; x < out.width; ++x) {
      const uint8_t* from = at(x / factor, y / factor);
      std::copy(from, from + 4, out.at(x, y));
    }
  return out;
}

void writePng(const std::string& path, const RgbaPicture& picture) {
  const auto fail = [&path](const std::string& why) {
    return std::runtime_error("cannot write PNG file '" + path + "': " + why);
  };
  if (picture.width == 0 || picture.height == 0) throw fail("empty picture");
  std::unique_ptr<std::FILE, int (*)(std::FILE*)> file(std::fopen(path.c_str(), "wb"), &std::fclose);
  if (!file) throw fail("cannot open it");
  png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, nullptr, nullptr, nullptr);
  if (!png) throw fail("png_create_write_struct failed");
  png_infop info = png_create_info_struct(png);
  if (!info) {
    png_destroy_write_struct(&png, nullptr);
    throw fail("png_create_info_struct failed");
  }
  // libpng reports errors by longjmp: nothing with a destructor may live between here and the end.
  std::vector<png_const_bytep> rows(picture.height);
  for (uint32_t y = 0; y < picture.height; ++y) rows[y] = picture.at(0, y);
  if (setjmp(png_jmpbuf(png))) {
    png_destroy_write_struct(&png, &info);
    throw fail("libpng error");
  }
  png_init_io(png, file.get());
  png_set_IHDR(png, info, picture.width, picture.height, 8, PNG_COLOR_TYPE_RGB_ALPHA, PNG_INTERLACE_NONE,
               PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
  png_write_info(png, info);
  png_write_rows(png, const_cast<png_bytepp>(rows.data()), picture.height);
  png_write_end(png, nullptr);
  png_destroy_write_struct(&png, &info);
  if (std::fflush(file.get()) != 0 || std::ferror(file.get())) throw fail("write error");
}

}  // namespace vktexel
