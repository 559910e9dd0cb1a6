#include "run/compile_traits.h"

#include <regex>

namespace vktexel {

const std::vector<CompileTraitsRow>& compileTraitsTable() {
  static const std::vector<CompileTraitsRow> table = {
      {"llvmpipe",
       R"(Mesa 22\.3\..*)",
       {true, false,
        "lavapipe 22.3 keys its disk cache on NIR that the first variant's compile rewrites, so a "
        "pipeline's later variants (one per bound view-state set) are compiled again on every run "
        "(docs/speed.md, issue 23)"}},
      // Mesa 25.0's lavapipe compiles texture functions per view, not shader variants per view
      // state: siblings would only add variants (whole suite, first run: 755 instead of 302;
      // docs/speed.md, issue 39).
      {"llvmpipe",
       R"(Mesa 25\..*)",
       {false, true,
        "Mesa 25's lavapipe compiles about five texture functions per (device, static view state): "
        "parcels cut by format keep each view state on one lane (whole suite, 2 lanes, cold, "
        "interleaved: wall 0.909 of family parcels; on lavapipe 22.3 and SwiftShader, which compile "
        "per pipeline, the split batches cost 5 % and 16 %; docs/speed.md, issue 57)"}},
  };
  return table;
}

CompileTraits compileTraitsOf(const DeviceIdentity& device, const std::vector<CompileTraitsRow>& table) {
  for (const CompileTraitsRow& row : table)
    if (std::regex_match(device.driverName, std::regex(row.driverName)) &&
        std::regex_match(device.driverInfo, std::regex(row.driverInfo)))
      return row.traits;
  return {};
}

}  // namespace vktexel
