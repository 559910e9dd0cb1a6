// The on-disk SPIR-V cache (shadergen/spirv_disk_cache.h): a stored module comes back for its key
// only; a file that is truncated, altered, or holds another key is removed, never returned; and
// ShaderCache reads modules back instead of compiling, rebuilding one that no longer validates.
#include "shadergen/spirv_disk_cache.h"
#include "shadergen/compiler.h"

#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <thread>

namespace vktexel::shadergen {
namespace {

struct TempDir {
  std::string path;
  TempDir() {
    path = (std::filesystem::temp_directory_path() /
            ("vktexel_spirv_" + std::to_string(getpid()) + "_" +
             ::testing::UnitTest::GetInstance()->current_test_info()->name()))
               .string();
    std::filesystem::remove_all(path);
  }
  ~TempDir() { std::filesystem::remove_all(path); }
};

const std::vector<uint32_t> kWords = {0x07230203u, 0x00010300u, 7u, 42u, 0xdeadbeefu};

void flipByte(const std::string& path, std::streamoff at, char mask = 0x10) {
  std::fstream f(path, std::ios::in | std::ios::out | std::ios::binary);
  f.seekg(at);
  const char c = char(f.get());
  f.seekp(at);
  f.put(char(c ^ mask));
}

TEST(SpirvDiskCache, StoredModuleComesBackForItsKeyOnly) {
  TempDir dir;
  const SpirvDiskCache cache(dir.path);
  const std::string key = spirvCacheKey("void main() {}", false);
  EXPECT_FALSE(cache.load(key).has_value());
  cache.store(key, kWords);
  ASSERT_TRUE(cache.load(key).has_value());
  EXPECT_EQ(*cache.load(key), kWords);
  EXPECT_FALSE(cache.load(spirvCacheKey("void main() {}", true)).has_value());  // assembled, not GLSL
  EXPECT_NE(spirvCacheKey("x", false).find("glslang"), std::string::npos);      // the compiler's version
}

TEST(SpirvDiskCache, CorruptOrForeignFilesAreRemovedNotReturned) {
  TempDir dir;
  const SpirvDiskCache cache(dir.path);
  const std::string key = spirvCacheKey("layout(local_size_x = 64) in; void main() {}", false);
  const std::string path = cache.pathFor(key);
  const auto size = [&] { return std::filesystem::file_size(path); };
  // A flipped byte in the words, in the key, in the checksum; a truncated file; another key's file;
  // a word count whose bit 62 is set (times 4 it wraps to the true size).
  for (int damage = 0; damage < 6; ++damage) {
    cache.store(key, kWords);
    ASSERT_TRUE(std::filesystem::exists(path));
    switch (damage) {
      case 0: flipByte(path, std::streamoff(size() - 8 - 4)); break;
      case 1: flipByte(path, 8 + 8 + 3); break;
      case 2: flipByte(path, std::streamoff(size() - 1)); break;
      case 3: std::filesystem::resize_file(path, size() - 5); break;
      case 5: flipByte(path, std::streamoff(8 + 8 + key.size() + 7), 0x40); break;  // count x 4 wraps
      case 4: {  // the file of a colliding key: same name, other content
        const std::string other = spirvCacheKey("another shader", false);
        const SpirvDiskCache elsewhere(dir.path + "/other");
        elsewhere.store(other, kWords);
        std::filesystem::copy_file(elsewhere.pathFor(other), path,
                                   std::filesystem::copy_options::overwrite_existing);
        break;
      }
    }
    EXPECT_FALSE(cache.load(key).has_value()) << "damage " << damage;
    EXPECT_FALSE(std::filesystem::exists(path)) << "damage " << damage;
  }
}

TEST(SpirvDiskCache, ConcurrentWritersLeaveOneWholeFile) {
  TempDir dir;
  const SpirvDiskCache cache(dir.path);
  const std::string key = spirvCacheKey("concurrent", false);
  std::vector<std::thread> writers;
  for (int t = 0; t < 8; ++t)
    writers.emplace_back([&] {
      for (int i = 0; i < 20; ++i) cache.store(key, kWords);
    });
  for (std::thread& t : writers) t.join();
  EXPECT_EQ(*cache.load(key), kWords);
  size_t files = 0;
  for (const auto& entry : std::filesystem::directory_iterator(dir.path)) files += entry.is_regular_file();
  EXPECT_EQ(files, 1u);  // no temporaries left behind
}

TEST(ShaderCacheOnDisk, SecondCacheReadsModulesBackAndRebuildsInvalidOnes) {
  TempDir dir;
  const ShaderKey key{
      model::ViewType::D2, model::SampledType::Float, false, false, {Variant{}}};  // a 2D fetch
  std::vector<uint32_t> built;
  {
    ShaderCache first(dir.path);
    built = first.get(key)->spirv;
    EXPECT_EQ(first.diskHits(), 0u);
  }
  {
    ShaderCache second(dir.path);
    EXPECT_EQ(second.get(key)->spirv, built);
    EXPECT_EQ(second.diskHits(), 1u);
  }
  // A well-formed file whose words are not a valid module: built again, not used.
  const std::string source = ShaderCache().get(key)->source;
  const SpirvDiskCache disk(dir.path);
  disk.store(spirvCacheKey(source, key.usesAssemblyTemplate()), kWords);
  ShaderCache third(dir.path);
  EXPECT_EQ(third.get(key)->spirv, built);
  EXPECT_EQ(third.diskHits(), 0u);
  EXPECT_EQ(*disk.load(spirvCacheKey(source, key.usesAssemblyTemplate())), built);  // and stored again
}

}  // namespace
}  // namespace vktexel::shadergen
