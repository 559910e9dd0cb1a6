#include "run/verdict.h"

namespace vktexel {

const char* toString(Outcome o) {
  switch (o) {
    case Outcome::Pass: return "Pass";
    case Outcome::Fail: return "Fail";
    case Outcome::NotSupported: return "NotSupported";
    case Outcome::Unchecked: return "Unchecked";
    case Outcome::Crash: return "Crash";
    case Outcome::Timeout: return "Timeout";
    case Outcome::InternalError: return "InternalError";
  }
  return "?";
}

bool isFailure(Outcome o) {
  return o == Outcome::Fail || o == Outcome::Crash || o == Outcome::Timeout || o == Outcome::InternalError;
}

}  // namespace vktexel
