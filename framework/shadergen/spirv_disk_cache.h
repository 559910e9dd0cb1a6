// Compiled SPIR-V kept on disk (beside the pipeline cache: --pipeline-cache DIR keeps it in
// DIR/spirv), so a warm run compiles no GLSL. Each file is named by a hash of its key: everything
// that determines the module (the generated source, so the template text and the variant; how it
// is built: glslang with its version, or the SPIR-V assembler; the compile options' revision).
// The file holds the key in full, the words and a checksum; one whose key, length or checksum does
// not match is removed and the module built again. The caller validates a loaded module exactly as
// a fresh one (ShaderCache runs spirv-val on both). Writes go to a temporary file that rename()
// puts in place, so concurrent workers never read half a file.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace vktexel::shadergen {

// The cache key of a module built from `source` (GLSL, or SPIR-V assembly when `assembly`).
std::string spirvCacheKey(const std::string& source, bool assembly);

class SpirvDiskCache {
 public:
  explicit SpirvDiskCache(std::string dir) : dir_(std::move(dir)) {}
  // The cached words of `key`, or nothing: absent, or stale or corrupt (then the file is removed).
  std::optional<std::vector<uint32_t>> load(const std::string& key) const;
  void store(const std::string& key, const std::vector<uint32_t>& spirv) const;  // best effort
  std::string pathFor(const std::string& key) const;

 private:
  std::optional<std::vector<uint32_t>> loadChecked(const std::string& key) const;
  std::string dir_;
};

}  // namespace vktexel::shadergen
