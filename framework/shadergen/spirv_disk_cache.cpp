#include "shadergen/spirv_disk_cache.h"

#include <glslang/build_info.h>
#include <spirv-tools/libspirv.h>
#include <unistd.h>

#include <atomic>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iterator>

namespace vktexel::shadergen {
namespace {

constexpr char kMagic[8] = {'V', 'K', 'T', 'X', 'S', 'P', 'V', '1'};
// Bump when the compile options (compiler.cpp: targets, messages, resources) change; the key
// also names glslang's and SPIRV-Tools' versions.
constexpr int kCompileOptionsRevision = 1;

uint64_t fnv1a(const void* data, size_t size, uint64_t h = 0xcbf29ce484222325ull) {
  const auto* p = static_cast<const uint8_t*>(data);
  for (size_t i = 0; i < size; ++i) h = (h ^ p[i]) * 0x100000001b3ull;
  return h;
}

uint64_t checksum(const std::string& key, const std::vector<uint32_t>& words) {
  return fnv1a(words.data(), words.size() * 4, fnv1a(key.data(), key.size()));
}

void append(std::string& out, uint64_t v) {
  out.append(reinterpret_cast<const char*>(&v), 8);
}

}  // namespace

std::string spirvCacheKey(const std::string& source, bool assembly) {
  char compiler[160];
  std::snprintf(compiler, sizeof compiler, "%s glslang %d.%d.%d%s %s options %d\n",
                assembly ? "spvasm" : "glsl", GLSLANG_VERSION_MAJOR, GLSLANG_VERSION_MINOR,
                GLSLANG_VERSION_PATCH, GLSLANG_VERSION_FLAVOR, spvSoftwareVersionString(),
                kCompileOptionsRevision);
  return compiler + source;
}

std::string SpirvDiskCache::pathFor(const std::string& key) const {
  char name[32];
  std::snprintf(name, sizeof name, "%016llx.spv",
                static_cast<unsigned long long>(fnv1a(key.data(), key.size())));
  return dir_ + "/" + name;
}

std::optional<std::vector<uint32_t>> SpirvDiskCache::load(const std::string& key) const {
  try {
    return loadChecked(key);
  } catch (const std::exception&) {  // a damaged file is a cache miss, never an error
    std::error_code ignored;
    std::filesystem::remove(pathFor(key), ignored);
    return std::nullopt;
  }
}

std::optional<std::vector<uint32_t>> SpirvDiskCache::loadChecked(const std::string& key) const {
  const std::string path = pathFor(key);
  std::ifstream in(path, std::ios::binary);
  if (!in) return std::nullopt;
  const std::string file((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  in.close();
  // magic, key length, key, word count, words, checksum
  const auto fail = [&] {
    std::error_code ignored;
    std::filesystem::remove(path, ignored);
    return std::nullopt;
  };
  size_t at = sizeof kMagic;
  uint64_t keySize = 0, wordCount = 0, sum = 0;
  if (file.size() < at + 8 || std::memcmp(file.data(), kMagic, sizeof kMagic) != 0) return fail();
  std::memcpy(&keySize, file.data() + at, 8);
  at += 8;
  if (keySize != key.size() || file.size() < at + keySize + 8 || file.compare(at, keySize, key) != 0)
    return fail();
  at += keySize;
  std::memcpy(&wordCount, file.data() + at, 8);
  at += 8;
  const size_t rest = file.size() - at;  // the words and the checksum; no product can wrap
  if (rest < 8 || (rest - 8) % 4 != 0 || wordCount != (rest - 8) / 4 || wordCount == 0) return fail();
  std::vector<uint32_t> words(wordCount);
  std::memcpy(words.data(), file.data() + at, wordCount * 4);
  std::memcpy(&sum, file.data() + at + wordCount * 4, 8);
  if (sum != checksum(key, words)) return fail();
  return words;
}

void SpirvDiskCache::store(const std::string& key, const std::vector<uint32_t>& spirv) const {
  std::string file(kMagic, sizeof kMagic);
  append(file, key.size());
  file += key;
  append(file, spirv.size());
  file.append(reinterpret_cast<const char*>(spirv.data()), spirv.size() * 4);
  append(file, checksum(key, spirv));
  std::error_code ignored;
  std::filesystem::create_directories(dir_, ignored);
  const std::string path = pathFor(key);
  static std::atomic<int> serial{0};  // distinct temporaries for the threads of one process too
  const std::string temporary =
      path + "." + std::to_string(getpid()) + "." + std::to_string(++serial) + ".tmp";
  {
    std::ofstream out(temporary, std::ios::binary);
    out.write(file.data(), std::streamsize(file.size()));
    out.close();  // a failed final flush (a full disk) must not be renamed into place
    if (!out) {
      std::filesystem::remove(temporary, ignored);
      return;
    }
  }
  std::filesystem::rename(temporary, path, ignored);
  if (ignored) std::filesystem::remove(temporary, ignored);
}

}  // namespace vktexel::shadergen
