// The field log of VK_LAYER_VKTEXEL_state_audit: every value each recorded field of the Vulkan calls
// took in this process, as "FIELD<TAB>VALUE" lines (tests/state_inventory.py merges the processes).
#pragma once

#include <cstdint>
#include <string>

namespace state_audit {

// Adds VALUE to the set of values FIELD took. Thread-safe.
void note(const std::string& field, const std::string& value);
void note(const std::string& field, uint64_t value);
void noteFloat(const std::string& field, float value);
void noteBool(const std::string& field, uint32_t value);        // VkBool32: "0" or "1"
void noteHandle(const std::string& field, const void* handle);  // "null" or "set"

// A flags field: FIELD.BIT is noted 1 or 0 for each named bit, FIELD.0xBIT 1 for each unnamed bit set.
struct FlagName {
  uint64_t bit;
  const char* name;
};
template <size_t N>
void noteFlags(const std::string& field, uint64_t flags, const FlagName (&names)[N]);
void noteFlags(const std::string& field, uint64_t flags, const FlagName* names, size_t count);

// An enum field through a name table; values missing from the table are noted as numbers.
struct EnumName {
  int64_t value;
  const char* name;
};
void noteEnum(const std::string& field, int64_t value, const EnumName* names, size_t count);
template <size_t N>
void noteEnum(const std::string& field, int64_t value, const EnumName (&names)[N]) {
  noteEnum(field, value, names, N);
}

template <size_t N>
void noteFlags(const std::string& field, uint64_t flags, const FlagName (&names)[N]) {
  noteFlags(field, flags, names, N);
}

// Each new value goes to $VKTEXEL_STATE_RECORD/fields.PID.txt as it is noted (a crashed worker keeps
// its values); this flushes that file, at device and instance destruction.
void flush();

// Whether $VKTEXEL_STATE_RECORD names a folder: otherwise nothing is recorded.
bool recording();

}  // namespace state_audit
