// One updating progress line (cases done/total, rate, time left) for a terminal. A ticker thread
// redraws it a few times a second, so it moves while a long batch runs; text printed meanwhile
// goes through print(), which puts it above the line.
#pragma once

#include <chrono>
#include <condition_variable>
#include <cstddef>
#include <cstdio>
#include <mutex>
#include <string>
#include <thread>

namespace vktexel {

// "[ 1234/66963]   1.8%  2345 cases/s  ETA 0:28"; before the first case: "--" for rate and ETA.
std::string formatProgress(size_t done, size_t total, double seconds);

bool isTerminal(std::FILE* f);

class ProgressLine {
 public:
  // Disabled: no line and no thread; print() writes the text as it is (plain lines).
  ProgressLine(std::FILE* out, size_t total, bool enabled);
  ~ProgressLine() { stop(); }
  ProgressLine(const ProgressLine&) = delete;
  ProgressLine& operator=(const ProgressLine&) = delete;

  void advance(size_t n = 1);
  void print(const std::string& text);  // whole lines, written above the progress line
  void stop();                          // erases the line for good

 private:
  void drawLocked();
  void eraseLocked();

  std::FILE* out_;
  size_t total_, done_ = 0;
  bool enabled_, shown_ = false, stopping_ = false;
  std::chrono::steady_clock::time_point start_;
  std::mutex mutex_;
  std::condition_variable wake_;
  std::thread ticker_;
};

}  // namespace vktexel
