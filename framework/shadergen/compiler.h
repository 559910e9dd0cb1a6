// GLSL -> SPIR-V with the glslang library in-process, every module checked by the SPIRV-Tools
// validator, cached by ShaderKey text. Thread-safe.
#pragma once

#include "shadergen/shader_key.h"
#include "shadergen/spirv_disk_cache.h"

#include <cstdint>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

namespace vktexel::shadergen {

struct ShaderModule {
  std::string keyText;
  std::string source;  // GLSL, or SPIR-V assembly for templates GLSL cannot express
  std::vector<uint32_t> spirv;
};

// A shader that failed to compile or validate: an InternalError of the suite, never a driver bug.
struct ShaderError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

std::vector<uint32_t> compileComputeGlsl(const std::string& glsl);  // throws ShaderError
// Any stage: "vert", "frag" or "comp". Compiles, then validates. Throws ShaderError.
std::vector<uint32_t> compileGlsl(const std::string& glsl, const std::string& stage);
// Builds glslang's built-in symbol tables for the compute, vertex and fragment stages, once per
// process. A process's first compile of a stage spent ~220 ms on them: 33 of a cold whole-suite
// run's 195 compiles took 7.3 of its 7.8 host-s, one per forked worker. Called before forking,
// the workers inherit the tables.
void warmUpCompiler();
std::vector<uint32_t> assembleSpirv(const std::string& text);  // throws ShaderError
void validateSpirv(const std::vector<uint32_t>& spirv);        // throws ShaderError
std::string disassemble(const std::vector<uint32_t>& spirv);

// Modules by key, in memory; with a directory also on disk across runs (SpirvDiskCache), where a
// module read back is validated like a freshly built one and rebuilt when it fails.
class ShaderCache {
 public:
  explicit ShaderCache(std::string diskDir = "");
  std::shared_ptr<const ShaderModule> get(const ShaderKey& key);
  size_t size() const;
  size_t diskHits() const;  // modules read from disk instead of built

 private:
  mutable std::mutex mutex_;
  std::map<std::string, std::shared_ptr<const ShaderModule>> modules_;
  std::optional<SpirvDiskCache> disk_;
  size_t diskHits_ = 0;
};

}  // namespace vktexel::shadergen
