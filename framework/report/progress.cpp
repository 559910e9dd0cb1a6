#include "report/progress.h"

#include "run/fork_lock.h"

#include <unistd.h>

namespace vktexel {
namespace {

constexpr auto kRedrawPeriod = std::chrono::milliseconds(200);

std::string clockText(double seconds) {
  const long s = long(seconds + 0.5);
  char text[32];
  if (s >= 3600)
    std::snprintf(text, sizeof text, "%ld:%02ld:%02ld", s / 3600, s / 60 % 60, s % 60);
  else
    std::snprintf(text, sizeof text, "%ld:%02ld", s / 60, s % 60);
  return text;
}

}  // namespace

std::string formatProgress(size_t done, size_t total, double seconds) {
  const int width = int(std::to_string(total).size());
  char head[64];
  std::snprintf(head, sizeof head, "[%*zu/%zu] %5.1f%%", width, done, total,
                total ? 100.0 * double(done) / double(total) : 100.0);
  if (done == 0 || seconds <= 0) return std::string(head) + "  -- cases/s  ETA --";
  const double rate = double(done) / seconds;
  char tail[64];
  std::snprintf(tail, sizeof tail, "  %.0f cases/s  ETA %s", rate,
                clockText(double(total > done ? total - done : 0) / rate).c_str());
  return std::string(head) + tail;
}

bool isTerminal(std::FILE* f) {
  return isatty(fileno(f)) == 1;
}

ProgressLine::ProgressLine(std::FILE* out, size_t total, bool enabled)
    : out_(out), total_(total), enabled_(enabled), start_(std::chrono::steady_clock::now()) {
  if (!enabled_) return;
  bool running = false;
  ticker_ = std::thread([this, &running] {
    // Draws holding forkLock, which a run's lanes hold while they work (run/fork_lock.h).
    {
      std::lock_guard<std::mutex> lock(mutex_);
      running = true;
    }
    wake_.notify_all();
    while (true) {
      {
        std::lock_guard<std::mutex> fork(forkLock());
        std::lock_guard<std::mutex> lock(mutex_);
        if (stopping_) return;
        drawLocked();
      }
      std::unique_lock<std::mutex> lock(mutex_);
      wake_.wait_for(lock, kRedrawPeriod, [this] { return stopping_; });
    }
  });
  // The thread has started before any worker is forked (a thread's start takes the sanitizer's locks).
  std::unique_lock<std::mutex> lock(mutex_);
  wake_.wait(lock, [&] { return running; });
}

void ProgressLine::advance(size_t n) {
  std::lock_guard<std::mutex> lock(mutex_);
  done_ += n;
}

void ProgressLine::print(const std::string& text) {
  std::lock_guard<std::mutex> lock(mutex_);
  eraseLocked();
  std::fputs(text.c_str(), out_);
  if (enabled_ && !stopping_) drawLocked();
  std::fflush(out_);
}

void ProgressLine::stop() {
  {
    std::lock_guard<std::mutex> lock(mutex_);
    if (stopping_) return;
    stopping_ = true;
    eraseLocked();
  }
  wake_.notify_all();
  if (ticker_.joinable()) ticker_.join();
}

void ProgressLine::drawLocked() {
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
  std::fprintf(out_, "\r\033[K%s", formatProgress(done_, total_, seconds).c_str());
  std::fflush(out_);
  shown_ = true;
}

void ProgressLine::eraseLocked() {
  if (!shown_) return;
  std::fputs("\r\033[K", out_);
  std::fflush(out_);
  shown_ = false;
}

}  // namespace vktexel
