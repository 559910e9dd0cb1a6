#include "run/case_digest.h"

#include <cstdio>
#include <cstring>

namespace vktexel {
namespace {

class Fnv1a {
 public:
  void bytes(const void* data, size_t n) {
    const auto* p = static_cast<const uint8_t*>(data);
    for (size_t i = 0; i < n; ++i) hash_ = (hash_ ^ p[i]) * 0x100000001b3ull;
  }
  template <typename T>
  void value(const T& v) {
    bytes(&v, sizeof v);
  }
  void text(std::string_view s) {
    value(uint64_t(s.size()));  // the length first: "ab"+"c" differs from "a"+"bc"
    bytes(s.data(), s.size());
  }
  std::string hex() const {
    char out[17];
    std::snprintf(out, sizeof out, "%016llx", static_cast<unsigned long long>(hash_));
    return out;
  }

 private:
  uint64_t hash_ = 0xcbf29ce484222325ull;
};

// Field by field, never the struct's bytes: padding would make equal probes differ.
void addProbe(Fnv1a& h, const model::FetchQuery& q) {
  h.value(uint8_t(q.op));
  h.value(uint8_t(q.constOffset | q.dynamicOffset << 1 | q.constOffsets << 2 | q.shaderAddedOffset << 3));
  h.value(uint8_t(q.pack));
  h.value(uint8_t(q.sparse));
  h.value(q.component);
  h.value(q.offset);
  h.value(q.offsets);
  uint32_t dref;
  std::memcpy(&dref, &q.dref, sizeof dref);
  h.value(dref);
  h.text(q.swizzle);
  h.text(q.mask);
  h.value(q.coord);
  h.value(q.layer);
  h.value(q.lod);
  h.value(q.sample);
  for (float f : q.st) {
    uint32_t bits;
    std::memcpy(&bits, &f, sizeof bits);
    h.value(bits);
  }
}

}  // namespace

std::string caseDigest(const CaseSpec& c, const model::HostImage* image) {
  Fnv1a h;
  h.text(c.name);
  h.text(c.image.key());
  h.text(c.view.key());
  h.value(uint8_t(c.tier));
  h.value(uint8_t(c.slotIndex));
  h.value(uint8_t(c.longCoordinate | c.repeatsAgree << 1));
  h.value(uint64_t(c.probes.size()));
  for (const Probe& p : c.probes) addProbe(h, p.query);
  if (image) {
    h.text(image->spec().key());  // with a --seed the texels' seed differs from the case's
    for (uint32_t level = 0; level < image->spec().levels; ++level) {
      const std::vector<uint8_t>& bytes = image->levelBytes(level);
      h.value(uint64_t(bytes.size()));
      h.bytes(bytes.data(), bytes.size());
    }
  }
  return h.hex();
}

}  // namespace vktexel
