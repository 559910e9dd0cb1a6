#include "field_log.h"

#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <map>
#include <mutex>
#include <set>

namespace state_audit {
namespace {

std::mutex gMutex;
std::map<std::string, std::set<std::string>> gFields;

const char* folder() {
  static const char* dir = std::getenv("VKTEXEL_STATE_RECORD");
  return dir && *dir ? dir : nullptr;
}

}  // namespace

bool recording() {
  return folder() != nullptr;
}

// The process's file, opened for appending at the first value: each new value is written and
// flushed at once, so a worker that crashes (a driver bug the baseline calls a flake) keeps what it
// recorded, and the inventory stays whole (flush() at vkDestroyInstance alone lost it).
FILE* logFile() {
  static FILE* file = [] {
    const std::string path = std::string(folder()) + "/fields." + std::to_string(getpid()) + ".txt";
    FILE* f = std::fopen(path.c_str(), "a");
    if (!f) std::fprintf(stderr, "VK_LAYER_VKTEXEL_state_audit: cannot write %s\n", path.c_str());
    return f;
  }();
  return file;
}

void note(const std::string& field, const std::string& value) {
  if (!recording()) return;
  std::lock_guard<std::mutex> lock(gMutex);
  if (!gFields[field].insert(value).second) return;
  if (FILE* file = logFile()) {
    std::fprintf(file, "%s\t%s\n", field.c_str(), value.c_str());
    std::fflush(file);
  }
}

void note(const std::string& field, uint64_t value) {
  note(field, std::to_string(value));
}

void noteFloat(const std::string& field, float value) {
  char text[32];
  std::snprintf(text, sizeof text, "%g", double(value));
  note(field, text);
}

void noteBool(const std::string& field, uint32_t value) {
  note(field, value ? "1" : "0");
}

void noteHandle(const std::string& field, const void* handle) {
  note(field, handle ? "set" : "null");
}

void noteFlags(const std::string& field, uint64_t flags, const FlagName* names, size_t count) {
  uint64_t named = 0;
  for (size_t i = 0; i < count; ++i) {
    note(field + "." + names[i].name, (flags & names[i].bit) ? "1" : "0");
    named |= names[i].bit;
  }
  for (uint64_t bit = 1; bit; bit <<= 1)
    if ((flags & bit) && !(named & bit)) {
      char text[32];
      std::snprintf(text, sizeof text, ".0x%llx", static_cast<unsigned long long>(bit));
      note(field + text, "1");
    }
}

void noteEnum(const std::string& field, int64_t value, const EnumName* names, size_t count) {
  for (size_t i = 0; i < count; ++i)
    if (names[i].value == value) return note(field, names[i].name);
  note(field, std::to_string(value));
}

void flush() {
  if (!recording()) return;
  std::lock_guard<std::mutex> lock(gMutex);
  if (FILE* file = logFile()) std::fflush(file);
}

}  // namespace state_audit
