// fork() copies only the thread that calls it: a lock another thread holds at that moment stays
// held in the child for ever. glibc's malloc survives that (it has fork handlers); GCC 12's ASan
// runtime does not: its allocator and thread registry locks are not held across fork, so a worker
// forked while another thread of the parent allocated, started or ended can hang on its first
// allocation (CI: workers silent for 310 s; a two-thread fork loop under ASan hangs 6 children in
// 2,000). So every thread of a process that forks workers does its work holding this lock and lets
// go of it only to block in a system call (poll, waitpid, a timed wait).
#pragma once

#include <mutex>

namespace vktexel {

std::mutex& forkLock();

// Lets go of forkLock for its lifetime; wrap only blocking calls that allocate nothing.
class ForkLockReleased {
 public:
  ForkLockReleased() { forkLock().unlock(); }
  ~ForkLockReleased() { forkLock().lock(); }
  ForkLockReleased(const ForkLockReleased&) = delete;
  ForkLockReleased& operator=(const ForkLockReleased&) = delete;
};

}  // namespace vktexel
