// `vktexel repro CASE -o DIR`: a reproduction of one case that runs without vktexel.
//
// DIR gets the case's SPIR-V (CASE.spv) and its source (CASE.comp or CASE.spvasm), the bytes of
// its image as vktexel uploads them (image.bin) and its probes as the shader reads them
// (probes.bin), a plain Vulkan C++ program (repro.cpp, case_data.h with the CPU model's expected
// values compiled in, CMakeLists.txt) that runs the probes and prints PASS/FAIL per probe, and,
// where Amber can express the case, an Amber script (CASE.amber) with the image data, sampler,
// shader, probe buffer and EXPECT lines. README.md says how to run them and what Amber cannot say.
#pragma once

#include "model/fetch.h"
#include "run/case.h"

#include <string>
#include <vector>

namespace vktexel {

struct ReproResult {
  std::vector<std::string> files;  // written, relative to DIR
  bool amber = false;              // CASE.amber was written
  std::string amberWhyNot;         // otherwise why not
  size_t amberExpects = 0;         // EXPECT lines in it
  size_t amberProbesLeftOut = 0;   // checked probes whose expectation an EXPECT line cannot say
};

// Throws std::runtime_error when the case cannot be reproduced (multisample images, which vktexel
// fills by rendering, are not supported yet) or DIR cannot be written. `faults`: the model
// faults of the run being reproduced (deliberately wrong expectations; README.md says so).
// `sampling`: the device limits sampled lookups' expectations assume (run/sampling_choice.h); the
// program refuses to judge on a device with fewer bits.
// `seenOn`: the device of the run whose failure this reproduces ("" for `vktexel repro`); README.md
// and the program's output name it beside the vktexel build that wrote the folder.
ReproResult writeRepro(const CaseSpec& c, const std::string& dir, const model::ModelFaults& faults,
                       const model::SamplingLimits& sampling, const std::string& seenOn = "");

// Why `vktexel repro` would write no Amber script for the case ("" when it would write one),
// without writing anything: the census of exportable cases (tests/amber_census_test.cpp).
std::string amberWhyNot(const CaseSpec& c, const model::SamplingLimits& sampling);

}  // namespace vktexel
