// The memory a run holds at once, this process and its worker processes together: a thread sums
// their proportional set sizes (Pss: a page shared by n processes counts 1/n in each) every
// interval and keeps the largest sum. Summing peak resident sizes instead would count the case
// registry, which forked workers share with the parent, once per process.
// Reading Pss walks every page of every process: sampled every 0.2 s, the kernel's smaps walk took
// 8 % of a two-core machine's CPU (perf, a whole-suite bench) away from the workers it measures.
#pragma once

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <mutex>
#include <thread>

namespace vktexel::tools {

class MemorySampler {
 public:
  explicit MemorySampler(std::chrono::milliseconds interval = std::chrono::milliseconds(1000));
  ~MemorySampler();  // stops the thread
  double peakMiB() const { return double(peakKiB_.load()) / 1024.0; }

 private:
  void sample();

  std::atomic<unsigned long long> peakKiB_{0};
  std::mutex mutex_;
  std::condition_variable wake_;
  bool stop_ = false;
  std::thread thread_;
};

// Pss of this process and every process descended from it, in KiB (Linux /proc); 0 elsewhere.
unsigned long long treeProportionalKiB();

}  // namespace vktexel::tools
