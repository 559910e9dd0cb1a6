// Runs fn(0) .. fn(n - 1) on every core (the CPU model and shader compilation are independent per
// item). Exceptions are caught per item by the caller's fn.
#pragma once

#include <algorithm>
#include <atomic>
#include <cstddef>
#include <thread>
#include <vector>

namespace vktexel {

template <typename Fn>
void parallelFor(size_t n, Fn fn) {
  const size_t workers = std::min<size_t>(n, std::max(1u, std::thread::hardware_concurrency()));
  if (workers <= 1) {
    for (size_t i = 0; i < n; ++i) fn(i);
    return;
  }
  std::atomic<size_t> next{0};
  std::vector<std::thread> threads;
  for (size_t w = 0; w < workers; ++w)
    threads.emplace_back([&] {
      for (size_t i = next++; i < n; i = next++) fn(i);
    });
  for (std::thread& t : threads) t.join();
}

}  // namespace vktexel
