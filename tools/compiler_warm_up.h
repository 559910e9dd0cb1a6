// Builds glslang's built-in tables (shadergen::warmUpCompiler) on a thread of its own while the
// case lists are built, instead of in the parent before the first fork (0.23 s of a warm run's
// wall) or in every worker (7 host-s of a cold run). finish() before the first fork: a thread
// must not end while another forks (run/fork_lock.h).
#pragma once

#include "shadergen/compiler.h"

#include <thread>

namespace vktexel::tools {

class CompilerWarmUp {
 public:
  CompilerWarmUp() : thread_(shadergen::warmUpCompiler) {}
  ~CompilerWarmUp() { finish(); }
  CompilerWarmUp(const CompilerWarmUp&) = delete;
  CompilerWarmUp& operator=(const CompilerWarmUp&) = delete;
  void finish() {
    if (thread_.joinable()) thread_.join();
  }

 private:
  std::thread thread_;
};

}  // namespace vktexel::tools
