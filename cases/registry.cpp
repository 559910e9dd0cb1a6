#include "registry.h"

#include <set>
#include <stdexcept>

namespace vktexel::cases {
namespace {

std::vector<CaseSpec> build() {
  std::vector<CaseSpec> out;
  addLd(out);
  addLdOffsets(out);
  addLdSwizzles(out);
  addLdSpecial(out);
  addLdBuffer(out);
  addTxq(out);
  addLd2dms(out);
  addTld4(out);
  addTld4Offsets(out);
  addTld4Cube(out);
  addTld4F16(out);
  std::set<std::string> names;
  for (const CaseSpec& c : out)
    if (!names.insert(c.name).second) throw std::logic_error("duplicate case name " + c.name);
  return out;
}

}  // namespace

const std::vector<CaseSpec>& all() {
  static const std::vector<CaseSpec> cases = build();
  return cases;
}

}  // namespace vktexel::cases
