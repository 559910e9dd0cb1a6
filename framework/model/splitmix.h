// splitmix64 (Steele, Lea and Flood, "Fast splittable pseudorandom number generators", 2014): the
// same numbers from the same seed on every machine and library, where std:: distributions are not
// specified bit for bit. The suite's seeded probes and `vktexel fuzz` draw from it.
#pragma once

#include <cstddef>
#include <cstdint>

namespace vktexel::model {

class SplitMix64 {
 public:
  explicit SplitMix64(uint64_t seed) : state_(seed) {}
  uint64_t next() {
    state_ += 0x9e3779b97f4a7c15ull;
    uint64_t z = state_;
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
  }
  double uniform(double lo, double hi) {
    return lo + (hi - lo) * double(next() >> 11) * 0x1.0p-53;
  }                                                                               // 53 bits
  uint32_t below(uint32_t n) { return uint32_t(((next() >> 32) * n) >> 32); }     // [0, n), n > 0
  uint32_t between(uint32_t lo, uint32_t hi) { return lo + below(hi - lo + 1); }  // [lo, hi]
  bool chance(double p) { return uniform(0, 1) < p; }
  template <class T, size_t N>
  const T& pick(const T (&items)[N]) {
    return items[below(uint32_t(N))];
  }

 private:
  uint64_t state_;
};

}  // namespace vktexel::model
