// A finding's folder (issue 66, item 4): `vktexel fuzz --findings DIR` writes DIR/fuzz.SEED.N.FAMILY/
// for each distinct failure, with the drawn case (original.case), the shrunk one (shrunk.case),
// its reproduction (repro/: the Vulkan C++ program, an Amber script where Amber can say it) and
// finding.md, which quotes the rule broken, shows expected and got, and gives the commands.
#pragma once

#include "fuzz_shrink.h"

#include "model/fetch.h"
#include "run/case.h"
#include "run/verdict.h"

#include <string>
#include <vector>

namespace vktexel::tools {

struct Finding {
  std::string signature;
  std::string status;              // "new", or "known: CAUSE"
  std::vector<std::string> cases;  // every drawn case with the signature
  CaseSpec original;               // the first of them
  CaseResult originalResult;
  Shrunk shrunk;
  std::string run;             // the fuzz command line that found it
  std::string device;          // as the run printed it
  std::string deviceSelector;  // --device, for the commands finding.md gives ("" for the default)
};

// "fuzz.SEED.N.FAMILY": the folder of a finding, from its first case's name.
std::string findingFolder(const std::string& caseName);

// Writes DIR/FOLDER/ and returns that folder's path; throws std::runtime_error when it cannot.
std::string writeFinding(const std::string& dir, const Finding& f, const model::SamplingLimits& sampling);

}  // namespace vktexel::tools
