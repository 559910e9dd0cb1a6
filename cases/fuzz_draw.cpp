#include "fuzz_draw.h"

#include "fuzz_extras.h"
#include "fuzz_families.h"

#include <cstdint>
#include <cstdio>
#include <optional>
#include <string>

namespace vktexel::cases {

namespace {

CaseSpec drawFamilyCase(uint64_t seed, uint64_t index) {
  model::SplitMix64 mix(seed);
  mix.next();
  model::SplitMix64 r(mix.next() ^ (index * 0xd1b54a32d192ed03ull));
  const double family = r.uniform(0, 1);
  if (family < 0.33) return drawTexCase(seed, index, r);
  if (family < 0.43) return drawTexGradCase(seed, index, r);
  if (family < 0.48) return drawTexDrefCase(seed, index, r);
  if (family < 0.66) return drawLdCase(seed, index, r);
  if (family < 0.72) return drawLdRobustCase(seed, index, r);
  if (family < 0.77) return drawLd2dmsCase(seed, index, r);
  if (family < 0.93) return drawTld4Case(seed, index, r);
  if (family < 0.965) return drawTxqCase(seed, index, r);
  return drawSparseCase(seed, index, r);  // NotSupported where the device has no sparse residency
}

}  // namespace

CaseSpec drawFuzzCase(uint64_t seed, uint64_t index) {
  CaseSpec c = drawFamilyCase(seed, index);
  model::SplitMix64 x = extraStream(seed, index);
  drawDrefGather(c, x);
  drawCompressedFormat(c, x);
  drawConstOffset(c, x);
  drawHalfPacking(c, x);
  drawRunTimeIndex(c, x);
  drawTexelBuffer(c, x);
  return c;
}

std::optional<CaseSpec> fuzzCaseNamed(const std::string& name) {
  unsigned long long seed = 0, index = 0;
  int used = 0;
  if (name.rfind("fuzz.", 0) != 0 ||
      std::sscanf(name.c_str(), "fuzz.%llu.%llu.%n", &seed, &index, &used) != 2 || used == 0)
    return std::nullopt;
  CaseSpec c = drawFuzzCase(seed, index);
  if (c.name != name) return std::nullopt;
  return c;
}

}  // namespace vktexel::cases
