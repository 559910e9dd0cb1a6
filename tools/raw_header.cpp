#include "raw_header.h"

#include "report/build_info.h"

#include <stdexcept>

namespace vktexel::tools {

RawFileHeader rawHeaderFor(const Options& o, const ProbedDevice& device) {
  RawFileHeader h;
  h.build = describeBuild();
  h.properties = device.properties;
  h.seed = o.seed;
  const std::string faults = model::faultNames(o.faults);
  for (size_t start = 0; start < faults.size();) {
    size_t end = faults.find(',', start);
    if (end == std::string::npos) end = faults.size();
    h.modelFaults.push_back(faults.substr(start, end - start));
    start = end + 1;
  }
  h.baseline = o.baselineDir;
  return h;
}

model::SamplingLimits samplingOf(const RawFileHeader& h) {
  const auto bits = [&](const char* key) {
    const std::string& v = h.property(key);
    if (v.empty() || v.find_first_not_of("0123456789") != std::string::npos || v.size() > 3)
      throw std::runtime_error(std::string("the raw results file gives no ") + key +
                               " (the sampled lookups' oracle depends on it)");
    return uint32_t(std::stoul(v));
  };
  return {bits("limits.subTexelPrecisionBits"), bits("limits.mipmapPrecisionBits")};
}

}  // namespace vktexel::tools
