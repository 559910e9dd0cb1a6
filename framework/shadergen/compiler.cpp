#include "shadergen/compiler.h"

#include "shadergen/glsl_generator.h"
#include "shadergen/spirv_templates.h"

#include <glslang/Public/ResourceLimits.h>
#include <glslang/Public/ShaderLang.h>
#include <glslang/SPIRV/GlslangToSpv.h>
#include <spirv-tools/libspirv.hpp>

namespace vktexel::shadergen {
namespace {

constexpr spv_target_env kTargetEnv = SPV_ENV_VULKAN_1_1;

struct GlslangProcess {
  GlslangProcess() { glslang::InitializeProcess(); }
  ~GlslangProcess() { glslang::FinalizeProcess(); }
};

void ensureGlslang() {
  static GlslangProcess process;
}

// glslang's defaults cap texel offsets at [-8, 7]; the device's limits gate each case instead
// (run/gates.cpp), so the front end accepts every offset a device may report.
const TBuiltInResource& resources() {
  static const TBuiltInResource r = [] {
    TBuiltInResource copy = *GetDefaultResources();
    copy.minProgramTexelOffset = -128;
    copy.maxProgramTexelOffset = 127;
    return copy;
  }();
  return r;
}

}  // namespace

std::vector<uint32_t> compileComputeGlsl(const std::string& glsl) {
  return compileGlsl(glsl, "comp");
}

std::vector<uint32_t> compileGlsl(const std::string& glsl, const std::string& stageName) {
  ensureGlslang();
  const EShLanguage stage = stageName == "vert"   ? EShLangVertex
                            : stageName == "frag" ? EShLangFragment
                                                  : EShLangCompute;
  static std::mutex glslangMutex;  // glslang's front end keeps global state: one compilation at a time
  std::lock_guard<std::mutex> lock(glslangMutex);
  glslang::TShader shader(stage);
  const char* text = glsl.c_str();
  shader.setStrings(&text, 1);
  shader.setEnvInput(glslang::EShSourceGlsl, stage, glslang::EShClientVulkan, 100);
  shader.setEnvClient(glslang::EShClientVulkan, glslang::EShTargetVulkan_1_1);
  shader.setEnvTarget(glslang::EShTargetSpv, glslang::EShTargetSpv_1_3);
  const EShMessages messages = EShMessages(EShMsgSpvRules | EShMsgVulkanRules);
  if (!shader.parse(&resources(), 450, false, messages))
    throw ShaderError(std::string("GLSL compile failed:\n") + shader.getInfoLog() + "\n--- source ---\n" +
                      glsl);
  glslang::TProgram program;
  program.addShader(&shader);
  if (!program.link(messages)) throw ShaderError(std::string("GLSL link failed:\n") + program.getInfoLog());
  std::vector<uint32_t> spirv;
  glslang::SpvOptions options;
  options.validate = false;  // the SPIRV-Tools validator runs on every module below
  glslang::GlslangToSpv(*program.getIntermediate(stage), spirv, &options);
  return spirv;
}

void warmUpCompiler() {
  static std::once_flag once;
  std::call_once(once, [] {
    try {  // only a head start: a real compile reports any failure as its batch's InternalError
      compileGlsl("#version 450\nlayout(local_size_x = 1) in;\nvoid main() {}\n", "comp");
      compileGlsl("#version 450\nvoid main() { gl_Position = vec4(0.0); }\n", "vert");
      compileGlsl("#version 450\nlayout(location = 0) out vec4 o;\nvoid main() { o = vec4(0.0); }\n", "frag");
    } catch (const std::exception&) {
    }
  });
}

std::vector<uint32_t> assembleSpirv(const std::string& text) {
  spvtools::SpirvTools tools(kTargetEnv);
  std::string log;
  tools.SetMessageConsumer(
      [&log](spv_message_level_t, const char*, const spv_position_t& pos, const char* msg) {
        log += "line " + std::to_string(pos.line + 1) + ": " + msg + "\n";
      });
  std::vector<uint32_t> spirv;
  if (!tools.Assemble(text, &spirv))
    throw ShaderError("SPIR-V assembly failed:\n" + log + "--- source ---\n" + text);
  return spirv;
}

void validateSpirv(const std::vector<uint32_t>& spirv) {
  spvtools::SpirvTools tools(kTargetEnv);
  std::string log;
  tools.SetMessageConsumer(
      [&log](spv_message_level_t, const char*, const spv_position_t& pos, const char* msg) {
        log += "word " + std::to_string(pos.index) + ": " + msg + "\n";
      });
  if (!tools.Validate(spirv)) throw ShaderError("spirv-val rejected a generated module:\n" + log);
}

std::string disassemble(const std::vector<uint32_t>& spirv) {
  spvtools::SpirvTools tools(kTargetEnv);
  std::string text;
  if (!tools.Disassemble(spirv, &text,
                         SPV_BINARY_TO_TEXT_OPTION_INDENT | SPV_BINARY_TO_TEXT_OPTION_FRIENDLY_NAMES))
    return "(disassembly failed)";
  return text;
}

ShaderCache::ShaderCache(std::string diskDir) {
  if (!diskDir.empty()) disk_.emplace(std::move(diskDir));
}

std::shared_ptr<const ShaderModule> ShaderCache::get(const ShaderKey& key) {
  const std::string keyText = key.text();
  {
    std::lock_guard<std::mutex> lock(mutex_);
    auto it = modules_.find(keyText);
    if (it != modules_.end()) return it->second;
  }
  auto module = std::make_shared<ShaderModule>();
  module->keyText = keyText;
  const bool assembly = key.usesAssemblyTemplate();
  if (assembly) {
    if (key.slots != 1) throw ShaderError("the SPIR-V assembly templates bind a single image: " + keyText);
    module->source =
        key.longCoordinate ? generateLongCoordinateAssembly(key) : generateMultisampleOffsetAssembly(key);
  } else {
    module->source = generateGlsl(key);
  }
  const std::string diskKey = disk_ ? spirvCacheKey(module->source, assembly) : "";
  bool fromDisk = false;
  if (disk_)
    if (std::optional<std::vector<uint32_t>> words = disk_->load(diskKey)) {
      try {  // never trusted blindly: a module that no longer validates is built again
        validateSpirv(*words);
        module->spirv = std::move(*words);
        fromDisk = true;
      } catch (const ShaderError&) {
      }
    }
  if (!fromDisk) {
    module->spirv = assembly ? assembleSpirv(module->source) : compileComputeGlsl(module->source);
    validateSpirv(module->spirv);
    if (disk_) disk_->store(diskKey, module->spirv);
  }
  std::lock_guard<std::mutex> lock(mutex_);
  diskHits_ += fromDisk;
  return modules_.emplace(keyText, std::move(module)).first->second;
}

size_t ShaderCache::diskHits() const {
  std::lock_guard<std::mutex> lock(mutex_);
  return diskHits_;
}

size_t ShaderCache::size() const {
  std::lock_guard<std::mutex> lock(mutex_);
  return modules_.size();
}

}  // namespace vktexel::shadergen
