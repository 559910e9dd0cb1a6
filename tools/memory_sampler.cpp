#include "memory_sampler.h"

#include "run/fork_lock.h"

#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

namespace vktexel::tools {
namespace {

unsigned long long proportionalKiB(pid_t pid) {
  std::ifstream in("/proc/" + std::to_string(pid) + "/smaps_rollup");
  std::string key;
  unsigned long long value = 0;
  while (in >> key) {
    if (key == "Pss:" && in >> value) return value;
    in.ignore(1 << 20, '\n');
  }
  return 0;
}

// Every process's parent, from /proc/PID/stat ("pid (comm) state ppid ...": comm may hold spaces
// and parentheses, so ppid is read after the last ')').
std::multimap<pid_t, pid_t> childrenByParent() {
  std::multimap<pid_t, pid_t> out;
  std::error_code error;
  for (const auto& entry : std::filesystem::directory_iterator("/proc", error)) {
    const std::string name = entry.path().filename();
    if (name.find_first_not_of("0123456789") != std::string::npos) continue;
    std::ifstream in(entry.path() / "stat");
    std::string stat;
    std::getline(in, stat);
    const size_t close = stat.rfind(')');
    if (close == std::string::npos) continue;
    std::istringstream rest(stat.substr(close + 1));
    std::string state;
    pid_t parent = 0;
    if (rest >> state >> parent) out.emplace(parent, pid_t(std::stol(name)));
  }
  return out;
}

}  // namespace

unsigned long long treeProportionalKiB() {
  const std::multimap<pid_t, pid_t> children = childrenByParent();
  unsigned long long total = 0;
  std::vector<pid_t> pending = {getpid()};
  while (!pending.empty()) {
    const pid_t pid = pending.back();
    pending.pop_back();
    total += proportionalKiB(pid);
    const auto [first, last] = children.equal_range(pid);
    for (auto it = first; it != last; ++it) pending.push_back(it->second);
  }
  return total;
}

MemorySampler::MemorySampler(std::chrono::milliseconds interval) {
  sample();
  bool running = false;
  thread_ = std::thread([this, interval, &running] {
    std::unique_lock<std::mutex> lock(mutex_);
    running = true;
    wake_.notify_all();
    while (!wake_.wait_for(lock, interval, [this] { return stop_; })) {
      // Samples holding forkLock, which a run's lanes hold while they work (run/fork_lock.h).
      lock.unlock();
      {
        std::lock_guard<std::mutex> fork(forkLock());
        sample();
      }
      lock.lock();
    }
  });
  // The thread has started before any worker is forked (a thread's start takes the sanitizer's locks).
  std::unique_lock<std::mutex> lock(mutex_);
  wake_.wait(lock, [&] { return running; });
}

MemorySampler::~MemorySampler() {
  {
    std::lock_guard<std::mutex> lock(mutex_);
    stop_ = true;
  }
  wake_.notify_all();
  thread_.join();
  sample();
}

void MemorySampler::sample() {
  const unsigned long long now = treeProportionalKiB();
  unsigned long long peak = peakKiB_.load();
  while (now > peak && !peakKiB_.compare_exchange_weak(peak, now)) {
  }
}

}  // namespace vktexel::tools
