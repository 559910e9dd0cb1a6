#include "registry.h"

#include <array>
#include <mutex>
#include <set>
#include <stdexcept>

namespace vktexel::cases {
namespace {

// A family: the first dotted part of its case names, and its builders in order.
struct Family {
  const char* prefix;
  std::vector<void (*)(std::vector<CaseSpec>&)> builders;
};

const std::array<Family, 5>& families() {
  static const std::array<Family, 5> f = {{
      {"ld", {addLd, addLdOffsets, addLdSwizzles, addLdSpecial, addLdBuffer, addLdBlockModes}},
      {"txq", {addTxq, addTxqBuffer}},
      {"ld2dms", {addLd2dms}},
      {"tld4", {addTld4, addTld4Offsets, addTld4Cube, addTld4F16}},
      {"sparse", {addSparse}},
  }};
  return f;
}

void checkUnique(const std::vector<CaseSpec>& cases) {
  std::set<std::string> names;
  for (const CaseSpec& c : cases)
    if (!names.insert(c.name).second) throw std::logic_error("duplicate case name " + c.name);
}

std::vector<CaseSpec> build(const Family& f) {
  std::vector<CaseSpec> out;
  for (auto builder : f.builders) builder(out);
  for (const CaseSpec& c : out)
    if (c.name.compare(0, std::string(f.prefix).size() + 1, std::string(f.prefix) + ".") != 0)
      throw std::logic_error("case " + c.name + " is outside its family " + f.prefix);
  checkUnique(out);
  return out;
}

// Built on first use, one family at a time: a filtered run pays only for what it can select.
const std::vector<CaseSpec>& familyCases(size_t index) {
  static std::array<std::once_flag, 5> once;
  static std::array<std::vector<CaseSpec>, 5> built;
  std::call_once(once[index], [index] { built[index] = build(families()[index]); });
  return built[index];
}

// Whether a glob can match some name starting with "prefix.": its literal start must agree.
bool canReach(const std::string& glob, const std::string& prefix) {
  const std::string literal = glob.substr(0, glob.find_first_of("*?"));
  const std::string start = prefix + ".";
  const size_t n = std::min(literal.size(), start.size());
  return literal.compare(0, n, start, 0, n) == 0;
}

}  // namespace

const std::vector<CaseSpec>& all() {
  static const std::vector<CaseSpec> cases = [] {
    std::vector<CaseSpec> out;
    for (const Family& f : families())
      for (CaseSpec& c : build(f)) out.push_back(std::move(c));
    checkUnique(out);
    return out;
  }();
  return cases;
}

std::vector<const CaseSpec*> select(const CaseFilter& filter) {
  std::vector<const CaseSpec*> selected;
  for (size_t f = 0; f < families().size(); ++f) {
    bool reachable = filter.include.empty();
    for (const std::string& glob : filter.include)
      reachable = reachable || canReach(glob, families()[f].prefix);
    if (!reachable) continue;
    for (const CaseSpec& c : familyCases(f))
      if (filter.matches(c.name)) selected.push_back(&c);
  }
  return selected;
}

}  // namespace vktexel::cases
