// Command-line parsing for `vktexel`. Bad arguments throw UsageError: exit status 2.
#pragma once

#include "model/fetch.h"
#include "run/filter.h"

#include <stdexcept>
#include <string>
#include <vector>

namespace vktexel::tools {

struct UsageError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

struct Options {
  std::string command;  // list | run | bench | coverage | devices | help
  CaseFilter filter;
  std::string device;
  std::string baselineDir;  // --baseline DIR: fails.csv, flakes.txt, skips.txt (report/baseline.h)
  std::string resultsFile;  // --results FILE: "case,Status" lines as cases finish
  std::string junitFile;    // --junit FILE: JUnit XML at the end of the run
  bool validation = false;
  bool verbose = false;
  double timeoutSeconds = 60.0;
  model::ModelFaults faults;
  bool fillSample1IntoSample2 = false;
  bool isolated = false;  // run/bench: one case per pipeline and submission
};

Options parseArguments(const std::vector<std::string>& args);
const char* usageText();

}  // namespace vktexel::tools
