#include "run/probe_label.h"

#include <memory>
#include <mutex>
#include <unordered_map>
#include <vector>

namespace vktexel {
namespace {

// Keyed by a view of the string it owns: a lookup allocates nothing.
using Pool = std::unordered_map<std::string_view, std::unique_ptr<const std::string>>;

// One pool per thread, so the case builders that run side by side never wait on a lock per
// probe; a label two threads both use is stored twice, which costs bytes, not meaning. The pools
// are never freed: every label lives as long as the process.
Pool& threadPool() {
  thread_local Pool* pool = nullptr;
  if (!pool) {
    static std::mutex mutex;
    static auto* pools = new std::vector<std::unique_ptr<Pool>>;
    const std::lock_guard<std::mutex> lock(mutex);
    pool = pools->emplace_back(std::make_unique<Pool>()).get();
  }
  return *pool;
}

const std::string* intern(std::string_view text) {
  Pool& pool = threadPool();
  if (const auto it = pool.find(text); it != pool.end()) return it->second.get();
  auto owned = std::make_unique<const std::string>(text);
  const std::string* interned = owned.get();
  pool.emplace(*interned, std::move(owned));
  return interned;
}

}  // namespace

ProbeLabel::ProbeLabel() {
  static const std::string& empty = *new std::string;  // never freed, as the pools
  text_ = &empty;
}

ProbeLabel::ProbeLabel(std::string_view text) : text_(intern(text)) {}

ProbeLabel& ProbeLabel::operator+=(std::string_view more) {
  text_ = intern(*text_ + std::string(more));
  return *this;
}

}  // namespace vktexel
