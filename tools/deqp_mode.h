// vktexel as a dEQP binary, so deqp-runner (Mesa CI's runner) can drive it (issue 41). deqp-runner
// runs `BIN [args] --deqp-caselist-file=ABS --deqp-log-filename=ABS.qpa --deqp-log-flush=disable
// --deqp-shadercache-filename=ABS --deqp-shadercache-truncate=disable` (src/deqp_command.rs): any
// argument starting with --deqp- selects this mode. The listed cases run in one invocation with the
// suite's batching and worker processes; stdout carries only the protocol lines of
// report/deqp_protocol.h, one case at a time, flushed per line, and the QPA log gets a section per
// case. Other arguments are `vktexel run` options (--device, --jobs, --timeout, --validation,
// --pipeline-cache, --model-fault ...). Unknown case names print nothing (deqp-runner reports
// them Missing); a case whose worker crashes is bisected and reported Crash by this process.
#pragma once

#include <string>
#include <vector>

namespace vktexel::tools {

bool isDeqpInvocation(const std::vector<std::string>& args);
// Exit status 0 when every listed case has its status line; 2 on bad arguments.
int runDeqpMode(const std::vector<std::string>& args);

}  // namespace vktexel::tools
