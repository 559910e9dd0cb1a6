// How many cases `vktexel repro` can say in Amber, per family, and why the others cannot be said
// (issue 42): printed for the record, and held above floors so an exporter change that loses a
// kind of case fails here. Expectations assume the spec's minimum precision bits (any device).
#include "registry.h"
#include "report/repro.h"

#include <gtest/gtest.h>

#include <cstdio>
#include <map>
#include <string>

namespace vktexel {
namespace {

TEST(AmberCensus, EveryFamilyExportsItsPlainCases) {
  std::map<std::string, size_t> exported, total;
  std::map<std::string, size_t> reasons;  // the first words of each reason
  for (const CaseSpec& c : cases::all()) {
    const std::string family = c.name.substr(0, c.name.find('.'));
    ++total[family];
    const std::string why = amberWhyNot(c, model::SamplingLimits{});
    if (why.empty()) {
      ++exported[family];
      continue;
    }
    const size_t cut = why.find_first_of(",:(;");
    ++reasons[why.substr(0, std::min<size_t>(cut, 90))];
  }
  size_t all = 0, n = 0;
  for (const auto& [family, count] : total) {
    std::printf("%-8s %6zu of %6zu cases have an Amber script\n", family.c_str(), exported[family], count);
    all += exported[family];
    n += count;
  }
  std::printf("all      %6zu of %6zu\nreasons, most common first:\n", all, n);
  std::multimap<size_t, std::string, std::greater<size_t>> byCount;
  for (const auto& [why, count] : reasons) byCount.emplace(count, why);
  for (const auto& [count, why] : byCount) std::printf("%6zu  %s\n", count, why.c_str());
  EXPECT_GE(exported["ld"], 1000u);
  EXPECT_GE(exported["tld4"], 100u);
  EXPECT_GE(exported["tex"], 10u);
  EXPECT_GE(all, 1500u);
}

}  // namespace
}  // namespace vktexel
