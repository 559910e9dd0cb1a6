#include "run/fork_lock.h"

namespace vktexel {

std::mutex& forkLock() {
  static std::mutex lock;
  return lock;
}

}  // namespace vktexel
